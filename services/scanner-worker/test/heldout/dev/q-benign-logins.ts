import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, icon } from '../parts/q-kit.js';

// Benign: minimal login pages of small companies and self-hosted tools, on their own hosts.

export const entries: Entry[] = [
{
  id: 'q-clean-vaultwarden-homelab',
  label: 'clean',
  kind: 'own-login',
  url: 'https://vault.okafor.casa/#/login',
  body: doc({
    title: 'Vaultwarden Web',
    css: cssApp('#175ddc') + 'body{background:#f3f6f9}',
    body: `<div class="wrap"><div class="box"><p style="text-align:center;font-size:13px;color:#666">Log in or create a new account to access your secure vault.</p>
<form id="f"><label>Email address</label><input type="email" id="em" required><label style="font-weight:400"><input type="checkbox" style="width:auto"> Remember email</label><button>Continue</button></form>
<div id="pw" class="hidden"><label>Master password</label><input type="password"><button>Log in with master password</button></div>
<div class="sub">New around here? <a href="#/register">Create account</a> · Server: vault.okafor.casa · Version 2024.6.2</div></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/identity/accounts/prelogin',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:document.getElementById('em').value})}).then(function(r){return r.json()}).then(function(){document.getElementById('pw').classList.remove('hidden')})};</script>`,
  }),
  routes: { 'vault.okafor.casa/identity/accounts/prelogin': jsonRoute({ kdf: 0, kdfIterations: 600000 }) },
},
{
  id: 'q-clean-proxmox-lab-login',
  label: 'clean',
  kind: 'own-login',
  url: 'https://pve01.lab.kaarsten-it.nl/',
  body: doc({
    title: 'pve01 - Proxmox Virtual Environment',
    css: 'body{margin:0;background:#f5f5f5;font:13px helvetica,arial,verdana,sans-serif}.w{position:fixed;left:50%;top:30%;transform:translate(-50%,0);width:400px;background:#fff;border:1px solid #cfcfcf;box-shadow:0 2px 8px rgba(0,0,0,.2)}.t{background:#3892d4;color:#fff;padding:8px 12px;font-weight:bold}.b{padding:14px}.r{display:flex;align-items:center;margin:7px 0}.r label{width:110px}.r input,.r select{flex:1;padding:4px}button{float:right;background:#3892d4;color:#fff;border:0;padding:6px 14px;margin:4px}',
    body: `<div class="w"><div class="t">Proxmox VE Login</div><div class="b" id="b"></div></div>
<script>
var fields=[['User name','username','text'],['Password','password','password']];
document.getElementById('b').innerHTML=fields.map(function(f){return '<div class="r"><label>'+f[0]+':</label><input name="'+f[1]+'" type="'+f[2]+'"></div>'}).join('')+
'<div class="r"><label>Realm:</label><select><option>Linux PAM standard authentication</option><option>Proxmox VE authentication server</option></select></div><div class="r"><label>Language:</label><select><option>English - English</option><option>Dutch - Nederlands</option></select></div><label><input type="checkbox"> Save User name</label><button>Login</button><div style="clear:both"></div>';
</script>`,
  }),
},
{
  id: 'q-clean-bookkeeping-saas-smallvendor',
  label: 'clean',
  kind: 'own-login',
  url: 'https://app.ledgerloft.io/sign-in',
  body: doc({
    title: 'Sign in · LedgerLoft',
    head: '<link rel="stylesheet" href="/static/app.css">',
    css: cssApp('#059669'),
    body: `<div class="wrap"><div class="box"><h1>Sign in to LedgerLoft</h1><p>Bookkeeping for freelancers and small studios.</p>
<form method="post" action="/sign-in"><label>Email</label><input type="email" name="email" autocomplete="email"><label>Password</label><input type="password" name="password" autocomplete="current-password"><button>Sign in</button></form>
<div class="sub"><a href="/forgot">Forgot password?</a> · <a href="/sign-up">Create an account</a><br><br><a href="https://ledgerloft.io/privacy">Privacy</a> · <a href="https://status.ledgerloft.io">Status</a></div></div></div>
${analytics('app.ledgerloft.io', 3).tag}`,
  }),
  routes: { ...analytics('app.ledgerloft.io', 3).routes, 'app.ledgerloft.io/static/app.css': cssRoute('.box{border-top:3px solid #059669}') },
},
];
