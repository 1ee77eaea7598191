import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, codes, cookieBar, doc, favicon, gtag, hexOf, pct, rev, wordmark, xorB64 } from '../parts/yh-kit.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, pngRoute, rar5, sevenZip, zip } from '../parts/e-bin.js';


export const entries: Entry[] = [
{
  id: 'yh-forex-stokvel-whatsapp-returns',
  label: 'scam',
  kind: 'investment-stokvel-scheme',
  url: 'https://ubuntu-fx-stokvel.co.za/join',
  body: doc('Ubuntu FX Stokvel – Grow Together', `
<div class="hero">
 <h1>Ubuntu FX Stokvel</h1>
 <p class="t">The stokvel that trades forex for you. <b>Invest R1 000, receive R5 500 in 14 days.</b> Guaranteed by our expert traders.</p>
 <a class="btn" href="https://wa.me/27716043392?text=Hi%20I%20want%20to%20join%20the%20stokvel">Join on WhatsApp</a>
</div>
<div class="plans">
 <div class="p"><h3>Starter</h3><p class="a">R500 → R2 500</p><p>7 days</p></div>
 <div class="p hot"><h3>Gold Member</h3><p class="a">R1 000 → R5 500</p><p>14 days</p></div>
 <div class="p"><h3>Diamond</h3><p class="a">R5 000 → R35 000</p><p>21 days + R500 per referral</p></div>
</div>
<div class="how"><h2>How it works</h2><ol><li>Choose your package and EFT the amount to our stokvel treasurer.</li><li>Send your proof of payment on WhatsApp.</li><li>Our FSCA-approved traders grow your money. Withdraw on maturity.</li><li>Bring 3 members and get your next package free!</li></ol>
<p><b>Banking details:</b> Capitec · Acc 1694 822 731 · Ref: your cellphone number</p></div>
<div class="tst"><h2>Members are smiling 😊</h2>
 <blockquote>"I paid R1 000 on the 2nd and got R5 500 on the 16th. Ngiyabonga Ubuntu FX!" – Nomsa, Durban</blockquote>
 <blockquote>"Paid off my car in 3 months. God is good." – Thabo, Polokwane</blockquote>
 <blockquote>"Best stokvel in Mzansi, no stress." – Lerato, Soweto</blockquote></div>
<div class="slots">Only <b id="sl">7</b> Gold slots left this week!</div>
<script>setInterval(function(){var s=document.getElementById('sl');var n=+s.textContent;if(n>2&&Math.random()<.3)s.textContent=n-1},4000)</script>`, {
    css: `body{margin:0;font-family:"Poppins",Arial,sans-serif;background:#fdf9f0;color:#222}.hero{background:linear-gradient(135deg,#0b6e4f,#f2a900);color:#fff;text-align:center;padding:50px 20px}.t{font-size:18px}
.btn{display:inline-block;background:#25d366;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;font-weight:bold}.plans{display:flex;gap:16px;max-width:900px;margin:30px auto;padding:0 16px}.p{flex:1;background:#fff;border-radius:10px;padding:20px;text-align:center;box-shadow:0 2px 8px #0001}.p.hot{border:3px solid #f2a900}.a{font-size:20px;font-weight:bold;color:#0b6e4f}
.how,.tst{max-width:800px;margin:20px auto;padding:0 16px}blockquote{background:#fff;border-left:4px solid #0b6e4f;padding:10px;margin:10px 0}.slots{position:fixed;bottom:0;left:0;right:0;background:#c00;color:#fff;text-align:center;padding:10px}`,
  }),
},
{
  id: 'yh-windows-defender-popup-za-tollfree',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://win-security-alert-za.azureedge-cdn.net/err/?code=0x80073afc',
  body: doc('Windows Defender Security Center', `
<div id="bg"></div>
<div class="dlg">
 <div class="tb"><span>🛡 Windows Defender - Security Warning</span><span>✕</span></div>
 <div class="bd">
  <h2>** Access to this PC has been blocked for security reasons **</h2>
  <p>Your computer has alerted us that it has been infected with a <b>Trojan Spyware</b>. The following data has been compromised:</p>
  <ul><li>&gt; Email credentials</li><li>&gt; Banking passwords</li><li>&gt; Facebook login</li><li>&gt; Pictures &amp; documents</li></ul>
  <p>Windows Defender scan has found potentially unwanted adware on this device that can steal your passwords, online identity, financial information, personal files, pictures or documents.</p>
  <p>You must contact us immediately so that our engineers can walk you through the removal process over the phone.</p>
  <p class="ph">Call Microsoft Support: <b>0800 982 417</b> (Toll-Free, South Africa)</p>
  <p class="sm">Closing this page will leave your personal information at risk and lead to suspension of your Windows registration.</p>
  <div class="btns"><button onclick="fs()">Deny</button><button class="pri" onclick="fs()">Allow</button></div>
 </div>
</div>
<audio id="au" src="/err/alert.wav" loop autoplay></audio>
<script>
function fs(){var d=document.documentElement;(d.requestFullscreen||d.webkitRequestFullscreen||function(){}).call(d);try{document.getElementById('au').play()}catch(e){}}
document.addEventListener('click',fs);document.addEventListener('keydown',function(e){e.preventDefault();fs()});
window.onbeforeunload=function(){return 'Your computer is at risk!'};
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
setInterval(function(){document.title=document.title==='Windows Defender Security Center'?'⚠ Call 0800 982 417':'Windows Defender Security Center'},1200);
</script>`, {
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif}#bg{position:fixed;inset:0;background:#0078d7 repeating-linear-gradient(45deg,#0069bd 0 10px,#0078d7 10px 20px)}.dlg{position:fixed;top:60px;left:50%;transform:translateX(-50%);width:600px;background:#fff;box-shadow:0 0 30px #000a}
.tb{display:flex;justify-content:space-between;background:#c42b1c;color:#fff;padding:8px 12px;font-size:13px}.bd{padding:16px 22px;font-size:14px}h2{color:#c42b1c;font-size:17px}.ph{background:#fff4ce;padding:10px;font-size:18px;text-align:center}.sm{font-size:12px;color:#666}.btns{text-align:right}.btns button{padding:6px 24px;margin-left:8px}.pri{background:#0078d7;color:#fff;border:0}`,
  }),
  routes: {
    'win-security-alert-za.azureedge-cdn.net/err/alert.wav': fileRoute(beepWav(2, 900), 'audio/wav'),
  },
},
{
  id: 'yh-apple-icloud-verrouille-fr-support',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://assistance-securite-mac.fr-support.live/alerte/',
  body: doc('Alerte de sécurité Apple', `
<div class="ov">
 <div class="bx">
  <div class="ic">⚠️</div>
  <h1>Votre Mac est verrouillé</h1>
  <p>Nous avons détecté une activité suspecte sur votre identifiant Apple et un logiciel espion (<b>Pegasus.OSX.2024</b>) sur cet appareil. Pour votre sécurité, l’accès a été temporairement bloqué.</p>
  <p>N’éteignez pas votre ordinateur. Appelez immédiatement l’assistance Apple pour débloquer votre appareil :</p>
  <div class="tel">📞 +33 9 70 73 41 28</div>
  <p class="pt">Code d’erreur : #DW6VB36 · Réf. dossier 44-8812-FR</p>
  <div class="scan"><div id="pr"></div></div><p id="st" class="pt">Analyse en cours… 0 %</p>
 </div>
</div>
<script>var p=0,t=['Keychain','Photos','Safari','Mail','iCloud Drive'];var iv=setInterval(function(){p+=Math.floor(Math.random()*7)+2;if(p>=100){p=100;clearInterval(iv)}document.getElementById('pr').style.width=p+'%';document.getElementById('st').textContent='Analyse en cours… '+p+' % – menace détectée dans '+t[p%t.length]},500);
document.body.addEventListener('click',function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen()});</script>`, {
    lang: 'fr',
    css: `body{margin:0;font-family:-apple-system,"Helvetica Neue",Arial,sans-serif}.ov{position:fixed;inset:0;background:#1c1c1e;display:flex;align-items:center;justify-content:center}.bx{width:520px;background:#f5f5f7;border-radius:14px;padding:28px;text-align:center}
.ic{font-size:46px}h1{font-size:22px}.tel{font-size:28px;color:#d70015;font-weight:700;margin:14px 0}.pt{font-size:12px;color:#6e6e73}.scan{height:8px;background:#ddd;border-radius:4px;overflow:hidden}#pr{height:100%;width:0;background:#d70015}`,
  }),
},
{
  id: 'yh-sextortion-btc-demand-page',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://case-file-40917.pages-host.net/',
  body: doc('Notice', `
<pre class="m">Hello,

I am a hacker who has access to your operating system. I also have full access to your account.

I've been watching you for a few months now. The fact is that you were infected with malware
through an adult site that you visited. I made a video showing how you satisfy yourself in the left
half of the screen, and in the right half you see the video that you watched. With one click of the
mouse, I can send this video to all your emails and contacts on social networks, WhatsApp and your
church and work groups.

If you want to prevent this, transfer the amount of <b>$1450</b> to my bitcoin address:

    <b id="btc">bc1qz7yk3e9s5l0v2w8m4hxr6c0fjpq5ta9n3ud7ke</b>

You have 48 hours. I have a special pixel on this page, and right now I know that you have read it.
If I do not get the amount, I will send your video to all your contacts. Do not try to contact the
police, I will know immediately.

Deadline:  <span id="dl"></span>
</pre>
<script>var end=Date.now()+48*3600e3;setInterval(function(){var s=Math.max(0,Math.floor((end-Date.now())/1000));document.getElementById('dl').textContent=Math.floor(s/3600)+'h '+Math.floor(s%3600/60)+'m '+s%60+'s'},1000);</script>`, {
    css: 'body{background:#000;color:#0f0;margin:0}.m{font:14px/1.5 "Courier New",monospace;max-width:780px;margin:40px auto;white-space:pre-wrap}b{color:#ff4}',
  }),
},
];
