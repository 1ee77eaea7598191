import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, cardFields, cardFormatJs, luhnJs, cookieBar } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute, fileRoute, apk } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-hashkey-exchange-landing-risk',
    label: 'clean',
    kind: 'licensed-exchange',
    url: 'https://www.hashkey.com/zh-HK',
    body: doc({
      title: 'HashKey Exchange | 香港持牌虛擬資產交易平台',
      css:
        baseCss(`Inter,${fontTC}`, '#0b0d12', '#f0f0f0') +
        `.hero{padding:80px 0}.hero h1{font-size:40px;margin:0 0 12px}
.go{background:#4b6bfb;color:#fff;padding:12px 28px;border-radius:8px;display:inline-block;margin-right:10px}
.tk{display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin:30px 0}.tk div{background:#141821;border-radius:8px;padding:14px}
.wr{background:#141821;border-left:3px solid #f0b90b;padding:16px;font-size:13px;color:#bbb;margin:30px 0}`,
      body: `<div class="container"><div class="hero">${mark('HashKey Exchange', '#4b6bfb', { shape: 'hex', fg: '#fff', w: 200 })}
<h1>合規 · 安全 · 透明</h1><p>受香港證券及期貨事務監察委員會發牌及監管（第 1 類及第 7 類受規管活動，並獲發虛擬資產交易平台牌照）。</p>
<a class="go" href="https://www.hashkey.com/zh-HK/register">註冊</a><a class="go" style="background:#222" href="https://www.hashkey.com/zh-HK/login">登入</a>
<div class="tk" id="tk"><div>BTC/HKD<br><b>—</b></div><div>ETH/HKD<br><b>—</b></div><div>BTC/USDT<br><b>—</b></div><div>ETH/USDT<br><b>—</b></div></div>
<div class="wr"><b>風險警告</b>：虛擬資產價格可能會大幅波動，閣下可能損失全部投資。虛擬資產並非法定貨幣，亦不受《投資者賠償基金》保障。請在投資前了解相關風險並評估自身財務狀況。<br>HashKey 不會以任何形式承諾保證回報，亦不會要求閣下於提款前繳付「稅款」或「保證金」。請留意冒充 HashKey 的網站及社交媒體帳戶。</div></div></div>
<script>fetch('/api/v1/quote/tickers').then(function(r){return r.json()}).then(function(j){var b=document.querySelectorAll('#tk b');j.forEach(function(t,i){if(b[i])b[i].textContent=t.p})}).catch(function(){});</script>`,
    }),
    routes: { 'www.hashkey.com/api/v1/quote/tickers': jsonRoute([{ s: 'BTCHKD', p: '497,320' }, { s: 'ETHHKD', p: '24,116' }, { s: 'BTCUSDT', p: '63,581.2' }, { s: 'ETHUSDT', p: '3,083.4' }]) },
  },
  {
    id: 'yq-clean-dapp-portfolio-read-only',
    label: 'clean',
    kind: 'crypto-dapp',
    url: 'https://app.debank-portfolio.io/zh/profile',
    body: doc({
      title: '资产总览 | Portfolio Tracker',
      lang: 'zh-CN',
      css:
        baseCss(`Inter,${fontSC}`, '#f7f8fa') +
        `.w{max-width:900px;margin:40px auto;padding:0 20px}
.cn{background:#fe815f;color:#fff;height:42px;padding:0 22px;border-radius:8px}
.tot{font-size:32px;font-weight:700;margin:16px 0}
table{width:100%;background:#fff;border-radius:10px;border-collapse:collapse}td,th{padding:10px 14px;border-bottom:1px solid #f0f0f3;text-align:left;font-size:14px}
.note{font-size:12px;color:#888;margin-top:14px}`,
      body: `<div class="w"><div style="display:flex;justify-content:space-between;align-items:center"><h2 style="margin:0">我的资产</h2><button class="btn cn" id="cn">连接钱包（只读）</button></div>
<div class="tot" id="tot">—</div><p class="hint" id="addr">或输入任意地址查看：<input id="q" placeholder="0x…" style="width:340px;height:32px"></p>
<table id="tb"><tr><th>代币</th><th>数量</th><th>价值 (USD)</th></tr></table>
<p class="note">本工具只读取公开链上数据，不会请求签名或交易授权。任何要求你签名“领取收益”的弹窗都不是本站发出的。</p></div>
<script>
(function(){
function render(addr,wei){var eth=Number(BigInt(wei))/1e18;document.getElementById('tot').textContent='$'+(eth*3083.4).toFixed(2);
document.getElementById('tb').innerHTML='<tr><th>代币</th><th>数量</th><th>价值 (USD)</th></tr><tr><td>ETH</td><td>'+eth.toFixed(4)+'</td><td>$'+(eth*3083.4).toFixed(2)+'</td></tr>';
document.getElementById('addr').textContent=addr;}
document.getElementById('cn').onclick=async function(){if(!window.ethereum){alert('未检测到钱包扩展');return;}
var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];var b=await ethereum.request({method:'eth_getBalance',params:[a,'latest']});render(a,b);};
document.getElementById('q').addEventListener('change',function(){var a=this.value.trim();if(!/^0x[0-9a-fA-F]{40}$/.test(a))return;
fetch('/api/v1/user/total_balance?id='+a).then(function(r){return r.json()}).then(function(j){render(a,j.wei)});});})();
</script>`,
    }),
    routes: { 'app.debank-portfolio.io/api/v1/user/total_balance': jsonRoute({ wei: '1250000000000000000' }) },
  },
  {
    id: 'yq-clean-licensed-money-lender-apr',
    label: 'clean',
    kind: 'licensed-lender',
    url: 'https://www.welab.co/tc/personal-loan',
    body: doc({
      title: '私人貸款 | WeLab',
      css:
        baseCss(fontTC, '#fff') +
        `.hero{background:#f0f5ff;padding:50px 0}.hero h1{margin:0;font-size:32px}
.calc{background:#fff;border-radius:10px;padding:20px;max-width:460px;margin-top:20px;box-shadow:0 2px 10px rgba(0,0,0,.05)}
.go{background:#5a3fd8;color:#fff;padding:12px 30px;border-radius:6px}
.legal{font-size:12px;color:#666;border-top:1px solid #eee;padding-top:20px;margin-top:30px}`,
      body: `<div class="hero"><div class="container"><h1>私人分期貸款</h1><p>實際年利率低至 3.49%，網上申請，批核後最快即日過數至你的本人銀行戶口。</p>
<div class="calc"><div class="field"><label>貸款額 (HK$)</label><input id="a" value="100000"></div><div class="field"><label>還款期 (月)</label><select id="t"><option>12</option><option selected>24</option><option>36</option><option>48</option></select></div>
<p>每月還款約 <b id="m"></b>（以實際年利率 6.5% 計算）</p><button class="btn go">立即申請</button></div></div></div>
<div class="container"><div class="legal"><b>忠告：借錢梗要還，咪俾錢中介</b><br>放債人牌照號碼：1273/2023 ｜ 投訴熱線：3893 4888<br>WeLab 不會在批出貸款前收取任何手續費、解凍費或保證金，亦不會委託任何中介代辦貸款。如有人以 WeLab 名義要求你先付款，請立即報警。<br>例子：貸款額 HK$100,000，還款期 24 個月，實際年利率 6.5%，每月還款 HK$4,454.75，總還款額 HK$106,914。</div></div>
<script>function c(){var P=+document.getElementById('a').value||0,n=+document.getElementById('t').value,r=0.065/12;document.getElementById('m').textContent='HK$'+(P*r/(1-Math.pow(1+r,-n))).toFixed(2);}c();document.getElementById('a').oninput=c;document.getElementById('t').onchange=c;</script>`,
    }),
  },
];
