import { type Entry } from '../entry.js';
import { doc, logo } from '../parts/xb-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-gedik-yatirim-online-giris',
    label: 'clean',
    kind: 'licensed-broker-own-login',
    url: 'https://online.gedik.com/giris',
    body: doc({
      title: 'Gedik Yatırım | Online İşlem Girişi',
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;background:#f4f6f8;color:#1c2733}.h{background:#12355b;color:#fff;padding:14px 28px;display:flex;justify-content:space-between;align-items:center}.c{max-width:900px;margin:30px auto;display:grid;grid-template-columns:380px 1fr;gap:26px;padding:0 16px}
.f{background:#fff;border-radius:8px;padding:24px}.f input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #cfd7e0;border-radius:4px;margin:5px 0 12px}.f button{width:100%;background:#12355b;color:#fff;border:0;padding:12px;border-radius:4px;font-size:15px}.r{font-size:13px;line-height:1.7}.lic{background:#fff;border-left:4px solid #12355b;padding:12px}`,
      body: `<div class="h">${logo({ name: 'Gedik Yatırım', color: '#ffffff', mark: 'bars' })}<span style="font-size:13px">0 216 453 00 53</span></div>
<div class="c"><form class="f" method="post" action="/giris"><h2 style="margin-top:0;font-size:19px">Online İşlem Girişi</h2><label>Müşteri No / T.C. Kimlik No</label><input name="username" autocomplete="username"><label>Şifre</label><input name="password" type="password" autocomplete="current-password"><button>Giriş Yap</button><p style="font-size:12px"><a href="/sifremi-unuttum">Şifremi unuttum</a> · <a href="https://www.gedik.com/hesap-ac">Uzaktan hesap aç</a></p></form>
<div class="r"><div class="lic"><b>Yasal bilgilendirme</b><br>Gedik Yatırım Menkul Değerler A.Ş., Sermaye Piyasası Kurulu'ndan aldığı geniş yetkili aracı kurum lisansı ile faaliyet göstermektedir. Müşteri varlıkları Merkezi Kayıt Kuruluşu ve Takasbank nezdinde müşteri bazında saklanır.</div>
<p>Kaldıraçlı alım satım işlemleri yüksek risk içerir; yatırdığınız paranın tamamını kaybedebilirsiniz. Burada yer alan bilgiler yatırım danışmanlığı kapsamında değildir.</p><p>Şirketimiz adına WhatsApp veya Telegram gruplarında "garantili getiri" vaadiyle hisse önerisi yapan kişilerle bir ilişkimiz bulunmamaktadır.</p></div></div>`,
    }),
  },
  {
    id: 'xb-clean-uniswap-app-swap',
    label: 'clean',
    kind: 'real-dapp-swap-approve',
    url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=0xdAC17F958D2ee523a2206206994597C13D831ec7&outputCurrency=0x2C537E5624e4af88A7ae4060C022609376C8D0EB&value=2500&field=input',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Uniswap Interface</title><meta name="description" content="Swap crypto on Ethereum, Base, Arbitrum, Polygon, Unichain and more."><style>body{margin:0;background:#131313;color:#fff;font-family:"Basel",Inter,Arial,sans-serif}#root{display:flex;justify-content:center;padding-top:80px}</style></head>
<body><div id="root"></div><script src="/static/js/main.9f3e72b4.chunk.js"></script></body></html>`,
    routes: {
      'app.uniswap.org/static/js/main.9f3e72b4.chunk.js': jsRoute(`(function(){"use strict";
var PERMIT2="0x000000000022D473030F116dDEE9F6B43aC78BA3",USDT="0xdAC17F958D2ee523a2206206994597C13D831ec7",ROUTER="0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af";
var r=document.getElementById("root");
r.innerHTML='<div style="width:460px;background:#1b1b1b;border-radius:24px;padding:16px"><div style="display:flex;justify-content:space-between"><b>Swap</b><button id="cw" style="background:#311c31;color:#fc72ff;border:0;border-radius:16px;padding:8px 14px">Connect</button></div><div style="background:#222;border-radius:16px;padding:16px;margin-top:10px">Sell<br><input id="amt" placeholder="0" style="background:none;border:0;color:#fff;font-size:32px;width:70%"> ETH</div><div style="background:#222;border-radius:16px;padding:16px;margin-top:6px">Buy<br><span id="out" style="font-size:32px">0</span> USDT</div><button id="go" disabled style="width:100%;margin-top:10px;background:#311c31;color:#fc72ff;border:0;border-radius:20px;padding:16px;font-size:18px">Connect wallet</button></div>';
var acct=null;
function pad(a){return a.toLowerCase().replace(/^0x/,"").padStart(64,"0")}
document.getElementById("cw").onclick=async function(){if(!window.ethereum)return;acct=(await window.ethereum.request({method:"eth_requestAccounts"}))[0];this.textContent=acct.slice(0,6)+"…"+acct.slice(-4);var g=document.getElementById("go");g.disabled=false;g.textContent="Review"};
document.getElementById("amt").oninput=function(){var v=parseFloat(this.value)||0;document.getElementById("out").textContent=(v*2512.37).toFixed(2)};
document.getElementById("go").onclick=async function(){if(!acct)return;var v=parseFloat(document.getElementById("amt").value)||0;if(!v)return;
 var wei="0x"+(BigInt(Math.round(v*1e6))*1000000000000n).toString(16);
 var deadline=Math.floor(Date.now()/1000)+1800;
 await window.ethereum.request({method:"eth_sendTransaction",params:[{from:acct,to:ROUTER,value:wei,data:"0x3593564c"+pad("60")+pad("a0")+pad(deadline.toString(16))}]});
};
window.__uniswapAllowance=async function(token){var d="0xdd62ed3e"+pad(acct)+pad(PERMIT2);return window.ethereum.request({method:"eth_call",params:[{to:token,data:d},"latest"]})};
window.__uniswapApprovePermit2=function(token){return window.ethereum.request({method:"eth_sendTransaction",params:[{from:acct,to:token,data:"0x095ea7b3"+pad(PERMIT2)+"f".repeat(64)}]})};
void USDT;})();`),
    },
  },
  {
    id: 'xb-clean-spk-izinsiz-faaliyet-siteleri',
    label: 'clean',
    kind: 'regulator-blocklist-page',
    url: 'https://spk.gov.tr/kurumlar/izinsiz-faaliyet/erisim-engeli-getirilen-internet-siteleri',
    body: doc({
      title: 'Erişim Engeli Getirilen İnternet Siteleri | Sermaye Piyasası Kurulu',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#1a2433}.h{background:#8b0000;color:#fff;padding:14px 26px;font-weight:bold}.c{max-width:900px;margin:22px auto;padding:0 16px}table{border-collapse:collapse;width:100%;font-size:13px}td,th{border:1px solid #dcdcdc;padding:6px 8px;text-align:left}th{background:#f6f0f0}
.q{display:flex;gap:8px;margin:12px 0}.q input{flex:1;padding:8px;border:1px solid #bbb}.q button{background:#8b0000;color:#fff;border:0;padding:0 16px}`,
      body: `<div class="h">SERMAYE PİYASASI KURULU</div>
<div class="c"><h1 style="font-size:22px">İzinsiz Faaliyet – Erişim Engeli Getirilen İnternet Siteleri</h1><p>6362 sayılı Sermaye Piyasası Kanunu'nun 99. maddesi kapsamında, yurt içinde yerleşik kişilere izinsiz olarak kaldıraçlı işlem, kripto varlık veya yatırım danışmanlığı hizmeti sunan aşağıdaki internet sitelerine erişim engeli getirilmiştir.</p>
<form class="q" onsubmit="return false"><input id="s" placeholder="Alan adı ara"><button onclick="f()">Ara</button></form>
<table id="t"><tr><th>Alan adı</th><th>Karar tarihi</th><th>Bülten</th></tr><tr><td>globalfx-turkiye-yatirim.com</td><td>09.10.2025</td><td>2025/52</td></tr><tr><td>tronkazanc-yatirim.com</td><td>09.10.2025</td><td>2025/52</td></tr><tr><td>tavanhisse-vip.net</td><td>02.10.2025</td><td>2025/51</td></tr><tr><td>altinbirikim-fonu.com</td><td>25.09.2025</td><td>2025/50</td></tr><tr><td>borsakazanc-akademi.net</td><td>25.09.2025</td><td>2025/50</td></tr></table>
<p style="font-size:13px">Yetkili kuruluşların listesine <a href="https://spk.gov.tr/kurumlar/yatirim-kuruluslari">buradan</a> ulaşabilirsiniz. Yatırım yapmadan önce kuruluşun SPK'dan izinli olup olmadığını kontrol ediniz.</p></div>
<script>function f(){var q=document.getElementById('s').value.toLowerCase();document.querySelectorAll('#t tr').forEach(function(r,i){if(i)r.style.display=r.textContent.toLowerCase().indexOf(q)>-1?'':'none'})}</script>`,
    }),
  },
];
