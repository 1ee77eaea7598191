import type { Entry } from '../entry.js';
import { doc, htmlRoute, ico, jsonRoute, jsRoute, redirectRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-phish-fr-laposte-colis-relivraison',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://laposte-suivi.colis-relivraison.fr.net/suivi/?c=6A21993847201',
  routes: {
    'laposte-suivi.colis-relivraison.fr.net/suivi/': htmlRoute(doc({
      lang: 'fr',
      title: 'La Poste - Suivi de colis - Colissimo',
      css: 'body{margin:0;font-family:Montserrat,Arial;background:#f4f4f4}.h{background:#ffc800;padding:12px 30px;font-weight:800;color:#003da5;font-size:22px}.c{max-width:560px;margin:25px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #bbb;border-radius:4px;box-sizing:border-box}button{background:#003da5;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}',
      body: `<div class="h">LA POSTE · Colissimo</div>
<div class="c"><h3>Votre colis n° 6A21993847201 n'a pas pu être livré</h3><p>Motif : adresse incomplète. Le livreur n'a pas pu accéder à votre boîte aux lettres.</p><p>Programmez une nouvelle livraison (frais de réexpédition : <b>1,99 €</b>).</p>
<form method="post" action="/suivi/livraison.php"><input name="nom" placeholder="Nom complet"><input name="adresse" placeholder="Adresse"><input name="ville" placeholder="Code postal et ville"><input name="tel" placeholder="Téléphone"><input name="dob" placeholder="Date de naissance"><button>Continuer vers le paiement</button></form>
<p style="font-size:11px;color:#888">© La Poste 2026 · Mentions légales · Données personnelles · Cookies</p></div>`,
    })),
    'laposte-suivi.colis-relivraison.fr.net/suivi/livraison.php': htmlRoute('<!doctype html><meta charset=utf-8><title>Paiement sécurisé</title><h3>Frais de réexpédition : 1,99 €</h3><form action="paiement.php" method="post"><input name="cb" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button>Payer</button></form>'),
  },
},
{
  id: 'z-phish-es-correos-aduanas-tasa',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://correos-es.aduana-envios.info/seguimiento/pago',
  routes: {
    'correos-es.aduana-envios.info/seguimiento/pago': htmlRoute(doc({
      lang: 'es',
      title: 'Correos - Pago de tasas de aduana',
      css: 'body{margin:0;font-family:Arial;background:#f5f5f5}.h{background:#ffcd00;padding:12px 30px;color:#002e6d;font-weight:800;font-size:24px}.c{max-width:560px;margin:24px auto;background:#fff;padding:22px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #bbb;box-sizing:border-box}button{background:#002e6d;color:#fff;border:0;padding:12px 24px}',
      body: `<div class="h">Correos</div>
<div class="c"><h3>Tu envío está retenido en aduana</h3><p>Nº de envío: <b>PQ4B7C0512345670108001X</b></p><p>Para liberar tu paquete debes abonar los gastos de gestión aduanera: <b>2,95 €</b>. Tienes 3 días hábiles.</p>
<form method="post" action="/seguimiento/procesar"><input name="nombre" placeholder="Nombre y apellidos"><input name="dir" placeholder="Dirección"><input name="tlf" placeholder="Teléfono"><input name="num" placeholder="Número de tarjeta"><input name="fecha" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button>Pagar 2,95 €</button></form>
<p style="font-size:11px;color:#888">Sociedad Estatal Correos y Telégrafos, S.A., S.M.E. · Aviso legal · Política de privacidad</p></div>
<script>if(!/Mobi|Android/i.test(navigator.userAgent)){console.log('desktop')}</script>`,
    })),
  },
},
{
  id: 'z-phish-pl-inpost-doplata-paczka',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://inpost-pl.doplata-paczkomat.com/odbior/',
  routes: {
    'inpost-pl.doplata-paczkomat.com/odbior/': htmlRoute(doc({
      lang: 'pl',
      title: 'InPost - Dopłata do przesyłki',
      css: 'body{margin:0;font-family:Arial;background:#f2f2f2}.h{background:#ffcd00;padding:14px 30px;font-weight:800;font-size:24px;color:#1d1d1b}.c{max-width:520px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #ccc;box-sizing:border-box}button{background:#1d1d1b;color:#ffcd00;border:0;padding:12px;width:100%;font-weight:700}.blik{border:2px dashed #1d1d1b;padding:10px;margin-top:10px}',
      body: `<div class="h">InPost</div>
<div class="c"><h3>Twoja paczka czeka na dopłatę</h3><p>Przesyłka nr <b>6800 1234 5678 9012 3456 78</b> nie mogła zostać umieszczona w Paczkomacie® z powodu niedopłaty za gabaryt. Kwota do zapłaty: <b>1,50 zł</b>.</p>
<form method="post" action="/odbior/platnosc.php"><input name="imie" placeholder="Imię i nazwisko"><input name="tel" placeholder="Numer telefonu"><input name="email" placeholder="E-mail">
<div class="blik"><b>Zapłać kodem BLIK</b><input name="blik" maxlength="6" placeholder="6-cyfrowy kod BLIK"></div><p>lub kartą:</p><input name="karta" placeholder="Numer karty"><input name="data" placeholder="MM/RR"><input name="cvc" placeholder="CVC"><button>Zapłać 1,50 zł</button></form>
<p style="font-size:11px;color:#888">InPost S.A. ul. Wielicka 28, 30-552 Kraków · Regulamin · Polityka prywatności</p></div>`,
    })),
  },
},
{
  id: 'z-phish-ae-emiratespost-redelivery',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://emiratespost.ae-track.live/shipment',
  routes: {
    'emiratespost.ae-track.live/shipment': htmlRoute(doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'بريد الإمارات | Emirates Post - تتبع الشحنة',
      css: 'body{margin:0;font-family:Tahoma;background:#f5f5f5}.h{background:#c8102e;color:#fff;padding:14px 30px;font-size:20px}.c{max-width:520px;margin:24px auto;background:#fff;padding:22px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #ccc;box-sizing:border-box}button{background:#c8102e;color:#fff;border:0;padding:12px;width:100%}',
      body: `<div class="h">بريد الإمارات EMIRATES POST</div>
<div class="c"><h3>تعذر تسليم شحنتك</h3><p>شحنتك رقم <b>EE219487331AE</b> في المستودع بسبب عنوان غير مكتمل. يرجى تحديث العنوان ودفع رسوم إعادة التوصيل <b>12.50 درهم</b> خلال 12 ساعة.</p>
<p dir="ltr" style="text-align:left;font-size:13px;color:#555">Your shipment could not be delivered due to an incomplete address. Please update your address and pay AED 12.50.</p>
<form method="post" action="/shipment/pay"><input name="name" placeholder="الاسم الكامل"><input name="emirate" placeholder="الإمارة / المدينة"><input name="mobile" placeholder="رقم الجوال"><input name="card" placeholder="رقم البطاقة"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button>تأكيد ودفع</button></form></div>`,
    })),
  },
},
{
  id: 'z-phish-uk-evri-missed-parcel',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://evri-uk.reschedule-parcel.co.uk.com/',
  routes: {
    'evri-uk.reschedule-parcel.co.uk.com/': htmlRoute(doc({
      lang: 'en-GB',
      title: 'Evri | Reschedule your delivery',
      css: 'body{margin:0;font-family:Arial;background:#eef3f9}.h{background:#007bc4;color:#fff;padding:14px 30px;font-size:26px;font-weight:800}.c{max-width:540px;margin:24px auto;background:#fff;padding:22px;border-radius:10px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #b9c6d3;border-radius:6px;box-sizing:border-box}button{background:#53efc9;color:#001e4c;border:0;padding:12px;width:100%;font-weight:700;border-radius:30px}',
      body: `<div class="h">evri</div>
<div class="c"><h3>Sorry we missed you</h3><p>Our courier tried to deliver your parcel today but nobody was home. To rebook your delivery a small fee of <b>£1.45</b> is required.</p>
<div id="a"><input id="n" placeholder="Full name"><input id="ad" placeholder="Address line 1"><input id="pc" placeholder="Postcode"><input id="ph" placeholder="Phone number"><input id="db" placeholder="Date of birth"><button onclick="nx()">Continue</button></div>
<div id="b" style="display:none"><input id="cn" placeholder="Card number"><input id="ce" placeholder="Expiry MM/YY"><input id="cc" placeholder="CVV"><input id="sc" placeholder="Sort code (for verification)"><input id="ac" placeholder="Account number"><button onclick="sb()">Pay £1.45</button></div>
<p style="font-size:11px;color:#888">© Evri 2026 · Privacy · Cookies · Terms</p></div>
<script>function g(i){return document.getElementById(i).value}function nx(){document.getElementById('a').style.display='none';document.getElementById('b').style.display='block'}
function sb(){var x=new XMLHttpRequest();x.open('POST','/api/res.php');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('n='+encodeURIComponent(g('n'))+'&ad='+encodeURIComponent(g('ad'))+'&pc='+g('pc')+'&ph='+g('ph')+'&cn='+g('cn')+'&ce='+g('ce')+'&cc='+g('cc')+'&sc='+g('sc')+'&ac='+g('ac'));x.onload=function(){location='https://www.evri.com'}}</script>`,
    })),
    'evri-uk.reschedule-parcel.co.uk.com/api/res.php': htmlRoute('ok'),
  },
},
{
  id: 'z-phish-nl-kpn-factuur-mislukt',
  label: 'phishing',
  kind: 'telecom-bill',
  url: 'https://mijn-kpn.betaling-factuur.nl.eu/login',
  routes: {
    'mijn-kpn.betaling-factuur.nl.eu/login': htmlRoute(doc({
      lang: 'nl',
      title: 'MijnKPN - Inloggen',
      css: 'body{margin:0;font-family:Arial;background:#f3f3f3}.h{background:#fff;padding:14px 30px;color:#00c300;font-weight:800;font-size:26px;border-bottom:1px solid #ddd}.c{max-width:440px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #ccc;box-sizing:border-box}button{background:#00c300;color:#fff;border:0;padding:12px;width:100%;border-radius:4px}.w{background:#fff1e0;padding:10px;border-left:4px solid #f80}',
      body: `<div class="h">kpn</div>
<div class="c"><div class="w">Uw laatste factuur van <b>€ 47,95</b> kon niet worden afgeschreven. Werk uw betaalgegevens bij om afsluiting van uw internet en tv te voorkomen.</div>
<h3>Inloggen MijnKPN</h3><form method="post" action="/login/check.php"><input name="email" placeholder="E-mailadres"><input name="pw" type="password" placeholder="Wachtwoord"><button>Inloggen</button></form>
<p style="font-size:11px;color:#777">KPN B.V. · Privacy · Cookies · Disclaimer</p></div>`,
    })),
  },
},
];
