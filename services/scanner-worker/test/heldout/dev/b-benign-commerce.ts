import type { Entry } from '../entry.js';

// Clean look-alikes of shop, investment, lottery and parcel-fee scams.
const html = String.raw;

export const entries: Entry[] = [
{
  id: 'b-ok-shop-black-friday-pl',
  label: 'clean',
  kind: 'shop',
  url: 'https://www.sportowa-przystan.pl/koszyk/dostawa-i-platnosc',
  body: html`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Dostawa i płatność – Sportowa Przystań</title>
<style>body{font-family:Lato,Arial;margin:0;color:#222;background:#f7f7f7}.bar{background:#000;color:#fff;text-align:center;padding:8px;font-weight:bold}.hd{background:#fff;padding:14px 30px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.w{max-width:1000px;margin:24px auto;display:flex;gap:24px}.l{flex:2;background:#fff;padding:22px}.r{flex:1;background:#fff;padding:22px}.opt{border:1px solid #ddd;border-radius:6px;padding:10px 14px;margin:6px 0;display:flex;gap:10px;align-items:center}
.b{width:100%;background:#e30613;color:#fff;border:0;padding:14px;font-size:16px;border-radius:4px}</style></head>
<body><div class="bar">BLACK FRIDAY: do -70% na wybrane produkty · Darmowa dostawa od 199 zł · 30 dni na zwrot</div><div class="hd"><b>Sportowa Przystań</b><span>Koszyk (2)</span></div>
<div class="w"><div class="l"><h2>Dostawa</h2><label class="opt"><input type="radio" name="d" checked> Kurier InPost – 14,99 zł</label><label class="opt"><input type="radio" name="d"> Paczkomat InPost – 11,99 zł</label><label class="opt"><input type="radio" name="d"> Odbiór w sklepie (Kraków, ul. Zabłocie 23) – 0 zł</label>
<h2>Płatność</h2><label class="opt"><input type="radio" name="p" checked> BLIK</label><label class="opt"><input type="radio" name="p"> Karta płatnicza (Visa, Mastercard) – Przelewy24</label><label class="opt"><input type="radio" name="p"> PayPal</label><label class="opt"><input type="radio" name="p"> Płatność przy odbiorze (+5 zł)</label><label class="opt"><input type="radio" name="p"> Raty / Kup teraz, zapłać za 30 dni (PayPo)</label>
<button class="b">Zamawiam i płacę</button><p style="font-size:12px;color:#777">Sprzedawca: Sportowa Przystań sp. z o.o., NIP 6793172211, KRS 0000512240. Regulamin · Polityka prywatności · Odstąpienie od umowy</p></div>
<div class="r"><h3>Podsumowanie</h3><p>Buty do biegania Trail Pro 3 (43)<br><s>549,99 zł</s> <b style="color:#e30613">219,99 zł</b> (-60%)</p><p>Kurtka softshell Tatra (L)<br><s>399,00 zł</s> <b style="color:#e30613">159,60 zł</b> (-60%)</p><hr><p>Razem: <b>379,59 zł</b><br>Dostawa: 0 zł</p><p style="font-size:12px;color:#777">Najniższa cena z 30 dni przed obniżką: 499,99 zł / 379,00 zł</p></div></div></body></html>`,
},
{
  id: 'b-ok-broker-regulated',
  label: 'clean',
  kind: 'broker',
  url: 'https://www.albion-markets.co.uk/trading/cfds',
  body: html`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>CFD Trading | Trade 10,000+ markets | Albion Markets</title>
<style>body{margin:0;font-family:"Helvetica Neue",Arial;color:#0b1f33}.risk{background:#0b1f33;color:#fff;font-size:13px;padding:8px 30px}.n{display:flex;gap:22px;padding:16px 30px;border-bottom:1px solid #eee}.n b{margin-right:auto}
.h{max-width:1000px;margin:50px auto;padding:0 20px}.h h1{font-size:44px}.b{background:#0064d2;color:#fff;padding:13px 28px;border-radius:4px;text-decoration:none;display:inline-block}.g{display:flex;gap:20px;margin-top:40px}.g div{flex:1;background:#f4f7fb;border-radius:8px;padding:18px}</style></head>
<body><div class="risk"><b>CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider.</b> You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</div>
<div class="n"><b>Albion Markets</b><a href="#">Markets</a><a href="#">Platforms</a><a href="#">Pricing</a><a href="#">Learn</a><a class="b" href="/apply" style="padding:8px 16px">Open account</a></div>
<div class="h"><h1>Trade CFDs on over 10,000 markets</h1><p>Go long or short on indices, forex, shares and commodities with tight spreads from 0.6 points on the UK 100. Award-winning platform and mobile app.</p>
<p><a class="b" href="/apply">Open a live account</a> &nbsp; <a href="/demo">Try a free demo with £10,000 virtual funds</a></p>
<div class="g"><div><h3>Regulated</h3><p>Authorised and regulated by the Financial Conduct Authority (FRN 195355). Client money held in segregated accounts.</p></div><div><h3>Protected</h3><p>Negative balance protection for retail clients. Eligible deposits covered by the FSCS up to £85,000.</p></div><div><h3>Transparent</h3><p>See our full costs and charges. No guaranteed returns — past performance is not a reliable indicator of future results.</p></div></div></div>
<footer style="font-size:12px;color:#667;padding:30px;border-top:1px solid #eee">Albion Markets Ltd, 20 Gresham Street, London EC2V 7JE. Registered in England and Wales no. 01190902.</footer></body></html>`,
},
{
  id: 'b-ok-lottery-results',
  label: 'clean',
  kind: 'lottery',
  url: 'https://www.lotterie-nationale-results.org/euromillions/results/2024-11-12',
  body: html`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>EuroMillions Results Tuesday 12 November 2024 | National Lottery Results</title>
<style>body{font-family:Arial,sans-serif;margin:0;color:#222}.h{background:#1a237e;color:#fff;padding:14px 30px}.w{max-width:820px;margin:24px auto;padding:0 18px}.balls span{display:inline-block;width:44px;height:44px;border-radius:50%;background:#fdd835;text-align:center;line-height:44px;font-weight:bold;margin:3px}
.balls span.s{background:#1e88e5;color:#fff}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}</style></head>
<body><div class="h">National Lottery Results</div><div class="w"><h1>EuroMillions Results — Tuesday 12 November 2024</h1>
<div class="balls"><span>7</span><span>12</span><span>19</span><span>33</span><span>41</span><span class="s">3</span><span class="s">9</span></div>
<p>Jackpot: <b>€85,000,000</b> — not won, rolls over to Friday (est. €97m).</p>
<table><tr><th>Match</th><th>Prize per winner</th><th>Winners</th></tr><tr><td>5 + 2 stars</td><td>Rollover</td><td>0</td></tr><tr><td>5 + 1 star</td><td>€412,388.50</td><td>3</td></tr><tr><td>5</td><td>€61,840.10</td><td>5</td></tr><tr><td>4 + 2 stars</td><td>€2,914.60</td><td>21</td></tr></table>
<h2>Have you won?</h2><p>Check your ticket at any retailer or in the official app. Prizes up to €2,000 can be claimed at retailers; larger prizes must be claimed from the operator within 180 days with your original ticket.</p>
<p><b>Beware of scams:</b> You can't win a lottery you didn't enter. The lottery never e-mails winners or asks for a fee to release a prize.</p></div></body></html>`,
},
{
  id: 'b-ok-parcel-duty',
  label: 'clean',
  kind: 'parcel',
  url: 'https://www.swiftpost.ie/en/receiving/customs-charges',
  body: html`<!DOCTYPE html><html lang="en-IE"><head><meta charset="utf-8"><title>Customs charges on parcels from outside the EU | SwiftPost</title>
<style>body{font-family:Arial,sans-serif;margin:0;color:#1d1d1b}.h{background:#00843d;color:#fff;padding:16px 30px}.w{max-width:860px;margin:26px auto;padding:0 18px;line-height:1.6}.f{background:#f2f7f4;border-radius:8px;padding:18px}
.f input{padding:10px;width:60%;border:1px solid #aaa}.f button{background:#00843d;color:#fff;border:0;padding:11px 20px}.n{background:#fff8e1;border-left:4px solid #f9a825;padding:10px 14px}</style></head>
<body><div class="h"><b>SwiftPost</b> · Receiving · Customs charges</div><div class="w"><h1>Customs charges on parcels from outside the EU</h1>
<p>Since 1 July 2021, VAT applies to all goods imported into Ireland from outside the EU, including from the UK. If the seller didn't collect VAT at checkout, we pay it to Revenue on your behalf and collect it from you with a handling fee of €3.50 before delivery.</p>
<h2>Pay your charges</h2><div class="f"><form action="/en/receiving/customs-charges/lookup" method="get"><label>Item number (from your card or SMS)<br><input name="item" placeholder="e.g. CY123456789GB"></label> <button>Find my item</button></form><p style="font-size:13px">You'll see the amount due, the sender and a breakdown of VAT and duty before paying.</p></div>
<div class="n"><b>Scam warning:</b> We only send one SMS, from "SwiftPost", that contains your item number and a link to swiftpost.ie. We never ask for payment for "redelivery" or amounts under €3.50, and never ask for your bank login.</div>
<h2>How charges are calculated</h2><p>VAT at 23% of the item's value plus shipping; customs duty on goods valued over €150; handling fee €3.50.</p></div></body></html>`,
},
];
