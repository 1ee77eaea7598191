import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute } from '../parts/r-kit.js';

export const entries: Entry[] = [
{
  id: 'r-webmail-roundcube-quota',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mailbox-quota-upgrade.net/roundcube/?_task=login&_action=quota',
  body: doc({ title: 'Roundcube Webmail :: Welcome to Roundcube Webmail', css: `body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif}#login{width:380px;margin:10vh auto;text-align:center}
.lg{font:300 36px Roboto;color:#37beff}.lg b{color:#2c363a}.qt{background:#fff;border:1px solid #ddd;padding:12px;font-size:13px;text-align:left;margin:16px 0}.bar{height:12px;background:#eee}.bar i{display:block;height:12px;width:98%;background:#d9534f}
input{width:100%;padding:9px;border:1px solid #ccc;border-radius:4px;margin:5px 0}button{width:100%;background:#37beff;color:#fff;border:0;border-radius:4px;padding:10px;margin-top:8px}` },
`<div id="login"><div class="lg"><b>round</b>cube</div>
<div class="qt"><b>Mailbox quota exceeded</b><div class="bar"><i></i></div><small>1.96 GB / 2 GB used — incoming messages are being held. Log in to upgrade your quota for free.</small></div>
<form method="post" action="/roundcube/?_task=login"><input type="hidden" name="_token" value="x3k9QpWm2"><input name="_user" id="rcmloginuser" placeholder="Username" required><input name="_pass" type="password" placeholder="Password" required><button>Login</button></form>
<p style="font-size:12px;color:#888">Roundcube Webmail</p></div>
<script>var e=new URLSearchParams(location.search).get('email');if(e)document.getElementById('rcmloginuser').value=e;</script>`),
  routes: { 'mailbox-quota-upgrade.net/roundcube/': htmlRoute('<!doctype html><title>Login failed</title><p>Login failed. Please try again.</p>') },
},
];
