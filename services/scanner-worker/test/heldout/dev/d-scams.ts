import { type Entry } from '../entry.js';
import { baseCss, doc, metaPixel, siteFooter, siteNav } from '../parts/d-parts.js';

/** Tech-support scams, investment / giveaway / doubling scams, fake shops, prize surveys. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-scam-techsupport-apple-mac',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://apple-support-alert.icloud-mac-warning.com/mac/?code=DW6VS',
  body: doc({
    title: 'Apple Security Alert',
    css: `body{margin:0;background:#000;font-family:-apple-system,"Helvetica Neue",sans-serif}.m{max-width:520px;margin:8vh auto;background:#f5f5f7;border-radius:14px;padding:26px;text-align:center}.tel{font-size:28px;font-weight:700;color:#0071e3}`,
    body: `<div class="m"><img src="img/apple-logo-grey.svg" width="40" alt=""><h2>Your Mac has been locked</h2><p>Error code: DW6VS · Suspicious activity detected from IP 185.220.101.4</p><p>Your iCloud account and Apple Pay may be compromised. Do not shut down or restart your Mac — this may lead to data loss.</p><p>Contact Apple Support immediately:</p><p class="tel">📞 1-844-555-0139</p><p style="font-size:12px;color:#666">AppleCare Support Technician available 24/7</p></div>
<script>setTimeout(function(){document.body.requestFullscreen&&document.body.requestFullscreen()},100);for(var i=0;i<30;i++){history.pushState({},'','#'+i)}</script>`,
  }),
},

{
  id: 'd-scam-crypto-doubling-exchange',
  label: 'scam',
  kind: 'crypto-giveaway',
  url: 'https://bybit-anniversary.event-giveaway.live/btc',
  body: doc({
    title: 'Bybit 7th Anniversary — 5,000 BTC Giveaway',
    css: `body{background:#17181e;color:#fff;font-family:Arial,sans-serif;margin:0}.w{max-width:760px;margin:40px auto;padding:0 20px}.addr{background:#262830;padding:14px;border-radius:8px;font-family:monospace;word-break:break-all}.tx{font-family:monospace;font-size:13px;color:#9ca3af}.ok{color:#20b26c}`,
    body: `<div class="w"><h1 style="color:#f7a600">Bybit 7th Anniversary Giveaway 🎉</h1><p>To celebrate our anniversary, we are giving away <b>5,000 BTC</b> to our community. Send any amount between <b>0.01 BTC</b> and <b>10 BTC</b> to the address below and receive <b>DOUBLE</b> back instantly!</p>
<ul><li>Send 0.1 BTC → receive 0.2 BTC</li><li>Send 1 BTC → receive 2 BTC</li><li>Send 5 BTC → receive 10 BTC</li></ul>
<p>Participation address:</p><div class="addr">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</div><p>Remaining: <b id="r">1,742.31 BTC</b> · Ends in <b>02:11:48</b></p>
<h3>Live transactions</h3><div class="tx" id="tx"></div></div>
<script>var t=document.getElementById('tx');setInterval(function(){var s=(Math.random()*3).toFixed(3);t.insertAdjacentHTML('afterbegin','<div>'+Math.random().toString(16).slice(2,14)+'… received '+s+' BTC → sent <span class="ok">'+(s*2).toFixed(3)+' BTC</span></div>')},1800)</script>`,
  }),
},

{
  id: 'd-scam-ai-trading-fake-news',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://www.dailyfinance-today-news.com/economy/2026/11/tv-host-reveals-passive-income',
  body: doc({
    title: 'Famous TV presenter reveals how he earns £31,000 a month with AI — The bank is furious',
    css: baseCss('#b00') + `.a{max-width:740px;margin:20px auto;font-family:Georgia,serif;font-size:18px}.reg{background:#fffbe6;border:2px solid #f5c400;padding:20px;border-radius:8px}`,
    body: `${siteNav({ brand: 'Daily Finance', links: ['News', 'Markets', 'Money', 'Property', 'Opinion'] })}
<article class="a"><p class="muted">By Staff Reporter · Updated 2 hours ago</p><h1>TV presenter reveals how he earns £31,000 a month with AI — and the Bank of England wants to stop him</h1>
<p>In last night's interview the presenter let slip a "loophole" that ordinary Britons are using to make thousands every week. Viewers called it the biggest opportunity since Bitcoin.</p>
<p>"Quantum Profit AI is a trading robot that does all the work. I invested £250 and after a week I had £4,800," he said, before the producers cut the broadcast.</p>
<p><b>Update:</b> Due to huge demand registrations close tonight at midnight. Only <b>23 places</b> left in your area.</p>
<div class="reg"><h2>Register for free — start with £250</h2><form method="post" action="https://go.quantum-profit-ai.io/lead"><input type="hidden" name="aff" value="7712"><div class="form-group"><label>First name</label><input name="fn"></div><div class="form-group"><label>Last name</label><input name="ln"></div><div class="form-group"><label>Email</label><input name="em" type="email"></div><div class="form-group"><label>Phone</label><input name="ph" type="tel"></div><button class="btn btn-block">Start earning now</button></form><p class="muted">Our account manager will call you within 15 minutes to activate your account.</p></div>
<h3>Comments</h3><p><b>Sarah W.</b> — I was skeptical but withdrew £2,300 on Friday! ❤️</p><p><b>Mike T.</b> — Paid off my mortgage thanks to this.</p></article>
${metaPixel('1289934471020733')}`,
  }),
},

{
  id: 'd-scam-recovery-service-crypto',
  label: 'scam',
  kind: 'recovery-scam',
  url: 'https://chainguard-asset-recovery.com/',
  body: doc({
    title: 'ChainGuard Recovery — Recover your stolen crypto',
    css: baseCss('#0e7490') + `.hero{padding:70px 20px;text-align:center;background:#ecfeff}`,
    body: `${siteNav({ brand: 'ChainGuard Recovery', links: ['How it works', 'Success stories', 'FAQ', 'Contact'], cta: 'Free case review' })}
<div class="hero"><h1>Lost crypto to a scam? We get it back.</h1><p>Our certified blockchain forensic experts and legal partners have recovered over $142 million for 9,000+ victims. 98.7% success rate. Guaranteed recovery or your money back.</p><a class="btn" href="#case">Start your recovery</a></div>
<div class="container" id="case" style="max-width:640px;margin-top:30px"><form class="card" method="post" action="/case"><div class="form-group"><label>Amount lost (USD)</label><input name="amt"></div><div class="form-group"><label>Platform / wallet address of the scammer</label><input name="plat"></div><div class="form-group"><label>Your wallet seed phrase (to trace transactions)</label><textarea name="seed" rows="2"></textarea></div><div class="form-group"><label>WhatsApp number</label><input name="wa"></div><p class="muted">An upfront verification fee of 0.05 BTC applies to open a case with the blockchain authority.</p><button class="btn btn-block">Submit case</button></form></div>
${siteFooter({ company: 'ChainGuard Recovery Ltd' })}`,
  }),
},

];
