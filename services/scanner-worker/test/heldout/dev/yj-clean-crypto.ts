import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Clean: crypto services.

export const entries: Entry[] = [
  // yj-clean-nft-mint-jp
{
  id: 'yj-clean-nft-mint-jp',
  label: 'clean',
  kind: 'nft-mint-own-site',
  url: 'https://mint.kamome-studio.jp/',
  body: doc({
    lang: 'ja',
    title: 'KAMOME Pass 2025 | カモメスタジオ公式ミント',
    css: `body{background:#eef6fb}.w{max-width:880px;margin:0 auto;padding:30px 16px;display:grid;grid-template-columns:1fr 1fr;gap:26px}.art{aspect-ratio:1;background:linear-gradient(160deg,#8ec5fc,#e0c3fc);border-radius:16px}.c{background:#fff;border-radius:16px;padding:22px}
.b{width:100%;background:#1f6feb;color:#fff;border:0;border-radius:10px;padding:14px;font-size:16px;margin-top:12px}.m{font-size:12px;color:#666;line-height:1.8}code{font-size:11px;word-break:break-all}`,
    body: `<div class="w"><div class="art"></div><div class="c"><h1 style="font-size:22px;margin-top:0">KAMOME Pass 2025</h1><p>ゲーム「カモメの港町」のホルダー特典パスです。1ウォレット2枚まで。</p>
<p>価格：0.01 ETH ／ 発行上限 3,000 ／ 販売期間 2025/10/10〜10/31</p>
<button class="b" id="cn">ウォレットを接続</button><button class="b" id="mt" disabled style="opacity:.5">ミントする（0.01 ETH）</button><p id="st" class="m"></p>
<p class="m">コントラクト：<code>0x5c3b1F7e90aA4d12C8E6f2D0b9A7e3B4c1D8f6A2</code>（<a href="https://etherscan.io/address/0x5c3b1F7e90aA4d12C8E6f2D0b9A7e3B4c1D8f6A2">Etherscanで確認</a>）<br>公式サイトは mint.kamome-studio.jp のみです。DMで届くミントURL・「無料エアドロップ」にご注意ください。当社がシークレットリカバリーフレーズを尋ねることはありません。<br>運営：株式会社カモメスタジオ ／ <a href="https://kamome-studio.jp/terms">利用規約</a> ／ <a href="https://kamome-studio.jp/tokusho">特定商取引法に基づく表記</a></p></div></div>`,
    tail: `<script>
var C='0x5c3b1F7e90aA4d12C8E6f2D0b9A7e3B4c1D8f6A2',acct=null;function st(t){document.getElementById('st').textContent=t}
document.getElementById('cn').onclick=async function(){if(!window.ethereum){st('MetaMask等のウォレットが必要です');return}acct=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acct.slice(0,6)+'…'+acct.slice(-4);var m=document.getElementById('mt');m.disabled=false;m.style.opacity=1};
document.getElementById('mt').onclick=async function(){if(!acct)return;var data='0xa0712d68'+(1).toString(16).padStart(64,'0');
 try{var tx=await ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:C,value:'0x'+(1e16).toString(16),data:data}]});st('送信しました: '+tx)}catch(e){st('キャンセルされました')}};
</script>`,
  }),
},
];
