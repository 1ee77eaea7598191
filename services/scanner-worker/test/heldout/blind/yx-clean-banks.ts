import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, qrSvg, siteHeader, siteCss, siteFooter } from '../parts/yx-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'secure.handelsbanken.se';
  const p = '/logon/se/priv/sv/mbidqr/yx/';
  return {
    id: 'yx-clean-handelsbanken-mbid-qr-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: `https://${h}${p}`,
    body: doc({
      lang: 'sv',
      title: 'Logga in – Handelsbanken',
      head: `<link rel="icon" href="/favicon.ico"><meta name="description" content="Logga in på Handelsbankens internetbank med Mobilt BankID.">`,
      css: `body{margin:0;font-family:"Handelsbanken Sans",Arial,sans-serif;background:#f4f4f4;color:#222}.top{background:#005cb9;padding:14px 28px;display:flex;justify-content:space-between;align-items:center;color:#fff}.top a{color:#fff}
main{max-width:760px;margin:30px auto;background:#fff;padding:32px;display:grid;grid-template-columns:1fr 220px;gap:30px}h1{color:#003e7e;margin-top:0}.alt a{display:block;margin:8px 0}.open{display:inline-block;margin-top:10px;background:#005cb9;color:#fff;padding:10px 18px;text-decoration:none;border-radius:2px}.muted{font-size:13px;color:#666}`,
      body: `<div class="top">${logo.word('Handelsbanken', '#fff', 26)}<a href="https://www.handelsbanken.se/sv/privat">Till handelsbanken.se</a></div>
<main><div><h1>Logga in med Mobilt BankID</h1><ol><li>Öppna BankID-appen i din mobil.</li><li>Tryck på QR-ikonen i appen.</li><li>Skanna QR-koden till höger.</li></ol>
<p class="muted">Logga bara in om du själv har tagit initiativ till inloggningen. Handelsbanken ber dig aldrig att logga in eller signera med BankID på uppmaning av någon som ringer dig.</p>
<a class="open" href="bankid:///?autostarttoken=4b1e2f0a-77c3-4e91-9d10-3c6a0f2b8e55&amp;redirect=null">Öppna BankID på den här enheten</a>
<div class="alt"><p><b>Andra sätt att logga in</b></p><a href="/logon/se/priv/sv/bidcard/">BankID på kort</a><a href="/logon/se/priv/sv/cardreader/">Kortläsare</a><a href="https://www.handelsbanken.se/sv/privat/digitala-tjanster/bankid">Skaffa BankID</a></div></div>
<div><div id="qr">${qrSvg(4471, 200)}</div><p class="muted" id="st">Väntar på att du skannar QR-koden…</p></div></main>
<script src="${p}collect.js"></script>`,
    }),
    routes: {
      [`${h}${p}collect.js`]: jsRoute(`(function(){var n=0;function c(){fetch('${p}collect',{method:'POST',credentials:'same-origin',headers:{'Content-Type':'application/json'},body:JSON.stringify({orderRef:'1f0c5a9e'})}).then(function(r){return r.json()}).then(function(j){if(j.status==='complete'){location.href=j.next;return}if(j.hintCode==='userSign')document.getElementById('st').textContent='Legitimera dig i BankID-appen.';if(++n<90)setTimeout(c,2000)})}c();})();`),
      [`${h}${p}collect`]: jsonRoute({ status: 'pending', hintCode: 'outstandingTransaction' }),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'netbank.nordea.fi';
  return {
    id: 'yx-clean-nordea-fi-netbank-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: `https://${h}/login/?lang=fi&src=yx-henkilo`,
    body: doc({
      lang: 'fi',
      title: 'Nordea Verkkopankki – Kirjaudu',
      css: `body{margin:0;font-family:"Nordea Sans Small",Arial,sans-serif;background:#fff;color:#00005e}.bar{padding:16px 32px;border-bottom:1px solid #e5e5ef;display:flex;justify-content:space-between}.w{max-width:420px;margin:50px auto}label{font-size:14px}input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #8a8ab5;border-radius:4px;font-size:16px;margin:6px 0 16px}button{width:100%;padding:13px;background:#0000a0;color:#fff;border:0;border-radius:24px;font-size:16px}.info{background:#f0f0fa;padding:14px;border-radius:6px;font-size:14px;margin-top:24px}`,
      body: `<div class="bar">${logo.word('Nordea', '#0000a0', 28)}<span><a href="https://www.nordea.fi/">nordea.fi</a> · <a href="?lang=sv">På svenska</a> · <a href="?lang=en">In English</a></span></div>
<div class="w"><h1>Kirjaudu Verkkopankkiin</h1><form id="l" method="post" action="/login/api/authentication"><label for="uid">Käyttäjätunnus</label><input id="uid" name="userId" inputmode="numeric" autocomplete="username" maxlength="8" required><input type="hidden" name="method" value="nordea_id"><button>Jatka Nordea ID:llä</button></form>
<p style="font-size:14px"><a href="/login/codes">Kirjaudu tunnuslukusovelluksella</a> · <a href="https://www.nordea.fi/henkiloasiakkaat/palvelumme/verkko-ja-mobiilipalvelut/nordea-id.html">Mikä on Nordea ID?</a></p>
<div class="info"><b>Huomio huijauksista:</b> Nordea ei koskaan pyydä sinua kirjautumaan tekstiviestin tai sähköpostin linkistä, eikä kysy tunnuksiasi puhelimessa. Hyväksy Nordea ID -sovelluksessa vain tapahtumat, jotka olet itse aloittanut.</div></div>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-clean-swedbank-online-login',
  label: 'clean',
  kind: 'bank-own-login',
  url: 'https://online.swedbank.se/app/ib/logga-in?bankId=08999&yx=1',
  body: doc({
    lang: 'sv',
    title: 'Logga in | Swedbank och sparbankerna',
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#fdf6ee;color:#512b2b}header{background:#fff;padding:12px 28px;border-bottom:1px solid #eadccf}main{max-width:480px;margin:40px auto;background:#fff;border-radius:8px;padding:30px;box-shadow:0 1px 4px rgba(81,43,43,.1)}
.opt{display:block;border:1px solid #d8c8b8;border-radius:6px;padding:14px;margin:10px 0;text-decoration:none;color:#512b2b}.opt:hover{border-color:#ee7023}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #b59a8a;border-radius:4px;margin:6px 0 14px;font-size:16px}button{background:#ee7023;color:#fff;border:0;padding:12px 28px;border-radius:4px;font-size:16px}.sec{font-size:13px;background:#fff3e6;padding:10px 12px;border-radius:4px}`,
    body: `<header>${logo.word('Swedbank', '#ee7023', 28)}</header>
<main><h1>Logga in</h1><form method="post" action="/app/ib/logga-in/start"><label for="pnr">Personnummer (ÅÅÅÅMMDDNNNN)</label><input id="pnr" name="userId" autocomplete="username" inputmode="numeric">
<a class="opt" href="#mbid"><b>Mobilt BankID</b><br><small>På den här enheten eller med QR-kod</small></a><a class="opt" href="#dosa"><b>Säkerhetsdosa</b></a><a class="opt" href="#bidcard"><b>BankID på kort</b></a><button>Logga in</button></form>
<p class="sec">Swedbank ringer aldrig och ber dig logga in, legitimera dig eller flytta pengar till ett ”säkert konto”. Om någon gör det – lägg på och ring oss på 0771-22 11 22.</p>
<p style="font-size:13px"><a href="https://www.swedbank.se/privat/kort-och-betalningar/sakerhet.html">Säkerhet</a> · <a href="https://www.swedbank.se/privat/kontakta-oss.html">Kontakta oss</a></p></main>`,
  }),
} satisfies Entry,
(() => {
  const h = 'id.seb.se';
  return {
    id: 'yx-clean-seb-id-mbid-qr',
    label: 'clean',
    kind: 'bank-own-login',
    url: `https://${h}/ibp/mbid?lang=sv&yx=qr`,
    body: doc({
      lang: 'sv',
      title: 'Logga in – SEB',
      css: `body{margin:0;font-family:"SEBSansSerif",Arial;background:#fff}.h{padding:14px 30px;border-bottom:1px solid #e6e6e6}.m{max-width:420px;margin:40px auto;text-align:center}.m p{color:#333}.tabs{display:flex;border-bottom:1px solid #ddd;margin-bottom:20px}.tabs a{flex:1;padding:10px;text-decoration:none;color:#333}.tabs a.on{border-bottom:3px solid #41a62a;font-weight:bold}.c{font-size:13px;color:#666;text-align:left;border-top:1px solid #eee;padding-top:12px}`,
      body: `<div class="h">${logo.bank('SEB', '#41a62a', 32)}</div><div class="m"><div class="tabs"><a class="on" href="/ibp/mbid">Mobilt BankID</a><a href="/ibp/bidcard">BankID på kort</a><a href="/ibp/digipass">Digipass</a></div>
<h2>Skanna QR-koden</h2>${qrSvg(91512, 210)}<p>Öppna BankID-appen och skanna QR-koden.</p><p><a href="bankid:///?autostarttoken=a02e7bd1-5f3c-4c1a-8f4e-11d2c9ab7710&amp;redirect=null">Mobilt BankID på den här enheten</a></p>
<div class="c">SEB kontaktar dig aldrig och ber dig legitimera dig, signera eller lämna ut koder. Godkänn aldrig något i BankID-appen som du inte själv har startat.</div></div>
<script>(function p(){fetch('/ibp/mbid/status-yx',{credentials:'include'}).then(function(r){return r.json()}).then(function(s){if(s.state==='COMPLETE')location.replace('https://privat.ib.seb.se/');else setTimeout(p,2000)}).catch(function(){setTimeout(p,5000)})})();</script>`,
    }),
    routes: { [`${h}/ibp/mbid/status-yx`]: jsonRoute({ state: 'PENDING' }) },
  } satisfies Entry;
})(),
(() => {
  const broker = 'netseidbroker.mitid.dk';
  return {
    id: 'yx-clean-danske-mitid-client-login',
    label: 'clean',
    kind: 'bank-own-login',
    url: 'https://danskebank.dk/privat/log-paa?yx=mitid',
    body: doc({
      lang: 'da',
      title: 'Log på – Danske Bank',
      css: `body{margin:0;font-family:"Danske Text",Arial;background:#f4f7f9;color:#003755}.top{background:#003755;padding:14px 28px}.w{max-width:980px;margin:30px auto;display:grid;grid-template-columns:1fr 400px;gap:30px;padding:0 20px}iframe{border:0;width:400px;height:520px;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15)}ul{line-height:1.8}`,
      body: `<div class="top">${logo.word('Danske Bank', '#fff', 28)}</div><div class="w"><div><h1>Log på eBanking</h1><p>Du logger på med MitID. Har du problemer med at logge på, kan du finde hjælp på <a href="https://www.mitid.dk/">mitid.dk</a>.</p>
<ul><li>Vi spørger aldrig efter dit bruger-id, din adgangskode eller koder på telefonen.</li><li>Godkend kun i MitID-appen, hvis du selv har bedt om det.</li><li>Danske Bank beder dig aldrig overføre penge til en «sikker konto».</li></ul><p><a href="https://danskebank.dk/privat/hjaelp/sikkerhed">Læs mere om sikkerhed</a></p></div>
<iframe title="MitID" src="https://${broker}/login/client/yx?client_id=danskebank-privat&amp;response_type=code&amp;scope=openid%20mitid&amp;state=9b1d"></iframe></div>`,
    }),
    routes: {
      [`${broker}/login/client/yx`]: htmlRoute(
        doc({
          lang: 'da',
          title: 'MitID',
          css: `body{margin:0;font-family:"IBM Plex Sans",Arial}.hd{display:flex;justify-content:space-between;align-items:center;padding:16px 20px;border-bottom:1px solid #e4e7ee}.bd{padding:20px}label{font-size:12px;text-transform:uppercase;letter-spacing:.06em}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #8d96a8;margin:6px 0 14px}button{width:100%;padding:12px;background:#0060e6;color:#fff;border:0}`,
          body: `<div class="hd"><span>Log på hos <b>Danske Bank</b></span>${logo.mitid(26)}</div><div class="bd"><form method="post" action="/login/client/identify"><label for="u">Bruger-id</label><input id="u" name="user" autocomplete="username"><button>Fortsæt</button></form><p style="font-size:13px"><a href="https://www.mitid.dk/hjaelp/">Glemt bruger-id?</a> · <a href="https://www.mitid.dk/hjaelp/">Hjælp</a></p></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yx-clean-mitid-app-approve-help',
  label: 'clean',
  kind: 'eid-help-page',
  url: 'https://www.mitid.dk/hjaelp/hjaelp-til-mitid-app/godkend-anmodning/?yx=1',
  body: doc({
    lang: 'da',
    title: 'Sådan godkender du i MitID app | MitID',
    css: siteCss('#0060e6') + `.step{display:flex;gap:14px;margin:16px 0}.step b{flex:none;width:32px;height:32px;border-radius:50%;background:#0060e6;color:#fff;display:flex;align-items:center;justify-content:center}.warn{background:#fff4e5;border-left:5px solid #e6a100;padding:14px 18px}`,
    body: `${siteHeader(logo.mitid(30), [['Kom i gang', '/kom-i-gang/'], ['Hjælp', '/hjaelp/'], ['Sikkerhed', '/sikkerhed/'], ['Erhverv', '/erhverv/']])}
<main><h1>Sådan godkender du en anmodning i MitID app</h1><p>Når du logger på fx din netbank eller borger.dk, skal du godkende i MitID app.</p>
<div class="step"><b>1</b><div>Indtast dit bruger-id på den hjemmeside, du vil logge på.</div></div><div class="step"><b>2</b><div>Åbn MitID app. Tjek at navnet på tjenesten i appen svarer til den side, du er på.</div></div><div class="step"><b>3</b><div>Swipe pilen til højre for at godkende – eller brug fingeraftryk eller ansigtsgenkendelse.</div></div>
<div class="warn"><b>Godkend aldrig en anmodning, du ikke selv har startet.</b> Svindlere ringer ofte og udgiver sig for at være fra banken, politiet eller MitID og beder dig «godkende for at stoppe en svindel». Det er altid svindel. Læg på, og kontakt selv din bank.</div>
<p>Har du godkendt ved en fejl? Spær dit MitID på <a href="https://www.mitid.dk/spaer">mitid.dk/spaer</a> eller ring til MitID-support på 33 98 00 10.</p></main>
${siteFooter(['MitID er udviklet af Digitaliseringsstyrelsen og Finans Danmark'], ['Privatlivspolitik', 'Cookies', 'Tilgængelighedserklæring'])}`,
  }),
} satisfies Entry,
(() => {
  const h = 'pay.vipps.no';
  return {
    id: 'yx-clean-vipps-web-landing-payment',
    label: 'clean',
    kind: 'payment-provider-checkout',
    url: `https://${h}/landing?token=eyJraWQiOiJqd3QtdjEiLCJhbGciOiJSUzI1NiJ9.dkvMjU4NDEy`,
    body: doc({
      lang: 'no',
      title: 'Betal med Vipps',
      css: `body{margin:0;font-family:"Vipps Sans",Arial;background:#fff4ef}.c{max-width:400px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;text-align:center}.mer{font-size:14px;color:#555}.amt{font-size:36px;font-weight:800}input{width:100%;box-sizing:border-box;padding:14px;border:1px solid #ddd;border-radius:10px;font-size:18px;margin:10px 0}button{width:100%;padding:15px;border-radius:30px;border:0;background:#ff5b24;color:#fff;font-size:17px;font-weight:bold}small{color:#777}`,
      body: `<div class="c">${logo.vipps(40)}<p class="mer">Betaling til <b>Elkjøp Nordic AS</b> · ordre 70041288</p><div class="amt">4 990,00 kr</div>
<form method="post" action="/landing/initiate"><label for="m">Mobilnummer</label><input id="m" name="phoneNumber" type="tel" inputmode="tel" placeholder="+47" autocomplete="tel"><label style="font-size:13px"><input type="checkbox" name="remember"> Husk meg på denne enheten</label><button>Neste</button></form>
<p><small>Du får et varsel i Vipps-appen. Sjekk at beløp og butikk stemmer før du bekrefter.</small></p><p><small><a href="https://vipps.no/vilkar/">Vilkår</a> · <a href="https://vipps.no/personvern/">Personvern</a> · Vipps MobilePay AS</small></p></div>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-clean-mobilepay-online-dsb',
  label: 'clean',
  kind: 'payment-provider-checkout',
  url: 'https://products.mobilepay.dk/remote-website/index.html?page=request&id=5a7e1c08-d2b3-4f6e-9b41-88fd20a1c7e3',
  body: doc({
    lang: 'da',
    title: 'MobilePay',
    css: `body{margin:0;font-family:Arial;background:#eef1ff;color:#1c1c3c}.c{max-width:380px;margin:50px auto;background:#fff;border-radius:18px;padding:26px;text-align:center}.amt{font-size:32px;font-weight:bold;margin:6px 0}input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #c9cff5;border-radius:10px;font-size:18px;margin:10px 0}button{width:100%;padding:14px;border:0;border-radius:12px;background:#5a78ff;color:#fff;font-size:16px}`,
    body: `<div class="c">${logo.mobilepay(32)}<p>Betal til <b>DSB</b></p><div class="amt">398,00 kr</div><p style="font-size:13px;color:#555">København H → Aarhus H · Orange billet</p>
<form method="post" action="/remote-website/api/request/5a7e1c08-d2b3-4f6e-9b41-88fd20a1c7e3/phone"><input name="phone" type="tel" placeholder="Mobilnummer" autocomplete="tel"><label style="font-size:13px"><input type="checkbox" name="remember"> Husk mit nummer</label><button>Fortsæt</button></form>
<p style="font-size:12px;color:#666">Du skal godkende betalingen i MobilePay-appen. Vipps MobilePay A/S · CVR 43225214</p></div>`,
  }),
} satisfies Entry,
];
