import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Real government, tax, police and court portals on their own domains: citizens report them because they ask
// for national ID numbers, passwords, fines or tax data.

export const entries: Entry[] = [
{
  id: 'o-gov-br-acesso-gov-login',
  label: 'clean',
  kind: 'gov-login',
  url: 'https://sso.acesso.gov.br/login?client_id=cav.receita.fazenda.gov.br&authorization_id=19a7c2f0e5b',
  body: doc({
    lang: 'pt-BR',
    title: 'Acesso gov.br',
    head: gtag('G-4K8R2QF7ZE', '/gtag.js'),
    css: baseCss('Rawline, Raleway, Arial, sans-serif', '#f8f8f8') + `.h{background:#fff;padding:14px 6%;box-shadow:0 1px 6px rgba(0,0,0,.1)}.g{font-weight:900;font-size:24px;color:#1351b4}.g span{color:#ffcd07}.w{max-width:460px;margin:40px auto}.btn{background:#1351b4;border-radius:24px;width:100%}.alt{display:block;border:1px solid #1351b4;border-radius:24px;text-align:center;padding:10px;margin:8px 0;color:#1351b4;text-decoration:none}`,
    body: `<div class="h"><span class="g">gov<span>.</span>br</span></div>
<div class="w card"><h1 style="font-size:20px">Identifique-se no gov.br com:</h1>
<form method="post" action="/login"><label>Número do CPF</label><p class="muted">Digite seu CPF para criar ou acessar sua conta gov.br</p><input name="accountId" placeholder="Digite seu CPF" maxlength="14"><button class="btn">Continuar</button></form>
<p><b>Outras opções de identificação:</b></p><a class="alt" href="#">Login com seu banco</a><a class="alt" href="#">Seu certificado digital</a><a class="alt" href="#">Seu certificado digital em nuvem</a>
<p class="muted"><a href="#">Está com dúvidas e precisa de ajuda?</a> · <a href="#">Termo de Uso e Aviso de Privacidade</a></p></div>`,
  }),
  routes: { 'sso.acesso.gov.br/gtag.js': js('window.dataLayer=window.dataLayer||[];') },
},
{
  id: 'o-gov-br-meu-ir-pagina',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://www.gov.br/receitafederal/pt-br/assuntos/meu-imposto-de-renda',
  body: doc({
    lang: 'pt-BR',
    title: 'Meu Imposto de Renda — Receita Federal',
    css: baseCss('Rawline, Arial, sans-serif') + `.h{background:#fff;padding:12px 6%;border-bottom:1px solid #ddd;display:flex;gap:14px;align-items:center}.g{font-weight:900;color:#1351b4;font-size:22px}.menu{background:#1351b4;color:#fff;padding:10px 6%;font-size:14px}.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:16px}.cards div{border:1px solid #ddd;border-radius:6px;padding:16px}.al{background:#fff5c2;border-left:4px solid #ffcd07;padding:12px}`,
    body: `<div class="h"><span class="g">gov.br</span><span>Receita Federal</span><span style="margin-left:auto;font-size:13px">Órgãos do Governo · Acesso à Informação · Legislação · Acessibilidade</span></div>
<div class="menu">Assuntos › Meu Imposto de Renda</div>
<main><h1>Meu Imposto de Renda</h1><p>Declare, acompanhe a restituição, consulte pendências e emita DARF de forma simples.</p>
<div class="cards"><div><b>Declarar</b><p>Faça sua declaração online ou pelo programa para computador.</p></div><div><b>Consultar restituição</b><p>Confira se sua restituição foi liberada e em qual lote.</p></div><div><b>Pendências (malha)</b><p>Veja se caiu na malha fina e como regularizar.</p></div><div><b>Emitir DARF</b><p>Gere o documento para pagamento de imposto ou multa por atraso.</p></div></div>
<div class="al" style="margin-top:18px"><b>Golpes:</b> a Receita Federal não envia SMS, WhatsApp ou e-mail com links para regularização de CPF ou cobranças via Pix. Consulte sempre pelo e-CAC ou pelo app Receita Federal.</div></main>
${footer([['Serviços', ['e-CAC', 'CPF', 'CNPJ', 'Restituição']], ['Redes sociais', ['Instagram', 'YouTube', 'X']]], 'Todo o conteúdo deste site está publicado sob a licença Creative Commons Atribuição-SemDerivações 3.0 Não Adaptada.', '#071d41', '#fff')}`,
  }),
},
{
  id: 'o-gov-fr-ameli-compte-connexion',
  label: 'clean',
  kind: 'health-insurance',
  url: 'https://assure.ameli.fr/PortailAS/appmanager/PortailAS/assure?_somtc=true',
  body: doc({
    lang: 'fr',
    title: 'Connexion - compte ameli',
    css: baseCss('Arial, sans-serif', '#f1f4f8') + `.h{background:#fff;border-bottom:3px solid #0c419a;padding:14px 6%;color:#0c419a;font-weight:800;font-size:22px}.w{max-width:860px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:24px}.btn{background:#0c419a;width:100%}.fc{display:block;text-align:center;background:#000091;color:#fff;padding:12px;border-radius:4px;text-decoration:none}`,
    body: `<div class="h">ameli <span style="font-weight:400;font-size:13px;color:#333">Mon compte</span></div>
<div class="w"><div class="card"><h1 style="font-size:20px">Je me connecte</h1><form method="post" action="/PortailAS/appmanager/PortailAS/assure?_nfpb=true&amp;connexioncompte_2actionEvt=connecter"><label>Numéro de sécurité sociale</label><input name="connexioncompte_2numSecuriteSociale" maxlength="13"><label>Mot de passe</label><input type="password" name="connexioncompte_2codeConfidentiel"><button class="btn">Je me connecte</button></form><p class="muted"><a href="#">Mot de passe oublié ?</a></p></div>
<div class="card"><h2 style="font-size:18px">Ou avec FranceConnect</h2><a class="fc" href="#">S'identifier avec FranceConnect</a><p class="muted">FranceConnect est la solution proposée par l'État pour sécuriser et simplifier la connexion aux services en ligne.</p>
<p style="font-size:13px;background:#fff3cd;padding:8px">L'Assurance Maladie ne vous demandera jamais vos coordonnées bancaires par e-mail ou SMS pour renouveler votre carte Vitale.</p></div></div>`,
  }),
},
{
  id: 'o-gov-ae-dubaipolice-fines',
  label: 'clean',
  kind: 'gov-fine',
  url: 'https://www.dubaipolice.gov.ae/wps/portal/home/services/individualservices/finespayment',
  body: doc({
    lang: 'ar',
    dir: 'rtl',
    title: 'شرطة دبي - الاستعلام عن المخالفات ودفعها',
    css: baseCss('Tahoma, Arial, sans-serif', '#f7f7f7') + `.h{background:#0a3d2a;color:#fff;padding:14px 6%;display:flex;gap:20px}.tabs a{display:inline-block;padding:8px 14px;border:1px solid #0a3d2a;margin:4px;color:#0a3d2a;text-decoration:none}.btn{background:#0a3d2a}`,
    body: `<div class="h"><b>شرطة دبي</b><span>Dubai Police</span><span style="margin-right:auto;font-size:13px"><a href="#" style="color:#fff">English</a></span></div>
<main><h1>الاستعلام عن المخالفات المرورية ودفعها</h1>
<div class="tabs"><a href="#">رقم اللوحة</a><a href="#">رقم الملف المروري</a><a href="#">رقم الرخصة</a><a href="#">رقم المخالفة</a></div>
<form class="card" style="max-width:520px" method="post" action="/wps/portal/home/services/individualservices/finespayment/search"><label>مصدر اللوحة</label><select><option>دبي</option><option>أبوظبي</option><option>الشارقة</option></select><label>رمز اللوحة</label><input><label>رقم اللوحة</label><input dir="ltr"><button class="btn">بحث</button></form>
<p>يمكن الدفع أيضاً عبر تطبيق شرطة دبي وتطبيق دبي الآن. تنبيه: شرطة دبي لا ترسل روابط دفع عبر الرسائل النصية من أرقام خاصة.</p></main>
${footer([['روابط', ['اتصل بنا 901', 'الخصوصية', 'إمكانية الوصول']]], '© 2026 شرطة دبي. جميع الحقوق محفوظة.')}`,
  }),
},
{
  id: 'o-gov-vn-dichvucong-trangchu',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://dichvucong.gov.vn/p/home/dvc-trang-chu.html',
  body: doc({
    lang: 'vi',
    title: 'Cổng Dịch vụ công Quốc gia',
    css: baseCss('Arial, sans-serif', '#f5f7fa') + `.h{background:#b22222;color:#fff;padding:14px 6%;display:flex;align-items:center;gap:14px}.s{background:#fff;padding:20px;border-radius:6px;display:flex;gap:10px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin-top:16px}.g div{background:#fff;border:1px solid #e0e0e0;padding:12px;border-radius:6px;font-size:14px}`,
    body: `<div class="h"><b>CỔNG DỊCH VỤ CÔNG QUỐC GIA</b><span style="margin-left:auto;font-size:13px">Đăng ký · Đăng nhập bằng VNeID</span></div>
<main><div class="s"><input placeholder="Nhập từ khóa tìm kiếm dịch vụ công"><button style="background:#b22222;color:#fff;border:0;padding:0 20px">Tìm kiếm</button></div>
<div class="g"><div>Thanh toán vi phạm giao thông</div><div>Nộp thuế đất đai</div><div>Cấp đổi giấy phép lái xe</div><div>Đăng ký khai sinh</div><div>Cấp phiếu lý lịch tư pháp</div><div>Gia hạn thẻ BHYT</div><div>Đăng ký thường trú</div><div>Thanh toán trực tuyến</div></div>
<p style="background:#fff3cd;padding:10px;margin-top:16px;font-size:14px">Cảnh báo: Cổng Dịch vụ công Quốc gia không yêu cầu cài đặt ứng dụng qua đường link gửi trong tin nhắn. Chỉ cài ứng dụng VNeID từ CH Play hoặc App Store.</p></main>
${footer([['Liên hệ', ['Tổng đài 18001096', 'Hướng dẫn sử dụng', 'Câu hỏi thường gặp']]], 'Cơ quan chủ quản: Văn phòng Chính phủ')}`,
  }),
},
{
  id: 'o-gov-es-dgt-sede-multas',
  label: 'clean',
  kind: 'gov-fine',
  url: 'https://sede.dgt.gob.es/es/multas/paga-tus-multas/',
  body: doc({
    lang: 'es',
    title: 'Paga tus multas | Sede Electrónica de la DGT',
    head: gtag('G-DGT7781QX2', '/es/js/gtag.js'),
    css: baseCss('Arial, sans-serif') + `.h{border-top:6px solid #c60b1e;padding:14px 6%;display:flex;gap:16px;align-items:center;border-bottom:1px solid #ddd}.btn{background:#0b4a7c}.opts{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.opts div{border:1px solid #ddd;padding:14px}`,
    body: `<div class="h"><b>GOBIERNO DE ESPAÑA</b><span>MINISTERIO DEL INTERIOR</span><b style="margin-left:auto;color:#0b4a7c">Sede Electrónica DGT</b></div>
<main><h1>Paga tus multas</h1><p>Puedes pagar las multas de tráfico impuestas por la DGT con un descuento del 50% si lo haces en los 20 días naturales siguientes a la notificación.</p>
<div class="opts"><div><b>Sin certificado</b><p>Introduce el número de expediente, tu DNI y la fecha de la denuncia.</p><button class="btn">Pagar</button></div><div><b>Con Cl@ve</b><p>Consulta y paga todas tus multas identificándote.</p><button class="btn">Acceder</button></div><div><b>App miDGT</b><p>Recibe las notificaciones y paga desde el móvil.</p></div></div>
<h2>Cuidado con los SMS fraudulentos</h2><p>La DGT nunca notifica multas por SMS ni correo electrónico con enlaces de pago. Las notificaciones se realizan en la Dirección Electrónica Vial (DEV) o por correo postal.</p></main>
${footer([['Sede', ['Accesibilidad', 'Aviso legal', 'Protección de datos', 'Mapa web']]], 'Dirección General de Tráfico · C/ Josefa Valcárcel, 44 · 28027 Madrid')}
${cookieBar('es')}`,
  }),
  routes: { 'sede.dgt.gob.es/es/js/gtag.js': js('window.dataLayer=window.dataLayer||[];') },
},
{
  id: 'o-gov-ng-taxpromax-home',
  label: 'clean',
  kind: 'tax-portal',
  url: 'https://taxpromax.firs.gov.ng/',
  body: doc({
    lang: 'en-NG',
    title: 'TaxPro Max | Federal Inland Revenue Service',
    css: baseCss('Arial, sans-serif', '#f5f8f5') + `.h{background:#006837;color:#fff;padding:14px 6%;display:flex}.hero{background:#e8f3ec;padding:30px 6%}.btn{background:#006837}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}`,
    body: `<div class="h"><b>FIRS · TaxPro Max</b><span style="margin-left:auto;font-size:14px">Login · Sign Up · FAQ</span></div>
<div class="hero"><h1>File returns, pay taxes and get your TCC online</h1><p>TaxPro Max is the official FIRS platform for companies and individuals to register, file and pay taxes.</p><a class="btn" style="display:inline-block;text-decoration:none" href="#">Login</a> <a href="#">Validate TIN</a></div>
<main class="g"><div class="card"><b>Register</b><p>Obtain your TIN and set up your profile.</p></div><div class="card"><b>File</b><p>VAT, CIT, WHT and other returns.</p></div><div class="card"><b>Pay</b><p>Generate a Payment Reference Number and pay at your bank or via Remita.</p></div></main>
<main><p class="muted">FIRS will never ask you to pay tax into a personal account. Report fraud: fraudreport@firs.gov.ng</p></main>`,
  }),
},
];
