import { type Entry } from '../entry.js';
import { CSS, doc, jsR, naira } from '../parts/yv-kit.js';

const foodbank = doc({
  title: 'Donate | Lagos Food Bank Initiative',
  css: `${CSS.reset}body{background:#fff8f0}.hero{background:#f57c00;color:#fff;padding:40px 30px}.c{max-width:700px;margin:-30px auto 30px;background:#fff;border-radius:12px;padding:28px;box-shadow:0 6px 20px rgba(0,0,0,.08)}.amts{display:flex;gap:8px}.amts button{flex:1;border:2px solid #f57c00;background:#fff;padding:12px;border-radius:8px}.amts .on{background:#f57c00;color:#fff}${CSS.field}.row{display:flex;gap:10px}.row div{flex:1}.go{width:100%;background:#2e7d32;color:#fff;border:0;padding:14px;border-radius:8px;margin-top:18px;font-size:16px}`,
  body: `<div class="hero"><h1>Feed a family this month</h1><p>${naira(15000)} provides a food pack for a family of five for two weeks.</p></div>
<div class="c"><div class="amts"><button>${naira(5000)}</button><button class="on">${naira(15000)}</button><button>${naira(50000)}</button><button>Other</button></div>
<form method="post" action="https://checkout.paystack.com/lagosfoodbank-donate"><label>Full name</label><input name="name"><label>Email</label><input name="email" type="email"><div class="row"><div><label>Frequency</label><select name="freq"><option>One-time</option><option>Monthly</option></select></div><div><label>Amount</label><input name="amount" value="15000"></div></div>
<button class="go">Donate now</button></form><p style="font-size:12px;color:#777">Lagos Food Bank Initiative is a registered non-profit (CAC/IT/NO 98231). Payments are processed by Paystack. We do not store card details.</p></div>`,
});

const redcross = doc({
  title: 'Donate to Kenya Red Cross | M-PESA Paybill 10000',
  css: `${CSS.reset}body{background:#fff;line-height:1.6}.hd{border-bottom:4px solid #ed1c24;padding:12px 30px;font-weight:700}.c{max-width:760px;margin:0 auto;padding:30px 20px}.pb{display:flex;gap:20px}.pb div{flex:1;border:2px solid #4caf50;border-radius:10px;padding:16px}.pb b{font-size:28px;color:#2e7d32}`,
  body: `<div class="hd"><span style="color:#ed1c24">&#10010;</span> Kenya Red Cross Society</div><div class="c"><h1>Help families affected by the floods</h1><p>Your donation provides clean water, shelter kits and emergency health services.</p>
<div class="pb"><div>M-PESA Paybill<br><b>10000</b><br>Account: <b>FLOODS</b></div><div>Card or PayPal<br><a href="/donate/card">Donate online</a></div></div>
<ol><li>Go to M-PESA &rarr; Lipa na M-PESA &rarr; Pay Bill</li><li>Business number <b>10000</b>, account <b>FLOODS</b></li><li>Enter amount and your M-PESA PIN on your own phone, and confirm</li></ol>
<p style="font-size:13px">The Kenya Red Cross will never call you to ask for your PIN, and does not collect donations through personal numbers.</p></div>`,
});

const ongSn = doc({
  title: 'Faire un don | Association Jàmm ak Xéewal - Dakar',
  lang: 'fr',
  css: `${CSS.reset}body{background:#fbfaf5;line-height:1.6}.hd{background:#0b6e4f;color:#fff;padding:16px 30px}.c{max-width:760px;margin:0 auto;padding:30px 20px}.m{display:flex;gap:14px}.m div{flex:1;background:#fff;border-radius:10px;padding:16px;border:1px solid #e5e5e5}`,
  body: `<div class="hd"><b>Association Jàmm ak Xéewal</b> &mdash; soutien scolaire et nutrition infantile à Pikine</div><div class="c"><h1>Faire un don</h1><p>Avec 5 000 FCFA, vous financez les fournitures scolaires d'un enfant pour un trimestre.</p>
<div class="m"><div><b>Wave</b><br>Envoyez votre don au <b>77 512 40 88</b> (compte marchand « JAMM AK XEEWAL »)</div><div><b>Orange Money</b><br>Paiement marchand : code <b>402 118</b></div><div><b>Virement</b><br>CBAO &mdash; SN012 01201 036012345678 45</div></div>
<p>Un reçu fiscal est envoyé pour tout don supérieur à 20 000 FCFA. Nous ne vous demanderons jamais votre code secret : le paiement se fait uniquement depuis votre application.</p>
<p style="font-size:13px">Association déclarée, récépissé n° 017254/MINT/DGAT/DLPL/DAPA.</p></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-lagos-food-bank-donate', label: 'clean', kind: 'ngo-donation', url: 'https://lagosfoodbank.org/donate/', body: foodbank },
  { id: 'yv-clean-kenya-redcross-paybill', label: 'clean', kind: 'ngo-donation', url: 'https://www.redcross.or.ke/donate/floods-appeal', body: redcross },
  { id: 'yv-clean-ong-pikine-wave-om-don-fr', label: 'clean', kind: 'ngo-donation', url: 'https://jammakxeewal.sn/faire-un-don', body: ongSn },
];
