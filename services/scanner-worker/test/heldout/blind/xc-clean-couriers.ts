import { type Entry } from '../entry.js';
import { cardFields, cookieNotice, courierLogo, doc } from '../parts/xc-kit.js';

// ELTA's own track-and-trace page for an international parcel held at customs, telling the customer how customs really works.
const eltaTrack = doc({
  lang: 'el',
  title: 'Εντοπισμός αποστολής | ΕΛΤΑ',
  css: `.h{background:#003b7a;padding:12px 22px;display:flex;justify-content:space-between;align-items:center;color:#fff;font-size:13px}.w{max-width:760px;margin:22px auto;padding:0 16px}
.s{display:flex;gap:8px}.s input{flex:1;padding:11px;border:1px solid #bcc6d2}.s button{background:#ffd200;border:0;padding:0 20px;font-weight:700;color:#003b7a}
.r{background:#fff;border-radius:6px;padding:18px;margin-top:16px}.r table{width:100%;border-collapse:collapse;font-size:14px}.r td{border-bottom:1px solid #eee;padding:7px}.i{background:#e8f0fb;padding:12px;font-size:14px;margin-top:14px}`,
  body: `<div class="h">${courierLogo('elta', 30)}<span>Ελληνικά Ταχυδρομεία · elta.gr</span></div>
<div class="w"><h1>Εντοπισμός αποστολής</h1><form class="s" method="get" action="/el/entopismos"><input name="code" value="RE118204377GR"><button>Αναζήτηση</button></form>
<div class="r"><b>RE118204377GR</b><table><tr><td>13/11/2025 10:22</td><td>Τελωνείο Αθηνών</td><td>Σε αναμονή εκτελωνισμού – απαιτείται ενέργεια παραλήπτη</td></tr>
<tr><td>11/11/2025 06:40</td><td>Κέντρο Διαλογής Κρυονερίου</td><td>Άφιξη</td></tr><tr><td>05/11/2025 18:00</td><td>CN</td><td>Αποστολή από χώρα προέλευσης</td></tr></table></div>
<div class="i">Για αποστολές εκτός ΕΕ θα λάβετε <b>ειδοποίηση στο φυσικό σας κουτί ή στην εφαρμογή ΕΛΤΑ</b>. Οι δασμοί και ο ΦΠΑ πληρώνονται στο κατάστημα κατά την παραλαβή ή μέσω της θυρίδας σας στο elta.gr μετά από σύνδεση. Τα ΕΛΤΑ δεν στέλνουν SMS με συνδέσμους πληρωμής.</div></div>
${cookieNotice('el', 'https://www.elta.gr/el/cookies')}`,
});

// Pošta Srbije's own page on customs clearance, explaining fees, the e-payment and fraud SMS.
const postaRsInfo = doc({
  lang: 'sr',
  title: 'Царињење пошиљака – Пошта Србије',
  css: `.h{background:#0b3d91;padding:12px 20px}.w{max-width:820px;margin:20px auto;padding:0 16px;line-height:1.65}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ccd;padding:7px;text-align:left}
.upo{background:#fdecea;border-left:4px solid #b3261e;padding:12px 16px}`,
  body: `<div class="h">${courierLogo('postars', 30)}</div>
<div class="w"><h1>Царињење пошиљака из иностранства</h1><p>Пошиљке из земаља ван Србије подлежу царинском прегледу у Царинској пошти Београд 6. Када је потребно царињење, примаоцу се шаље писмено обавештење на кућну адресу или обавештење у апликацији „Пошта Србије“.</p>
<table><tr><th>Ставка</th><th>Износ</th></tr><tr><td>Накнада за представљање пошиљке царини</td><td>према ценовнику, од 360 RSD</td></tr><tr><td>Царина и ПДВ</td><td>по решењу Управе царина</td></tr></table>
<p>Плаћање је могуће на шалтеру приликом преузимања или електронски, искључиво кроз апликацију или на <b>posta.rs</b> након пријаве.</p>
<div class="upo"><b>Упозорење:</b> Пошта Србије не шаље SMS ни имејл поруке са линковима за плаћање „царинске таксе“ од 189 динара. Такве поруке су покушај крађе података са платних картица – не уносите податке и обавестите своју банку.</div></div>`,
});

// Bulgarian road agency's own e-vignette shop (card payment on bgtoll.bg).
const bgtoll = doc({
  lang: 'bg',
  title: 'Електронна винетка – Купи | BG TOLL',
  css: `.h{background:#007a4d;color:#fff;padding:14px 22px;display:flex;justify-content:space-between}.c{max-width:640px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}
.o{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.o label{border:1px solid #cde;border-radius:6px;padding:10px;font-size:13px;text-align:center}.fld{margin:9px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}
.fld input,.fld select{width:100%;padding:10px;border:1px solid #bcc}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#007a4d;color:#fff;border:0;padding:12px;font-size:15px}`,
  body: `<div class="h"><b>BG TOLL · Агенция „Пътна инфраструктура“</b><span>Проверка на винетка · Тол такси</span></div>
<div class="c"><h2 style="margin-top:0">Купи електронна винетка</h2><form method="post" action="/bg/vignette/purchase"><input type="hidden" name="csrf" value="77c0de">
<div class="fld"><label>Държава на регистрация</label><select name="country"><option>България</option><option>Гърция</option><option>Румъния</option></select></div>
<div class="fld"><label>Регистрационен номер</label><input name="plate" placeholder="СА1234ВХ" required></div>
<div class="o"><label><input type="radio" name="type" value="weekend"> Уикенд<br>5,11 €</label><label><input type="radio" name="type" value="week" checked> Седмична<br>7,67 €</label><label><input type="radio" name="type" value="month"> Месечна<br>15,34 €</label><label><input type="radio" name="type" value="year"> Годишна<br>49,08 €</label></div>
${cardFields('bg', { holder: 'holder', number: 'pan', mm: 'mm', yy: 'yy', cvv: 'cvv' })}<button class="b">Плащане</button></form>
<p style="font-size:12px;color:#555">Единственият официален сайт за продажба е bgtoll.bg и мобилното приложение BG TOLL. Плащането се обработва от БОРИКА. Проверката на валидност е безплатна.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'xc-clean-elta-tracking', label: 'clean', kind: 'courier-own-tracking', url: 'https://www.elta.gr/el/entopismos?code=RE118204377GR', body: eltaTrack },
  { id: 'xc-clean-posta-rs-carina-info', label: 'clean', kind: 'courier-own-help-page', url: 'https://www.posta.rs/cir/stanovnistvo/carinjenje-posiljaka.aspx', body: postaRsInfo },
  { id: 'xc-clean-bgtoll-vignette', label: 'clean', kind: 'toll-operator-own-payment', url: 'https://web.bgtoll.bg/bg/vignette/buy', body: bgtoll },
];
