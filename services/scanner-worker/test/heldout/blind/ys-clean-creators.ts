import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc } from '../parts/ys-kit.js';

// Creator-economy platforms, payouts, crypto apps, investment and donation pages that are what they say.

export const entries: Entry[] = [
{
  id: 'ys-clean-brand-giveaway-rules-th',
  label: 'clean',
  kind: 'brand-giveaway-rules',
  url: 'https://www.baanrakcoffee.co.th/th/giveaway-2025/',
  body: doc({
    lang: 'th',
    title: 'กติกาและเงื่อนไข กิจกรรมฉลองครบรอบ 5 ปี บ้านรักกาแฟ',
    css: `body{font-family:Tahoma,sans-serif;background:#f6f0e8;color:#3b2a1a;margin:0;line-height:1.8}header{background:#3b2a1a;color:#f6f0e8;padding:18px 24px}main{max-width:780px;margin:30px auto;padding:0 20px}li{margin:6px 0}.n{background:#fff;border-radius:8px;padding:14px}`,
    body: `<header><b>บ้านรักกาแฟ</b> · Baan Rak Coffee</header>
<main><h1>กิจกรรมฉลองครบรอบ 5 ปี — ลุ้นรับเครื่องชงกาแฟและบัตรของขวัญ</h1>
<h3>วิธีร่วมสนุก</h3><ol><li>กดติดตามเพจ Facebook และ Instagram ของบ้านรักกาแฟ</li><li>คอมเมนต์ใต้โพสต์กิจกรรมว่าเมนูโปรดของคุณคืออะไร พร้อมแท็กเพื่อน 1 คน</li><li>ระยะเวลากิจกรรม: 1–31 ตุลาคม 2568</li></ol>
<h3>ของรางวัล</h3><ul><li>เครื่องชงกาแฟ Breville Bambino Plus 1 รางวัล (มูลค่า 16,900 บาท)</li><li>บัตรของขวัญร้านมูลค่า 500 บาท 20 รางวัล</li></ul>
<h3>เงื่อนไข</h3><ul><li>ประกาศผลทางเพจ Facebook ของร้านในวันที่ 5 พฤศจิกายน 2568 และติดต่อผู้โชคดีผ่านข้อความจากเพจที่มีเครื่องหมายยืนยันเท่านั้น</li><li>ผู้โชคดีรับรางวัลได้ที่ร้าน (นิมมานฯ ซอย 9) หรือจัดส่งฟรีทางไปรษณีย์</li><li><b>ร้านไม่มีการเรียกเก็บค่าจัดส่ง ค่าภาษี หรือขอข้อมูลบัตรเครดิตจากผู้โชคดีไม่ว่ากรณีใด</b></li></ul>
<div class="n">หากได้รับข้อความอ้างว่าเป็นร้านและขอให้โอนเงินหรือกรอกข้อมูลบัตร โปรดแจ้งเราที่ 053-555-019</div></main>`,
  }),
},

{
  id: 'ys-clean-uniswap-swap-app',
  label: 'clean',
  kind: 'crypto-app',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&exactField=input',
  body: doc({
    title: 'Uniswap Interface',
    head: `<script type="module" src="/static/js/main.3a8f1e6c.js"></script><link rel="manifest" href="/manifest.json">`,
    css: CSS.reset + `body{font-family:"Basel",Inter,Arial,sans-serif;background:#fff;color:#222}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 24px}.cw{background:#fef4ff;color:#fc72ff;border:0;border-radius:20px;padding:10px 16px;font-weight:600;cursor:pointer}.sw{width:480px;margin:60px auto;border:1px solid #eee;border-radius:24px;padding:10px}.box{background:#f9f9f9;border-radius:16px;padding:16px;margin:4px 0}.box input{border:0;background:transparent;font-size:36px;width:60%}.tk{float:right;background:#fff;border:1px solid #eee;border-radius:18px;padding:6px 12px;font-weight:600}.go{width:100%;background:#fc72ff;color:#fff;border:0;border-radius:20px;padding:16px;font-size:18px;font-weight:600;margin-top:6px}`,
    body: `<div class="nav"><b style="color:#fc72ff;font-size:22px">🦄 Uniswap</b><span>Trade · Explore · Pool</span><button class="cw" id="cw">Connect</button></div>
<div class="sw"><div class="box"><small>Sell</small><br><input placeholder="0" inputmode="decimal" id="a"><span class="tk">ETH ▾</span></div><div class="box"><small>Buy</small><br><input placeholder="0" readonly><span class="tk">USDC ▾</span></div><button class="go" id="go">Connect wallet</button></div>
<script>
async function connect(){
  if(!window.ethereum){window.open('https://metamask.io/download/','_blank');return}
  var acc=await window.ethereum.request({method:'eth_requestAccounts'});
  document.getElementById('cw').textContent=acc[0].slice(0,6)+'…'+acc[0].slice(-4);
  document.getElementById('go').textContent='Enter an amount';
}
document.getElementById('cw').onclick=connect;document.getElementById('go').onclick=connect;
</script>`,
  }),
},

{
  id: 'ys-clean-xp-tesouro-direto-ptbr',
  label: 'clean',
  kind: 'investment-legit',
  url: 'https://www.xpi.com.br/investimentos/renda-fixa/tesouro-direto/?utm_source=google&utm_medium=cpc&utm_campaign=td-always-on',
  body: doc({
    lang: 'pt-BR',
    title: 'Tesouro Direto: invista a partir de R$ 30 | XP Investimentos',
    head: analytics('G-XPI55K1'),
    css: CSS.reset + `body{font-family:"XP Sans",Arial,sans-serif;color:#1a1a1a;background:#fff}.hd{background:#000;color:#fff;padding:16px 40px;display:flex;justify-content:space-between}.hd a{background:#fbc105;color:#000;padding:8px 18px;border-radius:4px;text-decoration:none;font-weight:700}.h{max-width:1000px;margin:50px auto;padding:0 24px}h1{font-size:42px}table{width:100%;border-collapse:collapse;margin:20px 0}th,td{text-align:left;padding:12px;border-bottom:1px solid #eee}.d{font-size:12px;color:#666;line-height:1.6;max-width:1000px;margin:0 auto;padding:0 24px 40px}`,
    body: `<div class="hd"><b>XP</b><span><a href="https://conta.xpi.com.br/abertura">Abra sua conta</a></span></div>
<div class="h"><h1>Tesouro Direto</h1><p>Títulos públicos federais com liquidez diária e aplicação a partir de R$ 30. Taxa de custódia da B3: 0,20% a.a. (isenção para Tesouro Selic até R$ 10 mil).</p>
<table><tr><th>Título</th><th>Rentabilidade anual</th><th>Vencimento</th><th>Mínimo</th></tr><tr><td>Tesouro Selic 2029</td><td>SELIC + 0,0612%</td><td>01/03/2029</td><td>R$ 163,86</td></tr><tr><td>Tesouro IPCA+ 2035</td><td>IPCA + 7,34%</td><td>15/05/2035</td><td>R$ 36,12</td></tr><tr><td>Tesouro Prefixado 2031</td><td>13,62%</td><td>01/01/2031</td><td>R$ 33,90</td></tr></table></div>
<p class="d">Rentabilidade passada não é garantia de rentabilidade futura. Taxas sujeitas a alteração conforme condições de mercado. XP Investimentos CCTVM S.A. é instituição autorizada a funcionar pelo Banco Central do Brasil e regulada pela CVM. Ouvidoria: 0800 722 3710.</p>`,
  }),
},
];
