import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon } from '../parts/q-kit.js';

// Benign: minimal login pages of small companies and self-hosted tools, on their own hosts.

export const entries: Entry[] = [
{
  id: 'q-clean-gitea-selfhosted-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://git.fernhill-robotics.dev/user/login?redirect_to=%2f',
  body: doc({
    title: 'Sign In - Fernhill Git',
    head: '<meta name="referrer" content="no-referrer"><link rel="icon" href="/assets/img/favicon.png"><meta name="theme-color" content="#6cc644">',
    css: 'body{margin:0;font-family:-apple-system,"Segoe UI",system-ui,Roboto,sans-serif;background:#fff;color:#181c21}.nav{display:flex;gap:16px;padding:10px 20px;border-bottom:1px solid #d0d7de;align-items:center}.nav a{color:#181c21;text-decoration:none;font-size:14px}.seg{max-width:460px;margin:40px auto;border:1px solid #d0d7de;border-radius:6px}.seg h4{margin:0;padding:12px 16px;background:#f6f8fa;border-bottom:1px solid #d0d7de;text-align:center}.seg form{padding:16px}label{display:block;font-weight:600;font-size:13px;margin:10px 0 4px}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d0d7de;border-radius:4px}button{background:#4183c4;color:#fff;border:0;padding:9px 16px;border-radius:4px;margin-top:14px}.f{text-align:center;font-size:12px;color:#666;margin-top:40px}',
    body: `<div class="nav"><a href="/"><img src="/assets/img/logo.png" width="30" height="30" alt="Gitea"></a><a href="/explore/repos">Explore</a><a href="/user/sign_up" style="margin-left:auto">Register</a><a href="/user/login">Sign In</a></div>
<div class="seg"><h4>Sign In</h4><form action="/user/login" method="post"><input type="hidden" name="_csrf" value="Xq9w2m7xYd3oJt-1Tz1eZg">
<label for="user_name">Username or Email Address</label><input id="user_name" type="text" name="user_name" autofocus required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<label style="font-weight:400"><input type="checkbox" name="remember"> Remember This Device</label>
<button>Sign In</button> <a href="/user/forgot_password" style="font-size:13px">Forgot password?</a></form></div>
<div class="f">Powered by Gitea Version: 1.22.3 · Page: 4ms · Template: 2ms · <a href="/assets/licenses.txt">Licenses</a> · <a href="/api/swagger">API</a></div>`,
  }),
  routes: { ...icon('git.fernhill-robotics.dev', 108, 198, 68), 'git.fernhill-robotics.dev/assets/img/favicon.png': pngRoute(108, 198, 68), 'git.fernhill-robotics.dev/assets/img/logo.png': pngRoute(108, 198, 68) },
},
{
  id: 'q-clean-nextcloud-family-instance',
  label: 'clean',
  kind: 'own-login',
  url: 'https://cloud.familie-ostermann.de/login',
  body: doc({
    lang: 'de',
    title: 'Nextcloud',
    head: '<meta name="apple-itunes-app" content="app-id=1125420102"><meta name="robots" content="noindex, nofollow">',
    css: 'body{margin:0;min-height:100vh;background:linear-gradient(40deg,#0082c9 0%,#30b6ff 100%);font-family:system-ui,sans-serif;display:flex;align-items:center;justify-content:center;color:#fff}.l{width:300px;text-align:center}.logo{width:140px;height:70px;margin:0 auto 30px;background:#fff3;border-radius:8px}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0;border:0;border-radius:8px;font-size:15px}button{width:100%;padding:12px;border:1px solid #fff;background:#fff3;color:#fff;border-radius:8px;font-size:15px;margin-top:8px}a{color:#fff;font-size:13px}footer{position:fixed;bottom:12px;width:100%;text-align:center;font-size:13px}',
    body: `<div class="l"><div class="logo"></div>
<form method="post" name="login" action="/login"><input type="text" name="user" placeholder="Kontoname oder E-Mail" autocomplete="username" required><input type="password" name="password" placeholder="Passwort" autocomplete="current-password" required><input type="hidden" name="timezone" id="tz"><input type="hidden" name="requesttoken" value="k2H3eYv0RqB6Sg=="><button>Anmelden</button></form>
<p><a href="/lostpassword/reset/form">Passwort vergessen?</a></p><p><a href="#">Mit einem Gerät anmelden</a></p></div>
<footer>Ostermann Familiencloud – ein sicherer Ort für alle Ihre Daten</footer>
<script>document.getElementById('tz').value=Intl.DateTimeFormat().resolvedOptions().timeZone;</script>`,
  }),
},
{
  id: 'q-clean-grafana-ops-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://grafana.ops.tidewater-energy.io/login',
  body: doc({
    title: 'Grafana',
    css: 'body{margin:0;background:#111217;color:#ccccdc;font-family:Inter,Helvetica,Arial,sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center}.b{width:360px}h1{font-size:28px;text-align:center;font-weight:400}label{font-size:12px;display:block;margin:14px 0 6px}input{width:100%;box-sizing:border-box;background:#0b0c0e;border:1px solid #2c3235;color:#ccccdc;padding:8px;border-radius:2px}button{width:100%;margin-top:18px;padding:9px;background:#3d71d9;color:#fff;border:0;border-radius:2px}.o{margin-top:22px;border-top:1px solid #2c3235;padding-top:16px}.o a{display:block;text-align:center;padding:9px;border:1px solid #2c3235;color:#ccccdc;text-decoration:none;font-size:14px}',
    body: `<div class="b" id="root"></div>
<script>
window.grafanaBootData={settings:{appSubUrl:'',buildInfo:{version:'11.2.0',edition:'Open Source'},oauth:{generic_oauth:{name:'Tidewater SSO'}},disableLoginForm:false}};
(function(){var s=grafanaBootData.settings,r=document.getElementById('root');
r.innerHTML='<h1>Welcome to Grafana</h1><form method="post" action="/login"><label>Email or username</label><input name="user" autocomplete="username"><label>Password</label><input name="password" type="password" autocomplete="current-password"><button>Log in</button></form>'+
'<div class="o"><a href="/login/generic_oauth">Sign in with '+s.oauth.generic_oauth.name+'</a></div><p style="font-size:12px;text-align:center;margin-top:30px">Grafana v'+s.buildInfo.version+' ('+s.buildInfo.edition+')</p>';})();
</script>`,
  }),
},
{
  id: 'q-clean-home-assistant-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://ha.lindqvist-stuga.se/auth/authorize?response_type=code&client_id=https%3A%2F%2Fha.lindqvist-stuga.se%2F&redirect_uri=https%3A%2F%2Fha.lindqvist-stuga.se%2F%3Fauth_callback%3D1',
  body: doc({
    lang: 'sv',
    title: 'Home Assistant',
    css: 'body{margin:0;background:#fafafa;font-family:Roboto,system-ui,sans-serif;color:#212121}.c{max-width:400px;margin:60px auto;background:#fff;border-radius:12px;box-shadow:0 2px 4px rgba(0,0,0,.12);padding:24px}input{width:100%;box-sizing:border-box;padding:14px 12px;margin:8px 0;border:0;border-bottom:1px solid #999;background:#f5f5f5;font-size:15px}button{float:right;background:#03a9f4;color:#fff;border:0;padding:10px 22px;border-radius:4px;font-weight:500}.h{font-size:13px;color:#666}',
    body: `<div class="c" id="c"><p>Välkommen hem! Du är på väg att ge <b>https://ha.lindqvist-stuga.se/</b> åtkomst till din Home Assistant-instans.</p><div id="f">Laddar…</div><div style="clear:both"></div></div>
<script>
fetch('/auth/login_flow',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({client_id:'https://ha.lindqvist-stuga.se/',handler:['homeassistant',null],redirect_uri:'https://ha.lindqvist-stuga.se/?auth_callback=1'})}).then(function(r){return r.json()}).then(function(flow){
document.getElementById('f').innerHTML=flow.data_schema.map(function(s){return '<input name="'+s.name+'" type="'+(s.name==='password'?'password':'text')+'" placeholder="'+(s.name==='password'?'Lösenord':'Användarnamn')+'">'}).join('')+'<label class="h"><input type="checkbox" style="width:auto"> Håll mig inloggad</label><button>Logga in</button>';});
</script>`,
  }),
  routes: { 'ha.lindqvist-stuga.se/auth/login_flow': jsonRoute({ type: 'form', flow_id: '3e1c2d9a8b7f', handler: ['homeassistant', null], step_id: 'init', data_schema: [{ type: 'string', name: 'username', required: true }, { type: 'string', name: 'password', required: true }], errors: {} }) },
},
{
  id: 'q-clean-intranet-small-firm-de',
  label: 'clean',
  kind: 'own-login',
  url: 'https://intranet.schreinerei-voss.de/',
  body: doc({
    lang: 'de',
    title: 'Intranet – Schreinerei Voss',
    css: cssPlain('#7c4a1e'),
    body: `<header class="top"><span class="name">Schreinerei Voss</span><span class="muted">Intranet</span></header>
<main><div class="card narrow"><h2 style="margin-top:0">Anmeldung</h2>
<p class="muted">Nur für Mitarbeiterinnen und Mitarbeiter. Bei Problemen: Herr Kühn, Durchwahl -14.</p>
<form method="post" action="/anmelden"><label>Benutzername</label><input name="benutzer" autocomplete="username"><label>Passwort</label><input name="passwort" type="password" autocomplete="current-password"><p></p><button>Anmelden</button></form></div>
<div class="card narrow"><b>Aushang:</b> Betriebsausflug am 14.06. – Anmeldeliste hängt in der Werkstatt.</div></main>
<footer>Schreinerei Voss GmbH · Am Sägewerk 3 · 49716 Meppen · <a href="https://www.schreinerei-voss.de/impressum">Impressum</a></footer>`,
  }),
},
];
