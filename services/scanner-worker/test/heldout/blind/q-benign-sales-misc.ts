import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { analytics, cssApp, cssPlain, doc, pdfRoute } from '../parts/q-kit.js';

// Benign: long persuasive sales pages of real products, and a few more quiet legitimate pages.

const salesCss = (accent: string) => cssPlain(accent, 'Georgia, serif') + `article{max-width:700px;margin:30px auto;background:#fff;padding:36px 44px;font-size:18px;line-height:1.7}article h1{font-size:32px;line-height:1.2}.cta{display:block;text-align:center;background:${accent};color:#fff;padding:15px;font-size:19px;text-decoration:none;border-radius:6px;margin:24px 0}.q{border-left:4px solid ${accent};padding:2px 16px;color:#555;font-style:italic}`;

export const entries: Entry[] = [
{
  id: 'q-clean-sales-longform-standing-desk',
  label: 'clean',
  kind: 'long-sales',
  url: 'https://www.oakline-desks.com/why-oakline',
  body: doc({
    title: 'Why we build the Oakline desk the slow way',
    css: salesCss('#854d0e'),
    body: `<article>
<h1>Why we still build every Oakline desk by hand in Vermont</h1>
<p>In 2016, I was a furniture maker with a bad back and a cheap standing desk that wobbled every time I typed. I tried five more. They all had the same problem: a thin steel frame and a particle-board top that sagged within a year.</p>
<p>So I built my own. Solid white oak, a dual-motor frame rated for 350 lb, and a cross-brace that keeps it steady at full height. Friends asked for one, then their friends did. Today we're a team of eleven, and we still build every top in our shop in Bristol, Vermont.</p>
<p class="q">"It's the first desk I've owned that doesn't shake on video calls. Eight months in, still perfect." — Dana K., Portland</p>
<h2>What you get</h2><ul><li>Solid oak, walnut or maple top — no veneer, no particle board</li><li>Dual motors, 25"–50" height range, four memory presets</li><li>15-year frame warranty, 5-year motor warranty</li><li>100-night trial: if you don't love it, we pick it up and refund you in full</li></ul>
<p>Our desks aren't the cheapest. A 60" oak desk is $1,290. But it's the last desk you'll need to buy, and if it ever needs repair, you'll talk to the people who built it.</p>
<a class="cta" href="/shop/oakline-standing-desk">Design your desk</a>
<p class="muted">Free shipping in the contiguous US. Financing available through Affirm from $108/mo at 0% APR for qualifying buyers.</p>
</article>
${analytics('www.oakline-desks.com', 2).tag}`,
  }),
  routes: analytics('www.oakline-desks.com', 2).routes,
},
{
  id: 'q-clean-sales-longform-language-course-es',
  label: 'clean',
  kind: 'long-sales',
  url: 'https://www.aprendealeman-conlena.com/curso-intensivo',
  body: doc({
    lang: 'es',
    title: 'Curso intensivo de alemán B1 en 12 semanas',
    css: salesCss('#b91c1c'),
    body: `<article>
<h1>De "no entiendo nada" a conversar con tus compañeros de trabajo en 12 semanas</h1>
<p>Hola, soy Lena. Soy profesora de alemán desde hace 14 años y vivo en Múnich con mi marido, que es de Sevilla. Conozco muy bien la frustración de estudiar durante años y quedarse en blanco cuando alguien te habla.</p>
<p>El curso intensivo B1 nació de esa frustración. Son 12 semanas, cuatro clases en directo por semana en grupos de máximo 8 personas, y mucha práctica oral desde el primer día.</p>
<p class="q">"Me mudé a Stuttgart con un A2 muy justo. A los tres meses hice la entrevista de trabajo en alemán." — Javier, ingeniero</p>
<h2>Qué incluye</h2><ul><li>48 clases en directo (grabadas por si no puedes asistir)</li><li>Corrección semanal de redacciones</li><li>Simulacro del examen Goethe B1</li><li>Acceso a la comunidad de alumnos</li></ul>
<p>Precio: 590 € (o 3 pagos de 200 €). Si después de las dos primeras semanas el curso no es para ti, te devuelvo el dinero sin preguntas.</p>
<a class="cta" href="/inscripcion?curso=b1-enero">Reservar mi plaza para enero</a>
<p class="muted">Próximo grupo: 12 de enero. Plazas limitadas a 8 alumnos por grupo.</p>
</article>`,
  }),
},
{
  id: 'q-clean-official-autopass-minimal-no',
  label: 'clean',
  kind: 'official-toll',
  url: 'https://www.autopass.no/nb/betale-bompenger',
  body: doc({
    lang: 'nb',
    title: 'Betale bompenger | AutoPASS',
    css: cssApp('#003b5c'),
    body: `<div class="wrap"><div class="box"><h1>Betale bompenger</h1><p>Du får faktura i posten eller på e-post. Du kan også sjekke og betale her.</p>
<label>Registreringsnummer</label><input placeholder="AB 12345"><label>Land</label><select><option>Norge</option><option>Sverige</option><option>Danmark</option><option>Annet</option></select><button>Søk</button>
<div class="sub">Vi sender aldri SMS med lenke til betaling. <a href="#">Les om svindel</a></div></div></div>`,
  }),
},
{
  id: 'q-clean-pharmacy-refill-stepwise',
  label: 'clean',
  kind: 'script-form',
  url: 'https://www.linwood-pharmacy.com/refill',
  body: doc({
    title: 'Request a refill – Linwood Pharmacy',
    css: cssPlain('#0e7490'),
    body: `<header class="top"><span class="name">Linwood Pharmacy</span><nav><a href="#">Services</a><a href="#">Vaccines</a><a href="#">Refills</a><a href="#">Hours</a></nav></header>
<main><div class="card narrow" id="c"><h2 style="margin-top:0">Request a refill</h2><label>Rx number (on your label)</label><input id="rx"><p></p><button id="n">Next</button></div></main>
<footer>Linwood Pharmacy · 2210 Linwood Ave · Mon–Fri 9–7, Sat 9–2 · (419) 555-0123</footer>
<script>
document.getElementById('n').onclick=function(){var rx=document.getElementById('rx').value,c=document.getElementById('c');
c.innerHTML='<h2 style="margin-top:0">Who is it for?</h2><label>Patient last name</label><input id="ln"><label>Date of birth</label><input id="dob" type="date"><p></p><button id="n2">Next</button>';
document.getElementById('n2').onclick=function(){c.innerHTML='<h2 style="margin-top:0">Pickup</h2><label><input type="radio" name="p" checked style="width:auto"> In store</label><label><input type="radio" name="p" style="width:auto"> Drive-through</label><label>Phone for text when ready</label><input id="ph"><p></p><button id="n3">Send request</button>';
document.getElementById('n3').onclick=function(){fetch('/refill/api',{method:'POST',body:JSON.stringify({rx:rx})}).then(function(){c.innerHTML='<h2>Got it!</h2><p>We\\'ll text you when your prescription is ready, usually within 2 hours.</p>'})};};};
</script>`,
  }),
  routes: { 'www.linwood-pharmacy.com/refill/api': jsonRoute({ ok: true }) },
},
{
  id: 'q-clean-shared-doc-link-owncloud-de',
  label: 'clean',
  kind: 'own-invoice-portal',
  url: 'https://dateien.architekten-lorenz.de/s/pK3mX9qTz',
  body: doc({
    lang: 'de',
    title: 'Freigabe – Architekten Lorenz',
    css: cssApp('#374151'),
    body: `<div class="wrap"><div class="box"><h1>Entwurfsplanung_Haus_Berger.pdf</h1><p>Geteilt von Architekten Lorenz · 8,4 MB</p>
<p style="font-size:13px">Diese Freigabe ist durch ein Passwort geschützt, das wir Ihnen telefonisch mitgeteilt haben.</p>
<form method="post" action="/s/pK3mX9qTz/authenticate"><label>Passwort für die Freigabe</label><input type="password" name="password"><input type="hidden" name="requesttoken" value="b9X1kq=="><button>Weiter</button></form>
<div class="sub">Architekten Lorenz PartGmbB · Freiburg · <a href="https://www.architekten-lorenz.de/impressum">Impressum</a></div></div></div>`,
  }),
},
];
