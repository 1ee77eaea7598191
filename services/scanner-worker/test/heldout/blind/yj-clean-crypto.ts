import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Clean: crypto services.

export const entries: Entry[] = [
  // yj-clean-bitflyer-top
{
  id: 'yj-clean-bitflyer-top',
  label: 'clean',
  kind: 'crypto-exchange-home',
  url: 'https://bitflyer.com/ja-jp/?utm_source=google&utm_medium=cpc&utm_campaign=brand_jp',
  body: doc({
    lang: 'ja',
    title: 'bitFlyer（ビットフライヤー）| ビットコイン・暗号資産取引所',
    css: `body{background:#fff}.hd{display:flex;justify-content:space-between;align-items:center;padding:14px 28px;border-bottom:1px solid #eee}.hd a{margin-left:16px;font-size:14px;text-decoration:none}.kv{background:#2a3b5f;color:#fff;padding:60px 28px}.kv h1{font-size:36px;margin:0}.op{display:inline-block;background:#fdc000;color:#222;padding:14px 34px;border-radius:4px;text-decoration:none;font-weight:bold;margin-top:20px}
.w{max-width:980px;margin:0 auto;padding:30px 20px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{border-bottom:1px solid #eee;padding:10px}.up{color:#d33}.dn{color:#2b8a3e}.n{font-size:11px;color:#777;line-height:1.8}`,
    body: `<div class="hd">${wordmark('bitFlyer', '#2a3b5f', { w: 110, size: 22 })}<div><a href="https://bitflyer.com/ja-jp/login">ログイン</a><a href="https://bitflyer.com/ja-jp/account-create">無料アカウント作成</a></div></div>
<div class="kv"><h1>ビットコイン取引量 9年連続 国内No.1</h1><p>1円から始められる暗号資産取引</p><a class="op" href="https://bitflyer.com/ja-jp/account-create">無料で口座開設</a></div>
<div class="w"><h2 style="font-size:18px">販売所 価格</h2><table id="pr"><tr><th>銘柄</th><th>買値</th><th>売値</th><th>24時間変動</th></tr><tr><td>ビットコイン BTC</td><td>16,482,300円</td><td>16,120,110円</td><td class="up">+1.82%</td></tr><tr><td>イーサリアム ETH</td><td>612,480円</td><td>598,920円</td><td class="dn">-0.74%</td></tr><tr><td>エックスアールピー XRP</td><td>381.20円</td><td>372.60円</td><td class="up">+0.35%</td></tr></table>
<p class="n">【ご注意】暗号資産は法定通貨ではなく、価格変動により損失が生じる可能性があります。bitFlyerの社員を名乗り、SNSやマッチングアプリで投資を勧誘したり、出金のための「税金」「手数料」を請求したりする詐欺にご注意ください。<br>株式会社bitFlyer 暗号資産交換業者 関東財務局長 第00003号 ／ 金融商品取引業者 関東財務局長（金商）第3294号</p></div>`,
    tail: `<script>setInterval(function(){fetch('/api/echo/price?product_code=BTC_JPY').then(function(r){return r.json()}).then(function(j){if(j&&j.mid)document.querySelector('#pr tr:nth-child(2) td:nth-child(2)').textContent=Math.round(j.ask).toLocaleString()+'円'}).catch(function(){})},10000)</script>`,
  }),
  routes: { 'bitflyer.com/api/echo/price': jsonRoute({ product_code: 'BTC_JPY', ask: 16482300, bid: 16120110, mid: 16301205 }) },
},
  // yj-clean-dapp-wallet-connect
{
  id: 'yj-clean-dapp-wallet-connect',
  label: 'clean',
  kind: 'dapp-wallet-connect',
  url: 'https://portal.astar.network/astar/assets',
  body: doc({
    lang: 'en',
    title: 'Assets - Astar Portal',
    css: `body{background:#f7f7f8;color:#1c1d22}.top{display:flex;justify-content:space-between;align-items:center;padding:14px 24px;background:#fff;border-bottom:1px solid #e6e6ea}.cn{background:#0085ff;color:#fff;border:0;border-radius:20px;padding:10px 20px;font-size:14px;cursor:pointer}
.w{max-width:880px;margin:24px auto;padding:0 16px}.card{background:#fff;border-radius:14px;padding:20px;margin-bottom:14px}.bal{font-size:28px;font-weight:bold}.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #f0f0f3;font-size:14px}.m{color:#70737d;font-size:13px}`,
    body: `<div class="top">${wordmark('ASTAR', '#1c1d22', { w: 100 })}<button class="cn" id="connect">Connect Wallet</button></div>
<div class="w"><div class="card"><p class="m">Total balance</p><div class="bal" id="bal">—</div><p class="m" id="acct">Connect a wallet to view your assets.</p></div>
<div class="card"><b>dApp Staking</b><div class="row"><span>Current era</span><span>8,412</span></div><div class="row"><span>Unclaimed rewards</span><span id="rw">—</span></div><p class="m">Rewards are claimed from your own wallet. The Astar team will never ask for your recovery phrase or run "airdrop claim" pages outside portal.astar.network.</p></div></div>`,
    tail: `<script>
document.getElementById('connect').onclick=async function(){const eth=window.ethereum;if(!eth){window.open('https://metamask.io/download/','_blank');return}
 try{const [a]=await eth.request({method:'eth_requestAccounts'});const c=await eth.request({method:'eth_chainId'});
  if(c!=='0x250'){try{await eth.request({method:'wallet_switchEthereumChain',params:[{chainId:'0x250'}]})}catch(e){await eth.request({method:'wallet_addEthereumChain',params:[{chainId:'0x250',chainName:'Astar',nativeCurrency:{name:'Astar',symbol:'ASTR',decimals:18},rpcUrls:['https://evm.astar.network'],blockExplorerUrls:['https://astar.blockscout.com']}]})}}
  const b=await eth.request({method:'eth_getBalance',params:[a,'latest']});document.getElementById('bal').textContent=(Number(BigInt(b)/10n**14n)/1e4).toLocaleString()+' ASTR';document.getElementById('acct').textContent=a.slice(0,6)+'…'+a.slice(-4);this.textContent='Connected'}catch(e){console.warn(e)}};
</script>`,
  }),
},
];
