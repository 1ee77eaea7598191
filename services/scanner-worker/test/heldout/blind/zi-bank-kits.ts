import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { assets, doc, gtag, jsonRoute, okApi, rtlCss } from '../parts/zi-kit.js';

// Bank and mobile-money credential/card kits seen from CEE, MENA and Africa.

export const entries: Entry[] = [
  {
    id: 'zi-bank-mpesa-reversal-pin-sw',
    label: 'phishing',
    kind: 'mobile-money-kit',
    url: 'https://mpesa-reversal-ke.top/reverse',
    body: doc({
      lang: 'sw',
      title: 'M-PESA | Rudisha Pesa Iliyotumwa Kimakosa',
      css: 'header{background:#4caf50;color:#fff;padding:16px;text-align:center;font-weight:700;font-size:22px}main{max-width:400px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}input,select{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #ccc;border-radius:6px}button{width:100%;background:#e53935;color:#fff;border:0;padding:13px;border-radius:6px;font-weight:700}small{color:#888}',
      body: `<header>M-PESA</header>
<main>
<h3>Ombi la Kurudisha Muamala (Reversal)</h3>
<p>Ulituma pesa kwa nambari isiyo sahihi? Jaza fomu hii ili Safaricom irudishe pesa yako ndani ya dakika 30. Huduma hii ni bure.</p>
<form action="/reverse/submit.php" method="post">
 <label>Nambari yako ya M-PESA</label><input name="msisdn" placeholder="07XX XXX XXX" required>
 <label>Kiasi (KSh)</label><input name="amount" inputmode="numeric">
 <label>Msimbo wa muamala (mf. SFK3H7J2LQ)</label><input name="txn">
 <label>M-PESA PIN (kuthibitisha umiliki wa laini)</label><input name="pin" type="password" maxlength="4" inputmode="numeric">
 <label>Kitambulisho (ID) namba</label><input name="idno">
 <button>TUMA OMBI</button>
</form>
<small>© Safaricom PLC. Huduma kwa wateja: 100 / 200. Usishiriki PIN yako na mtu yeyote.</small>
</main>`,
    }),
    routes: { 'mpesa-reversal-ke.top/reverse/submit.php': htmlRoute('<!doctype html><meta charset="utf-8"><p>Ombi lako limepokelewa. Subiri SMS ya uthibitisho.</p>') },
  },
  {
    id: 'zi-bank-bt24-card-confirm-ro',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://bt24-actualizare.online/client/confirmare-card.html',
    body: doc({
      lang: 'ro',
      title: 'BT24 - Confirmare date card',
      css: '.hd{background:#fff;border-bottom:4px solid #f7c600;padding:12px 30px;display:flex;align-items:center;gap:10px;font-weight:700;color:#00234b}.wrap{max-width:520px;margin:36px auto;background:#fff;padding:28px;border:1px solid #e3e3e3}.alert{background:#fff4d6;border-left:4px solid #f7c600;padding:10px;font-size:14px}.row{display:flex;gap:10px}.row>div{flex:1}input{width:100%;padding:9px;border:1px solid #aaa;margin:4px 0 12px}button{background:#00234b;color:#fff;border:0;padding:12px 30px;font-weight:600}.ft{text-align:center;font-size:11px;color:#888;margin:30px}',
      body: `<div class="hd"><img src="/img/logo.png" width="30" alt="">Banca Transilvania &middot; BT24</div>
<div class="wrap">
<div class="alert">Cardul dumneavoastra a fost <b>blocat temporar</b> ca urmare a unei tranzactii suspecte in valoare de 2.349,00 RON la EMAG MARKETPLACE. Pentru deblocare, confirmati datele cardului.</div>
<form id="cf" method="post" action="/client/proces.php">
<label>Nume si prenume titular</label><input name="nume" required>
<label>CNP</label><input name="cnp" maxlength="13">
<label>Numar card</label><input name="card" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000">
<div class="row"><div><label>Data expirarii</label><input name="exp" placeholder="LL/AA"></div><div><label>CVV</label><input name="cvv" maxlength="3"></div></div>
<label>Sold disponibil aproximativ (RON)</label><input name="sold">
<button type="submit">Confirmare</button>
</form>
</div>
<div class="ft">© 2025 Banca Transilvania S.A. Toate drepturile rezervate. | Politica de confidentialitate | Termeni si conditii</div>
<script>document.querySelector('[name=card]').addEventListener('input',function(){this.value=this.value.replace(/\\D/g,'').replace(/(.{4})/g,'$1 ').trim()})</script>`,
    }),
    routes: { ...assets('bt24-actualizare.online', [247, 198, 0]), 'bt24-actualizare.online/client/proces.php': redirectRoute(302, '/client/sms.html'), 'bt24-actualizare.online/client/sms.html': htmlRoute('<!doctype html><html lang="ro"><meta charset="utf-8"><title>3D Secure</title><h3>Introduceti codul 3D Secure primit prin SMS</h3><form method="post" action="/client/final.php"><input name="otp" maxlength="6"><button>Trimite</button></form></html>') },
  },
  {
    id: 'zi-bank-otp-netbank-hu',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://otpbank-netbank.hu-biztonsag.info/belepes',
    body: doc({
      lang: 'hu',
      title: 'OTPdirekt - Internetbank belépés',
      css: 'body{background:#eef3ee}.bar{background:#52ae30;height:64px;display:flex;align-items:center;padding:0 32px;color:#fff;font-size:22px;font-weight:700}.card{width:380px;margin:60px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:10px;margin:6px 0 14px;border:1px solid #9ab}button{width:100%;padding:12px;background:#52ae30;color:#fff;border:0;border-radius:4px;font-size:16px}.x{font-size:12px;color:#666}',
      body: `<div class="bar">OTP Bank</div>
<div class="card">
<h2>Belépés az Internetbankba</h2>
<p class="x">Biztonsági okokból kérjük, erősítse meg azonosítóját. A megerősítés elmaradása esetén számláját 24 órán belül korlátozzuk.</p>
<form method="post" action="ok.php">
<label>Felhasználói azonosító</label><input name="azonosito">
<label>Jelszó</label><input name="jelszo" type="password">
<label>Telefonszám</label><input name="tel" value="+36 ">
<button>Belépés</button>
</form>
<p class="x">Elfelejtette jelszavát? | OTPdirekt: +36 1 366 6666</p>
</div>
${gtag('G-9H2KXZ1Q7L')}`,
    }),
    routes: { 'otpbank-netbank.hu-biztonsag.info/ok.php': htmlRoute('<!doctype html><meta charset="utf-8"><title>Várjon</title><p>Kérjük, várjon, amíg ellenőrizzük adatait...</p><form method="post" action="sms.php">SMS kód: <input name="sms"><button>OK</button></form>') },
  },
  {
    id: 'zi-bank-ziraat-sms-onay-tr',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://ziraat-mobil-onay.com/giris.php',
    body: doc({
      lang: 'tr',
      title: 'Ziraat Bankası İnternet Şubesi',
      css: '.t{background:#e30613;color:#fff;padding:16px 30px;font-size:20px;font-weight:700}.f{max-width:420px;margin:40px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:6px 0 14px;border:1px solid #ccc}button{width:100%;padding:12px;background:#e30613;color:#fff;border:0;font-weight:700}.i{font-size:12px;color:#666}',
      body: `<div class="t">ZİRAAT BANKASI</div>
<div class="f">
<h3>Bireysel İnternet Şubesi Girişi</h3>
<p class="i">Sayın müşterimiz, 6698 sayılı KVKK kapsamında bilgilerinizin güncellenmesi gerekmektedir. Güncelleme yapılmayan hesaplar kısıtlanacaktır.</p>
<form method="post" action="bekle.php">
<label>T.C. Kimlik No / Müşteri No</label><input name="tc" maxlength="11" inputmode="numeric">
<label>Şifre</label><input name="sifre" type="password" maxlength="6">
<label>Cep Telefonu</label><input name="tel" placeholder="05xx xxx xx xx">
<button>Giriş</button>
</form>
<p class="i">© 2025 T.C. Ziraat Bankası A.Ş. | Müşteri İletişim Merkezi 0850 220 00 00</p>
</div>`,
    }),
    routes: { 'ziraat-mobil-onay.com/bekle.php': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><meta http-equiv="refresh" content="8;url=sms.php"><p>İşleminiz kontrol ediliyor, lütfen bekleyiniz...</p></html>'), 'ziraat-mobil-onay.com/sms.php': htmlRoute('<!doctype html><html lang="tr"><meta charset="utf-8"><p>Telefonunuza gelen onay kodunu giriniz</p><form method="post" action="son.php"><input name="sms"><button>Onayla</button></form></html>') },
  },
  {
    id: 'zi-bank-telebirr-bonus-am',
    label: 'phishing',
    kind: 'mobile-money-kit',
    url: 'https://telebirr-bonus.et-gift.com/',
    body: doc({
      lang: 'am',
      title: 'telebirr — የስጦታ ቦነስ',
      css: 'body{background:#e8f4fd}.h{background:#0b74c4;color:#fff;padding:16px;text-align:center;font-size:22px;font-weight:700}.c{max-width:400px;margin:18px auto;background:#fff;padding:22px;border-radius:12px}input{width:100%;padding:12px;margin:6px 0 12px;border:1px solid #9cc;border-radius:8px}button{width:100%;padding:13px;background:#8dc63f;color:#fff;border:0;border-radius:8px;font-weight:700}.big{font-size:30px;color:#0b74c4;text-align:center;font-weight:700}',
      body: `<div class="h">telebirr</div>
<div class="c">
<p class="big">1,000 ብር</p>
<p>እንኳን ደስ አለዎት! ለኢትዮ ቴሌኮም የዓመቱ ደንበኞች የስጦታ ቦነስ ተመርጠዋል። ቦነሱን ወደ telebirr ሂሳብዎ ለማስገባት ስልክ ቁጥርዎን እና ፒን ያስገቡ።</p>
<form method="post" action="/claim.php">
<input name="phone" placeholder="09XXXXXXXX">
<input name="pin" type="password" placeholder="telebirr PIN" maxlength="6" inputmode="numeric">
<button>ቦነሱን ተቀበል</button>
</form>
<p style="font-size:12px;color:#777">ይህ ቅናሽ ለ 24 ሰዓት ብቻ ነው። © Ethio telecom</p>
</div>`,
    }),
    routes: { 'telebirr-bonus.et-gift.com/claim.php': htmlRoute('<!doctype html><html lang="am"><meta charset="utf-8"><p>የማረጋገጫ ኮድ ያስገቡ (OTP)</p><form method="post" action="/otp.php"><input name="otp"><button>አረጋግጥ</button></form></html>') },
  },
  {
    id: 'zi-bank-capitec-rewards-af',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://capitec-beloning.co.za.rewardsportal.cc/af/',
    body: doc({
      lang: 'af',
      title: 'Capitec Bank - Live Better Belonings',
      css: '.top{background:#009de0;color:#fff;padding:14px 24px;font-weight:700;font-size:20px}.m{max-width:440px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #bbb}button{background:#e4032e;color:#fff;border:0;padding:12px;width:100%;font-weight:700}',
      body: `<div class="top">capitec</div>
<div class="m">
<h2>Jou Live Better belonings verval vandag!</h2>
<p>U het <b>R 1 250,00</b> aan ongebruikte belonings. Meld aan om dit na u rekening oor te plaas voordat dit om 23:59 verval.</p>
<form method="post" action="next.php">
<label>Rekeningnommer of ID-nommer</label><input name="acc">
<label>Remote PIN (5 syfers)</label><input name="rpin" type="password" maxlength="5">
<label>Selfoonnommer</label><input name="cell">
<button>Eis belonings</button>
</form>
<p style="font-size:11px;color:#777">Capitec Bank Beperk is 'n geregistreerde kredietverskaffer (NCRCP13). Kliëntediens 0860 10 20 43</p>
</div>`,
    }),
    routes: { 'capitec-beloning.co.za.rewardsportal.cc/af/next.php': htmlRoute('<!doctype html><html lang="af"><meta charset="utf-8"><p>Tik die OTP in wat na u selfoon gestuur is</p><form method="post"><input name="otp"><button>Bevestig</button></form></html>') },
  },
  {
    id: 'zi-bank-shaparak-gateway-fa',
    label: 'phishing',
    kind: 'bank-kit',
    url: 'https://shaparak-pay.ir-adliran.com/pay/',
    body: doc({
      lang: 'fa',
      dir: 'rtl',
      title: 'درگاه پرداخت اینترنتی شاپرک',
      css: rtlCss + '.h{background:#2b3e8c;color:#fff;padding:12px 24px}.b{max-width:480px;margin:24px auto;background:#fff;padding:22px;border-radius:6px}input{width:100%;padding:10px;margin:4px 0 10px;border:1px solid #ccc;direction:ltr;text-align:left}button{width:100%;padding:12px;background:#2b3e8c;color:#fff;border:0}.amt{background:#f0f3ff;padding:8px;border-radius:4px}',
      body: `<div class="h">شاپرک — شبکه الکترونیکی پرداخت کارت</div>
<div class="b">
<p class="amt">پذیرنده: سامانه ابلاغ الکترونیک قضایی (ثنا) — مبلغ: ۲۵,۰۰۰ ریال</p>
<p>جهت مشاهده ابلاغیه شکایت ثبت شده علیه شما، پرداخت هزینه خدمات الزامی است.</p>
<form method="post" action="/pay/confirm">
<label>شماره کارت</label><input name="pan" maxlength="19">
<label>CVV2</label><input name="cvv2" maxlength="4">
<label>تاریخ انقضا (ماه / سال)</label><input name="exp">
<label>رمز دوم (رمز پویا)</label><input name="pin2" type="password">
<button>پرداخت</button>
</form>
</div>`,
    }),
    routes: { 'shaparak-pay.ir-adliran.com/pay/confirm': htmlRoute('<!doctype html><html lang="fa" dir="rtl"><meta charset="utf-8"><p>تراکنش در حال پردازش است...</p></html>') },
  },
];
