import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc, imgRoute, gtag, cookieBar, baseCss } from '../parts/r-kit.js';
import { jsRoute, cssRoute } from '../parts/e-bin.js';

const copyJs = `document.querySelectorAll('pre').forEach(function(p){var b=document.createElement('button');b.className='cp';b.textContent='Copy';b.onclick=function(){navigator.clipboard.writeText(p.querySelector('code').innerText).then(function(){b.textContent='Copied!';setTimeout(function(){b.textContent='Copy'},1500)})};p.appendChild(b);});`;
const docsCss = baseCss + `body{display:flex;min-height:100vh}aside{width:250px;background:#f7f7f9;border-right:1px solid #e5e5ea;padding:20px;font-size:14px}aside a{display:block;color:#333;text-decoration:none;padding:4px 0}main{flex:1;max-width:820px;padding:30px 50px}
pre{position:relative;background:#1e1e2e;color:#cdd6f4;padding:14px;border-radius:6px;overflow:auto;font-size:13px}.cp{position:absolute;top:6px;right:6px;background:#444;color:#fff;border:0;border-radius:4px;padding:3px 8px;font-size:12px}.note{background:#eef6ff;border-left:4px solid #3b82f6;padding:10px 14px}`;

export const entries: Entry[] = [
{
  id: 'r-clean-docs-python-library-ja',
  label: 'clean',
  kind: 'docs',
  url: 'https://kumo-http.readthedocs.io/ja/latest/quickstart.html',
  body: doc({ lang: 'ja', title: 'クイックスタート — kumo-http 2.4 ドキュメント', css: docsCss },
`<aside><b>kumo-http</b><br><small>2.4.1</small><hr><a href="index.html">はじめに</a><a href="install.html">インストール</a><a href="quickstart.html"><b>クイックスタート</b></a><a href="auth.html">認証</a><a href="api.html">API リファレンス</a><a href="changelog.html">変更履歴</a></aside>
<main><h1>クイックスタート</h1><p>kumo-http は Python 3.9 以降で動作する非同期 HTTP クライアントです。</p><pre><code>pip install kumo-http</code></pre>
<h2>リクエストの送信</h2><pre><code>import kumo

async with kumo.Client(base_url="https://api.example.com") as c:
    r = await c.get("/users", params={"page": 2})
    print(r.status_code, r.json())</code></pre>
<h2>認証</h2><p>Basic 認証、Bearer トークン、OAuth 2.0 に対応しています。パスワードやトークンをソースコードに直接書かず、環境変数から読み込んでください。</p>
<pre><code>c = kumo.Client(auth=kumo.BearerAuth(os.environ["API_TOKEN"]))</code></pre>
<p class="note">注意: <code>verify=False</code> で TLS 検証を無効にするのはテスト環境に限ってください。</p>
<footer style="font-size:12px;color:#888;margin-top:30px">© Copyright 2025, kumo-http contributors. Sphinx と Read the Docs のテーマで構築されています。</footer></main>
<script>${copyJs}</script>`),
},
{
  id: 'r-clean-blog-engineering-html-smuggling',
  label: 'clean',
  kind: 'blog',
  url: 'https://engineering.mailguard-labs.com/posts/dissecting-html-smuggling/',
  body: doc({ title: 'Dissecting an HTML smuggling campaign – MailGuard Labs Engineering', css: baseCss + `article{max-width:760px;margin:30px auto;padding:0 16px}pre{background:#f6f8fa;border:1px solid #e1e4e8;padding:12px;overflow:auto;font-size:13px}` },
`<article><p><a href="/">← MailGuard Labs Engineering</a></p><h1>Dissecting an HTML smuggling campaign</h1><p><small>Priya Raman · 3 November 2025</small></p>
<p>Last month our sandbox flagged a wave of emails with an HTML attachment named <code>Remittance_Advice.html</code>. When opened, the page decodes a base64 blob, wraps it in a <code>Blob</code> and clicks a hidden link, so the ZIP never crosses the mail gateway as a file. Here is the (defanged) core of the loader:</p>
<pre><code>// defanged sample — do not run
var d = atob(PAYLOAD);            // ~480 KB of base64
var u = new Uint8Array(d.length);
for (var i = 0; i &lt; d.length; i++) u[i] = d.charCodeAt(i);
var a = document.createElement('a');
a.href = URL.createObjectURL(new Blob([u], {type: 'application/octet-stream'}));
a.download = 'Remittance_Advice.zip';
// a.click();   &lt;-- removed</code></pre>
<p>The ZIP contained an ISO, which in turn held a LNK that ran <code>rundll32</code> on a DLL. We blocked the sender infrastructure and published IOCs below.</p>
<h2>Detection ideas</h2><ul><li>Flag HTML attachments that create object URLs within the first second.</li><li>Look for large base64 literals followed by <code>download=</code> with archive extensions.</li><li>Correlate with the email's sender reputation.</li></ul>
<h2>IOCs</h2><pre><code>hxxps://files-invoicing[.]example/download/
SHA256 4f9c1e…a21b (Remittance_Advice.zip)</code></pre>
<p>Questions? Reach us at research@mailguard-labs.com.</p></article>`),
},
{
  id: 'r-clean-news-golpe-pix-ptbr',
  label: 'clean',
  kind: 'news',
  url: 'https://www.jornaldoplanalto.com.br/economia/2025/11/golpe-falsa-atualizacao-cadastral-bancos.html',
  body: doc({ lang: 'pt-BR', title: 'Golpe da falsa atualização cadastral volta a atingir clientes de bancos | Jornal do Planalto', css: baseCss + `header{background:#b30000;color:#fff;padding:12px 8%;font:700 24px Georgia}article{max-width:720px;margin:20px auto;padding:0 16px;font-family:Georgia,serif;font-size:18px}.ad{height:90px;background:#eee;margin:20px 0}`, head: gtag('G-JDP9001') },
`<header>Jornal do Planalto</header><article><p style="color:#b30000;font-family:Arial;font-size:14px">ECONOMIA · SEGURANÇA DIGITAL</p><h1>Golpe da falsa atualização cadastral volta a atingir clientes de bancos</h1><p style="font-size:14px;font-family:Arial;color:#666">Por Ana Luísa Moreira · 18/11/2025 07h30</p>
<p>Criminosos estão enviando SMS em nome de grandes bancos informando que o "iToken" ou o "dispositivo" do cliente precisa ser atualizado. O link leva a uma página falsa que pede agência, conta, senha eletrônica e CPF.</p>
<p>"Nenhum banco pede senha por SMS ou link. Na dúvida, abra o aplicativo oficial ou ligue para o número no verso do cartão", orienta a Febraban.</p><div class="ad"></div>
<h2>Como se proteger</h2><ul><li>Desconfie de mensagens com urgência ("sua conta será bloqueada hoje").</li><li>Confira o endereço do site: bancos usam seus próprios domínios.</li><li>Nunca informe a senha de 6 dígitos ou códigos recebidos por SMS.</li><li>Ative a verificação em duas etapas no WhatsApp.</li></ul>
<p>Quem caiu no golpe deve contatar o banco imediatamente e registrar boletim de ocorrência.</p></article>`),
},
{
  id: 'r-clean-help-chase-report-fraud',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.chase.com/digital/resources/privacy-security/security/report-fraud?r=help',
  body: doc({ title: 'Report Fraud | Chase Security Center', css: baseCss + `header{background:#117aca;color:#fff;padding:16px 8%;font-weight:700}main{max-width:780px;margin:30px auto;padding:0 16px}.cta{background:#f4f8fc;border:1px solid #cfe2f3;padding:14px}` },
`<header>CHASE ◇ Security Center</header><main><h1>How to report fraud</h1><p>If you think you've been a victim of fraud or identity theft, contact us right away.</p>
<div class="cta"><b>Call us:</b> the number on the back of your card, or 1-800-935-9935. We will never ask you for your password, full card number, PIN or one-time code over the phone, text or email.</div>
<h2>Phishing emails and texts</h2><p>Scammers send messages that look like they come from Chase, asking you to "verify your account", "unlock online access" or "confirm a payment". Don't click links in unexpected messages. Instead, sign in at chase.com or the Chase Mobile® app.</p>
<p>Forward suspicious emails to <a href="mailto:phishing@chase.com">phishing@chase.com</a>, then delete them.</p>
<h2>Fake websites</h2><p>Look-alike sites often use addresses such as <i>chase-online-verification</i> or <i>secure-chase-alerts</i>. Our sign-in pages are always on <b>chase.com</b>.</p>
<p style="font-size:12px;color:#777">JPMorgan Chase Bank, N.A. Member FDIC. © 2025 JPMorgan Chase &amp; Co.</p></main>`),
},
{
  id: 'r-clean-help-cybermalveillance-colis-fr',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.cybermalveillance.gouv.fr/tous-nos-contenus/actualites/arnaque-faux-colis-sms-2025',
  body: doc({ lang: 'fr', title: 'Arnaque aux faux SMS de livraison de colis | Cybermalveillance.gouv.fr', css: baseCss + `body{font-family:Marianne,Arial,sans-serif}header{border-bottom:1px solid #ddd;padding:14px 8%}main{max-width:780px;margin:20px auto;padding:0 16px}.enc{background:#e8edff;padding:14px}` },
`<header><b>RÉPUBLIQUE FRANÇAISE</b> · Cybermalveillance.gouv.fr</header><main><h1>Arnaque aux faux SMS de livraison de colis</h1>
<p>Vous recevez un SMS vous indiquant qu'un colis n'a pas pu être livré et qu'il faut payer des « frais de réexpédition » de quelques euros ? Il s'agit très probablement d'une tentative d'hameçonnage (phishing).</p>
<div class="enc"><b>Les bons réflexes :</b><ul><li>Ne cliquez pas sur le lien.</li><li>Ne communiquez jamais vos coordonnées bancaires.</li><li>Signalez le SMS au 33700.</li><li>Si vous avez payé, faites opposition auprès de votre banque.</li></ul></div>
<p>Ces faux sites imitent La Poste, Colissimo, Chronopost, DHL ou UPS et demandent nom, adresse, numéro de carte et cryptogramme.</p><p><a href="/diagnostic-guide">Faire un diagnostic</a></p></main>`),
},
{
  id: 'r-clean-help-sparkasse-phishing-de',
  label: 'clean',
  kind: 'help-article',
  url: 'https://www.sparkasse.de/pk/ratgeber/finanzplanung/sicherheit/phishing-erkennen.html',
  body: doc({ lang: 'de', title: 'Phishing erkennen und vermeiden | Sparkasse.de', css: baseCss + `header{background:#ff0000;color:#fff;padding:14px 8%;font-weight:700}main{max-width:780px;margin:20px auto;padding:0 16px}` },
`<header>Sparkasse</header><main><h1>Phishing erkennen: So schützen Sie sich</h1><p>Betrüger versenden E-Mails, SMS und Briefe im Namen der Sparkasse. Darin werden Sie aufgefordert, Ihr pushTAN-Verfahren zu "aktualisieren", Ihre Daten zu "bestätigen" oder eine "neue Richtlinie" freizuschalten.</p>
<h2>Daran erkennen Sie Phishing</h2><ul><li>Drohungen: „Ihr Zugang wird gesperrt"</li><li>Links zu Adressen, die nicht auf sparkasse.de enden</li><li>Abfrage von PIN und TAN auf einer Webseite nach Klick auf einen Link</li></ul>
<p><b>Wichtig:</b> Ihre Sparkasse fragt niemals per E-Mail, SMS oder Telefon nach PIN oder TAN. Geben Sie TANs nur für Aufträge frei, die Sie selbst erteilt haben.</p>
<p>Verdacht? Sperren Sie Ihren Zugang über den Sperr-Notruf <b>116 116</b> und melden Sie sich bei Ihrer Sparkasse.</p></main>`),
},
{
  id: 'r-clean-docs-api-reference-payments',
  label: 'clean',
  kind: 'docs',
  url: 'https://docs.payrolla.eu/api/v2/payment-methods#create',
  body: doc({ title: 'Payment methods – API reference – Payrolla Docs', css: docsCss },
`<aside><b>Payrolla API</b><hr><a href="/api/v2/">Introduction</a><a href="/api/v2/auth">Authentication</a><a href="/api/v2/payment-methods"><b>Payment methods</b></a><a href="/api/v2/payouts">Payouts</a><a href="/api/v2/webhooks">Webhooks</a><a href="/api/v2/errors">Errors</a></aside>
<main><h1 id="create">Create a payment method</h1><p><code>POST /v2/payment_methods</code></p><p>Never send raw card numbers from your server unless you are PCI DSS SAQ D compliant. Use Payrolla Elements in the browser to tokenize card data, then pass the token.</p>
<table border="1" cellpadding="6" style="border-collapse:collapse;font-size:14px"><tr><th>Parameter</th><th>Type</th><th>Description</th></tr><tr><td>type</td><td>string</td><td><code>card</code> or <code>sepa_debit</code></td></tr><tr><td>card[token]</td><td>string</td><td>Token from Elements</td></tr><tr><td>billing_details</td><td>object</td><td>Name, email, address</td></tr></table>
<pre><code>curl https://api.payrolla.eu/v2/payment_methods \\
  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\
  -d type=card \\
  -d "card[token]"=tok_visa</code></pre>
<h3>Test cards</h3><p>Use <code>4242 4242 4242 4242</code> with any future expiry and any CVC.</p></main>
<script>${copyJs}</script>`),
},
];
