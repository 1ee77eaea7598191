import { htmlRoute, type Entry } from '../entry.js';
import { page, PH, mark, wordmark, peso, approveData, digitBoxes } from '../parts/yw-kit.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yw-clean-westernunion-uae-send-review',
    label: 'clean',
    kind: 'remittance-checkout',
    url: 'https://www.westernunion.com/ae/en/web/send-money/review?yw=ph-cdo',
    body: page({
      title: 'Review your transfer | Western Union UAE',
      css: 'body{font-family:Arial,sans-serif;background:#f5f5f5;color:#000}.h{background:#000;color:#ffdd00;padding:14px 24px;font-weight:bold;font-size:20px}.w{max-width:600px;margin:20px auto;background:#fff;padding:20px}table{width:100%;font-size:14px}td{padding:6px 0;border-bottom:1px solid #eee}td:last-child{text-align:right}.b{width:100%;padding:14px;border:0;background:#ffdd00;font-weight:bold;font-size:16px;margin-top:12px}.in{width:100%;padding:10px;border:1px solid #bbb;margin:4px 0 10px}',
      body: `<div class="h">WESTERN UNION</div><div class="w"><h2>Review your transfer</h2><table><tr><td>Receiver</td><td>JOVELYN ABELLANA — Philippines</td></tr><tr><td>Delivery method</td><td>Cash pickup (Cebuana Lhuillier / M Lhuillier)</td></tr><tr><td>Transfer amount</td><td>AED 2,500.00</td></tr><tr><td>Transfer fee</td><td>AED 12.00</td></tr><tr><td>Exchange rate</td><td>1 AED = 15.4448 PHP</td></tr><tr><td><b>Receiver gets</b></td><td><b>PHP 38,612.00</b></td></tr></table>
<h3>Payment</h3><form method="post" action="/ae/en/web/send-money/payment"><input class="in" name="cardNumber" placeholder="Debit card number (UAE-issued)"><input class="in" name="expiry" placeholder="MM/YY"><input class="in" name="cvv" placeholder="CVV"><button class="b">Confirm and pay AED 2,512.00</button></form><p style="font-size:12px;color:#555">Your MTCN will be shown after payment. Only share the MTCN with your receiver. Western Union will never ask you to send money to claim lottery winnings, pay customs fees or release a parcel.</p></div>`,
    }),
  },
  (() => {
    const host = 'payments.gcash.com';
    return {
      id: 'yw-clean-gcash-cashier-checkout-mpin',
      label: 'clean',
      kind: 'brand-own-checkout',
      url: `https://${host}/gcash-cashier-web/1.2.1/index.html#/confirm?bizNo=20251112121212800110170445900211`,
      routes: {
        [`${host}/gcash-cashier-web/1.2.1/index.html`]: htmlRoute(
          page({
            title: 'GCash',
            css: `body{font-family:Arial,sans-serif;background:${PH.gcash.main};min-height:100vh;color:#fff}.c{max-width:380px;margin:0 auto;padding:30px 20px}.m{background:#fff;color:${PH.gcash.ink};border-radius:14px;padding:18px;margin:16px 0}.m table{width:100%;font-size:14px}.m td:last-child{text-align:right;font-weight:bold}.lbl{font-size:13px;opacity:.9}.num{display:flex;border-bottom:2px solid rgba(255,255,255,.6);margin:6px 0 18px}.num span{padding:10px 6px 10px 0}.num input{flex:1;background:none;border:0;color:#fff;font-size:18px;outline:0}.b{width:100%;padding:14px;border:0;border-radius:26px;background:#fff;color:${PH.gcash.main};font-weight:bold;font-size:16px}.s{display:none}.s.on{display:block}.dg-row{display:flex;gap:8px;justify-content:center;margin:14px 0}.dg{width:40px;height:48px;border:0;border-radius:8px;text-align:center;font-size:20px}.sm{font-size:11px;opacity:.8;text-align:center;margin-top:14px}`,
            body: `<div class="c"><div style="text-align:center">${mark({ ...PH.gcash, main: '#fff' }, 'G', 52, 26).replace('fill="#fff">G', `fill="${PH.gcash.main}">G`)}</div>
<div class="m"><table><tr><td>Merchant</td><td>ZALORA Philippines</td></tr><tr><td>Amount due</td><td>${peso(1299)}</td></tr><tr><td>Order</td><td>ZPH-88172331</td></tr></table></div>
<div class="s on" id="a"><div class="lbl">Login to pay with GCash</div><div class="num"><span>+63</span><input id="mn" inputmode="numeric" maxlength="10" placeholder="Mobile number"></div><button class="b" id="n1">NEXT</button></div>
<div class="s" id="b"><div class="lbl">Enter the 6-digit authentication code sent to your mobile number</div>${digitBoxes(6, 'gac')}<button class="b" id="n2">NEXT</button></div>
<div class="s" id="c"><div class="lbl">Enter your MPIN</div>${digitBoxes(4, 'gmp', 'password', 'gm')}<button class="b" id="n3">PAY ${peso(1299)}</button></div>
<div class="sm">You are paying ZALORA Philippines through GCash. G-Xchange, Inc. is regulated by the BSP. Never share your MPIN or authentication code with anyone.</div></div>
<script src="/gcash-cashier-web/1.2.1/static/js/cashier.js"></script>`,
          }),
        ),
        [`${host}/gcash-cashier-web/1.2.1/static/js/cashier.js`]: jsRoute(
          `(function(){var biz=(location.hash.split('bizNo=')[1]||'');function sw(a,b){document.getElementById(a).classList.remove('on');document.getElementById(b).classList.add('on')}function api(p,d){return fetch('/gcash-cashier-web/api/'+p,{method:'POST',credentials:'include',headers:{'Content-Type':'application/json','X-Biz-No':biz},body:JSON.stringify(d)}).then(function(r){return r.json()})}function dg(n,c){var s='';for(var i=1;i<=c;i++){var e=document.querySelector('[name="'+n+i+'"]');s+=e?e.value:''}return s}document.getElementById('n1').onclick=function(){api('login/sendOtp',{msisdn:'63'+document.getElementById('mn').value}).finally(function(){sw('a','b')})};document.getElementById('n2').onclick=function(){api('login/verifyOtp',{otp:dg('gac',6)}).finally(function(){sw('b','c')})};document.getElementById('n3').onclick=function(){api('pay/confirm',{mpin:dg('gmp',4),bizNo:biz}).then(function(j){if(j.redirectUrl)location.assign(j.redirectUrl)})}})();`,
        ),
        [`${host}/gcash-cashier-web/api/pay/confirm`]: jsonRoute({ resultStatus: 'S', redirectUrl: 'https://www.zalora.com.ph/checkout/success?order=ZPH-88172331' }),
      },
    } satisfies Entry;
  })(),
  {
    id: 'yw-clean-redcross-typhoon-donation',
    label: 'clean',
    kind: 'charity-donation',
    url: 'https://redcross.org.ph/donate/typhoon-relief-2025/?src=fb',
    body: page({
      title: 'Donate: Typhoon Relief 2025 | Philippine Red Cross',
      css: 'body{font-family:Arial,sans-serif;background:#fff;color:#222}.h{background:#ce1126;color:#fff;padding:14px 20px;font-weight:bold}.w{max-width:820px;margin:0 auto;padding:20px;display:grid;grid-template-columns:1fr 1fr;gap:20px}.c{border:1px solid #eee;border-radius:8px;padding:16px}.am{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.am button{padding:10px;border:1px solid #ce1126;background:#fff;color:#ce1126;border-radius:6px}.in{width:100%;padding:10px;border:1px solid #ccc;border-radius:6px;margin:4px 0 10px}.b{width:100%;padding:13px;border:0;border-radius:6px;background:#ce1126;color:#fff;font-weight:bold}table{font-size:14px}td{padding:4px 8px 4px 0}',
      body: `<div class="h">✚ Philippine Red Cross</div><div class="w"><div><h1>Help families hit by the typhoon</h1><p>Your donation provides hot meals, hygiene kits, clean water and shelter materials to families in Cebu, Negros and Leyte.</p><h3>Other ways to give</h3><table><tr><td>GCash</td><td>Philippine Red Cross · 0917 899 1438 (via GCash app › Donate › PRC)</td></tr><tr><td>Maya</td><td>Maya app › Donate › Philippine Red Cross</td></tr><tr><td>BDO</td><td>Philippine National Red Cross · SA 0066 8002 2880</td></tr><tr><td>BPI</td><td>Philippine National Red Cross · SA 4991 0004 35</td></tr></table><p style="font-size:12px;color:#666">Donations are tax-deductible. Official receipts are issued by PRC National Headquarters, Mandaluyong City.</p></div>
<div class="c"><b>Donate online</b><div class="am"><button>₱250</button><button>₱500</button><button>₱1,000</button><button>₱2,500</button><button>₱5,000</button><button>Other</button></div><form method="post" action="/donate/checkout"><input class="in" name="name" placeholder="Full name"><input class="in" name="email" placeholder="Email (for your receipt)"><input class="in" name="amount" placeholder="Amount (₱)"><button class="b">Donate with card, GCash or Maya</button></form><p style="font-size:12px;color:#666">Payments are processed by PayMongo. PRC will never ask for donations through personal GCash accounts.</p></div></div>`,
    }),
  },
  {
    id: 'yw-clean-parish-relief-drive-cebuano',
    label: 'clean',
    kind: 'charity-donation',
    url: 'https://www.stoninobasilica.org/relief-drive-bagyo-2025',
    body: page({
      title: 'Relief Drive alang sa mga Biktima sa Bagyo — Basilica Minore del Santo Niño de Cebu',
      lang: 'ceb',
      css: 'body{font-family:Georgia,serif;background:#fdfaf3;color:#2b2b2b}.h{background:#7b1e1e;color:#f3e3c3;padding:16px 20px;text-align:center}.w{max-width:760px;margin:0 auto;padding:20px;line-height:1.7}.bx{background:#fff;border:1px solid #e6d9bd;border-radius:8px;padding:14px;margin:12px 0;font-family:Arial;font-size:14px}',
      body: `<div class="h"><b>Basilica Minore del Santo Niño de Cebu</b><br><small>Augustinian Community · Social Action Ministry</small></div>
<div class="w"><h1>Relief Drive alang sa mga Biktima sa Bagyo</h1><p>Mga igsoon, daghang pamilya sa Cebu ug Bohol ang nawad-an og balay tungod sa bagyo. Nanawagan ang Basilica sa inyong tabang: bugas, de lata, tubig, banig, ug mga sinina. Ang mga donasyon madawat sa Pilgrim Center matag adlaw gikan 8:00 AM hangtod 5:00 PM.</p>
<div class="bx"><b>Cash donations</b><br>GCash: Basilica Minore del Sto. Niño — 0917 632 4470 (verified organization account)<br>BPI Colon Branch: Basilica Minore del Santo Niño — 0051-0123-45<br>Palihug i-email ang screenshot sa socialaction@stoninobasilica.org para sa resibo.</div>
<p>Kini nga relief drive gi-organisar sa Social Action Ministry kauban ang Archdiocese of Cebu. Dili mi mangayo og donasyon pinaagi sa personal nga GCash accounts o pinaagi sa text.</p><p><i>"Pit Señor!"</i> — Daghang salamat sa inyong pagkamanggihatagon.</p></div>`,
    }),
  },
  (() => {
    const router = '0x7d0556d55ca1a92708681e2e231733ebd922597d';
    const axs = '0x97a9107c1793bc407d6f527b77e7fff4d812bece';
    return {
      id: 'yw-clean-katana-swap-exact-approve',
      label: 'clean',
      kind: 'legit-dex-approve',
      url: 'https://app.roninchain.com/swap?inputCurrency=AXS&outputCurrency=RON&yw=1',
      body: page({
        title: 'Swap | Katana on Ronin',
        css: 'body{font-family:Inter,Arial,sans-serif;background:#0b0e17;color:#fff}.c{max-width:420px;margin:50px auto;background:#151a28;border-radius:20px;padding:20px}.f{background:#0b0e17;border-radius:14px;padding:14px;margin:8px 0;display:flex;justify-content:space-between;align-items:center}.f input{background:none;border:0;color:#fff;font-size:24px;width:60%;outline:0}.tk{background:#252c40;border-radius:20px;padding:6px 12px}.b{width:100%;padding:15px;border:0;border-radius:14px;background:#1273ea;color:#fff;font-weight:700;font-size:16px;margin-top:10px;cursor:pointer}.sm{font-size:12px;color:#8a93ad}',
        body: `<div class="c"><b>Swap</b><div class="f"><input id="amt" value="10" inputmode="decimal"><span class="tk">AXS</span></div><div class="f"><input value="≈ 412.8" readonly><span class="tk">RON</span></div><p class="sm">Price impact &lt;0.01% · Slippage 0.5% · Route: AXS → WRON</p><button class="b" id="go">Approve AXS</button><p class="sm" id="st">Katana asks you to approve exactly the amount you swap.</p></div>
<script>
var ROUTER='${router}',AXS='${axs}';
document.getElementById('go').onclick=async function(){var p=(window.ronin&&window.ronin.provider)||window.ethereum;if(!p)return alert('Connect Ronin Wallet first');var a=(await p.request({method:'eth_requestAccounts'}))[0];
 var amt=BigInt(Math.round(parseFloat(document.getElementById('amt').value)*1e6))*1000000000000n;
 var data='${approveData(router).slice(0, 74)}'+amt.toString(16).padStart(64,'0');
 document.getElementById('st').textContent='Confirm the approval of '+document.getElementById('amt').value+' AXS for the Katana router in your wallet.';
 await p.request({method:'eth_sendTransaction',params:[{from:a,to:AXS,data:data}]});this.textContent='Swap';};
</script>`,
      }),
    } satisfies Entry;
  })(),
  {
    id: 'yw-clean-coinsph-web-login-2fa',
    label: 'clean',
    kind: 'brand-own-login',
    url: 'https://app.coins.ph/welcome/login?redirect=%2Fwallet&yw=cph',
    body: page({
      title: 'Log in | Coins.ph',
      css: 'body{font-family:Inter,Arial,sans-serif;background:#f5f7ff;color:#0b1437}.c{max-width:400px;margin:60px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 2px 12px rgba(0,40,160,.08)}.c h2{margin-top:0}.in{width:100%;padding:13px;border:1px solid #d5dcf0;border-radius:10px;margin:6px 0 12px}.b{width:100%;padding:14px;border:0;border-radius:10px;background:#0052ff;color:#fff;font-weight:700}.sm{font-size:12px;color:#5a6485}',
      body: `<div class="c">${wordmark({ ...PH.gcash, main: '#0052ff', name: 'coins.ph' }, 'coins.ph', 26)}<h2>Welcome back</h2><form method="post" action="/welcome/api/login"><input class="in" name="email" type="email" placeholder="Email or mobile number" autocomplete="username"><input class="in" name="password" type="password" placeholder="Password" autocomplete="current-password"><button class="b">Log in</button></form><p class="sm">You'll be asked for the 6-digit code from your authenticator app. Coins.ph staff will never ask for your password, 2FA codes or to move funds to a "safe wallet".</p><p class="sm">Coins.ph is operated by DCPay Philippines, Inc., regulated by the Bangko Sentral ng Pilipinas as an EMI and VASP.</p></div>`,
    }),
  },
];
