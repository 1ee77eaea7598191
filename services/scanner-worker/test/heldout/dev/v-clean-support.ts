import { htmlRoute, type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, jsRoute, jsonRoute } from '../parts/v-kit.js';

// Real carriers' fee/tracking pages (dev split): the legitimate versions of the parcel-fee lures.

// 1. Royal Mail's genuine "pay a fee" page for an item with customs charges.
const h1 = 'www.royalmail.com';
const royalmail: Entry = {
  id: 'v-clean-royalmail-pay-fee',
  label: 'clean',
  kind: 'carrier-fee',
  url: `https://${h1}/receiving-mail/pay-a-fee/pay-online?src=fee-card`,
  body: doc({
    title: 'Pay a fee | Royal Mail Group Ltd',
    css: baseCss + `header.site{background:#da202a}header.site b,header.site nav a{color:#fff}.btn{background:#da202a}.n{background:#fff8d6;padding:12px 16px;border-left:4px solid #ffdd00}`,
    body: `<header class="site"><b>Royal Mail</b><nav><a href="/track-your-item">Track</a><a href="/sending">Send</a><a href="/receiving-mail">Receive</a><a href="/business">Business</a><a href="/help">Help</a></nav></header>
<div class="wrap"><h1>Pay a fee</h1><p>If you've received a grey 'Fee to Pay' card, you can pay online. You'll need the 12-digit reference number from the card. Fees may be for customs charges on items sent from outside the UK, or for underpaid postage.</p>
<div class="n"><b>Be aware of scams.</b> We'll only send a text or email asking for a fee if there's customs charge on your item, and we'll always include the 12-digit reference. A card through your door will always show the same reference. If in doubt, don't click – visit royalmail.com directly.</div>
<form id="f" style="max-width:420px;margin-top:20px"><label>Reference number on your Fee to Pay card</label><input type="text" id="ref" maxlength="12" placeholder="e.g. 123456789012"><label>Postcode of delivery address</label><input type="text" id="pc"><button class="btn">Continue</button><p id="msg" class="muted"></p></form>
<h3>What happens next</h3><p>Once you've paid, we'll deliver your item on the next working day, or you can collect it from your local Customer Service Point.</p></div>
<footer class="site">© Royal Mail Group Limited 2026 · Royal Mail Group Ltd, 185 Farringdon Road, London EC1A 1AA · <a href="#">Privacy</a><a href="#">Cookies</a><a href="#">Terms</a></footer>
${cookieBanner()}
<script src="/receiving-mail/pay-a-fee/pay-online/fee.js"></script>`,
  }),
  routes: {
    [`${h1}/receiving-mail/pay-a-fee/pay-online/fee.js`]: jsRoute(`document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();var r=document.getElementById('ref').value.trim();if(!/^\\d{12}$/.test(r)){document.getElementById('msg').textContent='Please enter the 12-digit reference number shown on your card.';return}
fetch('/api/fees/lookup?ref='+r+'&pc='+encodeURIComponent(document.getElementById('pc').value)).then(function(x){return x.json()}).then(function(j){document.getElementById('msg').textContent=j.message})});`),
    [`${h1}/api/fees/lookup`]: jsonRoute({ found: false, message: "We couldn't find a fee for that reference and postcode. Check the card and try again." }),
  },
};

// 2. PostNord Sweden tracking page (sv) that looks up a shipment by script.
const h2 = 'www.postnord.se';
const postnord: Entry = {
  id: 'v-clean-postnord-tracking-se',
  label: 'clean',
  kind: 'carrier-tracking',
  url: `https://${h2}/vara-verktyg/spara-brev-paket-och-pall?shipmentId=00370733741234567890`,
  routes: {
    [`${h2}/vara-verktyg/spara-brev-paket-och-pall`]: htmlRoute(
      doc({
        lang: 'sv',
        title: 'Spåra brev, paket och pall | PostNord',
        css: baseCss + `header.site{border-bottom:3px solid #00a0d6}.ev{border-left:3px solid #00a0d6;padding:4px 14px;margin:10px 0}`,
        body: `<header class="site"><b style="color:#005d92;font-size:22px">PostNord</b><nav><a href="#">Skicka</a><a href="#">Ta emot</a><a href="#">Företag</a><a href="#">Kundservice</a><a href="#">Logga in</a></nav></header>
<div class="wrap"><h1>Spåra brev, paket och pall</h1><div id="r" class="card">Hämtar försändelse…</div>
<p class="muted">PostNord skickar aldrig sms eller e-post med länkar där du ska betala för att få ditt paket levererat, förutom när det gäller tull och moms – och då ser du alltid avgiften här i spårningen.</p></div>
<footer class="site">PostNord Sverige AB · 105 00 Stockholm · Integritetspolicy · Cookies</footer>
<script src="/static/track.js"></script>`,
      }),
    ),
    [`${h2}/static/track.js`]: jsRoute(`var id=new URLSearchParams(location.search).get('shipmentId');fetch('/api/shipment/v5/trackandtrace/findByIdentifier.json?id='+id+'&locale=sv').then(function(r){return r.json()}).then(function(j){
var s=j.shipment;document.getElementById('r').innerHTML='<b>'+s.id+'</b> från '+s.consignor+'<p>'+s.statusText+'</p>'+s.events.map(function(e){return '<div class="ev"><b>'+e.time+'</b> '+e.text+' – '+e.location+'</div>'}).join('')});`),
    [`${h2}/api/shipment/v5/trackandtrace/findByIdentifier.json`]: jsonRoute({
      shipment: {
        id: '00370733741234567890',
        consignor: 'Apotea AB',
        statusText: 'Försändelsen är på väg till ditt utlämningsställe.',
        events: [
          { time: '4 mars 07:42', text: 'Försändelsen har sorterats', location: 'Stockholm Terminal' },
          { time: '3 mars 19:15', text: 'Försändelsen har lämnats till PostNord', location: 'Morgongåva' },
        ],
      },
    }),
  },
};

export const entries: Entry[] = [royalmail, postnord];
