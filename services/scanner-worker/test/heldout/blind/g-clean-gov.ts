import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer, metrikaStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Thailand Post tracking on its own domain (fetches status JSON)
  {
    id: 'g-clean-th-thailandpost-track-status',
    label: 'clean',
    kind: 'courier-tracking',
    url: 'https://track.thailandpost.co.th/?trackNumber=EF582219037TH',
    body: doc({
      lang: 'th',
      title: 'ติดตามสถานะพัสดุ | ไปรษณีย์ไทย',
      css: `body{margin:0;font-family:Tahoma,sans-serif;background:#f7f7f7}.h{background:#fff;border-bottom:3px solid #e4032e;padding:12px 20px;display:flex;justify-content:space-between}.c{max-width:760px;margin:20px auto;background:#fff;padding:20px;border-radius:6px}.ev{border-left:3px solid #e4032e;padding:6px 12px;margin:8px 0}.ev small{color:#666}`,
      body: `<div class="h"><b style="color:#e4032e">ไปรษณีย์ไทย Thailand Post</b><span>TH | EN</span></div>
<div class="c"><form><input name="trackNumber" value="EF582219037TH" style="padding:8px;width:60%"> <button>ค้นหา</button></form><h3 id="tn">EF582219037TH</h3><div id="ev">กำลังโหลด…</div>
<p style="font-size:13px;background:#fff4f4;padding:10px;border-radius:6px">ไปรษณีย์ไทยไม่มีนโยบายส่ง SMS ให้ชำระค่าจัดส่งผ่านลิงก์ หรือโอนเงินเข้าบัญชีบุคคล หากได้รับข้อความลักษณะดังกล่าว กรุณาแจ้ง Call Center 1545</p></div>
<script>fetch('/api/track?b=EF582219037TH').then(function(r){return r.json()}).then(function(j){document.getElementById('ev').innerHTML=j.events.map(function(e){return '<div class="ev"><b>'+e.s+'</b><br><small>'+e.t+' · '+e.l+'</small></div>'}).join('')})</script>`,
    }),
    routes: {
      'track.thailandpost.co.th/api/track': jsonRoute({ events: [{ s: 'นำจ่ายสำเร็จ', t: '28/11/2568 14:22', l: 'ปณ.บางรัก' }, { s: 'ออกจากที่ทำการ/อยู่ระหว่างการนำจ่าย', t: '28/11/2568 08:10', l: 'ปณ.บางรัก' }, { s: 'รับฝาก', t: '26/11/2568 17:45', l: 'ปณ.เชียงใหม่' }] }),
    },
  },
  // Polish courier import duty payment on the courier's own domain
  {
    id: 'g-clean-pl-kurier-clo-oplata-wlasna-domena',
    label: 'clean',
    kind: 'customs-duty',
    url: 'https://www.dhl.com/pl-pl/home/sledzenie/oplaty-celne.html?tracking-id=1234567890',
    body: doc({
      lang: 'pl',
      title: 'Opłaty celne i podatkowe – zapłać online | DHL Polska',
      css: `body{margin:0;font-family:Delivery,Frutiger,Arial,sans-serif;color:#333}.h{background:#ffcc00;padding:12px 24px;font-weight:900;font-style:italic;color:#d40511;font-size:24px}.c{max-width:760px;margin:0 auto;padding:20px}table{width:100%;border-collapse:collapse}td{padding:8px;border-bottom:1px solid #eee}.p{background:#d40511;color:#fff;border:0;padding:12px 24px;font-weight:bold}`,
      body: `<div class="h">DHL</div><div class="c"><h1>Opłaty celne i podatkowe</h1><p>Przesyłka <b>1234567890</b> z Wielkiej Brytanii wymaga uiszczenia należności celno-podatkowych przed doręczeniem.</p>
<table><tr><td>Cło</td><td>0,00 zł</td></tr><tr><td>VAT importowy (23%)</td><td>58,42 zł</td></tr><tr><td>Opłata za obsługę celną DHL</td><td>24,60 zł</td></tr><tr><td><b>Razem</b></td><td><b>83,02 zł</b></td></tr></table>
<p>Możesz zapłacić kartą, BLIK lub szybkim przelewem na tej stronie, w aplikacji DHL lub gotówką kurierowi przy doręczeniu.</p><button class="p">Zapłać 83,02 zł</button>
<p style="font-size:13px;margin-top:20px"><b>Uważaj na oszustów:</b> DHL informuje o należnościach wyłącznie z domen dhl.com / dhl.pl. Nie prosimy o dopłaty typu „1,99 zł za ponowną dostawę” przez SMS.</p></div>`,
    }),
  },
  // UK Royal Mail "fee to pay" help page explaining legitimate fees and scam texts
  {
    id: 'g-clean-en-royalmail-fee-to-pay-help',
    label: 'clean',
    kind: 'customs-duty',
    url: 'https://www.royalmail.com/help/fee-to-pay-card-customs-charges',
    body: doc({
      lang: 'en-GB',
      title: 'Why do I have a fee to pay? | Royal Mail Group Ltd',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#333}.h{background:#da202a;color:#fff;padding:14px 24px;font-weight:bold}.c{max-width:800px;margin:0 auto;padding:20px}.box{background:#fff8e1;border-left:4px solid #fdda24;padding:12px}`,
      body: `<div class="h">Royal Mail</div><div class="c"><h1>Why do I have a fee to pay?</h1><p>If you received a grey “Fee to pay” card, the item may have had insufficient postage, or it came from outside the UK and import VAT, customs duty and a Royal Mail handling fee of £8 are due.</p><p>You can pay online using the 16-digit reference on your card at <b>royalmail.com/pay-a-fee</b>, or in person at your delivery office.</p>
<div class="box"><b>Scam warning</b><p>We’ll only ever ask you to pay a customs charge by text or email if it’s for an item that’s coming from overseas and we can’t deliver it without the charge being paid. We will never send a text with a link asking you to pay for redelivery. Texts like “Royal Mail: Your parcel has a £1.45 shipping fee, pay here…” are scams — report them by forwarding to 7726.</p></div>
<p><a href="/pay-a-fee">Pay a fee online</a> · <a href="/track-your-item">Track your item</a></p></div>`,
    }),
  },
  // Brazilian Central Bank "Valores a Receber" on its real domain
  {
    id: 'g-clean-br-bcb-valores-a-receber-oficial',
    label: 'clean',
    kind: 'gov-benefit',
    url: 'https://valoresareceber.bcb.gov.br/publico/',
    body: doc({
      lang: 'pt-BR',
      title: 'Sistema Valores a Receber - Banco Central do Brasil',
      css: `body{margin:0;font-family:Rawline,Arial,sans-serif;background:#fff;color:#333}.gov{background:#f8f8f8;padding:8px 20px;font-size:13px;border-bottom:1px solid #ddd}.hd{padding:16px 20px;color:#1351b4;font-size:22px;font-weight:bold}.c{max-width:820px;margin:0 auto;padding:20px}.a{background:#fff5c2;border-left:4px solid #ffcd07;padding:12px}.bt{background:#1351b4;color:#fff;border:0;padding:12px 26px;border-radius:20px;font-weight:bold}`,
      body: `<div class="gov">gov.br · Banco Central do Brasil</div><div class="hd">Valores a Receber</div>
<div class="c"><p>Consulte se você, sua empresa ou uma pessoa falecida tem dinheiro esquecido em bancos, consórcios ou outras instituições.</p><button class="bt">Consultar valores a receber</button>
<div class="a" style="margin-top:20px"><b>Atenção com golpes</b><ul><li>O único site para consultar valores a receber é <b>valoresareceber.bcb.gov.br</b>.</li><li>O BC e as instituições <b>não enviam links</b> nem entram em contato para tratar de valores a receber ou confirmar dados pessoais.</li><li>Ninguém pode cobrar taxa para liberar o resgate. O serviço é gratuito e o valor é transferido via PIX pela própria instituição.</li></ul></div>
<p style="font-size:13px">Para solicitar o valor, é necessário entrar com conta gov.br nível prata ou ouro.</p></div>`,
    }),
  },
  // Indian PM-KISAN beneficiary status page on the official domain
  {
    id: 'g-clean-in-pmkisan-beneficiary-status',
    label: 'clean',
    kind: 'gov-benefit',
    url: 'https://pmkisan.gov.in/BeneficiaryStatus_New.aspx',
    body: doc({
      lang: 'hi',
      title: 'PM-KISAN | Know Your Status | प्रधानमंत्री किसान सम्मान निधि',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f8f1}.h{background:#2e7d32;color:#fff;padding:12px 20px}.c{max-width:720px;margin:20px auto;background:#fff;padding:20px;border:1px solid #ddd}input{padding:8px;width:60%}.n{font-size:13px;background:#fffde7;padding:10px;border:1px solid #fff59d}`,
      body: `<div class="h"><b>प्रधानमंत्री किसान सम्मान निधि · PM-KISAN</b><br><small>Department of Agriculture &amp; Farmers Welfare, Government of India</small></div>
<div class="c"><h3>Know Your Status / अपनी स्थिति जानें</h3><form action="/BeneficiaryStatus_New.aspx" method="post"><label>Registration Number<br><input name="regno"></label><br><br><label>Enter Image Text<br><input name="captcha"></label><br><br><button>Get OTP</button></form>
<p class="n">PM-KISAN योजना के तहत किस्त सीधे आधार-लिंक्ड बैंक खाते में DBT से भेजी जाती है। किसी भी प्रकार का शुल्क, APK ऐप या व्हाट्सऐप लिंक से पंजीकरण नहीं होता। Helpline: 155261 / 011-24300606.</p></div>`,
    }),
  },
];

