import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, tess, relayScript, formwellAction } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute, beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-techsupport-defender-beep',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://sec-alert-win32.azurewebsites-support.com/err/0x8024/?ph=18885550142',
  body: doc('Windows Defender - Security Warning', `<div class="bar">Windows Defender Security Center</div>
<div class="pop"><h2>&#9940; Access to this PC has been blocked for security reasons</h2>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised:</p>
<ul><li>Email credentials</li><li>Banking passwords</li><li>Facebook login</li><li>Pictures &amp; documents</li></ul>
<p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
<p class="ph">Call Microsoft Support: <b>+1-888-555-0142</b> (Toll Free)</p>
<button onclick="go()">OK</button> <button onclick="go()">Cancel</button></div>
<audio id="au" src="/err/alert.wav" loop autoplay></audio>
<script>
function go(){try{document.documentElement.requestFullscreen()}catch(e){};document.getElementById('au').play()}
document.addEventListener('click',go);
window.onbeforeunload=function(){return 'Your computer is at risk. Do not close this window.'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){document.title=document.title==='Security Warning'?'Call +1-888-555-0142':'Security Warning'},800);
</script>`, { css: `body{background:#0078d7;color:#fff;font-family:Segoe UI}.bar{background:#fff;color:#000;padding:8px}.pop{max-width:640px;margin:8vh auto;background:#fff;color:#222;padding:26px;border:2px solid #c00}.ph{font-size:22px;color:#c00}button{padding:8px 30px}` }),
  routes: { 'sec-alert-win32.azurewebsites-support.com/err/alert.wav': fileRoute(beepWav(2, 1000), 'audio/wav') },
},

{
  id: 'zq-lucky-visitor-survey-prize',
  label: 'scam',
  kind: 'survey-prize-scam',
  url: 'https://rewards-today.club/lp/ap15/?sub=ref8812&c=de',
  body: doc('Herzlichen Glückwunsch!', `<main><p class="date" id="d"></p><h1>Herzlichen Glückwunsch, Apple-Nutzer!</h1><p>Sie wurden zufällig ausgewählt, um ein <b>iPhone 17 Pro</b> zu gewinnen. Beantworten Sie 3 kurze Fragen. Nur heute!</p>
<div id="q"><p>1. Wie alt sind Sie?</p><button onclick="n()">Unter 30</button><button onclick="n()">30–50</button><button onclick="n()">Über 50</button></div>
<div id="w" style="display:none"><h2>&#127881; Sie haben gewonnen!</h2><p>Geben Sie Ihre Versandadresse ein und zahlen Sie nur 1,95 € Versand.</p><a class="b" href="https://offer-checkout.win/iph/pay?cid=8812">Preis jetzt abholen</a></div>
<div class="cm"><b>Laura S.</b> Ich dachte, es wäre Betrug, aber gestern kam mein iPhone! &#10084;&#65039;<br><b>Thomas K.</b> Danke!!!</div></main>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('de-DE');var k=0;function n(){k++;if(k>=1){document.getElementById('q').style.display='none';document.getElementById('w').style.display='block'}}</script>`, { lang: 'de', css: `main{max-width:560px;margin:20px auto;padding:0 14px;text-align:center}button{display:block;width:100%;margin:6px 0;padding:12px}.b{display:inline-block;background:#2e7d32;color:#fff;padding:14px 30px;text-decoration:none}.cm{text-align:left;font-size:13px;margin-top:30px;background:#f4f4f4;padding:12px}` }),
},

{
  id: 'zq-sextortion-btc-demand',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://your-device-recorded.staticbay.page/n/4419',
  body: doc('Important notice for you', `<pre style="white-space:pre-wrap;max-width:700px;margin:40px auto;font:15px/1.6 Courier New">Hello,

I'm a programmer who hacked your device's operating system several months ago.
I have been watching everything you do, including the websites you visit. Your webcam recorded you while you were watching adult content.
I also have access to all your contacts, messengers and social networks.

I'm offering you a deal: transfer $1450 in Bitcoin to my wallet and I will delete all the videos permanently.

BTC wallet: bc1q5c7s0m4xjz9r3u2k8f6ydlh0wv4te3a2qrgp9n

You have 48 hours from the moment you opened this page. A pixel on this page has notified me that you've read it.
Do not try to reply or contact police. If I see that you shared this message, the video will be sent to all your contacts immediately.</pre>
<img src="/n/4419/open.gif" width="1" height="1" alt="">`),
},

{
  id: 'zq-romance-visa-fee-dating',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://amour-rencontres-vip.com/profil/olena-29/visa',
  body: doc('Olena, 29 — Amour Rencontres VIP', `<main><div class="p"><div class="ph"></div><div><h2>Olena, 29 — Kharkiv</h2><p>"My love, I am so happy I will finally see you. The agency says I must show 1 200 € on my account for the visa and ticket. I will return all when I arrive, I promise ❤️"</p></div></div>
<div class="tb"><h3>Agence de voyage partenaire — Paiement des frais de visa</h3><p>Montant : <b>1 200,00 €</b> pour Olena K. (Dossier V-22918)</p>
<form method="post" action="/profil/olena-29/visa/pay"><input name="nom" placeholder="Votre nom"><input name="carte" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button>Payer les frais</button></form><p>Ou par virement / Western Union : bénéficiaire <b>K. Travel Services LLC</b></p></div></main>`, { lang: 'fr', css: `main{max-width:640px;margin:24px auto;padding:0 14px}.p{display:flex;gap:16px}.ph{width:120px;height:140px;background:#f3c6d3;border-radius:8px}.tb{border:1px solid #ddd;padding:16px;margin-top:20px}input{display:block;width:100%;padding:9px;margin:5px 0}button{padding:10px 26px;background:#c2185b;color:#fff;border:0}` }),
},

{
  id: 'zq-fake-shop-it-scarpe-outlet',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://scarpe-outlet-italia.it-store.shop/carrello',
  body: doc('Carrello — Outlet Scarpe Italia', `<header style="padding:16px 6vw;border-bottom:1px solid #eee"><b>OUTLET SCARPE ITALIA</b> &middot; Nike &middot; Hogan &middot; Golden Goose &middot; -85%</header>
<main style="max-width:620px;margin:20px auto;padding:0 14px"><h2>Il tuo carrello</h2><p>Golden Goose Super-Star &mdash; taglia 40 &mdash; <s>€ 520,00</s> <b>€ 69,00</b></p><p>Nike Air Jordan 1 Retro High &mdash; taglia 43 &mdash; <s>€ 189,00</s> <b>€ 35,00</b></p>
<p><b>Totale: € 104,00</b> &middot; Spedizione gratuita</p><p style="font-size:12px">Pagamento solo con carta o bonifico istantaneo. PayPal temporaneamente non disponibile.</p>
<form method="post" action="/checkout/process"><input name="email" placeholder="Email"><input name="carta" placeholder="Numero carta"><input name="scad" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button>Paga ora</button></form>
<p style="font-size:11px;color:#999">Outlet Scarpe Italia &middot; Registered office: Unit 1502, 15/F, Wing Tuck Commercial Centre, Hong Kong</p></main>`, { lang: 'it', css: `input{display:block;width:100%;padding:10px;margin:5px 0}button{background:#111;color:#fff;border:0;padding:12px 30px}` }),
},

{
  id: 'zq-lottery-winner-fee-uk',
  label: 'scam',
  kind: 'lottery-scam',
  url: 'https://uk-national-lotto-claims.org/claim?ref=UKL-7724-2026',
  body: doc('Prize Claim — International Lottery Commission', `<main><h1>Claim Notification: £850,000.00</h1><p>Your email address was selected in our monthly International Email Sweepstakes (Ticket 55-1120-48, Lucky Numbers 7-14-22-31-40). To release your winnings, a refundable processing and anti-money-laundering certificate fee of <b>£395</b> must be paid.</p>
<form method="post" action="/claim/submit"><input name="name" placeholder="Full name"><input name="address" placeholder="Address"><input name="phone" placeholder="Phone"><input name="bank" placeholder="Bank name and account number for transfer"><input name="id" placeholder="Passport number"><button>Submit claim</button></form>
<p>Claims agent: Dr. Richard Owen &mdash; <a href="mailto:claims.agent.owen@gmail.com">claims.agent.owen@gmail.com</a></p></main>`, { css: `main{max-width:640px;margin:30px auto;font-family:Georgia;padding:0 14px}input{display:block;width:100%;padding:9px;margin:5px 0}` }),
},
];
