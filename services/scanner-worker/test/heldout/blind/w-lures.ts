import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, tag, pixel, baseCss } from '../parts/w-kit.js';

const newsShell = (o: { lang: string; title: string; brand: string; color: string; article: string; formAction: string; form: string }) =>
  doc({
    lang: o.lang,
    title: o.title,
    css: `body{margin:0;font-family:Georgia,'Times New Roman',serif;color:#222}.mast{background:${o.color};color:#fff;padding:12px 30px;font:700 26px Arial,sans-serif}.nav{background:#222;padding:6px 30px}.nav a{color:#ddd;font:13px Arial;margin-right:14px;text-decoration:none}
.a{max-width:760px;margin:24px auto;padding:0 16px;font-size:18px;line-height:1.6}.a h1{font-size:34px;line-height:1.2}.a img{width:100%;height:300px;background:#ccc;display:block}.q{border-left:4px solid ${o.color};padding-left:14px;font-style:italic}
.lead{background:#f4f4f4;border:2px solid ${o.color};padding:20px;font-family:Arial}.lead input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.lead button{width:100%;padding:14px;background:#1a9d2a;color:#fff;border:0;font-size:18px;font-weight:700}
.cm{font-family:Arial;font-size:14px;border-top:1px solid #ddd;padding:8px 0}`,
    body: `<div class="mast">${o.brand}</div><div class="nav"><a href="#">News</a><a href="#">Business</a><a href="#">Money</a><a href="#">Tech</a><a href="#">Sport</a></div>
<div class="a">${o.article}<div class="lead" id="reg"><form action="${o.formAction}" method="post">${o.form}</form></div></div>`,
  });

export const entries: Entry[] = [
  {
    id: 'w-scam-survey-walmart-gift-card-us',
    label: 'scam',
    kind: 'survey-prize',
    url: 'https://rewards-center.daily-winner-usa.com/lp/wm/?click_id=8f2a91c&src=fbads',
    body: doc({
      title: 'Congratulations! You have been selected',
      css: `body{margin:0;background:#eef3fb;font-family:Arial,sans-serif}.c{max-width:520px;margin:30px auto;background:#fff;border-radius:10px;padding:24px;box-shadow:0 4px 14px #0002;text-align:center}
.q button{display:block;width:100%;margin:8px 0;padding:12px;background:#0071ce;color:#fff;border:0;border-radius:20px;font-size:16px}.box{display:inline-block;width:90px;height:90px;margin:6px;background:#ffc220;border-radius:8px;font-size:40px;line-height:90px;cursor:pointer}`,
      body: `<div class="c"><p style="color:#999;font-size:13px" id="dt"></p><h2>🎉 Congratulations, Walmart Shopper!</h2><p>You have been selected to take part in our <b>Walmart Customer Survey</b>. It will take only 30 seconds and you will receive a <b>$1,000 Walmart Gift Card</b>.</p>
<div class="q" id="q"></div><div id="boxes" style="display:none"><p>Choose a gift box — you have 3 attempts!</p><div class="box">🎁</div><div class="box">🎁</div><div class="box">🎁</div><div class="box">🎁</div><div class="box">🎁</div><div class="box">🎁</div></div>
<p id="win" style="display:none"><b>YOU WON!</b> A $1,000 Walmart Gift Card. Just pay the shipping fee of <b>$2.95</b> to claim.<br><br><a href="/lp/wm/claim" style="background:#1a9d2a;color:#fff;padding:12px 30px;border-radius:6px;text-decoration:none">CLAIM NOW</a></p>
<p style="font-size:11px;color:#aaa">Only 4 prizes remaining today. Comments: Linda M. — “Got mine in 3 days!!” · Robert K. — “I thought it was fake but it's real”</p></div>`,
      scripts: `<script>document.getElementById('dt').textContent=new Date().toDateString();
var qs=[['Are you male or female?',['Male','Female']],['How old are you?',['18-29','30-44','45-64','65+']],['How do you rate Walmart?',['Excellent','Good','Poor']]],i=0;
function show(){if(i>=qs.length){document.getElementById('q').style.display='none';document.getElementById('boxes').style.display='block';return}
var q=qs[i];document.getElementById('q').innerHTML='<p><b>Question '+(i+1)+' of 3:</b> '+q[0]+'</p>'+q[1].map(function(a){return '<button>'+a+'</button>'}).join('');
document.querySelectorAll('.q button').forEach(function(b){b.onclick=function(){i++;show()}})}show();
var tries=0;document.querySelectorAll('.box').forEach(function(b){b.onclick=function(){tries++;if(tries<2){b.textContent='❌';alert('Sorry, empty box. You have 2 more attempts.')}else{b.textContent='💳';document.getElementById('win').style.display='block'}}});</script>`,
    }),
    routes: {
      'rewards-center.daily-winner-usa.com/lp/wm/claim': html(doc({ title: 'Claim your reward', body: `<div style="max-width:480px;margin:30px auto;font-family:Arial"><h2>Shipping details</h2><input placeholder="Full name"><input placeholder="Address"><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVC"><button>Pay $2.95 shipping</button><p style="font-size:10px;color:#999">By submitting you agree to a 14-day trial of VIP Deals Club, after which you will be billed $89.95 every month until cancelled.</p></div>` })),
    },
  },
  {
    id: 'w-scam-sextortion-camera-recorded-btc',
    label: 'scam',
    kind: 'sextortion',
    url: 'https://secure-notice.device-report.cc/n/8c1f0e2a',
    body: doc({
      title: 'Important notice regarding your device',
      css: `body{margin:0;background:#111;color:#ddd;font-family:Courier New,monospace}.c{max-width:720px;margin:40px auto;padding:20px;border:1px solid #333}.r{color:#ff5555}.t{font-size:28px;color:#ff5555}`,
      body: `<div class="c"><p>Hello pervert,</p>
<p>I have some bad news for you. Several months ago I gained access to the devices you use to browse the internet. Your router had a vulnerability, and I installed a Trojan that gave me full access to your camera and microphone.</p>
<p>I recorded you while you were watching adult websites. I have a video that shows you on one side of the screen and the video you were watching on the other. I also have a copy of all your contacts, emails and social networks.</p>
<p>With one click I can send this video to all your friends, family and colleagues.</p>
<p>If you want me to delete everything, send <b class="r">$1,450 in Bitcoin (BTC)</b> to the wallet below:</p>
<p class="r">bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</p>
<p>You have <span class="t" id="t">47:59:59</span> to pay. I can see when you open this page — the timer has started. Do not contact the police; I will know.</p>
<p>How to buy Bitcoin: search “buy bitcoin” on Google, or use a Bitcoin ATM near you.</p></div>`,
      scripts: `<script>var e=Date.now()+48*3600e3;setInterval(function(){var s=Math.max(0,Math.floor((e-Date.now())/1e3));t.textContent=String(Math.floor(s/3600)).padStart(2,'0')+':'+String(Math.floor(s%3600/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000);
fetch('/n/8c1f0e2a/opened',{method:'POST'});</script>`,
    }),
    routes: { 'secure-notice.device-report.cc/n/8c1f0e2a/opened': json({ ok: true }) },
  },
  {
    id: 'w-scam-invest-celeb-cloaked-it',
    label: 'scam',
    kind: 'celeb-investment',
    url: 'https://ricette-della-nonna.it.com/torta-di-mele?fbclid=IwAR3xk2',
    body: doc({
      lang: 'it',
      title: 'Torta di mele della nonna – ricetta facile',
      body: `<h1>Torta di mele della nonna</h1><p>La classica torta di mele soffice, con mele renette, scorza di limone e un pizzico di cannella.</p><ul><li>3 mele</li><li>200 g di farina</li><li>150 g di zucchero</li><li>3 uova</li><li>100 ml di latte</li></ul>`,
      scripts: `<script>(function(){var r=document.referrer,q=location.search,tz=Intl.DateTimeFormat().resolvedOptions().timeZone;if(/fbclid|utm_source=fb/.test(q)||/facebook|instagram/.test(r)){fetch('/api/check?tz='+encodeURIComponent(tz)).then(function(x){return x.json()}).then(function(d){if(d.ok)location.replace(d.u)})}})();</script>`,
    }),
    routes: {
      'ricette-della-nonna.it.com/api/check': json({ ok: true, u: 'https://corriere-notizie-oggi.it.com/economia/intervista-gerry-scotti/' }),
      'corriere-notizie-oggi.it.com/economia/intervista-gerry-scotti/': html(newsShell({
        lang: 'it',
        title: 'Scandalo in diretta: la dichiarazione che ha fatto infuriare la Banca d’Italia',
        brand: 'CORRIERE DELLA SERA',
        color: '#1f2b3a',
        article: `<h1>Scandalo in diretta: Gerry Scotti rivela come guadagna 30.000 € al mese – la Banca d’Italia cerca di fermarlo</h1><img src="/economia/img/scotti.png" alt="">
<p>Durante un’intervista a “Porta a Porta”, il noto conduttore ha parlato di una piattaforma di trading automatico basata sull’intelligenza artificiale. “Con soli 250 euro chiunque può iniziare”, ha detto.</p>
<p class="q">“Non è una truffa. Ho iniziato con 250 € e dopo un mese avevo 27.000 €.”</p><p>I posti disponibili per l’Italia sono limitati. Registrati subito: un consulente ti chiamerà.</p>`,
        formAction: '/economia/registrazione',
        form: `<h3>Registrati gratuitamente</h3><input placeholder="Nome"><input placeholder="Cognome"><input placeholder="Email"><input placeholder="+39 Telefono"><button>INIZIA ORA</button>`,
      })),
      'corriere-notizie-oggi.it.com/economia/img/scotti.png': pic(70, 70, 70),
    },
  },
];
