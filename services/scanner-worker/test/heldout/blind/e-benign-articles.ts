import { type Entry } from '../entry.js';
import { cssRoute, fileRoute, pe } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// Italian antivirus vendor: free online-scan product page with download and renewal pricing.
const host = 'www.scudodigitale.it';
const page = `<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>ScudoDigitale Antivirus Free 2026 – Protezione gratuita da virus, ransomware e phishing</title>
<meta name="description" content="Scarica gratis ScudoDigitale Antivirus: protezione in tempo reale, scansione intelligente e blocco delle truffe online.">
<link rel="stylesheet" href="/static/css/sd.css">
${analyticsSnippet('G-SCUDO26IT')}
</head>
<body>
<header><a class="lg" href="/">Scudo<b>Digitale</b></a><nav><a href="/casa">Per la casa</a><a href="/aziende">Per le aziende</a><a href="/minacce">Centro minacce</a><a href="/assistenza">Assistenza</a></nav><a class="acc" href="https://account.scudodigitale.it/">Il mio account</a></header>
<section class="hero">
 <div><h1>Antivirus Free 2026</h1><p>Protezione essenziale in tempo reale contro virus, ransomware, spyware e siti di phishing. Gratis per sempre, senza pubblicità invadente.</p>
 <a class="dl" href="/download/ScudoDigitale_Free_Setup.exe">Scarica gratis</a><p class="sm">Windows 10/11 &middot; 3,2 MB (installer online) &middot; Firmato digitalmente da ScudoDigitale S.r.l.</p></div>
 <div class="tbl"><table><tr><th></th><th>Free</th><th>Premium</th></tr><tr><td>Antivirus in tempo reale</td><td>✔</td><td>✔</td></tr><tr><td>Protezione ransomware</td><td>–</td><td>✔</td></tr><tr><td>Blocco truffe e phishing</td><td>✔</td><td>✔</td></tr><tr><td>VPN illimitata</td><td>–</td><td>✔</td></tr><tr><td>Prezzo</td><td>0 €</td><td><s>69,99 €</s> <b>34,99 €</b>/1° anno</td></tr></table><p class="sm">Premium si rinnova automaticamente a 69,99 €/anno; puoi disattivare il rinnovo in qualsiasi momento. Garanzia soddisfatti o rimborsati 30 giorni.</p></div>
</section>
<section class="tr"><h2>Attenzione alle truffe che usano il nostro nome</h2><p>Circolano finte e-mail di “rinnovo abbonamento ScudoDigitale di 299,99 € – chiama il numero per annullare” e pop-up che dicono “Il tuo PC è infetto da 5 virus!”. <b>Sono truffe.</b> Il nostro software non mostra mai avvisi di virus all’interno dei siti web e il nostro servizio clienti non ti chiederà mai di installare programmi di controllo remoto per ottenere un rimborso.</p></section>
<section class="aw"><div>AV-Test: Top Product 2025</div><div>AV-Comparatives: Advanced+</div><div>Oltre 4 milioni di utenti in Italia</div></section>
<footer>ScudoDigitale S.r.l. &middot; Via Tortona 37, 20144 Milano &middot; P.IVA 09876543210 &middot; <a href="/privacy">Privacy</a> &middot; <a href="/eula">Licenza</a> &middot; <a href="/cookie">Cookie</a></footer>
${consentBanner('it', 'modal', '/cookie')}
</body>
</html>`;
const css = `body{margin:0;font-family:"Titillium Web",Arial,sans-serif;color:#1c1c1c}header{display:flex;align-items:center;gap:26px;padding:14px 6vw;border-bottom:1px solid #eee}.lg{font-size:22px;color:#1c1c1c;text-decoration:none}.lg b{color:#00a86b}header nav a{margin-right:16px;color:#444;text-decoration:none}.acc{margin-left:auto}
.hero{display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:50px 6vw;background:#effaf5}.hero h1{font-size:44px;margin:0}.dl{display:inline-block;background:#00a86b;color:#fff;padding:14px 30px;border-radius:6px;text-decoration:none;font-size:18px}.sm{font-size:12px;color:#555}
.tbl table{width:100%;border-collapse:collapse;background:#fff}.tbl td,.tbl th{border-bottom:1px solid #e5e5e5;padding:8px;text-align:left}.tr{margin:24px 6vw;background:#fff4e5;border-radius:8px;padding:14px 18px}.aw{display:flex;gap:20px;justify-content:center;padding:20px;color:#555}footer{text-align:center;font-size:12px;color:#777;padding:24px}`;
const exe = pe({ x64: true, size: 8192, strings: ['ScudoDigitale Antivirus Free', 'ScudoDigitale S.r.l.', 'Online installer', '26.1.0.1140'] });

export const entries: Entry[] = [
  {
    id: 'e-clean-av-antivirus-it',
    label: 'clean',
    kind: 'antivirus-vendor',
    url: `https://${host}/casa/antivirus-free`,
    body: page,
    routes: {
      [`${host}/static/css/sd.css`]: cssRoute(css),
      [`${host}/download/ScudoDigitale_Free_Setup.exe`]: fileRoute(exe, 'application/x-msdownload', 'ScudoDigitale_Free_Setup.exe'),
      ...analyticsRoute(host),
    },
  },
];
