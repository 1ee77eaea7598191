import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, fileRoute, jsonRoute, jsRoute, pe, cfb, zip } from '../parts/e-bin.js';
import { assets, site } from '../parts/zg-kit.js';

export const entries: Entry[] = [
  {
  id: 'zg-scam-subscription-trap-keto-trial',
  label: 'scam',
  kind: 'subscription-trap',
  url: 'https://try.ketoburnx-official.com/us/checkout?aff=2291&sub1=fb',
  body: site({
    host: 'try.ketoburnx-official.com', brand: 'KetoBurn X&trade;', color: '#16a34a', title: 'KetoBurn X – Claim Your Risk-Free Trial Bottle',
    nav: [], cookies: false,
    main: `<div style="background:#fef08a;padding:8px;text-align:center"><b>WARNING:</b> Due to extremely high media demand, supply is limited as of <span id="d"></span>. Current availability: <b style="color:#c00">LOW</b></div>
<h1>Claim your RISK-FREE trial bottle today!</h1><p>As seen on Shark Tank. Burn fat for energy, not carbs. &#9733;&#9733;&#9733;&#9733;&#9733; 12,401 reviews</p>
<div class="grid"><div class="card"><b>Step 1:</b> Your shipping info<br><form action="/us/checkout/step2" method="post"><input name="fn" placeholder="First name"><input name="ln" placeholder="Last name"><input name="addr" placeholder="Address"><input name="zip" placeholder="ZIP"><input name="phone" placeholder="Phone"></div>
<div class="card"><b>Step 2:</b> Pay only shipping: <b>$4.95</b><br><input name="cc" placeholder="Card number"><input name="exp" placeholder="MM/YY"><input name="cvv" placeholder="CVV"><button class="btn" style="width:100%">RUSH MY ORDER</button></form></div></div>
<p style="font-size:9px;color:#999;margin-top:40px">By placing your order you agree to our terms. You will be charged $4.95 shipping today. If you do not cancel within 14 days of your order date, you will be charged $89.95 for the full bottle and enrolled in our auto-ship program, receiving a new supply every 30 days at $89.95 plus $4.95 S&amp;H. You will also be enrolled in a trial of VIP Health Club ($29.99/month). To cancel call 1-800-000-0000 Mon-Fri 9am-3pm EST. Cancellations must be made by phone. Returns require an RMA number and unopened product.</p>
<script>document.getElementById('d').textContent=new Date().toLocaleDateString('en-US')</script>`,
  }),
  routes: assets('try.ketoburnx-official.com', [22, 163, 74]),
},
  {
  id: 'zg-malware-refund-remote-support-exe-us',
  label: 'malware',
  kind: 'remote-access',
  url: 'https://refund-support-center.help/session/connect?code=482917',
  body: site({
    host: 'refund-support-center.help', brand: 'Customer Refund Support Center', color: '#0f4c81', title: 'Connect to your refund agent',
    nav: ['Refunds', 'Connect', 'FAQ'],
    main: `<h1>Connect to your refund agent</h1>
<p>Your agent has generated session code <b style="font-size:22px;letter-spacing:3px">482917</b>. Your refund of <b>$399.99</b> (Geek Squad annual renewal cancellation) will be processed in a secure session.</p>
<ol><li>Click <b>Download Secure Connector</b> below.</li><li>Open the file <code>RefundConnect_482917.exe</code> and click "Run" / "More info &rarr; Run anyway" if Windows shows a warning.</li><li>Give the 9-digit ID to your agent on the phone. Do not close the window.</li><li>Log in to your online banking when asked so the agent can deposit the refund.</li></ol>
<p><a class="btn" id="dl" href="/dl/RefundConnect_482917.exe">Download Secure Connector</a></p>
<p class="muted">Questions? Call your agent at +1 (888) 555-0193. Our technician may need to disable your antivirus during the refund.</p>
<script>setTimeout(function(){document.getElementById('dl').click()},2500)</script>`,
  }),
  routes: {
    ...assets('refund-support-center.help', [15, 76, 129]),
    'refund-support-center.help/dl/RefundConnect_482917.exe': fileRoute(pe({ strings: ['ScreenConnect.ClientService', 'relay.refund-support-center.help', 'h=instance-8nqk1z&p=8041&k=BgIAAACkAABSU0Ex', 'RefundConnect'] , size: 8192 }), 'application/octet-stream', 'RefundConnect_482917.exe'),
  },
},
  {
  id: 'zg-malware-assistance-bancaire-msi-fr',
  label: 'malware',
  kind: 'remote-access',
  url: 'https://assistance-securite-bancaire.fr/installation',
  body: site({
    host: 'assistance-securite-bancaire.fr', brand: 'Assistance Sécurité Bancaire', color: '#00573f', lang: 'fr', title: 'Installation du module de protection – Assistance',
    nav: ['Accueil', 'Installation', 'Assistance'],
    main: `<h1>Installation du module de sécurisation de vos comptes</h1>
<p>Comme convenu avec votre conseiller du service fraude lors de l'appel, vous devez installer le <b>module de protection des opérations</b> afin que nous puissions annuler les virements frauduleux en cours.</p>
<ol><li>Téléchargez le module ci-dessous (<code>ModuleProtection_v4.2.msi</code>).</li><li>Lancez l'installation et acceptez les autorisations.</li><li>Communiquez à votre conseiller l'identifiant à 9 chiffres qui s'affiche.</li><li>Ne touchez plus à la souris pendant l'opération.</li></ol>
<p><a class="btn" href="/telecharger/ModuleProtection_v4.2.msi">Télécharger le module</a></p>
<p class="muted">Votre banque ne peut pas voir cette procédure. Ne raccrochez pas et n'appelez pas votre agence : la ligne pourrait être sur écoute.</p>`,
  }),
  routes: {
    ...assets('assistance-securite-bancaire.fr', [0, 87, 63]),
    'assistance-securite-bancaire.fr/telecharger/ModuleProtection_v4.2.msi': fileRoute(cfb(['AnyDesk', 'ModuleProtection', 'ProductName', 'ProductCode', 'CustomAction', 'ad.anynet.relay'], 16384), 'application/x-msi', 'ModuleProtection_v4.2.msi'),
  },
},
];
