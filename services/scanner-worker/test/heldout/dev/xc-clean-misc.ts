import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { cardFields, cookieNotice, doc, photo } from '../parts/xc-kit.js';

// A CySEC-licensed CFD broker's landing page: sign-up form, the mandatory risk warning, licence details.
const broker = doc({
  lang: 'en',
  title: 'Trade CFDs on shares, indices and FX | Limassol Markets',
  css: `.warn{background:#111;color:#fff;font-size:13px;padding:8px 20px;text-align:center}.nav{display:flex;justify-content:space-between;padding:16px 30px;background:#fff;border-bottom:1px solid #eee}
.hero{max-width:1080px;margin:0 auto;display:grid;grid-template-columns:1.2fr 1fr;gap:40px;padding:40px 20px}.f{background:#fff;border:1px solid #e2e6ee;border-radius:10px;padding:24px}
.f input,.f select{width:100%;padding:11px;margin:6px 0;border:1px solid #c9d0dc;border-radius:6px}.f button{width:100%;background:#0b5fff;color:#fff;border:0;padding:13px;border-radius:6px;font-size:15px}
.lic{max-width:1080px;margin:0 auto;padding:10px 20px 40px;font-size:12px;color:#555;line-height:1.6}`,
  body: `<div class="warn">CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. <b>74.2% of retail investor accounts lose money when trading CFDs with this provider.</b> You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</div>
<div class="nav"><b>Limassol Markets</b><span>Platforms · Pricing · Education · Legal</span></div>
<div class="hero"><div><h1>Trade 2,100+ markets with transparent pricing</h1><p>Spreads from 0.6 pips on EUR/USD, no deposit fees, negative balance protection. Client funds held in segregated accounts with EU banks and covered by the Investor Compensation Fund up to €20,000.</p>
<p style="font-size:13px;color:#555">We do not offer investment advice and never contact clients offering “account managers” or guaranteed returns. Beware of clone websites using our name.</p></div>
<div class="f"><h3 style="margin-top:0">Open an account</h3><form method="post" action="/api/onboarding/start"><input name="email" type="email" placeholder="Email" required><input name="password" type="password" placeholder="Create password" required>
<select name="country"><option>Cyprus</option><option>Greece</option><option>Bulgaria</option><option>Croatia</option></select><label style="font-size:12px"><input type="checkbox" required> I have read the Key Information Documents and the Client Agreement.</label><button>Continue</button></form>
<p style="font-size:12px;color:#666">Next you will complete an appropriateness test and verify your identity (KYC).</p></div></div>
<div class="lic">Limassol Markets Ltd is authorised and regulated by the Cyprus Securities and Exchange Commission (CySEC), licence no. 318/17, company reg. HE 351204, 12 Spyrou Kyprianou Ave, 4001 Limassol. Passported under MiFID II to Greece, Bulgaria and Croatia.</div>
${cookieNotice('en', 'https://www.limassolmarkets.com/legal/cookies')}`,
});

// A Greek holiday-rental platform listing with its own booking and card payment step.
const rentalListing = doc({
  lang: 'el',
  title: 'Σπίτι με θέα στη Νάουσα Πάρου – AegeanStays',
  css: `.nav{display:flex;justify-content:space-between;padding:14px 28px;border-bottom:1px solid #eee;background:#fff}.nav b{color:#e0542e;font-size:20px}
.g{max-width:1080px;margin:16px auto;display:grid;grid-template-columns:2fr 1fr;gap:8px;padding:0 16px}.m{max-width:1080px;margin:0 auto;display:grid;grid-template-columns:1fr 380px;gap:30px;padding:0 16px}
.bk{border:1px solid #ddd;border-radius:12px;padding:20px;background:#fff}.fld{margin:8px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #ccc;border-radius:6px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.b{width:100%;background:#e0542e;color:#fff;border:0;padding:12px;border-radius:8px;font-size:15px}.sm{font-size:12px;color:#667}`,
  body: `<div class="nav"><b>AegeanStays</b><span>Καταχωρίστε το ακίνητό σας · Βοήθεια · Σύνδεση</span></div>
<div class="g">${photo('Νάουσα', 200, 700, 360)}<div style="display:grid;gap:8px">${photo('Σαλόνι', 30, 340, 176)}${photo('Βεράντα', 190, 340, 176)}</div></div>
<div class="m"><div><h1>Κυκλαδίτικο σπίτι 2 υπνοδωματίων με θέα στο λιμάνι</h1><p>Οικοδεσπότης: Μαρία (Superhost) · ΑΜΑ 00001182440 · 4,91 ★ (86 κριτικές)</p>
<p>Πολιτική ακύρωσης: δωρεάν ακύρωση έως 30 ημέρες πριν την άφιξη. Η πληρωμή γίνεται μόνο μέσω της πλατφόρμας – μην πληρώνετε ποτέ με μεταφορά απευθείας στον οικοδεσπότη.</p></div>
<div class="bk"><div style="font-size:22px;font-weight:700">210 € <span style="font-size:14px;font-weight:400">/ νύχτα</span></div><p class="sm">12–17 Ιουλ · 5 νύχτες · 1.050 € + τέλος ανθεκτικότητας 40 € + τέλος υπηρεσίας 63 €</p>
<form method="post" action="/checkout/reservation/ASY-558120/pay"><input type="hidden" name="csrf" value="c51a0e">${cardFields('el', { holder: 'name', number: 'card', mm: 'mm', yy: 'yy', cvv: 'cvc' })}
<button class="b">Κράτηση και πληρωμή 1.153 €</button></form><p class="sm">Ασφαλής πληρωμή · 3-D Secure · Η χρέωση γίνεται από την AegeanStays Μ.Ι.Κ.Ε.</p></div></div>`,
});

// A real family apartment site in Makarska: realistic prices, Croatian IBAN, eVisitor/tourist tax, phone + e-mail.
const familySite = doc({
  lang: 'hr',
  title: 'Apartmani Kovačević – Makarska | Službena stranica',
  css: `.t{background:#fff;border-bottom:1px solid #e1e8ef;padding:16px 28px;display:flex;justify-content:space-between}.w{max-width:900px;margin:20px auto;padding:0 16px;line-height:1.6}
.ph{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.tb{width:100%;border-collapse:collapse;font-size:14px}.tb td,.tb th{border:1px solid #dfe7ee;padding:7px}.k{background:#fff;padding:16px;border-radius:8px;margin-top:14px}`,
  body: `<div class="t"><b>Apartmani Kovačević</b><span>HR · EN · DE · PL</span></div>
<div class="w"><div class="ph">${photo('A2', 195, 300, 200)}${photo('Terasa', 185, 300, 200)}${photo('Kuhinja', 40, 300, 200)}</div>
<h1>Apartman A2 (4+1) – 300 m od plaže</h1><p>Obiteljska kuća u ulici Put Cvitačke. Kategorizirano s 3 zvjezdice, rješenje Ureda državne uprave UP/I-335-02/19-01/0441.</p>
<table class="tb"><tr><th>Razdoblje</th><th>Cijena / noć</th></tr><tr><td>01.06.–30.06.</td><td>85 €</td></tr><tr><td>01.07.–31.08.</td><td>125 € (min. 5 noćenja)</td></tr><tr><td>01.09.–30.09.</td><td>80 €</td></tr></table>
<p>Boravišna pristojba: 1,86 € po osobi po noći (djeca 12–18 god. 50 %). Gosti se prijavljuju u sustav eVisitor po dolasku.</p>
<div class="k"><b>Rezervacija</b><p>Pošaljite upit e-mailom ili nas nazovite. Rezervacija se potvrđuje uplatom akontacije od 30 % na naš račun u Hrvatskoj; ostatak plaćate po dolasku, gotovinom ili karticom. Izdajemo fiskalizirani račun.</p>
<p>IBAN: HR12 2360 0001 1021 8844 7 (Zagrebačka banka) · Ivo Kovačević, obrt za iznajmljivanje, OIB 41822017735<br>Tel: +385 21 612 447 · <a href="mailto:info@apartmani-kovacevic.hr">info@apartmani-kovacevic.hr</a></p>
<p style="font-size:13px;color:#555">Naš objekt možete rezervirati i preko Booking.com pod nazivom „Apartments Kovačević Makarska“. Uvijek provjerite da IBAN glasi na naše ime.</p></div></div>`,
});

// Red Cross appeal for wildfire victims: IBANs of Greek banks and an online card donation via the bank gateway.
const donations = doc({
  lang: 'el',
  title: 'Έκκληση για τους πυρόπληκτους – Ελληνικός Ερυθρός Σταυρός',
  css: `.h{background:#fff;border-bottom:4px solid #e30613;padding:14px 26px;display:flex;justify-content:space-between;align-items:center}.h b{color:#e30613;font-size:20px}
.w{max-width:860px;margin:20px auto;padding:0 18px;line-height:1.65}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e0e0e0;padding:7px}
.d{background:#fff;border:1px solid #eee;border-radius:8px;padding:18px;margin-top:14px}.am{display:flex;gap:8px}.am label{flex:1;border:1px solid #ddd;padding:8px;text-align:center;border-radius:6px}
.fld{margin:8px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #ccc}.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}
.b{width:100%;background:#e30613;color:#fff;border:0;padding:12px;font-size:15px}`,
  body: `<div class="h"><b>✚ Ελληνικός Ερυθρός Σταυρός</b><span>Δωρεές · Εθελοντισμός · Επικοινωνία</span></div>
<div class="w"><h1>Έκκληση για τους πληγέντες από τις πυρκαγιές</h1><p>Οι ομάδες μας βρίσκονται στις πληγείσες περιοχές και διανέμουν είδη πρώτης ανάγκης. Μπορείτε να βοηθήσετε με δωρεά στους επίσημους λογαριασμούς μας:</p>
<table><tr><th>Τράπεζα</th><th>IBAN</th></tr><tr><td>Εθνική Τράπεζα</td><td>GR25 0110 0400 0000 0405 4013 447</td></tr><tr><td>Πειραιώς</td><td>GR31 0172 0100 0050 1001 2218 802</td></tr><tr><td>Eurobank</td><td>GR80 0260 0250 0002 5020 0544 178</td></tr><tr><td>Alpha Bank</td><td>GR46 0140 1010 1010 0200 2011 406</td></tr></table>
<p style="font-size:13px">Αιτιολογία: «ΠΥΡΚΑΓΙΕΣ 2025». Οι δωρεές εκπίπτουν φορολογικά. Ο Ε.Ε.Σ. δεν ζητά ποτέ δωρεές μέσω τηλεφωνικών κλήσεων με πληρωμή σε κρυπτονομίσματα.</p>
<div class="d"><b>Online δωρεά με κάρτα</b><form method="post" action="/donate/checkout"><input type="hidden" name="campaign" value="fires-2025">
<div class="am"><label><input type="radio" name="amount" value="10"> 10 €</label><label><input type="radio" name="amount" value="25" checked> 25 €</label><label><input type="radio" name="amount" value="50"> 50 €</label><label><input type="radio" name="amount" value="other"> Άλλο</label></div>
<div class="fld"><label>Email για την απόδειξη</label><input name="email" type="email" required></div>${cardFields('el', { holder: 'holder', number: 'card', mm: 'mm', yy: 'yy', cvv: 'cvv' })}
<button class="b">Δωρεά</button></form><p style="font-size:12px;color:#666">Η συναλλαγή εκτελείται μέσω του ασφαλούς περιβάλλοντος πληρωμών της Τράπεζας Πειραιώς (3-D Secure).</p></div></div>`,
});

// A legitimate liquid-staking dapp on its own domain: connect, enter an amount, send a submit() deposit.
const staking = doc({
  lang: 'en',
  title: 'Stake ETH | Helios Staking',
  css: `body{background:#f4f6fb;font-family:Inter,Arial}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 28px;background:#fff;border-bottom:1px solid #e5e8ef}
.c{max-width:440px;margin:40px auto;background:#fff;border-radius:18px;padding:24px;box-shadow:0 6px 24px rgba(20,40,90,.08)}.c input{width:100%;padding:14px;font-size:20px;border:1px solid #d9deea;border-radius:12px}
.b{width:100%;background:#3864f5;color:#fff;border:0;padding:14px;border-radius:12px;font-size:16px;margin-top:12px;cursor:pointer}.r{display:flex;justify-content:space-between;font-size:13px;color:#667;margin-top:8px}`,
  body: `<div class="nav"><b>☀ Helios</b><span>Stake · Withdrawals · Docs · <a href="https://github.com/helios-staking/audits">Audits</a></span><button id="cn" class="b" style="width:auto;margin:0;padding:8px 16px">Connect</button></div>
<div class="c"><h2 style="margin-top:0">Stake Ether</h2><p style="font-size:14px;color:#556">Stake ETH and receive hETH 1:1 while your ETH earns validator rewards. You can unstake at any time through the withdrawal queue.</p>
<input id="amt" placeholder="0.0" inputmode="decimal"><div class="r"><span>You will receive</span><span id="rcv">0 hETH</span></div><div class="r"><span>APR</span><span>3.1%</span></div><div class="r"><span>Protocol fee</span><span>10% of rewards</span></div>
<button class="b" id="st">Stake</button><p id="msg" style="font-size:13px;color:#556"></p></div>
<script src="/static/stake.js"></script>`,
});
const stakeJs = `var POOL='0x3e1f0b2a9c5d7e84f6a1b0c92d4e8f7a1c3b5d60',me=null;
document.getElementById('amt').oninput=function(){document.getElementById('rcv').textContent=(parseFloat(this.value)||0)+' hETH'};
document.getElementById('cn').onclick=async function(){if(!window.ethereum){document.getElementById('msg').textContent='No wallet found.';return}me=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=me.slice(0,6)+'…'+me.slice(-4)};
document.getElementById('st').onclick=async function(){if(!me)return document.getElementById('cn').click();var v=parseFloat(document.getElementById('amt').value);if(!(v>0))return;
var wei=BigInt(Math.round(v*1e6))*10n**12n;var data='0xa1903eab'+'0'.repeat(64);
try{var h=await ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:POOL,value:'0x'+wei.toString(16),data:data}]});document.getElementById('msg').textContent='Submitted: '+h}catch(e){document.getElementById('msg').textContent='Cancelled.'}};`;

// A genuine Bulgarian electronics chain clearance: plausible discounts, several payment options, company details.
const clearance = doc({
  lang: 'bg',
  title: 'Сезонна разпродажба до -40% | Техномаг',
  css: `.hd{background:#0b3a75;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.bn{background:#ffd400;text-align:center;padding:10px;font-weight:700}
.g{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:14px;padding:0 12px}.p{background:#fff;border-radius:6px;padding:10px;font-size:13px}.p s{color:#999}.p b{color:#d62828;font-size:16px}
.inf{max-width:1000px;margin:0 auto;padding:0 12px 30px;font-size:12px;color:#555}`,
  body: `<div class="hd"><b>ТЕХНОМАГ</b><span>Магазини · Онлайн поръчка · 0700 11 800</span></div><div class="bn">Сезонна разпродажба: до -40% на избрани модели до 30.11 или до изчерпване</div>
<div class="g"><div class="p">${photo('TV', 220, 240, 150)}Телевизор 55" 4K<br><s>649 €</s> <b>489 €</b></div><div class="p">${photo('Прахосмукачка', 180, 240, 150)}Робот прахосмукачка<br><s>299 €</s> <b>199 €</b></div>
<div class="p">${photo('Пералня', 210, 240, 150)}Пералня 8 кг A<br><s>469 €</s> <b>379 €</b></div><div class="p">${photo('Лаптоп', 260, 240, 150)}Лаптоп 15.6" i5<br><s>799 €</s> <b>649 €</b></div></div>
<div class="inf">Плащане: с карта, наложен платеж, на изплащане чрез ТБИ Банк или в магазин. Право на връщане в 14-дневен срок. Цените са с ДДС. Техномаг ЕАД, ЕИК 131442807, гр. София, бул. „Цариградско шосе“ 115. Регистрирани в КЗП.</div>
${cookieNotice('bg', 'https://www.tehnomag.bg/biskvitki')}`,
});

// A Croatian web shop's checkout step with its payment processor's card form and 3-D Secure notice.
const checkout = doc({
  lang: 'hr',
  title: 'Naplata – Knjižara Ljevak webshop',
  css: `.t{background:#fff;border-bottom:1px solid #e2e2e2;padding:14px 24px}.w{max-width:900px;margin:20px auto;display:grid;grid-template-columns:1fr 300px;gap:24px;padding:0 16px}
.b{background:#fff;padding:18px;border-radius:6px}.fld{margin:8px 0}.fld label{display:block;font-size:12px;margin-bottom:3px}.fld input{width:100%;padding:10px;border:1px solid #ccc;border-radius:4px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:10px}.exp input{width:42%}.btn{width:100%;background:#1d6b3a;color:#fff;border:0;padding:12px;font-size:15px;border-radius:4px}.sum td{padding:4px 0;font-size:14px}`,
  body: `<div class="t"><b>Knjižara Ljevak</b> · Košarica › Dostava › <b>Plaćanje</b></div>
<div class="w"><div class="b"><h2 style="margin-top:0">Plaćanje karticom</h2><form method="post" action="/checkout/payment/authorize"><input type="hidden" name="order" value="LJ-2025-118440"><input type="hidden" name="_token" value="f0d2b9c4">
${cardFields('hr', { holder: 'cardholder', number: 'pan', mm: 'exp_m', yy: 'exp_y', cvv: 'cvv' })}<button class="btn">Plati 47,80 €</button></form>
<p style="font-size:12px;color:#666">Plaćanje obrađuje CorvusPay uz 3-D Secure provjeru vaše banke. Podaci kartice ne pohranjuju se kod nas.</p></div>
<div class="b"><b>Narudžba LJ-2025-118440</b><table class="sum"><tr><td>Miljenko Jergović – Rod</td><td>32,90 €</td></tr><tr><td>Slikovnica „Pas i mačak“</td><td>11,90 €</td></tr><tr><td>Dostava (GLS)</td><td>3,00 €</td></tr><tr><td><b>Ukupno</b></td><td><b>47,80 €</b></td></tr></table></div></div>`,
});

export const entries: Entry[] = [
  { id: 'xc-clean-cysec-broker-landing', label: 'clean', kind: 'licensed-broker-signup', url: 'https://www.limassolmarkets.com/en/open-account', body: broker },
  { id: 'xc-clean-island-rentals-booking', label: 'clean', kind: 'rental-platform-checkout', url: 'https://www.aegeanstays.gr/el/paros/naousa/spiti-me-thea-558120/book', body: rentalListing },
  { id: 'xc-clean-apartmani-family-site-hr', label: 'clean', kind: 'family-rental-site-deposit', url: 'https://www.apartmani-kovacevic.hr/apartman-a2', body: familySite },
  { id: 'xc-clean-wildfire-donations-gr', label: 'clean', kind: 'charity-donation-page', url: 'https://www.redcross.gr/el/dorees/pyrkagies-2025', body: donations },
  {
    id: 'xc-clean-staking-dapp',
    label: 'clean',
    kind: 'legit-staking-dapp',
    url: 'https://stake.helios.fi/',
    body: staking,
    routes: { 'stake.helios.fi/static/stake.js': jsRoute(stakeJs) },
  },
  { id: 'xc-clean-clearance-sale-bg', label: 'clean', kind: 'legit-clearance-sale', url: 'https://www.tehnomag.bg/promo/sezonna-razprodazhba', body: clearance },
  { id: 'xc-clean-shop-checkout-hr', label: 'clean', kind: 'legit-shop-checkout', url: 'https://www.ljevak.hr/checkout/placanje', body: checkout },
];
