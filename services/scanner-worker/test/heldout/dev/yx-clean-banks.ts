import { type Entry } from '../entry.js';
import { doc, logo, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yx-clean-dnb-logg-inn',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.dnb.no/logg-inn?returnUrl=%2Fprivat%2Fyx',
  body: doc({
    lang: 'no',
    title: 'Logg inn - DNB',
    css: siteCss('#007272', '#f2f4f4') + `.box{max-width:460px;background:#fff;padding:28px;margin:20px auto}.box input{width:100%;box-sizing:border-box;padding:12px;font-size:17px;border:0;border-bottom:2px solid #14555a;background:#f7f9f9;margin:8px 0 16px}.m{display:flex;gap:10px}.m label{flex:1;border:1px solid #c9dcdc;padding:10px;border-radius:4px;font-size:14px}`,
    body: `${siteHeader(logo.word('DNB', '#14555a', 30), [['Privat', 'https://www.dnb.no/privat'], ['Bedrift', 'https://www.dnb.no/bedrift'], ['Om oss', 'https://www.dnb.no/om-oss']])}
<main><div class="box"><h1>Logg inn i nettbanken</h1><form method="post" action="/logg-inn/bankid"><label for="fnr">Fødselsnummer (11 siffer)</label><input id="fnr" name="ssn" inputmode="numeric" maxlength="11" autocomplete="username">
<div class="m"><label><input type="radio" name="method" value="bankid-app" checked> BankID-app</label><label><input type="radio" name="method" value="bankid-kode"> BankID med kodebrikke</label></div><br><button class="btn">Logg inn</button></form>
<p style="font-size:14px">DNB vil aldri be deg oppgi passord, engangskoder eller bekrefte noe i BankID over telefon, SMS eller e-post. <a href="https://www.dnb.no/sikkerhet/svindel">Les om svindel</a>.</p></div></main>
${siteFooter(['DNB Bank ASA · Org.nr. 984 851 006'], ['Personvern', 'Informasjonskapsler', 'Tilgjengelighet'])}`,
  }),
} satisfies Entry,
{
  id: 'yx-clean-op-fi-kirjaudu',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://www.op.fi/kirjaudu?kohde=yx-verkkopalvelu',
  body: doc({
    lang: 'fi',
    title: 'Kirjaudu | OP',
    css: siteCss('#ff6a10') + `.lg{max-width:420px;margin:20px auto}.lg input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #999;border-radius:4px;margin:6px 0 14px;font-size:16px}.lg .btn{width:100%}.ch{display:flex;gap:8px;margin-bottom:18px}.ch a{flex:1;text-align:center;padding:10px;border:1px solid #ddd;border-radius:4px;text-decoration:none;color:#222}.ch a.on{border-color:#ff6a10;background:#fff4ec}`,
    body: `${siteHeader(logo.bank('OP', '#ff6a10', 30), [['Henkilöasiakkaat', '/henkiloasiakkaat'], ['Yritykset', '/yritykset'], ['Asiakastuki', '/asiakastuki']])}
<main><div class="lg"><h1>Kirjaudu OP:n verkkopalveluun</h1><div class="ch"><a class="on" href="#">OP-mobiili</a><a href="#">Avainlukulista</a></div>
<form method="post" action="/kirjaudu/tunnistus"><label for="kt">Käyttäjätunnus</label><input id="kt" name="username" inputmode="numeric" autocomplete="username"><label for="ss">Salasana</label><input id="ss" name="password" type="password" autocomplete="current-password"><button class="btn">Kirjaudu</button></form>
<p style="font-size:14px">Vahvistat kirjautumisen OP-mobiilissa. <b>OP ei koskaan pyydä tunnuksiasi puhelimessa, tekstiviestillä tai sähköpostilla.</b> <a href="/asiakastuki/turvallisuus/huijaukset">Lue huijauksista</a></p></div></main>
${siteFooter(['OP Osuuskunta · Y-tunnus 0242522-1'], ['Tietosuoja', 'Evästeet', 'Saavutettavuus'])}`,
  }),
} satisfies Entry,
(() => {
  const h = 'www.sj.se';
  return {
    id: 'yx-clean-sj-swish-ticket-payment',
    label: 'clean',
    kind: 'merchant-checkout',
    url: `https://${h}/kassa/betalning/swish?bokning=SJ-4KQ91X`,
    body: doc({
      lang: 'sv',
      title: 'Betala med Swish – SJ',
      css: `body{margin:0;font-family:"SJ Sans",Arial;background:#f3f1ed;color:#1a1a1a}.h{background:#fff;padding:14px 28px;border-bottom:1px solid #ddd;font-weight:bold;font-size:22px}.w{max-width:720px;margin:26px auto;display:grid;grid-template-columns:1fr 260px;gap:20px}.c{background:#fff;padding:24px;border-radius:6px}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #999;border-radius:4px;margin:6px 0 12px}button{background:#00a54f;color:#fff;border:0;padding:12px 24px;border-radius:4px;font-size:16px}.row{display:flex;justify-content:space-between;font-size:14px;padding:4px 0}`,
      body: `<div class="h">SJ</div><div class="w"><div class="c">${logo.swish(32)}<h2>Betala med Swish</h2><p>Ange mobilnumret som är kopplat till Swish, så skickar vi betalningen till din Swish-app. Du kan också öppna Swish direkt om du använder mobilen.</p>
<form method="post" action="/kassa/betalning/swish/start"><input name="payerAlias" type="tel" placeholder="07X XXX XX XX"><button>Betala 612 kr</button></form><p><a href="swish://paymentrequest?token=c28a4061470f4af48973bd2a4642b4fa&amp;callbackurl=https%3A%2F%2Fwww.sj.se%2Fkassa%2Fklar">Öppna Swish på den här enheten</a></p></div>
<div class="c"><b>Din resa</b><div class="row"><span>Stockholm C → Göteborg C</span></div><div class="row"><span>Fre 24 okt 07:21</span><span>SJ Snabbtåg</span></div><div class="row"><span>1 vuxen, 2 kl.</span><span>612 kr</span></div><div class="row"><b>Totalt</b><b>612 kr</b></div><p style="font-size:12px">Bokningsnummer SJ-4KQ91X</p></div></div>
<script>(function s(){fetch('/kassa/betalning/swish/status?bokning=SJ-4KQ91X').then(function(r){return r.json()}).then(function(j){if(j.status==='PAID')location.href='/kassa/klar';else setTimeout(s,2500)}).catch(function(){})})();</script>`,
    }),
    routes: { [`${h}/kassa/betalning/swish/status`]: jsonRoute({ status: 'CREATED' }) },
  } satisfies Entry;
})(),
{
  id: 'yx-clean-swedbank-bedrageri-info',
  label: 'clean',
  kind: 'bank-security-advice',
  url: 'https://www.swedbank.se/privat/sakerhet/bedrageri-och-skydd.html?yx=1',
  body: doc({
    lang: 'sv',
    title: 'Så skyddar du dig mot bedrägerier | Swedbank',
    css: siteCss('#ee7023', '#fdf6ee') + `blockquote{background:#fff;border-left:5px solid #ee7023;margin:14px 0;padding:12px 18px;font-style:italic}.card{background:#fff;padding:20px;border-radius:6px;margin:14px 0}`,
    body: `${siteHeader(logo.word('Swedbank', '#ee7023', 28), [['Privat', '/privat.html'], ['Företag', '/foretag.html'], ['Säkerhet', '/privat/sakerhet.html'], ['Logga in', 'https://online.swedbank.se/app/ib/logga-in']])}
<main><h1>Så känner du igen de vanligaste bedrägerierna</h1><p>Bedragare utger sig för att vara banken, polisen eller myndigheter. Här är exempel på vad de säger – och vad du ska göra.</p>
<div class="card"><h2>Samtal från ”bankens säkerhetsavdelning”</h2><blockquote>”Hej, jag ringer från Swedbanks säkerhetsavdelning. Vi ser att någon försöker föra över pengar från ditt konto. För att stoppa det behöver du legitimera dig med BankID nu.”</blockquote><p>Vi ringer aldrig och ber dig logga in, signera eller flytta pengar. <b>Lägg på.</b></p></div>
<div class="card"><h2>”Säkert konto”</h2><blockquote>”Dina pengar är inte säkra. Flytta hela saldot till skyddskontot 8327-9, 994 412 881-2 så återförs de inom 24 timmar.”</blockquote><p>Det finns inga ”säkra konton” eller ”skyddskonton”. Pengar som förs över till bedragare är oftast borta.</p></div>
<div class="card"><h2>Sms om BankID som går ut</h2><blockquote>”Ditt BankID går ut idag. Förnya på bankid-fornyelse.se för att undvika spärr.”</blockquote><p>Ditt BankID förnyar du bara i Swedbanks app eller internetbank.</p></div>
<p>Har du blivit lurad? Spärra kort och BankID direkt på <b>08-411 10 11</b> (dygnet runt) och polisanmäl på 114 14.</p></main>
${siteFooter(['Swedbank AB (publ) · 105 34 Stockholm'], ['Om cookies', 'Personuppgifter', 'Tillgänglighet'])}`,
  }),
} satisfies Entry,
];
