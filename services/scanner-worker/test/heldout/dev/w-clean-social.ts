import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-own-steam-login',
    label: 'clean',
    kind: 'own-login',
    url: 'https://store.steampowered.com/login/?redir=cart%2F&redir_ssl=1',
    body: doc({
      title: 'Sign In',
      css: `body{margin:0;background:#1b2838;color:#c7d5e0;font-family:'Motiva Sans',Arial,sans-serif}.h{background:#171a21;padding:16px 40px}.h a{color:#dcdedf;margin-right:20px;text-decoration:none;text-transform:uppercase;font-size:14px}
.c{max-width:740px;margin:40px auto;background:#181a21;padding:32px;display:flex;gap:40px;border-radius:4px}.c input{width:100%;background:#32353c;border:0;padding:10px;color:#fff;margin:4px 0 14px;box-sizing:border-box}.c button{background:linear-gradient(90deg,#06bfff,#2d73ff);border:0;color:#fff;padding:12px 60px;border-radius:2px}`,
      body: `<div class="h"><b style="color:#fff;margin-right:30px">STEAM</b><a href="#">Store</a><a href="#">Community</a><a href="#">About</a><a href="#">Support</a></div>
<div class="c"><div style="flex:1"><h2 style="color:#fff">Sign in</h2><form method="post" action="/login/dologin/"><label style="color:#1999ff;font-size:12px">SIGN IN WITH ACCOUNT NAME</label><input name="username"><label style="font-size:12px">PASSWORD</label><input type="password" name="password"><label><input type="checkbox" checked style="width:auto"> Remember me</label><br><br><button>Sign in</button></form><p style="font-size:12px"><a href="#" style="color:#afafaf">Help, I can't sign in</a></p></div>
<div style="width:200px;text-align:center"><p style="color:#1999ff;font-size:12px">OR SIGN IN WITH QR</p><div style="width:200px;height:200px;background:#fff"></div><p style="font-size:12px">Use the Steam Mobile App to sign in via QR code</p></div></div>
<p style="text-align:center;font-size:12px">© Valve Corporation. All rights reserved. <a href="#" style="color:#8f98a0">Privacy Policy</a> | <a href="#" style="color:#8f98a0">Steam Subscriber Agreement</a></p>`,
    }),
  },
  {
    id: 'w-clean-own-disneyplus-help-billing-pt-br',
    label: 'clean',
    kind: 'streaming-own',
    url: 'https://help.disneyplus.com/pt-BR/article/disneyplus-pt-br-update-payment',
    body: doc({
      lang: 'pt-BR',
      title: 'Como atualizar suas informações de pagamento | Central de Ajuda Disney+',
      css: baseCss('#0063e5', 'Avenir,Arial,sans-serif', '#f9f9f9'),
      body: `<header class="top"><b>Disney+ | Central de Ajuda</b></header>
<div class="wrap" style="max-width:760px"><h1>Como atualizar suas informações de pagamento</h1><ol><li>Acesse disneyplus.com em um navegador e entre na sua conta.</li><li>Selecione seu perfil e depois <b>Conta</b>.</li><li>Em Assinatura, selecione sua assinatura e depois <b>Alterar pagamento</b>.</li><li>Insira as novas informações e selecione <b>Salvar</b>.</li></ol>
<h2>Cuidado com golpes</h2><p>A Disney+ nunca pede dados do cartão ou CPF por e-mail, SMS ou WhatsApp com links para sites externos. Se receber uma mensagem dizendo que sua assinatura foi pausada, acesse sua conta diretamente pelo app.</p></div>`,
    }),
  },
  {
    id: 'w-clean-dating-site-landing-uk',
    label: 'clean',
    kind: 'dating',
    url: 'https://www.kindredhearts.co.uk/',
    body: doc({
      lang: 'en-GB',
      title: 'Kindred Hearts – Online dating for over 40s in the UK',
      head: tag('G-KH40UK'),
      css: baseCss('#be185d', 'Nunito,Arial,sans-serif') + `.hero{background:linear-gradient(120deg,#fce7f3,#ede9fe);padding:60px 40px;display:flex;gap:40px;align-items:center}`,
      body: `<header class="top"><b style="color:#be185d;font-size:22px">Kindred Hearts</b><nav><a href="#">How it works</a><a href="#">Success stories</a><a href="/safety">Dating safely</a><a href="/login">Log in</a></nav></header>
<section class="hero"><div style="flex:1"><h1>Meet someone who gets you.</h1><p>Thoughtful matches for single people over 40 across the UK. Verified profiles, no swiping.</p></div>
<form class="card" style="width:340px" method="post" action="/join"><b>Join free</b><label>I am a</label><select><option>Woman seeking a man</option><option>Man seeking a woman</option><option>Woman seeking a woman</option><option>Man seeking a man</option></select><label>Postcode</label><input><label>Email</label><input><label>Create password</label><input type="password"><button class="btn" style="margin-top:10px;width:100%">Start meeting people</button><p class="muted">By joining you agree to our Terms and Privacy Policy. 18+.</p></form></section>
<div class="wrap"><h2>Dating safely</h2><p>Never send money or gift cards to someone you haven’t met in person, however convincing their story — whether they’re a soldier overseas, an oil-rig engineer or need help with a medical bill. Report suspicious profiles with one tap.</p></div>
<footer>Kindred Hearts Ltd · Registered in England &amp; Wales 11223344 · <a href="#">Terms</a><a href="#">Privacy</a><a href="#">Cookies</a></footer>`,
    }),
  },
];
