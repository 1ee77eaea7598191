import { type Entry } from '../entry.js';
import { cssRoute, jsRoute, jsonRoute } from '../parts/f-kit.js';

/** Held-out pages by author f, family "clean-finance" (blind split). Hand-written; see ../parts/f-kit.ts for the binary builders. */
export const entries: Entry[] = [
  {
    id: "f-clean-dapp-tidepool-swap-permit2",
    label: "clean",
    kind: "dapp-swap",
    url: "https://app.tidepool.finance/swap?inputCurrency=ETH&outputCurrency=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
    body: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Swap | Tidepool</title>
<link rel="stylesheet" href="/static/css/main.91ac2f.css">
</head>
<body>
<nav class="nv"><span class="lg"><i></i>Tidepool</span><a class="on">Swap</a><a href="/pools">Pools</a><a href="/explore">Explore</a><a href="https://docs.tidepool.finance/">Docs</a><button id="cw">Connect</button></nav>
<main class="swap">
 <div class="box">
  <div class="hd"><b>Swap</b><span class="set" title="Slippage">⚙ 0.5%</span></div>
  <div class="fld"><label>Sell</label><div class="row"><input id="amt" value="" placeholder="0" inputmode="decimal"><select id="tin"><option value="USDT">USDT</option><option value="WETH">WETH</option><option value="DAI">DAI</option></select></div><small id="bal">Balance: —</small></div>
  <div class="fld"><label>Buy</label><div class="row"><input id="out" placeholder="0" readonly><select><option>USDC</option></select></div></div>
  <button class="main" id="act">Connect wallet</button>
  <p class="note" id="note">Tidepool uses <a href="https://docs.tidepool.finance/permit2">Permit2</a>: you approve a token once for the Permit2 contract, then sign a time-limited permit for the exact amount of each swap.</p>
 </div>
 <p class="aud">Contracts audited by Spearbit and Cantina · Router <code>0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD</code> · <a href="https://etherscan.io/address/0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD">Etherscan</a></p>
</main>
<script src="/static/js/swap.91ac2f.js"></script>
</body>
</html>
`,
    routes: {
      "app.tidepool.finance/static/css/main.91ac2f.css": cssRoute(`body{margin:0;background:#f5f7fb;font-family:Inter,system-ui,Arial,sans-serif;color:#0b1b2b}.nv{display:flex;align-items:center;gap:22px;padding:14px 28px}.lg{display:flex;align-items:center;gap:8px;font-weight:800;font-size:19px;color:#0a6e8a}.lg i{width:24px;height:24px;border-radius:50%;background:radial-gradient(circle at 40% 40%,#7fe3f2,#0a6e8a)}.nv a{color:#5a6a7a;text-decoration:none;font-weight:500}.nv a.on{color:#0b1b2b}#cw{margin-left:auto;background:#e1f4f8;color:#0a6e8a;border:0;border-radius:18px;padding:9px 16px;font-weight:600;cursor:pointer}.swap{max-width:480px;margin:50px auto;padding:0 16px}.box{background:#fff;border-radius:24px;padding:14px;box-shadow:0 4px 20px rgba(0,0,0,.05)}.hd{display:flex;justify-content:space-between;padding:6px 8px 12px}.set{color:#5a6a7a;font-size:13px}.fld{background:#f5f7fb;border-radius:16px;padding:14px;margin-bottom:6px}.fld label{font-size:13px;color:#5a6a7a}.row{display:flex;align-items:center}.row input{flex:1;border:0;background:transparent;font-size:30px;outline:0;min-width:0}.row select{border:0;background:#fff;border-radius:16px;padding:6px 10px;font-weight:600}.fld small{color:#5a6a7a}.main{width:100%;margin-top:6px;background:#0a6e8a;color:#fff;border:0;border-radius:16px;padding:16px;font-size:17px;font-weight:600;cursor:pointer}.note{font-size:12px;color:#5a6a7a;padding:4px 8px}.note a{color:#0a6e8a}.aud{font-size:12px;color:#7a8a9a;text-align:center}.aud code{font-size:11px}
`),
      "app.tidepool.finance/static/js/swap.91ac2f.js": jsRoute(`(function(){
var PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3',ROUTER='0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD';
var TOK={USDT:{a:'0xdAC17F958D2ee523a2206206994597C13D831ec7',d:6},WETH:{a:'0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',d:18},DAI:{a:'0x6B175474E89094C44Da98b954EedeAC495271d0F',d:18}};
var acc=null,e=window.ethereum;
function $(i){return document.getElementById(i)}
function pad(h){return h.replace(/^0x/,'').toLowerCase().padStart(64,'0')}
function units(v,d){var p=String(v).split('.');var f=(p[1]||'').padEnd(d,'0').slice(0,d);return BigInt(p[0]||'0')*10n**BigInt(d)+BigInt(f||'0')}
async function connect(){if(!e){$('note').textContent='No browser wallet found. Install a wallet extension to swap.';return}
 acc=(await e.request({method:'eth_requestAccounts'}))[0];$('cw').textContent=acc.slice(0,6)+'…'+acc.slice(-4);$('act').textContent='Enter an amount';await bal()}
async function bal(){var t=TOK[$('tin').value];try{var r=await e.request({method:'eth_call',params:[{to:t.a,data:'0x70a08231'+pad(acc)},'latest']});$('bal').textContent='Balance: '+(Number(BigInt(r))/10**t.d).toFixed(4)}catch(x){}}
async function allowance(t){var r=await e.request({method:'eth_call',params:[{to:t.a,data:'0xdd62ed3e'+pad(acc)+pad(PERMIT2)},'latest']});return BigInt(r||'0x0')}
$('amt').oninput=function(){var v=parseFloat(this.value)||0;$('out').value=v?(v*($('tin').value==='WETH'?2712.4:0.9996)).toFixed(2):'';$('act').textContent=acc?(v?'Swap':'Enter an amount'):'Connect wallet'};
$('tin').onchange=function(){if(acc)bal()};
$('cw').onclick=connect;
$('act').onclick=async function(){
 if(!acc)return connect();
 var t=TOK[$('tin').value],amt=units($('amt').value||'0',t.d);if(amt===0n)return;
 if((await allowance(t))<amt){
  $('note').textContent='Step 1 of 2: approve '+$('tin').value+' for Permit2 (one time).';
  await e.request({method:'eth_sendTransaction',params:[{from:acc,to:t.a,data:'0x095ea7b3'+pad(PERMIT2)+amt.toString(16).padStart(64,'0')}]});
 }
 var dl=Math.floor(Date.now()/1000)+1800;
 var typed={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],TokenPermissions:[{name:'token',type:'address'},{name:'amount',type:'uint256'}],PermitTransferFrom:[{name:'permitted',type:'TokenPermissions'},{name:'spender',type:'address'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
  primaryType:'PermitTransferFrom',domain:{name:'Permit2',chainId:1,verifyingContract:PERMIT2},
  message:{permitted:{token:t.a,amount:amt.toString()},spender:ROUTER,nonce:String(Date.now()),deadline:dl}};
 $('note').textContent='Step 2 of 2: sign a permit for exactly '+$('amt').value+' '+$('tin').value+' (valid 30 minutes), then confirm the swap.';
 var sig=await e.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(typed)]});
 var q=await fetch('https://api.tidepool.finance/v1/quote?tokenIn='+t.a+'&amount='+amt+'&tokenOut=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&recipient='+acc).then(function(r){return r.json()}).catch(function(){return null});
 if(q&&q.calldata){await e.request({method:'eth_sendTransaction',params:[{from:acc,to:ROUTER,data:q.calldata}]})}
 $('note').textContent='Swap submitted.';
};
})();
`),
      "api.tidepool.finance/v1/quote": jsonRoute({ error: 'quote_unavailable', retryAfter: 5 }, 503),
    },
  },
  {
    id: "f-clean-dapp-orizuru-mint-ja",
    label: "clean",
    kind: "dapp-nft-mint",
    url: "https://mint.orizuru-collective.jp/",
    body: `<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>折鶴コレクティブ – ジェネシス・ミント</title>
<style>
body{margin:0;background:#f7f3ea;color:#2b2723;font-family:"Noto Serif JP","Hiragino Mincho ProN",serif}
.h{display:flex;align-items:center;justify-content:space-between;padding:18px 36px;border-bottom:1px solid #e2d9c5}
.h b{font-size:20px;letter-spacing:3px}.h button{background:#2b2723;color:#f7f3ea;border:0;padding:10px 18px;font-family:inherit;cursor:pointer}
.w{max-width:940px;margin:40px auto;display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:0 20px;align-items:center}
.art{aspect-ratio:1;background:#fff;border:1px solid #e2d9c5;display:flex;align-items:center;justify-content:center}
.art svg{width:70%}
h1{font-size:34px;margin:0 0 10px;font-weight:500}
.meta{font-family:"Noto Sans JP",sans-serif;font-size:14px;color:#6b6358;line-height:1.8}
.q{display:flex;align-items:center;gap:12px;margin:18px 0;font-family:sans-serif}.q button{width:36px;height:36px;border:1px solid #2b2723;background:transparent;font-size:18px;cursor:pointer}
.m{width:100%;padding:15px;background:#b33a2b;color:#fff;border:0;font-size:17px;font-family:inherit;letter-spacing:2px;cursor:pointer}
.st{font-family:sans-serif;font-size:13px;color:#6b6358;margin-top:10px}
.ft{text-align:center;font-family:sans-serif;font-size:12px;color:#8d8577;padding:40px}
</style>
</head>
<body>
<div class="h"><b>折鶴 ORIZURU</b><button id="cw">ウォレット接続</button></div>
<div class="w">
 <div class="art"><svg viewBox="0 0 100 80"><path d="M10 60 L50 20 L90 60 L50 45 Z" fill="#b33a2b"/><path d="M50 20 L60 5 L55 25 Z" fill="#7a251b"/><path d="M30 42 L10 30 L40 38Z" fill="#d9644f"/></svg></div>
 <div>
  <h1>ジェネシス・ミント</h1>
  <div class="meta">京都の折り紙作家・森下遥によるオンチェーン作品シリーズ（全1,000点）。<br>価格：0.02 ETH ／ 1ウォレット最大3点<br>二次流通ロイヤリティ：5%（作家に還元）<br>コントラクト：<a href="https://etherscan.io/address/0x8e1C2a4B6d0F3e5A7b9C1d3E5f7A9b1C3d5E7f90">0x8e1C…7f90</a>（Etherscanで検証済み）</div>
  <div class="q"><button id="mn">−</button><b id="n">1</b><button id="pl">＋</button><span id="tot">合計 0.02 ETH</span></div>
  <button class="m" id="mint">ミントする</button>
  <div class="st" id="st">ミント数：612 / 1,000</div>
 </div>
</div>
<div class="ft">© 2026 Orizuru Collective ・ 利用規約 ・ 特定商取引法に基づく表記 ・ シードフレーズを尋ねることは絶対にありません。</div>
<script>
(function(){var C='0x8e1C2a4B6d0F3e5A7b9C1d3E5f7A9b1C3d5E7f90',n=1,acc=null,e=window.ethereum;
function $(i){return document.getElementById(i)}
function upd(){$('n').textContent=n;$('tot').textContent='合計 '+(0.02*n).toFixed(2)+' ETH'}
$('mn').onclick=function(){n=Math.max(1,n-1);upd()};$('pl').onclick=function(){n=Math.min(3,n+1);upd()};
async function con(){if(!e){$('st').textContent='ウォレットが見つかりません。MetaMask等をインストールしてください。';return}acc=(await e.request({method:'eth_requestAccounts'}))[0];$('cw').textContent=acc.slice(0,6)+'…'+acc.slice(-4)}
$('cw').onclick=con;
$('mint').onclick=async function(){if(!acc)await con();if(!acc)return;
 var value=BigInt(n)*20000000000000000n;
 try{var h=await e.request({method:'eth_sendTransaction',params:[{from:acc,to:C,value:'0x'+value.toString(16),data:'0xa0712d68'+n.toString(16).padStart(64,'0')}]});$('st').textContent='トランザクション送信済み：'+h.slice(0,12)+'…'}catch(x){$('st').textContent='キャンセルされました。'}};
})();
</script>
</body>
</html>
`,
  },
  {
    id: "f-clean-exchange-bitvala-tr-kampanya",
    label: "clean",
    kind: "crypto-exchange-landing",
    url: "https://www.bitvala.com.tr/kampanya/hosgeldin-bonusu",
    body: `<!DOCTYPE html>
<html lang="tr">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Bitvala | Hoş Geldin Kampanyası – 500 TL değerinde BTC</title>
<style>
body{margin:0;font-family:"Inter",Arial,sans-serif;background:#0e1422;color:#e8edf6}
.n{display:flex;align-items:center;padding:16px 36px;gap:24px}.n b{font-size:22px;color:#22c3a6}.n a{color:#9aa6bd;text-decoration:none;font-size:14px}
.n .g{margin-left:auto;color:#e8edf6}.n .k{background:#22c3a6;color:#0e1422;padding:9px 16px;border-radius:8px;font-weight:700}
.hero{max-width:1040px;margin:40px auto;display:grid;grid-template-columns:1.2fr 1fr;gap:40px;padding:0 20px;align-items:center}
h1{font-size:44px;margin:0 0 14px;line-height:1.1}h1 span{color:#22c3a6}
.hero p{color:#b6c0d3;font-size:16px;line-height:1.6}
.card{background:#161e30;border:1px solid #26324a;border-radius:16px;padding:24px}
.card label{display:block;font-size:13px;color:#9aa6bd;margin:10px 0 6px}
.card input{width:100%;box-sizing:border-box;padding:12px;background:#0e1422;border:1px solid #2b3850;border-radius:8px;color:#fff;font-size:15px}
.card button{width:100%;margin-top:16px;background:#22c3a6;color:#0e1422;border:0;border-radius:8px;padding:13px;font-weight:700;font-size:15px;cursor:pointer}
.sm{font-size:12px;color:#7d89a1;margin-top:10px;line-height:1.5}
.kosul{max-width:1040px;margin:30px auto;padding:0 20px;font-size:13px;color:#9aa6bd;line-height:1.6}
.lic{border-top:1px solid #26324a;padding:20px 36px;font-size:12px;color:#7d89a1}
</style>
</head>
<body>
<div class="n"><b>bitvala</b><a href="/piyasalar">Piyasalar</a><a href="/al-sat">Kolay Al-Sat</a><a href="/destek">Destek</a><a class="g" href="https://hesap.bitvala.com.tr/giris">Giriş Yap</a><a class="k" href="https://hesap.bitvala.com.tr/kayit?ref=hosgeldin">Üye Ol</a></div>
<div class="hero">
 <div>
  <h1>İlk yatırımına <span>500 TL değerinde BTC</span> hediye</h1>
  <p>Kimlik doğrulamanı tamamla, 28 Şubat 2026'ya kadar en az 2.500 TL yatır ve ilk alım işlemini yap; 500 TL değerindeki Bitcoin 7 iş günü içinde hesabına tanımlansın.</p>
  <p class="sm">Kampanya yalnızca yeni üyeler içindir ve kişi başı bir kez geçerlidir. Bitvala sizden asla şifrenizi, SMS doğrulama kodunuzu veya başka bir cüzdana transfer yapmanızı istemez.</p>
 </div>
 <form class="card" method="get" action="https://hesap.bitvala.com.tr/kayit">
  <input type="hidden" name="ref" value="hosgeldin">
  <label>E-posta adresi</label><input name="email" type="email" required>
  <label>Cep telefonu</label><input name="tel" type="tel" placeholder="+90 5__ ___ __ __" required>
  <button>Hemen Üye Ol</button>
  <p class="sm">Üye olarak Kullanıcı Sözleşmesi'ni ve KVKK Aydınlatma Metni'ni kabul etmiş olursunuz.</p>
 </form>
</div>
<div class="kosul"><b>Kampanya koşulları:</b> Kripto varlıklar yüksek risk içerir; değerleri kısa sürede önemli ölçüde düşebilir. Bu sayfa yatırım tavsiyesi değildir. Bitvala, SPK tarafından yayımlanan kripto varlık hizmet sağlayıcıları listesinde yer almaktadır. MASAK mevzuatı kapsamında kimlik doğrulama zorunludur.</div>
<div class="lic">© 2026 Bitvala Teknoloji A.Ş. · Maslak Mah. Büyükdere Cad. No:255, Sarıyer/İstanbul · KVKK · Çerez Politikası</div>
</body>
</html>
`,
  },
];
