import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, cookieBar, gtm, flag, qrish } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'edalnice.cz';
  const css = `${baseCss}body{background:#f4f6fa;font-family:Arial,sans-serif;color:#1b2a3a}.hd{background:#1f3c88;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:12px}.hd nav{margin-left:auto;display:flex;gap:18px;font-size:14px}
.w{max-width:820px;margin:26px auto;padding:0 16px}.c{background:#fff;border-radius:10px;padding:26px;margin-bottom:16px}.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.opt{border:2px solid #d5dcea;border-radius:8px;padding:14px;cursor:pointer}.opt.on{border-color:#1f3c88;background:#eef2fb}
.opt b{display:block;font-size:22px;margin-top:4px}label{display:block;font-size:14px;margin:12px 0 4px}input,select{width:100%;padding:11px;border:1px solid #b9c3d3;border-radius:6px}.b{background:#1f3c88;color:#fff;border:0;border-radius:6px;padding:13px 30px;margin-top:18px;font-weight:700}
.info{font-size:13px;color:#556;background:#f1f5ff;border-radius:6px;padding:12px}`;
  const body = `<div class="hd">${flag(['#fff', '#d7141a', '#11457e'])}<b>eDálnice</b><nav><span>Koupit známku</span><span>Ověřit platnost</span><span>Časté dotazy</span><span>CZ · EN · DE</span></nav></div>
<div class="w"><div class="c"><h1 style="margin-top:0;font-size:26px">Koupit elektronickou dálniční známku</h1>
<div class="opts" id="opts"><div class="opt" data-p="270">10denní<b>270 Kč</b></div><div class="opt" data-p="430">30denní<b>430 Kč</b></div><div class="opt on" data-p="2440">Roční<b>2 440 Kč</b></div></div>
<form id="f" method="post" action="/api/order"><label>Stát registrace vozidla</label><select name="country"><option>CZ – Česká republika</option><option>SK – Slovensko</option><option>PL – Polsko</option><option>DE – Německo</option></select>
<label>Registrační značka (SPZ)</label><input name="plate" maxlength="10" style="text-transform:uppercase" required><label>Platnost od</label><input name="from" type="date" required>
<label><input type="checkbox" name="ekologie" style="width:auto"> Vozidlo na zemní plyn / biometan (sleva 50 %)</label><label>E-mail pro zaslání dokladu</label><input name="email" type="email">
<button class="b">Pokračovat k platbě</button></form></div>
<div class="info">eDálnice.cz je jediný oficiální prodejní kanál Státního fondu dopravní infrastruktury. Pozor na zprostředkovatelské weby, které si účtují poplatky navíc, a na SMS o „nezaplacené pokutě“ — SFDI takové zprávy neposílá.</div></div>`;
  const js = `<script>document.querySelectorAll('.opt').forEach(function(o){o.onclick=function(){document.querySelector('.opt.on').classList.remove('on');o.classList.add('on')}})</script>`;
  return {
    id: 'yd-clean-edalnice-cz-official-shop', label: 'clean', kind: 'vignette-shop-official',
    url: `https://${host}/jednorazova-kupe`,
    body: page({ lang: 'cs', title: 'eDálnice – Koupit dálniční známku', css, body, scripts: js }),
    routes: { [`${host}/api/order`]: redirectRoute(303, 'https://3dsecure.gpwebpay.com/pgw/order.do?MERCHANTNUMBER=8888880017&OPERATION=CREATE_ORDER&ORDERNUMBER=250314884102') },
  } satisfies Entry;
})(),

(() => {
  const host = 'eznamka.sk';
  const css = `${baseCss}body{background:#fff;font-family:Arial,sans-serif}.hd{background:#0b4ea2;color:#fff;padding:16px 30px;display:flex;align-items:center;gap:14px}.w{max-width:760px;margin:24px auto;padding:0 16px}
.s{display:flex;gap:8px;margin:16px 0}.s span{flex:1;text-align:center;padding:8px;border-bottom:3px solid #ddd;font-size:13px;color:#777}.s .a{border-color:#0b4ea2;color:#0b4ea2;font-weight:700}
label{display:block;margin:12px 0 4px;font-size:14px}input,select{width:100%;padding:11px;border:1px solid #aab;border-radius:4px}.sum{background:#f3f6fb;padding:14px;border-radius:6px;margin-top:16px}.b{background:#ee1c25;color:#fff;border:0;padding:12px 30px;border-radius:4px;margin-top:14px;font-weight:700}`;
  const body = `<div class="hd">${flag(['#fff', '#0b4ea2', '#ee1c25'])}<b>eznamka.sk</b><span style="margin-left:auto;font-size:13px">Národná diaľničná spoločnosť, a.s.</span></div>
<div class="w"><h1>Kúpa diaľničnej známky</h1><div class="s"><span class="a">1. Vozidlo</span><span>2. Známka</span><span>3. Platba</span></div>
<form method="post" action="/api/kosik"><label>Krajina evidencie</label><select name="krajina"><option>Slovensko</option><option>Česko</option><option>Maďarsko</option><option>Rakúsko</option></select><label>EČV</label><input name="ecv" placeholder="BA123XY"><label>Typ známky</label><select name="typ"><option>Ročná – 90 €</option><option>365-dňová – 90 €</option><option>30-dňová – 17 €</option><option>10-dňová – 12 €</option><option>1-dňová – 5 €</option></select>
<label>Platnosť od</label><input name="od" type="date"><div class="sum">Spolu: <b>90,00 €</b> · Platba kartou (VÚB eCard / Tatra banka CardPay) alebo Google Pay</div><button class="b">Pokračovať</button></form>
<p style="font-size:12px;color:#666;margin-top:20px">Oficiálny predaj elektronických diaľničných známok SR. Národná diaľničná spoločnosť neposiela SMS o nezaplatených pokutách s odkazom na platbu.</p></div>`;
  return {
    id: 'yd-clean-eznamka-sk-official-shop', label: 'clean', kind: 'vignette-shop-official',
    url: `https://${host}/sk/kupit-znamku`,
    body: page({ lang: 'sk', title: 'eznamka.sk – Kúpa diaľničnej známky', css, body: body + cookieBar('Táto stránka používa cookies. <a href="#">Podrobnosti</a>', 'Súhlasím', 'Odmietnuť', '#0b4ea2') }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.dei.gr';
  const css = `${baseCss}body{background:#f5f7f9;font-family:"Roboto",Arial,sans-serif}.hd{background:#fff;padding:14px 34px;display:flex;align-items:center;box-shadow:0 1px 0 #e2e6ea}.w{max-width:680px;margin:28px auto;background:#fff;border-radius:10px;padding:28px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:11px;border:1px solid #b9c2cc;border-radius:6px}.b{background:#00a3e0;color:#fff;border:0;border-radius:6px;padding:12px 28px;margin-top:18px;font-weight:700}
.m{display:flex;gap:10px;margin-top:14px;font-size:13px;color:#555}`;
  const body = `<div class="hd">${wordmark('ΔΕΗ', '#00a3e0', { mark: 'circle', width: 100 })}<span style="margin-left:auto;font-size:14px">Εξυπηρέτηση 11770</span></div>
<div class="w"><h1 style="font-size:24px;margin-top:0">Γρήγορη πληρωμή λογαριασμού</h1><p>Πληρώστε τον λογαριασμό ρεύματος χωρίς σύνδεση, με τον Κωδικό Ηλεκτρονικής Πληρωμής (RF) που αναγράφεται στον λογαριασμό σας.</p>
<form method="post" action="/el/quick-pay/submit"><label>Κωδικός ηλεκτρονικής πληρωμής (RF)</label><input name="rf" placeholder="RF00 0000 0000 0000 0000 00" required><label>Ποσό (€)</label><input name="amount" inputmode="decimal" required><label>Email</label><input name="email" type="email"><button class="b">Συνέχεια στην πληρωμή</button></form>
<div class="m">Η πληρωμή ολοκληρώνεται στο ασφαλές περιβάλλον της τράπεζας-αποδέκτη με 3-D Secure.</div>
<p style="font-size:12px;color:#777">Η ΔΕΗ δεν στέλνει SMS για «επιστροφή χρημάτων» με σύνδεσμο για καταχώριση κάρτας.</p></div>`;
  return {
    id: 'yd-clean-dei-gr-quick-bill-pay', label: 'clean', kind: 'utility-payment-own-domain',
    url: `https://${host}/el/quick-pay/`,
    body: page({ lang: 'el', title: 'ΔΕΗ – Γρήγορη πληρωμή', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.telekom.hu';
  const css = `${baseCss}body{background:#f4f4f4;font-family:"TeleNeo",Arial,sans-serif}.hd{background:#e20074;color:#fff;padding:14px 30px;display:flex;align-items:center}.w{max-width:720px;margin:26px auto;background:#fff;padding:28px;border-radius:6px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px}.b{background:#e20074;color:#fff;border:0;border-radius:4px;padding:12px 26px;margin-top:16px;font-weight:700}
.sp{display:flex;align-items:center;gap:10px;margin-top:14px;font-size:13px;color:#555}`;
  const body = `<div class="hd">${wordmark('T', '#fff', { mark: 'none', text: '#fff', width: 30 })}<b style="margin-left:10px">Telekom</b><span style="margin-left:auto;font-size:13px">1414</span></div>
<div class="w"><h1 style="font-size:24px;margin-top:0">Gyors számlabefizetés</h1><p>Bejelentkezés nélkül is befizetheti számláját a számlán található ügyfélazonosító és számlaszám megadásával.</p>
<form method="post" action="/szamlabefizetes/inditas"><label>Ügyfélazonosító</label><input name="ugyfelazonosito" inputmode="numeric" required><label>Számlaszám</label><input name="szamlaszam" required><label>Fizetendő összeg (Ft)</label><input name="osszeg" inputmode="numeric" required><button class="b">Tovább a fizetéshez</button></form>
<div class="sp">A bankkártyás fizetés a SimplePay biztonságos felületén történik (secure.simplepay.hu).</div></div>`;
  return {
    id: 'yd-clean-telekom-hu-quick-bill-pay', label: 'clean', kind: 'telecom-payment-own-domain',
    url: `https://${host}/szamlabefizetes`,
    body: page({ lang: 'hu', title: 'Gyors számlabefizetés | Telekom', css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.postaonline.cz';
  const css = `${baseCss}body{background:#f5f5f5;font-family:Arial,sans-serif}.top{background:#fff;border-bottom:4px solid #ffcc00;height:70px;display:flex;align-items:center;padding:0 30px}
.c{max-width:720px;margin:26px auto;background:#fff;padding:28px;border-radius:4px}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}
.pay{background:#fffbe6;border:1px solid #f3d65b;padding:14px;border-radius:4px;margin:16px 0}.b{background:#002776;color:#fff;border:0;padding:11px 24px;border-radius:3px}`;
  const body = `<div class="top">${wordmark('Česká pošta', '#002776', { mark: 'circle', width: 170 })}<span style="margin-left:auto;font-size:14px">Sledování zásilek</span></div>
<div class="c"><h1 style="font-size:22px;margin-top:0">Zásilka DR0482219874U</h1>
<table><tr><th>Datum</th><th>Událost</th><th>Místo</th></tr><tr><td>13.03.2025 08:12</td><td>Zásilka převzata k přepravě</td><td>Depo Praha 701</td></tr><tr><td>13.03.2025 21:40</td><td>Zásilka v přepravě</td><td>SPU Brno</td></tr><tr><td>14.03.2025 07:55</td><td>Zásilka v doručování</td><td>Pošta Brno 2</td></tr></table>
<div class="pay"><b>Dobírka: 1 249 Kč</b><br>Dobírku můžete zaplatit předem online, doručovatel pak od vás nebude vybírat hotovost. Platba proběhne přes platební bránu České pošty.<br><br><form method="post" action="/dobirka/platba"><input type="hidden" name="id" value="DR0482219874U"><button class="b">Zaplatit dobírku online</button></form></div>
<p style="font-size:13px;color:#666">Česká pošta nikdy nepožaduje doplatek poštovného přes odkaz v SMS. Pokud si nejste jisti, zadejte číslo zásilky přímo na postaonline.cz.</p></div>`;
  return {
    id: 'yd-clean-ceska-posta-tracking-cod', label: 'clean', kind: 'parcel-tracking-official',
    url: `https://${host}/trackandtrace/-/zasilka/cislo?parcelNumbers=DR0482219874U`,
    body: page({ lang: 'cs', title: 'Sledování zásilek – Česká pošta', head: favicon('#ffcc00', 'P', '#002776'), css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.posta.hu';
  const css = `${baseCss}body{background:#f2f4f3;font-family:Arial,sans-serif}.hd{background:#d00b24;color:#fff;height:64px;display:flex;align-items:center;padding:0 26px}.box{max-width:700px;margin:26px auto;background:#fff;border-radius:6px;padding:28px}
table{width:100%;border-collapse:collapse;font-size:14px;margin:12px 0}td{border-bottom:1px solid #eee;padding:7px}td:first-child{color:#666;width:45%}.b{background:#d00b24;color:#fff;border:0;padding:12px 24px;border-radius:4px;font-weight:700}
.i{background:#f6f8fa;border-radius:6px;padding:14px;font-size:13px;margin-top:16px}`;
  const body = `<div class="hd">${wordmark('Magyar Posta', '#fff', { mark: 'circle', text: '#fff', width: 170 })}</div>
<div class="box"><h1 style="font-size:22px;margin-top:0">Vámkezelés – díjfizetés</h1><p>Az Ön harmadik országból érkezett küldeménye vámkezelés alatt áll. A vámhatóság által megállapított terhek:</p>
<table><tr><td>Küldeményazonosító</td><td>RB447120955CN</td></tr><tr><td>Áru értéke</td><td>54,20 EUR</td></tr><tr><td>Import ÁFA (27%)</td><td>5 480 Ft</td></tr><tr><td>Vámkezelési díj</td><td>2 300 Ft</td></tr><tr><td><b>Összesen</b></td><td><b>7 780 Ft</b></td></tr></table>
<form method="post" action="/vamkezeles/fizetes"><input type="hidden" name="azonosito" value="RB447120955CN"><button class="b">Fizetés bankkártyával</button></form>
<div class="i">A díjat a posta.hu oldalon, a Posta Applikációban vagy kézbesítéskor is kifizetheti. A Magyar Posta SMS-ben csak a küldeményazonosítót küldi meg, linket fizetéshez nem. Ha gyanús üzenetet kapott, ellenőrizze a küldeményt a posta.hu Nyomkövetés oldalán.</div></div>`;
  return {
    id: 'yd-clean-posta-hu-customs-fee-official', label: 'clean', kind: 'parcel-customs-official',
    url: `https://${host}/vamkezeles?azonosito=RB447120955CN`,
    body: page({ lang: 'hu', title: 'Vámkezelés – Magyar Posta', head: favicon('#d00b24', 'P'), css, body }),
  } satisfies Entry;
})(),

(() => {
  const host = 'www.portu.cz';
  const css = `${baseCss}body{font-family:"Inter",Arial,sans-serif;color:#14213d;background:#fff}.hd{display:flex;align-items:center;padding:18px 40px;border-bottom:1px solid #eee}.hd a.b{margin-left:auto}
.hero{max-width:1100px;margin:40px auto;display:grid;grid-template-columns:1.2fr 1fr;gap:40px;padding:0 20px}h1{font-size:44px;line-height:1.1;margin:0}.b{background:#14213d;color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block}
.calc{background:#f4f6fb;border-radius:14px;padding:24px}.calc input{width:100%}.risk{max-width:1100px;margin:30px auto;padding:0 20px;font-size:12px;color:#667}`;
  const body = `<div class="hd">${wordmark('Portu', '#14213d', { mark: 'circle', width: 110 })}<a class="b" href="/registrace">Začít investovat</a></div>
<div class="hero"><div><h1>Chytré investování pro každého</h1><p>Automatizované portfolio z ETF na míru vašemu cíli. Investovat můžete od 500 Kč měsíčně. Poplatek 1 % ročně z hodnoty portfolia.</p><a class="b" href="/registrace">Vytvořit účet</a><p style="font-size:13px;color:#556">Portu je služba společnosti WOOD &amp; Company investiční společnost, a.s., regulované Českou národní bankou.</p></div>
<div class="calc"><h3 style="margin-top:0">Kalkulačka</h3><label>Měsíční vklad: <b id="v">2 000 Kč</b></label><input type="range" min="500" max="20000" step="500" value="2000" id="r"><p>Horizont: 15 let · Modelové zhodnocení: <b>4–7 % p.a.</b></p><p>Odhad hodnoty: <b id="o"></b></p></div></div>
<p class="risk">Hodnota investice může kolísat a návratnost původně investované částky není zaručena. Historická výkonnost není zárukou budoucích výnosů. Před investováním si přečtěte sdělení klíčových informací.</p>`;
  const js = `<script>function u(){var m=+r.value,n=180,i=0.055/12,f=m*((Math.pow(1+i,n)-1)/i);v.textContent=m.toLocaleString('cs-CZ')+' Kč';o.textContent=Math.round(f).toLocaleString('cs-CZ')+' Kč'}r.oninput=u;u()</script>`;
  return {
    id: 'yd-clean-portu-cz-regulated-investing', label: 'clean', kind: 'investment-legit',
    url: `https://${host}/`,
    body: page({ lang: 'cs', title: 'Portu – chytré investování', css, body: body + cookieBar('Používáme cookies pro měření návštěvnosti. <a href="#">Nastavení</a>', 'Přijmout', 'Odmítnout', '#14213d'), scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'revoke.cash';
  const css = `${baseCss}body{background:#fff;font-family:"Inter",Arial,sans-serif;color:#111}.top{display:flex;align-items:center;padding:16px 32px;border-bottom:1px solid #eee}.top button{margin-left:auto}
button{background:#111;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-weight:600;cursor:pointer}.w{max-width:980px;margin:30px auto;padding:0 20px}table{width:100%;border-collapse:collapse;border:1px solid #eee}th,td{padding:10px;text-align:left;border-bottom:1px solid #f2f2f2;font-size:14px}
.sm{background:#fff;color:#111;border:1px solid #111;padding:5px 10px;font-size:13px}`;
  const body = `<div class="top"><b style="font-size:20px">Revoke.cash</b><button id="c">Connect Wallet</button></div>
<div class="w"><h1>Take back control of your wallet</h1><p>Revoke.cash helps you inspect and revoke token approvals you granted on 100+ networks. Revoking only removes permissions — it can never move your tokens.</p>
<table><thead><tr><th>Asset</th><th>Spender</th><th>Allowance</th><th>Last updated</th><th></th></tr></thead><tbody id="tb"><tr><td colspan="5" style="color:#777">Connect a wallet or search an address to view approvals.</td></tr></tbody></table>
<p style="font-size:13px;color:#666">Beware of sites impersonating Revoke.cash that ask you to "revoke all" with a single signature. We never ask for seed phrases.</p></div>`;
  const js = `<script>
var me=null;function pad(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
c.onclick=async function(){if(!window.ethereum){alert('No wallet found');return}var a=await ethereum.request({method:'eth_requestAccounts'});me=a[0];c.textContent=me.slice(0,6)+'…'+me.slice(-4);
 var j=await fetch('/api/1/approvals?address='+me).then(function(r){return r.json()});
 tb.innerHTML=j.approvals.map(function(x,i){return '<tr><td>'+x.symbol+'</td><td>'+x.spenderName+'</td><td>'+x.amount+'</td><td>'+x.updated+'</td><td><button class="sm" data-i="'+i+'">Revoke</button></td></tr>'}).join('');
 tb.querySelectorAll('button').forEach(function(b){b.onclick=function(){var x=j.approvals[+b.dataset.i];ethereum.request({method:'eth_sendTransaction',params:[{from:me,to:x.token,data:'0x095ea7b3'+pad(x.spender)+pad('0x0')}]}).then(function(){b.textContent='Revoked'}).catch(function(){})}})};
</script>`;
  return {
    id: 'yd-clean-revoke-cash-approval-manager', label: 'clean', kind: 'crypto-dapp-legit',
    url: `https://${host}/?chainId=1&s=yd4`,
    body: page({ lang: 'en', title: 'Revoke.cash – Manage your token approvals', css, body, scripts: js }),
    routes: { [`${host}/api/1/approvals`]: jsonRoute({ approvals: [{ symbol: 'USDC', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', spender: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45', spenderName: 'Uniswap V3: Router 2', amount: 'Unlimited', updated: '2024-11-02' }] }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'support.ledger.com';
  const css = `${baseCss}body{font-family:"Inter",Arial,sans-serif;color:#1c1d1f}.hd{background:#131214;color:#fff;padding:16px 36px;display:flex;align-items:center}.w{max-width:800px;margin:28px auto;padding:0 20px}h1{font-size:32px}
.bad{background:#fff0f0;border-left:4px solid #d32f2f;padding:14px;margin:14px 0}.q{font-style:italic;background:#f6f6f6;padding:12px;border-radius:4px}`;
  const body = `<div class="hd">${wordmark('LEDGER', '#fff', { mark: 'square', width: 130, text: '#fff' })}<span style="margin-left:auto;font-size:14px">Support</span></div>
<div class="w"><h1>Never share your 24-word Secret Recovery Phrase</h1>
<p>Your Secret Recovery Phrase is the master key to your crypto assets. Anyone who knows it can take your funds. Ledger will <b>never</b> ask you for it — not by e-mail, phone, social media, or on any website.</p>
<div class="bad"><b>Examples of scams we have seen:</b><p class="q">„Obnova zařízení po kritické aktualizaci firmwaru — pro přenesení účtů ověřte obnovovací frázi.“</p><p class="q">"Your Ledger Nano will be blocked within 48 hours. Synchronize your 24 words to keep access."</p><p class="q">Physical letters with a "replacement device" and a request to type your words into an app.</p></div>
<h2>Where should I enter my recovery phrase?</h2><p>Only on your Ledger device itself, when you restore it. Never type it into a computer, phone, website, or form. Ledger Live never asks for it.</p>
<h2>I entered my phrase on a website. What now?</h2><ol><li>Consider the phrase compromised.</li><li>Set up a new device or reset your device with a <b>new</b> phrase.</li><li>Transfer your funds to the new accounts as soon as possible.</li></ol></div>`;
  return {
    id: 'yd-clean-ledger-seed-phrase-warning', label: 'clean', kind: 'crypto-safety-article',
    url: `https://${host}/article/360005882614-zd`,
    body: page({ lang: 'en', title: 'Never share your 24-word Secret Recovery Phrase – Ledger Support', css, body }),
  } satisfies Entry;
})(),
];
