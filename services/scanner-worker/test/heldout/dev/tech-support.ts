import type { Entry } from '../entry.js';

/** Tech-support scams and other scams (fake virus alerts, locked browser, prize / giveaway, fake shop). */
export const entries: Entry[] = [
  {
    id: 'tss-windows-defender-alert',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://windows-defender-alert-0x80070.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Windows Defender - Security Warning</title>
<style>body{background:#0078d7;color:#fff;font-family:Segoe UI}.w{width:700px;margin:60px auto}.box{background:#fff;color:#000;padding:20px}</style></head>
<body onbeforeunload="return 'Are you sure?'"><div class="w"><h1>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</h1>
<div class="box"><p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: Email credentials, Banking passwords, Facebook login, Pictures &amp; documents.</p>
<p>Windows Defender scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files.</p>
<h2>Call Microsoft Support: <a href="tel:+18882106447">+1-888-210-6447</a> (Toll Free)</h2><p>Do not restart or shut down your computer. Error # 0x80070424</p></div></div>
<audio autoplay loop src="alert.mp3"></audio>
<script>
document.documentElement.requestFullscreen && document.addEventListener('click', () => document.documentElement.requestFullscreen());
history.pushState(null, '', location.href); window.onpopstate = () => history.pushState(null, '', location.href);
setInterval(() => alert('WARNING! Your computer is infected. Call +1-888-210-6447 immediately.'), 4000);
</script></body></html>`,
  },
  {
    id: 'tss-fake-scan-progress',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://pc-scan-online.norton-care.xyz/scan/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Norton Security Scan</title></head>
<body style="font-family:Arial;background:#1d1d1d;color:#fff"><div style="width:640px;margin:40px auto;background:#fff;color:#000;padding:20px"><h2 style="color:#ffc700;background:#000;padding:10px">Norton 360 — Quick Scan</h2>
<div id="prog" style="height:20px;background:#eee"><div id="bar" style="height:20px;width:0;background:#ffc700"></div></div><p id="res"></p>
<div id="done" hidden><h3 style="color:red">5 viruses found!</h3><ul><li>Trojan.Win32.Agent — C:\\Windows\\System32\\drivers</li><li>Spyware.KeyLogger.Gen</li><li>Ransom.WannaCry</li></ul><p>Your Norton subscription has expired. Renew now with 80% off to remove threats.</p><a href="https://norton-care.xyz/renew?aff=2231">Renew &amp; Remove Threats</a></div></div>
<script>let p=0;const t=setInterval(()=>{p+=3;bar.style.width=p+'%';res.textContent='Scanning C:\\\\Windows\\\\... '+p+'%';if(p>=100){clearInterval(t);done.hidden=false;}},100);</script></body></html>`,
  },
  {
    id: 'tss-remote-access-refund',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://geeksquad-refund-desk.com/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Geek Squad Refund Department</title></head>
<body style="font-family:Arial"><div style="width:640px;margin:40px auto"><h1>Geek Squad — Subscription Renewal Cancellation</h1><p>Your annual subscription of <b>$499.99</b> has been renewed. If you did not authorise this charge, download our secure support tool and enter the code given by your agent to receive your refund.</p>
<ol><li>Download <a href="https://download.anydesk.com/AnyDesk.exe">AnyDesk</a></li><li>Give the 9-digit address to your refund agent</li><li>Log in to your bank when asked so we can deposit the refund</li></ol><h2>Call 1-855-406-2091</h2></div></body></html>`,
  },
  {
    id: 'scam-crypto-giveaway-elon',
    label: 'scam',
    kind: 'giveaway',
    url: 'https://tesla-btc-event.live/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Tesla 5,000 BTC Giveaway</title></head>
<body style="background:#000;color:#fff;font-family:Arial;text-align:center"><h1>Elon Musk: 5,000 BTC Giveaway Event</h1><p>To celebrate, we are giving back to the community. Send from 0.1 to 20 BTC to the address below and receive <b>2X</b> back instantly!</p>
<h2 style="background:#222;padding:10px">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</h2><p>Live transactions:</p><table style="margin:auto"><tr><td>3f1a…c2</td><td>0.5 BTC</td><td>✔ 1.0 BTC sent</td></tr><tr><td>9b7e…11</td><td>2 BTC</td><td>✔ 4.0 BTC sent</td></tr></table></body></html>`,
  },
  {
    id: 'scam-fake-shop-clearance',
    label: 'scam',
    kind: 'fake-shop',
    url: 'https://www.northface-outlet-clearance.shop/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>The North Face Outlet | Up To 90% OFF | Store Closing Sale</title></head>
<body style="font-family:Arial"><div style="background:#000;color:#fff;padding:10px;text-align:center">STORE CLOSING — EVERYTHING MUST GO — 90% OFF TODAY ONLY</div>
<div style="display:flex;gap:20px;padding:20px"><div><img src="p1.jpg" alt="Nuptse Jacket"><p>1996 Retro Nuptse Jacket <s>$330.00</s> <b>$29.99</b></p></div><div><img src="p2.jpg" alt="Denali"><p>Denali Fleece <s>$180.00</s> <b>$19.99</b></p></div></div>
<form action="/checkout/pay.php" method="post"><input name="email" placeholder="Email"><input name="card" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvc" placeholder="CVC"><button>Place order</button></form>
<p style="font-size:11px">We only accept payment via bank transfer or Zelle for orders over $100. Copyright © 2026 northface-outlet-clearance.shop</p></body></html>`,
  },
  {
    id: 'scam-investment-platform',
    label: 'scam',
    kind: 'investment',
    url: 'https://quantum-ai-trading-official.com/register',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Quantum AI — Earn $1,500 per day</title></head>
<body style="font-family:Arial;background:#0d1b2a;color:#fff"><div style="width:900px;margin:30px auto;display:flex;gap:30px"><div><h1>Make up to $1,500 daily with Quantum AI</h1><p>As seen on BBC Dragons' Den. Our AI trades crypto for you with 99.4% accuracy. Minimum deposit $250.</p><p>🔥 Only 7 spots left in your country</p></div>
<form action="https://quantum-ai-trading-official.com/api/lead" method="post" style="background:#fff;color:#000;padding:20px"><h3>Register now</h3><input name="first" placeholder="First name"><input name="last" placeholder="Last name"><input name="email" placeholder="Email"><input name="phone" placeholder="Phone"><button>Start earning</button></form></div></body></html>`,
  },];
