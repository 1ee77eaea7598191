import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { cssPlain, doc } from '../parts/q-kit.js';

// Scams in long persuasive prose: no forms up front, a story that ends in a payment or a contact.

const longCss = cssPlain('#7c3aed', 'Georgia, "Times New Roman", serif') + 'article{max-width:680px;margin:30px auto;background:#fff;padding:34px 40px;font-size:18px;line-height:1.7}article h1{font-size:30px;line-height:1.25}blockquote{border-left:4px solid #ddd;margin:18px 0;padding:4px 16px;color:#555;font-style:italic}.cta{display:block;text-align:center;background:#16a34a;color:#fff;padding:16px;font-size:20px;text-decoration:none;border-radius:6px;margin:26px 0}';

export const entries: Entry[] = [
{
  id: 'q-scam-recovery-agency-story',
  label: 'scam',
  kind: 'prose-scam',
  url: 'https://fundsreturn-advocates.com/my-story',
  body: doc({
    title: 'How I got my money back',
    css: longCss,
    body: `<article>
<h1>I lost $84,000 to a trading app. Here is how I got most of it back.</h1>
<p class="muted">By Margaret H., retired teacher, Ohio</p>
<p>I never thought I would be one of those people. I read the newspaper every morning, I balance my checkbook by hand, and I have always been careful with money. But in the spring of last year a very polite young man started messaging me about an investment platform, and over seven months I moved almost all of my savings into it.</p>
<p>When I tried to withdraw, there was a "tax" to pay first. Then a "verification deposit". Then the site simply stopped loading. My bank told me there was nothing they could do. The police took a report and I never heard from them again.</p>
<p>I was ashamed. I did not tell my children for three months. When I finally did, my son found an article about blockchain tracing: every transfer leaves a trail, and licensed recovery agents can follow it to the exchange where the thieves cashed out and file a claim for the return of the funds.</p>
<blockquote>"Mrs. H, your funds are not gone. They are sitting in a wallet we can identify. It is a question of paperwork." — my case officer, on our first call</blockquote>
<p>The team at Funds Return Advocates traced my money in eleven days. There was a filing and compliance fee to open the claim with the exchange, which I paid, and a second release fee once the exchange agreed. Six weeks later, $71,200 arrived in my account.</p>
<p>I am writing this because I know how it feels to believe it is hopeless. It isn't. If you have lost money to an online scam, speak to a case officer. The consultation is free, and they only work on cases they believe they can win.</p>
<a class="cta" href="/consultation">Request your free case review</a>
<p class="muted">Results vary. Fees apply to successful filings. Funds Return Advocates is an independent asset-tracing firm.</p>
</article>`,
  }),
  routes: {
    'fundsreturn-advocates.com/consultation': htmlRoute(doc({ title: 'Free case review', css: longCss, body: '<article><h1>Free case review</h1><form method="post" action="/consultation/send"><label>Name</label><input name="n"><label>Phone / WhatsApp</label><input name="p"><label>Amount lost</label><input name="a"><label>How did you pay? (bank wire, crypto, card)</label><input name="m"><p></p><button>Send</button></form></article>' })),
    'fundsreturn-advocates.com/consultation/send': htmlRoute('<p>A case officer will call you within 24 hours.</p>'),
  },
},
{
  id: 'q-scam-inheritance-letter-es',
  label: 'scam',
  kind: 'prose-scam',
  url: 'https://despacho-notarial-vilaro.com/expediente/2219',
  body: doc({
    lang: 'es',
    title: 'Expediente 2219 – Sucesión',
    css: longCss,
    body: `<article>
<p class="muted">Despacho Notarial Vilaró &amp; Asociados · Expediente 2219/S</p>
<h1>Comunicación sobre una herencia no reclamada</h1>
<p>Estimado/a señor/a:</p>
<p>Nos ponemos en contacto con usted en relación con el patrimonio del difunto D. Ernesto Galarza Ruiz, ciudadano con residencia en Valencia, fallecido sin testamento y sin herederos directos conocidos. Tras una búsqueda genealógica de más de dos años, nuestro equipo ha identificado su apellido como posible vínculo de parentesco colateral.</p>
<p>El caudal relicto asciende a <b>2.340.000 €</b>, depositados en una entidad bancaria que, conforme a la normativa vigente, los transferirá al Estado si no se presenta un heredero antes del cierre del ejercicio.</p>
<p>Entendemos que esta comunicación pueda resultarle sorprendente. Le rogamos discreción: la ley nos impide hacer públicos los detalles del expediente y otros supuestos familiares podrían presentar reclamaciones infundadas que retrasarían el proceso durante años.</p>
<p>Para iniciar la tramitación solo necesitamos copia de su documento de identidad y el abono de las tasas de legalización y apostilla (1.150 €), que le serán reintegradas íntegramente con la liquidación de la herencia.</p>
<p>Quedamos a su disposición. Atentamente,</p>
<p><b>Lic. Ramón Vilaró Puig</b><br>Notario colaborador</p>
<form method="post" action="/expediente/2219/respuesta"><label>Nombre completo</label><input name="nombre"><label>Teléfono</label><input name="tel"><label>Correo electrónico</label><input name="email"><p></p><button>Deseo iniciar la tramitación</button></form>
</article>`,
  }),
  routes: { 'despacho-notarial-vilaro.com/expediente/2219/respuesta': htmlRoute('<p>Gracias. Le contactaremos con las instrucciones de pago de las tasas.</p>') },
},
{
  id: 'q-scam-ai-arbitrage-longform-de',
  label: 'scam',
  kind: 'prose-scam',
  url: 'https://finanzblick-heute.de/artikel/rentnerin-verdient-mit-ki',
  body: doc({
    lang: 'de',
    title: 'Wie eine Rentnerin aus Kassel mit einer KI-Plattform ihr Einkommen verdreifachte',
    css: longCss,
    body: `<article>
<p class="muted">Wirtschaft · 7 Min. Lesezeit</p>
<h1>Wie eine Rentnerin aus Kassel mit einer KI-Plattform ihr Einkommen verdreifachte</h1>
<p>Als Helga W. (67) im vergangenen Winter ihre Heizkostenabrechnung öffnete, wusste sie nicht, wie sie die Nachzahlung bezahlen sollte. Ihre Rente reichte gerade so für Miete und Lebensmittel. Heute sagt sie: „Ich habe keine Geldsorgen mehr.“</p>
<p>Der Grund ist eine Handelsplattform, die künstliche Intelligenz nutzt, um winzige Preisunterschiede zwischen Börsen auszunutzen. Was früher nur Banken vorbehalten war, funktioniert heute mit einer Einzahlung von 250 Euro. Die Software handelt vollautomatisch; die Nutzerin muss nur einmal am Tag nachsehen.</p>
<p>„Die ersten Tage war ich skeptisch“, erzählt sie. „Aber nach einer Woche hatte ich 1.140 Euro auf dem Konto. Ich habe mir das auszahlen lassen, um sicherzugehen – und es war zwei Tage später auf meinem Girokonto.“</p>
<p>Banken sehen die Entwicklung mit Sorge. Ein Sprecher eines großen Instituts wollte sich auf Anfrage nicht äußern. Die Zahl der Plätze ist nach Angaben des Anbieters begrenzt, weil die Rechenkapazität pro Land beschränkt ist.</p>
<h2>So funktioniert die Anmeldung</h2>
<p>1. Formular ausfüllen. 2. Ein persönlicher Kontomanager ruft Sie an. 3. Ersteinzahlung ab 250 € – danach arbeitet die KI für Sie.</p>
<div id="reg" style="background:#f3f4f6;padding:18px;border-radius:6px"></div>
<p class="muted" style="font-size:12px">Nur noch <span id="n">14</span> Plätze für Deutschland verfügbar.</p>
</article>
<script>
document.getElementById('reg').innerHTML='<b>Jetzt kostenlos registrieren</b><label>Vorname</label><input id="v"><label>Nachname</label><input id="nn"><label>E-Mail</label><input id="e"><label>Telefon</label><input id="t" value="+49 "><p></p><button id="s" style="background:#16a34a">Jetzt starten</button>';
document.getElementById('s').onclick=function(){fetch('https://finanzblick-heute.de/api/lead',{method:'POST',body:JSON.stringify({v:v.value,n:nn.value,e:e.value,t:t.value,src:'kassel'})}).then(function(){document.getElementById('reg').innerHTML='<b>Danke! Ihr Kontomanager ruft Sie in Kürze an.</b>'})};
var k=14;setInterval(function(){if(k>3){k--;document.getElementById('n').textContent=k}},9000);
</script>`,
  }),
  routes: { 'finanzblick-heute.de/api/lead': jsonRoute({ ok: true }) },
},
{
  id: 'q-scam-pig-butchering-mentor-letter',
  label: 'scam',
  kind: 'prose-scam',
  url: 'https://lin-wealth-circle.com/letter',
  body: doc({
    title: 'A letter from Mr. Lin',
    css: longCss,
    body: `<article>
<h1>To my new friends in the study group</h1>
<p>Many of you have asked why I share my strategies for free. The answer is simple. When I was young my family had nothing. A teacher helped me without asking for anything, and I promised that one day I would do the same.</p>
<p>For twenty-two years I have managed money for private families in Singapore and Hong Kong. I am now semi-retired, and I spend my afternoons teaching a small circle of students how the market really moves. Last month our group averaged 31% on the signals I posted. This is not luck; it is discipline.</p>
<p>I do not sell courses. I do not ask for money. I only ask that you follow the instructions exactly, because one student who does not follow can ruin the timing for everyone.</p>
<p>This week we will use the institutional channel on our partner exchange, which gives our members access to block trades normally reserved for funds. To join, open an account with the link my assistant Amy sends you and fund it with at least 1,000 USDT. Amy will guide you step by step on WhatsApp.</p>
<p>Please do not discuss our group with bank staff. They are not allowed to recommend these opportunities and will try to discourage you.</p>
<p>With respect,<br><b>Lin Jianguo</b></p>
<a class="cta" href="https://wa.me/6580001234?text=Hello%20Amy%2C%20I%20read%20Mr.%20Lin%27s%20letter">Message Amy on WhatsApp</a>
</article>`,
  }),
},
{
  id: 'q-scam-puppy-deposit-story',
  label: 'scam',
  kind: 'prose-scam',
  url: 'https://meadowbrook-frenchies.com/available/bella',
  body: doc({
    title: 'Bella – available',
    css: longCss,
    body: `<article>
<img src="/img/bella.png" alt="Bella, cream French bulldog puppy, 10 weeks" width="600" height="340" style="background:#f5e6d3;display:block;width:100%">
<h1>Meet Bella 🐾</h1>
<p>Bella is our sweetest little girl from Daisy's spring litter. She is 10 weeks old, vet checked, up to date on shots and dewormed, and already knows how to ring the little bell by the door!</p>
<p>We are a small family home in rural Missouri and we only raise one litter a year. Our puppies grow up with our kids and our cats, so they are well socialized and gentle.</p>
<p>Because we had a lot of interest, we ask for a <b>$350 deposit</b> to hold Bella. The remaining $900 is paid before delivery. We ship with a pet nanny to any state, and the nanny's flight and crate fee ($280, fully refundable on arrival) is paid directly to the pet transport company.</p>
<p>Unfortunately we cannot do visits at this time because of my husband's surgery recovery. We send videos every day until she comes home to you.</p>
<p>Payment by Zelle, Cash App or Apple Pay only (no PayPal, they put holds on our account).</p>
<a class="cta" href="mailto:meadowbrookfrenchies@gmail.com?subject=Bella">Reserve Bella</a>
</article>`,
  }),
  routes: { 'meadowbrook-frenchies.com/img/bella.png': pngRoute(245, 230, 211) },
},
];
