import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// More of the same families: an ad-tracker redirect chain into a script-built landing page, government relief
// "registration" fees, and the official and police pages people confuse them with.

const itLanding = `(function(){var d=document.getElementById('app');var t=atob('PGgxPkdlcnJ5IFNjb3R0aSBzdmVsYSBpbCBzdW8gc2VncmV0bzogIkNvbiAyNTAgZXVybyBob28gY2FtYmlhdG8gdml0YSI8L2gxPg==');
var txt=decodeURIComponent(escape(t));d.innerHTML=txt+'<p class="m">Economia · 27 novembre 2026</p><p>Durante la puntata di ieri sera il conduttore ha rivelato di aver guadagnato oltre 40.000 euro in un mese con la piattaforma <b>Quantum AI Italia</b>, approvata dalla CONSOB secondo quanto dichiarato in trasmissione. La Banca d\\'Italia ha chiesto di rimuovere il video.</p><p>Abbiamo provato: con un deposito di 250 € la nostra giornalista ha ottenuto 3.180 € in 9 giorni.</p><div class="f"><b>Registrati gratis – posti limitati</b><form class="lead"><input name="nome" placeholder="Nome" required><input name="cognome" placeholder="Cognome" required><input name="email" placeholder="Email" required><input name="tel" placeholder="+39 3__ ___ ____" required><button>INIZIA ORA</button></form></div>';
d.querySelector('form').onsubmit=function(e){e.preventDefault();var o={};new FormData(this).forEach(function(v,k){o[k]=v});fetch('/it/api/l',{method:'POST',body:JSON.stringify(o)}).then(function(){location.href='/it/grazie'})}})();`;

export const entries: Entry[] = [
  {
    id: 'n-scam-invest-adtracker-chain-it',
    label: 'scam',
    kind: 'celeb-invest-ad',
    url: 'https://trk.adsclick-it.net/c/88120?utm_source=fb&utm_campaign=it_scotti_v3',
    routes: {
      'trk.adsclick-it.net/c/88120': redirectRoute(302, 'https://go.notizie-flash24.it/r/scotti?cid=88120'),
      'go.notizie-flash24.it/r/scotti?cid=88120': htmlRoute(`<!doctype html><html><head><meta charset="utf-8"><title>Caricamento…</title><meta name="robots" content="noindex"></head><body><script>if(navigator.webdriver){location.replace('/ricette/tiramisu')}else{setTimeout(function(){location.replace('https://www.corriere-economia-oggi.it/articolo/scotti-quantum/?cid=88120')},300)}</script></body></html>`),
      'go.notizie-flash24.it/ricette/tiramisu': htmlRoute(page({ lang: 'it', title: 'Tiramisù della nonna – ricetta facile', body: '<main><h1>Tiramisù della nonna</h1><p>Ingredienti: 500 g di mascarpone, 4 uova, 100 g di zucchero, savoiardi, caffè, cacao amaro.</p><p>Montate i tuorli con lo zucchero, unite il mascarpone e poi gli albumi montati a neve.</p></main>' })),
      'www.corriere-economia-oggi.it/articolo/scotti-quantum/?cid=88120': htmlRoute(page({
        lang: 'it',
        title: 'Gerry Scotti svela il suo segreto – Corriere Economia Oggi',
        head: fbqStub('441900223311876'),
        css: `body{margin:0;font-family:Georgia,serif}.l{border-bottom:2px solid #000;padding:12px 18px;font:bold 28px Georgia;text-align:center}#app{max-width:700px;margin:auto;padding:14px}.m{font:12px Arial;color:#888}
.f{border:2px solid #b00;padding:16px;margin:16px 0}.f input{width:100%;padding:10px;margin:5px 0;font-size:16px}.f button{width:100%;background:#1b8a3a;color:#fff;border:0;padding:14px;font:bold 17px Arial}`,
        body: `<div class="l">Corriere Economia Oggi</div><div id="app"><p>Caricamento…</p></div><script src="/static/js/app.min.js"></script>`,
      })),
      'www.corriere-economia-oggi.it/static/js/app.min.js': jsRoute(itLanding),
      'www.corriere-economia-oggi.it/it/api/l': jsonRoute({ ok: 1 }),
      'www.corriere-economia-oggi.it/it/grazie': htmlRoute(page({ lang: 'it', title: 'Grazie', body: '<main><h2>Grazie!</h2><p>Un consulente la chiamerà a breve per attivare il conto con il deposito minimo di 250 €.</p></main>' })),
    },
  },
  {
    id: 'n-scam-bisp-8171-registration-ur',
    label: 'scam',
    kind: 'gov-relief-fee',
    url: 'https://bisp-8171-online-registration.pk/check',
    body: page({
      lang: 'ur',
      dir: 'rtl',
      title: 'بینظیر انکم سپورٹ پروگرام 8171 – نئی قسط 13,500 روپے چیک کریں',
      head: fbqStub('772200118833441'),
      css: `body{margin:0;font-family:Tahoma,"Noto Naskh Arabic",sans-serif;background:#f1f7f1;line-height:1.9}.h{background:#0b6e3b;color:#fff;padding:16px;text-align:center}.w{max-width:520px;margin:14px auto;background:#fff;padding:18px;border-radius:8px}
input{width:100%;padding:10px;margin:6px 0;font-size:17px}.b{width:100%;padding:12px;background:#0b6e3b;color:#fff;border:0;font-size:17px}.r{background:#fff8e1;padding:12px;border-radius:6px;margin-top:12px}`,
      body: `<div class="h"><h2 style="margin:0">BISP 8171 آن لائن رجسٹریشن</h2><p style="margin:0">احساس / بینظیر کفالت – نئی قسط 13,500 روپے</p></div>
<div class="w"><p>اپنا شناختی کارڈ نمبر درج کریں اور معلوم کریں کہ آپ کی قسط جاری ہوئی ہے یا نہیں۔</p><form id="f"><input id="cnic" placeholder="CNIC نمبر (13 ہندسے)" maxlength="15" required><input placeholder="موبائل نمبر" required><button class="b">چیک کریں</button></form><div id="r"></div></div>
<script>document.getElementById('f').onsubmit=function(e){e.preventDefault();var r=document.getElementById('r');r.innerHTML='<p>براہ کرم انتظار کریں…</p>';setTimeout(function(){r.innerHTML='<div class="r"><b>مبارک ہو! آپ اہل ہیں ✅</b><br>آپ کی رقم 13,500 روپے جاری کر دی گئی ہے۔ رقم وصول کرنے کے لیے سروس و تصدیقی فیس <b>1,500 روپے</b> JazzCash نمبر <b>0306-7718204</b> پر بھیجیں اور ٹرانزیکشن آئی ڈی واٹس ایپ کریں۔ فیس جمع نہ کرانے کی صورت میں آپ کی قسط منسوخ ہو جائے گی۔</div>'},1800)}</script>`,
    }),
  },
  {
    id: 'n-clean-bisp-official-8171-ur',
    label: 'clean',
    kind: 'gov-relief',
    url: 'https://8171.bisp.gov.pk/',
    body: page({
      lang: 'ur',
      dir: 'rtl',
      title: 'بینظیر انکم سپورٹ پروگرام – اہلیت معلوم کریں',
      css: `body{margin:0;font-family:Tahoma,sans-serif;background:#fff;line-height:1.9}.h{background:#0b6e3b;color:#fff;padding:14px 24px}.w{max-width:640px;margin:18px auto;padding:0 18px}input{width:100%;padding:9px;margin:6px 0}.warn{background:#fdecea;padding:10px;border-right:4px solid #c00}`,
      body: `<div class="h"><b>بینظیر انکم سپورٹ پروگرام · حکومتِ پاکستان</b></div>
<div class="w"><h1>اہلیت معلوم کریں</h1><p>اپنا شناختی کارڈ نمبر درج کریں یا شناختی کارڈ نمبر <b>8171</b> پر SMS کریں۔</p><form><input placeholder="شناختی کارڈ نمبر (بغیر ڈیش)" maxlength="13"><button>معلوم کریں</button></form>
<div class="warn"><b>خبردار:</b> BISP کی رقم بالکل مفت ہے۔ کسی بھی قسم کی رجسٹریشن یا سروس فیس نہیں لی جاتی۔ 8171 کے علاوہ کسی نمبر سے آنے والے پیغامات جعلی ہیں۔ قسط صرف نامزد بینک کیمپ یا ریٹیلر سے بائیو میٹرک تصدیق کے بعد ملتی ہے۔ شکایت کے لیے ہیلپ لائن 0800-26477 پر رابطہ کریں۔</div></div>`,
    }),
  },
];
