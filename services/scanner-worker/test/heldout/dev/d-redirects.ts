import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { kit } from '../parts/d-redirects.js';

export const entries: Entry[] = [

{
  id: 'd-redir-mixed-chain-paypal-de',
  label: 'phishing',
  kind: 'redirect-mixed',
  url: 'https://bit-ly.shortlink-go.co/3xQpL',
  routes: {
    'bit-ly.shortlink-go.co/3xQpL': redirectRoute(307, 'https://www.weingut-sonnenhang.de/wp-admin/css/r.php'),
    'www.weingut-sonnenhang.de/wp-admin/css/r.php': htmlRoute(`<html><head><meta http-equiv="refresh" content="1;URL='https://www.weingut-sonnenhang.de/wp-admin/css/r2.html'"></head><body></body></html>`),
    'www.weingut-sonnenhang.de/wp-admin/css/r2.html': htmlRoute(`<html><body><script>setTimeout(function(){window.location.replace("https://paypal.de-konto-sicherheit.com/signin?country.x=DE&locale.x=de_DE")},300)</script></body></html>`),
    'paypal.de-konto-sicherheit.com/signin': htmlRoute(kit('Bei PayPal einloggen', 'PayPal', '#003087', `<div class="form-group"><label>E-Mail-Adresse oder Handynummer</label><input name="login_email"></div><div class="form-group"><label>Passwort</label><input name="login_password" type="password"></div>`)),
  },
},

{
  id: 'd-redir-google-amp-style-hop',
  label: 'phishing',
  kind: 'redirect-http-chain',
  url: 'https://web-redirect.cloudlinks-share.com/amp/s/docsign-review.contract-portal.net/sign',
  routes: {
    'web-redirect.cloudlinks-share.com/amp/s/docsign-review.contract-portal.net/sign': redirectRoute(302, 'https://docsign-review.contract-portal.net/sign'),
    'docsign-review.contract-portal.net/sign': htmlRoute(kit('DocuSign — Review Document', 'DocuSign', '#4c00ff', `<p>Enter your email credentials to access the document.</p><div class="form-group"><label>Email</label><input name="email"></div><div class="form-group"><label>Password</label><input name="password" type="password"></div>`)),
  },
},

];
