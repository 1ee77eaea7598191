import { type Entry } from '../entry.js';
import { fileRoute } from '../parts/e-bin.js';
import { css, dotIcon, govBanner, logos, pdf, shell } from '../parts/yt-kit.js';

/** Government and consumer-protection pages about Medicare, SSA, Medicaid and GLP-1 fraud (they quote the scams), and real renewal/enrollment pages. */
const medicareCardScams = shell({
  title: 'Medicare card scams | Medicare',
  favicon: dotIcon('#0071bc'),
  css: css.gov + `blockquote{border-left:4px solid #c8102e;background:#fff5f5;margin:12px 0;padding:10px 14px}`,
  body: `${govBanner()}
<header class="site">${logos.medicare}</header>
<main><h1>Protect yourself from Medicare card scams</h1>
<p>Medicare mailed new cards with a unique Medicare Number years ago. <b>Medicare doesn't charge for cards, isn't issuing plastic cards, and doesn't "activate" cards.</b> Scammers still call, text and run ads saying otherwise.</p>
<h2>What scammers say</h2>
<blockquote>"Hi, this is Medicare. Your paper card is expiring and we're sending you a new plastic card with a chip. I just need to confirm your Medicare Number and your bank account for the $89 activation fee."</blockquote>
<blockquote>"Your Medicare benefits are suspended because of suspicious activity. Call the Medicare Fraud Department right away or you'll lose your coverage."</blockquote>
<blockquote>"You qualify for a $3,600 giveback added to your Social Security check and a $900 grocery flex card. Press 1 to speak with an agent."</blockquote>
<h2>What Medicare will never do</h2>
<ul><li>Call you uninvited to ask for your Medicare Number or personal information.</li><li>Ask you to pay for a new card, or to pay with gift cards, Zelle, wire transfers or cryptocurrency.</li><li>Threaten to cancel your benefits if you don't share information.</li><li>Ask you to install software so someone can "deposit a refund" on your computer.</li></ul>
<div class="usa-alert"><b>Report it:</b> call 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048, or report to the HHS Office of Inspector General at <a href="https://oig.hhs.gov/fraud/report-fraud/">oig.hhs.gov/fraud</a>.</div>
<p><a href="https://www.medicare.gov/account/login">Log in to your Medicare account</a> to print an official copy of your card for free.</p></main>
<footer>A federal government website managed and paid for by the U.S. Centers for Medicare &amp; Medicaid Services.</footer>`,
});

const oigAlert = shell({
  title: 'Fraud Alert: Genetic Testing Scam | Office of Inspector General',
  favicon: dotIcon('#112e51'),
  css: css.gov,
  body: `${govBanner()}
<header class="site"><b style="font-size:20px;color:#112e51">U.S. Department of Health and Human Services · Office of Inspector General</b></header>
<main><h1>Fraud Alert: Genetic Testing, Braces and Telefraud Schemes</h1>
<p>Scammers are offering Medicare beneficiaries "free" genetic cancer screening, back and knee braces, and continuous glucose monitors through telemarketing calls, booths at health fairs, door-to-door visits and online ads. Their goal is to obtain your Medicare Number and bill Medicare for items you don't need.</p>
<h2>Common pitches</h2><ul><li>"Medicare covers this 100%, it's a simple cheek swab, we just need your Medicare number."</li><li>"Our doctor can approve your braces over the phone, no visit required."</li><li>"Give us your Social Security number so the lab can bill for you."</li></ul>
<h2>Protect yourself</h2><ul><li>If a genetic test or medical equipment is not ordered by your own doctor, refuse it.</li><li>Check your Medicare Summary Notice and plan Explanations of Benefits for items you didn't receive.</li><li>If you receive a kit or equipment you didn't order, refuse the delivery or return it to the sender.</li></ul>
<div class="usa-alert">Report suspected fraud: 1-800-HHS-TIPS (1-800-447-8477) or <a href="/fraud/report-fraud/">online</a>.</div></main>
<footer>HHS-OIG · 330 Independence Avenue, SW, Washington, DC 20201</footer>`,
});

const esMedicare = shell({
  title: 'Cómo protegerse del fraude | Medicare',
  lang: 'es',
  favicon: dotIcon('#0071bc'),
  css: css.gov,
  body: `${govBanner('es')}
<header class="site">${logos.medicare}<a href="/basics/reporting-medicare-fraud-and-abuse">English</a></header>
<main><h1>Protéjase del fraude a Medicare</h1>
<p>Los estafadores pueden hacerse pasar por Medicare para robar su número de Medicare o su dinero. Pueden llamarle, enviarle mensajes de texto o correos electrónicos, o publicar anuncios en redes sociales.</p>
<h2>Ejemplos de lo que dicen</h2><ul><li>"Su tarjeta de Medicare será cancelada. Pague $149 por Zelle para reemitirla."</li><li>"Usted tiene un reembolso pendiente; necesitamos su número de cuenta bancaria."</li><li>"Llame al departamento de fraude de Medicare; sus beneficios fueron suspendidos."</li></ul>
<h2>Recuerde</h2><ul><li>Medicare nunca le pedirá dinero por su tarjeta.</li><li>Medicare no acepta tarjetas de regalo, Zelle ni criptomonedas.</li><li>Cuelgue y llame al 1-800-MEDICARE (1-800-633-4227). TTY: 1-877-486-2048.</li></ul>
<p><a class="usa-button" href="/es/account/login">Entrar a su cuenta de Medicare</a></p></main>
<footer>Un sitio web del gobierno federal administrado y pagado por los Centros de Servicios de Medicare y Medicaid de EE. UU.</footer>`,
});

const ytbRenewal = shell({
  title: 'Renew Your Benefits | YourTexasBenefits',
  favicon: dotIcon('#00467f'),
  css: css.gov + `header.site{border-color:#00467f}`,
  body: `<header class="site"><b style="font-size:22px;color:#00467f">YourTexasBenefits</b><a href="/Learn/Home?lang=es">Español</a></header>
<main><h1>Renew your Medicaid or CHIP coverage</h1>
<p>We'll send you a renewal packet in the mail or a notice in your YourTexasBenefits account when it's time to renew. Watch for an envelope marked <b>"Time to Renew"</b>.</p>
<div class="usa-alert"><b>We will never</b> text you a link asking for your Social Security number, bank card or a "verification fee". Renewing Medicaid is free.</div>
<h2>Ways to renew</h2><ul><li>Online: log in to your account below and select "Renew benefits".</li><li>By phone: call 2-1-1 and choose option 2.</li><li>By mail or fax using the form in your packet.</li></ul>
<h2>Log in</h2><form method="post" action="/Login/Authenticate"><label class="usa-label">Username</label><input class="usa-input" name="username"><label class="usa-label">Password</label><input class="usa-input" type="password" name="password"><button class="usa-button">Log in</button></form>
<p><a href="/Learn/Register">Create an account</a> · <a href="/Learn/ForgotPassword">Forgot password?</a></p></main>
<footer>Texas Health and Human Services Commission</footer>`,
});

const cmsEft = shell({
  title: 'Electronic Funds Transfer (EFT) | CMS',
  favicon: dotIcon('#0071bc'),
  css: css.gov,
  body: `${govBanner()}
<header class="site"><b style="font-size:20px;color:#112e51">CMS.gov · Centers for Medicare &amp; Medicaid Services</b></header>
<main><h1>Electronic Funds Transfer (EFT) Authorization</h1>
<p>Providers and suppliers enrolling in Medicare must receive payments by EFT. To set up or change EFT, submit the <b>CMS-588</b> form through PECOS or to your Medicare Administrative Contractor (MAC).</p>
<h2>Changing your bank account</h2><p>Changes to EFT information must be submitted by an authorized or delegated official and are verified by your MAC. Be alert to emails that ask you to "re-enroll" in EFT on a non-government website or to update bank details because of a "new payment vendor" — payment-diversion scams target provider offices.</p>
<p><a class="usa-button" href="/files/document/cms588.pdf">Download CMS-588 (PDF)</a> &nbsp; <a href="https://pecos.cms.hhs.gov/">Go to PECOS</a></p></main>
<footer>CMS.gov · 7500 Security Boulevard, Baltimore, MD 21244</footer>`,
});

const smp = shell({
  title: 'Scam Scripts: What Medicare Fraudsters Say | Senior Medicare Patrol',
  css: css.article,
  body: `<header><b>Senior Medicare Patrol</b><span>Prevent · Detect · Report</span></header>
<article><h1>Scam scripts: what Medicare fraudsters actually say</h1><p class="byline">SMP Resource Center · Fraud Education</p>
<p>Volunteers in our program collected these lines from real calls reported by beneficiaries this year. If you hear something like this, hang up.</p>
<blockquote>"This is the Medicare Card Activation Center. Your new card needs to be activated by December 31st or your coverage lapses. The activation fee is $89 and we take gift cards."</blockquote>
<blockquote>"Hola, le llamamos de Medicare. Su tarjeta será cancelada el viernes. Pague la reemisión por Zelle y no lo comente con su familia."</blockquote>
<blockquote>"We have a refund for you from your insurance company. I'll connect to your computer so I can deposit it — go to this website and download the secure connection tool."</blockquote>
<aside><b>Need help?</b> Contact your local SMP at 1-877-808-2468. We'll help you review your Medicare Summary Notice and report fraud.</aside></article>
<footer>Supported by the U.S. Administration for Community Living.</footer>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-medicare-card-scams-guide',
  label: 'clean',
  kind: 'gov-fraud-awareness',
  url: 'https://www.medicare.gov/basics/reporting-medicare-fraud-and-abuse/medicare-card-scams',
  body: medicareCardScams,
},
{
  id: 'yt-clean-oig-genetic-dme-alert',
  label: 'clean',
  kind: 'gov-fraud-awareness',
  url: 'https://oig.hhs.gov/fraud/consumer-alerts/fraud-alert-genetic-testing-scam/',
  body: oigAlert,
},
{
  id: 'yt-clean-es-medicare-fraude',
  label: 'clean',
  kind: 'gov-fraud-awareness',
  url: 'https://es.medicare.gov/basics/reporting-medicare-fraud-and-abuse/protejase',
  body: esMedicare,
},
{
  id: 'yt-clean-yourtexasbenefits-renew',
  label: 'clean',
  kind: 'state-medicaid-portal',
  url: 'https://www.yourtexasbenefits.com/Learn/RenewBenefits',
  body: ytbRenewal,
},
{
  id: 'yt-clean-cms-eft-cms588',
  label: 'clean',
  kind: 'gov-provider-info',
  url: 'https://www.cms.gov/medicare/enrollment-renewal/providers-suppliers/eft',
  body: cmsEft,
  routes: {
    'www.cms.gov/files/document/cms588.pdf': fileRoute(pdf(['DEPARTMENT OF HEALTH AND HUMAN SERVICES', 'CENTERS FOR MEDICARE & MEDICAID SERVICES', 'ELECTRONIC FUNDS TRANSFER (EFT) AUTHORIZATION AGREEMENT', 'Form CMS-588', 'Reason for submission: New EFT authorization / Revision to current authorization', 'Provider or supplier information: Name, TIN, NPI, PTAN', 'Depository information: financial institution name, routing transit number, account number'], 'CMS-588'), 'application/pdf'),
  },
},
{
  id: 'yt-clean-smp-scam-scripts',
  label: 'clean',
  kind: 'fraud-awareness-article',
  url: 'https://www.smpresource.org/fraud-education/scam-scripts-2025/',
  body: smp,
},
];
