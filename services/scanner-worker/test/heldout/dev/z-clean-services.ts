import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-fr-laposte-suivi-colis',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.laposte.fr/particulier/outils/suivre-vos-envois?code=6A21993847201',
  routes: {
    'www.laposte.fr/particulier/outils/suivre-vos-envois': htmlRoute(doc({
      lang: 'fr',
      title: 'Suivre un colis, une lettre - La Poste',
      css: 'body{margin:0;font-family:Montserrat,Arial}.h{background:#ffc800;padding:12px 40px;color:#003da5;font-weight:800;font-size:22px;display:flex;justify-content:space-between}.w{max-width:880px;margin:24px auto;padding:0 20px}.tl div{border-left:3px solid #003da5;padding:6px 14px}.al{background:#fff4d6;padding:14px;margin:20px 0}footer{background:#003da5;color:#fff;padding:24px 40px;font-size:12px}',
      body: `<div class="h">La Poste<span style="font-size:14px;font-weight:400">Particulier · Professionnel · Mon espace</span></div>
<div class="w"><h1>Suivi de votre envoi n° 6A21993847201</h1><p>Colissimo – Livraison à domicile sans signature</p><div class="tl"><div><b>28/11/2026</b> Votre colis est livré dans votre boîte aux lettres.</div><div><b>28/11/2026</b> Votre colis est en cours de livraison.</div><div><b>27/11/2026</b> Votre colis est arrivé sur son site de distribution.</div><div><b>26/11/2026</b> Votre colis est pris en charge par La Poste.</div></div>
<div class="al"><b>Attention aux tentatives d'hameçonnage.</b> La Poste ne vous demande jamais de payer des frais de réexpédition par SMS. En cas de doute, ne cliquez pas et transférez le message au 33700.</div></div>
<footer>© La Poste 2026 · Mentions légales · Données personnelles et cookies · Accessibilité : partiellement conforme</footer>`,
    })),
  },
},
{
  id: 'z-clean-pl-inpost-sledzenie',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://inpost.pl/pl/sledzenie-przesylek?number=680012345678901234567800',
  routes: {
    'inpost.pl/pl/sledzenie-przesylek': htmlRoute(doc({
      lang: 'pl',
      title: 'Śledzenie przesyłek | InPost',
      css: 'body{margin:0;font-family:Arial}.h{background:#ffcd00;padding:14px 40px;font-weight:800;font-size:24px}.w{max-width:820px;margin:24px auto;padding:0 20px}.e{border-bottom:1px solid #eee;padding:10px 0}.al{background:#f6f6f6;padding:14px;margin-top:18px;font-size:14px}footer{background:#1d1d1b;color:#ddd;padding:24px 40px;font-size:12px}',
      body: `<div class="h">InPost</div><div class="w"><h1>Śledź przesyłkę</h1><p>Numer: <b>680012345678901234567800</b></p><div id="ev"></div>
<div class="al">InPost nigdy nie prosi o dopłaty do przesyłki przez SMS z linkiem ani o podanie kodu BLIK. Status przesyłki sprawdzisz tylko w aplikacji InPost Mobile lub na inpost.pl.</div></div>
<footer>InPost S.A. · ul. Wielicka 28, 30-552 Kraków · Regulaminy · Polityka prywatności</footer>
<script>[['28.11.2026 16:40','Dostarczona do Paczkomatu® KRA01M'],['28.11.2026 06:12','Wydana do doręczenia'],['27.11.2026 22:05','Przyjęta w oddziale'],['27.11.2026 12:31','Nadana w Paczkomacie']].forEach(function(e){var d=document.createElement('div');d.className='e';d.innerHTML='<b>'+e[0]+'</b> '+e[1];document.getElementById('ev').appendChild(d)})</script>`,
    })),
  },
},
{
  id: 'z-clean-ae-emiratespost-track',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.emiratespost.ae/track-shipment?awb=EE219487331AE',
  routes: {
    'www.emiratespost.ae/track-shipment': htmlRoute(doc({
      lang: 'en',
      title: 'Track Shipment | Emirates Post',
      css: 'body{margin:0;font-family:Arial}.h{background:#c8102e;color:#fff;padding:14px 40px;display:flex;justify-content:space-between}.w{max-width:860px;margin:24px auto;padding:0 20px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}.ar{direction:rtl;text-align:right;font-family:Tahoma;background:#f7f7f7;padding:12px;margin-top:16px}footer{background:#222;color:#ccc;padding:20px 40px;font-size:12px}',
      body: `<div class="h"><b>Emirates Post</b><span>العربية | Login</span></div><div class="w"><h1>Track your shipment</h1><p>Tracking number: <b>EE219487331AE</b></p>
<table><tr><th>Date</th><th>Location</th><th>Status</th></tr><tr><td>28 Nov 2026 10:20</td><td>Dubai</td><td>Out for delivery</td></tr><tr><td>27 Nov 2026 19:02</td><td>Dubai Mail Processing Centre</td><td>Arrived at destination facility</td></tr><tr><td>25 Nov 2026 03:44</td><td>Frankfurt</td><td>Departed origin country</td></tr></table>
<p>Emirates Post will never ask you to pay redelivery fees via SMS links. Official payments are made only on emiratespost.ae or the EP app.</p>
<p class="ar">لن يطلب منك بريد الإمارات أبدًا دفع رسوم إعادة التوصيل عبر روابط الرسائل النصية.</p></div>
<footer>© 2026 Emirates Post Group · Privacy Policy · Terms of Use · Contact 600 599 999</footer>`,
    })),
  },
},
{
  id: 'z-clean-gr-elta-courier-track',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.elta-courier.gr/track.php',
  routes: {
    'www.elta-courier.gr/track.php': htmlRoute(doc({
      lang: 'el',
      title: 'Εντοπισμός αποστολής | ΕΛΤΑ Courier',
      css: 'body{margin:0;font-family:Arial}.h{background:#003399;color:#ffde00;padding:14px 40px;font-weight:700}.w{max-width:760px;margin:24px auto;padding:0 20px}input{padding:9px;width:260px}button{background:#003399;color:#fff;border:0;padding:10px 18px}.n{background:#f3f3f3;padding:12px;margin-top:16px;font-size:14px}',
      body: `<div class="h">ΕΛΤΑ Courier · Εντοπισμός αποστολής</div><div class="w"><h1>Εντοπισμός αποστολής</h1><form method="get" action="/track.php"><input name="number" placeholder="Αριθμός αποστολής"><button>Αναζήτηση</button></form>
<div class="n"><b>Ενημέρωση για απάτες:</b> Κυκλοφορούν παραπλανητικά SMS που ζητούν πληρωμή τελών επαναποστολής. Η ΕΛΤΑ Courier δεν ζητά στοιχεία κάρτας μέσω συνδέσμων σε SMS.</div></div>`,
    })),
  },
},
{
  id: 'z-clean-nl-kpn-mijnkpn-login',
  label: 'clean',
  kind: 'telecom-account',
  url: 'https://www.kpn.com/mijn/inloggen',
  routes: {
    'www.kpn.com/mijn/inloggen': htmlRoute(doc({
      lang: 'nl',
      title: 'Inloggen | MijnKPN',
      css: 'body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#fff;padding:14px 40px;border-bottom:1px solid #ddd;display:flex;justify-content:space-between}.h b{color:#00c300;font-size:26px}.c{max-width:420px;margin:30px auto;background:#fff;padding:26px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #bbb;box-sizing:border-box}button{background:#00c300;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}.i{font-size:13px;color:#555;margin-top:14px}',
      body: `<div class="h"><b>kpn</b><span>Thuis · Mobiel · Zakelijk · Service</span></div>
<div class="c"><h2>Inloggen bij MijnKPN</h2><form method="post" action="/mijn/inloggen"><label>E-mailadres of KPN-ID</label><input name="username" autocomplete="username"><label>Wachtwoord</label><input name="password" type="password" autocomplete="current-password"><button>Inloggen</button></form>
<p><a href="#">Wachtwoord vergeten?</a> · <a href="#">Nog geen account?</a></p><p class="i">Ontvang je een mail of sms over een mislukte betaling? Controleer je facturen altijd via MijnKPN of de MijnKPN-app. KPN vraagt nooit om je wachtwoord via e-mail.</p></div>`,
    })),
  },
},
];
