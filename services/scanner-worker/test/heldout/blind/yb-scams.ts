import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, govCss, baseCss, newsCss, newsShell, cardFormatJs, cookieBanner, gtm, b64 } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, fileRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'yb-se-extrajobb-gilla-produkter',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://extrajobb-hemifran.online/sv/',
  body: doc({
    lang: 'sv',
    title: 'Extrajobb hemifrån – 1 500–3 000 kr per dag',
    css: `${baseCss}
body{background:#fafafa}
.c{max-width:620px;margin:30px auto;background:#fff;padding:30px;border-radius:10px}
h1{color:#0b6e4f}
ul li{margin:6px 0}
.wa{display:block;text-align:center;background:#25d366;color:#fff;padding:16px;border-radius:30px;font-weight:800;text-decoration:none;margin-top:20px}
.rv{font-size:14px;background:#f1f8f5;padding:10px;border-radius:6px;margin-top:10px}`,
    body: `<div class="c">
<p style="color:#888">Rekrytering · Distansarbete · Deltid</p>
<h1>Vi söker 40 personer i Sverige för enkla uppgifter hemifrån</h1>
<p>Vi är en digital marknadsföringsbyrå som samarbetar med Amazon, Zalando och H&M. Ditt jobb: gilla och betygsätta produkter för att öka säljarnas synlighet.</p>
<ul><li>Lön: 1 500–3 000 kr per dag, utbetalning samma dag</li><li>Endast 30–60 minuter per dag via mobilen</li><li>Ingen erfarenhet krävs, ålder 20+</li></ul>
<p>För att aktivera ditt arbetskonto sätter du in en startinsättning som du får tillbaka med provision efter första uppdragsserien.</p>
<a class="wa" href="https://wa.me/447418344920?text=Hej%2C%20jag%20vill%20ans%C3%B6ka%20om%20extrajobbet">Ansök via WhatsApp</a>
<div class="rv">«Jag fick 2 300 kr första dagen!» – Amira, Malmö</div>
<div class="rv">«Enkelt och snabbt. Rekommenderar.» – Peter, Göteborg</div>
</div>`,
  }),
},
  {
  id: 'yb-lv-maxima-jubilejs-loterija',
  label: 'scam',
  kind: 'survey-lottery-scam',
  url: 'https://maxima-lv.jubileja-davanas.club/?lp=3',
  body: doc({
    lang: 'lv',
    title: 'MAXIMA 30 gadu jubileja – 1000 € dāvanu karte',
    css: `${baseCss}
body{background:#eee}
.c{max-width:440px;margin:0 auto;background:#fff;min-height:100vh;padding:20px}
.logo{background:#e30613;color:#fff;font:900 28px Arial;padding:10px;text-align:center}
.box{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:16px 0}
.box div{aspect-ratio:1;background:#e30613;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#fff;font-size:28px;cursor:pointer}
.share{display:none;text-align:center}
.bar{height:12px;background:#ddd;border-radius:6px;overflow:hidden}.bar i{display:block;height:100%;width:0;background:#25d366}`,
    body: `<div class="c">
<div class="logo">MAXIMA</div>
<h2>Apsveicam! Jūs esat izvēlēts dalībai MAXIMA 30 gadu jubilejas akcijā</h2>
<p>Atveriet vienu dāvanu kasti un laimējiet <b>1000 € dāvanu karti</b>. Jums ir 3 mēģinājumi.</p>
<div class="box" id="b"><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div><div>🎁</div></div>
<div class="share" id="s"><h2>🎉 Jūs laimējāt 1000 € dāvanu karti!</h2><p>Lai saņemtu balvu, dalieties ar šo akciju ar 5 grupām vai 20 draugiem WhatsApp.</p><div class="bar"><i id="p"></i></div><p><a id="wa" href="#" style="display:inline-block;background:#25d366;color:#fff;padding:14px 28px;border-radius:30px;text-decoration:none;font-weight:700">Dalīties WhatsApp</a></p><p><a id="go" href="https://maxima-davana.club/claim?gift=1000" style="display:none">Saņemt balvu →</a></p></div>
</div>
<script>
var t=0;[].forEach.call(document.querySelectorAll('#b div'),function(d){d.onclick=function(){t++;if(t<2){d.textContent='❌';alert('Diemžēl tukšs. Jums palikuši 2 mēģinājumi.')}else{d.textContent='💳';setTimeout(function(){document.getElementById('b').style.display='none';document.getElementById('s').style.display='block'},600)}}});
var sh=0;document.getElementById('wa').onclick=function(e){e.preventDefault();sh++;document.getElementById('p').style.width=Math.min(100,sh*20)+'%';window.open('whatsapp://send?text='+encodeURIComponent('MAXIMA dāvina 1000 € katram! '+location.href));if(sh>=5)document.getElementById('go').style.display='inline'};
</script>`,
  }),
  routes: {
    'maxima-davana.club/claim': htmlRoute(doc({ lang: 'lv', title: 'Balvas saņemšana', css: cardCss, body: `<div class="wrap"><div class="card"><h1>Piegādes apmaksa 1,95 €</h1><form method="post" action="/claim/pay"><label>Vārds</label><input type="text" name="v"><label>Adrese</label><input type="text" name="a"><label>Kartes numurs</label><input type="text" name="k"><label>MM/GG</label><input type="text" name="d"><label>CVV</label><input type="text" name="c"><button class="btn">Apmaksāt</button></form></div></div>` })),
  },
},
  {
  id: 'yb-fi-ukraina-lapset-crypto-charity',
  label: 'scam',
  kind: 'charity-scam',
  url: 'https://apua-ukrainan-lapsille.org/lahjoita',
  body: doc({
    lang: 'fi',
    title: 'Lahjoita – Apua Ukrainan lapsille ry',
    css: `${baseCss}
body{background:#fffbea}
.h{background:#0057b7;color:#ffd700;padding:20px 30px;font:800 24px Arial}
.c{max-width:720px;margin:30px auto;background:#fff;padding:30px;border-radius:8px}
.addr{font-family:Menlo,monospace;background:#f3f3f3;padding:10px;border-radius:4px;word-break:break-all;margin:6px 0 16px}
.prog{height:16px;background:#eee;border-radius:8px}.prog i{display:block;height:100%;width:87%;background:#0057b7;border-radius:8px}`,
    body: `<div class="h">Apua Ukrainan lapsille</div>
<div class="c">
<h1>Jokainen euro pelastaa lapsen hengen</h1>
<p>Harkovan ja Hersonin sairaaloista puuttuu lääkkeitä ja generaattoreita. Toimitamme avun suoraan paikan päälle ilman välikäsiä.</p>
<div class="prog"><i></i></div><p><b>261 430 €</b> kerätty tavoitteesta 300 000 €</p>
<h3>Lahjoita kryptovaluutalla (nopein tapa)</h3>
<p>Bitcoin (BTC)</p><div class="addr">bc1q7f3k9xw2m8y4zqv0l5dn6h2tj9e3wq8c4k0r7a</div>
<p>Ethereum / USDT (ERC-20)</p><div class="addr">0x8B3c4A1f2E9d7C6b5A4f3E2d1C0b9A8f7E6d5C4b</div>
<h3>Tai tilisiirrolla</h3>
<div class="addr">Saaja: UA Help Foundation LTD<br>IBAN: GB29 REVO 0099 6900 4471 82<br>Viesti: LAPSET</div>
<p style="font-size:12px;color:#888">Rahankeräyslupa RA/2022/317 (haettu).</p>
</div>`,
  }),
},
  {
  id: 'yb-dk-un-soldier-leave-fee',
  label: 'scam',
  kind: 'romance-scam',
  url: 'https://un-peacekeeping-leave.org/application/form.html',
  body: doc({
    lang: 'en',
    title: 'United Nations Peacekeeping – Leave / Vacation Application',
    css: `${baseCss}
body{background:#eaf1f8}
.h{background:#009edb;color:#fff;padding:18px 30px;font:700 20px Arial}
.c{max-width:720px;margin:28px auto;background:#fff;padding:30px;border:1px solid #cdd}
label{display:block;font-weight:700;margin:12px 0 4px;font-size:14px}
input,select{width:100%;padding:10px;border:1px solid #999}
button{margin-top:18px;background:#009edb;color:#fff;border:0;padding:13px 26px;font-weight:700}
.fee{background:#fff4d6;padding:12px;border:1px solid #e6c35c;margin:14px 0}`,
    body: `<div class="h">UNITED NATIONS · Department of Peace Operations · Leave Office</div>
<div class="c">
<h2>Application for Leave on behalf of Serving Personnel</h2>
<p>This form is completed by the next of kin or partner of a soldier serving on a UN mission who requests early leave / vacation.</p>
<label>Soldier's full name</label><input name="soldier" value="Sgt. James Miller">
<label>Service number</label><input name="sn" value="US-ARMY-4471-2290">
<label>Mission</label><select name="mission"><option>MINUSMA (Mali)</option><option>UNMISS (South Sudan)</option><option>UNIFIL (Lebanon)</option></select>
<label>Applicant's name</label><input name="applicant">
<label>Country</label><input name="country" value="Denmark">
<label>Relationship</label><select name="rel"><option>Fiancée</option><option>Partner</option><option>Friend</option></select>
<div class="fee"><b>Leave processing fee: USD 2,850.</b> The fee is refunded to the applicant upon the soldier's arrival. Payment accepted via Bitcoin, Apple gift cards or Western Union to the UN finance officer.</div>
<label>Payment method</label><select name="pay"><option>Bitcoin</option><option>Apple Gift Card</option><option>Western Union</option></select>
<button>Submit application</button>
</div>`,
  }),
},
  {
  id: 'yb-no-politiet-nettleser-blokkert',
  label: 'scam',
  kind: 'police-locker-scam',
  url: 'https://politiet-no.sikkerhet-bot.com/blokkert/?id=NO-77412',
  body: doc({
    lang: 'no',
    title: 'POLITIET – Datamaskinen din er blokkert',
    css: `${baseCss}
body{background:#0b2341;color:#fff;margin:0}
.c{max-width:880px;margin:0 auto;padding:30px}
.h{display:flex;align-items:center;gap:16px;border-bottom:2px solid #fff4;padding-bottom:14px}
.h b{font:800 32px Arial}
.w{background:#fff;color:#111;padding:24px;margin-top:20px;border-radius:4px}
.w input{padding:10px;border:1px solid #888;width:260px}
.w button{padding:11px 22px;background:#b3261e;color:#fff;border:0;font-weight:700}
.red{color:#b3261e;font-weight:800;font-size:20px}`,
    body: `<div class="c">
<div class="h"><b>POLITIET</b><span>Nasjonal enhet for bekjempelse av datakriminalitet</span></div>
<div class="w">
<p class="red">Datamaskinen din er blokkert på grunn av ulovlig aktivitet</p>
<p>IP-adressen din <b id="ip">84.210.xx.xx</b> er registrert ved besøk på nettsteder med ulovlig innhold (straffeloven § 311). Som et første tiltak er nettleseren din blokkert.</p>
<p>For å oppheve blokkeringen må du betale et forenklet forelegg på <b>3 000 kr</b> innen 12 timer. Ved manglende betaling vil saken oversendes påtalemyndigheten og utstyret ditt beslaglegges.</p>
<p>Betaling med Paysafecard eller bankkort:</p>
<form method="post" action="/blokkert/betal.php"><input name="psc" placeholder="Paysafecard-kode (16 siffer)"> <input name="kort" placeholder="Kortnummer"> <button>Betal forelegg</button></form>
<p style="font-size:13px">Saksnummer NO-77412 · Tid igjen: <b id="t">11:59:59</b></p>
</div></div>
<script>
var s=43199;setInterval(function(){s--;var h=Math.floor(s/3600),m=Math.floor(s%3600/60),x=s%60;document.getElementById('t').textContent=h+':'+('0'+m).slice(-2)+':'+('0'+x).slice(-2)},1000);
for(var i=0;i<20;i++)history.pushState({},'',location.href);
window.onpopstate=function(){history.pushState({},'',location.href)};
window.onbeforeunload=function(){return 'Politiet: Ikke lukk vinduet.'};
document.addEventListener('click',function(){if(document.documentElement.requestFullscreen)document.documentElement.requestFullscreen().catch(function(){})},{once:true});
</script>`,
  }),
},
  {
  id: 'yb-se-defender-varning-beep',
  label: 'scam',
  kind: 'tech-support-scam',
  url: 'https://sakerhet-windows-se.azurewebsites.net/ms/?ph=0844683021',
  body: doc({
    lang: 'sv',
    title: 'Säkerhetsvarning från Microsoft Defender',
    css: `${baseCss}
body{background:#0078d4;color:#fff;overflow:hidden;margin:0}
.bg{position:fixed;inset:0;background:repeating-linear-gradient(0deg,#0063b1 0 2px,#0078d4 2px 4px);opacity:.5}
.pop{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;color:#111;width:560px;border:1px solid #999;box-shadow:0 10px 40px #0008}
.pop .t{background:#1a1a1a;color:#fff;padding:10px 14px;font-size:14px}
.pop .b{padding:20px}
.pop .ph{font-size:26px;font-weight:800;color:#c50f1f}
.pop button{padding:9px 22px;margin-right:10px;border:1px solid #0078d4;background:#0078d4;color:#fff}
.side{position:fixed;right:20px;bottom:20px;background:#c50f1f;color:#fff;padding:14px 18px;font-weight:700}`,
    body: `<div class="bg"></div>
<div class="pop">
<div class="t">Windows-säkerhet — Microsoft Defender SmartScreen</div>
<div class="b">
<h2>Åtkomst till den här datorn har blockerats</h2>
<p>Din dator är infekterad med trojanen <b>Trojan:Win32/Emotet.RTK!MTB</b>. Följande data riskerar att stjälas:</p>
<ul><li>Inloggningsuppgifter för BankID och internetbank</li><li>Lösenord sparade i webbläsaren</li><li>Foton och dokument</li></ul>
<p>Stäng inte den här datorn. Ring Microsoft Support omedelbart:</p>
<p class="ph">📞 +46 8 446 830 21 (avgiftsfritt)</p>
<button onclick="alert('Ring +46 8 446 830 21 för att avblockera datorn.')">Ring support</button><button style="background:#fff;color:#0078d4">Avbryt</button>
</div></div>
<div class="side">Windows Defender · Hot upptäckt · Ring +46 8 446 830 21</div>
<audio id="a" src="/ms/alarm.wav" loop autoplay></audio>
<script>
document.addEventListener('click',function(){var e=document.documentElement;(e.requestFullscreen||e.webkitRequestFullscreen).call(e);document.getElementById('a').play();if(navigator.keyboard&&navigator.keyboard.lock)navigator.keyboard.lock();});
document.addEventListener('keydown',function(e){e.preventDefault();return false});
window.onbeforeunload=function(){return 'Din dator är blockerad.'};
setInterval(function(){alert('VARNING! Din dator är blockerad. Ring Microsoft Support: +46 8 446 830 21')},12000);
</script>`,
  }),
  routes: {
    'sakerhet-windows-se.azurewebsites.net/ms/alarm.wav': fileRoute(beepWav(2, 740), 'audio/wav'),
  },
},
  {
  id: 'yb-se-rodakorset-ge-gava-own',
  label: 'clean',
  kind: 'charity-donation-own-domain',
  url: 'https://www.rodakorset.se/ge-en-gava/',
  body: doc({
    lang: 'sv',
    title: 'Ge en gåva | Svenska Röda Korset',
    css: `${cardCss}
body{background:#fff}
.rk{color:#d52b1e;font:800 22px Arial}
.amts{display:flex;gap:8px;margin:12px 0}.amts button{flex:1;padding:12px;border:2px solid #d52b1e;background:#fff;color:#d52b1e;font-weight:700;border-radius:6px}.amts button.on{background:#d52b1e;color:#fff}
.btn{background:#d52b1e}
.sw{background:#f6f6f6;padding:12px;border-radius:6px;margin-top:16px}`,
    body: `<div class="wrap"><div class="card">
<div class="rk">✚ Röda Korset</div>
<h1>Ge en gåva</h1>
<p>Din gåva gör skillnad för människor i kris i Sverige och i världen.</p>
<div class="amts"><button>200 kr</button><button class="on">400 kr</button><button>800 kr</button></div>
<form method="post" action="/ge-en-gava/betala">
<label>E-post</label><input type="email" name="email">
<label>Kortnummer</label><input type="text" name="card" autocomplete="cc-number" oninput="fmtCard(this)">
<div class="row"><div><label>MM/ÅÅ</label><input type="text" name="exp" autocomplete="cc-exp" oninput="fmtExp(this)"></div><div><label>CVC</label><input type="text" name="cvc" autocomplete="cc-csc"></div></div>
<button class="btn">Ge 400 kr</button>
</form>
<div class="sw">Swisha till <b>900 8004</b> · Plusgiro 90 08 00-4 · Bankgiro 900-8004</div>
<p class="muted">Svenska Röda Korset har 90-konto och granskas av Svensk Insamlingskontroll. Org.nr 802002-8711.</p>
</div></div>
<script>${cardFormatJs}[].forEach.call(document.querySelectorAll('.amts button'),function(b){b.onclick=function(){[].forEach.call(document.querySelectorAll('.amts button'),function(x){x.classList.remove('on')});b.classList.add('on');document.querySelector('.btn').textContent='Ge '+b.textContent}});</script>`,
  }),
},
  {
  id: 'yb-se-platsbanken-kundtjanst-distans-own',
  label: 'clean',
  kind: 'job-listing-own-domain',
  url: 'https://arbetsformedlingen.se/platsbanken/annonser/28741094',
  body: doc({
    lang: 'sv',
    title: 'Kundtjänstmedarbetare på distans, deltid - Platsbanken',
    css: `${govCss}
header.top b{color:#1616b2;font-size:22px}
dl{display:grid;grid-template-columns:180px 1fr;gap:6px 14px}`,
    body: `<header class="top"><div class="in"><b>Arbetsförmedlingen</b><span>Platsbanken</span></div></header>
<main><div class="in">
<h1>Kundtjänstmedarbetare på distans, deltid</h1>
<p><b>Bokus AB</b> · Malmö (distans) · Publicerad 11 mars</p>
<dl><dt>Omfattning</dt><dd>Deltid 50 %, kvällar och helger</dd><dt>Lön</dt><dd>Fast månadslön enligt kollektivavtal</dd><dt>Anställningsform</dt><dd>Visstidsanställning 6 månader</dd></dl>
<p>Du svarar på kunders frågor via chatt och e-post om beställningar och leveranser. Arbetet sker hemifrån med utrustning som vi tillhandahåller.</p>
<p>Vi tar aldrig ut avgifter av sökande och kommunicerar enbart via e-post och Teams.</p>
<p><a class="btn" href="https://bokus.teamtailor.com/jobs/28741094">Ansök via arbetsgivarens webbplats</a></p>
</div></main>`,
  }),
},
];
