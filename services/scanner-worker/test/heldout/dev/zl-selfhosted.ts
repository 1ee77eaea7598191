import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute, pngRoute, fileRoute, zip } from '../parts/e-bin.js';
import { shell } from '../parts/zl-kit.js';

// Customers' self-hosted webmail, file-sharing and control-panel logins.

export const entries: Entry[] = [
{
  id: 'zl-clean-roundcube-webmail-customer',
  label: 'clean',
  kind: 'selfhosted-webmail',
  url: 'https://webmail.ingenieurbuero-stahl.de/?_task=login',
  body: `<!DOCTYPE html><html lang="de"><head><meta charset="UTF-8"><title>Ingenieurbüro Stahl Webmail :: Willkommen bei Ingenieurbüro Stahl Webmail</title><meta name="viewport" content="width=device-width,initial-scale=1.0">
<link rel="stylesheet" href="skins/elastic/styles/styles.min.css?s=1700000000"><style>body{margin:0;background:#f4f4f4;font-family:Roboto,"Helvetica Neue",Arial,sans-serif}#layout-content{display:flex;align-items:center;justify-content:center;min-height:100vh}
#login-form{background:#fff;padding:2rem;width:360px;border-radius:4px;box-shadow:0 0 4px #ddd}#logo{display:block;margin:0 auto 1.5rem;width:180px;height:50px;background:#37beff;border-radius:4px}input{width:100%;padding:.6rem;margin:.3rem 0 .9rem;border:1px solid #d4dbde;border-radius:4px}
.mainaction{width:100%;background:#37beff;border:0;color:#fff;padding:.6rem;font-size:1rem;border-radius:4px}#login-footer{text-align:center;color:#8e8e8e;font-size:.8rem;margin-top:1rem}</style></head>
<body class="task-login action-none"><div id="layout"><div id="layout-content" class="selected no-navbar" role="main"><div id="login-form"><img src="skins/elastic/images/logo.svg" id="logo" alt="Logo">
<form name="login-form" method="post" class="propform" action="./?_task=login"><input type="hidden" name="_token" value="RzV1Q2x5ZkpTcWh0"><input type="hidden" name="_task" value="login"><input type="hidden" name="_action" value="login"><input type="hidden" name="_timezone" id="rcmlogintz" value="_default_"><input type="hidden" name="_url" value="_task=login">
<label for="rcmloginuser">Benutzername</label><input name="_user" id="rcmloginuser" required autocapitalize="off" autocomplete="off"><label for="rcmloginpwd">Passwort</label><input name="_pass" id="rcmloginpwd" required type="password" autocomplete="off">
<button type="submit" id="rcmloginsubmit" class="button mainaction submit">Anmelden</button></form><div id="login-footer" role="contentinfo">Ingenieurbüro Stahl Webmail<br>Roundcube Webmail</div></div></div></div>
<script>document.getElementById('rcmlogintz').value=Intl.DateTimeFormat().resolvedOptions().timeZone</script></body></html>`,
  routes: {
    'webmail.ingenieurbuero-stahl.de/skins/elastic/styles/styles.min.css': cssRoute('.propform label{font-size:.9rem}'),
    'webmail.ingenieurbuero-stahl.de/skins/elastic/images/logo.svg': { status: 200, headers: { 'content-type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="50"><text x="10" y="32" font-family="Arial" font-size="22" fill="#37beff">roundcube</text></svg>' },
  },
},
{
  id: 'zl-clean-sogo-webmail-fr',
  label: 'clean',
  kind: 'selfhosted-webmail',
  url: 'https://mail.mairie-saint-julien-l-ars.fr/SOGo/',
  body: `<!DOCTYPE html><html lang="fr" ng-app="SOGo.MainUI"><head><meta charset="utf-8"><title>SOGo</title><meta name="description" content="SOGo Web Interface"><meta name="robots" content="noindex">
<style>body{margin:0;background:#e0e0e0;font-family:Roboto,Arial;display:flex;align-items:center;justify-content:center;min-height:100vh}.card{background:#fff;width:380px;box-shadow:0 2px 8px rgba(0,0,0,.2)}.tb{background:#00796b;color:#fff;padding:20px 24px;font-size:20px}
form{padding:24px}input,select{width:100%;border:0;border-bottom:1px solid #999;padding:8px 0;margin:4px 0 18px;font-size:15px}button{background:#00796b;color:#fff;border:0;padding:10px 20px;float:right}</style></head>
<body><div class="card"><div class="tb">Mairie de Saint-Julien-l'Ars<br><small style="font-size:13px">Messagerie des agents</small></div>
<form name="loginForm" action="/SOGo/connect" method="post"><label>Nom d'utilisateur</label><input name="userName" autocomplete="username"><label>Mot de passe</label><input type="password" name="password" autocomplete="current-password">
<label>Langue</label><select name="language"><option>Français</option><option>English</option></select><label><input type="checkbox" style="width:auto" name="rememberLogin"> Se souvenir de moi</label><button>Connexion</button><div style="clear:both"></div></form>
<p style="font-size:11px;color:#777;padding:0 24px 16px">En cas de problème, contactez le secrétariat de mairie · SOGo 5.10</p></div></body></html>`,
},
{
  id: 'zl-clean-seafile-share-zip-cz',
  label: 'clean',
  kind: 'selfhosted-files',
  url: 'https://soubory.projekcni-kancelar-brabec.cz/d/4e1f0a9c2b/',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Sdílený adresář – Seafile</title><style>body{margin:0;font-family:Arial;background:#f8f8f8}.h{background:#fff;border-bottom:1px solid #eee;padding:12px 24px;color:#f69b1c;font-weight:700;font-size:20px}
.c{max-width:860px;margin:20px auto;background:#fff;padding:20px}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left;font-size:14px}</style></head>
<body><div class="h">Seafile <span style="color:#666;font-size:14px;font-weight:400">Projekční kancelář Brabec</span></div><div class="c"><h2>Rodinný dům Horní Počernice – podklady</h2><p>Sdílí: Ing. Petr Brabec · Platnost odkazu do 15. 12. 2026</p>
<table><tr><th>Název</th><th>Velikost</th><th>Změněno</th></tr><tr><td><a href="/d/4e1f0a9c2b/files/?p=/DPS_vykresy.zip&dl=1">DPS_vykresy.zip</a></td><td>18,2 MB</td><td>před 3 dny</td></tr><tr><td>Technicka_zprava.pdf</td><td>1,1 MB</td><td>před 3 dny</td></tr><tr><td>Rozpocet_v2.xlsx</td><td>240 kB</td><td>včera</td></tr></table>
<p><a href="/d/4e1f0a9c2b/?dl=1">Stáhnout vše (ZIP)</a></p></div></body></html>`,
  routes: { 'soubory.projekcni-kancelar-brabec.cz/d/4e1f0a9c2b/files/': fileRoute(zip([{ name: 'DPS_vykresy/A01_pudorys_1NP.pdf', data: '%PDF-1.5\n%%EOF\n' }, { name: 'DPS_vykresy/A02_pudorys_2NP.pdf', data: '%PDF-1.5\n%%EOF\n' }]), 'application/zip', 'DPS_vykresy.zip') },
},
{
  id: 'zl-clean-gitea-login-selfhosted',
  label: 'clean',
  kind: 'selfhosted-dev',
  url: 'https://git.bytewerkstatt-graz.at/user/login?redirect_to=%2f',
  body: `<!DOCTYPE html><html lang="de-DE" data-theme="gitea-auto"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anmelden - Bytewerkstatt Git</title><meta name="author" content="Gitea - Git with a cup of tea"><meta name="keywords" content="go,git,self-hosted,gitea">
<style>body{margin:0;font-family:-apple-system,"Segoe UI",system-ui,Roboto,sans-serif;background:#fff;color:#181c21}.navbar{display:flex;gap:18px;padding:10px 20px;border-bottom:1px solid #d0d7de}.ui.container{max-width:500px;margin:40px auto}
.ui.attached.header{background:#f6f8fa;border:1px solid #d0d7de;padding:12px;text-align:center;font-weight:600}.segment{border:1px solid #d0d7de;border-top:0;padding:20px}input{width:100%;padding:8px;border:1px solid #d0d7de;border-radius:4px;margin:4px 0 12px}.primary{background:#4183c4;color:#fff;border:0;padding:8px 16px;border-radius:4px}</style></head>
<body><nav class="navbar"><b>🍵 Bytewerkstatt Git</b><a href="/explore/repos">Entdecken</a><a href="/help">Hilfe</a><span style="margin-left:auto"><a href="/user/login">Anmelden</a></span></nav>
<div class="ui container"><h4 class="ui top attached header">Anmelden</h4><div class="ui attached segment"><form class="ui form" action="/user/login" method="post"><input type="hidden" name="_csrf" value="dGVzdC1jc3JmLXRva2Vu"><label for="user_name">Benutzername oder E-Mail-Adresse</label><input id="user_name" name="user_name" autofocus required>
<label for="password">Passwort</label><input id="password" name="password" type="password" required><label><input type="checkbox" name="remember" style="width:auto"> Angemeldet bleiben</label><br><button class="primary">Anmelden</button> <a href="/user/forgot_password">Passwort vergessen?</a></form></div></div>
<footer style="text-align:center;font-size:12px;color:#666;margin-top:40px">Powered by Gitea · Version: 1.22.3 · Seite: 4ms · Vorlage: 2ms · Impressum</footer></body></html>`,
},
];
