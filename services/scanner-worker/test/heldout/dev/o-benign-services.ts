import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, metaPixel, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Postal tracking and customs-duty payment, toll operators and utility portals on their own domains.

export const entries: Entry[] = [
{
  id: 'o-post-pl-inpost-sledzenie',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://inpost.pl/sledzenie-przesylek?number=620944711180334455210812',
  body: doc({
    lang: 'pl',
    title: 'Śledzenie przesyłek – InPost',
    head: gtag('G-INP0ST2026', '/static/gtag.js'),
    css: baseCss('Montserrat, Arial, sans-serif', '#f6f6f6') + `.h{background:#ffcd00;padding:14px 6%;display:flex;gap:20px;align-items:center;font-weight:800}.h a{font-weight:500;font-size:14px;text-decoration:none}.tl{border-left:3px solid #ffcd00;padding-left:16px}.tl div{margin:14px 0}`,
    body: `<div class="h">InPost<a href="#">Nadaj paczkę</a><a href="#">Śledź przesyłkę</a><a href="#">Paczkomaty</a><a href="#">Pomoc</a></div>
<main><h1>Śledzenie przesyłki</h1><div class="card"><input id="n" value=""><div id="res" class="tl"><p class="muted">Ładowanie statusu…</p></div></div>
<p class="muted">InPost nigdy nie prosi o dopłaty do przesyłek przez linki w SMS. Wszystkie opłaty widzisz w aplikacji InPost Mobile.</p></main>
${footer([['InPost', ['O nas', 'Kariera', 'Dla mediów']], ['Pomoc', ['Kontakt', 'Reklamacje', 'Bezpieczeństwo']]], '© InPost S.A. 2026')}
<script>
var num=new URLSearchParams(location.search).get('number');n.value=num;
fetch('/api/v1/tracking/'+num).then(function(r){return r.json()}).then(function(j){res.innerHTML=j.events.map(function(e){return '<div><b>'+e.status+'</b><br><span class="muted">'+e.time+' · '+e.place+'</span></div>'}).join('')});
</script>`,
  }),
  routes: {
    'inpost.pl/static/gtag.js': js('window.dataLayer=window.dataLayer||[];'),
    'inpost.pl/api/v1/tracking/620944711180334455210812': json({ events: [{ status: 'Gotowa do odbioru', time: '28.11.2026 09:14', place: 'Paczkomat KRA45M, Kraków' }, { status: 'Przekazano do doręczenia', time: '28.11.2026 06:02', place: 'Oddział Kraków' }, { status: 'W drodze', time: '27.11.2026 21:40', place: 'Sortownia Piotrków Tryb.' }, { status: 'Nadana w Paczkomacie', time: '27.11.2026 14:11', place: 'Warszawa' }] }),
  },
},
{
  id: 'o-post-tr-ptt-gonderi-takip',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://gonderitakip.ptt.gov.tr/Track/Verify?q=KP04471129921',
  body: doc({
    lang: 'tr',
    title: 'PTT Gönderi Takip',
    css: baseCss('Arial, sans-serif', '#f4f4f4') + `.h{background:#ffcc00;padding:12px 6%;font-weight:900;color:#003366}table{width:100%;border-collapse:collapse;background:#fff;font-size:14px}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}`,
    body: `<div class="h">PTT <span style="font-weight:400">Gönderi Takip</span></div>
<main><h1 style="font-size:22px">KP04471129921</h1><table><tr><th>Tarih</th><th>İşlem</th><th>Birim</th></tr><tr><td>28.11.2026 10:22</td><td>Dağıtıma çıkarıldı</td><td>Kadıköy Dağıtım Merkezi</td></tr><tr><td>27.11.2026 19:05</td><td>Transfer merkezine ulaştı</td><td>İstanbul Anadolu</td></tr><tr><td>26.11.2026 15:41</td><td>Kabul edildi</td><td>Ankara Çankaya</td></tr></table>
<p class="muted">PTT, gönderiler için SMS ile ödeme bağlantısı göndermez. Gümrük vergisi gerektiren gönderiler için bilgilendirme yalnızca resmi kanallardan yapılır.</p></main>
${footer([['PTT', ['Kurumsal', 'İletişim 444 1 788', 'KVKK']]], '© 2026 PTT A.Ş.')}`,
  }),
},
{
  id: 'o-toll-pl-etoll-bilet',
  label: 'clean',
  kind: 'toll-operator',
  url: 'https://etoll.gov.pl/samochody-osobowe/e-bilet-autostradowy/',
  body: doc({
    lang: 'pl',
    title: 'e-bilet autostradowy – e-TOLL',
    css: baseCss('Arial, sans-serif', '#fff') + `.h{background:#00508f;color:#fff;padding:14px 6%;display:flex;gap:14px}.st{display:flex;gap:10px;margin:14px 0}.st div{flex:1;background:#eef4fa;padding:12px;border-radius:6px;font-size:14px}.btn{background:#00508f}`,
    body: `<div class="h"><b>e-TOLL</b><span>Krajowa Administracja Skarbowa</span><span style="margin-left:auto;font-size:14px">Zaloguj · EN · UA</span></div>
<main><h1>e-bilet autostradowy</h1><p>Płatność za przejazd państwowymi odcinkami autostrad A2 (Konin – Stryków) i A4 (Wrocław – Sośnica) dla samochodów osobowych.</p>
<div class="st"><div><b>1.</b> Wybierz odcinek i datę przejazdu</div><div><b>2.</b> Podaj numer rejestracyjny</div><div><b>3.</b> Zapłać kartą lub BLIK</div></div>
<form class="card" style="max-width:520px" method="post" action="/samochody-osobowe/e-bilet-autostradowy/zakup"><label>Odcinek</label><select><option>A2 Konin – Stryków</option><option>A4 Wrocław – Sośnica</option></select><label>Wjazd</label><select><option>Koło</option><option>Dąbie</option><option>Wartkowice</option></select><label>Zjazd</label><select><option>Stryków</option><option>Emilia</option></select><label>Numer rejestracyjny</label><input name="nr"><label>Data rozpoczęcia przejazdu</label><input type="date"><button class="btn">Dalej – płatność</button></form>
<p class="muted">Uwaga: KAS nie wysyła SMS-ów o nieopłaconych przejazdach z linkami do płatności.</p></main>
${footer([['e-TOLL', ['Regulamin', 'Polityka prywatności', 'Deklaracja dostępności']], ['Kontakt', ['Infolinia 22 290 00 00']]], '© Krajowa Administracja Skarbowa 2026')}`,
  }),
},
{
  id: 'o-toll-ae-salik-pay',
  label: 'clean',
  kind: 'toll-operator',
  url: 'https://www.salik.ae/en/pay-and-recharge',
  body: doc({
    lang: 'en',
    title: 'Pay & Recharge | Salik',
    css: baseCss('Arial, sans-serif', '#f7f8fa') + `.tabs{display:flex;gap:8px}.tabs span{padding:8px 14px;border-radius:20px;background:#e5eefb;font-size:14px}.tabs .on{background:#0b5fff;color:#fff}.btn{background:#0b5fff}`,
    body: `${nav('Salik', ['Personal', 'Business', 'Pay & Recharge', 'Help', 'العربية'], '#0a2540')}
<main><h1>Pay &amp; Recharge</h1><div class="tabs"><span class="on">Recharge account</span><span>Pay violations</span><span>Top-up card</span></div>
<form class="card" style="max-width:520px;margin-top:16px" method="post" action="/en/pay-and-recharge/lookup"><label>Search by</label><select><option>Mobile number</option><option>Plate number</option><option>Salik account number</option></select><label>Value</label><input name="q"><button class="btn">Continue</button></form>
<p>Salik is Dubai's electronic toll collection system operated by Salik Company PJSC. You can also recharge via the Salik app, RTA app or at ENOC/ADNOC stations.</p>
<p class="muted">Salik will never send you payment links via SMS from unknown numbers. Official sender ID: SALIK.</p></main>
${footer([['Salik', ['About', 'Investor relations', 'Privacy']]], '© 2026 Salik Company PJSC', '#0a2540', '#ddd')}
${cookieBar('en')}`,
  }),
},
{
  id: 'o-util-pl-tauron-ebok',
  label: 'clean',
  kind: 'utility-portal',
  url: 'https://logowanie.tauron.pl/login?service=https://elicznik.tauron-dystrybucja.pl',
  body: doc({
    lang: 'pl',
    title: 'TAURON – Logowanie do Mojego TAURONA',
    css: baseCss('Arial, sans-serif', '#f2f2f2') + `.h{background:#e2007a;color:#fff;padding:14px 6%;font-weight:800;font-size:20px}.w{max-width:420px;margin:40px auto}.btn{background:#e2007a;width:100%}`,
    body: `<div class="h">TAURON</div>
<div class="w card"><h1 style="font-size:20px">Zaloguj się do Mojego TAURONA</h1><form method="post" action="/login"><label>Login lub adres e-mail</label><input name="username"><label>Hasło</label><input type="password" name="password"><button class="btn">Zaloguj się</button></form>
<p class="muted"><a href="#">Nie pamiętam hasła</a> · <a href="#">Załóż konto</a></p><p class="muted">TAURON nie wysyła SMS-ów o odcięciu prądu z linkiem do płatności. Numer rachunku do wpłat znajdziesz na fakturze.</p></div>
${footer([['TAURON', ['Kontakt 32 606 0 606', 'Pogotowie energetyczne 991']]], '© TAURON Polska Energia S.A.')}
${cookieBar('pl')}`,
  }),
},
{
  id: 'o-util-vn-evnhcmc-cskh',
  label: 'clean',
  kind: 'utility-portal',
  url: 'https://cskh.evnhcmc.vn/Tracuu/hoadon',
  body: doc({
    lang: 'vi',
    title: 'Tra cứu hóa đơn - EVNHCMC CSKH',
    css: baseCss('Arial, sans-serif', '#f0f5fa') + `.h{background:#0055a5;color:#fff;padding:14px 6%;font-weight:700}.btn{background:#0055a5}table{width:100%;background:#fff;border-collapse:collapse;font-size:14px}td{border:1px solid #ddd;padding:6px}`,
    body: `<div class="h">EVNHCMC · Chăm sóc khách hàng</div>
<main style="max-width:640px"><h1 style="font-size:21px">Tra cứu hóa đơn tiền điện</h1>
<form class="card" method="post" action="/Tracuu/hoadon"><label>Mã khách hàng</label><input name="makh" placeholder="PE..."><button class="btn">Tra cứu</button></form>
<table style="margin-top:14px"><tr><td>Kỳ</td><td>Sản lượng</td><td>Số tiền</td><td>Trạng thái</td></tr><tr><td>10/2026</td><td>214 kWh</td><td>612.340đ</td><td>Đã thanh toán</td></tr></table>
<p class="muted">EVN không yêu cầu khách hàng cung cấp mật khẩu Internet Banking hay mã OTP. Thanh toán qua ứng dụng EVNHCMC CSKH hoặc ngân hàng.</p></main>`,
  }),
},
];
