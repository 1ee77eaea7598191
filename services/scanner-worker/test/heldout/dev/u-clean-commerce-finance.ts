import type { Entry } from '../entry.js';
import { doc, corpCss, mobileCss, shell, gtag, fbq, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-loja-esportes-black-friday-ptbr',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.corridaeaventura.com.br/black-friday',
  body: doc({
    lang: 'pt-BR',
    title: 'Black Friday Corrida & Aventura | Tênis de corrida com até 40% OFF',
    head: gtag('G-CEA2026BF'),
    css: corpCss('#111', '#ff5a00') + '.p{background:#fff;border-radius:8px;padding:14px}.p .im{height:140px;background:#f1f1f1;border-radius:6px;margin-bottom:8px}.de{text-decoration:line-through;color:#999;font-size:13px}.por{color:#ff5a00;font-size:19px;font-weight:bold}',
    body: shell({ brand: 'Corrida & Aventura', logo: 'Corrida & Aventura', nav: ['Tênis', 'Roupas', 'Acessórios', 'Black Friday', 'Lojas físicas'], footer: 'Corrida e Aventura Artigos Esportivos LTDA · CNPJ 21.447.903/0001-58 · Rua Padre Chagas, 410 – Moinhos de Vento, Porto Alegre/RS · SAC (51) 3019-4400 · sac@corridaeaventura.com.br', links: ['Trocas e devoluções (7 dias)', 'Política de privacidade', 'Reclame Aqui'] })(`<h1>Black Friday: até 40% OFF + 5% extra no Pix</h1><p>Válido de 24/11 a 01/12. Parcelamento em até 10x sem juros no cartão. Frete grátis para Sul e Sudeste acima de R$ 299.</p>
<div class="grid"><div class="p"><div class="im"></div><b>Asics Gel-Nimbus 27</b><div class="de">R$ 1.199,99</div><div class="por">R$ 839,99</div><small>ou 10x de R$ 84,00</small></div>
<div class="p"><div class="im"></div><b>Nike Pegasus 41</b><div class="de">R$ 899,99</div><div class="por">R$ 629,99</div><small>ou 10x de R$ 63,00</small></div>
<div class="p"><div class="im"></div><b>Garmin Forerunner 165</b><div class="de">R$ 2.499,00</div><div class="por">R$ 1.899,00</div><small>ou 10x de R$ 189,90</small></div></div>
<div class="card" style="margin-top:20px"><p>Pagamentos processados por Pagar.me. O Pix é gerado no checkout em nome de CORRIDA E AVENTURA ARTIGOS ESPORTIVOS LTDA. Nota fiscal eletrônica enviada por e-mail.</p></div>`),
  }),
},
{
  id: 'u-clean-mercadolibre-articulo-mx',
  label: 'clean',
  kind: 'marketplace-listing',
  url: 'https://articulo.mercadolibre.com.mx/MLM-2218473301-consola-nintendo-switch-oled-64gb-blanco-_JM',
  body: doc({
    lang: 'es-MX',
    title: 'Consola Nintendo Switch Oled 64gb Blanco | Envío gratis',
    css: corpCss('#333', '#3483fa') + 'header.top{background:#ffe600}header.top a{color:#333}.pr{font-size:34px}.g{color:#00a650}',
    body: shell({ brand: 'Mercado Libre', logo: 'mercado libre', nav: ['Categorías', 'Ofertas', 'Historial', 'Supermercado', 'Vender'], footer: 'Copyright © 1999-2026 DeRemate.com de México, S. de R.L. de C.V. · Av. Lago Zurich 245, Piso 16, Ampliación Granada, CDMX', links: ['Términos y condiciones', 'Privacidad', 'Ayuda', 'Compra Protegida'] })(`<div class="card"><div class="grid"><div style="height:300px;background:#f5f5f5"></div><div><p class="muted">Nuevo | +1000 vendidos</p><h1 style="font-size:22px">Consola Nintendo Switch Oled 64gb Blanco</h1><p>★★★★★ 4.9 (3,214)</p><p class="pr">$ 6,299</p><p>Mismo precio en 12 meses de $ 524.92</p><p class="g">Llega gratis mañana</p><p>Vendido por <b>NINTENDO TIENDA OFICIAL</b></p><a class="btn" href="#">Comprar ahora</a></div></div></div>
<div class="card"><b>Compra Protegida</b>, recibe el producto que esperabas o te devolvemos tu dinero. Paga siempre dentro de Mercado Libre: nunca por transferencia ni fuera de la plataforma.</div>`),
  }),
},
{
  id: 'u-clean-shop-shuang11-zhtw',
  label: 'clean',
  kind: 'shop-sale',
  url: 'https://www.lanhua-select.com.tw/event/1111',
  body: doc({
    lang: 'zh-TW',
    title: '雙11購物節｜蘭花選物 全館滿千折百',
    css: corpCss('#7a1f5c', '#7a1f5c') + 'body{font-family:"Microsoft JhengHei","PingFang TC",sans-serif}.p{background:#fff;border-radius:8px;padding:14px}.im{height:130px;background:#f6eef3;border-radius:6px;margin-bottom:8px}.o{text-decoration:line-through;color:#999}.n{color:#c2185b;font-weight:bold;font-size:18px}',
    body: shell({ brand: '蘭花選物', logo: '蘭花選物 Lanhua Select', nav: ['新品', '居家', '保養', '雙11'], footer: '蘭花選物股份有限公司 統一編號 83519274 · 台北市大安區敦化南路二段 76 號 5 樓 · 客服 (02)2706-1188 週一至週五 10:00–18:00', links: ['退換貨說明', '隱私權政策', '防詐騙宣導'] })(`<h1>雙11購物節 全館滿 $1,000 折 $100</h1><p>活動期間 11/1–11/11，折扣於結帳時自動計算。支援信用卡、LINE Pay、街口支付、超商取貨付款。</p>
<div class="grid"><div class="p"><div class="im"></div>檜木精油擴香組<div class="o">$1,280</div><div class="n">$990</div></div><div class="p"><div class="im"></div>手工陶瓷咖啡杯<div class="o">$680</div><div class="n">$520</div></div><div class="p"><div class="im"></div>有機棉浴巾二入<div class="o">$890</div><div class="n">$690</div></div></div>
<div class="card note" style="margin-top:20px"><b>防詐騙提醒：</b>本公司不會以電話或簡訊要求您操作 ATM、網路銀行或解除分期付款設定。如接獲可疑來電，請撥打 165 反詐騙專線。</div>`),
  }),
},
{
  id: 'u-clean-pinjaman-p2p-biaya-transparan-id',
  label: 'clean',
  kind: 'lender-fees',
  url: 'https://www.danasejahtera.co.id/pinjaman/biaya',
  body: doc({
    lang: 'id',
    title: 'Biaya & Simulasi Pinjaman | DanaSejahtera',
    css: corpCss('#00796b', '#00796b'),
    body: shell({ brand: 'DanaSejahtera', logo: 'DanaSejahtera', nav: ['Pinjaman', 'Pendanaan', 'Tentang Kami', 'Bantuan'], footer: 'PT Dana Sejahtera Teknologi berizin dan diawasi oleh Otoritas Jasa Keuangan (OJK) berdasarkan Surat Izin Usaha No. KEP-71/D.05/2021. Anggota AFPI. Layanan pengaduan: pengaduan@danasejahtera.co.id · 1500-731 · Kontak OJK 157.', links: ['Syarat & Ketentuan', 'Kebijakan Privasi', 'Cara Penagihan'] })(`<div class="card"><h1>Biaya pinjaman yang transparan</h1><p>Semua biaya dipotong dari dana yang dicairkan dan ditampilkan sebelum Anda menandatangani perjanjian. <b>Kami tidak pernah meminta transfer biaya di muka</b> ke rekening mana pun.</p>
<table><tr><th>Komponen</th><th>Besaran</th></tr><tr><td>Manfaat ekonomi (bunga)</td><td>0,3% per hari (maks. sesuai ketentuan OJK)</td></tr><tr><td>Biaya layanan platform</td><td>3% dari pokok, dipotong saat pencairan</td></tr><tr><td>Asuransi pinjaman</td><td>0,5% dari pokok, dipotong saat pencairan</td></tr><tr><td>Denda keterlambatan</td><td>0,3% per hari, maks. 100% dari pokok</td></tr></table>
<h3>Contoh</h3><p>Pinjaman Rp 3.000.000 tenor 30 hari: biaya layanan Rp 90.000 + asuransi Rp 15.000 → dana diterima Rp 2.895.000. Total pengembalian Rp 3.270.000.</p></div>
<div class="card alert">Waspada penipuan yang mengatasnamakan DanaSejahtera! Kami tidak menghubungi melalui WhatsApp pribadi untuk meminta "biaya asuransi" atau "biaya verifikasi rekening" sebelum pencairan.</div>`),
  }),
},
{
  id: 'u-clean-nbfc-personal-loan-charges-in',
  label: 'clean',
  kind: 'lender-fees',
  url: 'https://www.sahyadrifinance.in/personal-loan/fees-and-charges',
  body: doc({
    lang: 'en-IN',
    title: 'Personal Loan Fees & Charges | Sahyadri Finance',
    css: corpCss('#283593', '#283593'),
    body: shell({ brand: 'Sahyadri Finance', logo: 'Sahyadri Finance', nav: ['Personal Loan', 'Gold Loan', 'Two-Wheeler Loan', 'Calculator', 'Grievance'], footer: 'Sahyadri Finance Ltd. is a Non-Banking Financial Company registered with the Reserve Bank of India (CoR No. N-13.02281). CIN U65910MH2009PLC191177. Regd. office: Baner Road, Pune 411045. Grievance Redressal Officer: gro@sahyadrifinance.in', links: ['Fair Practices Code', 'Interest Rate Policy', 'KFS', 'Sachet / DLA list'] })(`<div class="card"><h1>Fees and charges</h1><table><tr><th>Charge</th><th>Amount</th></tr><tr><td>Interest rate</td><td>13.5% – 26% p.a. (reducing balance)</td></tr><tr><td>Processing fee</td><td>Up to 2.5% of loan amount + GST, deducted from disbursal</td></tr><tr><td>Foreclosure</td><td>Nil after 12 EMIs; 4% before</td></tr><tr><td>Bounce charges</td><td>₹500 per instance</td></tr><tr><td>Penal charges</td><td>2% per month on overdue EMI</td></tr></table>
<p>The Key Fact Statement (KFS) with the Annual Percentage Rate (APR) is shared before you sign. No fee is collected via UPI or to any individual's account before disbursal.</p></div>
<div class="card note">कृपया ध्यान दें: हम किसी भी "फाइल चार्ज" या "प्रोसेसिंग फीस" को लोन से पहले UPI द्वारा नहीं लेते। धोखाधड़ी की शिकायत sachet.rbi.org.in पर करें।</div>`),
  }),
},
{
  id: 'u-clean-exchange-kripto-login-id',
  label: 'clean',
  kind: 'crypto-exchange',
  url: 'https://app.nusakripto.co.id/login',
  body: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Masuk | NusaKripto</title><link rel="stylesheet" href="/static/css/main.8f21c.css"></head><body><noscript>Aktifkan JavaScript untuk menggunakan NusaKripto.</noscript><div id="root"></div><script src="/static/js/main.3a9d1.js"></script></body></html>`,
  routes: {
    'app.nusakripto.co.id/static/css/main.8f21c.css': cssRoute('body{margin:0;background:#0e1726;color:#e6e9ef;font-family:Inter,Arial,sans-serif}.w{max-width:400px;margin:60px auto;background:#15213a;border-radius:12px;padding:28px}input{width:100%;box-sizing:border-box;padding:12px;margin:6px 0 14px;border-radius:8px;border:1px solid #2b3a5a;background:#0e1726;color:#fff}button{width:100%;padding:13px;border:0;border-radius:8px;background:#f0b90b;color:#111;font-weight:bold}.s{font-size:12px;color:#9aa4b8;line-height:1.6}.tk{display:flex;gap:14px;justify-content:center;font-size:13px;padding:10px;background:#0a111f}'),
    'app.nusakripto.co.id/static/js/main.3a9d1.js': jsRoute(`(function(){var r=document.getElementById('root');
r.innerHTML='<div class="tk" id="tk">memuat harga…</div><div class="w"><h2>Masuk ke NusaKripto</h2><form id="f"><input name="email" type="email" placeholder="Email"><input name="password" type="password" placeholder="Kata sandi"><button>Masuk</button></form><p class="s">Belum punya akun? <a href="/register" style="color:#f0b90b">Daftar</a><br>PT Nusa Kripto Indonesia terdaftar dan diawasi oleh OJK sebagai Pedagang Aset Keuangan Digital. Aset kripto merupakan komoditi berisiko tinggi.</p></div>';
fetch('/api/v2/tickers?pairs=btc_idr,eth_idr,usdt_idr').then(function(x){return x.json()}).then(function(j){document.getElementById('tk').innerHTML=j.map(function(t){return t.pair.toUpperCase()+' Rp'+t.last.toLocaleString('id-ID')}).join(' · ')});
document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/v2/auth/login',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:this.email.value,password:this.password.value})}).then(function(x){return x.json()}).then(function(j){if(j.require_2fa)location.href='/login/2fa'})};})();`),
    'app.nusakripto.co.id/api/v2/tickers': jsonRoute([{ pair: 'btc_idr', last: 1582340000 }, { pair: 'eth_idr', last: 58110000 }, { pair: 'usdt_idr', last: 16412 }]),
    'app.nusakripto.co.id/api/v2/auth/login': jsonRoute({ require_2fa: true }),
  },
},
{
  id: 'u-clean-dex-swap-wallet-ko',
  label: 'clean',
  kind: 'dapp',
  url: 'https://app.hangang.finance/swap',
  body: doc({
    lang: 'ko',
    title: 'Hangang Finance | 스왑',
    css: 'body{margin:0;background:#0b0f1a;color:#e8eaf0;font-family:"Pretendard",Arial,sans-serif}.n{display:flex;justify-content:space-between;align-items:center;padding:16px 28px}.c{max-width:440px;margin:40px auto;background:#131a2a;border-radius:18px;padding:20px}.t{background:#0b0f1a;border-radius:12px;padding:14px;margin:8px 0;display:flex;justify-content:space-between}.t input{background:transparent;border:0;color:#fff;font-size:22px;width:60%}button{width:100%;padding:15px;border:0;border-radius:12px;background:#3b82f6;color:#fff;font-size:16px;font-weight:bold;cursor:pointer}.s{font-size:12px;color:#8b93a7}',
    body: `<div class="n"><b>Hangang Finance</b><span class="s">스왑 · 유동성 · 문서</span><button id="cw" style="width:auto;padding:8px 16px">지갑 연결</button></div>
<div class="c"><h3>스왑</h3><div class="t"><input id="a" value="100"><b>USDC</b></div><div class="t"><input id="b" value="" placeholder="0.0" readonly><b>ETH</b></div>
<p class="s" id="q">견적을 불러오는 중…</p><button id="sw">지갑 연결</button>
<p class="s">슬리피지 0.5% · 수수료 0.3%는 유동성 공급자에게 지급됩니다. 승인 금액은 스왑 금액으로 제한됩니다. 컨트랙트 감사 보고서는 문서에서 확인하세요.</p></div>
<script src="/swap/app.js"></script>`,
  }),
  routes: {
    'app.hangang.finance/swap/app.js': jsRoute(`var acct=null;function q(){fetch('/api/quote?in=USDC&out=ETH&amt='+document.getElementById('a').value).then(function(r){return r.json()}).then(function(j){document.getElementById('b').value=j.out;document.getElementById('q').textContent='1 ETH = '+j.price+' USDC · 가격 영향 '+j.impact+'%'})}
q();document.getElementById('a').oninput=q;
async function connect(){if(!window.ethereum){alert('브라우저 지갑(MetaMask 등)이 필요합니다.');return}acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('cw').textContent=acct.slice(0,6)+'…'+acct.slice(-4);document.getElementById('sw').textContent='스왑';}
document.getElementById('cw').onclick=connect;
document.getElementById('sw').onclick=async function(){if(!acct)return connect();var amt=BigInt(Math.round(parseFloat(document.getElementById('a').value)*1e6));
var router='0x1f98431c8ad98523631ae4a59f267346ea31f984';var data='0x095ea7b3'+router.slice(2).padStart(64,'0')+amt.toString(16).padStart(64,'0');
await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',data:data}]});};`),
    'app.hangang.finance/api/quote': jsonRoute({ out: '0.0287', price: '3484.12', impact: '0.01' }),
  },
},
];
