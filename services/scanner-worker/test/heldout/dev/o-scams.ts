import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, metaPixel, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';
import { beepWav } from '../parts/e-bin.js';

// Reported scams: investment advertorials, benefit "release fees", fake shops with local bank-transfer payment,
// tech-support lockers, loan-fee and grant scams.

export const entries: Entry[] = [
{
  id: 'o-scam-br-valores-receber-taxa',
  label: 'scam',
  kind: 'benefit-fee',
  url: 'https://valoresareceber-bcb.consulta-saque.com/',
  body: doc({
    lang: 'pt-BR',
    title: 'Valores a Receber - Consulte e saque agora',
    css: baseCss('Arial, sans-serif', '#f4f6f9') + `header{background:#1351b4;color:#fff;padding:14px 6%;font-weight:700}.btn{background:#168821;width:100%;border-radius:20px}.big{font-size:34px;color:#168821;font-weight:800}`,
    body: `<header>Banco Central do Brasil · Sistema Valores a Receber</header>
<main style="max-width:520px"><div class="card" id="a"><h1 style="font-size:21px">Consulte se você tem dinheiro esquecido</h1><label>CPF</label><input id="cpf"><label>Data de nascimento</label><input id="dn" placeholder="dd/mm/aaaa"><button class="btn" id="b">Consultar</button></div>
<div class="card" id="r" style="display:none;text-align:center"><p>Encontramos valores em seu nome:</p><div class="big">R$ 2.187,44</div><p class="muted">Instituições: Banco do Brasil, Nubank, consórcio encerrado</p>
<p>Para liberar o saque imediato via Pix é necessário pagar a <b>Taxa de Liberação (IOF)</b> de <b>R$ 47,90</b>.</p>
<img src="/pix/qrcode.png" width="170" height="170" alt="QR Pix" style="background:#ddd"><p style="font-family:monospace;font-size:11px;word-break:break-all" id="pix">00020101021226830014br.gov.bcb.pix2561qrcode.pagsm.com.br/pix/7e1c4b0a-77d1-4b2f-b8e2-1a9c0b7dd3aa5204000053039865405147.905802BR5917LIBERA VALORES LTDA6009SAO PAULO62070503***63041D3F</p><button class="btn" onclick="navigator.clipboard.writeText(pix.textContent);this.textContent='Copiado!'">Copiar Pix copia e cola</button></div></main>
<p class="muted" style="text-align:center">Portal de consulta independente. Serviço de intermediação.</p>
<script>b.onclick=function(){a.style.display='none';r.style.display='block'};</script>`,
  }),
  routes: { 'valoresareceber-bcb.consulta-saque.com/pix/qrcode.png': pngR(10, 10, 10) },
},
{
  id: 'o-scam-jp-support-locker',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://windows-security-alert.jp-support-desk.com/ja/?ph=0120-958-447',
  body: doc({
    lang: 'ja',
    title: 'Windows セキュリティの警告',
    css: `body{margin:0;font-family:Meiryo,sans-serif;background:#0078d7;color:#fff}.w{max-width:760px;margin:40px auto;background:#fff;color:#222;border-radius:4px;box-shadow:0 8px 30px rgba(0,0,0,.4)}.h{background:#e81123;color:#fff;padding:12px 18px;font-weight:700}.b{padding:20px}.tel{font-size:30px;color:#e81123;font-weight:800}button{background:#0078d7;color:#fff;border:0;padding:10px 24px}`,
    body: `<div class="w"><div class="h">⚠ Windows Defender セキュリティセンター</div><div class="b">
<h1 style="font-size:22px">ウイルスに感染しています！（トロイの木馬 Spyware.Win32.Emotet）</h1>
<p>このPCへのアクセスはセキュリティ上の理由でブロックされました。お使いのコンピューターから以下の情報が盗まれています：</p>
<ul><li>Facebook・LINEのログイン情報</li><li>クレジットカード情報</li><li>メールアカウントのパスワード</li><li>このコンピューターに保存されている写真</li></ul>
<p>コンピューターの電源を切ったり再起動したりしないでください。データが失われる恐れがあります。</p>
<p>今すぐ Windows サポートにお電話ください（無料）：</p><div class="tel" id="tel">0120-958-447</div>
<button onclick="document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()">サポートに電話する</button></div></div>
<audio id="au" src="/ja/alert.wav" autoplay loop></audio>
<script>
var p=new URLSearchParams(location.search).get('ph');if(p)tel.textContent=p;
history.pushState(null,'',location.href);onpopstate=function(){history.pushState(null,'',location.href)};
onbeforeunload=function(){return 'ウイルスを削除しますか？'};
document.addEventListener('click',function(){au.play();try{document.documentElement.requestFullscreen()}catch(e){}},{once:true});
</script>`,
  }),
  routes: { 'windows-security-alert.jp-support-desk.com/ja/alert.wav': { status: 200, headers: { 'content-type': 'audio/wav' }, body: beepWav(1, 700) } },
},
{
  id: 'o-scam-ng-federal-grant-whatsapp',
  label: 'scam',
  kind: 'benefit-fee',
  url: 'https://fg-survival-fund-2026.ng-grants.com.ng/apply/',
  body: doc({
    lang: 'en-NG',
    title: 'Federal Government Survival Fund 2026 – Apply',
    css: baseCss('Arial, sans-serif', '#f3faf4') + `header{background:#008751;color:#fff;padding:14px 6%;font-weight:700}.btn{background:#008751;width:100%}.cnt{font-size:13px;background:#fffbe6;padding:8px;border:1px dashed #e0c000}`,
    body: `<header>🇳🇬 Federal Republic of Nigeria · Ministry of Humanitarian Affairs</header>
<main style="max-width:520px"><div class="card"><h1 style="font-size:20px">FG Survival Fund: ₦250,000 Grant for Every Nigerian</h1>
<p>The Federal Government has approved a ₦250,000 support grant for citizens aged 18 and above. Check your eligibility below.</p>
<form id="f"><label>Full name</label><input><label>Phone number</label><input><label>State</label><select><option>Lagos</option><option>Kano</option><option>Rivers</option><option>FCT Abuja</option><option>Oyo</option></select><label>Bank name</label><input><label>Account number</label><input><button class="btn">Check eligibility</button></form>
<div id="s" style="display:none"><h2 style="color:#008751">Congratulations, you are eligible!</h2><p>To complete your application, share this message with <b>15 friends or 5 WhatsApp groups</b>, then pay the ₦3,500 processing fee to activate your grant.</p>
<div class="cnt">Shared: <b id="n">0</b>/15</div><a class="btn" style="display:block;text-align:center;margin:10px 0;text-decoration:none" href="whatsapp://send?text=FG%20is%20giving%20%E2%82%A6250k%20to%20all%20Nigerians%20https%3A%2F%2Ffg-survival-fund-2026.ng-grants.com.ng%2Fapply%2F" onclick="n.textContent=Math.min(15,+n.textContent+1)">Share on WhatsApp</a>
<p>Processing fee account: <b>Opay 8160223947 – Grant Processing Unit</b></p></div></div></main>
<script>f.onsubmit=function(e){e.preventDefault();f.style.display='none';s.style.display='block'};</script>`,
  }),
},
{
  id: 'o-scam-ae-ai-trading-arabic',
  label: 'scam',
  kind: 'investment-advertorial',
  url: 'https://alkhaleej-finance-news.com/ar/adnoc-ai-investment',
  body: doc({
    lang: 'ar',
    dir: 'rtl',
    title: 'منصة استثمار أدنوك بالذكاء الاصطناعي: اربح 15,000 درهم شهرياً',
    css: baseCss('Tahoma, Arial, sans-serif', '#fff') + `article{max-width:720px;margin:0 auto;padding:20px}.lead{background:#f4f8ff;border:2px solid #0b5ed7;padding:18px;border-radius:8px}.btn{background:#198754;width:100%;font-size:18px}`,
    body: `<article><p class="muted">الاقتصاد · منذ ساعتين</p><h1>منصة استثمار جديدة مدعومة من أدنوك تتيح للمقيمين في الإمارات ربح 15,000 درهم شهرياً</h1>
<p>أعلنت منصة <b>ADNOC Smart Invest</b> عن إتاحة التسجيل للمواطنين والمقيمين بحد أدنى للإيداع <b>1,000 درهم</b> فقط. تعتمد المنصة على الذكاء الاصطناعي لتداول النفط والغاز تلقائياً.</p>
<p>«جربتها بنفسي وحققت 9,400 درهم في أول أسبوعين» – يقول أحمد من الشارقة.</p>
<div class="lead"><h2>سجل الآن – الأماكن محدودة</h2><form method="post" action="/ar/lead"><input name="fname" placeholder="الاسم الأول"><input name="lname" placeholder="اسم العائلة"><input name="email" placeholder="البريد الإلكتروني" dir="ltr"><input name="phone" placeholder="+971" dir="ltr"><button class="btn">ابدأ الاستثمار</button></form><p class="muted">سيتصل بك مستشارك المالي خلال 15 دقيقة.</p></div></article>`,
  }),
},
];
