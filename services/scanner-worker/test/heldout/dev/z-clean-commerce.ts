import type { Entry } from '../entry.js';
import { cssRoute, doc, htmlRoute, ico, jsonRoute, jsRoute, pdfRoute, redirectRoute, stats } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-clean-booking-help-fake-messages',
  label: 'clean',
  kind: 'holiday-rental',
  url: 'https://www.booking.com/content/help/safety-phishing-guest.en-gb.html',
  routes: {
    'www.booking.com/content/help/safety-phishing-guest.en-gb.html': htmlRoute(doc({
      lang: 'en-GB',
      title: 'How to recognise a suspicious message | Booking.com',
      css: 'body{margin:0;font-family:BlinkMacSystemFont,-apple-system,Arial;color:#1a1a1a}.h{background:#003580;color:#fff;padding:16px 40px;font-size:22px;font-weight:700}.w{max-width:760px;margin:24px auto;padding:0 20px;line-height:1.6}blockquote{background:#f5f5f5;border-left:4px solid #cc0000;margin:12px 0;padding:10px 14px}footer{background:#f5f5f5;padding:20px 40px;font-size:12px}',
      body: `<div class="h">Booking.com</div><div class="w"><h1>How to recognise a suspicious message</h1><p>Some people try to trick guests into sharing payment details by sending messages that look like they come from a property or from us. Typical examples:</p>
<blockquote>"Your reservation will be cancelled in 24 hours unless you confirm your card at the link below."</blockquote><blockquote>"Due to a system error, please verify your payment method. Link: booking-confirm-guest[.]com"</blockquote>
<h2>What to do</h2><ul><li>Check your booking confirmation in the Booking.com app or in your account. If there's a payment request, it will be shown there.</li><li>We'll never ask for your card details by email, phone, WhatsApp or text message, or through a link to a page outside Booking.com.</li><li>Never share your card's available balance or a 3D Secure code.</li></ul><p>If you've shared details, contact your bank and our Customer Service straight away.</p></div>
<footer>Copyright © 1996–2026 Booking.com™. All rights reserved. · Privacy &amp; Cookie Statement · Terms</footer>`,
    })),
  },
},
{
  id: 'z-clean-es-ticketing-oficial-reventa',
  label: 'clean',
  kind: 'ticketing',
  url: 'https://www.entradas-oficiales-metropolitano.es/eventos/gira-mundial-2027/madrid',
  routes: {
    'www.entradas-oficiales-metropolitano.es/eventos/gira-mundial-2027/madrid': htmlRoute(doc({
      lang: 'es',
      title: 'Gira Mundial 2027 – Madrid – Entradas oficiales | Estadio Metropolitano',
      css: 'body{margin:0;font-family:Arial;color:#222}nav{background:#c8102e;color:#fff;padding:14px 40px}.w{max-width:860px;margin:20px auto;padding:0 20px}.t{display:flex;justify-content:space-between;border:1px solid #ddd;padding:14px;margin:8px 0;border-radius:6px}.so{color:#999}.n{background:#f4f4f4;padding:14px;font-size:14px}',
      body: `<nav><b>Estadio Metropolitano · Venta oficial</b></nav><div class="w"><h1>Gira Mundial 2027 – Madrid</h1><p>18 y 19 de junio de 2027 · Apertura de puertas 18:00</p>
<div class="t"><span>18/06 · Pista</span><span class="so">Agotado</span></div><div class="t"><span>18/06 · Grada</span><span class="so">Agotado</span></div><div class="t"><span>19/06 · Grada lateral</span><span>69 € – 119 € <a href="#">Comprar</a></span></div>
<div class="n"><b>Reventa:</b> la única plataforma de reventa autorizada es la reventa oficial de nuestro sistema de venta, a precio nominal. Las entradas son nominativas y se validan con el DNI. Entradas adquiridas en webs no oficiales, por Bizum o a particulares en redes sociales podrán ser anuladas. Más información en la OCU y en consumo.gob.es.</div></div>`,
    })),
  },
},
{
  id: 'z-clean-ae-job-portal-hospitality-listing',
  label: 'clean',
  kind: 'job-board',
  url: 'https://www.gulfcareers-portal.ae/jobs/guest-relations-officer-dubai-774120',
  routes: {
    'www.gulfcareers-portal.ae/jobs/guest-relations-officer-dubai-774120': htmlRoute(doc({
      lang: 'en',
      title: 'Guest Relations Officer – Dubai | GulfCareers',
      css: 'body{margin:0;font-family:Arial;background:#f4f6f9}nav{background:#0d3b66;color:#fff;padding:14px 40px}.w{max-width:860px;margin:20px auto;background:#fff;padding:26px}.meta span{margin-right:16px;color:#555}.ar{direction:rtl;text-align:right;font-family:Tahoma;background:#f7f7f7;padding:12px}.n{font-size:13px;color:#555;border-top:1px solid #eee;margin-top:18px;padding-top:12px}',
      body: `<nav><b>GulfCareers</b> · Jobs · Companies · Salaries · Sign in</nav><div class="w"><h1>Guest Relations Officer</h1><div class="meta"><span>Jumeirah Coastal Hotels LLC</span><span>Dubai, UAE</span><span>AED 6,000 – 7,500 + benefits</span><span>Posted 3 days ago</span></div>
<h3>Requirements</h3><ul><li>2+ years in a 5-star hotel front office</li><li>Fluent English; Arabic, Russian or German an advantage</li></ul><h3>Benefits</h3><p>Employment visa, medical insurance, shared accommodation and annual ticket provided by the employer as per UAE Labour Law.</p>
<p class="ar">وفقاً لقانون العمل الإماراتي، يتحمل صاحب العمل رسوم التأشيرة وتصريح العمل.</p>
<p class="n">Under UAE law, employers must bear all recruitment and visa costs. Never pay a "visa fee" or "processing fee" to get a job. Report suspicious recruiters to the Ministry of Human Resources and Emiratisation (MOHRE) on 600590000.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-tr-afad-bagis-sayfasi',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.afad.gov.tr/depremkampanyasi',
  routes: {
    'www.afad.gov.tr/depremkampanyasi': htmlRoute(doc({
      lang: 'tr',
      title: 'AFAD – Deprem Bağış Kampanyası',
      css: 'body{margin:0;font-family:Arial}.h{background:#1b2a59;color:#fff;padding:14px 40px}.w{max-width:880px;margin:20px auto;padding:0 20px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:8px;text-align:left}.n{background:#fdecea;padding:14px;margin:18px 0}',
      body: `<div class="h"><b>T.C. İçişleri Bakanlığı · Afet ve Acil Durum Yönetimi Başkanlığı</b></div><div class="w"><h1>Deprem Bağış Kampanyası</h1><p>Bağışlarınızı aşağıdaki resmi hesaplara ve kanallara yapabilirsiniz. Tüm bağışlar AFAD tarafından kayıt altına alınmakta ve kamuoyu ile paylaşılmaktadır.</p>
<table><tr><th>Kanal</th><th>Bilgi</th></tr><tr><td>SMS</td><td>AFAD yazıp 3138'e gönderin (1 bağış)</td></tr><tr><td>TL hesap (Ziraat Bankası)</td><td>TR46 0001 0017 4555 5555 5552 67</td></tr><tr><td>Online</td><td>e-Devlet "AFAD Bağış" hizmeti</td></tr></table>
<div class="n"><b>Dikkat:</b> AFAD adına kripto para adresleri üzerinden bağış toplanmamaktadır. Sosyal medyada paylaşılan kripto cüzdan adreslerine ve resmi olmayan sitelere itibar etmeyiniz.</div></div>`,
    })),
  },
},
{
  id: 'z-clean-fr-croix-rouge-don-urgence',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://donner.croix-rouge.fr/urgence-seisme/~mon-don',
  routes: {
    'donner.croix-rouge.fr/urgence-seisme/~mon-don': htmlRoute(doc({
      lang: 'fr',
      title: 'Urgence séisme : je fais un don | Croix-Rouge française',
      css: 'body{margin:0;font-family:Arial}.h{background:#fff;border-bottom:4px solid #e30613;padding:14px 40px;font-weight:700}.w{max-width:640px;margin:24px auto;padding:0 20px}.amt button{margin:4px;padding:12px 18px;border:2px solid #e30613;background:#fff;font-size:16px}.amt button.on{background:#e30613;color:#fff}input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.go{background:#e30613;color:#fff;border:0;padding:13px;width:100%;font-size:17px}.f{font-size:12px;color:#555}',
      body: `<div class="h">✚ Croix-Rouge française</div><div class="w"><h1>Urgence séisme : soutenez nos équipes</h1><p>Nos équipes et le Croissant-Rouge local distribuent eau, kits d'hygiène et abris aux familles sinistrées.</p>
<div class="amt"><button>30 €</button><button class="on">60 €</button><button>100 €</button><button>Autre montant</button></div><p class="f">Un don de 60 € ne vous coûte que 15 € après réduction d'impôt de 75 % (dans la limite de 1 000 €).</p>
<form method="post" action="/urgence-seisme/~mon-don/etape-2"><input name="prenom" placeholder="Prénom"><input name="nom" placeholder="Nom"><input name="email" placeholder="E-mail"><input name="adresse" placeholder="Adresse postale (pour votre reçu fiscal)"><button class="go">Continuer vers le paiement sécurisé</button></form>
<p class="f">Association reconnue d'utilité publique · Label « Don en confiance » · 21 rue de la Vanne, 92120 Montrouge · Vos données ne sont jamais vendues.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-de-unicef-spenden',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.unicef.de/spenden/nothilfe-erdbeben',
  routes: {
    'www.unicef.de/spenden/nothilfe-erdbeben': htmlRoute(doc({
      lang: 'de',
      title: 'Nothilfe Erdbeben: Jetzt spenden | UNICEF',
      css: 'body{margin:0;font-family:Arial}.h{background:#1cabe2;color:#fff;padding:14px 40px;font-weight:700;font-size:22px}.w{max-width:680px;margin:24px auto;padding:0 20px}.amt label{display:inline-block;border:2px solid #1cabe2;padding:10px 16px;margin:4px}input[type=text]{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.go{background:#1cabe2;color:#fff;border:0;padding:13px;width:100%;font-size:17px}.f{font-size:12px;color:#555}',
      body: `<div class="h">unicef · für jedes Kind</div><div class="w"><h1>Nothilfe für Kinder im Erdbebengebiet</h1><p>Ihre Spende hilft, Kinder mit sauberem Wasser, Medikamenten, warmer Kleidung und psychosozialer Betreuung zu versorgen.</p>
<form method="post" action="/spenden/nothilfe-erdbeben/zahlung"><div class="amt"><label><input type="radio" name="b" value="40"> 40 €</label><label><input type="radio" name="b" value="75" checked> 75 €</label><label><input type="radio" name="b" value="150"> 150 €</label></div>
<p>Zahlungsart: Lastschrift · PayPal · Kreditkarte · Überweisung</p><input type="text" name="vorname" placeholder="Vorname"><input type="text" name="nachname" placeholder="Nachname"><input type="text" name="email" placeholder="E-Mail"><button class="go">Jetzt spenden</button></form>
<p class="f">Spendenkonto: Bank für Sozialwirtschaft · IBAN DE57 3702 0500 0000 3000 00 · Stichwort: Erdbeben. Das Deutsche Komitee für UNICEF trägt das DZI-Spenden-Siegel.</p></div>`,
    })),
  },
},
{
  id: 'z-clean-tr-btcturk-guvenlik-uyarisi',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://www.btcturk.com/guvenlik-ipuclari',
  routes: {
    'www.btcturk.com/guvenlik-ipuclari': htmlRoute(doc({
      lang: 'tr',
      title: 'Güvenlik İpuçları | BtcTurk',
      css: 'body{margin:0;font-family:Arial;background:#0b1e3c;color:#e6ecf5}.h{padding:16px 40px;border-bottom:1px solid #1f3a66}.w{max-width:820px;margin:24px auto;padding:0 20px;line-height:1.6}.c{background:#132b52;padding:16px;border-radius:8px;margin:12px 0}',
      body: `<div class="h"><b>BtcTurk</b> · Piyasalar · Kolay Al-Sat · Destek</div><div class="w"><h1>Güvenlik İpuçları</h1>
<div class="c"><b>Resmi alan adımız yalnızca btcturk.com'dur.</b> Benzer isimli sitelerde giriş yapmayın; adres çubuğunu kontrol edin.</div>
<div class="c"><b>Şifrenizi ve SMS doğrulama kodlarınızı kimseyle paylaşmayın.</b> Müşteri temsilcilerimiz sizden asla şifre veya 2FA kodu istemez.</div>
<div class="c"><b>"Kazancınızı çekmek için vergi ödeyin" diyen platformlara dikkat.</b> Yüksek getiri vaat eden yatırım danışmanları, WhatsApp/Telegram grupları ve "kayıp kripto kurtarma" hizmetleri dolandırıcılık amaçlıdır.</div>
<p>Şüpheli bir durumda destek@btcturk.com adresine veya 0850 200 9 288 numaralı hatta ulaşın.</p></div>`,
    })),
  },
},
];
