import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-scam-pigbutcher-withdraw-tax',
    label: 'scam',
    kind: 'pig-butchering-dashboard',
    url: 'https://app.vtx-globalmarkets.com/assets/withdraw',
    body: doc('VTX Global Markets — Assets', `
<div style="background:#0f1420;color:#e6e8ee;min-height:100vh">
<header style="display:flex;justify-content:space-between;padding:14px 24px;border-bottom:1px solid #222a3a"><b>VTX<span style="color:#2ecc71">markets</span></b><span>UID 8830192 · VIP 3</span></header>
<div class="wrap" style="padding:30px 20px">
<div style="display:flex;gap:20px"><div style="flex:1;background:#161d2d;border-radius:12px;padding:20px"><div style="color:#8a93a6">Total assets (USDT)</div><div style="font-size:34px;font-weight:700">187,422.60</div><div style="color:#2ecc71">+ 12,884.10 today (AI quant contract)</div></div>
<div style="flex:1;background:#161d2d;border-radius:12px;padding:20px"><div style="color:#8a93a6">Principal</div><div style="font-size:24px">50,000.00</div><div style="color:#8a93a6">Profit 137,422.60</div></div></div>
<div style="margin-top:24px;background:#2a1d12;border:1px solid #e67e22;border-radius:12px;padding:20px">
<h3 style="color:#f39c12;margin-top:0">Withdrawal on hold — personal income tax required</h3>
<p>According to the cross-border capital regulation, a 20% income tax on profits (<b>27,484.52 USDT</b>) must be settled before the withdrawal can be released. The tax cannot be deducted from your balance. After payment, funds arrive within 2 hours.</p>
<p>Deposit address (TRC20): <code id="ad">TQ6x1hV3bD8kPz2mNwR9yF4sL7cA5eJ0uG</code> <button onclick="navigator.clipboard.writeText(document.getElementById('ad').textContent)">Copy</button></p>
<p style="color:#8a93a6;font-size:13px">Failure to pay within 72h will result in the account being frozen for anti-money-laundering review. Contact your account manager <b>Lily</b> on WhatsApp for assistance.</p></div>
<table style="width:100%;margin-top:24px;font-size:14px"><tr style="color:#8a93a6"><td>Time</td><td>Type</td><td>Amount</td><td>Status</td></tr><tr><td>2025-05-11</td><td>Withdraw</td><td>150,000</td><td style="color:#f39c12">Pending tax</td></tr><tr><td>2025-04-02</td><td>Deposit</td><td>30,000</td><td>Done</td></tr><tr><td>2025-03-20</td><td>Deposit</td><td>20,000</td><td>Done</td></tr></table>
</div></div>`),
  },
  {
    id: 'zw-scam-fake-exchange-pt-deposit',
    label: 'scam',
    kind: 'fake-exchange',
    url: 'https://bitnova-exchange.com/pt/',
    body: doc('BitNova — Corretora de Criptomoedas', `
<header style="background:#111;color:#fff;padding:16px 24px;display:flex;justify-content:space-between"><b>BitNova</b><span><a href="/pt/login">Entrar</a> · <a href="/pt/cadastro">Cadastrar</a></span></header>
<section style="padding:60px 24px;text-align:center;background:linear-gradient(135deg,#1a2a6c,#b21f1f);color:#fff"><h1>Ganhe até 3,5% ao dia com arbitragem automática</h1><p>Rendimento garantido · Saque via PIX em minutos · Regulamentada pela CVM</p>
<a href="/pt/cadastro" style="background:#fff;color:#b21f1f;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:700">Começar com R$ 200</a></section>
<div class="wrap" style="padding:30px 20px"><h2>Planos</h2><div style="display:flex;gap:16px">
<div style="flex:1;border:1px solid #ddd;padding:16px;border-radius:10px"><b>Bronze</b><p>R$ 200 – R$ 2.000<br>1,2% ao dia · 30 dias</p></div><div style="flex:1;border:1px solid #ddd;padding:16px;border-radius:10px"><b>Prata</b><p>R$ 2.000 – R$ 20.000<br>2,1% ao dia · 60 dias</p></div><div style="flex:1;border:1px solid #ddd;padding:16px;border-radius:10px"><b>Ouro</b><p>acima de R$ 20.000<br>3,5% ao dia · 90 dias</p></div></div>
<h3>Depoimentos</h3><p>"Investi R$ 5.000 e em dois meses saquei R$ 14.700!" — Carla M., Curitiba</p>
<p style="font-size:12px;color:#888">Bônus de indicação de 10% em 3 níveis. Para sacar, é necessário atingir o volume mínimo de operações e pagar a taxa de liberação.</p></div>`, { lang: 'pt-BR' }),
  },
  {
    id: 'zw-scam-recovery-service',
    label: 'scam',
    kind: 'recovery-scam',
    url: 'https://chainrecover-experts.com/',
    body: doc('ChainRecover Experts — Recover Stolen Crypto', `
<header style="background:#0a2540;color:#fff;padding:18px 24px"><b>ChainRecover Experts</b> <span style="float:right">24/7 Hotline: +1 (302) 555-0198</span></header>
<section class="wrap" style="padding:50px 20px"><h1>Lost crypto to a scam? We get it back.</h1>
<p>Our certified blockchain forensic investigators and ethical hackers have recovered over <b>$412 million</b> for 9,800+ victims of fake exchanges, romance scams and wallet drainers. 97% success rate. Licensed and insured.</p>
<ul><li>Trace funds across 40+ blockchains</li><li>Direct liaison with exchanges to freeze assets</li><li>Recovery in as little as 72 hours</li></ul>
<p>An upfront <b>case activation fee of 10%</b> of the lost amount is required to begin the trace, payable in BTC or USDT. No recovery, full refund.</p>
<form action="/case/new" method="post" style="max-width:480px;background:#f5f7fa;padding:20px;border-radius:10px"><input name="name" placeholder="Full name" style="width:100%;padding:10px;margin:4px 0"><input name="email" placeholder="Email" style="width:100%;padding:10px;margin:4px 0"><input name="amount" placeholder="Amount lost (USD)" style="width:100%;padding:10px;margin:4px 0"><input name="platform" placeholder="Platform / wallet address of the scammer" style="width:100%;padding:10px;margin:4px 0"><button style="padding:12px 24px;background:#00b894;color:#fff;border:0">Open my case</button></form>
<p style="font-size:13px;color:#777">Featured on Forbes, Bloomberg and CoinDesk. Working with the FBI IC3 and Europol.</p></section>`),
  },
  {
    id: 'zw-scam-giveaway-elon-double',
    label: 'scam',
    kind: 'giveaway-scam',
    url: 'https://tesla-btc-event.live/?s=2',
    body: doc('Tesla × SpaceX — 5,000 BTC Giveaway', `
<div style="background:#000;color:#fff;min-height:100vh;text-align:center;padding:30px 16px">
<h1>Elon Musk 5,000 BTC &amp; 100,000 ETH giveaway</h1>
<p>To celebrate Tesla accepting Bitcoin again, we are giving back to the community. Send any amount between <b>0.1 and 20 BTC</b> and receive <b>2×</b> back instantly.</p>
<div style="display:inline-block;background:#111;border:1px solid #333;border-radius:14px;padding:20px;text-align:left;max-width:520px">
<p>Example: send 0.5 BTC → get 1 BTC back.</p>
<p>BTC address: <code>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</code></p>
<p>ETH address: <code>0x9b1aC4e2F7d15aB3d9e0C8F5a2B6e1D7c3A4f9E0</code></p>
<p style="color:#2ecc71">● Live: <span id="rem">3,112.44</span> BTC remaining</p></div>
<div id="tx" style="max-width:520px;margin:20px auto;text-align:left;font-family:monospace;font-size:12px"></div></div>
<script>
setInterval(function(){var a=(Math.random()*5).toFixed(3);document.getElementById("tx").insertAdjacentHTML("afterbegin","<div>bc1q"+Math.random().toString(36).slice(2,10)+"… sent "+a+" BTC → received "+(a*2).toFixed(3)+" BTC ✔</div>")},1800);
</script>`),
  },
  {
    id: 'zw-scam-binance-anniversary-tr',
    label: 'scam',
    kind: 'giveaway-scam',
    url: 'https://binance-yildonumu.com/tr/etkinlik',
    body: doc('Binance 8. Yıl Dönümü — 10.000 BNB Dağıtım', `
<div style="background:#181a20;color:#eaecef;min-height:100vh;padding:40px 16px;text-align:center">
<b style="color:#f0b90b;font-size:26px">◆ BINANCE</b>
<h1>8. yıl dönümümüze özel 10.000 BNB dağıtıyoruz!</h1>
<p>Kampanyaya katılmak için aşağıdaki adrese 0,1 ile 50 BNB arasında gönderin; gönderdiğiniz miktarın 2 katı otomatik olarak iade edilir. Kampanya süresi sınırlıdır.</p>
<p>BNB (BEP20) adresi: <code>0x3fE1a9c28D7b0E4f5A6c1D2b8E9F0a7C3d4B5e61</code></p>
<p>Kalan: <b>4.271 BNB</b> · Bitişe <b>02:14:55</b></p>
<p style="font-size:13px;color:#848e9c">Changpeng Zhao ve Richard Teng tarafından onaylanmıştır.</p></div>`, { lang: 'tr' }),
  },
  {
    id: 'zw-scam-support-phone-coinbase',
    label: 'scam',
    kind: 'support-impersonation',
    url: 'https://coinbase-help-desk.support/',
    body: doc('Coinbase Support Number 24/7 | Call +1-855-212-4467', `
<header style="background:#0052ff;color:#fff;padding:16px 24px;font-weight:700">coinbase · Help Center</header>
<div class="wrap" style="padding:40px 20px">
<h1>Coinbase Customer Support — Talk to a live agent</h1>
<div style="background:#eef3ff;border-radius:12px;padding:24px;font-size:22px">📞 Call now: <b>+1-855-212-4467</b> (toll free, 24/7)</div>
<p>Account locked? Funds missing? Unauthorised transaction? 2FA not working? Our certified Coinbase specialists will fix it over the phone in minutes. Keep your recovery phrase and ID ready so the agent can verify your wallet.</p>
<h3>Common issues we solve</h3><ul><li>Coinbase account restricted or on hold</li><li>Pending or failed withdrawals</li><li>Coinbase Wallet recovery without phrase</li><li>Remote access setup to secure your device (AnyDesk)</li></ul>
<p style="font-size:12px;color:#888">Coinbase is a registered trademark. Call center operated by an independent service provider.</p></div>`),
  },
  {
    id: 'zw-scam-ai-trading-bot-ru',
    label: 'scam',
    kind: 'investment-scam',
    url: 'https://quantum-ai-invest.ru/start',
    body: doc('Quantum AI — Зарабатывайте от 150 000 ₽ в неделю', `
<div style="background:linear-gradient(#001f3f,#003366);color:#fff;padding:50px 20px;text-align:center">
<h1>Новый проект Грефа и Тинькова: ИИ торгует криптой за вас</h1>
<p>Платформа Quantum AI приносит пользователям в среднем 8–12% в день. Минимальный депозит 25 000 ₽. Количество мест ограничено — осталось <b>17</b>.</p></div>
<div style="max-width:420px;margin:-30px auto 0;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 30px rgba(0,0,0,.15)">
<form action="/lead.php" method="post"><input name="fname" placeholder="Имя" style="width:100%;padding:12px;margin:5px 0"><input name="lname" placeholder="Фамилия" style="width:100%;padding:12px;margin:5px 0"><input name="email" placeholder="Email" style="width:100%;padding:12px;margin:5px 0"><input name="phone" placeholder="+7 (___) ___-__-__" style="width:100%;padding:12px;margin:5px 0"><button style="width:100%;padding:14px;background:#27ae60;color:#fff;border:0;font-size:16px">Начать зарабатывать</button></form>
<p style="font-size:11px;color:#999">Менеджер свяжется с вами в течение 15 минут.</p></div>`, { lang: 'ru' }),
  },
  {
    id: 'zw-scam-sextortion-btc',
    label: 'scam',
    kind: 'extortion-scam',
    url: 'https://secure-message-viewer.net/m/7f3a2c',
    body: doc('Private message', `
<div style="max-width:640px;margin:40px auto;font-family:Georgia,serif;font-size:16px;line-height:1.7">
<p>Hello,</p><p>I have had access to your device for several months through a trojan installed when you visited an adult website. I recorded you through your webcam and have a copy of your contacts and messages.</p>
<p>Transfer <b>$1,450</b> in Bitcoin to this address within 48 hours: <code style="background:#eee;padding:2px 6px">bc1q9h7garjdrqv2w9zmsy7e2s4yfmvl0kfwj7h3yd</code></p>
<p>A pixel in this message tells me you have read it. The timer has started: <b id="t">47:59:59</b>. If I do not receive payment, the video will be sent to all of your contacts.</p>
<p>Do not reply to this message and do not contact the police.</p></div>
<script>var s=172799;setInterval(function(){s--;document.getElementById("t").textContent=Math.floor(s/3600)+":"+String(Math.floor(s%3600/60)).padStart(2,"0")+":"+String(s%60).padStart(2,"0")},1000)</script>`),
  },
];
