import type { Entry } from '../entry.js';
import { bot, doc, fbq, gtag, htmlRoute, jsonRoute, jsRoute, logo, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-boc-online-banking-si',
    label: 'phishing',
    kind: 'bank-login',
    url: 'https://boc-lk-secure.online-banking-update.com/ib/login',
    body: doc({
      lang: 'si',
      title: 'ලංකා බැංකුව - අන්තර්ජාල බැංකුකරණය',
      c: '#ffc20e',
      css: `header.top{background:#231f20}.wrap{max-width:420px;margin:30px auto}`,
      body: `${top('Bank of Ceylon', ['Personal', 'Corporate'])}
<main><div class="wrap card"><h2>ඔබගේ ගිණුම තාවකාලිකව අත්හිටුවා ඇත</h2><p>ආරක්ෂක යාවත්කාලීන කිරීමක් සඳහා කරුණාකර ඔබගේ තොරතුරු තහවුරු කරන්න. (Your account is temporarily suspended. Please confirm your details.)</p>
<form method="post" action="/ib/auth"><label>පරිශීලක නාමය / Username</label><input name="u"><label>මුරපදය / Password</label><input name="p" type="password">
<label>ජාතික හැඳුනුම්පත් අංකය (NIC)</label><input name="nic"><label>ලියාපදිංචි ජංගම අංකය</label><input name="m">
<p><button class="btn" style="width:100%;color:#000">ඇතුල් වන්න</button></p></form><p class="muted">Bank of Ceylon — Bankers to the Nation</p></div></main>`,
    }),
    routes: { 'boc-lk-secure.online-banking-update.com/ib/auth': htmlRoute('<!doctype html><html lang="si"><meta charset="utf-8"><title>OTP</title><p>ඔබගේ දුරකථනයට ලැබුණු OTP අංකය ඇතුළත් කරන්න</p><input maxlength="6"><button>තහවුරු කරන්න</button></html>') },
  },
  {
    id: 'zn-scam-dialog-free-reload-si',
    label: 'scam',
    kind: 'telecom-bundle',
    url: 'https://dialog-rs2000-reload.click/si/',
    body: doc({
      lang: 'si',
      title: 'Dialog - රු. 2000 නොමිලේ රීලෝඩ්',
      c: '#b4004e',
      body: `<main><div class="card" style="text-align:center"><h1>Dialog අවුරුදු තෑග්ග 🎊</h1><h2>රු. 2,000 ක නොමිලේ රීලෝඩ් එකක්!</h2>
<p>සුභ අලුත් අවුරුද්දක් වේවා! ප්‍රශ්න 3 කට පිළිතුරු දී ඔබේ තෑග්ග ලබා ගන්න.</p>
<div id="q"><p>ඔබ Dialog පාරිභෝගිකයෙක්ද?</p><button class="btn" onclick="n()">ඔව්</button> <button class="btn alt" onclick="n()">නැත</button></div>
<div id="g" style="display:none"><p>සුභ පැතුම්! ඔබේ රීලෝඩ් එක සක්‍රිය කිරීමට මෙම පණිවිඩය WhatsApp කණ්ඩායම් 5 කට යවන්න.</p><a class="btn" href="whatsapp://send?text=Dialog%20Rs.2000%20free%20reload%20https%3A%2F%2Fdialog-rs2000-reload.click%2Fsi%2F">WhatsApp හරහා බෙදාගන්න</a>
<p>ඉන්පසු ඔබගේ අංකය සහ කාඩ්පත් විස්තර ඇතුළත් කර "සත්‍යාපන ගාස්තුව" රු. 50 ගෙවන්න.</p></div></div></main>
<script>function n(){q.style.display='none';g.style.display='block'}</script>`,
    }),
  },
  {
    id: 'zn-scam-stock-tips-whatsapp-group-hi',
    label: 'scam',
    kind: 'investment',
    url: 'https://sebi-registered-advisory.in.net/vip-group',
    body: doc({
      lang: 'hi',
      title: 'VIP Stock Market Group - 500% रिटर्न | Free Join',
      c: '#065f46',
      head: fbq('220019384756120'),
      body: `${top('Alpha Wealth Academy', ['IPO', 'Block Trades', 'Institutional Account'])}
<main><div class="card"><h1>रोज़ाना 3-5 स्टॉक टिप्स, 100% सटीक</h1><p>प्रोफेसर राजीव मेहता (पूर्व फंड मैनेजर) के साथ जुड़ें। हमारे <b>Institutional Trading Account</b> से IPO अलॉटमेंट और ब्लॉक ट्रेड में 30% डिस्काउंट पर शेयर खरीदें।</p>
<ul><li>पिछले महीने का रिटर्न: <b>+486%</b></li><li>SEBI पंजीकृत सलाहकार (INH000012345)</li><li>न्यूनतम निवेश ₹10,000</li></ul>
<p>ऐप डाउनलोड करें: <b>"AWA-Pro Institutional"</b> और हमारी सहायक प्रिया को UPI से फंड भेजें: <code>awainstitutional@ybl</code></p>
<a class="btn" href="https://chat.whatsapp.com/KxA9bQ2mP7T4zR1vE8dN3c">व्हाट्सएप ग्रुप जॉइन करें</a></div>
<div class="card"><h3>सदस्यों के अनुभव</h3><p>"मैंने ₹50,000 से ₹3.2 लाख बनाए 3 हफ़्तों में" — सुनील, पुणे</p><p>"Best group, sir is genius" — Kavita, Jaipur</p></div></main>
${bot(['Investment in securities market are subject to market risks. Guaranteed returns. (sic)'])}`,
    }),
  },
];
