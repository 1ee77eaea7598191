import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, b64 } from '../parts/zr-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zr-techsupport-jp-defender-fullscreen',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://windows-security-alert.jp-support-center.xyz/ja/?code=0x80072ee7',
  body: doc({
    lang: 'ja',
    title: 'Windows セキュリティ警告',
    css: 'body{background:#0078d7;color:#fff}.m{max-width:760px;margin:40px auto;background:#fff;color:#222;padding:30px}.tel{font-size:30px;color:#c00;font-weight:bold}#ov{position:fixed;inset:0;cursor:none}',
    body: `<div class="m"><h2>⚠ Windows Defender - セキュリティ警告</h2>
<p><b>このPCはトロイの木馬型スパイウェアに感染しています（エラーコード: 0x80072ee7）。</b></p>
<p>以下のデータが危険にさらされています：Facebookのログイン情報、クレジットカード情報、メールアカウントのログイン情報、このコンピュータ内の写真。</p>
<p>PCをシャットダウンまたは再起動しないでください。Windowsサポートにすぐにお電話ください：</p>
<p class="tel">☎ 050-5497-3381（無料・24時間対応）</p>
<p>Microsoft認定技術者が、リモートで問題の解決をお手伝いします。</p></div>
<audio id="au" src="/ja/alert.wav" loop autoplay></audio>
<div id="ov"></div>
<script>
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){};document.getElementById('au').play()});
window.onbeforeunload=function(){return 'PCの保護のため、このページを閉じないでください'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){alert('【警告】ウイルスが検出されました！\\nWindowsサポート 050-5497-3381 にお電話ください。')},9000);
</script>`,
  }),
  routes: {
    'windows-security-alert.jp-support-center.xyz/ja/alert.wav': fileRoute(beepWav(2, 900), 'audio/wav'),
  },
},
{
  id: 'zr-techsupport-au-apple-icloud-locked',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://support-apple.com-au-locked.live/icloud/',
  body: doc({
    lang: 'en',
    title: 'Apple Security Alert',
    css: 'body{background:#1d1d1f;color:#f5f5f7;text-align:center}.m{max-width:640px;margin:60px auto}.tel{font-size:32px;color:#ff453a}',
    body: `<div class="m"><h1>Your iPhone has been locked</h1><p>Apple ID security warning: suspicious activity detected. Your iCloud, photos and banking apps have been exposed to a Pegasus-type spyware.</p>
<p>Call Apple Support Australia immediately:</p><p class="tel">1800 961 472</p><p>Reference: AU-77814-SEC · Do not restart your device.</p></div>
<script>if(navigator.vibrate){setInterval(function(){navigator.vibrate([400,200,400])},3000)}setTimeout(function(){alert('Apple Security: Call 1800 961 472 now.')},2000);</script>`,
  }),
},
{
  id: 'zr-techsupport-kr-v3-ransomware-popup',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://pc-security-check.kr-help.online/',
  body: doc({
    lang: 'ko',
    title: '경고: 랜섬웨어 감염 감지',
    css: 'body{background:#b00020;color:#fff}.m{max-width:700px;margin:40px auto;background:#fff;color:#222;padding:26px;border-radius:6px}.t{font-size:28px;color:#b00020;font-weight:bold}.scan{height:10px;background:#eee}.scan div{height:10px;background:#b00020;width:0;transition:width 6s}',
    body: `<div class="m"><h2>🚨 시스템 보안 경고</h2><p>귀하의 컴퓨터에서 <b>랜섬웨어(Ransom.Win32.Locky)</b>가 감지되었습니다. 파일이 암호화되기까지 남은 시간: <b id="cd">04:59</b></p>
<div class="scan"><div id="bar"></div></div><p id="res"></p>
<p>즉시 원격 보안센터로 연락하여 치료를 받으세요.</p><p class="t">☎ 070-4786-2291</p><p style="font-size:12px">Microsoft 공인 파트너 · 원격지원 가능</p></div>
<script>setTimeout(function(){document.getElementById('bar').style.width='100%'},100);setTimeout(function(){document.getElementById('res').textContent='감염된 파일 1,284개 발견'},6200);var s=299;setInterval(function(){s--;document.getElementById('cd').textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);</script>`,
  }),
},
{
  id: 'zr-task-scam-jp-line-youtube-likes',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://jp-fukugyo-navi.work/lp/',
  body: doc({
    lang: 'ja',
    title: 'スマホで簡単副業｜1日5分で日給3万円',
    css: '.hero{background:linear-gradient(135deg,#ffb800,#ff5e62);color:#fff;padding:50px 20px;text-align:center}.m{max-width:720px;margin:0 auto;padding:20px}.line{background:#06c755;color:#fff;font-size:20px;display:block;text-align:center;margin:20px 0}.v{background:#fff;border-radius:8px;padding:14px;margin:10px 0;box-shadow:0 1px 4px rgba(0,0,0,.1)}',
    body: `<div class="hero"><h1>スマホだけで1日5分<br>日給3万円の簡単お仕事</h1><p>YouTube動画に「いいね」するだけ！1件300円〜</p></div>
<div class="m"><div class="v">✔ 初期費用0円 ✔ 主婦・学生OK ✔ 即日払い</div>
<div class="v">「最初は半信半疑でしたが、初日で8,400円もらえました！」（32歳・主婦）</div>
<div class="v">「タスク報酬を増やすために先輩の指示で前払いタスクに参加。今では月収80万円です」（45歳・会社員）</div>
<p>まずはLINEで担当者を追加して、お仕事の説明を受け取ってください。先着30名様限定。</p>
<a class="btn line" href="https://line.me/ti/p/~fukugyo-support88">LINEで友だち追加して始める</a>
<p style="font-size:11px;color:#999">※報酬額は個人の成果によります。VIPタスクは事前のチャージが必要です。</p></div>`,
  }),
},
{
  id: 'zr-investment-scam-crypto-platform-dashboard',
  label: 'scam',
  kind: 'pig-butchering-platform',
  url: 'https://app.coinwave-global.vip/#/assets',
  body: doc({
    lang: 'zh-Hans',
    title: 'CoinWave Global - 资产',
    css: 'body{background:#0b0e11;color:#eaecef}.m{max-width:480px;margin:0 auto;padding:16px}.bal{font-size:34px;font-weight:bold}.g{background:#fcd535;color:#000;width:100%;margin:6px 0}.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #222}.warn{background:#2b1d00;color:#fcd535;padding:10px;font-size:13px;border-radius:6px}',
    body: `<div class="m"><p>总资产 (USDT)</p><div class="bal">186,420.55</div><p style="color:#0ecb81">今日收益 +12,880.31 (+7.42%)</p>
<div class="warn">您的账户已触发风控审核。提现前需缴纳 20% 个人所得税保证金 (37,284.11 USDT)，缴纳后 10 分钟内到账。</div>
<div class="row"><span>量化合约 AI-7 (30天)</span><span>+5.2%/日</span></div><div class="row"><span>新币认购 WAVE</span><span>锁定中</span></div>
<button class="btn g" onclick="location.hash='#/deposit'">充值保证金</button><button class="btn g" style="background:#333;color:#fff" onclick="alert('请先完成保证金缴纳')">提现</button>
<div id="dep" style="display:none"><p>请向以下 TRC20 地址转入 USDT，转账后联系在线客服上传截图：</p><p style="word-break:break-all;background:#1e2329;padding:10px">TXq4h9Lr8mWz2pB7cVn5KdTfEe1aGuYs3R</p><p><a href="https://t.me/CoinWave_CS01" style="color:#fcd535">联系在线客服</a></p></div></div>
<script>function r(){document.getElementById('dep').style.display=location.hash==='#/deposit'?'block':'none'}window.onhashchange=r;r();</script>`,
  }),
},
{
  id: 'zr-job-scam-vn-shopee-order-boost',
  label: 'scam',
  kind: 'task-scam',
  url: 'https://tuyendung-ctv.shopee-donhang.top/',
  body: doc({
    lang: 'vi',
    title: 'Tuyển cộng tác viên online - Làm việc tại nhà',
    css: '.hero{background:#ee4d2d;color:#fff;padding:36px 20px;text-align:center}.m{max-width:640px;margin:0 auto;padding:20px}.z{background:#0068ff;color:#fff;display:block;text-align:center;font-size:18px}',
    body: `<div class="hero"><h1>TUYỂN CTV ONLINE - THU NHẬP 500K - 2 TRIỆU/NGÀY</h1><p>Hỗ trợ đẩy đơn hàng cho shop Shopee, Lazada, Tiki</p></div>
<div class="m"><ol><li>Nhận đơn hàng từ người hướng dẫn</li><li>Thanh toán trước giá trị đơn hàng</li><li>Nhận lại gốc + hoa hồng 10-30% trong 5 phút</li></ol>
<p>Nhiệm vụ càng lớn hoa hồng càng cao. Nhiệm vụ VIP yêu cầu hoàn thành 3 đơn liên tiếp mới được rút tiền.</p>
<form id="f"><label>Họ tên</label><input type="text" name="ten"><label>Số Zalo</label><input type="tel" name="zalo"><label>Ngân hàng nhận tiền</label><input type="text" name="nh"><p><button class="btn z" style="width:100%">Đăng ký nhận việc qua Zalo</button></p></form></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/dangky',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://zalo.me/0868223910'})}</script>`,
  }),
},
{
  id: 'zr-romance-scam-kr-military-doctor-parcel',
  label: 'scam',
  kind: 'romance-advance-fee',
  url: 'https://un-diplomatic-courier.com/track/KR-58801',
  body: doc({
    lang: 'ko',
    title: 'UN Diplomatic Courier Service - Tracking',
    css: '.m{max-width:640px;margin:30px auto}.st{color:#c00;font-weight:bold}table{width:100%;border-collapse:collapse}td{border:1px solid #ddd;padding:8px}',
    body: `<div class="m card"><h2>Diplomatic Consignment Tracking / 외교 화물 조회</h2>
<table><tr><td>Sender</td><td>Dr. James W. Carter (UN Peacekeeping, Syria)</td></tr><tr><td>Receiver</td><td>김미영 (Seoul)</td></tr><tr><td>Content</td><td>Personal effects, Cash box (US$ 850,000)</td></tr><tr><td>Current location</td><td>Incheon International Airport Customs</td></tr><tr><td>Status</td><td class="st">ON HOLD - Clearance fee unpaid</td></tr></table>
<p>수취인은 통관 수수료 <b>US$ 4,800</b>(약 650만원)을 아래 계좌로 입금해야 물품이 배송됩니다. 입금 후 영수증을 담당 외교관 Mr. David Lee에게 카카오톡으로 보내주세요.</p>
<p>입금계좌: 하나은행 291-910448-22307 (예금주: 글로벌로지스)</p></div>`,
  }),
},
];
