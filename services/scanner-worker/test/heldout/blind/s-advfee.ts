import { type Entry, htmlRoute } from '../entry.js';
import { doc, imgs, tracker, gif } from '../parts/s-kit.js';

/** Author s: advfee (blind split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'portal.lloydsfidelity-trustbank.com';
  return E({
    id: 's-advfee-inheritance-next-of-kin',
    label: 'scam',
    kind: 'advance-fee',
    url: `https://${h}/beneficiary/account.aspx?ref=LFT-INH-00871`,
    body: doc({
      lang: 'en-GB',
      title: 'Beneficiary Account – Lloyds Fidelity Trust Bank Plc',
      css: `body{font-family:Tahoma,Arial;margin:0;background:#eef2ee;font-size:14px}.h{background:#006a4d;color:#fff;padding:12px 24px}.bar{background:#004d38;color:#cfe;padding:6px 24px;font-size:12px}.w{max-width:800px;margin:20px auto;background:#fff;padding:20px;border:1px solid #cdd}table{width:100%;border-collapse:collapse}td{padding:7px;border:1px solid #e3e3e3}.st{color:#c00;font-weight:bold}.b{background:#006a4d;color:#fff;padding:8px 16px;border:0}`,
      body: `<div class="h"><b>LLOYDS FIDELITY TRUST BANK PLC</b> · Private Banking &amp; Estate Services</div><div class="bar">Welcome, Beneficiary · Last login: <span id="ll"></span> · <a href="#" style="color:#cfe">Log out</a></div>
<div class="w"><h3>Estate Account Summary</h3>
<table><tr><td>Account name</td><td>Estate of Late Engr. Robert A. Whitfield (Deceased)</td></tr><tr><td>Beneficiary (Next of Kin)</td><td id="bn">Approved Beneficiary</td></tr><tr><td>Account number</td><td>0044 8820 1193 7</td></tr><tr><td>Available balance</td><td><b>£ 8,750,000.00</b></td></tr><tr><td>Transfer status</td><td class="st">ON HOLD – Awaiting Anti-Terrorism &amp; Money Laundering (ATML) Clearance Certificate</td></tr></table>
<p>Dear Beneficiary,</p><p>Following the approval of the High Court probate and the Letter of Administration issued in your favour, the above funds are ready for transfer to your nominated account. However, as required by the Financial Conduct Authority, an <b>ATML Clearance Certificate</b> must be obtained before an international transfer of this magnitude can be effected.</p>
<p>The certificate fee of <b>£ 4,850.00</b> cannot be deducted from the estate funds. Kindly remit this fee to our certified clearance agent and upload the payment slip. Upon confirmation your funds will be credited within 48 banking hours.</p>
<p>Agent: <b>Barrister James Okafor &amp; Co.</b> · Bank transfer details are available from your account officer Mr. Edward Collins (e.collins.lft@outlook.com).</p>
<button class="b">Upload payment slip</button> <button class="b">Request transfer</button>
<p style="font-size:11px;color:#888;margin-top:20px">Lloyds Fidelity Trust Bank Plc. Registered in England &amp; Wales. Authorised by the Prudential Regulation Authority.</p></div>
<script>var d=new Date(Date.now()-86400000*2);document.getElementById('ll').textContent=d.toUTCString();document.getElementById('bn').textContent=(new URLSearchParams(location.search).get('name')||'Approved Beneficiary');</script>`,
    }),
  });
})(),

(() => {
  const h = 'turkcell-puan-hediye.com.tr.co';
  return E({
    id: 's-prize-telco-points-tr',
    label: 'scam',
    kind: 'prize-draw',
    url: `https://${h}/kampanya`,
    body: doc({
      lang: 'tr',
      title: 'Hediye Puanlarınız Sona Eriyor – Hemen Kullanın',
      css: `body{margin:0;font-family:Arial;background:#f3f6fb}.h{background:#1a2b6d;color:#ffc900;padding:14px 18px;font-weight:bold}.c{max-width:480px;margin:16px auto;background:#fff;padding:18px;border-radius:10px}.p{font-size:40px;color:#1a2b6d;font-weight:bold;text-align:center}.gift{display:flex;gap:10px;border:1px solid #e2e6ef;border-radius:8px;padding:10px;margin:8px 0}.gift img{width:64px;height:64px;background:#eef}.gift button{margin-left:auto;background:#ffc900;border:0;border-radius:6px;padding:8px 12px}.t{color:#d32f2f;font-weight:bold}`,
      body: `<div class="h">Puan Hediye Merkezi</div>
<div class="c"><p>Sayın abonemiz, hattınıza tanımlı <b>hediye puanlarınızın</b> süresi bugün doluyor.</p><div class="p">4.750 Puan</div><p style="text-align:center">Kalan süre: <span class="t" id="t">02:59</span></p>
<p>Puanlarınızı aşağıdaki ürünlerden birine dönüştürün. Sadece <b>kargo ücreti 29,90 TL</b> ödenir.</p>
<div class="gift"><img src="/urun/iphone.png" alt=""><div><b>iPhone 15 128GB</b><br><s>52.999 TL</s> · 4.750 Puan</div><button>Seç</button></div>
<div class="gift"><img src="/urun/airfryer.png" alt=""><div><b>Philips Airfryer XXL</b><br><s>8.499 TL</s> · 3.200 Puan</div><button>Seç</button></div>
<div class="gift"><img src="/urun/robot.png" alt=""><div><b>Robot Süpürge S8</b><br><s>14.999 TL</s> · 4.100 Puan</div><button>Seç</button></div>
<p style="font-size:11px;color:#999">Kampanya stoklarla sınırlıdır. Ödeme kredi kartı ile yapılır.</p></div>
<script>var s=179;setInterval(function(){if(s>0)s--;document.getElementById('t').textContent='0'+Math.floor(s/60)+':'+(s%60<10?'0':'')+s%60;},1000);document.querySelectorAll('.gift button').forEach(function(b){b.onclick=function(){location.href='/kampanya/odeme?u='+encodeURIComponent(b.parentNode.querySelector('b').textContent);}});</script>`,
    }),
    routes: {
      ...imgs(h, ['iphone.png', 'airfryer.png', 'robot.png'], 'urun'),
      [`${h}/kampanya/odeme`]: htmlRoute(doc({ lang: 'tr', title: 'Kargo Ödemesi 29,90 TL', css: 'body{font-family:Arial;max-width:420px;margin:20px auto}input{display:block;width:100%;padding:9px;margin:5px 0 12px}', body: `<h3>Kargo ücreti: 29,90 TL</h3><input placeholder="Ad Soyad"><input placeholder="Adres"><input placeholder="Kart Numarası"><input placeholder="Son Kullanma (AA/YY)"><input placeholder="CVV"><button>Öde ve Hediyemi Gönder</button>` })),
    },
  });
})(),

(() => {
  const h = 'securemsg-notice.xyz';
  return E({
    id: 's-sextortion-btc-note',
    label: 'scam',
    kind: 'sextortion',
    url: `https://${h}/m/8f3a21c9`,
    body: doc({
      title: 'Private message',
      css: `body{background:#111;color:#ddd;font-family:"Courier New",monospace;margin:0}.m{max-width:680px;margin:40px auto;padding:20px;border:1px solid #333;line-height:1.6}.a{background:#222;padding:10px;color:#ffcc00;word-break:break-all}.t{color:#ff4444;font-size:20px}`,
      body: `<div class="m"><p>Hello,</p>
<p>I'll get straight to the point. I hacked your device several months ago through a malicious link and I have full access to your camera, microphone, contacts and browsing history.</p>
<p>I know about the adult websites you visit. I recorded a split-screen video: on one side the video you were watching, on the other side you, through your webcam. I also have the list of all your contacts, family, colleagues.</p>
<p>If you want me to delete everything, send <b>$1,450 in Bitcoin</b> to the address below. If you don't know how to buy Bitcoin, search "how to buy bitcoin" on Google.</p>
<div class="a">BTC: 1KpQ4r7Vb2sXm9Dn3wF8hYtL6cZuA5eNgJ</div>
<p>You have <span class="t" id="c">48:00:00</span> from the moment you opened this page. I get a notification when you open it. If I don't receive the payment, the video will be sent to all your contacts and posted online.</p>
<p>Don't reply, this address is not monitored. Don't go to the police, I will know. Once the payment is received everything will be deleted and you will never hear from me again.</p></div>
<script>var e=Date.now()+48*3600000;setInterval(function(){var s=Math.floor((e-Date.now())/1000),h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('c').textContent=h+':'+(m<10?'0':'')+m+':'+(x<10?'0':'')+x;},1000);new Image().src='/m/8f3a21c9/opened.gif?t='+Date.now();</script>`,
    }),
    routes: { [`${h}/m/8f3a21c9/opened.gif`]: gif() },
  });
})(),

(() => {
  const h = 'usarmy-leave-request.support';
  return E({
    id: 's-romance-leave-payment',
    label: 'scam',
    kind: 'romance-payment',
    url: `https://${h}/leave/application?soldier=SGT-M-ANDERSON`,
    body: doc({
      title: 'Military Leave Application Portal – Family Request Form',
      css: `body{font-family:Arial;margin:0;background:#e8e6dc}.h{background:#2f3b1f;color:#f5d77a;padding:14px 26px}.w{max-width:760px;margin:20px auto;background:#fff;padding:26px;border:1px solid #c8c3b0}table td{padding:6px 12px}.fee{border:2px solid #2f3b1f;padding:14px;background:#f7f5ec}.photo{width:110px;height:130px;background:#ccc;float:right}`,
      body: `<div class="h"><b>★ Military Family Liaison Office ★</b> · Leave &amp; Vacation Request Processing</div>
<div class="w"><img class="photo" src="/files/soldier.png" alt=""><h2>Leave Application – Status: Awaiting Sponsor Payment</h2>
<table><tr><td>Service member</td><td><b>Sgt. Michael Anderson</b></td></tr><tr><td>Unit</td><td>UN Peacekeeping Mission, Syria (classified base)</td></tr><tr><td>Requested leave</td><td>30 days + discharge eligibility review</td></tr><tr><td>Sponsor / loved one</td><td>Girlfriend (as registered by service member)</td></tr></table>
<p>Your loved one has submitted a request for vacation leave and has named you as his sponsor. Because he is deployed in a restricted zone, he is unable to access his personal bank account. Under military regulations, the <b>leave processing fee and secure flight booking</b> must be paid by the family member or partner.</p>
<div class="fee"><p>Leave processing fee: $2,850.00<br>Secure flight &amp; escort: $1,400.00<br><b>Total: $4,250.00</b></p><p>Payment accepted by Apple gift cards, Steam cards or Bitcoin only (for security reasons, bank transfers to the base are not possible). Send the card codes to the liaison officer, Captain Sarah Brooks, at <b>liaison.officer.brooks@usarmy-leave-request.support</b>.</p></div>
<p>Once payment is verified, Sgt. Anderson will be flown home within 72 hours. All funds will be refunded to you by the Department at the end of the leave.</p>
<p style="font-size:11px;color:#777">This portal is for authorised family members only. Do not share this link.</p></div>`,
    }),
    routes: imgs(h, ['soldier.png'], 'files'),
  });
})(),

(() => {
  const h = 'turkiye-earthquake-reliefnow.org';
  const t = tracker(h, 'pixel', '300218876654001');
  return E({
    id: 's-charity-fake-earthquake-appeal',
    label: 'scam',
    kind: 'fake-charity',
    url: `https://${h}/donate`,
    body: doc({
      title: 'URGENT: Help Earthquake Survivors Now – Relief Now Foundation',
      head: t.snippet,
      css: `body{font-family:Arial;margin:0}.hero{background:#333;color:#fff;padding:40px 30px}.hero h1{font-size:38px}.w{max-width:860px;margin:auto;padding:20px}.amt button{padding:14px 22px;margin:4px;border:2px solid #d32f2f;background:#fff;font-size:18px}.wal{background:#f5f5f5;padding:12px;font-family:monospace;word-break:break-all;margin:6px 0}.pr{height:18px;background:#eee}.pr div{height:18px;width:34%;background:#d32f2f}`,
      body: `<div class="hero"><h1>Children are sleeping in the freezing cold. Every minute counts.</h1><p>A 7.4 magnitude earthquake has left more than 200,000 people homeless. Your donation provides tents, blankets and hot meals TONIGHT.</p></div>
<div class="w"><img src="/img/rubble.png" width="820" height="300" alt=""><p>Raised: <b>$184,220</b> of $500,000 goal</p><div class="pr"><div></div></div>
<h2>Donate now</h2><div class="amt"><button>$25</button><button>$50</button><button>$100</button><button>$250</button></div>
<p>Because banks in the region are closed, we are accepting donations directly in cryptocurrency so that 100% of your gift reaches families on the ground immediately:</p>
<div class="wal">BTC: bc1q4u8m2z0xkd7y9nvr3e5atwl6cgq8hs2jfp7n0k</div><div class="wal">ETH / USDT (ERC20): 0xB3d81F0c4aE925Cd0E6f47a21f9C8D53eA0a7c19</div><div class="wal">USDT (TRC20): TKn2cL8yB4qWm7Vd1eFz6GhJ3aRpX9sTuQ</div>
<p>You can also send a PayPal Friends &amp; Family payment to <b>reliefnow.donations@gmail.com</b>.</p>
<p style="font-size:12px;color:#666">Relief Now Foundation is a grassroots volunteer initiative. Donations are not tax-deductible.</p></div>`,
    }),
    routes: { ...t.routes, ...imgs(h, ['rubble.png']) },
  });
})(),

(() => {
  const h = 'orfanotrofio-speranza-onlus.it.org';
  return E({
    id: 's-charity-fake-orphans-it',
    label: 'scam',
    kind: 'fake-charity',
    url: `https://${h}/dona-ora`,
    body: doc({
      lang: 'it',
      title: 'Dona ora – Orfanotrofio Speranza Onlus | Adotta un bambino a distanza',
      css: `body{font-family:Georgia,serif;margin:0;background:#fffaf3;color:#333}.h{background:#ff8f00;color:#fff;padding:16px 30px}.w{max-width:800px;margin:auto;padding:24px}.foto{width:100%;height:260px;background:#e0d6c5}.iban{background:#fff;border:1px dashed #ff8f00;padding:14px}.q{display:flex;gap:8px}.q div{flex:1;background:#fff;border:1px solid #eee;padding:10px;text-align:center}`,
      body: `<div class="h"><b>Orfanotrofio Speranza Onlus</b> — per i bambini di strada dell'Africa orientale</div>
<div class="w"><img class="foto" src="/foto/bambini.png" alt=""><h1>Con 1 € al giorno cambi una vita</h1><p>Amina ha 6 anni. Ha perso entrambi i genitori e vive con i suoi fratellini in una baracca a Nairobi. Con la tua donazione le garantisci cibo, cure mediche e la scuola.</p>
<div class="q"><div>30 €<br><small>un mese di pasti</small></div><div>60 €<br><small>vaccini e medicine</small></div><div>150 €<br><small>un anno di scuola</small></div></div>
<h3>Come donare</h3><div class="iban">Bonifico bancario intestato a: <b>Speranza Foundation Ltd</b><br>IBAN: <b>GB33 CLRB 0400 5021 4488 10</b><br>Causale: donazione liberale<br><br>Oppure ricarica PostePay n. 5333 1710 4482 9917 intestata al nostro coordinatore Pastor John Mwangi</div>
<p>Dopo la donazione scrivici su WhatsApp (+254 712 550 019) e riceverai la foto e la lettera del bambino che hai aiutato.</p>
<p style="font-size:11px;color:#888">Orfanotrofio Speranza Onlus · Le donazioni sono deducibili ai sensi di legge · CF 97xxxxxxx</p></div>`,
    }),
    routes: imgs(h, ['bambini.png'], 'foto'),
  });
})(),
];
