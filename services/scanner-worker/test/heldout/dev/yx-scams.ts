import { type Entry, htmlRoute } from '../entry.js';
import { doc, logo, cardFields } from '../parts/yx-kit.js';
import { beepWav, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const h = 'dnb-sikkerhet.no-kundesak.com';
  return {
    id: 'yx-safe-account-dnb-sikkerhetskonto-no',
    label: 'scam',
    kind: 'safe-account-scam',
    url: `https://${h}/sak/NO-77120`,
    body: doc({
      lang: 'no',
      title: 'DNB Sikkerhet – Kundesak NO-77120',
      css: `body{margin:0;font-family:Arial;background:#eef3f3;color:#14555a}.top{background:#14555a;color:#fff;padding:14px 26px}.w{max-width:760px;margin:24px auto;display:grid;grid-template-columns:220px 1fr;gap:22px}.steps div{padding:10px;border-left:4px solid #c9dcdc;margin-bottom:6px;background:#fff}.steps div.on{border-color:#007272;font-weight:bold}.c{background:#fff;padding:24px}.k{font-family:monospace;font-size:22px;background:#e0f0ef;padding:12px;text-align:center}`,
      body: `<div class="top">${logo.word('DNB', '#fff', 26)} &nbsp; Sikkerhetsavdelingen – svindelbekjempelse</div>
<div class="w"><div class="steps"><div>1. Identifisert</div><div>2. Kort sperret</div><div class="on">3. Midler sikres</div><div>4. Ny konto opprettes</div></div>
<div class="c"><h2>Sikring av midler</h2><p>Vi har avdekket at en svindler har skaffet seg tilgang til BankID-en din. For å beskytte sparepengene dine må de flyttes til en midlertidig sikkerhetskonto mens vi utsteder ny BankID.</p>
<div class="k">1503 44 12890</div><p style="text-align:center">Kontoinnehaver: «DNB Sikkerhetskonto – kundesak NO-77120»</p>
<ul><li>Overfør alle beløp over 1 000 kr, også fra BSU og aksjesparekonto.</li><li>Dersom banken ringer deg, ikke nevn denne saken – vi etterforsker en ansatt.</li><li>Ved spørsmål fra Vipps: oppgi «betaling til familie».</li></ul>
<form method="post" action="/sak/NO-77120/callback"><p>Ønsker du at saksbehandleren ringer deg tilbake?</p><input name="tlf" placeholder="Mobilnummer" style="padding:10px"> <button style="padding:10px 18px;background:#007272;color:#fff;border:0">Ring meg</button></form></div></div>`,
    }),
  } satisfies Entry;
})(),
{
  id: 'yx-sahkotuki-mobilepay-fee-fi',
  label: 'scam',
  kind: 'fake-energy-rebate',
  url: 'https://sahkotuki-hakemus.fi-tuki.net/hae',
  body: doc({
    lang: 'fi',
    title: 'Sähkötuki 2025 – Hae sähköhyvitystä',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#1a1a1a}.h{background:#002f6c;color:#fff;padding:18px 28px;font-size:20px}.w{max-width:640px;margin:24px auto;padding:0 20px}.b{border:2px solid #002f6c;border-radius:8px;padding:18px;margin:14px 0}.pay{background:#eef1ff;border-radius:8px;padding:16px}input{width:100%;box-sizing:border-box;padding:10px;margin:4px 0 10px;border:1px solid #999}button{background:#002f6c;color:#fff;border:0;padding:12px 26px}`,
    body: `<div class="h">Sähkötuki 2025 · Kotitalouksien sähköhyvitys</div><div class="w"><h1>Hae 600 € sähköhyvitystä ennen 31.10.</h1>
<p>Valtioneuvosto on myöntänyt kotitalouksille kertaluonteisen sähköhyvityksen talven korkeiden hintojen vuoksi. Hyvitys maksetaan suoraan tilillesi.</p>
<div class="b"><form method="post" action="/hae/laheta"><label>Nimi</label><input name="nimi"><label>Henkilötunnus</label><input name="hetu"><label>Sähkösopimuksen käyttöpaikkatunnus</label><input name="kp"><label>Tilinumero (IBAN)</label><input name="iban" placeholder="FI.."><label>Puhelin</label><input name="puh"><button>Lähetä hakemus</button></form></div>
<div class="pay"><b>Käsittelymaksu 19,90 €</b><br>Hakemus käsitellään vasta, kun käsittelymaksu on maksettu MobilePaylla numeroon <b>+358 44 712 9904</b> (viestiksi hakemusnumero). Maksu palautetaan hyvityksen yhteydessä.<br><br>${logo.mobilepay(26)}</div>
<p style="font-size:13px">Kysyttävää? WhatsApp: +358 44 712 9904 (Tukipalvelu, ma–pe 9–17)</p></div>`,
  }),
} satisfies Entry,
(() => {
  const h = 'windows-sikkerhed-dk.azurewebsites-cdn.net';
  return {
    id: 'yx-tech-support-locker-dk',
    label: 'scam',
    kind: 'tech-support-scam',
    url: `https://${h}/dk/fejl/0x80070643/`,
    body: doc({
      lang: 'da',
      title: 'Windows Defender – Sikkerhedsadvarsel',
      css: `html,body{margin:0;height:100%;overflow:hidden;font-family:"Segoe UI",Arial}body{background:#0078d7;color:#fff}.bar{background:#fff;color:#000;padding:6px 12px;font-size:13px}.pop{position:absolute;top:12%;left:50%;transform:translateX(-50%);width:560px;background:#fff;color:#222;box-shadow:0 0 30px rgba(0,0,0,.6)}.pop .t{background:#d13438;color:#fff;padding:10px 14px;font-weight:bold}.pop .c{padding:16px}.tel{font-size:26px;font-weight:bold;color:#d13438}.bg{padding:30px;font-size:14px;opacity:.9}`,
      body: `<div class="bar">Windows Defender Security Center</div>
<div class="bg"><h2>Adgang til denne pc er blokeret af sikkerhedsmæssige årsager</h2><p>Fejlkode: #0x80070643 · Trojan:Win32/Wacatac.H!ml · Spyware: Pegasus.DK</p><p>Din computer har advaret os om, at den er inficeret med spyware. Følgende oplysninger stjæles: netbank-logins, MitID-oplysninger, kreditkortoplysninger, billeder og e-mails.</p></div>
<div class="pop"><div class="t">⚠ Windows Defender – Sikkerhedsadvarsel</div><div class="c"><p><b>Lukning af denne side vil medføre, at din computer deaktiveres</b> for at forhindre yderligere skade på vores netværk.</p>
<p>Ring til Microsoft Support for at få hjælp:</p><p class="tel">+45 78 79 41 02</p><p>(Gratis · Dansk support · Døgnåben)</p><button onclick="document.documentElement.requestFullscreen()">OK</button> <button onclick="alert('Ring +45 78 79 41 02')">Annuller</button></div></div>
<audio id="a" src="/dk/fejl/alarm.wav" autoplay loop></audio>
<script>
history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
window.onbeforeunload=function(){return 'Din computer er i fare'};
document.addEventListener('click',function(){try{document.documentElement.requestFullscreen();document.getElementById('a').play()}catch(e){}},{once:true});
document.addEventListener('keydown',function(e){if(e.key==='Escape'||e.key==='F11'){e.preventDefault();}});
setInterval(function(){document.title=document.title==='⚠ VIRUS FUNDET'?'Windows Defender – Sikkerhedsadvarsel':'⚠ VIRUS FUNDET'},800);
</script>`,
    }),
    routes: { [`${h}/dk/fejl/alarm.wav`]: fileRoute(beepWav(1, 740), 'audio/wav') },
  } satisfies Entry;
})(),
(() => {
  const h = 'ica-jubileum-vinst.se-kampanj.click';
  return {
    id: 'yx-ica-giveaway-survey-shipping-trap',
    label: 'scam',
    kind: 'giveaway-survey-scam',
    url: `https://${h}/enkat/?s=fb_ica108`,
    body: doc({
      lang: 'sv',
      title: 'ICA firar 108 år – Grattis!',
      css: `body{margin:0;font-family:Arial;background:#fdf0f0}.h{background:#e3000b;color:#fff;padding:14px;text-align:center;font-weight:900;font-size:26px}.c{max-width:460px;margin:20px auto;background:#fff;border-radius:10px;padding:22px;text-align:center}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #e3000b;background:#fff;border-radius:6px;font-size:16px}.box{display:inline-block;width:80px;height:80px;margin:6px;background:#e3000b;border-radius:8px;color:#fff;font-size:40px;line-height:80px;cursor:pointer}.fb{text-align:left;font-size:13px;border-top:1px solid #eee;padding-top:8px;margin-top:8px}`,
      body: `<div class="h">ICA 108 ÅR 🎉</div><div class="c" id="c"><p>Grattis! Du har blivit utvald att delta i vår jubileumsundersökning. Svara på 4 frågor och vinn ett <b>ICA-presentkort värt 5 000 kr</b>.</p><p style="color:#e3000b">Erbjudandet gäller i <span id="tm">4:59</span></p><div class="q" id="q"></div></div>
<div style="max-width:460px;margin:0 auto"><div class="fb"><b>Karin Sjöberg</b> Fick mitt presentkort idag! Trodde inte det var sant 😍</div><div class="fb"><b>Ali Hassan</b> Tack ICA! Betalade bara frakten.</div></div>
<script>
var Q=['Hur ofta handlar du på ICA?|Varje dag|Varje vecka|Mer sällan','Vilken ICA-butik besöker du oftast?|ICA Maxi|ICA Kvantum|ICA Supermarket|ICA Nära','Är du medlem i ICA Stammis?|Ja|Nej','Hur nöjd är du med ICA?|Mycket nöjd|Nöjd|Mindre nöjd'],i=0;
function show(){if(i>=Q.length){return boxes()}var p=Q[i].split('|');document.getElementById('q').innerHTML='<h3>Fråga '+(i+1)+' av 4</h3><p>'+p[0]+'</p>'+p.slice(1).map(function(a){return '<button onclick="i++;show()">'+a+'</button>'}).join('')}
function boxes(){document.getElementById('c').innerHTML='<h3>Välj en låda – du har 3 försök</h3>'+[1,2,3,4,5,6,7,8,9].map(function(n){return '<span class="box" onclick="open1(this)">🎁</span>'}).join('');}
var tries=0;function open1(el){tries++;if(tries<2){el.textContent='❌';return}el.textContent='💳';setTimeout(function(){location.href='/enkat/leverans?gift=5000'},900)}
show();
</script>`,
    }),
    routes: {
      [`${h}/enkat/leverans`]: htmlRoute(
        doc({
          lang: 'sv',
          title: 'Leverans av presentkort',
          body: `<div style="max-width:460px;margin:20px auto;font-family:Arial"><h2>Du vann ett presentkort på 5 000 kr!</h2><p>Betala endast hantering och frakt: <b>19 kr</b>.</p><form method="post" action="/enkat/pay">${cardFields('sv')}<button>Betala 19 kr</button></form><p style="font-size:9px;color:#aaa">Genom att betala godkänner du medlemskap i VIP Deals Club, 14 dagars provperiod, därefter 499 kr/månad som debiteras automatiskt tills uppsägning sker skriftligen. Presentkort lottas ut bland medlemmar.</p></div>`,
        }),
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yx-subscription-trap-keto-dk',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://keto-burn-danmark.shop/tilbud/gratis-proeve',
  body: doc({
    lang: 'da',
    title: 'KetoBurn Pro – Gratis prøvepakke',
    css: `body{margin:0;font-family:Arial;background:#fff}.bn{background:#1a7f37;color:#fff;text-align:center;padding:8px}.w{max-width:920px;margin:20px auto;display:grid;grid-template-columns:1fr 1fr;gap:30px;padding:0 16px}.jar{height:300px;background:radial-gradient(circle,#f1c40f,#e67e22);border-radius:16px}.rv{font-size:14px;border-bottom:1px solid #eee;padding:8px 0}.fld label{display:block;font-size:13px;margin-top:8px}.fld input{width:100%;box-sizing:border-box;padding:9px;border:1px solid #aaa}.half{display:inline-block;width:48%;margin-right:2%}button{width:100%;margin-top:14px;padding:14px;background:#1a7f37;color:#fff;border:0;font-size:17px}.tiny{font-size:9px;color:#aaa;line-height:1.3}`,
    body: `<div class="bn">Som set i TV 2 Go' Morgen Danmark · Kun 43 prøvepakker tilbage i dag</div>
<div class="w"><div><div class="jar"></div><h1>Tab op til 8 kg på 4 uger – uden diæt</h1><p>Dansk læge: «Den mest effektive fedtforbrænder jeg har set i 20 år.»</p><div class="rv">⭐⭐⭐⭐⭐ «Minus 11 kg på 6 uger!» – Lone, 52, Vejle</div><div class="rv">⭐⭐⭐⭐⭐ «Min mand tror ikke det er mig på billederne» – Pia, Kolding</div></div>
<div><h2>Bestil din GRATIS prøvepakke</h2><p>Du betaler kun fragt: <b>39 kr</b></p><form method="post" action="/tilbud/checkout.php"><div class="fld"><label>Navn</label><input name="navn"></div><div class="fld"><label>Adresse</label><input name="adr"></div><div class="fld"><label>E-mail</label><input name="email"></div>${cardFields('da', ['cc_number', 'cc_exp', 'cc_cvv', 'cc_name'])}<button>SEND MIN PRØVEPAKKE</button></form>
<p class="tiny">Ved at bestille accepterer du vores vilkår. Efter prøveperioden på 14 dage tilmeldes du automatisk KetoBurn Pro abonnement og trækkes 899 kr hver 30. dag, indtil du afmelder pr. anbefalet brev til vores adresse i Cypern. Prøvepakken skal returneres uåbnet for at undgå opkrævning. Vi forbeholder os retten til at opkræve et ekspeditionsgebyr på 149 kr.</p></div></div>`,
  }),
} satisfies Entry,
];
