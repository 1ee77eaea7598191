import { type Entry } from '../entry.js';
import { doc, logo, cardFields, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-skatteetaten-skatteoppgjor',
  label: 'clean',
  kind: 'authority-info-page',
  url: 'https://www.skatteetaten.no/person/skatt/skatteoppgjor/?yx=2024',
  body: doc({
    lang: 'no',
    title: 'Skatteoppgjøret | Skatteetaten',
    css: siteCss('#1b1b1b', '#f4f1ec') + `.hl{background:#ddf0e3;padding:18px;margin:16px 0}.btn{background:#1b1b1b}`,
    body: `${siteHeader('<b style="font-size:22px">Skatteetaten</b>', [['Person', '/person/'], ['Bedrift og organisasjon', '/bedrift-og-organisasjon/'], ['Rettskilder', '/rettskilder/']], '<a class="btn" href="https://skatt.skatteetaten.no/web/minside/" style="margin-left:auto">Logg inn</a>')}
<main><h1>Skatteoppgjøret 2024</h1><p>Når skatteoppgjøret ditt er klart, får du beskjed på SMS eller e-post. Du finner oppgjøret ved å logge inn på Min side via ID-porten.</p>
<div class="hl"><b>Penger til gode?</b> Pengene utbetales til kontonummeret ditt som er registrert hos oss, normalt innen 1–2 uker etter oppgjøret. Vi ber deg aldrig oppgi kortnummer for å få penger tilbake.</div>
<h2>Svindel-SMS</h2><p>Vi ser SMS-er som påstår å komme fra Skatteetaten med teksten <i>«Du har 6 412 kr til gode. Bekreft kontoen din her innen 24 timer»</i> og en lenke. Disse er svindel. Skatteetaten sender aldri lenker til innlogging i SMS.</p>
<p><a class="btn" href="https://skatt.skatteetaten.no/web/minside/">Se skatteoppgjøret ditt</a></p></main>
${siteFooter(['Skatteetaten · Telefon 800 80 000'], ['Personvern', 'Tilgjengelighetserklæring'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-idporten-selector',
  label: 'clean',
  kind: 'eid-chooser',
  url: 'https://login.idporten.no/authorize/selector?client_id=skatteetaten-minside&acr=idporten-loa-substantial&yx=1',
  body: doc({
    lang: 'no',
    title: 'ID-porten – Velg elektronisk ID',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#1e2b3c}.hd{background:#1e2b3c;color:#fff;padding:14px 28px}.w{max-width:520px;margin:30px auto;padding:0 16px}.opt{display:flex;justify-content:space-between;align-items:center;border:1px solid #c6ced8;border-radius:4px;padding:16px;margin:10px 0;text-decoration:none;color:#1e2b3c}.opt:hover{border-color:#0062ba}.sub{font-size:13px;color:#5c6a7a}`,
    body: `<div class="hd"><b>ID-porten</b> · Innlogging til <b>Skatteetaten – Min side</b></div><div class="w"><h1>Velg elektronisk ID</h1>
<a class="opt" href="/authorize/bankid?ctx=8f3c">${logo.bankidNo(28)}<span class="sub">Med app eller kodebrikke</span></a>
<a class="opt" href="/authorize/minid?ctx=8f3c"><b>MinID</b><span class="sub">Passord og kode på SMS</span></a>
<a class="opt" href="/authorize/buypass?ctx=8f3c"><b>Buypass ID</b><span class="sub">I mobil eller på smartkort</span></a>
<a class="opt" href="/authorize/commfides?ctx=8f3c"><b>Commfides e-ID</b><span class="sub">På USB-pinne</span></a>
<a class="opt" href="/authorize/eidas?ctx=8f3c"><b>EU-innlogging</b><span class="sub">eIDAS</span></a>
<p class="sub">ID-porten er en felles innloggingsløsning for offentlige tjenester, levert av Digitaliseringsdirektoratet. <a href="https://www.digdir.no/felleslosninger/id-porten/">Om ID-porten</a></p></div>`,
  }),
} satisfies Entry,
(() => {
  const h = 'www.postnord.se';
  return {
    id: 'yx-clean-postnord-betala-tull',
    label: 'clean',
    kind: 'carrier-customs-payment',
    url: `https://${h}/vara-verktyg/betala-tull-och-moms?itemId=UU884122046SE`,
    body: doc({
      lang: 'sv',
      title: 'Betala tull och moms | PostNord',
      css: siteCss('#00a0d6', '#f0f5f9') + `.w{display:grid;grid-template-columns:1fr 300px;gap:24px}.c{background:#fff;padding:24px;border-radius:6px}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #9ab;border-radius:4px}.half{display:inline-block;width:48%;margin-right:2%}.row{display:flex;justify-content:space-between;padding:5px 0;border-bottom:1px solid #eee;font-size:14px}`,
      body: `${siteHeader(logo.word('PostNord', '#00a0d6', 28), [['Privat', '/'], ['Företag', '/foretag'], ['Spåra', '/sok-forsandelse'], ['Kundservice', '/kundservice']])}
<main><h1>Betala tull och moms</h1><div class="w"><div class="c"><p>Din försändelse från ett land utanför EU har förtullats av Tullverket. Betala avgiften så lämnas paketet ut till ditt utlämningsställe.</p>
<form method="post" action="/vara-verktyg/betala-tull-och-moms/betala"><input type="hidden" name="itemId" value="UU884122046SE">${cardFields('sv', ['cardNumber', 'expiryDate', 'securityCode', 'cardholderName'])}<button class="btn" style="margin-top:14px">Betala 204 kr</button></form>
<p style="font-size:13px;color:#555">Kortbetalningen hanteras av Nets. Du kan också betala i appen PostNord eller med Swish. PostNord skickar aldrig sms med betallänkar till okända webbadresser – kontrollera alltid att du är på postnord.se.</p></div>
<div class="c"><b>Försändelse UU 884 122 046 SE</b><div class="row"><span>Varuvärde</span><span>312 kr</span></div><div class="row"><span>Moms (25 %)</span><span>79 kr</span></div><div class="row"><span>Tull</span><span>0 kr</span></div><div class="row"><span>Hanteringsavgift</span><span>125 kr</span></div><div class="row"><b>Att betala</b><b>204 kr</b></div></div></div></main>
${siteFooter(['PostNord Sverige AB · Org.nr 556711-5695'], ['Villkor', 'Cookies', 'Personuppgifter'])}`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-clean-posti-tullimaksut-info',
  label: 'clean',
  kind: 'carrier-info-page',
  url: 'https://www.posti.fi/fi/asiakastuki/paketit-ja-seuranta/tullaus-ja-tullimaksut?yx=varoitus',
  body: doc({
    lang: 'fi',
    title: 'Tullaus ja tullimaksut | Posti',
    css: siteCss('#f96b00') + `.note{background:#fff2e6;border-left:5px solid #f96b00;padding:14px 18px}`,
    body: `${siteHeader(logo.word('Posti', '#f96b00', 28), [['Lähetä', '/fi/henkiloille/laheta'], ['Vastaanota', '/fi/henkiloille/vastaanota'], ['Seuranta', '/fi/seuranta'], ['OmaPosti', 'https://oma.posti.fi/']])}
<main><h1>Tullaus ja tullimaksut</h1><p>Kun tilaat tuotteita EU:n ulkopuolelta, lähetykseen voi kohdistua arvonlisäveroa, tullia ja Postin tullauspalvelumaksu. Saat lähetyksestä ilmoituksen OmaPosti-sovellukseen, ja maksat maksut OmaPostissa ennen lähetyksen luovutusta.</p>
<h2>Mitä maksan?</h2><ul><li>Arvonlisävero 25,5 % tuotteen arvosta ja postikuluista</li><li>Tulli, jos tuotteen arvo ylittää 150 €</li><li>Postin tullauspalvelumaksu</li></ul>
<div class="note"><b>Varo huijausviestejä.</b> Liikkeellä on tekstiviestejä, joissa pyydetään maksamaan pieni tullimaksu, esim. <i>«Lähetyksesi odottaa tullimaksua 2,99 €. Maksa tästä: posti-tulli.fi-maksu.com»</i>. Posti ei pyydä maksamaan tullimaksuja tekstiviestin linkin kautta. Maksa vain OmaPostissa.</div></main>
${siteFooter(['Posti Oy · Y-tunnus 0109357-9'], ['Tietosuoja', 'Evästeet', 'Saavutettavuusseloste'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-vero-sahkovahennys-info',
  label: 'clean',
  kind: 'authority-info-page',
  url: 'https://www.vero.fi/henkiloasiakkaat/verokortti-ja-veroilmoitus/tulot-ja-vahennykset/sahkovahennys/?yx=2025',
  body: doc({
    lang: 'fi',
    title: 'Sähkövähennys | Vero.fi',
    css: siteCss('#0c4da2') + `.ex{background:#eef3fb;padding:16px;margin:14px 0}`,
    body: `${siteHeader('<b style="font-size:22px;color:#0c4da2">Vero</b><span style="margin-left:6px">Skatt</span>', [['Henkilöasiakkaat', '/henkiloasiakkaat/'], ['Yritys- ja yhteisöasiakkaat', '/yritykset-ja-yhteisot/'], ['OmaVero', 'https://www.vero.fi/omavero']])}
<main><h1>Sähkövähennys</h1><p>Sähkövähennystä voi saada vakituisen asunnon sähkökuluista, jos ne ylittävät tietyn rajan. Vähennys haetaan veroilmoituksella OmaVerossa, eikä siitä peritä käsittelymaksua.</p>
<div class="ex"><b>Esimerkki:</b> Sähkökulut olivat 3 000 € vuodessa. Omavastuu on 2 000 €, joten vähennyskelpoinen osuus on 1 000 €, ja sähkövähennys on 60 % tästä eli 600 €.</div>
<h2>Varo huijauksia</h2><p>Verohallinto ei lähetä tekstiviestejä tai sähköposteja, joissa pyydetään hakemaan sähkötukea linkin kautta tai maksamaan käsittelymaksua. Kirjaudu aina itse osoitteessa vero.fi/omavero.</p></main>
${siteFooter(['Verohallinto · Skatteförvaltningen'], ['Tietosuoja', 'Saavutettavuus'])}`,
  }),
} satisfies Entry,
];
