import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-techsupport-defender-locker',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://win-defender-alert-7741.azurewebsites-security.com/?phone=18883920177',
  body: doc({
    title: 'Windows Defender - Security Warning',
    css: `body{margin:0;background:#0078d7;font-family:"Segoe UI",sans-serif;color:#fff;overflow:hidden}.w{position:fixed;top:14%;left:50%;transform:translateX(-50%);width:620px;background:#fff;color:#000;box-shadow:0 0 40px #000}
.t{background:#c50f1f;color:#fff;padding:10px 16px;font-weight:600}.b{padding:18px}.ph{font-size:26px;color:#c50f1f;font-weight:700}`,
    body: `<div style="padding:20px 30px;font-size:14px">Windows Defender Security Center</div>
<div class="w"><div class="t">⚠ Windows Defender - Security Warning</div><div class="b"><p><b>** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS **</b></p>
<p>Your computer has alerted us that it has been infected with a Trojan Spyware. The following data has been compromised: email credentials, banking passwords, Facebook login, pictures &amp; documents.</p>
<p>Windows Defender Scan has found potentially unwanted Adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
<p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
<p>Call Microsoft Support: <span class="ph">+1 (888) 392-0177</span> (Toll Free)</p><button onclick="fs()">Deny</button> <button onclick="fs()">Allow</button></div></div>
<audio id="a" src="/alert.wav" autoplay loop></audio>
<script>
function fs(){var e=document.documentElement;(e.requestFullscreen||e.webkitRequestFullscreen).call(e);try{navigator.keyboard.lock()}catch(x){}document.getElementById('a').play()}
document.addEventListener('click',fs);window.onbeforeunload=function(){return 'Your computer is at risk!'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){alert('Windows Security Alert! Call +1 (888) 392-0177 immediately.')},20000);
</script>`,
  }),
  routes: { 'win-defender-alert-7741.azurewebsites-security.com/alert.wav': fileRoute(beepWav(2, 960), 'audio/wav') },
},
{
  id: 'zf-scam-advance-fee-inheritance',
  label: 'scam',
  kind: 'advance-fee',
  url: 'https://int-escrow-release-dept.org/beneficiary/claim.html',
  body: doc({
    title: 'International Escrow Release Department - Beneficiary Claim',
    body: `<header><b>IERD · International Escrow Release Department</b><nav><a href="#">Home</a><a href="#">About</a><a href="#">Claims</a><a href="#">Contact</a></nav></header><main>
<h2>Beneficiary Fund Release — Ref: IERD/UK/0447/25</h2><p>Dear Beneficiary,</p><p>We wish to inform you that the sum of <b>US$ 4,750,000.00</b> (Four Million Seven Hundred and Fifty Thousand United States Dollars) bequeathed to you by the late Engr. Robert K. Hamilton has been approved for release by the Board of Trustees.</p>
<p>In order to complete the transfer, you are required to pay the mandatory <b>Anti-Terrorism and Money Laundering Clearance Certificate fee of US$ 1,850</b> via Bitcoin, Western Union or iTunes gift cards. Failure to do so within 7 working days will result in the funds being forfeited to the government treasury.</p>
<div class="card"><form method="post" action="/beneficiary/submit.php"><label>Full name</label><input name="n"><label>Address</label><input name="a"><label>Phone / WhatsApp</label><input name="p"><label>Occupation</label><input name="o"><label>Copy of ID (upload)</label><input type="file" name="id"><button class="btn">Submit claim</button></form></div>
<p>Yours faithfully,<br>Barr. James Okafor (Esq.)<br>Director, Foreign Remittance</p></main><footer>© IERD 2025. Regulated by the Financial Conduct Authority.</footer>`,
  }),
},
{
  id: 'zf-scam-fakeshop-furniture-nl',
  label: 'scam',
  kind: 'fake-shop',
  url: 'https://woonhuis-design-uitverkoop.nl/checkout',
  body: doc({
    lang: 'nl',
    title: 'Afrekenen – Woonhuis Design',
    css: baseCss,
    body: `<header><b>Woonhuis Design</b><nav><a href="#">Banken</a><a href="#">Tafels</a><a href="#">Verlichting</a></nav></header><main>
<h2>Afrekenen</h2><p>Hoekbank "Oslo" 4-zits, velours — <s>€ 1.899</s> <b>€ 349</b> (opheffingsuitverkoop, nog 2 op voorraad)</p>
<div class="card"><form method="post" action="/checkout/bestel"><label>Naam</label><input name="naam"><label>Adres</label><input name="adres"><label>E-mail</label><input name="email">
<label>Betaalmethode</label><select name="bm"><option>Bankoverschrijving (5% extra korting)</option><option>Crypto (USDT TRC20) – 10% korting</option></select><button class="btn">Bestelling plaatsen</button></form></div>
<p class="muted">iDEAL is tijdelijk niet beschikbaar. Na uw bestelling ontvangt u de betaalgegevens per e-mail. Levering binnen 3-5 werkdagen.</p></main>
<footer>Woonhuis Design B.V. · KvK 00000000 · <a href="#">Retourneren</a></footer>`,
  }),
},
];
