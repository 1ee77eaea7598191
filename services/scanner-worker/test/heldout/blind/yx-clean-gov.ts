import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-skatteverket-loggain-chooser',
  label: 'clean',
  kind: 'authority-own-login',
  url: 'https://www.skatteverket.se/loggain?returnTo=yx-minasidor',
  body: doc({
    lang: 'sv',
    title: 'Logga in | Skatteverket',
    css: siteCss('#006aa7', '#f5f5f2') + `.opts{display:grid;grid-template-columns:1fr 1fr;gap:14px;max-width:620px}.opts a{display:block;background:#fff;border:1px solid #ccc;padding:18px;text-decoration:none;color:#1f1f1f}.opts a:hover{border-color:#006aa7}`,
    body: `${siteHeader(`<span style="display:flex;align-items:center;gap:8px;font-weight:bold;color:#006aa7;font-size:20px">${logo.crown(30)} Skatteverket</span>`, [['Privat', '/privatperson'], ['Företag', '/foretag'], ['Folkbokföring', '/folkbokforing'], ['Om oss', '/omoss']])}
<main><h1>Logga in på Mina sidor och e-tjänster</h1><p>Välj hur du vill legitimera dig.</p><div class="opts"><a href="https://www7.skatteverket.se/portal/login/mobilt-bankid">${logo.bankidSe(28)}<br><b>Mobilt BankID</b></a><a href="https://www7.skatteverket.se/portal/login/bankid">${logo.bankidSe(28)}<br><b>BankID på kort eller fil</b></a><a href="https://www7.skatteverket.se/portal/login/freja"><b>Freja+</b><br>Freja eID Plus</a><a href="https://www7.skatteverket.se/portal/login/eidas"><b>Utländsk e-legitimation</b><br>Foreign eID (eIDAS)</a></div>
<p style="margin-top:26px"><b>Tänk på:</b> Skatteverket skickar aldrig sms eller e-post med länkar där du ombeds logga in, lämna kortuppgifter eller ansöka om återbetalning. Skatteåterbäring betalas alltid ut till ditt registrerade konto eller via utbetalningsavi.</p></main>
${siteFooter(['Skatteverket · 171 94 Solna · Skatteupplysningen 0771-567 567'], ['Om webbplatsen', 'Tillgänglighet', 'Behandling av personuppgifter'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-skatteverket-aterbaring-datum',
  label: 'clean',
  kind: 'authority-info-page',
  url: 'https://www.skatteverket.se/privat/skatter/betalaochfaskattenhandelser/skattearterbaring/narkommerpengarna.html',
  body: doc({
    lang: 'sv',
    title: 'När kommer skatteåterbäringen? | Skatteverket',
    css: siteCss('#006aa7', '#f5f5f2') + `table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #ddd;padding:10px;text-align:left}.var{background:#fff4d6;border-left:5px solid #e0a800;padding:14px 18px;margin:18px 0}`,
    body: `${siteHeader(`<span style="display:flex;align-items:center;gap:8px;font-weight:bold;color:#006aa7;font-size:20px">${logo.crown(30)} Skatteverket</span>`, [['Privat', '/privatperson'], ['Företag', '/foretag'], ['Logga in', '/loggain']])}
<main><h1>När kommer pengarna?</h1><p>Om du har rätt till skatteåterbäring betalas den ut vid något av följande tillfällen, beroende på när du deklarerade och om du har ett registrerat konto.</p>
<table><tr><th>Deklarerat</th><th>Utbetalning</th></tr><tr><td>Digitalt senast 2 april, utan ändringar</td><td>8–10 april</td></tr><tr><td>Senast 2 maj</td><td>I juni</td></tr><tr><td>Senare, eller om deklarationen behöver granskas</td><td>Augusti–december</td></tr></table>
<div class="var"><b>Varning för falska sms och mejl</b><p>Just nu skickas sms som ser ut att komma från Skatteverket, till exempel: <i>”Du har en skatteåterbäring på 4 317 kr. Ange dina kortuppgifter för att ta emot beloppet: skv-aterbetalning.se”</i>. Skatteverket ber dig aldrig om kortuppgifter och skickar inte länkar i sms. Klicka inte på länken.</p></div>
<p>Vill du få pengarna snabbare? <a href="https://www.skatteverket.se/kontoregistrering">Anmäl ditt bankkonto</a> i e-tjänsten Kontoregistrering, där du loggar in med e-legitimation.</p></main>
${siteFooter(['Skatteverket · Senast uppdaterad 2025-03-18'], ['Om webbplatsen', 'Kontakta oss'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-bring-sporing-toll',
  label: 'clean',
  kind: 'carrier-tracking-page',
  url: 'https://sporing.bring.no/sporing/370722150094126584?lang=no',
  body: doc({
    lang: 'no',
    title: 'Sporing 370722150094126584 | Bring',
    css: siteCss('#4a8e1f', '#f3f7f0') + `.ev{border-left:3px solid #7bc144;padding:4px 14px;margin:10px 0}.ev small{color:#666}.tl{background:#fff;padding:20px;border-radius:6px}`,
    body: `${siteHeader(logo.word('Bring', '#7bc144', 28), [['Sende', 'https://www.bring.no/sende'], ['Motta', 'https://www.bring.no/motta'], ['Kundeservice', 'https://www.bring.no/kundeservice']])}
<main><h1>Sendingsnummer 370722150094126584</h1><div class="tl"><p><b>Status:</b> Venter på tollbehandling</p><p>Sendingen er fra utlandet. Merverdiavgift og eventuelt toll må betales før vi kan levere den. Du betaler i Posten-appen eller på <a href="https://www.posten.no/tollbetaling">posten.no/tollbetaling</a>.</p>
<div class="ev"><b>Ankommet tollager, Oslo</b><br><small>13.10.2025 06:41</small></div><div class="ev"><b>Sendingen er registrert hos avsender, Shenzhen</b><br><small>06.10.2025 22:10</small></div>
<p style="font-size:14px">Vi sender aldri SMS med lenker der du blir bedt om å betale små beløp med kort på nettsider som ikke er posten.no eller bring.no. <a href="https://www.bring.no/svindel">Les om svindelforsøk</a>.</p></div></main>
${siteFooter(['Bring er en del av Posten Bring AS'], ['Personvern', 'Informasjonskapsler'])}`,
  }),
} satisfies Entry,
(() => {
  const h = 'tunnistus.suomi.fi';
  const banks: [string, string][] = [['Nordea', '#0000a0'], ['OP', '#ff6a10'], ['Danske Bank', '#003755'], ['S-Pankki', '#007841'], ['Aktia', '#00aaa5'], ['POP Pankki', '#e30613'], ['Säästöpankki', '#e4002b'], ['Oma Säästöpankki', '#1a4a8a'], ['Ålandsbanken', '#6c1d45'], ['Handelsbanken', '#005cb9']];
  return {
    id: 'yx-clean-suomifi-tunnistus-chooser',
    label: 'clean',
    kind: 'eid-chooser',
    url: `https://${h}/idp/profile/SAML2/Redirect/SSO?execution=e1s1&yx=kela`,
    body: doc({
      lang: 'fi',
      title: 'Tunnistaudu | Suomi.fi',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial;background:#f6f6f7;color:#2a2a2a}.hd{background:#fff;border-bottom:1px solid #ddd;padding:14px 28px;display:flex;justify-content:space-between}.w{max-width:800px;margin:24px auto;background:#fff;padding:28px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g a{display:flex;align-items:center;justify-content:center;height:70px;border:1px solid #c8cdd0;border-radius:2px}.svc{background:#eaf2fa;padding:10px 14px;margin-bottom:16px}`,
      body: `<div class="hd"><b style="color:#003580;font-size:20px">Suomi.fi</b><span>Suomeksi · På svenska · In English</span></div>
<div class="w"><div class="svc">Olet tunnistautumassa palveluun: <b>Kela – Asiointipalvelu</b></div><h1>Valitse tunnistustapa</h1><h2>Pankkitunnukset</h2>
<div class="g">${banks.map(([n, c]) => `<a href="/idp/profile/SAML2/Redirect/SSO?execution=e1s2&amp;bank=${encodeURIComponent(n)}">${logo.bank(n, c, 26)}</a>`).join('')}</div>
<h2>Muut tunnistustavat</h2><div class="g"><a href="/idp/mobiilivarmenne-yx">Mobiilivarmenne</a><a href="/idp/varmennekortti">Varmennekortti</a></div>
<p style="font-size:13px;color:#555;margin-top:20px">Suomi.fi-tunnistus · Digi- ja väestötietovirasto. Tarkista aina, että osoiterivillä on <b>tunnistus.suomi.fi</b>.</p></div>`,
    }),
    routes: { [`${h}/idp/mobiilivarmenne-yx`]: htmlRoute(doc({ lang: 'fi', title: 'Mobiilivarmenne', body: '<p>Syötä puhelinnumerosi mobiilivarmennetta varten.</p>' })) },
  } satisfies Entry;
})(),
];
