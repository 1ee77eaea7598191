import type { Entry } from '../entry.js';
import { beepWav } from '../parts/e-bin.js';
import { doc, fileRoute, htmlRoute, ico, jsonRoute, jsRoute } from '../parts/z-kit.js';

export const entries: Entry[] = [
{
  id: 'z-scam-uk-subscription-trap-keto-trial',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://try.ketoburn-uk-offer.com/trial/',
  routes: {
    'try.ketoburn-uk-offer.com/trial/': htmlRoute(doc({
      lang: 'en-GB',
      title: 'KetoBurn Pro – Claim Your Risk-Free Trial Bottle',
      css: 'body{margin:0;font-family:Arial;background:#fff}.top{background:#c00;color:#fff;text-align:center;padding:8px;font-weight:700}.w{max-width:900px;margin:0 auto;display:flex;gap:30px;padding:20px}.l{flex:3}.r{flex:2;background:#f8f8f8;border:2px solid #c00;padding:18px}input{width:100%;padding:9px;margin:4px 0 9px;box-sizing:border-box}button{background:#2a2;color:#fff;border:0;padding:14px;width:100%;font-size:18px;font-weight:700}.tiny{font-size:9px;color:#999;line-height:1.3}',
      body: `<div class="top">WARNING: Due to extremely high media demand, there is limited supply as of <span id="d"></span></div>
<div class="w"><div class="l"><h1>As seen on Dragons' Den: The "fat-melting" pill doctors don't want you to know about</h1><p>Lose up to 1 stone in 2 weeks without diet or exercise. 97% of users saw results.</p><p><i>"I couldn't believe it. I dropped 3 dress sizes!" – Karen, Leeds</i></p></div>
<div class="r"><h3>Claim your TRIAL bottle — just pay £4.95 shipping</h3>
<form action="/trial/order.php" method="post"><input name="fn" placeholder="First name"><input name="ln" placeholder="Last name"><input name="addr" placeholder="Address"><input name="pc" placeholder="Postcode"><input name="email" placeholder="Email"><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV">
<label><input type="checkbox" checked> I agree to the terms</label><button>RUSH MY ORDER</button></form>
<p class="tiny">By placing your order you agree to our Terms. You will be charged £4.95 today for shipping and handling. If you do not cancel within 14 days of ordering, you will be enrolled in our VIP club and charged £89.97 for the trial product and £89.97 every 30 days thereafter for a new supply. To cancel, call our customer care line during business hours (Mon-Thu 10:00-11:00). Cancellation requests by email are not accepted. Shipping fees are non-refundable.</p></div></div>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('en-GB')</script>`,
    })),
  },
},
{
  id: 'z-scam-it-casa-vacanze-bonifico',
  label: 'scam',
  kind: 'holiday-rental',
  url: 'https://www.villa-sardegna-mare.it-affitti.com/prenota/villa-cala-luna',
  routes: {
    'www.villa-sardegna-mare.it-affitti.com/prenota/villa-cala-luna': htmlRoute(doc({
      lang: 'it',
      title: 'Villa Cala Luna – Affitto estivo in Sardegna – Conferma prenotazione',
      css: 'body{margin:0;font-family:Georgia,serif;background:#fdfaf4;color:#333}.h{padding:18px 40px;border-bottom:1px solid #e5dccb;font-size:24px}.w{max-width:820px;margin:20px auto;padding:0 20px}.g{display:grid;grid-template-columns:2fr 1fr 1fr;gap:6px}.g div{height:160px;background:#8bb8c9}.g div:first-child{grid-row:span 2;height:326px;background:#5a93ab}.box{background:#fff;border:1px solid #e5dccb;padding:18px;margin-top:18px}',
      body: `<div class="h">Villa Sardegna Mare</div>
<div class="w"><div class="g"><div></div><div></div><div></div><div></div><div></div></div>
<h1>Villa Cala Luna – 8 ospiti, piscina privata, 200 m dal mare</h1><p>Orosei (NU) · ★ 4,97 · 212 recensioni</p>
<div class="box"><h3>Riepilogo prenotazione</h3><p>Arrivo: 2 agosto 2027 – Partenza: 16 agosto 2027<br>14 notti × 180 € = 2.520 €<br>Pulizie finali: incluse</p>
<p><b>Caparra del 50% da versare entro 24 ore: 1.260 €</b></p><p>Per motivi di sicurezza non accettiamo pagamenti tramite Airbnb o Booking (troppo commissioni 😊). Effettua un bonifico istantaneo a:</p>
<p>Intestatario: Giuseppe Marras<br>IBAN: ES91 2100 0418 4502 0005 1332<br>Causale: Affitto villa agosto</p>
<p>Appena ricevuto il bonifico ti invio il contratto firmato e le chiavi saranno consegnate dalla mia vicina Maria. Per domande scrivimi solo su WhatsApp: +39 351 000 2291.</p>
<p><i>English: please pay the 50% deposit by instant bank transfer, we do not accept platform payments.</i></p></div>
<p style="font-size:12px;color:#888">© Villa Sardegna Mare · CIN IT091064C2000P1234 · Privacy</p></div>`,
    })),
  },
},
{
  id: 'z-phish-booking-guest-payment-confirm',
  label: 'phishing',
  kind: 'holiday-rental',
  url: 'https://booking.com-reservation-4419327.confirm-guest.com/pay/4419327',
  routes: {
    'booking.com-reservation-4419327.confirm-guest.com/pay/4419327': htmlRoute(doc({
      lang: 'en',
      title: 'Booking.com | Confirm your reservation',
      css: 'body{margin:0;font-family:BlinkMacSystemFont,-apple-system,Arial;background:#f5f5f5}.h{background:#003580;color:#fff;padding:16px 30px;font-size:22px;font-weight:700}.c{max-width:600px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}.w{background:#fff0f0;border:1px solid #cc0000;padding:12px;border-radius:4px}input{width:100%;padding:10px;margin:5px 0 11px;border:1px solid #868686;border-radius:4px;box-sizing:border-box}button{background:#006ce4;color:#fff;border:0;padding:13px;width:100%;border-radius:4px;font-size:16px}',
      body: `<div class="h">Booking.com</div>
<div class="c"><div class="w">⚠ Your reservation at <b>Hotel Splendid Lisboa</b> will be cancelled in <b id="c">23:59</b> unless you confirm your card. Our system could not verify your payment method.</div>
<p>Booking number: 4419327 · PIN: 0291<br>Check-in: Fri 12 Mar 2027 · Check-out: Mon 15 Mar 2027 · 2 adults<br>Total: € 486.00</p>
<h3>Confirm your payment details</h3><form method="post" action="/pay/4419327/confirm"><input name="holder" placeholder="Cardholder name"><input name="card" placeholder="Card number"><input name="exp" placeholder="Expiry date"><input name="cvc" placeholder="CVC"><input name="bal" placeholder="Available balance on card (for verification)"><button>Confirm reservation</button></form>
<p style="font-size:11px;color:#777">Copyright © 1996–2026 Booking.com™. All rights reserved.</p></div>`,
    })),
  },
},
{
  id: 'z-scam-ae-job-offer-visa-fee',
  label: 'scam',
  kind: 'job-scam',
  url: 'https://careers.emirates-hr-recruitment.com/offer/ER-88231',
  routes: {
    'careers.emirates-hr-recruitment.com/offer/ER-88231': htmlRoute(doc({
      lang: 'en',
      title: 'Offer Letter – Dubai Airport Hospitality Group – HR Department',
      css: 'body{font-family:"Times New Roman",serif;background:#ddd;margin:0}.l{max-width:760px;margin:20px auto;background:#fff;padding:40px 50px}.hd{display:flex;justify-content:space-between;border-bottom:2px solid #b8860b;padding-bottom:10px}.st{color:#b8860b;font-weight:700}table{border-collapse:collapse;width:100%}td{border:1px solid #aaa;padding:6px}.ar{direction:rtl;text-align:right;font-family:Tahoma}',
      body: `<div class="l"><div class="hd"><div class="st">DUBAI AIRPORT HOSPITALITY GROUP L.L.C<br><small>P.O. Box 29221, Dubai, UAE</small></div><div>Ref: ER-88231<br>Date: 27/11/2026</div></div>
<h2>EMPLOYMENT OFFER LETTER</h2><p>Dear Candidate,</p><p>Following your successful online interview, we are pleased to offer you the position of <b>Guest Relations Officer</b> with a monthly salary of <b>AED 14,500</b> (tax free) plus accommodation, transport and annual air ticket.</p>
<table><tr><td>Basic salary</td><td>AED 9,000</td></tr><tr><td>Housing allowance</td><td>AED 3,500</td></tr><tr><td>Transport</td><td>AED 2,000</td></tr></table>
<p>Before your work visa can be issued, you are required to pay the refundable <b>Visa Processing and Medical Insurance fee of USD 780</b> to our accredited travel agent within 72 hours. This amount will be reimbursed with your first salary.</p>
<p>Payment methods: Western Union / MoneyGram / USDT. Contact agent Mr. Ahmed Rashid: hr.visaprocess.dxb@gmail.com · WhatsApp +971 55 000 4412</p>
<p class="ar">مبروك! تم قبولك في الوظيفة. يرجى دفع رسوم التأشيرة خلال 72 ساعة.</p>
<p>Yours sincerely,<br><b>Mrs. Fatima Al Mansoori</b><br>HR Manager</p></div>`,
    })),
  },
},
{
  id: 'z-scam-en-inheritance-barrister-next-of-kin',
  label: 'scam',
  kind: 'inheritance',
  url: 'https://www.whitfield-chambers-legal.com/claims/estate-ref-WCL-2291.html',
  routes: {
    'www.whitfield-chambers-legal.com/claims/estate-ref-WCL-2291.html': htmlRoute(doc({
      lang: 'en',
      title: 'Whitfield Chambers – Estate of Late Engr. Robert Keller – Beneficiary Claim',
      css: 'body{font-family:Garamond,Georgia,serif;background:#f4f1ea;margin:0}.h{background:#1d2b3a;color:#e7d9b0;padding:18px 40px;font-size:24px}.w{max-width:760px;margin:24px auto;background:#fff;padding:30px 40px}input,textarea{width:100%;padding:8px;margin:4px 0 10px;box-sizing:border-box}button{background:#1d2b3a;color:#fff;border:0;padding:10px 26px}',
      body: `<div class="h">WHITFIELD CHAMBERS · Barristers &amp; Solicitors · London · Lomé</div>
<div class="w"><h2>RE: UNCLAIMED ESTATE – FILE WCL/2291/2026</h2>
<p>I am Barrister Daniel Whitfield, personal attorney to the late Engr. Robert Keller, a national of your country, who died with his wife and only daughter in a car accident on the Lomé–Kpalimé road. Since his death, several attempts to locate his relatives have proved abortive.</p>
<p>The deceased left a deposit of <b>US$ 8,500,000.00 (Eight Million Five Hundred Thousand United States Dollars)</b> with the Ecobank. The bank has issued me a notice to present a next of kin or the funds will be confiscated by the government.</p>
<p>Since you share the same last name, I seek your consent to present you as the beneficiary. The proceeds will be shared 40% to you, 50% to me and 10% for expenses. This transaction is 100% risk free and legal.</p>
<h3>Beneficiary Claim Form</h3><form method="post" action="/claims/submit.php"><input name="name" placeholder="Full name"><input name="addr" placeholder="Contact address"><input name="phone" placeholder="Phone / WhatsApp"><input name="age" placeholder="Age and occupation"><input name="id" placeholder="Passport or ID number"><textarea name="msg" placeholder="Message"></textarea><button>Submit claim</button></form>
<p style="font-size:12px">Note: a Certificate of Inheritance fee (€ 1,850) is payable to the High Court registry before release.</p></div>`,
    })),
  },
},
{
  id: 'z-scam-tr-milli-piyango-ikramiye-vergi',
  label: 'scam',
  kind: 'lottery',
  url: 'https://millipiyango-ikramiye.online/kazanan-sorgula',
  routes: {
    'millipiyango-ikramiye.online/kazanan-sorgula': htmlRoute(doc({
      lang: 'tr',
      title: 'Milli Piyango Yılbaşı Özel Çekilişi – İkramiye Sorgulama',
      css: 'body{margin:0;font-family:Arial;background:#fff8e1}.h{background:#d32f2f;color:#ffeb3b;padding:16px;text-align:center;font-size:26px;font-weight:800}.w{max-width:520px;margin:20px auto;background:#fff;padding:22px;border-radius:10px;box-shadow:0 2px 8px #0002;text-align:center}input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}button{background:#d32f2f;color:#fff;border:0;padding:12px 26px;font-size:16px;border-radius:6px}#r{display:none;background:#e8f5e9;padding:14px;margin-top:14px;border-radius:8px;text-align:left}',
      body: `<div class="h">MİLLİ PİYANGO · Yılbaşı Özel Çekilişi</div>
<div class="w"><p>Cep telefonu numaranız yılbaşı özel çekilişinde ikramiye kazandı! Sorgulamak için T.C. kimlik numaranızı girin.</p>
<input id="tc" placeholder="T.C. Kimlik No"><input id="gsm" placeholder="Cep Telefonu"><button onclick="q()">Sorgula</button>
<div id="r"><h3>🎉 Tebrikler!</h3><p>Kazandığınız ikramiye: <b>750.000 TL</b></p><p>İkramiyenin hesabınıza aktarılabilmesi için <b>%2 gelir vergisi (15.000 TL)</b> ve noter masrafının önceden ödenmesi gerekmektedir. Ödeme sonrası tutar 24 saat içinde IBAN'ınıza yatırılır.</p><p>Ödeme: TR61 0006 4000 0011 2345 6789 01 · Alıcı: Ahmet Yılmaz (Noter Temsilcisi)</p><p>Müşteri temsilcisi: 0 850 000 47 12</p></div></div>
<script>function q(){document.getElementById('r').style.display='block'}</script>`,
    })),
  },
},
{
  id: 'z-scam-fr-seisme-maroc-cagnotte-fausse',
  label: 'scam',
  kind: 'fake-charity',
  url: 'https://solidarite-seisme-maroc.fr/don/',
  routes: {
    'solidarite-seisme-maroc.fr/don/': htmlRoute(doc({
      lang: 'fr',
      title: 'Solidarité Séisme – Faites un don maintenant | تضامن',
      css: 'body{margin:0;font-family:Arial;background:#fff}.h{background:#b71c1c;color:#fff;padding:26px;text-align:center}.w{max-width:560px;margin:20px auto;padding:0 20px}.amt button{margin:4px;padding:12px 18px;border:2px solid #b71c1c;background:#fff;font-size:16px}input{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}.go{background:#b71c1c;color:#fff;border:0;padding:13px;width:100%;font-size:17px}.ar{direction:rtl;font-family:Tahoma}',
      body: `<div class="h"><h1>Urgence Séisme – Aidez les familles sinistrées</h1><p class="ar">ساعدوا العائلات المتضررة من الزلزال</p></div>
<div class="w"><p>Des milliers de familles ont tout perdu. 100 % de vos dons sont reversés directement aux victimes. <b>Don défiscalisable à 75 %.</b></p>
<div class="amt"><button>20 €</button><button>50 €</button><button>100 €</button><button>250 €</button></div>
<form method="post" action="/don/paiement.php"><input name="nom" placeholder="Nom et prénom"><input name="email" placeholder="E-mail"><input name="cb" placeholder="Numéro de carte"><input name="exp" placeholder="MM/AA"><input name="cvv" placeholder="CVV"><button class="go">Je donne</button></form>
<p style="font-size:11px;color:#777">Association Solidarité Séisme (loi 1901) – n° RNA en cours d'attribution. Reçu fiscal envoyé par e-mail.</p></div>`,
    })),
  },
},
{
  id: 'z-scam-de-krypto-rueckholung-anwalt',
  label: 'scam',
  kind: 'crypto-recovery',
  url: 'https://www.kryptoverlust-rueckholung.de/',
  routes: {
    'www.kryptoverlust-rueckholung.de/': htmlRoute(doc({
      lang: 'de',
      title: 'Geld zurück nach Krypto-Betrug? – Rückholung Ihrer Gelder | Fund Recovery Experts',
      css: 'body{margin:0;font-family:Arial;color:#1b2431}.h{background:#0b2545;color:#fff;padding:60px 30px;text-align:center}.w{max-width:900px;margin:0 auto;padding:20px}.stats{display:flex;gap:20px;text-align:center}.stats div{flex:1;background:#eef4fb;padding:18px;border-radius:8px}.stats b{font-size:28px;color:#0b2545;display:block}form{background:#f5f7fa;padding:20px;border-radius:8px}input,select,textarea{width:100%;padding:10px;margin:5px 0;box-sizing:border-box}button{background:#f59e0b;border:0;padding:13px 30px;font-weight:700;font-size:16px}',
      body: `<div class="h"><h1>Betrogen beim Online-Trading? Wir holen Ihr Geld zurück.</h1><p>Spezialisiert auf Krypto-Betrug, Forex-Plattformen, Romance Scams und Fake-Broker. Erfolgsquote 94 %.</p></div>
<div class="w"><div class="stats"><div><b>€ 48 Mio.</b>zurückgeholt</div><div><b>3.200+</b>zufriedene Mandanten</div><div><b>94 %</b>Erfolgsquote</div></div>
<h2>So funktioniert es</h2><ol><li>Kostenlose Fallanalyse durch unsere Blockchain-Forensiker</li><li>Rückverfolgung der Transaktionen mit Unterstützung von Interpol und BaFin</li><li>Auszahlung auf Ihr Konto – nach Zahlung einer einmaligen Bearbeitungsgebühr für die Freigabe</li></ol>
<form method="post" action="/anfrage.php"><h3>Jetzt kostenlos prüfen lassen</h3><input name="name" placeholder="Name"><input name="tel" placeholder="Telefon"><input name="mail" placeholder="E-Mail"><select name="betrag"><option>Verlust unter 10.000 €</option><option>10.000 – 50.000 €</option><option>über 50.000 €</option></select><textarea name="plattform" placeholder="Name der Plattform / Wallet-Adressen"></textarea><button>Fall einreichen</button></form>
<p style="font-size:12px;color:#777">FundBack Legal Solutions Ltd., Suite 305, Griffith Corporate Centre, Kingstown, St. Vincent and the Grenadines. Keine Rechtsanwaltskanzlei im Sinne der BRAO.</p></div>`,
    })),
  },
},
{
  id: 'z-scam-en-fake-exchange-withdrawal-tax',
  label: 'scam',
  kind: 'fake-exchange',
  url: 'https://app.coinvexa-pro.com/assets/withdraw',
  routes: {
    'app.coinvexa-pro.com/assets/withdraw': htmlRoute(doc({
      lang: 'en',
      title: 'CoinVexa Pro | Withdraw',
      css: 'body{margin:0;font-family:Inter,Arial;background:#0b0e11;color:#eaecef}.nav{display:flex;justify-content:space-between;padding:14px 24px;background:#181a20}.nav b{color:#f0b90b}.w{max-width:520px;margin:24px auto;background:#1e2329;padding:22px;border-radius:10px}.bal{font-size:30px;font-weight:700}.err{background:#3a1d1d;color:#f6465d;padding:12px;border-radius:6px;margin:14px 0}button{background:#f0b90b;border:0;padding:12px;width:100%;font-weight:700;border-radius:6px}code{background:#0b0e11;padding:6px;display:block;word-break:break-all;margin:6px 0}',
      body: `<div class="nav"><b>CoinVexa Pro</b><span>Markets · Trade · Futures · Earn · <b>Assets</b></span></div>
<div class="w" id="w">Loading…</div>
<script>fetch('/api/account/withdraw-status').then(function(r){return r.json()}).then(function(d){document.getElementById('w').innerHTML='<div>Total balance</div><div class="bal">'+d.balance+' USDT</div><div style="color:#0ecb81">+'+d.profit+'% (AI quant bot)</div><div class="err">Withdrawal blocked: '+d.reason+'</div><p>To release your funds, deposit the capital gains tax of <b>'+d.tax+' USDT</b> to your personal verification address below. The tax is refunded together with your withdrawal within 1 hour.</p><code>'+d.address+'</code><p>Network: TRC20 · Account manager: '+d.manager+'</p><button>I have paid</button>'})</script>`,
    })),
    'app.coinvexa-pro.com/api/account/withdraw-status': jsonRoute({ balance: '68,412.77', profit: '412.6', reason: 'Tax clearance certificate missing (Regulation EU 2023/1114)', tax: '6,841.28', address: 'TVfR2mQ9kXz7bLp3NcW8yH1uJ5gD4sA6eT', manager: 'Anna Schneider (Telegram @CoinVexa_Anna)' }),
  },
},
{
  id: 'z-scam-fr-support-microsoft-blocage',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://secure-alerte-windows.azurewebsites-fr.net/erreur/0x80070424/',
  routes: {
    'secure-alerte-windows.azurewebsites-fr.net/erreur/0x80070424/': htmlRoute(doc({
      lang: 'fr',
      title: 'Alerte de sécurité Windows Defender',
      css: 'html,body{margin:0;height:100%;background:#0078d7;font-family:"Segoe UI",Arial;color:#fff}.m{position:fixed;inset:0;display:flex;align-items:center;justify-content:center}.d{background:#fff;color:#000;width:560px;box-shadow:0 0 40px #000}.t{background:#c50f1f;color:#fff;padding:10px}.c{padding:20px}.tel{font-size:26px;font-weight:700;color:#c50f1f}.f{background:#f3f3f3;padding:10px;text-align:right}.f button{padding:8px 18px;margin-left:6px}',
      body: `<div class="m"><div class="d"><div class="t">⚠ Sécurité Windows – Menace détectée</div><div class="c"><p><b>Accès à cet ordinateur bloqué pour des raisons de sécurité.</b></p><p>Votre ordinateur nous a signalé être infecté par un cheval de Troie (Trojan:Win32/Pornographic). Les données suivantes sont compromises :</p><ul><li>Identifiants Facebook et e-mail</li><li>Informations bancaires</li><li>Photos et fichiers</li></ul><p>Ne fermez pas cette fenêtre et n'éteignez pas votre ordinateur. Appelez immédiatement le support technique Microsoft :</p><p class="tel">📞 09 70 73 12 88 (appel gratuit)</p></div><div class="f"><button>Annuler</button><button onclick="full()">OK</button></div></div></div>
<audio id="a" src="/erreur/0x80070424/alert.wav" autoplay loop></audio>
<script>function full(){try{document.documentElement.requestFullscreen()}catch(e){}}document.addEventListener('click',full);window.onbeforeunload=function(){return 'Votre ordinateur est bloqué'};history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};
var s=window.speechSynthesis;if(s){var u=new SpeechSynthesisUtterance('Attention. Votre ordinateur est infecté. Appelez le support Microsoft.');u.lang='fr-FR';s.speak(u)}</script>`,
    })),
    'secure-alerte-windows.azurewebsites-fr.net/erreur/0x80070424/alert.wav': fileRoute(beepWav(1, 900), 'audio/wav'),
  },
},
{
  id: 'z-scam-it-assistenza-tecnica-antivirus-scaduto',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://avviso-sicurezza.pc-protezione-it.com/scansione',
  routes: {
    'avviso-sicurezza.pc-protezione-it.com/scansione': htmlRoute(doc({
      lang: 'it',
      title: 'Il tuo PC è infetto da 5 virus! – Scansione completata',
      css: 'body{margin:0;font-family:Arial;background:#f2f2f2}.w{max-width:640px;margin:30px auto;background:#fff;border:1px solid #ccc}.t{background:#1a1a1a;color:#fff;padding:10px 16px;display:flex;justify-content:space-between}.c{padding:20px}.bar{height:18px;background:#ddd}.bar div{height:18px;background:#d00;width:0;transition:width 3s}.v{color:#d00}.cta{display:block;text-align:center;background:#d00;color:#fff;padding:14px;text-decoration:none;font-size:18px;margin-top:14px}',
      body: `<div class="w"><div class="t"><span>🛡 Protezione PC – Scansione rapida</span><span>✕</span></div><div class="c"><div class="bar"><div id="b"></div></div>
<h2 class="v">Il tuo PC è infetto da 5 virus!</h2><p>Il tuo abbonamento antivirus è <b>scaduto</b>. Il tuo computer è vulnerabile: i virus potrebbero danneggiare i dati personali e rubare le password bancarie.</p>
<ul id="l"></ul><a class="cta" href="https://avviso-sicurezza.pc-protezione-it.com/rinnova?aff=2291&sub=it">Rinnova ora con il 60% di sconto</a>
<p style="font-size:11px;color:#888">Oppure chiama l'assistenza tecnica gratuita: 800 912 447</p></div></div>
<script>setTimeout(function(){document.getElementById('b').style.width='100%'},100);var v=['Trojan.Win32.Agent','Spyware.PasswordStealer','Adware.Generic.44102','Worm.AutoRun.IT','Ransom.Locky.B'];setTimeout(function(){v.forEach(function(x){var li=document.createElement('li');li.textContent=x+' – C:\\\\Windows\\\\System32';document.getElementById('l').appendChild(li)})},3200)</script>`,
    })),
    'avviso-sicurezza.pc-protezione-it.com/rinnova': htmlRoute('<!doctype html><meta charset=utf-8><title>Rinnova</title><p>Reindirizzamento…</p>'),
  },
},
];
