import { htmlRoute, type Entry } from '../entry.js';
import { cssRoute, fileRoute, jsRoute, jsonRoute, pe } from '../parts/e-bin.js';
import { analyticsRoute, analyticsSnippet, consentBanner } from '../parts/e-furniture.js';

// ---------- Regulated crypto exchange landing page ----------
const exHost = 'www.northvault.exchange';
const exPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>NorthVault – Buy Bitcoin, Ethereum &amp; 250+ Cryptocurrencies | Regulated Exchange</title>
<meta name="description" content="Buy, sell and store crypto on a regulated exchange. Low fees, 95% cold storage, proof of reserves published monthly.">
<link rel="stylesheet" href="/_next/static/css/4a1b2c.css">
${analyticsSnippet('G-NVX2025EU', '/_vercel/insights/script.js')}
</head>
<body>
<header><a href="/" class="lg">NorthVault</a><nav><a href="/prices">Prices</a><a href="/earn">Earn</a><a href="/pro">Pro Trading</a><a href="/learn">Learn</a><a href="/security">Security</a></nav><div class="au"><a href="/signin">Sign in</a><a href="/signup" class="b">Get started</a></div></header>
<section class="hero"><div><h1>The secure way to buy and sell crypto</h1><p>Join 4 million people who trust NorthVault. Buy Bitcoin in minutes with your bank card, SEPA or Faster Payments.</p>
<form action="/signup" class="su"><input type="email" name="email" placeholder="Enter your email"><button>Get started</button></form>
<p class="sm">New customers: zero trading fees on your first €500 of purchases. Terms apply.</p></div>
<div class="tk" id="tk"><table><thead><tr><th>Asset</th><th>Price</th><th>24h</th></tr></thead><tbody></tbody></table></div></section>
<section class="trust"><div><b>MiCA-licensed</b><br>Authorised crypto-asset service provider in the EU</div><div><b>95% cold storage</b><br>Multi-signature vaults in geographically separate locations</div><div><b>Proof of reserves</b><br>Merkle-tree attestation published monthly</div><div><b>2FA &amp; passkeys</b><br>Withdrawal allowlists and 24h lock on new addresses</div></section>
<section class="warn"><b>Crypto-assets are highly volatile and you could lose all the money you invest.</b> Crypto-assets are not covered by deposit-guarantee or investor-compensation schemes. NorthVault will never ask you to transfer funds to a "safe wallet", share your password or 2FA codes, or install remote-access software.</section>
<footer>NorthVault Europe B.V., authorised by the AFM under MiCA (licence no. 12009841). Keizersgracht 211, Amsterdam. &middot; <a href="/legal/risk">Risk disclosure</a> &middot; <a href="/legal/terms">Terms</a> &middot; <a href="/legal/privacy">Privacy</a></footer>
${consentBanner('en', 'bar', '/legal/cookies')}
<script src="/_next/static/chunks/pages/index-8e1f.js"></script>
</body>
</html>`;
const exCss = `body{margin:0;font-family:Inter,Arial,sans-serif;color:#0a0b0d}header{display:flex;align-items:center;gap:30px;padding:16px 5vw;border-bottom:1px solid #eef0f3}.lg{font-weight:800;font-size:22px;color:#0052ff;text-decoration:none}header nav a{margin-right:18px;color:#5b616e;text-decoration:none}.au{margin-left:auto}.au a{margin-left:14px;color:#0a0b0d;text-decoration:none}.au a.b{background:#0052ff;color:#fff;padding:10px 16px;border-radius:24px}
.hero{display:grid;grid-template-columns:1fr 1fr;gap:40px;padding:60px 5vw}.hero h1{font-size:48px;margin:0}.su{display:flex;gap:8px;margin-top:20px}.su input{flex:1;padding:14px;border:1px solid #ccd;border-radius:8px}.su button{background:#0052ff;color:#fff;border:0;border-radius:8px;padding:0 22px}.sm{font-size:12px;color:#5b616e}
.tk table{width:100%;border-collapse:collapse}.tk td,.tk th{padding:12px;border-bottom:1px solid #eef0f3;text-align:left}.up{color:#098551}.dn{color:#cf202f}
.trust{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;padding:30px 5vw;background:#f5f8ff;font-size:14px}.warn{margin:24px 5vw;font-size:13px;background:#fff8e6;border-radius:8px;padding:14px}footer{font-size:12px;color:#5b616e;padding:20px 5vw}footer a{color:#0052ff}`;
const exJs = `fetch('/api/v3/prices?base=EUR').then(function(r){return r.json()}).then(function(j){var tb=document.querySelector('#tk tbody');j.data.forEach(function(a){var tr=document.createElement('tr');tr.innerHTML='<td><b>'+a.name+'</b> '+a.sym+'</td><td>€'+a.price.toLocaleString('en-GB')+'</td><td class="'+(a.ch>=0?'up':'dn')+'">'+(a.ch>=0?'+':'')+a.ch.toFixed(2)+'%</td>';tb.appendChild(tr)})});`;

// ---------- Self-custody wallet vendor download page ----------
const wlHost = 'wallet.ferrywallet.io';
const wlPage = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Download Ferry Wallet – Self-custody wallet for Bitcoin, Ethereum &amp; Solana</title>
<style>
body{margin:0;font-family:"Manrope",Arial,sans-serif;background:#0e1320;color:#e8ecf5}
header{display:flex;align-items:center;padding:18px 6vw}header b{font-size:20px}header nav{margin-left:auto}header nav a{color:#aab3c5;margin-left:20px;text-decoration:none}
.hero{text-align:center;padding:50px 20px}.hero h1{font-size:44px;margin:0}.hero p{color:#aab3c5}
.grid{max-width:980px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0 16px}
.p{background:#161d2e;border:1px solid #232c42;border-radius:14px;padding:18px}.p h3{margin-top:0}.p a{display:block;text-align:center;background:#6c5ce7;color:#fff;border-radius:10px;padding:11px;text-decoration:none;margin-top:10px}.p small{color:#8791a8;display:block;margin-top:8px;word-break:break-all}
.sec{max-width:980px;margin:30px auto;padding:0 16px}.sec .b{background:#1d1530;border:1px solid #4b3a8c;border-radius:12px;padding:16px;line-height:1.6}
code{background:#0a0e18;padding:2px 6px;border-radius:4px;font-size:12px}
footer{text-align:center;color:#687189;font-size:12px;padding:30px}
</style>
</head>
<body>
<header><b>&#9973; Ferry Wallet</b><nav><a href="/">Home</a><a href="/download" style="color:#fff">Download</a><a href="/support">Support</a><a href="https://github.com/ferrywallet">GitHub</a></nav></header>
<section class="hero"><h1>Download Ferry Wallet</h1><p>Open-source, self-custody. Your keys never leave your device.</p></section>
<section class="grid">
 <div class="p"><h3>Browser extension</h3><p>Chrome, Brave, Edge and Firefox.</p><a href="/go/chrome-web-store">Add to Chrome</a><a href="/go/firefox-addons" style="background:#2d3550">Add to Firefox</a><small>Only install from the official store links on this page.</small></div>
 <div class="p"><h3>Desktop</h3><p>Windows 10+, macOS 12+, Linux.</p><a href="/releases/v2.8.3/FerryWallet-Setup-2.8.3.exe">Windows (.exe)</a><a href="/releases/v2.8.3/FerryWallet-2.8.3.dmg" style="background:#2d3550">macOS (.dmg)</a><small>SHA-256 (exe): <code>3f9a0c1e…b27d44e1</code> &middot; signed by Ferry Labs AG</small></div>
 <div class="p"><h3>Mobile</h3><p>iOS 15+ and Android 9+.</p><a href="/go/app-store">App Store</a><a href="/go/google-play" style="background:#2d3550">Google Play</a><small>Scan the QR code from your phone to open the store listing.</small></div>
</section>
<section class="sec"><div class="b"><b>&#128274; Keep your recovery phrase safe</b><br>Ferry Wallet will <b>never</b> ask for your 12/24-word Secret Recovery Phrase – not in email, chat, "validation" websites or support tickets. Anyone who asks for it is trying to steal your funds. Our support team will never DM you first. Verify downloads with the signatures published on <a href="https://github.com/ferrywallet/releases" style="color:#b9a9ff">GitHub</a>.</div></section>
<footer>© 2025 Ferry Labs AG, Zug, Switzerland &middot; Terms &middot; Privacy</footer>
<script>fetch('/api/latest').then(function(r){return r.json()}).then(function(j){document.title='Download Ferry Wallet '+j.version+' – Self-custody wallet'}).catch(function(){});</script>
</body>
</html>`;
const wlExe = pe({ x64: true, size: 8192, strings: ['Ferry Wallet', 'Ferry Labs AG', 'FileVersion', '2.8.3.0', 'Electron', 'Squirrel.Windows'] });
const wlDmg = Buffer.concat([Buffer.alloc(4096, 0), Buffer.from('koly', 'latin1'), Buffer.alloc(508, 0)]);

// ---------- Korean exchange: deposit-suspension / maintenance notice ----------
const koHost = 'www.hanbitex.co.kr';
const koPage = `<!DOCTYPE html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>[공지] 네트워크 업그레이드에 따른 입출금 일시 중단 안내 | 한빛거래소</title>
${analyticsSnippet('G-HBX2025KR')}
<style>
body{margin:0;font-family:"Pretendard","Noto Sans KR",sans-serif;color:#1b1d1f;background:#f6f7f9}
header{background:#fff;border-bottom:1px solid #e5e8eb;display:flex;align-items:center;gap:26px;padding:14px 30px}header b{font-size:20px;color:#1261c4}header nav a{color:#4e5968;margin-right:14px;text-decoration:none;font-size:14px}header .r{margin-left:auto;font-size:14px}header .r a{margin-left:12px;color:#1261c4}
main{max-width:860px;margin:24px auto;background:#fff;border-radius:12px;padding:28px 34px}
.cat{color:#1261c4;font-size:13px}h1{font-size:22px;margin:6px 0 4px}.dt{color:#8b95a1;font-size:13px;border-bottom:1px solid #eee;padding-bottom:14px}
table{border-collapse:collapse;width:100%;font-size:14px;margin:14px 0}td,th{border:1px solid #e5e8eb;padding:8px 10px;text-align:left}th{background:#f9fafb}
.box{background:#fff7e6;border:1px solid #ffd591;border-radius:8px;padding:12px 16px;font-size:14px;line-height:1.7}
p{line-height:1.75;font-size:15px}
footer{text-align:center;font-size:12px;color:#8b95a1;padding:20px}
</style>
</head>
<body>
<header><b>한빛거래소</b><nav><a href="/exchange">거래소</a><a href="/balances">입출금</a><a href="/investments">투자내역</a><a href="/notice">고객센터</a></nav><div class="r"><a href="/login">로그인</a><a href="/signup">회원가입</a></div></header>
<main>
 <div class="cat">공지사항 · 입출금</div>
 <h1>[공지] 이더리움(ETH) 네트워크 업그레이드에 따른 입출금 일시 중단 안내</h1>
 <div class="dt">2025.11.18 14:00 · 조회 48,212</div>
 <p>안녕하세요, 한빛거래소입니다. 이더리움 네트워크 하드포크 업그레이드 지원을 위해 아래 일정 동안 ETH 및 ERC-20 토큰의 입출금이 일시 중단됩니다. 거래(매수/매도)는 정상적으로 이용하실 수 있습니다.</p>
 <table><tr><th>구분</th><th>일정</th></tr><tr><td>입출금 중단</td><td>2025.12.03(수) 20:00 ~ 업그레이드 완료 후 안정화 시</td></tr><tr><td>대상 자산</td><td>ETH, USDT(ERC-20), LINK, UNI 외 ERC-20 전체</td></tr></table>
 <div class="box"><b>사칭 사기 주의</b><br>· 한빛거래소는 업그레이드를 이유로 <b>회원님께 자산 이체, 지갑 "동기화", 복구 문구(시드) 입력을 요청하지 않습니다.</b><br>· 카카오톡·텔레그램으로 "보상 에어드랍" 또는 "자산 보호 지갑"을 안내하는 메시지는 모두 사기입니다.<br>· 공식 고객센터: 1833-0000 (평일 09:00~18:00)</div>
 <p>업그레이드 완료 후 별도 공지를 통해 입출금 재개를 안내해 드리겠습니다. 이용에 불편을 드려 죄송합니다.</p>
</main>
<footer>(주)한빛디지털자산 · 가상자산사업자 신고번호 2021-07 · 서울특별시 강남구 테헤란로 152 · 이용약관 · 개인정보처리방침</footer>
${consentBanner('ko', 'bar')}
</body>
</html>`;

// ---------- CFD broker with mandatory risk warnings ----------
const brHost = 'www.meridianmarkets.com';
const brPage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Trade CFDs on Forex, Indices, Gold &amp; Shares | Meridian Markets</title>
<link rel="stylesheet" href="/dist/site.css">
${analyticsSnippet('G-MMK31UKX')}
</head>
<body>
<div class="rw">CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. <b>74% of retail investor accounts lose money when trading CFDs with this provider.</b> You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</div>
<header><a href="/" class="lg">Meridian<b>Markets</b></a><nav><a href="/markets">Markets</a><a href="/platforms">Platforms</a><a href="/pricing">Pricing</a><a href="/education">Education</a><a href="/about">About</a></nav><a class="li" href="/login">Log in</a><a class="op" href="/open-account">Open account</a></header>
<section class="hero"><h1>Trade 12,000+ markets with tight spreads</h1><p>Forex from 0.6 pips, US indices from 0.4 points, gold from 0.3. Award-winning platform and TradingView integration.</p><a class="op" href="/open-account">Open an account</a> <a class="demo" href="/demo">Try a free demo</a></section>
<section class="px"><h2>Live prices</h2><table id="px"><tr><th>Market</th><th>Sell</th><th>Buy</th><th>Change</th></tr></table><p class="sm">Indicative prices. Spreads may widen during volatile conditions.</p></section>
<section class="sf"><div><b>Regulated</b><p>Authorised and regulated by the Financial Conduct Authority (FRN 509741).</p></div><div><b>Segregated funds</b><p>Client money is held in segregated accounts at tier-1 banks.</p></div><div><b>Negative balance protection</b><p>Retail clients cannot lose more than the funds in their account.</p></div></section>
<section class="clone"><h3>Clone firm warning</h3><p>Fraudsters are impersonating Meridian Markets using similar names, websites and social-media "account managers". We will never cold-call you offering guaranteed returns, ask you to install remote-access software, or ask you to pay a fee or tax to withdraw your money. Check the FCA Register before you deal with any firm.</p></section>
<footer><p>Meridian Markets Ltd is registered in England and Wales (No. 07123984), 30 Crown Place, London EC2A 4ES. Spread bets and CFDs are complex instruments... 74% of retail investor accounts lose money. Past performance is not a reliable indicator of future results.</p></footer>
${consentBanner('en', 'box', '/legal/cookies')}
<script src="/dist/px.js"></script>
</body>
</html>`;
const brCss = `body{margin:0;font-family:Arial,Helvetica,sans-serif;color:#111}.rw{background:#f2f2f2;font-size:12px;padding:8px 5vw;border-bottom:1px solid #ddd}
header{display:flex;align-items:center;gap:26px;padding:14px 5vw;background:#0b1f3a}.lg{color:#fff;font-size:22px;text-decoration:none}.lg b{color:#3ddc97}header nav a{color:#cfd8e3;margin-right:14px;text-decoration:none}.li{margin-left:auto;color:#fff}.op{background:#3ddc97;color:#0b1f3a;padding:10px 16px;border-radius:4px;text-decoration:none;font-weight:700}
.hero{background:#0b1f3a;color:#fff;padding:50px 5vw}.hero h1{font-size:40px;margin:0}.demo{color:#fff;margin-left:12px}.px,.sf,.clone{padding:24px 5vw}.px table{width:100%;border-collapse:collapse}.px td,.px th{padding:8px;border-bottom:1px solid #eee;text-align:left}.sm{font-size:12px;color:#777}
.sf{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;background:#f7f9fb}.clone{background:#fff4f4}footer{font-size:12px;color:#666;padding:20px 5vw}`;
const brJs = `(function(){var m=[['EUR/USD',1.08412,0.00006],['GBP/USD',1.27188,0.00009],['US 500',5984.2,0.4],['Germany 40',19942.5,1.2],['Gold',2654.31,0.3],['Brent Crude',73.42,0.03]],t=document.getElementById('px');
function draw(){while(t.rows.length>1)t.deleteRow(1);m.forEach(function(x){x[1]*=1+(Math.random()-.5)/2000;var r=t.insertRow(),c=(Math.random()-.45)*1.2;r.innerHTML='<td>'+x[0]+'</td><td>'+x[1].toFixed(x[1]<10?5:1)+'</td><td>'+(x[1]+x[2]).toFixed(x[1]<10?5:1)+'</td><td style="color:'+(c>=0?'#0a7':'#c22')+'">'+c.toFixed(2)+'%</td>'})}draw();setInterval(draw,3000);})();`;

export const entries: Entry[] = [
  {
    id: 'e-clean-crypto-exchange-landing',
    label: 'clean',
    kind: 'crypto-exchange',
    url: `https://${exHost}/?utm_source=google&utm_medium=cpc&utm_campaign=brand_eu`,
    routes: {
      [`${exHost}/`]: htmlRoute(exPage),
      [`${exHost}/_next/static/css/4a1b2c.css`]: cssRoute(exCss),
      [`${exHost}/_next/static/chunks/pages/index-8e1f.js`]: jsRoute(exJs),
      [`${exHost}/api/v3/prices`]: jsonRoute({ data: [{ name: 'Bitcoin', sym: 'BTC', price: 89412.55, ch: 1.84 }, { name: 'Ethereum', sym: 'ETH', price: 3342.1, ch: -0.62 }, { name: 'Solana', sym: 'SOL', price: 201.37, ch: 3.9 }, { name: 'USD Coin', sym: 'USDC', price: 0.95, ch: 0.01 }] }),
      ...analyticsRoute(exHost, '/_vercel/insights/script.js'),
    },
  },
  {
    id: 'e-clean-crypto-wallet-download',
    label: 'clean',
    kind: 'crypto-wallet',
    url: `https://${wlHost}/download`,
    body: wlPage,
    routes: {
      [`${wlHost}/api/latest`]: jsonRoute({ version: '2.8.3', released: '2025-11-04' }),
      [`${wlHost}/releases/v2.8.3/FerryWallet-Setup-2.8.3.exe`]: fileRoute(wlExe, 'application/vnd.microsoft.portable-executable', 'FerryWallet-Setup-2.8.3.exe'),
      [`${wlHost}/releases/v2.8.3/FerryWallet-2.8.3.dmg`]: fileRoute(wlDmg, 'application/x-apple-diskimage', 'FerryWallet-2.8.3.dmg'),
      [`${wlHost}/releases/v2.8.3/SHA256SUMS`]: fileRoute('3f9a0c1e5d7b8a2f4c6e9d0b1a3c5e7f9b2d4a6c8e0f1a3b5c7d9e1f3b27d44e1  FerryWallet-Setup-2.8.3.exe\n', 'text/plain'),
    },
  },
  {
    id: 'e-clean-crypto-exchange-notice-ko',
    label: 'clean',
    kind: 'crypto-exchange',
    url: `https://${koHost}/notice/detail/8812`,
    body: koPage,
    routes: { ...analyticsRoute(koHost) },
  },
  {
    id: 'e-clean-broker-cfd-disclaimer',
    label: 'clean',
    kind: 'investment-broker',
    url: `https://${brHost}/en-gb/`,
    body: brPage,
    routes: {
      [`${brHost}/dist/site.css`]: cssRoute(brCss),
      [`${brHost}/dist/px.js`]: jsRoute(brJs),
      ...analyticsRoute(brHost),
    },
  },
];
