import type { Entry } from '../entry.js';
import { doc, corpCss, mobileCss, shell, gtag, fbq, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-sat-portal-declaracion-anual',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.sat.gob.mx/portal/public/tramites/declaracion-anual',
  body: doc({
    lang: 'es-MX',
    title: 'Presenta tu Declaración Anual de personas físicas | SAT',
    css: corpCss('#691c32', '#691c32') + '.gob{background:#13322b;color:#fff;padding:8px 20px;font-size:13px}',
    body: `<div class="gob">gob.mx</div>` + shell({ brand: 'SAT', logo: 'SAT', nav: ['Trámites', 'Personas', 'Empresas', 'Contribuyentes'], footer: 'Servicio de Administración Tributaria · Av. Hidalgo 77, Col. Guerrero, CDMX · MarcaSAT 55 627 22 728', links: ['Aviso de privacidad', 'Transparencia', 'Denuncias'] })(`<div class="card"><h1>Presenta tu Declaración Anual</h1><p>Si obtuviste ingresos por sueldos, honorarios o arrendamiento, presenta tu declaración en abril. Si tienes saldo a favor, puedes solicitar la devolución automática en la misma declaración.</p>
<h3>¿Qué necesitas?</h3><ul><li>RFC y contraseña o e.firma vigente</li><li>Cuenta CLABE a tu nombre, de 18 dígitos</li></ul>
<p><a class="btn" href="/portal/public/tramites/declaracion-anual/iniciar">Iniciar</a></p></div>
<div class="card alert"><b>Evita fraudes:</b> el SAT nunca te pide por correo o SMS datos de tarjeta, CVV o tu contraseña para depositar una devolución. Las devoluciones se depositan únicamente a la CLABE registrada en tu declaración. Reporta correos apócrifos a denuncias@sat.gob.mx.</div>`),
  }),
},
{
  id: 'u-clean-mygov-signin-au',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://my.gov.au/LoginServices/main/login?execution=e1s1',
  body: doc({
    lang: 'en-AU',
    title: 'Sign in - myGov',
    css: 'body{margin:0;font-family:"Public Sans",Arial,sans-serif;background:#f5f5f5}.h{background:#313131;color:#fff;padding:16px 24px;font-size:22px}.b{max-width:520px;margin:32px auto;background:#fff;padding:28px}label{display:block;margin:14px 0 4px;font-weight:600;font-size:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #313131}button{margin-top:22px;background:#0f62c5;color:#fff;border:0;padding:12px 28px;font-size:16px}.alt{margin-top:26px;border-top:1px solid #ddd;padding-top:16px}.f{max-width:520px;margin:0 auto;font-size:12px;color:#555}',
    body: `<div class="h">myGov</div><div class="b"><h1 style="font-size:26px">Sign in with myGov</h1><form method="post" action="/LoginServices/main/login?execution=e1s1"><label>Username or email</label><input name="userId"><label>Password</label><input name="password" type="password"><button>Sign in</button></form>
<p style="font-size:14px"><a href="#">Forgot username</a> · <a href="#">Forgot password</a></p>
<div class="alt"><b>Other ways to sign in</b><p style="font-size:14px">Sign in with your <a href="#">Digital ID</a> (myID) or with the myGov app.</p></div></div>
<div class="f"><b>Scam alert:</b> myGov will never send you an SMS or email with a link to sign in or to claim a refund. If you get a message like this, don't click the link. Report it to reportascam@servicesaustralia.gov.au.</div>`,
  }),
},
{
  id: 'u-clean-incometax-efiling-refund-status',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.incometax.gov.in/iec/foportal/help/refund-status',
  body: doc({
    lang: 'en-IN',
    title: 'Know Your Refund Status | Income Tax Department',
    css: corpCss('#1b3f8c', '#1b3f8c'),
    body: shell({ brand: 'e-Filing', logo: 'e-Filing · Income Tax Department', nav: ['Home', 'Individual', 'Business', 'Downloads', 'Help', 'Login'], footer: 'Income Tax Department, Ministry of Finance, Government of India · Aayakar Sampark Kendra 1800 103 0025', links: ['Website Policies', 'Accessibility', 'Sitemap', 'Feedback'] })(`<div class="card"><h1>Know Your Refund Status</h1><p>Taxpayers can check the status of their income tax refund after logging in to the e-Filing portal: <i>e-File → Income Tax Returns → View Filed Returns</i>. You need a pre-validated bank account linked with PAN for the refund to be credited.</p>
<ol><li>Log in with your User ID (PAN/Aadhaar) and password.</li><li>Go to <b>My Profile → My Bank Account</b> and pre-validate the account.</li><li>Track the refund under <b>View Filed Returns</b>.</li></ol>
<p><a class="btn" href="/iec/foportal/login">Login</a></p></div>
<div class="card alert"><b>Beware of phishing:</b> The Income Tax Department does not send emails or SMS asking for PIN, passwords, card numbers or net-banking credentials to process refunds. Forward suspicious messages to webmanager@incometax.gov.in and incident@cert-in.org.in.</div>`),
  }),
},
{
  id: 'u-clean-hometax-main-ko',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.hometax.go.kr/websquare/websquare.html?w2xPath=/ui/pp/index.xml',
  body: doc({
    lang: 'ko',
    title: '국세청 홈택스',
    css: corpCss('#0a4a9b', '#0a4a9b') + 'body{font-family:"Malgun Gothic",sans-serif}',
    body: shell({ brand: '홈택스', logo: '국세청 홈택스', nav: ['조회/발급', '민원증명', '신청/제출', '신고/납부', '상담/불복'], footer: '국세청 · (30128) 세종특별자치시 국세청로 8-14 · 국세상담센터 126', links: ['개인정보처리방침', '이용약관', '원격지원'] })(`<div class="grid"><div class="card"><h2 style="margin-top:0">로그인</h2><form method="post" action="/pubcLogin.do"><label>아이디</label><input name="id"><label>비밀번호</label><input name="pw" type="password"><button style="width:100%;margin-top:12px">로그인</button></form><p class="muted">공동·금융인증서, 간편인증(카카오톡, 네이버, PASS 등)으로도 로그인할 수 있습니다.</p></div>
<div class="card"><h3>자주 찾는 메뉴</h3><ul><li>종합소득세 신고</li><li>환급금 조회</li><li>연말정산 간소화</li><li>사업자등록 신청</li></ul></div></div>
<div class="card alert">국세청은 문자 메시지로 인터넷 주소(URL)를 보내 환급금 신청이나 개인정보 입력을 요구하지 않습니다. 환급금은 홈택스 또는 손택스에서만 조회·신청하세요.</div>`),
  }),
},
{
  id: 'u-clean-receita-restituicao-consulta',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda/consultar/restituicao',
  body: doc({
    lang: 'pt-BR',
    title: 'Consultar restituição — Receita Federal',
    css: corpCss('#1351b4', '#1351b4') + 'header.top{background:#fff;border-bottom:1px solid #ddd}header.top a{color:#1351b4}',
    body: shell({ brand: 'gov.br', logo: 'gov.br', nav: ['Órgãos do Governo', 'Acesso à Informação', 'Legislação', 'Acessibilidade'], footer: 'Receita Federal · Ministério da Fazenda · Todo o conteúdo deste site está publicado sob a licença Creative Commons Atribuição-SemDerivações 3.0', links: ['Termos de uso', 'Privacidade'] })(`<div class="card"><h1>Consultar restituição</h1><p>Para saber se sua restituição do Imposto de Renda está disponível, consulte pelo Meu Imposto de Renda (e-CAC) ou pelo aplicativo Meu Imposto de Renda. O valor é depositado diretamente na conta bancária ou chave Pix (CPF) informada na declaração.</p>
<p><a class="btn" href="#">Consultar no e-CAC</a></p>
<h3>Situação cadastral do CPF</h3><p>A consulta da situação cadastral é gratuita e não exige pagamento. Eventuais multas por atraso na entrega da declaração (MAED) são pagas por DARF emitido no próprio programa ou no e-CAC — nunca por Pix para pessoas ou empresas intermediárias.</p></div>
<div class="card alert">A Receita Federal não envia SMS, e-mails ou mensagens de WhatsApp com links para regularização de CPF ou cobrança. <a href="#">Veja os golpes mais comuns</a>.</div>`),
  }),
},
{
  id: 'u-clean-docomo-dpoint-club',
  label: 'clean',
  kind: 'telco-account',
  url: 'https://dpoint.docomo.ne.jp/member/point_info/index.html',
  body: doc({
    lang: 'ja',
    title: 'ポイント履歴・有効期限 | dポイントクラブ',
    css: corpCss('#cc0033', '#cc0033') + 'body{font-family:"Hiragino Sans",Meiryo,sans-serif}',
    body: shell({ brand: 'dポイント', logo: 'dポイントクラブ', nav: ['ためる', 'つかう', 'キャンペーン', 'ヘルプ'], footer: '© NTT DOCOMO, INC. All Rights Reserved.', links: ['プライバシーポリシー', 'ご利用規約'] })(`<div class="card"><h1>ポイント有効期限</h1><p>dアカウントでログインすると、保有ポイントと有効期限を確認できます。期間・用途限定ポイントは付与から一定期間で失効します。</p><p><a class="btn" href="/member/login">dアカウントでログイン</a></p>
<table><tr><th>種類</th><th>有効期限</th></tr><tr><td>通常ポイント</td><td>最後にポイントをためた・つかった日から1年</td></tr><tr><td>期間・用途限定ポイント</td><td>ポイントごとに設定</td></tr></table></div>
<div class="card alert">ドコモを装い「ポイントが失効します」等と記載したSMS・メールから偽サイトへ誘導し、dアカウントIDやパスワード、ネットワーク暗証番号を盗み取る事例が発生しています。</div>`),
  }),
},
];
