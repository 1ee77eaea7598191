import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, gtag, metrika, okApi, pngRoute, rtlCss } from '../parts/zi-kit.js';

// Marketplace "buyer paid" kits and delivery / customs-fee kits.

export const entries: Entry[] = [
  {
    id: 'zi-market-sahibinden-guvenli-odeme-tr',
    label: 'phishing',
    kind: 'marketplace-kit',
    url: 'https://sahibinden-guvenliodeme.net/ilan/1128833412/odeme',
    body: doc({
      lang: 'tr',
      title: 'sahibinden.com - Param Güvende',
      css: '.h{background:#ffe800;padding:12px 26px;font-size:22px;font-weight:800;color:#333}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb}button{background:#489ae9;color:#fff;border:0;padding:12px;width:100%;font-weight:700}',
      body: `<div class="h">sahibinden.com</div>
<div class="c">
<h3>Param Güvende — Ödeme Onayı</h3>
<p>İlan no 1128833412 (PlayStation 5 Slim + 2 kol) için alıcı <b>21.500 TL</b> ödemeyi Param Güvende hesabına yatırmıştır. Tutarın kartınıza aktarılması için kart bilgilerinizi doğrulayınız.</p>
<form method="post" action="/ilan/1128833412/3d">
<input name="adsoyad" placeholder="Ad Soyad">
<input name="kartno" placeholder="Kart Numarası">
<input name="skt" placeholder="AA/YY">
<input name="cvv" placeholder="CVV">
<button>Ödemeyi Al</button>
</form>
</div>`,
    }),
    routes: { 'sahibinden-guvenliodeme.net/ilan/1128833412/3d': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><p>3D Secure doğrulama kodu</p><form method="post"><input name="kod"><button>Onayla</button></form></html>') },
  },
  {
    id: 'zi-delivery-inpost-doplata-pl',
    label: 'phishing',
    kind: 'delivery-fee-kit',
    url: 'https://inpost-paczka.pl-doplata.info/',
    body: doc({
      lang: 'pl',
      title: 'InPost | Dopłata do przesyłki',
      css: 'body{background:#f4f4f4}.h{background:#ffcd00;padding:14px 28px;font-weight:800;font-size:24px}.c{max-width:480px;margin:26px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb}button{width:100%;padding:13px;background:#1d1d1b;color:#ffcd00;border:0;font-weight:700}',
      body: `<div class="h">InPost</div>
<div class="c">
<h3>Twoja paczka czeka na dopłatę</h3>
<p>Numer przesyłki: <b>6204 1927 7483 1120 4412 98</b><br>Status: wstrzymana w sortowni (niedopłata za gabaryt)</p>
<p>Kwota do zapłaty: <b>2,99 zł</b>. Po opłaceniu paczka zostanie doręczona do Paczkomatu® w ciągu 24h. Nieopłacone przesyłki są zwracane do nadawcy.</p>
<form method="post" action="/platnosc">
<input name="imie" placeholder="Imię i nazwisko">
<input name="adres" placeholder="Adres">
<input name="karta" placeholder="Numer karty">
<input name="data" placeholder="MM/RR">
<input name="cvv" placeholder="CVV">
<button>Zapłać 2,99 zł</button>
</form>
</div>
${gtag('G-PL2Q88ZR1A')}`,
    }),
    routes: { 'inpost-paczka.pl-doplata.info/platnosc': htmlRoute('<!doctype html><html lang="pl"><meta charset="utf-8"><p>Trwa autoryzacja płatności... Wprowadź kod SMS</p><form method="post"><input name="sms"><button>OK</button></form></html>') },
  },
  {
    id: 'zi-delivery-ceska-posta-clo-cz',
    label: 'phishing',
    kind: 'customs-fee-kit',
    url: 'https://postaonline-clo.com/sledovani/RR482019334CN',
    body: doc({
      lang: 'cs',
      title: 'Česká pošta - Celní poplatek',
      css: '.h{background:#002776;color:#fff;padding:14px 26px;font-size:20px}.c{max-width:500px;margin:26px auto;background:#fff;padding:24px}table{width:100%;font-size:14px;border-collapse:collapse}td{padding:6px;border-bottom:1px solid #eee}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #aaa}button{background:#fcc000;color:#002776;border:0;padding:12px;width:100%;font-weight:700}',
      body: `<div class="h">Česká pošta</div>
<div class="c">
<h3>Zásilka RR482019334CN čeká na proclení</h3>
<table><tr><td>Odesílatel</td><td>Shenzhen Trading Co.</td></tr><tr><td>Hodnota</td><td>1 840 Kč</td></tr><tr><td>Clo a DPH</td><td>86,40 Kč</td></tr><tr><td>Lhůta úhrady</td><td id="d"></td></tr></table>
<form method="post" action="/sledovani/platba">
<input name="jmeno" placeholder="Jméno">
<input name="karta" placeholder="Číslo platební karty">
<input name="exp" placeholder="MM/RR"><input name="cvc" placeholder="CVC">
<button>Zaplatit 86,40 Kč</button>
</form>
<p style="font-size:11px;color:#888">Česká pošta, s.p., Politických vězňů 909/4, 225 99 Praha 1</p>
</div>
<script>var t=new Date(Date.now()+864e5);document.getElementById('d').textContent=t.toLocaleDateString('cs-CZ')</script>`,
    }),
    routes: { 'postaonline-clo.com/sledovani/platba': htmlRoute('<!doctype html><html lang="cs"><meta charset="utf-8"><p>Ověření 3-D Secure</p><form method="post"><input name="kod"><button>Potvrdit</button></form></html>') },
  },
  {
    id: 'zi-delivery-aramex-customs-ar',
    label: 'phishing',
    kind: 'customs-fee-kit',
    url: 'https://aramex-ae.shipment-hold.com/ar/track',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'أرامكس | رسوم جمركية معلقة',
      css: rtlCss + '.h{background:#e31e24;color:#fff;padding:14px 24px;font-size:22px;font-weight:700}.c{max-width:480px;margin:24px auto;background:#fff;padding:22px}input{width:100%;padding:10px;margin:4px 0 12px;border:1px solid #bbb;direction:ltr}button{background:#e31e24;color:#fff;border:0;padding:12px;width:100%}',
      body: `<div class="h">aramex</div>
<div class="c">
<h3>شحنتك محتجزة في الجمارك</h3>
<p>رقم الشحنة: 44918207731 — يرجى دفع الرسوم الجمركية بقيمة <b>12.50 درهم</b> خلال 48 ساعة، وإلا ستتم إعادة الشحنة إلى المرسل.</p>
<form method="post" action="/ar/pay">
<label>الاسم على البطاقة</label><input name="name">
<label>رقم البطاقة</label><input name="cc">
<label>تاريخ الانتهاء</label><input name="exp">
<label>CVV</label><input name="cvv">
<button>ادفع الآن</button>
</form>
<p style="font-size:11px;color:#888">© 2025 Aramex International. جميع الحقوق محفوظة.</p>
</div>`,
    }),
    routes: { 'aramex-ae.shipment-hold.com/ar/pay': htmlRoute('<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><p>أدخل رمز التحقق (OTP)</p><form method="post"><input name="otp"><button>تأكيد</button></form></html>') },
  },
];
