import { htmlRoute, type Entry } from '../entry.js';
import { assets, cookieBar, doc, gtag, jsRoute, jsonRoute, metrika, rtlCss } from '../parts/zi-kit.js';

// Banks' and mobile-money operators' own pages and logins on their own domains.

export const entries: Entry[] = [
  {
    id: 'zi-clean-ipko-own-login-pl',
    label: 'clean',
    kind: 'own-login',
    url: 'https://www.ipko.pl/nowe-logowanie/',
    body: doc({
      lang: 'pl',
      title: 'Logowanie - iPKO',
      css: '.top{background:#003574;color:#fff;padding:10px 30px;display:flex;justify-content:space-between;font-size:14px}.main{display:flex;max-width:1000px;margin:40px auto;gap:30px}.box{flex:1;background:#fff;padding:30px;border-radius:4px}.side{flex:1;font-size:14px}label{display:block;margin:12px 0 4px}input{width:100%;padding:10px;border:1px solid #bbb}button{margin-top:18px;padding:12px 40px;background:#003574;color:#fff;border:0}.sec{background:#eef3fa;padding:14px;margin-bottom:12px;border-radius:4px}footer{text-align:center;font-size:12px;color:#666;padding:30px}',
      body: `<div class="top"><span><img src="/img/logo.png" width="22" alt=""> PKO Bank Polski</span><span>Pomoc · Kontakt · English · Dostępność</span></div>
<div class="main"><div class="box"><h2>Zaloguj się do iPKO</h2>
<form method="post" action="/ipko3/login" autocomplete="on"><label for="l">Numer klienta lub login</label><input id="l" name="login" autocomplete="username"><button type="submit">Dalej</button></form>
<p style="font-size:13px"><a href="/ipko3/odzyskiwanie">Nie pamiętasz loginu?</a> · <a href="https://www.pkobp.pl/klienci-indywidualni/bankowosc-elektroniczna/">Załóż konto</a></p></div>
<div class="side"><div class="sec"><b>Uwaga na fałszywe strony!</b> Zawsze sprawdzaj adres strony w przeglądarce: <b>https://www.ipko.pl</b>. Nie loguj się z linków w SMS-ach o dopłacie do paczki lub zwrocie podatku.</div>
<div class="sec"><b>Bank nigdy nie poprosi</b> o podanie kodu BLIK, hasła ani o instalację aplikacji do zdalnego pulpitu.</div>
<div class="sec">Aplikacja IKO — pobierz z Google Play lub App Store.</div></div></div>
<footer>PKO Bank Polski S.A., ul. Puławska 15, 02-515 Warszawa · Infolinia 800 302 302 · © 2025</footer>
${cookieBar('Używamy plików cookies, aby zapewnić prawidłowe działanie serwisu.', 'Akceptuję')}`,
    }),
    routes: { ...assets('www.ipko.pl', [0, 53, 116]) },
  },
  {
    id: 'zi-clean-safaricom-mpesa-page-sw',
    label: 'clean',
    kind: 'mobile-money-own',
    url: 'https://www.safaricom.co.ke/personal/m-pesa/getting-started/using-m-pesa',
    body: doc({
      lang: 'en',
      title: 'Using M-PESA | Safaricom',
      css: 'nav{background:#fff;padding:14px 30px;border-bottom:3px solid #43b02a;display:flex;gap:22px;font-size:14px}nav b{color:#43b02a;font-size:18px}.hero{background:#43b02a;color:#fff;padding:40px 30px}.c{max-width:980px;margin:0 auto;padding:20px}.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.cards div{background:#fff;padding:16px;border-radius:6px}.warn{background:#fff3cd;padding:14px;border-radius:6px;margin:20px 0}footer{background:#222;color:#bbb;padding:30px;font-size:13px}',
      body: `<nav><b>Safaricom</b><a href="#">Personal</a><a href="#">Business</a><a href="#">M-PESA</a><a href="#">Internet</a><a href="#">Help</a><a href="#">Kiswahili</a></nav>
<div class="hero"><h1>Using M-PESA</h1><p>Send money, pay bills, buy goods and withdraw cash — all from your phone.</p></div>
<div class="c"><div class="cards"><div><h3>Send Money</h3><p>Dial *334# or use the M-PESA App. Charges from KSh 0 for transactions up to KSh 100.</p></div><div><h3>Lipa na M-PESA</h3><p>Pay at over 500,000 merchants using Till Numbers and Paybill.</p></div><div><h3>Fuliza</h3><p>Complete your M-PESA transactions even when you have insufficient funds.</p></div></div>
<div class="warn"><b>Kaa Chonjo! Stay alert.</b> Safaricom will never ask for your M-PESA PIN. Reversal requests are free — forward the transaction message to 456. Never send money back to someone who claims they sent it to you by mistake; report to 333.</div>
<h2>Frequently asked questions</h2><details><summary>How do I reverse a transaction?</summary><p>Forward the M-PESA confirmation SMS to 456 within 24 hours. Do not share your PIN.</p></details><details><summary>What are the transaction limits?</summary><p>Maximum per transaction KSh 250,000; daily limit KSh 500,000.</p></details></div>
<footer>© 2025 Safaricom PLC. Terms & Conditions · Privacy Statement · Customer care 100/200</footer>
${gtag('G-SFC7K2L0Q1')}`,
    }),
  },
  {
    id: 'zi-clean-privat24-own-login-ua',
    label: 'clean',
    kind: 'own-login',
    url: 'https://next.privat24.ua/',
    body: doc({
      lang: 'uk',
      title: 'Приват24 — вхід',
      css: 'body{background:#f3f5f7}.c{max-width:400px;margin:60px auto;background:#fff;padding:28px;border-radius:14px;text-align:center}input{width:100%;padding:13px;margin:8px 0;border:1px solid #cfd8dc;border-radius:8px}button{width:100%;padding:13px;background:#8cc63f;color:#fff;border:0;border-radius:8px}.qr{width:150px;height:150px;margin:14px auto;background:repeating-linear-gradient(45deg,#000 0 6px,#fff 6px 12px)}.n{font-size:12px;color:#667}',
      body: `<div class="c"><h2>Вхід до Приват24</h2><p class="n">Відскануйте QR-код у застосунку Приват24 або увійдіть за номером телефону</p><div class="qr"></div>
<form method="post" action="/api/auth/phone"><input name="phone" type="tel" value="+380" autocomplete="tel"><button>Продовжити</button></form>
<p class="n">ПриватБанк ніколи не запитує CVV, PIN або коди з SMS телефоном чи в месенджерах. Остерігайтеся «виплат допомоги» на сторонніх сайтах.</p>
<p class="n">АТ КБ «ПриватБанк», ліцензія НБУ №22. 3700 — безкоштовно з мобільного</p></div>`,
    }),
  },
  {
    id: 'zi-clean-ziraat-own-login-tr',
    label: 'clean',
    kind: 'own-login',
    url: 'https://internetsubesi.ziraatbank.com.tr/',
    body: doc({
      lang: 'tr',
      title: 'Ziraat Bankası İnternet Şubesi',
      css: '.t{background:#e30613;color:#fff;padding:14px 30px;display:flex;justify-content:space-between}.f{max-width:400px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #ccc}button{width:100%;padding:12px;background:#e30613;color:#fff;border:0}.i{font-size:12px;color:#666}.k{display:flex;gap:4px;flex-wrap:wrap;margin:10px 0}.k span{border:1px solid #ccc;padding:6px 10px;cursor:pointer}',
      body: `<div class="t"><b>ZİRAAT BANKASI</b><span>Bireysel · Kurumsal · English</span></div>
<div class="f"><h3>Bireysel İnternet Şubesi</h3><form method="post" action="/Transactions/Login/FirstLogin.aspx"><label>T.C. Kimlik No / Müşteri No</label><input name="CustomerNo" inputmode="numeric"><label>Şifre</label><input name="Password" type="password" maxlength="6"><div class="k" id="k"></div><button>Giriş</button></form>
<p class="i">Güvenliğiniz için sanal klavye kullanabilirsiniz. Bankamız SMS veya e-posta ile şifre, kart bilgisi talep etmez. Adres çubuğunda <b>internetsubesi.ziraatbank.com.tr</b> yazdığını kontrol ediniz.</p></div>
<script>var k=document.getElementById('k');[7,3,9,0,1,5,8,2,6,4].forEach(function(n){var s=document.createElement('span');s.textContent=n;s.onclick=function(){var p=document.querySelector('[name=Password]');p.value+=n};k.appendChild(s)})</script>`,
    }),
  },
  {
    id: 'zi-clean-opay-own-home-en',
    label: 'clean',
    kind: 'mobile-money-own',
    url: 'https://www.opayweb.com/',
    body: doc({
      lang: 'en',
      title: 'OPay — Send money, pay bills, save',
      css: 'nav{padding:14px 30px;background:#fff;display:flex;gap:20px;border-bottom:1px solid #eee}nav b{color:#1dcf9f}.hero{background:#1dcf9f;color:#fff;padding:44px 30px}.g{max-width:1000px;margin:20px auto;display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.g div{background:#fff;padding:16px;border-radius:8px}footer{background:#0d1f1a;color:#9bb;padding:26px;font-size:12px}',
      body: `<nav><b>OPay</b><a href="#">Personal</a><a href="#">Business</a><a href="#">POS</a><a href="#">Help Center</a></nav>
<div class="hero"><h1>Better Life with OPay</h1><p>Free transfers, instant airtime, up to 15% p.a. on OWealth savings. Download on Google Play and App Store.</p></div>
<div class="g"><div><h3>Upgrade your account</h3><p>Upgrade to Tier 3 inside the OPay app only: Me → Account Limits → Upgrade. Never share your PIN or OTP with anyone.</p></div><div><h3>Card</h3><p>Order a free OPay debit card delivered to you.</p></div><div><h3>Business</h3><p>Accept payments with OPay POS and Merchant QR.</p></div></div>
<footer>OPay Digital Services Limited (OPay) is licensed by the Central Bank of Nigeria as a Mobile Money Operator. Deposits are insured by NDIC. © 2025</footer>`,
    }),
  },
];
