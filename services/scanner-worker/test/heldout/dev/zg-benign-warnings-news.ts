import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { fileRoute, jsonRoute, jsRoute, pe } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-clean-bank-fraud-warning-safe-account-uk',
  label: 'clean',
  kind: 'bank-fraud-warning',
  url: 'https://www.thamesidebank.co.uk/security/scams/safe-account-scams',
  body: site({
    host: 'www.thamesidebank.co.uk', brand: 'Thameside Bank', color: '#006a4d', title: 'Safe account scams | Security centre | Thameside Bank', trackId: 'G-TSB551',
    nav: ['Current accounts', 'Savings', 'Mortgages', 'Help & support', 'Log on'],
    main: `<h1>Safe account scams</h1><p>Criminals call pretending to be from our fraud team, the police or another bank. They say your account is at risk and persuade you to move your money to a "safe account". There is no such thing &mdash; <b>we will never ask you to move money to keep it safe</b>.</p>
<h2>What these scams sound like</h2><div class="card"><i>"Hello, this is Daniel from the fraud department. A device in Birmingham has been added to your online banking and three payments are pending. Bank staff may be involved, so don't go to your branch. I'm sending you a link with your case number."</i></div>
<div class="card"><i>"To protect your balance, transfer everything to the safe account we've set up in your name, sort code 60-83-71. If the app says the name doesn't match, choose continue anyway."</i></div>
<h2>What to do</h2><ul><li>Hang up. Call us on the number on the back of your card, from a different phone if you can.</li><li>Never share one-time passcodes or install screen-sharing apps at someone's request.</li><li>If you've already made a payment, call us immediately on 0345 000 0000 (24/7).</li></ul>
<p><a class="btn" href="/security/report">Report a scam</a></p>`,
    footer: 'Thameside Bank plc. Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the PRA (FRS 100000). <a href="/security">Security</a><a href="/accessibility">Accessibility</a><a href="/cookies">Cookies</a>',
  }),
  routes: assets('www.thamesidebank.co.uk', [0, 106, 77]),
},
  {
  id: 'zg-clean-bank-blik-scam-warning-pl',
  label: 'clean',
  kind: 'bank-fraud-warning',
  url: 'https://www.bankpomorski.pl/bezpieczenstwo/oszustwa-blik-i-paczki',
  body: site({
    host: 'www.bankpomorski.pl', brand: 'Bank Pomorski', color: '#004b87', lang: 'pl', title: 'Oszustwa na BLIK i na dopłatę do paczki – Bezpieczeństwo | Bank Pomorski',
    nav: ['Konta', 'Karty', 'Kredyty', 'Bezpieczeństwo', 'Zaloguj'],
    main: `<h1>Uwaga na oszustwa „na dopłatę do paczki" i „na BLIK"</h1><p>Przestępcy wysyłają SMS-y podszywające się pod firmy kurierskie. Przykładowe wiadomości, które otrzymali nasi klienci:</p>
<div class="card"><code>InPost: Twoja paczka 620113294418 czeka w sortowni. Wymagana doplata 1,20 zl: inpost-paczka.doplata-24[.]pl</code></div>
<div class="card"><code>Odsprzedam 2 karnety na festiwal, bezpieczna transakcja przez FanBilet, zaplac kodem BLIK</code></div>
<p>Na fałszywej stronie podajesz kod BLIK, a w aplikacji pojawia się prośba o potwierdzenie <b>znacznie wyższej kwoty</b> lub wypłaty z bankomatu. Nigdy nie potwierdzaj transakcji, której nie rozpoznajesz.</p>
<h2>Co zrobić?</h2><ul><li>Sprawdzaj adres strony – firmy kurierskie nie używają dziwnych domen.</li><li>Zastrzeż kartę i zmień hasła, jeśli podałeś dane.</li><li>Zadzwoń na infolinię 800 000 000 (całodobowo).</li></ul>`,
  }),
  routes: assets('www.bankpomorski.pl', [0, 75, 135]),
},
  {
  id: 'zg-clean-news-pig-butchering-feature-us',
  label: 'clean',
  kind: 'news-article',
  url: 'https://www.midwestledger.com/business/2026/03/14/pig-butchering-crypto-scam-widow-lost-savings',
  body: site({
    host: 'www.midwestledger.com', brand: 'The Midwest Ledger', color: '#222', title: '\'He called me every morning\': How a crypto scam took a widow\'s life savings', trackId: 'G-MWL7700',
    nav: ['News', 'Business', 'Sports', 'Opinion', 'Obituaries', 'Subscribe'],
    main: `<p class="muted">Business &middot; By Rachel Okafor &middot; March 14, 2026</p>
<h1>'He called me every morning': How a crypto scam took a widow's life savings</h1>
<p>It began with a wrong-number text. "Hi Linda, are we still on for golf Saturday?" Carol, 67, replied that he had the wrong person. The man apologized, and they started chatting.</p>
<p>Within weeks "David" was sending photos of his vineyard in Napa and talking about the gold trading app his uncle had taught him to use. He walked Carol through opening an account on <i>Coinvexa Pro</i>. Her dashboard showed returns of 2 to 3 percent a day.</p>
<p>When she tried to withdraw $186,000, a pop-up announced that she owed a "capital gains tax" of 20% before funds could be released. "They said tax couldn't be deducted from the balance," she said. She took out a home equity loan to pay it. Then came a "risk deposit." Then an "anti-money laundering fee."</p>
<p>Investigators call it <b>pig butchering</b>: scammers "fatten" victims with attention and fake profits before the slaughter. The FBI says Americans reported losing more than $5.8 billion to crypto investment fraud last year.</p>
<p>After the money was gone, Carol was contacted by a "blockchain forensics" firm promising to recover her funds for a 10% fee &mdash; a second scam known as a recovery room.</p>
<p>If you've been targeted, report it at ic3.gov and contact your bank immediately.</p>`,
    footer: '&copy; 2026 The Midwest Ledger. <a href="/terms">Terms</a><a href="/privacy">Privacy</a><a href="/subscribe">Subscribe</a><a href="/contact">Contact the newsroom</a>',
  }),
  routes: assets('www.midwestledger.com', [34, 34, 34]),
},
  {
  id: 'zg-clean-advice-sextortion-email-ca',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.cybersafe-canada.ca/en/blog/sextortion-email-with-your-password',
  body: site({
    host: 'www.cybersafe-canada.ca', brand: 'CyberSafe Canada', color: '#1b4f72', title: 'Got an email saying you were recorded? Read this | CyberSafe Canada',
    nav: ['Blog', 'Guides', 'For parents', 'For business', 'Français'],
    main: `<h1>Got an email saying you were recorded? Read this.</h1><p>Thousands of Canadians receive the same "sextortion" message every week. Here is a typical one (we've removed the Bitcoin address):</p>
<blockquote style="background:#f4f6f7;padding:12px;border-left:4px solid #999">"Hello pervert, I'll be direct. I hacked your device months ago through a malicious ad... I recorded you while you were watching porn... send $1,450 in Bitcoin... You have 48 hours. Don't go to the police."</blockquote>
<p><b>It's a bluff.</b> The sender has no video. If the email quotes an old password, it came from a public data breach. The timer on their page just counts down in your browser.</p>
<h2>What to do</h2><ul><li>Don't pay and don't reply.</li><li>Change the password mentioned on every site where you used it, and turn on two-factor authentication.</li><li>Report the message to the Canadian Anti-Fraud Centre.</li></ul>
<p>If a real person is threatening to share real images of you, or you are under 18, get help at NeedHelpNow.ca or Cybertip.ca.</p>`,
  }),
  routes: assets('www.cybersafe-canada.ca', [27, 79, 114]),
},
  {
  id: 'zg-clean-news-arnaque-sentimentale-fr',
  label: 'clean',
  kind: 'news-article',
  url: 'https://www.lequotidien-ouest.fr/faits-divers/arnaque-aux-sentiments-un-faux-militaire-lui-soutire-48-000-euros',
  body: site({
    host: 'www.lequotidien-ouest.fr', brand: 'Le Quotidien de l\'Ouest', color: '#0b5394', lang: 'fr', title: 'Arnaque aux sentiments : un faux militaire lui soutire 48 000 euros',
    nav: ['Actu', 'Faits divers', 'Économie', 'Sports', 'Loisirs'],
    main: `<p class="muted">Faits divers &middot; Publié le 12/02/2026 à 18h05</p>
<h1>Arnaque aux sentiments : un faux militaire lui soutire 48 000 euros</h1>
<p>Une retraitée de 71 ans, habitant près de Quimper, a porté plainte après avoir versé près de 48 000 € à un homme rencontré sur un site de rencontres. Il se présentait comme « médecin militaire américain en mission pour l'ONU au Yémen ».</p>
<p>Au fil des mois, l'homme lui a demandé de payer des « frais de permission », puis des frais de dédouanement d'un colis diplomatique contenant ses économies. Les paiements se faisaient en coupons PCS et en cartes cadeaux, dont elle envoyait les codes par WhatsApp.</p>
<p>« Il m'écrivait tous les matins, il m'appelait "mon amour" », raconte-t-elle. La gendarmerie rappelle que les militaires n'ont jamais à payer pour obtenir une permission et qu'aucun organisme officiel n'exige de paiement en coupons.</p>
<p>En cas de doute, la plateforme Info Escroqueries répond au 0 805 805 817 (appel gratuit).</p>`,
  }),
  routes: assets('www.lequotidien-ouest.fr', [11, 83, 148]),
},
  {
  id: 'zg-clean-consumer-alert-toll-smishing-us',
  label: 'clean',
  kind: 'consumer-advice',
  url: 'https://www.statecapitol-ag.gov/consumer/alerts/unpaid-toll-text-scam',
  body: site({
    host: 'www.statecapitol-ag.gov', brand: 'Office of the Attorney General &ndash; Consumer Protection', color: '#2c3e50', title: 'Consumer Alert: Unpaid Toll Text Scam',
    nav: ['Consumer Protection', 'File a Complaint', 'Scam Alerts', 'Press Releases'],
    main: `<h1>Consumer Alert: "Unpaid toll" text messages are a scam</h1><p>The Attorney General's Office is warning residents about text messages claiming to be from E-ZPass, SunPass or other toll agencies. The texts say you owe a small toll (often $4.15 or $6.99) and threaten late fees or license suspension.</p>
<div class="card"><code>E-ZPass: You have an outstanding toll of $4.15. To avoid a $50 late fee, pay now: ezpassny.toll-pay-services[.]com/pay</code></div>
<p>The link leads to a look-alike payment page that collects card numbers and then asks for a one-time code from your bank.</p>
<ul><li>Toll agencies will not text you a link to pay.</li><li>Check your account by going directly to the toll agency's website or app.</li><li>Report texts by forwarding them to 7726 (SPAM) and file a complaint with our office.</li></ul>`,
  }),
  routes: assets('www.statecapitol-ag.gov', [44, 62, 80]),
},
  {
  id: 'zg-clean-news-ticketfraude-nl',
  label: 'clean',
  kind: 'news-article',
  url: 'https://www.dagblad-noordholland.nl/nieuws/binnenland/ticketfraude-zomer-festivals-meldingen-verdubbeld',
  body: site({
    host: 'www.dagblad-noordholland.nl', brand: 'Dagblad Noord-Holland', color: '#c0392b', lang: 'nl', title: 'Meldingen ticketfraude rond zomerfestivals verdubbeld',
    nav: ['Nieuws', 'Regio', 'Sport', 'Economie', 'Cultuur'],
    main: `<p class="muted">Binnenland &middot; 09:32</p><h1>Meldingen ticketfraude rond zomerfestivals verdubbeld</h1>
<p>Het aantal meldingen van oplichting met festivalkaarten is dit voorjaar verdubbeld, meldt de Fraudehelpdesk. Slachtoffers reageren meestal op berichten in Facebook-groepen van mensen die "helaas niet kunnen" en kaarten onder de prijs aanbieden.</p>
<p>"Vaak wordt gevraagd om via een Tikkie of een link naar een nep-betaalplatform te betalen," zegt een woordvoerder. "Daarna blijft het stil, of komt er een vervalste pdf."</p>
<p>Ook oplichting met vakantiehuizen en kamers neemt toe. Oplichters zetten een woning op een nagemaakte site van een bekend boekingsplatform en vragen om een aanbetaling per bankoverschrijving.</p>
<p>Tip: koop alleen via officiële doorverkoopplatforms en betaal nooit vooraf aan een onbekende.</p>`,
  }),
  routes: assets('www.dagblad-noordholland.nl', [192, 57, 43]),
},
  {
  id: 'zg-clean-it-support-quicksupport-download',
  label: 'clean',
  kind: 'remote-support',
  url: 'https://www.northgate-itservices.co.uk/support/remote-session',
  body: site({
    host: 'www.northgate-itservices.co.uk', brand: 'Northgate IT Services', color: '#154360', title: 'Remote support session | Northgate IT Services',
    nav: ['Managed IT', 'Cyber security', 'Cloud', 'Support', 'Contact'],
    main: `<h1>Start a remote support session</h1><p>For existing Northgate managed-service customers. If one of our engineers has asked you to start a session, download our support client below and read the 9-digit ID to the engineer who is on the phone with you (you called our helpdesk on 0113 555 0100).</p>
<p><a class="btn" href="/downloads/NorthgateQS.exe">Download Northgate QuickSupport (Windows)</a></p>
<p class="muted">Version 15.51 &middot; signed by Northgate IT Services Ltd &middot; 31 MB. The session ends when you close the window; no software is installed.</p>
<div class="card"><b>Unexpected call?</b> We will never cold-call you to say your computer has a virus, and we never take payment or ask you to log in to online banking during a remote session. If in doubt, hang up and call us on the number on your support contract.</div>`,
    footer: 'Northgate IT Services Ltd, Registered in England No. 05512345. ISO 27001 certified. Cyber Essentials Plus. <a href="/privacy">Privacy</a><a href="/terms">Terms</a>',
  }),
  routes: {
    ...assets('www.northgate-itservices.co.uk', [21, 67, 96]),
    'www.northgate-itservices.co.uk/downloads/NorthgateQS.exe': fileRoute(pe({ strings: ['Northgate QuickSupport', 'TeamViewer QuickSupport customised module', 'Northgate IT Services Ltd', 'CompanyName', 'FileVersion 15.51.5'], size: 8192 }), 'application/octet-stream', 'NorthgateQS.exe'),
  },
},
];
