import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Fake customer-service pages reached from search ads: airline refunds, bank "fraud departments", tech support,
// payment-app refund desks.

export const entries: Entry[] = [
  {
    id: 'n-scam-ms-support-search-ad',
    label: 'scam',
    kind: 'fake-support',
    url: 'https://microsoft-support-center.help/contact-us',
    body: page({
      lang: 'en-US',
      title: 'Microsoft Support – Call 1-844-509-7713 | Windows, Outlook, Account Recovery',
      head: gaStub('AW-10982231'),
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;color:#262626}.nav{display:flex;gap:18px;padding:12px 24px;border-bottom:1px solid #eee;align-items:center}.sq{display:inline-grid;grid-template-columns:10px 10px;gap:2px}
.sq i{width:10px;height:10px;display:block}.hero{background:#0067b8;color:#fff;padding:40px 24px}.num{font-size:34px;font-weight:600}.g{display:flex;gap:16px;flex-wrap:wrap;padding:24px}.g div{flex:1;min-width:200px;border:1px solid #ddd;padding:16px}`,
      body: `<div class="nav"><span class="sq"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span><b>Support</b><span>Microsoft 365</span><span>Windows</span><span>Outlook</span><span>Xbox</span></div>
<div class="hero"><p>Contact Microsoft Support</p><div class="num">📞 1-844-509-7713</div><p>Toll free · 24 hours · Certified technicians</p></div>
<div class="g"><div><b>Account locked or hacked?</b><p>Our experts recover Outlook, Hotmail and Microsoft accounts within minutes.</p></div><div><b>Windows errors & viruses</b><p>Blue screen, slow PC, pop-ups, Defender alerts — we fix it remotely.</p></div><div><b>Office activation</b><p>Product key issues and subscription renewals.</p></div></div>
<main><p>When you call, a technician will ask you to open <b>Quick Assist</b> or download our secure remote tool so they can diagnose your computer. Support plans start at $199.99 (one-time) or $399.99 lifetime. Payment by card, Zelle or gift card.</p>
<p class="small">We are an independent third-party tech support company. Brand names are used for reference only.</p></main>
<footer><a href="#">Privacy</a><a href="#">Refund Policy</a> © 2026 Tech Support Services</footer>
<script>setTimeout(function(){if(!sessionStorage.getItem('p')){sessionStorage.setItem('p',1);alert('Chat with a Microsoft Certified Technician now. Call 1-844-509-7713')}},6000)</script>`,
    }),
  },
  {
    id: 'n-scam-booking-host-support-it',
    label: 'scam',
    kind: 'fake-support',
    url: 'https://assistenza-prenotazioni-clienti.it/booking/numero-verde',
    body: page({
      lang: 'it',
      title: 'Booking.com Assistenza Clienti Italia ☎ Numero Verde 24h – Parla con un operatore',
      head: gaStub('AW-99018273'),
      css: BASE_CSS + `.h{background:#003580;color:#fff;padding:30px 24px}.n{font-size:30px;font-weight:bold;color:#febb02}`,
      body: `<div class="h"><b>Booking Assistenza</b><h1>Parla subito con un operatore Booking.com</h1><div class="n">☎ +39 02 8088 4117</div><p>Cancellazioni, rimborsi, modifiche prenotazione, addebiti non riconosciuti. Attivo 24 ore su 24.</p></div>
<main><h2>Domande frequenti</h2><div class="card"><b>Come ottengo il rimborso di una prenotazione non rimborsabile?</b><p>Chiama il numero verde: i nostri operatori possono richiedere un'eccezione alla struttura. Per accelerare la pratica è previsto un deposito di garanzia di 49 € rimborsabile.</p></div>
<div class="card"><b>Ho ricevuto un addebito sconosciuto</b><p>Chiama subito e tieni a portata di mano la carta utilizzata. L'operatore ti guiderà nella verifica tramite l'app della tua banca.</p></div>
<div class="card"><b>Posso contattarvi su WhatsApp?</b><p>Sì, scrivi a +44 7520 631 904 indicando il numero di prenotazione.</p></div>
<p class="small">Servizio di assistenza indipendente. Il marchio Booking.com appartiene ai rispettivi proprietari.</p></main>
<footer><a href="#">Privacy</a><a href="#">Cookie</a> © 2026</footer>`,
    }),
  },
];
