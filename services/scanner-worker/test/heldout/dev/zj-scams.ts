import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-scam-exchange-withdrawal-tax',
    label: 'scam',
    kind: 'fake-exchange',
    url: 'https://app.bitvexa-global.com/assets/withdraw',
    body: Z.doc({
      title: 'BitVexa | Withdraw',
      style: Z.DARK + 'body{background:#0e1116}',
      body: `${Z.top('BitVexa', ['Markets', 'Trade', 'AI Quant', 'Assets'], '<span class="pill">VIP 3</span>')}
  <main><div class="card" style="max-width:640px"><h3>Total assets</h3><p style="font-size:32px;margin:0"><b>248,913.52 USDT</b></p><p style="color:#2ebd85">Today's AI quant profit +4,812.30 USDT (+1.97%)</p>
  <h3>Withdraw USDT (TRC20)</h3><input value="248913.52"><div class="warn" style="background:#3a1d1d;border-color:#f6465d;color:#ffd5d5;padding:12px;border-radius:8px;margin-top:14px">
  Your withdrawal is on hold. According to the international anti-money-laundering policy, accounts with profits above 100,000 USDT must pay a <b>personal income tax of 15% (37,337.03 USDT)</b> before funds can be released. The tax cannot be deducted from your balance.</div>
  <p>Deposit tax to your dedicated address:</p><pre style="background:#141824;padding:12px">TJ8xP3wYvKq5Nn2sRk7Hc1LmD9aQe4FbUz</pre><button class="btn" style="width:100%">I have paid — notify customer service</button>
  <p class="muted">After tax payment your withdrawal will arrive within 2 hours. Overdue tax incurs 0.5% daily late fee.</p></div></main>
  <footer>BitVexa Global Ltd · MSB licensed · Online service 24/7</footer>`,
    }),
  },
  {
    id: 'zj-scam-pig-butchering-mentor',
    label: 'scam',
    kind: 'pig-butchering',
    url: 'https://annas-crypto-circle.com/join',
    body: Z.doc({
      title: 'Anna\'s Wealth Circle — Learn to trade with a professional',
      style: Z.LIGHT + '.hero{background:linear-gradient(#fff6f0,#fff);padding:50px 32px}',
      head: Z.pixel('893201774512'),
      body: `<section class="hero"><main><img src="/anna.png" width="90" style="border-radius:50%"><h1>Hi, I'm Anna 👋</h1><p>Former analyst at a Hong Kong investment bank. For the past 3 years I have been helping friends earn a stable <b>8–15% per week</b> with a short-term contract strategy taught to me by my uncle, a senior trader.</p>
  <p>I only take 30 new students per month. It's free — I just ask that when you earn, you share your success story.</p>
  <p><a class="btn" href="https://wa.me/15075550142?text=Hi%20Anna%2C%20I%20want%20to%20join">💬 Chat with me on WhatsApp</a></p></main></section>
  <main><h2>Student results</h2><p>“Started with $3,000, now $41,200 after 2 months. Thank you teacher Anna!” — Michael, Texas</p><p>“I withdrew $15k last week for my daughter's tuition 🙏” — Linda, Ontario</p>
  <h2>How it works</h2><ol><li>Add me on WhatsApp</li><li>Open an account on our partner platform <b>ZTB-Global</b></li><li>Follow my daily signals in our VIP group</li></ol>
  <p style="font-size:12px;color:#888">Investing involves risk. Past results are not a guarantee.</p></main>`,
    }),
    routes: { 'annas-crypto-circle.com/anna.png': Z.img(230, 200, 180) },
  },
  {
    id: 'zj-scam-recovery-service-chargeback',
    label: 'scam',
    kind: 'recovery-scam',
    url: 'https://cryptotrace-recovery.com/',
    body: Z.doc({
      title: 'CryptoTrace Recovery — Get your stolen crypto back',
      desc: 'Lost funds to a crypto scam? Our certified blockchain forensic experts recover stolen Bitcoin, USDT and ETH.',
      body: `${Z.top('🔍 CryptoTrace', ['Services', 'Success stories', 'Process', 'Contact'])}
  <main><h1>Scammed? We recover your crypto.</h1><p>Our licensed team of ex-FBI and Interpol blockchain investigators has recovered over <b>$212 million</b> for 9,400+ victims of investment scams, fake exchanges and romance fraud.</p>
  <ul><li>✔ Free case evaluation within 24 hours</li><li>✔ 97% success rate</li><li>✔ Work with law enforcement in 40 countries</li></ul>
  <h2>Submit your case</h2><form method="post" action="/case"><label>Full name</label><input name="n"><label>Email</label><input name="e"><label>Amount lost (USD)</label><input name="a"><label>Scam platform / wallet addresses</label><input name="w"><label>Describe what happened</label><textarea name="d" rows="4" style="width:100%"></textarea><button class="btn" style="margin-top:12px">Get free consultation</button></form>
  <p class="note">A one-time forensic tracing fee of 10% applies once your case is accepted. Payment in USDT or BTC.</p></main>
  ${Z.foot('CryptoTrace Recovery LLC', { Company: ['About', 'Licenses', 'Press'] }, 'Registered with the Financial Crimes Enforcement Network.')}`,
    }),
    routes: { 'cryptotrace-recovery.com/case': htmlRoute('<p>Your case #CT-88102 has been received. An agent will contact you on WhatsApp.</p>') },
  },
  {
    id: 'zj-scam-giveaway-musk-double',
    label: 'scam',
    kind: 'giveaway',
    url: 'https://tesla-event2026.live/',
    body: Z.doc({
      title: 'Tesla x SpaceX — 5,000 BTC Giveaway LIVE',
      style: Z.DARK + 'body{background:#000}.addr{background:#111;padding:14px;border-radius:8px;font-family:monospace;word-break:break-all}',
      body: `<main style="text-align:center"><h1>🚀 ELON MUSK 5,000 BTC &amp; 100,000 ETH GIVEAWAY</h1><p>To celebrate Starship's successful Mars orbit, I'm giving back to the crypto community. Send from 0.1 to 20 BTC (or 1 to 500 ETH) and I will immediately send back <b>double</b>.</p>
  <div style="display:flex;gap:20px;justify-content:center;flex-wrap:wrap"><div class="card"><h3>BTC</h3><div class="addr">bc1q4c8n5t00jmj8temxdgcc3t32nkg2wjwz24lywv</div><p class="muted">Send 0.1 BTC → receive 0.2 BTC</p></div>
  <div class="card"><h3>ETH</h3><div class="addr">0x7a9C3e1b2D4f56E8c0A1b3D5e7F9a2C4e6B8d0F1</div><p class="muted">Send 1 ETH → receive 2 ETH</p></div></div>
  <h3>Live transactions</h3><table style="margin:auto" id="tx"></table><p class="muted">Remaining: <b id="rem">2,148.36 BTC</b></p></main>
  <script>var t=document.getElementById('tx');function row(){var a=(Math.random()*3).toFixed(2);t.insertAdjacentHTML('afterbegin','<tr><td>bc1q…'+Math.random().toString(36).slice(2,6)+'</td><td>+'+a+' BTC</td><td style="color:#2ebd85">sent '+(a*2).toFixed(2)+' BTC ✔</td></tr>');if(t.rows.length>8)t.deleteRow(8)}setInterval(row,2500);row();</script>`,
    }),
  },
  {
    id: 'zj-scam-giveaway-binance-anniversary',
    label: 'scam',
    kind: 'giveaway',
    url: 'https://binance-anniversary.events/gift',
    body: Z.doc({
      title: 'Binance 9th Anniversary — Crypto Gift Event',
      style: Z.LIGHT + 'body{background:#181a20;color:#eaecef}main{background:#1e2329;border-radius:16px}.btn{background:#fcd535;color:#000}',
      body: `<main style="margin-top:40px;text-align:center"><h1>🎁 Binance 9th Anniversary</h1><p>CZ and the Binance team thank our 250 million users with a <b>100,000 BNB</b> giveaway. Participate by sending any amount of BNB between 0.5 and 50 to the event wallet; the event contract returns 2× to the sending address.</p>
  <pre style="background:#0b0e11;color:#fcd535;padding:16px">bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2</pre><pre style="background:#0b0e11;color:#fcd535;padding:16px">0x5B38Da6a701c568545dCfcB03FcB875f56beddC4 (BEP20)</pre>
  <p>⏰ Event ends in <b>03:12:44</b></p><p style="font-size:12px;color:#848e9c">Only transfers from personal wallets are eligible. Transfers from exchanges will not be returned.</p></main>`,
    }),
  },
  {
    id: 'zj-scam-tr-sinyal-grubu',
    label: 'scam',
    kind: 'pig-butchering',
    url: 'https://kripto-sinyal-vip.com/',
    body: Z.doc({
      lang: 'tr',
      title: 'VIP Kripto Sinyal — Günde %20 kazanç',
      body: `<main><h1>Profesyonel trader ekibimize katılın</h1><p>Binance vadeli işlemlerde %98 isabetli sinyaller. Üyelerimiz ayda ortalama <b>%300</b> kazanıyor. Sadece bu hafta ücretsiz katılım!</p>
  <p>Bize WhatsApp'tan yazın, size özel hesap yöneticiniz <b>Elif Hanım</b> sizinle ilgilenecek. Kendi platformumuz <b>TR-Quant Borsası</b>nda hesap açarak ilk yatırımınıza %50 bonus kazanın.</p>
  <p><a class="btn" href="https://wa.me/905325550188">WhatsApp'a katıl</a> <a class="btn alt" href="https://t.me/vip_sinyal_tr">Telegram</a></p>
  <h3>Üye yorumları</h3><p>"5.000 TL ile başladım, 2 ayda 85.000 TL oldu" — Murat, İzmir</p><p style="font-size:12px;color:#888">Yatırım tavsiyesi değildir.</p></main>`,
    }),
  },
  {
    id: 'zj-scam-pt-corretora-taxa-saque',
    label: 'scam',
    kind: 'fake-exchange',
    url: 'https://trade.xpcoin-br.com/carteira/saque',
    body: Z.doc({
      lang: 'pt-BR',
      title: 'XPCoin | Saque',
      style: Z.DARK,
      body: `${Z.top('XPCoin', ['Mercados', 'Robô IA', 'Carteira'])}
  <div class="card" style="max-width:560px"><h3>Saldo disponível</h3><p style="font-size:30px"><b>R$ 187.412,09</b></p><p style="color:#2ebd85">Lucro do robô IA hoje: +R$ 6.211,70</p>
  <h4>Solicitar saque via PIX</h4><input placeholder="Chave PIX"><p style="background:#3a2a10;padding:12px;border-radius:8px">⚠️ Para liberar o saque é necessário pagar a <b>taxa de liberação do Banco Central (IOF cripto) de 12%: R$ 22.489,45</b>. O valor não pode ser descontado do saldo. Pague via PIX para a chave do departamento financeiro abaixo.</p>
  <pre>financeiro.xpcoin@pix-pagamentos.com</pre><button class="btn" style="width:100%">Já paguei</button><p class="muted">Dúvidas? Fale com seu gerente de conta no WhatsApp.</p></div>`,
    }),
  },
  {
    id: 'zj-scam-ko-coin-rebalancing',
    label: 'scam',
    kind: 'fake-trading-app',
    url: 'https://hana-coin-invest.kr/vip',
    body: Z.doc({
      lang: 'ko',
      title: '하나코인 리딩방 | 원금 보장 코인 투자',
      body: `<main><h1>월 수익률 40% 원금 보장</h1><p>전직 증권사 애널리스트가 직접 운영하는 VIP 리딩방입니다. 상장 예정 코인 정보를 미리 받아 최소 3배 수익을 보장합니다. 손실 시 100% 환불.</p>
  <p>전용 거래소 <b>HN-EX</b> 가입 후 USDT 입금 시 첫 입금 30% 보너스 지급.</p><p><a class="btn" href="https://open.kakao.com/o/sHn7Vip">카카오톡 오픈채팅 참여</a></p>
  <h3>회원 후기</h3><p>"300만원으로 시작해서 한 달 만에 1,200만원 됐어요" — 김○○님</p><p style="font-size:12px;color:#888">본 서비스는 투자자문업 등록업체입니다.</p></main>`,
    }),
  },
];
