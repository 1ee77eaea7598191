import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, cardFields, stepScript, okJson, img, htmlRoute, jsRoute, jsonRoute, fbq, gtag } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-phish-carousell-receive-payment-sg',
  label: 'phishing',
  kind: 'marketplace-kit',
  url: 'https://carousell-sg.safe-delivery.cc/receive/8821734',
  body: doc({
    lang: 'en-SG',
    title: 'Carousell Protection - Receive payment',
    css: mobileCss('#d2232a'),
    body: `<div class="bar">Carousell Protection</div>
<div class="wrap">
<div class="box"><h2>The buyer has paid for your item</h2><p style="font-size:14px">Buyer <b>@jiaxin_shops</b> has paid <b>S$420.00</b> for "Nintendo Switch OLED (like new)" via Carousell Protection. To receive the funds into your account, please verify your card. The payment will be credited within 10 minutes.</p>
<div class="row"><span>Order</span><b>#CP-8821734</b></div><div class="row"><span>Amount to receive</span><b>S$420.00</b></div><div class="row"><span>Delivery</span><b>Carousell Delivery (Ninja Van)</b></div></div>
<form id="f" class="box"><h2>Receive funds to card</h2>${cardFields({ name: 'Name on card', number: 'Card number', exp: 'Expiry', cvv: 'CVV' })}<label>Card balance (for verification)</label><input name="bal" placeholder="S$"><button>Receive S$420.00</button>
<p class="tip">Carousell Protection keeps your transaction safe. Do not share this link.</p></form></div>
<div class="ft">© 2026 Carousell Pte Ltd</div>
${stepScript('/receive/api', '/receive/otp')}`,
  }),
  routes: {
    'carousell-sg.safe-delivery.cc/receive/api': okJson(),
    'carousell-sg.safe-delivery.cc/receive/otp': htmlRoute(doc({ lang: 'en-SG', title: 'Carousell Protection', css: mobileCss('#d2232a'), body: `<div class="bar">Carousell Protection</div><div class="wrap"><form class="box" method="post" action="/receive/api"><h2>Verify to receive S$420.00</h2><p>Your bank has sent an OTP to confirm the incoming transfer. Enter it below.</p><input name="otp"><button>Receive funds</button></form></div>` })),
  },
},
{
  id: 'u-scam-lianghua-jiaoyi-zhcn',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://hq-lianghua-ai.com/h5/index.html',
  body: doc({
    lang: 'zh-CN',
    title: '华泉量化 - AI智能量化交易平台',
    css: mobileCss('#c9a227') + 'body{background:#101010;color:#eee;font-family:"PingFang SC","Microsoft YaHei",sans-serif}.box{background:#1b1b1b;color:#eee}.plan{border:1px solid #c9a227;border-radius:8px;padding:12px;margin:10px 0}.plan b{color:#f3cf5a}.k{font-size:26px;color:#3ddc84;font-weight:bold}',
    body: `<div class="bar">华泉量化 · AI Quant</div>
<div class="wrap">
<div class="box center"><p>平台累计为用户创造收益</p><div class="k" id="k">¥ 1,284,902,337</div><p style="font-size:12px">AI 量化机器人 24 小时自动套利，稳赚不赔</p></div>
<div class="box"><h2>理财套餐</h2>
<div class="plan"><b>新手体验</b> · 投入 ¥1,000 · 日收益 2.8% · 周期 7 天</div>
<div class="plan"><b>稳健增值</b> · 投入 ¥10,000 · 日收益 3.5% · 周期 30 天</div>
<div class="plan"><b>VIP 尊享</b> · 投入 ¥100,000 · 日收益 5% · 周期 60 天 · 保本保息</div>
<p style="font-size:12px">本金到期全额返还，收益每日结算可随时提现。邀请好友再得 10% 返佣。</p>
<button onclick="location.href='/h5/register.html'">立即注册 领取 888 元体验金</button></div>
<div class="box" style="font-size:12px">由“国家金融科技创新试点”监管 · 资金由银行全程托管 · 客服导师微信：hq_laoshi_668</div>
</div>
<script>var n=1284902337;setInterval(function(){n+=Math.floor(Math.random()*9000);document.getElementById('k').textContent='¥ '+n.toLocaleString('en-US')},800)</script>`,
  }),
  routes: {
    'hq-lianghua-ai.com/h5/register.html': htmlRoute(doc({ lang: 'zh-CN', title: '注册', css: mobileCss('#c9a227'), body: `<div class="bar">华泉量化</div><div class="wrap"><form class="box" method="post" action="/h5/api/reg"><label>手机号</label><input name="m"><label>登录密码</label><input name="p" type="password"><label>资金密码</label><input name="fp" type="password"><label>邀请码</label><input name="code" value="HQ8812"><button>注册</button><p class="tip">充值方式：USDT-TRC20 / 银行卡转账（联系客服获取收款账户）</p></form></div>` })),
    'hq-lianghua-ai.com/h5/api/reg': okJson(),
  },
},
{
  id: 'u-scam-instant-loan-processing-fee-hi',
  label: 'scam',
  kind: 'loan-fee-scam',
  url: 'https://rupeeturant-loan.in/apply/approved.html',
  body: doc({
    lang: 'hi',
    title: 'RupeeTurant - तुरंत लोन',
    css: mobileCss('#ff6f00') + '.qr{width:170px;height:170px;background:#111;display:block;margin:12px auto}',
    body: `<div class="bar">RupeeTurant · 5 मिनट में लोन</div>
<div class="wrap">
<div class="box"><h2>बधाई हो! आपका ₹2,00,000 का लोन स्वीकृत हो गया है</h2>
<p style="font-size:14px">बिना CIBIL स्कोर, बिना गारंटी। RBI पंजीकृत NBFC पार्टनर। राशि 30 मिनट में आपके खाते में भेज दी जाएगी।</p>
<div class="row"><span>लोन राशि</span><b>₹2,00,000</b></div><div class="row"><span>ब्याज</span><b>1% प्रति वर्ष</b></div><div class="row"><span>प्रोसेसिंग फीस + GST</span><b class="red">₹2,499</b></div></div>
<div class="box"><h2>प्रोसेसिंग फीस का भुगतान करें</h2><p style="font-size:14px">लोन जारी करने से पहले फाइल चार्ज जमा करना अनिवार्य है। यह राशि पूरी तरह रिफंडेबल है।</p>
<img class="qr" src="/apply/upi-qr.png" alt="UPI QR"><p class="center" style="font-size:14px">UPI: <b>rupeeturant.fin@ybl</b></p>
<label>UTR / Transaction ID</label><input id="utr" placeholder="12 अंकों का UTR नंबर">
<button onclick="fetch('/apply/utr',{method:'POST',body:document.getElementById('utr').value});alert('भुगतान सत्यापन जारी है। लोन 30 मिनट में जमा होगा।')">भुगतान की पुष्टि करें</button>
<p class="tip">सहायता: +91 79XXX 41120 (WhatsApp) · भुगतान न करने पर आवेदन रद्द हो जाएगा।</p></div>
</div>`,
  }),
  routes: { 'rupeeturant-loan.in/apply/upi-qr.png': img(17, 17, 17), 'rupeeturant-loan.in/apply/utr': okJson() },
},
{
  id: 'u-scam-prestamo-sin-buro-comision-pe',
  label: 'scam',
  kind: 'loan-fee-scam',
  url: 'https://creditoya-peru.com/solicitud',
  body: doc({
    lang: 'es-PE',
    title: 'CréditoYa Perú | Préstamos sin Infocorp',
    css: corpCss('#1b5e20', '#2e7d32'),
    head: fbq('559201844713009'),
    body: shell({ brand: 'CréditoYa', logo: 'CréditoYa Perú', nav: ['Préstamos', 'Requisitos', 'Testimonios', 'Contacto'], footer: 'CréditoYa Perú S.A.C. · RUC 20609918271 · Av. Javier Prado Este 4200, Surco, Lima', links: ['Términos', 'Privacidad', 'Libro de Reclamaciones'] })(`<div class="grid"><div class="card"><h1>Préstamos de S/ 1,000 a S/ 50,000 sin Infocorp</h1><p>Aprobación garantizada en 15 minutos. Sin aval, sin garantía, aunque estés en centrales de riesgo. Solo necesitas tu DNI.</p>
<ul><li>TEA desde 4.9%</li><li>Hasta 36 cuotas</li><li>Depósito a cualquier banco o Yape</li></ul></div>
<form class="card" id="f"><h2>Simula y solicita</h2><label>Monto</label><select name="m"><option>S/ 5,000</option><option>S/ 10,000</option><option>S/ 20,000</option></select><label>DNI</label><input name="dni"><label>Nombre completo</label><input name="n"><label>Celular (WhatsApp)</label><input name="c"><br><br><button>Solicitar</button></form></div>
<div class="card" id="ok" style="display:none"><h2>¡Préstamo aprobado!</h2><p>Para el desembolso, debe cancelar la <b>comisión de apertura y seguro de desgravamen (S/ 189.00)</b> mediante Yape o Plin al número <b>987 654 321</b> (Titular: Carlos M. Quispe — Asesor comercial). El monto se descuenta de su primera cuota.</p><p class="muted">Envíe la captura del pago a su asesor por WhatsApp para liberar el depósito.</p></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/solicitud/api',{method:'POST',body:new FormData(this)});this.style.display='none';document.getElementById('ok').style.display='block'}</script>`),
  }),
  routes: { 'creditoya-peru.com/solicitud/api': okJson() },
},
];
