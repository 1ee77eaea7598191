import type { Entry } from '../entry.js';
import { doc, mobileCss, mobileKit, otpPage, cardFields, stepScript, okJson, img, htmlRoute, redirectRoute, jsRoute, jsonRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-japanpost-fuzai-redelivery',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://japanpost-saihaitatsu.vip/jp/',
  body: mobileKit({
    lang: 'ja', title: '日本郵便 再配達のお申し込み', brand: '日本郵便 JAPAN POST', color: '#cc0000',
    notice: `<h2>ご不在のため、お荷物を持ち帰りました</h2><p style="font-size:14px">お届け先住所の番地が不明確なため配達できませんでした。再配達をご希望の場合は、住所の確認と再配達手数料（200円）のお支払いをお願いいたします。保管期限を過ぎますと差出人へ返送されます。</p>`,
    rows: [['お問い合わせ番号', '4418-2290-7315'], ['保管期限', '3日後'], ['再配達手数料', '¥200']],
    form: `<label>お名前</label><input name="name" required><label>郵便番号</label><input name="zip" placeholder="123-4567" required><label>ご住所</label><input name="addr" required><label>電話番号</label><input name="tel" required>${cardFields({ name: 'カード名義', number: 'カード番号', exp: '有効期限', cvv: 'セキュリティコード' })}`,
    button: '再配達を申し込む', collector: '/jp/api/pay', next: '/jp/3ds', footer: '© JAPAN POST Co., Ltd. All rights reserved.',
    extraCss: 'body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}',
  }),
  routes: {
    'japanpost-saihaitatsu.vip/jp/api/pay': okJson(),
    'japanpost-saihaitatsu.vip/jp/3ds': htmlRoute(otpPage('ja', '本人認証サービス（3Dセキュア）', '#333', 'ワンタイムパスワード', 'カード会社から送信された認証コードを入力してください。', '認証する', '/jp/api/pay')),
  },
},
{
  id: 'u-phish-etc-riyou-teishi-yokoku',
  label: 'phishing',
  kind: 'toll-kit',
  url: 'https://etc-meisai-kakunin.com/etc/login',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービス',
    css: mobileCss('#004ea2') + 'body{font-family:Meiryo,sans-serif}.warn{background:#fff3f3;border:1px solid #e88;padding:10px;font-size:13px}',
    body: `<div class="bar">ETC利用照会サービス</div>
<div class="wrap">
<div class="box"><h2>ETCサービスの無効化予告</h2>
<div class="warn">お客様のETCカードが有効期限切れ、またはカード情報の更新が確認できないため、<b>ETCサービスが無効</b>になります。引き続きご利用いただくには、下記よりログインしてカード情報を更新してください。</div>
<p style="font-size:13px">ご利用停止日：本日より3日以内</p></div>
<form id="f" class="box">
<label>ユーザーID（メールアドレス）</label><input name="uid" required>
<label>パスワード</label><input name="pw" type="password" required>
<button>ログイン</button>
</form>
<form id="g" class="box" style="display:none"><h2>カード情報の更新</h2>
${cardFields({ name: 'カード名義人', number: 'ETCカード番号（クレジットカード番号）', exp: '有効期限', cvv: 'セキュリティコード' })}
<label>生年月日</label><input name="birth" placeholder="19800101"><button>更新する</button></form>
</div>
<div class="ft">Copyright (C) ETC利用照会サービス 東日本高速道路株式会社・中日本高速道路株式会社・西日本高速道路株式会社</div>
<script>
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/etc/post.php',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('g').style.display='block';};
document.getElementById('g').onsubmit=function(e){e.preventDefault();fetch('/etc/post.php',{method:'POST',body:new FormData(this)}).finally(function(){location.href='/etc/done'});};
</script>`,
  }),
  routes: {
    'etc-meisai-kakunin.com/etc/post.php': okJson(),
    'etc-meisai-kakunin.com/etc/done': htmlRoute(doc({ lang: 'ja', title: '完了', body: '<p>更新が完了しました。反映まで24時間ほどかかります。</p>' })),
  },
},
{
  id: 'u-phish-auspost-address-incomplete',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://auspost.redelivery-au.com/track/?n=AP',
  body: mobileKit({
    lang: 'en-AU', title: 'Australia Post - Redelivery', brand: 'Australia Post', color: '#dc1928',
    notice: `<h2>Your parcel is on hold</h2><p style="font-size:14px">We attempted to deliver your item but the address details were incomplete. Please confirm your address and pay the redelivery fee of <b>$3.45</b> to reschedule. Unclaimed items are returned to sender after 5 business days.</p>`,
    rows: [['Tracking number', '33QPL7744901'], ['Status', 'Awaiting confirmation'], ['Fee', 'AUD 3.45']],
    form: `<label>Full name</label><input name="name" required><label>Street address</label><input name="street" required><div class="half"><div><label>Suburb</label><input name="suburb"></div><div><label>Postcode</label><input name="pc" maxlength="4"></div></div><label>Mobile</label><input name="mob" required>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'CVC' })}`,
    button: 'Pay $3.45 and reschedule', collector: '/track/res.php', next: '/track/verify.php', footer: '© Australia Post 2026. We acknowledge the Traditional Custodians of the land on which we operate.',
  }),
  routes: {
    'auspost.redelivery-au.com/track/res.php': okJson(),
    'auspost.redelivery-au.com/track/verify.php': htmlRoute(otpPage('en-AU', 'Verified by Visa', '#1a1f71', 'One-time passcode', 'Enter the code sent to your mobile to complete this payment to AUSTRALIA POST of AUD 3.45.', 'Submit', '/track/res.php')),
  },
},
{
  id: 'u-phish-linkt-unpaid-toll-notice',
  label: 'phishing',
  kind: 'toll-kit',
  url: 'https://linkt-tollpay.info/',
  body: mobileKit({
    lang: 'en-AU', title: 'Linkt | Pay a toll notice', brand: 'Linkt', color: '#5a2d82',
    notice: `<h2>Unpaid toll notice</h2><p style="font-size:14px">Our records show an outstanding toll for your vehicle on the M7 Motorway. To avoid an administration fee of $48.20 and referral to Revenue NSW, please pay by the due date.</p>`,
    rows: [['Notice number', 'LNK-5530-2298'], ['Trip', 'M7 Westlink · 14 Nov'], ['Amount due', '$11.69']],
    form: `<label>Vehicle registration</label><input name="rego" required><label>State</label><select name="st"><option>NSW</option><option>VIC</option><option>QLD</option></select><label>Email</label><input name="email" type="email" required>${cardFields({ name: 'Cardholder name', number: 'Card number', exp: 'Expiry (MM/YY)', cvv: 'Security code' })}`,
    button: 'Pay $11.69', collector: '/api/pay', next: '/secure', footer: 'Linkt is a registered trademark of Transurban Limited. © 2026',
  }),
  routes: {
    'linkt-tollpay.info/api/pay': okJson(),
    'linkt-tollpay.info/secure': htmlRoute(otpPage('en-AU', 'Mastercard ID Check', '#eb001b', 'Verify it\'s you', 'We sent a 6-digit code to your phone. Enter it to authorise $11.69.', 'Verify', '/api/pay')),
  },
},
{
  id: 'u-scam-correios-taxa-importacao-pix',
  label: 'scam',
  kind: 'parcel-fee-scam',
  url: 'https://correios-rastreio.app-taxacao.com/objeto/BR559017342',
  body: doc({
    lang: 'pt-BR',
    title: 'Correios - Rastreamento de objeto',
    css: mobileCss('#00416b') + '.bar{border-bottom:4px solid #ffe600}.tl{border-left:3px solid #00416b;padding-left:12px;font-size:13px}.tl p{margin:8px 0}.pix{font-family:monospace;font-size:11px;word-break:break-all;background:#f3f3f3;padding:10px;border-radius:6px}.qr{width:180px;height:180px;background:#222;margin:10px auto;display:block}',
    body: `<div class="bar">Correios</div>
<div class="wrap">
<div class="box"><h2>Objeto BR559017342</h2>
<div class="tl"><p><b>Aguardando pagamento</b><br>Unidade de Tratamento - CURITIBA/PR</p><p>Fiscalização aduaneira finalizada<br>Tributos: R$ 64,73</p><p>Objeto recebido pelos Correios do Brasil<br>CURITIBA/PR</p><p>Objeto postado<br>SHENZHEN - CHINA</p></div></div>
<div class="box"><h2 class="red">Pagamento da taxa de importação</h2>
<p style="font-size:14px">Conforme a Lei 14.902/2024 (Remessa Conforme), o seu objeto foi tributado. Realize o pagamento via Pix em até <b>3 dias úteis</b> para liberação. Após o prazo o objeto será devolvido.</p>
<div class="row"><span>Imposto de importação</span><b>R$ 49,90</b></div><div class="row"><span>Despacho postal</span><b>R$ 14,83</b></div><div class="row"><span>Total</span><b>R$ 64,73</b></div>
<img class="qr" src="/objeto/qr.png" alt="QR Pix">
<p style="font-size:13px">Pix Copia e Cola:</p>
<div class="pix" id="pix">00020101021226850014br.gov.bcb.pix2563qrcode.pagsm-intermediacao.com/pix/v2/cobv/8d2f1e90a1b84c6e5204000053039865406064.735802BR5925PAGAMENTOS DIGITAIS LTDA6009SAO PAULO62070503***6304B1F2</div>
<button onclick="navigator.clipboard.writeText(document.getElementById('pix').textContent);this.textContent='Código copiado!'">Copiar código Pix</button>
<p class="tip">Beneficiário: PAGAMENTOS DIGITAIS LTDA (intermediador autorizado). A liberação ocorre automaticamente em até 30 minutos após o pagamento.</p></div>
</div>
<div class="ft">© Copyright 2026 Correios</div>
<script>setInterval(function(){fetch('/objeto/status?id=BR559017342').then(function(r){return r.json()}).then(function(j){if(j.pago)location.href='/objeto/ok'}).catch(function(){})},8000);</script>`,
  }),
  routes: {
    'correios-rastreio.app-taxacao.com/objeto/qr.png': img(20, 20, 20),
    'correios-rastreio.app-taxacao.com/objeto/status': jsonRoute({ pago: false }),
  },
},
{
  id: 'u-phish-sat-devolucion-saldo-favor',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://sat-gob-mx.devoluciones-fiscales.com/portal/',
  body: doc({
    lang: 'es-MX',
    title: 'SAT - Devolución de saldo a favor',
    css: mobileCss('#691c32') + 'body{background:#f5f5f5}.gob{background:#13322b;color:#fff;padding:8px 16px;font-size:13px}',
    body: `<div class="gob">gob.mx · Gobierno de México</div><div class="bar">SAT · Servicio de Administración Tributaria</div>
<div class="wrap">
<div class="box"><h2>Tiene una devolución pendiente</h2><p style="font-size:14px">Derivado de su Declaración Anual, se determinó un saldo a favor de <b>$4,872.00 MXN</b>. Para recibir el depósito ingrese su RFC y los datos de la cuenta o tarjeta donde desea recibir el reembolso. Plazo máximo: 72 horas.</p></div>
<form id="f" class="box">
<label>RFC</label><input name="rfc" maxlength="13" required>
<label>CURP</label><input name="curp" maxlength="18" required>
<label>Contraseña del SAT</label><input name="ciec" type="password" required>
<label>CLABE o número de tarjeta de débito</label><input name="clabe" required>
<div class="half"><div><label>Vencimiento</label><input name="exp" placeholder="MM/AA"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div></div>
<button>Solicitar devolución</button></form>
</div>
<div class="ft">SAT · Av. Hidalgo 77, Col. Guerrero, CDMX. MarcaSAT 55 627 22 728</div>
${stepScript('/portal/registra.php', '/portal/confirmacion.php')}`,
  }),
  routes: {
    'sat-gob-mx.devoluciones-fiscales.com/portal/registra.php': okJson(),
    'sat-gob-mx.devoluciones-fiscales.com/portal/confirmacion.php': htmlRoute(otpPage('es-MX', 'SAT', '#691c32', 'Código de verificación', 'Ingrese el código que su banco envió por SMS para validar la cuenta de depósito.', 'Validar', '/portal/registra.php')),
  },
},
{
  id: 'u-phish-hometax-hwangeup-ko',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://hometax-refund.kr-nts.com/',
  body: mobileKit({
    lang: 'ko', title: '국세청 홈택스 - 환급금 조회', brand: '국세청 홈택스', color: '#0a4a9b',
    notice: `<h2>미수령 환급금 안내</h2><p style="font-size:14px">고객님께 지급되지 않은 종합소득세 환급금 <b>387,420원</b>이 있습니다. 신청 기한이 지나면 국고로 귀속되오니 본인인증 후 수령 계좌를 등록해 주세요.</p>`,
    rows: [['환급 구분', '종합소득세'], ['환급 예정액', '387,420원'], ['신청 기한', '오늘 자정까지']],
    form: `<label>성명</label><input name="name" required><label>주민등록번호</label><input name="rrn" maxlength="14" required><label>휴대폰 번호</label><input name="phone" required><label>환급받을 은행</label><select name="bank"><option>국민은행</option><option>신한은행</option><option>우리은행</option><option>하나은행</option><option>농협</option><option>카카오뱅크</option></select><label>계좌번호</label><input name="acct" required><label>계좌 비밀번호</label><input name="apw" type="password" maxlength="4" required>`,
    button: '환급 신청', collector: '/api/refund.php', next: '/cert.html', footer: '국세청 · 세종특별자치시 국세청로 8-14 · 국세상담센터 126',
    extraCss: 'body{font-family:"Malgun Gothic",sans-serif}',
  }),
  routes: {
    'hometax-refund.kr-nts.com/api/refund.php': okJson(),
    'hometax-refund.kr-nts.com/cert.html': htmlRoute(otpPage('ko', '국세청 홈택스', '#0a4a9b', '휴대폰 본인인증', '문자로 발송된 인증번호를 입력해 주세요.', '인증 완료', '/api/refund.php')),
  },
},
{
  id: 'u-scam-receita-cpf-irregular-darf',
  label: 'scam',
  kind: 'gov-fine-scam',
  url: 'https://regularize-cpf.gov-br.info/consulta',
  body: doc({
    lang: 'pt-BR',
    title: 'gov.br - Regularização de CPF',
    css: mobileCss('#1351b4') + '.gov{background:#fff;color:#1351b4;font-weight:bold;padding:10px 16px;border-bottom:1px solid #ddd}.step{display:none}.step.on{display:block}.pix{font-family:monospace;font-size:11px;word-break:break-all;background:#f3f3f3;padding:10px}',
    body: `<div class="gov">gov.br</div><div class="bar">Receita Federal — Situação Cadastral</div>
<div class="wrap">
<div class="box step on" id="a"><h2>Consulte a situação do seu CPF</h2><p style="font-size:14px">Verifique pendências junto à Receita Federal. Em caso de irregularidade, o CPF poderá ser <b>cancelado</b> e suas contas bancárias e chaves Pix bloqueadas.</p>
<label>CPF</label><input id="cpf" placeholder="000.000.000-00"><button onclick="chk()">Consultar</button></div>
<div class="box step" id="b"><h2 class="red">CPF IRREGULAR</h2><p style="font-size:14px">Foi identificada <b>omissão de declaração do IRPF</b> referente ao exercício 2024. Multa por atraso (MAED) e juros: <b>R$ 187,43</b>.</p>
<p style="font-size:14px">Regularize hoje para evitar: bloqueio de contas, suspensão do título de eleitor e impedimento de emissão de passaporte.</p>
<p style="font-size:13px">DARF — pagamento via Pix:</p><div class="pix">00020126580014br.gov.bcb.pix0136a83f7e22-55c1-4b9e-9f31-2d0c4a7e1b5f5204000053039865406187.435802BR5917REGULARIZA SERVICOS6008BRASILIA62070503***6304A9C1</div>
<button onclick="navigator.clipboard.writeText(document.querySelector('.pix').textContent)">Copiar código Pix</button>
<p class="tip">Após o pagamento, a regularização é processada automaticamente em até 1 hora.</p></div>
</div>
<div class="ft">Ministério da Fazenda · Receita Federal do Brasil</div>
<script>function chk(){var c=document.getElementById('cpf').value;fetch('/api/cpf?c='+encodeURIComponent(c)).catch(function(){});document.getElementById('a').className='box step';setTimeout(function(){document.getElementById('b').className='box step on'},1500)}</script>`,
  }),
  routes: { 'regularize-cpf.gov-br.info/api/cpf': jsonRoute({ situacao: 'IRREGULAR' }) },
},
{
  id: 'u-phish-telcel-puntos-vencen',
  label: 'phishing',
  kind: 'telco-kit',
  url: 'https://telcel-puntos.mx-canje.com/canje',
  body: mobileKit({
    lang: 'es-MX', title: 'Telcel - Canje de Puntos', brand: 'Telcel', color: '#0a3b8c',
    notice: `<h2>¡Tus Puntos Telcel vencen hoy!</h2><p style="font-size:14px">Tienes <b>8,640 puntos</b> disponibles. Canjéalos por un Samsung Galaxy A35 pagando solo el envío de $39 MXN. Oferta válida únicamente hoy.</p>`,
    rows: [['Puntos disponibles', '8,640'], ['Equipo', 'Samsung Galaxy A35 128GB'], ['Costo de envío', '$39.00 MXN']],
    form: `<label>Número Telcel</label><input name="tel" required><label>Nombre completo</label><input name="name" required><label>Dirección de envío</label><input name="dir" required>${cardFields({ name: 'Titular', number: 'Número de tarjeta', exp: 'Vencimiento', cvv: 'CVV' })}`,
    button: 'Canjear ahora', collector: '/canje/guarda.php', next: '/canje/verifica.php', footer: '© 2026 Radiomóvil Dipsa, S.A. de C.V. Telcel',
  }),
  routes: {
    'telcel-puntos.mx-canje.com/canje/guarda.php': okJson(),
    'telcel-puntos.mx-canje.com/canje/verifica.php': htmlRoute(otpPage('es-MX', 'Telcel', '#0a3b8c', 'Verificación', 'Ingresa el código que te enviamos por SMS para confirmar tu canje.', 'Confirmar', '/canje/guarda.php')),
  },
},
{
  id: 'u-phish-globe-rewards-expiring-ph',
  label: 'phishing',
  kind: 'telco-kit',
  url: 'https://globe-rewards.ph-redeem.store/',
  body: mobileKit({
    lang: 'en-PH', title: 'Globe Rewards', brand: 'Globe Rewards', color: '#0056b8',
    notice: `<h2>Your 1,280 Globe Rewards points will expire today!</h2><p style="font-size:14px">Redeem now for a JBL Bluetooth speaker or ₱1,000 GCash credits. Sayang naman kung mawawala! Just pay the ₱49 shipping fee.</p>`,
    rows: [['Points', '1,280'], ['Reward', 'JBL Go 3 Speaker'], ['Shipping', '₱49.00']],
    form: `<label>Globe mobile number</label><input name="msisdn" required><label>Full name</label><input name="name" required><label>Delivery address</label><input name="addr" required>${cardFields({ name: 'Cardholder name', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}`,
    button: 'Redeem now', collector: '/r/save', next: '/r/otp', footer: '© 2026 Globe Telecom, Inc. All rights reserved.',
  }),
  routes: {
    'globe-rewards.ph-redeem.store/r/save': okJson(),
    'globe-rewards.ph-redeem.store/r/otp': htmlRoute(otpPage('en-PH', 'Globe Rewards', '#0056b8', 'Enter OTP', 'Enter the OTP sent by your bank to complete your ₱49 payment.', 'Confirm', '/r/save')),
  },
},
{
  id: 'u-phish-ais-points-expire-th',
  label: 'phishing',
  kind: 'telco-kit',
  url: 'https://ais-point.th-redeem.online/',
  body: mobileKit({
    lang: 'th', title: 'AIS Points - แลกของรางวัล', brand: 'AIS Points', color: '#7ab800',
    notice: `<h2>คะแนน AIS Points ของคุณจะหมดอายุวันนี้</h2><p style="font-size:14px">คุณมี 9,850 คะแนน สามารถแลกรับ หูฟัง AirPods Pro ได้ทันที เพียงชำระค่าจัดส่ง 59 บาท</p>`,
    rows: [['คะแนนคงเหลือ', '9,850'], ['ของรางวัล', 'AirPods Pro (2nd gen)'], ['ค่าจัดส่ง', '฿59']],
    form: `<label>หมายเลขโทรศัพท์ AIS</label><input name="msisdn" required><label>ชื่อ-นามสกุล</label><input name="name" required><label>ที่อยู่จัดส่ง</label><input name="addr" required>${cardFields({ name: 'ชื่อผู้ถือบัตร', number: 'หมายเลขบัตร', exp: 'วันหมดอายุ', cvv: 'CVV' })}`,
    button: 'แลกเลย', collector: '/api/redeem', next: '/otp', footer: '© 2569 Advanced Info Service PLC.', extraCss: 'body{font-family:Tahoma,sans-serif}',
  }),
  routes: {
    'ais-point.th-redeem.online/api/redeem': okJson(),
    'ais-point.th-redeem.online/otp': htmlRoute(otpPage('th', 'AIS Points', '#7ab800', 'ยืนยันรหัส OTP', 'กรุณากรอกรหัส OTP ที่ได้รับจากธนาคารของท่าน', 'ยืนยัน', '/api/redeem')),
  },
},
{
  id: 'u-phish-simit-multa-descuento-co',
  label: 'phishing',
  kind: 'gov-fine-kit',
  url: 'https://simit-consulta-multas.co-pagos.com/estado-cuenta',
  body: doc({
    lang: 'es-CO',
    title: 'SIMIT - Estado de cuenta',
    css: mobileCss('#0b3d91') + '.gov{background:#3366cc;color:#fff;font-size:12px;padding:6px 16px}',
    body: `<div class="gov">GOV.CO</div><div class="bar">SIMIT · Federación Colombiana de Municipios</div>
<div class="wrap">
<div class="box"><h2>Comparendo pendiente de pago</h2><p style="font-size:14px">Su vehículo registra un comparendo por fotodetección. Pague ahora con el <b>50% de descuento</b> (Ley 2161 de 2021) antes de que el proceso pase a cobro coactivo.</p>
<div class="row"><span>Comparendo</span><b>11001000000041872355</b></div><div class="row"><span>Infracción</span><b>C29 Exceso de velocidad</b></div><div class="row"><span>Valor con descuento</span><b>$ 302.400</b></div></div>
<form id="f" class="box"><label>Tipo de documento</label><select name="td"><option>Cédula de ciudadanía</option><option>Cédula de extranjería</option></select><label>Número de documento</label><input name="doc" required>
<label>Banco (PSE)</label><select name="banco"><option>Bancolombia</option><option>Davivienda</option><option>Banco de Bogotá</option><option>BBVA</option><option>Nequi</option></select>
<label>Usuario de su banca virtual</label><input name="user" required><label>Clave</label><input name="clave" type="password" required>
<button>Pagar con PSE</button></form></div>
<div class="ft">© 2026 Federación Colombiana de Municipios · SIMIT</div>
${stepScript('/estado-cuenta/pse.php', '/estado-cuenta/token')}`,
  }),
  routes: {
    'simit-consulta-multas.co-pagos.com/estado-cuenta/pse.php': okJson(),
    'simit-consulta-multas.co-pagos.com/estado-cuenta/token': htmlRoute(otpPage('es-CO', 'PSE', '#0b3d91', 'Clave dinámica', 'Ingrese la clave dinámica de su banco para aprobar el pago de $302.400.', 'Aprobar', '/estado-cuenta/pse.php')),
  },
},
];
