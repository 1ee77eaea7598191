import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Legitimate finance pages around the same topics: brokers' and exchanges' promotions with risk warnings, lenders,
// debt advice, mobile money, shops' QR payments, real lotteries.

export const entries: Entry[] = [
  {
    id: 'n-clean-exchange-welcome-bonus-nl',
    label: 'clean',
    kind: 'exchange-promo',
    url: 'https://bitvavo.com/nl/welkomstactie',
    body: page({
      lang: 'nl',
      title: 'Welkomstactie: handel tot € 10.000 zonder kosten | Bitvavo',
      head: gaStub('G-BVNL0091'),
      css: BASE_CSS + `.hero{background:#0019ff;color:#fff;padding:44px 24px}.hero h1{font-size:34px}.risk{font-size:12px;background:#f5f5f5;padding:10px 24px}`,
      body: `<header><b style="color:#0019ff;font-size:20px">Bitvavo</b><nav><a href="#">Markten</a><a href="#">Staking</a><a href="#">Bitvavo Pro</a><a href="#">Leren</a><a href="#">Help</a></nav><a class="btn" href="#">Aanmelden</a></header>
<div class="hero"><h1>Nieuw bij Bitvavo? Handel de eerste 7 dagen tot € 10.000 zonder handelskosten.</h1><p>Maak een account aan, verifieer je identiteit en doe je eerste storting via iDEAL.</p></div>
<main><h2>Zo werkt het</h2><ol><li>Meld je aan en verifieer je identiteit (ID-kaart of paspoort).</li><li>Stort via iDEAL, Bancontact of SEPA-overboeking vanaf je eigen bankrekening.</li><li>Handel binnen 7 dagen na registratie tot € 10.000 zonder handelskosten.</li></ol>
<div class="warn"><b>Pas op voor oplichting.</b> Bitvavo vraagt je nooit om crypto naar een "veilig adres" te sturen, software op je computer te installeren of je inloggegevens te delen. Medewerkers benaderen je niet via WhatsApp, Telegram of sociale media. Zie je een advertentie met een bekende Nederlander die "gratis geld met Bitcoin" belooft? Dat is nep.</div>
<h2>Voorwaarden</h2><p>De actie geldt alleen voor nieuwe klanten die in Nederland of België wonen. Kortingen gelden niet voor staking of Bitvavo Pro limietorders. Bitvavo kan de actie op elk moment beëindigen.</p>
<p class="risk">Crypto is een risicovolle belegging. De waarde kan sterk schommelen en je kunt je volledige inleg verliezen. Bitvavo B.V. is geregistreerd bij De Nederlandsche Bank en heeft een MiCA-vergunning van de AFM. Bitvavo valt niet onder het depositogarantiestelsel of het beleggerscompensatiestelsel.</p></main>
<footer><a href="#">Voorwaarden</a><a href="#">Privacy</a><a href="#">Cookies</a> © 2026 Bitvavo B.V., Keizersgracht 281, Amsterdam</footer>`,
    }),
  },
  {
    id: 'n-clean-personal-loan-bank-ro',
    label: 'clean',
    kind: 'lender',
    url: 'https://www.bancatransilvania.ro/credite/credit-nevoi-personale',
    body: page({
      lang: 'ro',
      title: 'Credit de nevoi personale – Banca Transilvania',
      head: gaStub('G-BTRO1020'),
      css: BASE_CSS + `.hero{background:#e30613;color:#fff;padding:34px 24px}.calc{display:flex;gap:20px;flex-wrap:wrap}.calc>div{flex:1;min-width:240px}`,
      body: `<header><b style="color:#e30613">Banca Transilvania</b><nav><a href="#">Persoane fizice</a><a href="#">Companii</a><a href="#">BT Pay</a><a href="#">Contact</a></nav></header>
<div class="hero"><h1>Credit de nevoi personale online</h1><p>Până la 250.000 lei, pe maximum 5 ani, cu aprobare în BT Pay.</p></div>
<main><div class="calc card"><div><label>Suma (lei)</label><input id="s" type="number" value="30000"><label>Perioada (luni)</label><input id="p" type="number" value="60"><button class="btn" onclick="calc()">Calculează</button></div><div id="o"><p>Rata lunară estimată: –</p></div></div>
<h2>Ce trebuie să știi</h2><ul><li>DAE reprezentativă: 10,98% pentru 30.000 lei pe 60 de luni, dobândă fixă 9,89%.</li><li>Analiza dosarului se face inclusiv pe baza informațiilor de la Biroul de Credit.</li><li>Nu percepem taxe înainte de acordarea creditului.</li></ul>
<div class="warn"><b>Atenție la fraude:</b> nicio instituție financiară legitimă nu îți cere să plătești „taxe de asigurare", „taxe notariale" sau „comisioane de deblocare" prin Western Union sau transfer către persoane fizice pentru a-ți vira un credit. Creditele „fără verificare la Biroul de Credit" promovate pe Facebook sunt, de regulă, înșelătorii.</div>
<p class="small">Exemplu reprezentativ conform OUG 50/2010. Banca Transilvania S.A., Cluj-Napoca, înregistrată în Registrul BNR nr. RB-PJR-12-019/1999.</p></main>
<footer><a href="#">Termeni</a><a href="#">Confidențialitate</a> © 2026 Banca Transilvania</footer>
<script>function calc(){var s=+document.getElementById('s').value,n=+document.getElementById('p').value,r=0.0989/12;var m=s*r/(1-Math.pow(1+r,-n));document.getElementById('o').innerHTML='<p>Rata lunară estimată: <b>'+m.toFixed(2)+' lei</b></p><p class="small">Total de plată: '+(m*n).toFixed(2)+' lei</p>'}</script>`,
    }),
  },
  {
    id: 'n-clean-debt-advice-charity-uk',
    label: 'clean',
    kind: 'debt-advice',
    url: 'https://www.stepchange.org/debt-info/debt-management-plan.aspx',
    body: page({
      lang: 'en-GB',
      title: 'Debt Management Plan (DMP) – free from StepChange Debt Charity',
      css: BASE_CSS + `.hero{background:#00857c;color:#fff;padding:30px 24px}`,
      body: `<header><b style="color:#00857c">StepChange Debt Charity</b><nav><a href="#">Debt advice</a><a href="#">Debt solutions</a><a href="#">Budgeting</a><a href="#">Contact us</a></nav><a class="btn" href="#">Start online debt advice</a></header>
<div class="hero"><h1>Debt management plans</h1><p>A DMP lets you repay your non-priority debts at a rate you can afford. With StepChange, it's free.</p></div>
<main><h2>How a DMP works</h2><p>We work out a budget with you, then contact your creditors and ask them to accept reduced payments. Each month you make one payment to us and we share it out between your creditors. We never charge a fee for our advice or for setting up or running your plan.</p>
<h2>Watch out for fee-charging firms</h2><p>Some companies advertise on social media and search engines using words like "government debt write-off" or "new law lets you clear 80% of your debt". Many charge large upfront fees, and some are not authorised at all. No legitimate government scheme requires an upfront payment to "freeze" your debts.</p>
<p>Free debt advice is also available from <a href="#">National Debtline</a>, <a href="#">Citizens Advice</a> and <a href="#">MoneyHelper</a>.</p>
<p class="small">StepChange Debt Charity, Wade House, Merrion Centre, Leeds LS2 8NG. Registered charity no. 1016630 and SC046263. Authorised and regulated by the Financial Conduct Authority.</p></main>
<footer><a href="#">Privacy</a><a href="#">Accessibility</a><a href="#">Cookies</a> © 2026 StepChange</footer>`,
    }),
  },
  {
    id: 'n-clean-mpesa-reversal-info-ke',
    label: 'clean',
    kind: 'mobile-money',
    url: 'https://www.safaricom.co.ke/main-mpesa/m-pesa-services/reversal',
    body: page({
      lang: 'en-KE',
      title: 'M-PESA Transaction Reversal | Safaricom',
      css: BASE_CSS + `.hero{background:#43b02a;color:#fff;padding:28px 24px}`,
      body: `<header><b style="color:#43b02a">Safaricom</b><nav><a href="#">M-PESA</a><a href="#">Data &amp; Calls</a><a href="#">Home Fibre</a><a href="#">Help</a></nav></header>
<div class="hero"><h1>Sent money to the wrong number?</h1><p>You can request a reversal yourself — for free.</p></div>
<main><h2>How to request a reversal</h2><ol><li>Forward the M-PESA confirmation SMS to <b>456</b>, or</li><li>Dial <b>*234#</b> → M-PESA Enquiries → Reversal, or</li><li>Use the M-PESA App: Statements → select transaction → Reverse.</li></ol><p>We will hold the amount in the recipient's account and notify them. If they do not object within 24 hours, the money is returned to you.</p>
<h2 lang="sw">Jihadhari na matapeli</h2><p lang="sw">Safaricom haitawahi kukuomba PIN yako ya M-PESA. Huduma ya reversal haina fomu kwenye tovuti nyingine. Ukipokea ujumbe kwamba "nimekutumia pesa kimakosa, tafadhali nirudishie", usitume pesa — piga 100 au tuma ujumbe kwa 333 kuripoti ulaghai.</p>
<p class="small">Safaricom PLC is licensed by the Central Bank of Kenya to provide M-PESA services.</p></main>
<footer><a href="#">Terms</a><a href="#">Privacy</a> © 2026 Safaricom PLC</footer>`,
    }),
  },
  {
    id: 'n-clean-upi-safety-npci-in',
    label: 'clean',
    kind: 'mobile-money',
    url: 'https://www.npci.org.in/what-we-do/upi/upi-safety-tips',
    body: page({
      lang: 'en-IN',
      title: 'UPI Safety Tips | NPCI',
      css: BASE_CSS + `.h{background:#1b2a6b;color:#fff;padding:18px 24px}`,
      body: `<div class="h"><b>NPCI</b> · National Payments Corporation of India</div><main><h1>Safe UPI Usage</h1>
<ul><li><b>UPI PIN is needed only to send money, never to receive it.</b> If someone asks you to enter your PIN to receive a refund or a prize, it is a fraud.</li><li>Do not scan QR codes sent by unknown people to "receive" payment — scanning a QR code is for paying.</li><li>Search for customer care numbers only on the official website or app of the company. Fraudsters publish fake helpline numbers on search engines and social media.</li><li>Do not download screen-sharing apps on the advice of a caller.</li></ul>
<h2 lang="hi">सुरक्षित रहें</h2><p lang="hi">पैसे प्राप्त करने के लिए कभी भी UPI पिन डालने की ज़रूरत नहीं होती। धोखाधड़ी की शिकायत राष्ट्रीय साइबर अपराध हेल्पलाइन <b>1930</b> पर करें या cybercrime.gov.in पर दर्ज करें।</p></main>
<footer><a href="#">Disclaimer</a><a href="#">Sitemap</a> © 2026 NPCI</footer>`,
    }),
  },
  {
    id: 'n-clean-cafe-promptpay-qr-th',
    label: 'clean',
    kind: 'shop-qr-payment',
    url: 'https://order.baanmaicafe.co.th/table/12/pay',
    body: page({
      lang: 'th',
      title: 'บ้านไม้คาเฟ่ – ชำระเงินโต๊ะ 12',
      css: `body{margin:0;font-family:"Sarabun",Tahoma,sans-serif;background:#faf6f0;color:#3e2723}.h{background:#6d4c41;color:#fff;padding:14px 18px}.w{max-width:420px;margin:14px auto;background:#fff;border-radius:12px;padding:18px}
.row{display:flex;justify-content:space-between;padding:4px 0;border-bottom:1px dotted #ccc}.qr{text-align:center;margin:14px 0}.pp{background:#113566;color:#fff;padding:6px;border-radius:6px 6px 0 0;font-weight:bold}`,
      body: `<div class="h"><b>☕ บ้านไม้คาเฟ่ Baan Mai Café</b> · นิมมานเหมินท์ ซอย 9 เชียงใหม่</div>
<div class="w"><b>โต๊ะ 12 · บิล #A-20261128-044</b><div class="row"><span>อเมริกาโน่เย็น x2</span><span>120.00</span></div><div class="row"><span>ชาไทยปั่น</span><span>65.00</span></div><div class="row"><span>ครัวซองต์เนยสด</span><span>85.00</span></div><div class="row"><span>บานอฟฟี่พาย</span><span>95.00</span></div><div class="row"><b>รวม</b><b>365.00 บาท</b></div>
<div class="qr"><div class="pp">Thai QR Payment · PromptPay</div>${qrSvg('promptpay-baanmai-0105561234567-365.00', 180)}<p style="font-size:13px">บจก. บ้านไม้ คาเฟ่ · เลขประจำตัวผู้เสียภาษี 0105561234567<br>สแกนด้วยแอปธนาคารใดก็ได้ ยอดจะแสดงอัตโนมัติ</p></div>
<p style="font-size:12px;color:#777">หลังชำระเงินแล้วพนักงานจะยืนยันที่เคาน์เตอร์ · ขอบคุณที่อุดหนุนค่ะ 🙏 · Wi-Fi: BaanMai_Guest</p></div>`,
    }),
  },
  {
    id: 'n-clean-shop-pix-checkout-br',
    label: 'clean',
    kind: 'shop-qr-payment',
    url: 'https://www.livrariacapitu.com.br/checkout/pedido/118204/pix',
    body: page({
      lang: 'pt-BR',
      title: 'Pagamento via Pix – Pedido #118204 | Livraria Capitu',
      head: gaStub('G-LCAPITU1'),
      css: BASE_CSS + `.pix{text-align:center}.cp{font-family:monospace;font-size:11px;word-break:break-all;background:#f3f3f3;padding:8px;border-radius:4px}`,
      body: `<header><b>Livraria Capitu</b><nav><a href="#">Livros</a><a href="#">E-books</a><a href="#">Infantil</a><a href="#">Minha conta</a></nav></header>
<main><h1>Quase lá! Pague com Pix</h1><div class="card"><p>Pedido <b>#118204</b> · 3 itens · Total <b>R$ 142,70</b> (frete grátis)</p><ul class="small"><li>Dom Casmurro – Machado de Assis (ed. comentada)</li><li>Torto Arado – Itamar Vieira Junior</li><li>O Avesso da Pele – Jeferson Tenório</li></ul></div>
<div class="pix card">${qrSvg('pix-livrariacapitu-118204-142.70', 180)}<p>Abra o app do seu banco, escolha <b>Pix › Ler QR Code</b> ou use o Pix Copia e Cola:</p><div class="cp">00020101021226850014br.gov.bcb.pix2563qrpix.pagseguro.com.br/qr/v2/7d2a9e1c-5b3f-4c8a-9e21-0f6b3d4a8c7152040000530398654061142.705802BR5923LIVRARIA CAPITU LTDA6009SAO PAULO62070503***6304A9C3</div>
<p class="small">O código expira em 30 minutos. O beneficiário exibido no seu banco deve ser <b>LIVRARIA CAPITU LTDA – CNPJ 12.345.678/0001-90</b>. Confirmamos o pagamento automaticamente.</p></div></main>
<footer><a href="#">Trocas e devoluções</a><a href="#">Privacidade</a> Livraria Capitu Ltda · Rua Augusta 1470, São Paulo/SP</footer>`,
    }),
  },
  {
    id: 'n-clean-loteria-navidad-selae-es',
    label: 'clean',
    kind: 'real-lottery',
    url: 'https://www.loteriasyapuestas.es/es/loteria-nacional/sorteo-extraordinario-navidad',
    body: page({
      lang: 'es',
      title: 'Sorteo Extraordinario de Navidad 2026 | Loterías y Apuestas del Estado',
      css: BASE_CSS + `.hero{background:#00503c;color:#fff;padding:30px 24px}`,
      body: `<header><b>Loterías y Apuestas del Estado</b><nav><a href="#">Lotería Nacional</a><a href="#">Euromillones</a><a href="#">La Primitiva</a><a href="#">Comprobar</a></nav></header>
<div class="hero"><h1>Sorteo Extraordinario de Navidad · 22 de diciembre de 2026</h1><p>Primer premio: 4 millones de euros a la serie (400.000 € al décimo). Décimo: 20 €.</p></div>
<main><h2>Dónde comprar</h2><p>Solo en la red oficial de Administraciones de Loterías y en esta web o la app oficial. Consulta el <a href="#">buscador de administraciones</a>.</p>
<h2>Aviso sobre fraudes</h2><p>SELAE no envía correos, SMS ni mensajes de WhatsApp comunicando premios. Nunca te pediremos un pago por adelantado, "tasas" ni datos bancarios para cobrar un premio. Los premios superiores a 2.000 € se cobran en entidades bancarias colaboradoras presentando el décimo original.</p>
<p class="small">Sociedad Estatal Loterías y Apuestas del Estado, S.M.E., S.A. Juega con responsabilidad. Prohibido a menores de 18 años.</p></main>
<footer><a href="#">Aviso legal</a><a href="#">Privacidad</a> © 2026 SELAE</footer>`,
    }),
  },
];
