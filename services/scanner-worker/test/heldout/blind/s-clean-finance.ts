import type { Entry } from '../entry.js';
import { doc, tracker, json } from '../parts/s-kit.js';

/** Author s: clean-finance (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'www.thamesidemarkets.co.uk';
  const t = tracker(h, 'gtag', 'G-TSM0021UK');
  return E({
    id: 's-clean-broker-cfd-uk',
    label: 'clean',
    kind: 'regulated-broker',
    url: `https://${h}/trading/cfds`,
    body: doc({
      lang: 'en-GB',
      title: 'CFD Trading on 17,000+ Markets | Thameside Markets',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;color:#1b1b1b}.risk{background:#f2f2f2;border-bottom:1px solid #ccc;padding:8px 30px;font-size:13px}header{display:flex;justify-content:space-between;padding:14px 30px;background:#0b1f3a;color:#fff}header a{color:#fff;margin-left:14px;text-decoration:none}.hero{padding:40px 30px;background:#eaf0f8}.w{max-width:1000px;margin:auto;padding:20px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:6px 12px;font-size:14px}footer{background:#0b1f3a;color:#c7d0dc;font-size:12px;padding:24px 30px;line-height:1.5}`,
      body: `<div class="risk"><b>CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage. 71% of retail investor accounts lose money when trading CFDs with this provider.</b> You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.</div>
<header><b>THAMESIDE MARKETS</b><nav><a href="/trading">Trading</a><a href="/markets">Markets</a><a href="/platforms">Platforms</a><a href="/learn">Learn</a><a href="/pricing">Pricing</a><a href="/login">Log in</a></nav></header>
<div class="hero"><h1>Trade CFDs on indices, FX, shares and commodities</h1><p>Go long or short on 17,000+ markets with competitive spreads and negative balance protection.</p><a href="/apply">Open an account</a> · <a href="/demo">Try a demo</a></div>
<div class="w"><h2>Typical spreads</h2><table><tr><th>Market</th><th>Min spread</th><th>Margin (retail)</th></tr><tr><td>UK 100</td><td>1 pt</td><td>5%</td></tr><tr><td>EUR/USD</td><td>0.6 pts</td><td>3.33%</td></tr><tr><td>Gold</td><td>0.3 pts</td><td>5%</td></tr><tr><td>Bitcoin</td><td>Not available to UK retail clients</td><td>—</td></tr></table>
<p>Overnight funding charges apply to positions held past 10pm UK time. See our <a href="/pricing">full pricing</a> and <a href="/legal/kid">Key Information Documents</a>.</p>
<h3>Your money is protected</h3><p>Client money is held in segregated accounts with UK banks. Eligible clients may be covered by the Financial Services Compensation Scheme (FSCS). We will never contact you offering "guaranteed returns" or ask you to transfer money to a personal account.</p></div>
<footer>Thameside Markets Ltd is authorised and regulated by the Financial Conduct Authority (FRN 509887). Registered in England and Wales, company number 07119340. Registered office: 20 Gresham Street, London EC2V 7JE.<br>The value of investments can fall as well as rise. Past performance is not a guide to future performance. <a href="/legal" style="color:#fff">Legal</a> · <a href="/privacy" style="color:#fff">Privacy</a> · <a href="/complaints" style="color:#fff">Complaints</a></footer>`,
    }),
    routes: t.routes,
  });
})(),

(() => {
  const h = 'www.edelmetallhaus-kaiser.de';
  return E({
    id: 's-clean-bullion-dealer-de',
    label: 'clean',
    kind: 'bullion-dealer',
    url: `https://${h}/goldbarren/`,
    body: doc({
      lang: 'de',
      title: 'Goldbarren kaufen – aktuelle Preise | Edelmetallhaus Kaiser',
      css: `body{margin:0;font-family:Arial;color:#222}.k{background:#1a1a1a;color:#d4af37;padding:8px 30px;font-size:13px;display:flex;gap:20px}header{padding:14px 30px;border-bottom:2px solid #d4af37}.w{max-width:1000px;margin:auto;padding:20px}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left}.hint{background:#f7f3e6;padding:12px;font-size:13px}footer{font-size:12px;color:#666;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<div class="k"><span>Gold: <b id="au">…</b> €/oz</span><span>Silber: <b id="ag">…</b> €/oz</span><span>Stand: <span id="ts"></span></span></div>
<header><b style="font-size:22px">Edelmetallhaus Kaiser</b> · seit 1987 in Pforzheim</header>
<div class="w"><h1>Goldbarren kaufen</h1><p>LBMA-zertifizierte Goldbarren von Heraeus, Umicore und Valcambi. Differenzbesteuert bzw. nach § 25c UStG mehrwertsteuerfrei.</p>
<table><tr><th>Produkt</th><th>Wir verkaufen</th><th>Wir kaufen an</th></tr><tr><td>1 g Goldbarren Heraeus</td><td>93,40 €</td><td>76,10 €</td></tr><tr><td>10 g Goldbarren Umicore</td><td>812,50 €</td><td>761,00 €</td></tr><tr><td>1 oz Goldbarren Valcambi</td><td>2.481,00 €</td><td>2.392,00 €</td></tr><tr><td>100 g Goldbarren Heraeus</td><td>7.902,00 €</td><td>7.690,00 €</td></tr></table>
<p class="hint">Preise sind tagesaktuell und freibleibend. Zahlung per Vorkasse auf unser Geschäftskonto bei der Sparkasse Pforzheim Calw oder Abholung mit Barzahlung bis 1.999,99 € (Identifizierung nach Geldwäschegesetz ab 2.000 €). Gold wirft keine Zinsen ab; der Wert kann schwanken. Wir bieten keine „garantierten Renditen" an.</p></div>
<footer>Edelmetallhaus Kaiser GmbH · Westliche Karl-Friedrich-Str. 84 · 75172 Pforzheim · HRB 502118 Amtsgericht Mannheim · <a href="/impressum">Impressum</a> · <a href="/agb">AGB</a> · <a href="/datenschutz">Datenschutz</a></footer>
<script>fetch('/api/kurse.json').then(function(r){return r.json()}).then(function(k){document.getElementById('au').textContent=k.gold.toLocaleString('de-DE',{minimumFractionDigits:2});document.getElementById('ag').textContent=k.silber.toLocaleString('de-DE',{minimumFractionDigits:2});document.getElementById('ts').textContent=k.stand;});</script>`,
    }),
    routes: { [`${h}/api/kurse.json`]: json({ gold: 2421.35, silber: 28.74, stand: '14:05 Uhr MEZ' }) },
  });
})(),

(() => {
  const h = 'www.krakenbridge.io';
  const t = tracker(h, 'plain', 'kb-earn');
  return E({
    id: 's-clean-exchange-staking-earn',
    label: 'clean',
    kind: 'exchange-staking',
    url: `https://${h}/earn/staking`,
    body: doc({
      lang: 'en-IE',
      title: 'Staking – Earn Rewards on Your Crypto | KrakenBridge',
      head: t.snippet,
      css: `body{margin:0;font-family:Arial;background:#fbfaff;color:#1b1530}header{padding:14px 30px;background:#5741d9;color:#fff}.w{max-width:1000px;margin:auto;padding:20px}table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:10px;border-bottom:1px solid #eee;text-align:left}.risk{background:#fff4e5;border-left:4px solid #f59e0b;padding:12px;font-size:13px}footer{font-size:12px;color:#555;padding:20px 30px}`,
      body: `<header><b>KrakenBridge</b> · Earn</header>
<div class="w"><h1>Put your crypto to work with staking</h1><p>Help secure proof-of-stake blockchains and receive on-chain rewards. Rewards are variable and depend on network conditions; the rates below are estimates, not guarantees.</p>
<table id="t"><tr><th>Asset</th><th>Est. reward rate (APR)</th><th>Unbonding</th><th>Payout</th></tr></table>
<div class="risk"><b>Staking risks:</b> Rewards can change at any time. Staked assets may be subject to unbonding periods during which you cannot trade them. Slashing may occur if a validator misbehaves. The value of your crypto may go down. Staking is not available to residents of all jurisdictions. Read our <a href="/legal/staking-terms">Staking Terms</a>.</div>
<p>Commission: we keep a fee of 15–20% of rewards earned, shown per asset before you stake.</p></div>
<footer>KrakenBridge Europe Ltd is authorised as a crypto-asset service provider by the Central Bank of Ireland under MiCA. Crypto-assets are not protected by the Deposit Guarantee Scheme or the Investor Compensation Scheme.</footer>
<script>fetch('/api/earn/rates').then(function(r){return r.json()}).then(function(d){var t=document.getElementById('t');d.forEach(function(a){var r=t.insertRow();r.innerHTML='<td>'+a.asset+'</td><td>'+a.apr+'</td><td>'+a.unbond+'</td><td>'+a.payout+'</td>';});});</script>`,
    }),
    routes: { ...t.routes, [`${h}/api/earn/rates`]: json([{ asset: 'ETH', apr: '2.5% – 7%', unbond: 'Variable (network queue)', payout: 'Weekly' }, { asset: 'SOL', apr: '5% – 8%', unbond: '~2–3 days', payout: 'Twice weekly' }, { asset: 'DOT', apr: '10% – 14%', unbond: '28 days', payout: 'Weekly' }, { asset: 'ATOM', apr: '14% – 18%', unbond: '21 days', payout: 'Twice weekly' }]) },
  });
})(),

(() => {
  const h = 'www.keystone-privatemarkets.com';
  return E({
    id: 's-clean-private-markets-accredited',
    label: 'clean',
    kind: 'private-markets',
    url: `https://${h}/investors/how-it-works`,
    body: doc({
      title: 'How Secondary Investing in Private Companies Works | Keystone Private Markets',
      css: `body{margin:0;font-family:Georgia,serif;color:#1d1d1f}header{padding:18px 40px;border-bottom:1px solid #ddd}.w{max-width:840px;margin:auto;padding:24px;line-height:1.6}.risk{background:#f5f5f7;padding:16px;font-family:Arial;font-size:13px}ol li{margin:6px 0}`,
      body: `<header><b>KEYSTONE PRIVATE MARKETS</b> · Member FINRA/SIPC</header>
<div class="w"><h1>How secondary investing in pre-IPO companies works</h1><p>Keystone connects <b>accredited investors</b> with shareholders of late-stage private companies who want liquidity. Transactions are subject to company transfer restrictions, rights of first refusal, and may take 30–90 days to close.</p>
<ol><li><b>Verify accreditation.</b> Under SEC Rule 501, you must meet income or net-worth thresholds. We verify via third-party letter or documentation.</li><li><b>Review the offering.</b> Each listing includes the company, share class, indicative price, and the seller's documents. Prices are negotiated and may differ significantly from any future IPO price.</li><li><b>Fund through escrow.</b> Funds are wired to a regulated bank escrow account in your name once the company waives its ROFR. Our fee (2–5%) is disclosed upfront.</li><li><b>Hold long term.</b> There is no guarantee the company will ever go public. Shares are illiquid.</li></ol>
<div class="risk"><b>Important risk information:</b> Investing in private company securities is speculative and involves a high degree of risk, including the risk of losing your entire investment. These securities are illiquid and not registered under the Securities Act. Keystone Private Markets LLC is a registered broker-dealer, member FINRA/SIPC. Check our background on FINRA BrokerCheck. We never solicit investments through WhatsApp or Telegram, and we never ask investors to pay a personal account or an offshore "escrow agent".</div></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.sahel-capital-markets.ae';
  return E({
    id: 's-clean-broker-ar',
    label: 'clean',
    kind: 'regulated-broker',
    url: `https://${h}/ar/forex`,
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'تداول العملات الأجنبية | ساحل كابيتال ماركتس',
      css: `body{margin:0;font-family:Tahoma,Arial;color:#1b1b1b}.risk{background:#fff3cd;padding:10px 30px;font-size:13px}header{background:#0f3057;color:#fff;padding:14px 30px}.w{max-width:900px;margin:auto;padding:20px;line-height:1.8}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:8px}footer{font-size:12px;color:#555;padding:20px 30px;border-top:1px solid #ddd}`,
      body: `<div class="risk"><b>تحذير من المخاطر:</b> تداول العقود مقابل الفروقات والعملات بالهامش ينطوي على مخاطر عالية وقد لا يكون مناسبًا لجميع المستثمرين. قد تخسر أكثر من رأس مالك المستثمر. لا نضمن أي أرباح.</div>
<header><b>ساحل كابيتال ماركتس</b> · الأسواق · المنصات · الحسابات · التعليم</header>
<div class="w"><h1>تداول أزواج العملات الرئيسية والثانوية</h1><p>تداول أكثر من 60 زوجًا من العملات عبر منصة MetaTrader 5 مع فروقات أسعار تنافسية وتنفيذ سريع.</p>
<table><tr><th>الزوج</th><th>متوسط السبريد</th><th>الرافعة القصوى (عملاء التجزئة)</th></tr><tr><td>EUR/USD</td><td>0.8</td><td>1:30</td></tr><tr><td>GBP/USD</td><td>1.1</td><td>1:30</td></tr><tr><td>USD/JPY</td><td>0.9</td><td>1:30</td></tr></table>
<p>تُحفظ أموال العملاء في حسابات منفصلة لدى بنوك في دولة الإمارات. لن يطلب منك موظفونا أبدًا التحويل إلى حساب شخصي أو عبر تيليجرام، ولا نقدم "إدارة حسابات بأرباح مضمونة".</p></div>
<footer>ساحل كابيتال ماركتس ذ.م.م مرخصة ومنظمة من قبل هيئة الأوراق المالية والسلع في دولة الإمارات العربية المتحدة (رخصة رقم 20200000118). العنوان: برج الأعمال، الخليج التجاري، دبي.</footer>`,
    }),
  });
})(),

(() => {
  const h = 'www.hexaport-exchange.com';
  return E({
    id: 's-clean-exchange-announcement-zh',
    label: 'clean',
    kind: 'exchange-notice',
    url: `https://${h}/zh-CN/support/announcement/anti-scam-2026`,
    body: doc({
      lang: 'zh-CN',
      title: '防诈骗提示：警惕"提现需缴纳保证金"骗局 | Hexaport 公告',
      css: `body{margin:0;font-family:"PingFang SC","Microsoft YaHei",sans-serif;color:#222;line-height:1.8}header{padding:12px 30px;border-bottom:1px solid #eee}.w{max-width:800px;margin:auto;padding:20px}.q{background:#f6f7f9;padding:12px;border-left:4px solid #999}`,
      body: `<header><b>Hexaport</b> · 公告中心</header>
<div class="w"><h1>防诈骗提示：警惕"提现需缴纳保证金/税费"骗局</h1><p>发布时间：2026-02-18</p>
<p>近期我们收到用户反馈，有不法分子冒充交易所客服或"导师"，诱导用户在虚假平台上投资，随后以各种理由要求用户缴费才能提现。常见话术如下：</p>
<div class="q">"您的账户触发反洗钱风控，需缴纳总资产 15% 的风险保证金，提现成功后全额退还。"<br>"您的收益已达到申报门槛，请先缴纳 20% 个人所得税。"</div>
<p><b>Hexaport 从不要求用户为提现额外充值或缴纳任何保证金、税费或解冻费。</b>所有手续费均在提现时从提现金额中直接扣除并在确认前显示。</p>
<p>如您遇到上述情况，请立即停止转账，通过官方 App 内"在线客服"联系我们，并向当地警方报案。官方域名与客服渠道请以 App 内"官方验证"页面为准。</p>
<p>Hexaport 团队</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'www.coinharbor.com';
  return E({
    id: 's-clean-exchange-learn-earn-promo',
    label: 'clean',
    kind: 'exchange-promo',
    url: `https://${h}/promotions/learn-and-earn-solana`,
    body: doc({
      title: 'Learn & Earn: Solana – Get up to $5 in SOL | CoinHarbor',
      css: `body{margin:0;font-family:Arial;color:#0a0b0d}header{padding:14px 30px;border-bottom:1px solid #eee}.hero{background:#f2f5ff;padding:36px 30px}.w{max-width:860px;margin:auto;padding:20px}.terms{font-size:12px;color:#555;border-top:1px solid #eee;padding-top:12px}`,
      body: `<header><b style="color:#0052ff">CoinHarbor</b> · Learn · Promotions</header>
<div class="hero"><h1>Learn about Solana and earn up to $5 in SOL</h1><p>Watch three short lessons and answer a quiz. Rewards are paid into your verified CoinHarbor account.</p></div>
<div class="w"><h3>How it works</h3><ol><li>Sign in to your verified account.</li><li>Complete the lessons in the app or on this page.</li><li>Receive your SOL reward within 24 hours.</li></ol><p>You never need to send crypto to receive a reward. Any "giveaway" asking you to send crypto first is a scam.</p>
<p class="terms">Terms: Available to identity-verified users aged 18+ in eligible countries while supplies last. Limit one reward per user per campaign. Reward amount shown in USD is paid in SOL at the rate at the time of payout. CoinHarbor may end the promotion at any time. Not available in the UK, Canada, Japan or Singapore. Crypto-assets are volatile; the value of your reward may go down. See <a href="/legal/promotions">full terms</a>.</p></div>`,
    }),
  });
})(),
];
