import type { Entry } from '../entry.js';
import { doc, corpCss, shell, gtag, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-itau-acesso-conta-ptbr',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://www.itau.com.br/',
  body: doc({
    lang: 'pt-BR',
    title: 'Itaú | Banco, Cartão de Crédito, Empréstimo e mais',
    head: gtag('G-ITAU7781') + `<link rel="icon" href="/favicon.png">`,
    css: corpCss('#ec7000', '#ec7000') + 'header.top{background:#fff;border-bottom:1px solid #eee}header.top a{color:#1c1c1c}header.top .logo{color:#ec7000}.hero{display:grid;grid-template-columns:2fr 1fr;gap:24px}.acc{background:#fff;border-radius:8px;padding:22px;box-shadow:0 2px 8px rgba(0,0,0,.1)}.tabs{display:flex;gap:14px;font-size:13px;margin-bottom:8px}.tabs b{border-bottom:2px solid #ec7000}@media(max-width:760px){.hero{grid-template-columns:1fr}}',
    body: shell({ brand: 'Itaú', logo: 'itaú', nav: ['Para você', 'Cartões', 'Empréstimos', 'Investimentos', 'Seguros', 'Empresas'], footer: 'Itaú Unibanco S.A. — CNPJ 60.701.190/0001-04 · Praça Alfredo Egydio de Souza Aranha, 100 — São Paulo/SP. Central de atendimento 4004 4828 (capitais) · 0800 970 4828 (demais localidades). SAC 0800 728 0728 · Ouvidoria 0800 570 0011.', links: ['Segurança', 'Privacidade', 'Termos de uso', 'Acessibilidade', 'Mapa do site'] })(`<div class="hero"><div><h1>Conta Itaú com Pix ilimitado, cartão sem anuidade e app premiado</h1><p>Abra sua conta pelo app em poucos minutos. Invista a partir de R$ 1 e acompanhe tudo pelo celular.</p>
<div class="note"><b>Atenção:</b> o Itaú não envia SMS ou e-mail com links pedindo senha, token ou atualização de dados. Se receber, não clique e denuncie em itau.com.br/seguranca.</div></div>
<div class="acc"><div class="tabs"><b>Pessoa física</b><span>Empresas</span><span>Personnalité</span></div>
<form method="post" action="/acesso/login" autocomplete="off"><label>Agência</label><input name="agencia" inputmode="numeric" maxlength="4"><label>Conta</label><input name="conta" inputmode="numeric" maxlength="6">
<label style="display:flex;gap:6px;align-items:center"><input type="checkbox" style="width:auto" name="lembrar">lembrar agência e conta</label>
<button style="width:100%;margin-top:10px">Acessar</button></form><p class="muted">Esqueceu sua senha? <a href="#">Saiba como recuperar</a> · <a href="#">Outros acessos</a></p></div></div>
<div class="grid" style="margin-top:24px"><div class="card"><h3>Cartão Itaú Click</h3><p>Sem anuidade e com cashback na fatura.</p></div><div class="card"><h3>Empréstimo pessoal</h3><p>Simule no app. CET informado antes da contratação.</p></div><div class="card"><h3>Pix</h3><p>Cadastre suas chaves e pague com QR Code.</p></div></div>`),
  }),
  routes: { 'www.itau.com.br/favicon.png': img(236, 112, 0), 'www.itau.com.br/acesso/login': htmlRoute(doc({ lang: 'pt-BR', title: 'Itaú - Senha eletrônica', body: '<p>Digite sua senha eletrônica no teclado virtual.</p>' })) },
},
{
  id: 'u-clean-klikbca-individual-login-id',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://ibank.klikbca.com/',
  body: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><title>KlikBCA Individual</title>
<style>body{font-family:Verdana,Arial,sans-serif;font-size:12px;background:#fff;margin:0}.top{background:#0060af;height:64px;color:#fff;font-size:22px;padding:16px 24px;box-sizing:border-box}table.f td{padding:5px}input[type=text],input[type=password]{width:180px;border:1px solid #7f9db9;padding:3px}.n{width:640px;margin:20px auto}.i{background:#eef4fb;border:1px solid #b9cde5;padding:10px;margin-top:20px;line-height:1.6}.b{background:#0060af;color:#fff;border:1px solid #003f7d;padding:3px 14px}</style>
<script>function checkInput(f){if(f['value(user_id)'].value==''){alert('Silakan isi User ID Anda');return false}if(f['value(pswd)'].value==''){alert('Silakan isi PIN Anda');return false}return true}</script></head>
<body onload="document.forms[0]['value(user_id)'].focus()"><div class="top">KlikBCA <small>Individual</small></div><div class="n">
<form method="post" action="/authentication.do" onsubmit="return checkInput(this)"><input type="hidden" name="value(actions)" value="login">
<table class="f"><tr><td colspan="2"><b>Silakan memasukkan USER ID Anda</b></td></tr><tr><td>User ID</td><td><input type="text" name="value(user_id)" maxlength="12" autocomplete="off"></td></tr>
<tr><td colspan="2"><b>Silakan memasukkan PIN Internet Banking Anda</b></td></tr><tr><td>PIN</td><td><input type="password" name="value(pswd)" maxlength="6" autocomplete="off"></td></tr>
<tr><td></td><td><input class="b" type="submit" value="LOGIN"></td></tr></table></form>
<div class="i"><b>Waspada modus penipuan!</b><br>• BCA tidak pernah meminta User ID, PIN, respon KeyBCA atau OTP melalui telepon, SMS, WhatsApp maupun email.<br>• Pastikan Anda mengakses alamat resmi <b>https://ibank.klikbca.com</b>.<br>• Informasi perubahan tarif transaksi hanya disampaikan melalui kanal resmi BCA. Abaikan pesan yang meminta Anda memilih "tarif lama" atau "tarif baru" melalui tautan.<br>Halo BCA 1500888.</div>
<p style="color:#777">Copyright © 2000 PT Bank Central Asia Tbk. All Rights Reserved</p></div></body></html>`,
},
{
  id: 'u-clean-maybank2u-login-ms',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://www.maybank2u.com.my/home/m2u/common/login.do',
  body: doc({
    lang: 'ms',
    title: 'Maybank2u - Log Masuk',
    css: corpCss('#1a1a1a', '#ffc83d') + 'header.top{background:#ffc83d}header.top a{color:#111}button{color:#111;font-weight:bold}.lg{max-width:420px;margin:24px auto}',
    body: shell({ brand: 'Maybank2u', logo: 'Maybank2u', nav: ['Peribadi', 'Perniagaan', 'Islamik', 'Maybank2u Biz'], footer: 'Malayan Banking Berhad 196001000142 (3813-K). Dilindungi oleh PIDM setakat RM250,000 bagi setiap pendeposit.', links: ['Notis Privasi', 'Terma & Syarat', 'Keselamatan', 'Hubungi Kami'] })(`<div class="card lg"><h2 style="margin-top:0">Log masuk ke Maybank2u</h2><div id="s1"><label>Nama Pengguna</label><input id="u" autocomplete="username"><button style="width:100%;margin-top:14px" onclick="document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';document.getElementById('uu').textContent=document.getElementById('u').value">SETERUSNYA</button></div>
<form id="s2" style="display:none" method="post" action="/home/m2u/common/login.do"><p>Adakah imej keselamatan ini milik anda? <b id="uu"></b></p><div style="height:80px;background:#eee;border-radius:6px"></div><label>Kata Laluan</label><input type="password" name="password"><button style="width:100%;margin-top:14px">LOG MASUK</button></form>
<p class="muted"><a href="#">Lupa nama pengguna atau kata laluan?</a> · <a href="#">Daftar</a></p></div>
<div class="card note">Maybank tidak akan menghantar SMS atau e-mel dengan pautan meminta anda log masuk. Sahkan transaksi hanya melalui Secure2u dalam aplikasi MAE.</div>`),
  }),
},
{
  id: 'u-clean-bbva-mx-banca-en-linea',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://www.bbva.mx/personas/banca-digital.html',
  body: doc({
    lang: 'es-MX',
    title: 'Banca digital BBVA México | Ingresa a tu banca en línea',
    head: gtag('G-BBVAMX220'),
    css: corpCss('#072146', '#1973b8') + '.two{display:grid;grid-template-columns:1.4fr 1fr;gap:24px}@media(max-width:760px){.two{grid-template-columns:1fr}}',
    body: shell({ brand: 'BBVA', logo: 'BBVA', nav: ['Cuentas', 'Tarjetas', 'Créditos', 'Inversiones', 'Seguros'], footer: 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México. Línea BBVA 55 5226 2663. Consulta costos y comisiones en bbva.mx. GAT Nominal y Real informadas en cada producto.', links: ['Aviso de privacidad', 'Seguridad', 'UNE', 'Buró de Entidades Financieras'] })(`<div class="two"><div><h1>Tu banca en línea, más segura</h1><p>Consulta saldos, paga tarjetas y servicios, y transfiere por SPEI desde cualquier lugar.</p>
<div class="note"><b>Nunca te pediremos</b> tu NIP, contraseña, token ni el código de 8 dígitos por llamada, SMS o WhatsApp. Si recibes un mensaje sobre un "cargo no reconocido" con un enlace, no ingreses: llama a Línea BBVA.</div></div>
<div class="card"><h2 style="margin-top:0">Ingresa</h2><form method="post" action="/personas/banca-digital/login"><label>Número de tarjeta o usuario</label><input name="usuario" autocomplete="username"><label>Contraseña</label><input name="password" type="password"><button style="width:100%;margin-top:14px">Entrar</button></form><p class="muted"><a href="#">Olvidé mi contraseña</a> · <a href="#">Registrarme</a></p></div></div>`),
  }),
},
{
  id: 'u-clean-commbank-netbank-logon',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://www.my.commbank.com.au/netbank/Logon/Logon.aspx',
  body: doc({
    lang: 'en-AU',
    title: 'NetBank - Log on to NetBank - Commonwealth Bank',
    css: 'body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f4}.hd{background:#ffcc00;padding:14px 24px;font-weight:bold;font-size:20px}.wrap{max-width:900px;margin:30px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px}.bx{background:#fff;padding:28px;border-top:4px solid #ffcc00}label{display:block;font-size:13px;margin:14px 0 4px}input{width:100%;padding:10px;border:1px solid #999;box-sizing:border-box}button{margin-top:20px;width:100%;background:#000;color:#fff;padding:12px;border:0;font-size:15px}.sm{font-size:12px;color:#555}',
    body: `<div class="hd">CommBank NetBank</div><div class="wrap"><div class="bx"><h2>Log on to NetBank</h2><form method="post" action="/netbank/Logon/Logon.aspx"><label for="cn">Client number</label><input id="cn" name="txtMyClientNumber$field" inputmode="numeric" maxlength="8" autocomplete="username"><label for="pw">Password</label><input id="pw" name="txtMyPassword$field" type="password" autocomplete="current-password"><label style="display:flex;gap:6px;align-items:center"><input type="checkbox" style="width:auto">Remember client number</label><button>Log on</button></form><p class="sm"><a href="#">I've forgotten my log on details</a> · <a href="#">Register for NetBank</a></p></div>
<div class="bx"><h3>Security alert</h3><p class="sm">We're aware of scam SMS claiming to be from CommBank asking customers to verify account activity through a link. We will never send you a link to log on to NetBank. If you receive one, forward it to hoax@cba.com.au and delete it.</p><p class="sm">Commonwealth Bank of Australia ABN 48 123 123 124 AFSL and Australian credit licence 234945.</p></div></div>`,
  }),
},
{
  id: 'u-clean-vcb-digibank-login-vi',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://vcbdigibank.vietcombank.com.vn/',
  body: `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>VCB Digibank</title><link rel="stylesheet" href="/assets/app.css"></head><body><app-root><div class="ld">Đang tải...</div></app-root><script src="/assets/main.js"></script></body></html>`,
  routes: {
    'vcbdigibank.vietcombank.com.vn/assets/app.css': cssRoute('body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f0f5f2}.hd{background:#006b3f;color:#fff;padding:14px 24px;font-size:18px}.bx{max-width:400px;margin:40px auto;background:#fff;border-radius:10px;padding:26px;box-shadow:0 2px 8px rgba(0,0,0,.1)}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #ccc;border-radius:6px;margin:6px 0 12px}button{width:100%;padding:12px;background:#006b3f;color:#fff;border:0;border-radius:6px;font-size:15px}.n{font-size:12px;color:#666;line-height:1.5}.ld{padding:40px;text-align:center}'),
    'vcbdigibank.vietcombank.com.vn/assets/main.js': jsRoute(`(function(){var r=document.querySelector('app-root');
r.innerHTML='<div class="hd">Vietcombank · VCB Digibank</div><div class="bx"><h3>Đăng nhập</h3><form id="lf"><input name="username" placeholder="Tên đăng nhập" autocomplete="username"><input name="password" type="password" placeholder="Mật khẩu" autocomplete="current-password"><div style="display:flex;gap:8px"><input name="captcha" placeholder="Mã kiểm tra"><span style="background:#eee;padding:10px;height:20px;font-family:monospace">7K2Q9</span></div><button>Đăng nhập</button></form><p class="n">Lưu ý: Vietcombank KHÔNG gửi tin nhắn kèm đường link yêu cầu cập nhật sinh trắc học. Việc cập nhật sinh trắc học chỉ thực hiện trên ứng dụng VCB Digibank chính thức hoặc tại quầy.</p></div>';
document.getElementById('lf').onsubmit=function(e){e.preventDefault();fetch('/w1/auth/login',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({u:this.username.value,p:this.password.value,c:this.captcha.value})}).then(function(x){return x.json()}).then(function(j){alert(j.des)})};})();`),
    'vcbdigibank.vietcombank.com.vn/w1/auth/login': jsonRoute({ code: '01', des: 'Mã kiểm tra không chính xác' }),
  },
},
{
  id: 'u-clean-onlinesbi-login-en-in',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://retail.onlinesbi.sbi/retail/login.htm',
  body: doc({
    lang: 'en-IN',
    title: 'State Bank of India - Personal Banking',
    css: corpCss('#280071', '#00b5ef') + '.lg{max-width:460px;margin:20px auto}.kb{display:grid;grid-template-columns:repeat(10,1fr);gap:3px;margin-top:8px}.kb span{background:#eee;text-align:center;padding:5px;font-size:12px}',
    body: shell({ brand: 'SBI', logo: 'OnlineSBI', nav: ['Personal', 'Corporate', 'YONO', 'Customer Care'], footer: '© State Bank of India. Site best viewed in latest browsers. Toll free 1800 1234 / 1800 2100.', links: ['Privacy Statement', 'Disclosure', 'Terms of Service', 'Hyperlink Policy'] })(`<div class="card lg"><h2 style="margin-top:0">Login to OnlineSBI</h2><form method="post" action="/retail/loginsubmit.htm"><label>Username</label><input name="userName" autocomplete="off"><label>Password</label><input name="password" type="password" autocomplete="off"><label style="display:flex;gap:6px;align-items:center"><input type="checkbox" style="width:auto">Enable Virtual Keyboard</label><div class="kb"><span>1</span><span>2</span><span>3</span><span>4</span><span>5</span><span>6</span><span>7</span><span>8</span><span>9</span><span>0</span></div><label>Enter the text as shown in the image</label><input name="captcha"><button style="width:100%;margin-top:14px">Login</button></form></div>
<div class="card alert"><b>Mandatory Login Security Tips:</b> SBI never asks for your PAN, Aadhaar, password or OTP through SMS links. Messages claiming "your YONO account will be blocked, update PAN" are fraudulent. Report at report.phishing@sbi.co.in or cybercrime.gov.in / 1930.</div>`),
  }),
},
{
  id: 'u-clean-cooperativa-andina-login-pe',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://bancaweb.coopandina.pe/login',
  body: doc({
    lang: 'es-PE',
    title: 'Cooperativa Andina de Ahorro y Crédito | Banca por Internet',
    css: corpCss('#8a1538', '#8a1538') + '.two{display:grid;grid-template-columns:1fr 1fr;gap:24px}@media(max-width:760px){.two{grid-template-columns:1fr}}',
    body: shell({ brand: 'Coop Andina', logo: 'Cooperativa Andina', nav: ['Ahorros', 'Créditos', 'Agencias', 'Transparencia'], footer: 'Cooperativa de Ahorro y Crédito Andina Ltda. · RUC 20455128870 · Supervisada por la SBS · Fondo de Seguro de Depósitos Cooperativo. Jr. Moquegua 312, Arequipa.', links: ['Tarifario', 'Libro de Reclamaciones', 'Protección de datos'] })(`<div class="two"><div class="card"><h2 style="margin-top:0">Banca por Internet</h2><form method="post" action="/login"><label>Tipo de documento</label><select name="td"><option>DNI</option><option>Carné de extranjería</option></select><label>Número de documento</label><input name="doc" inputmode="numeric"><label>Clave web (6 dígitos)</label><input name="clave" type="password" maxlength="6"><button style="width:100%;margin-top:14px">Ingresar</button></form><p class="muted"><a href="#">Crear clave web</a> · <a href="#">Desbloquear</a></p></div>
<div class="card"><h3>Recomendaciones de seguridad</h3><ul><li>Nunca compartas tu clave web ni el código enviado por SMS.</li><li>La Cooperativa no realiza préstamos por WhatsApp ni cobra comisiones por adelantado para desembolsar un crédito.</li><li>Verifica que la dirección sea <b>bancaweb.coopandina.pe</b>.</li></ul><p class="muted">Horario de atención: lunes a viernes de 8:30 a 18:00, sábados de 9:00 a 13:00.</p></div></div>`),
  }),
},
{
  id: 'u-clean-esun-ebank-login-tw',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://ebank.esunbank.com.tw/index.jsp',
  body: doc({
    lang: 'zh-TW',
    title: '玉山銀行 個人網路銀行',
    css: corpCss('#00857c', '#00857c') + 'body{font-family:"Microsoft JhengHei",sans-serif}.lg{max-width:440px;margin:20px auto}',
    body: shell({ brand: '玉山銀行', logo: '玉山銀行 個人網路銀行', nav: ['存款', '信用卡', '貸款', '外匯'], footer: '玉山商業銀行 © 2026 · 客服專線 (02)2182-1313 · 建議使用 Chrome / Edge 最新版本瀏覽', links: ['隱私權聲明', '安全宣導', '服務據點'] })(`<div class="card lg"><h2 style="margin-top:0">登入</h2><form method="post" action="/login.jsp"><label>身分證字號</label><input name="custid" maxlength="10"><label>使用者名稱</label><input name="uid"><label>使用者密碼</label><input name="pwd" type="password"><label>圖形驗證碼</label><input name="vcode"><button style="width:100%;margin-top:14px">登入</button></form></div>
<div class="card note">【防詐提醒】本行不會以簡訊或電子郵件提供連結要求您登入網路銀行或輸入信用卡卡號。接獲「帳戶異常」「暫停使用」等訊息，請撥打 165 反詐騙專線查證。</div>`),
  }),
},
];
