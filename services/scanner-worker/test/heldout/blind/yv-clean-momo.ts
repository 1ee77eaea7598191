import { type Entry } from '../entry.js';
import { CSS, LOGO, cookieBar, doc, gtag, jsR } from '../parts/yv-kit.js';

// Mobile-money operators' own pages: help articles that quote scam texts, the M-PESA org portal login,
// Orange Money and Wave help centres (French), and MoMo PSB agent onboarding with a real KYC form.

const mpesaReversal = doc({
  title: 'M-PESA Reversals | Safaricom',
  head: gtag('G-SFC0M2211'),
  css: `${CSS.reset}body{line-height:1.65}.hd{padding:12px 40px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.c{max-width:780px;margin:0 auto;padding:30px 20px}.sms{background:#f1f8f1;border-radius:10px;padding:12px 16px;font-size:14px;margin:10px 0;font-family:monospace}h2{color:#2e7d32}`,
  body: `<div class="hd">${LOGO.safaricom}<span>Personal &middot; Business &middot; M-PESA &middot; Help</span></div>
<article class="c"><h1>How to reverse an M-PESA transaction</h1>
<p>If you sent money to the wrong number, forward the M-PESA confirmation SMS to <b>456</b> or dial *334# &rarr; My M-PESA Information &rarr; Reversal. The recipient's funds are held while the reversal is reviewed.</p>
<h2>Beware of fake reversal requests</h2><p>Fraudsters send a fake "confirmation" SMS from a normal mobile number and then call or text asking you to send the money back:</p>
<div class="sms">QJK4XXXXXX Confirmed. You have received Ksh3,500.00 from JOHN KAMAU 07XXXXXXXX on 12/9/25 at 9:14 AM. New M-PESA balance is Ksh3,781.00.</div>
<div class="sms">Ile pesa nimekutumia ni kimakosa, tafadhali nirudishie. Ni ya hospitali ya mtoto.</div>
<p>Genuine M-PESA messages come only from <b>MPESA</b>, never from a number. Check your balance before sending anything back. Safaricom will never ask for your M-PESA PIN, and we do not offer Fuliza limit increases through links.</p>
<p>Report fraud by forwarding the SMS to <b>333</b> free of charge.</p></article>
${cookieBar('https://www.safaricom.co.ke/cookie-policy')}`,
});

const momoTips = doc({
  title: 'MoMo Fraud Awareness | MTN Ghana',
  css: `${CSS.reset}body{line-height:1.65}.hd{background:#ffcc00;padding:10px 30px;display:flex;gap:14px;align-items:center}.c{max-width:800px;margin:0 auto;padding:30px 20px}.t{background:#fff8d6;border-left:5px solid #ffcc00;padding:12px 16px;margin:12px 0;font-size:14px}`,
  body: `<div class="hd">${LOGO.mtn}${LOGO.momo}</div><article class="c"><h1>Stay safe on MoMo</h1>
<p>Scammers use clever stories to get your MoMo PIN or to make you approve a payment. Here are messages our customers reported:</p>
<div class="t">"Dear customer, your MoMo wallet will be blocked because it is not linked to your Ghana Card. Link now at momo-ghanacard-link[.]com"</div>
<div class="t">"I mistakenly sent GH&#8373;450 to your number, please kindly send it back. God bless you."</div>
<div class="t">"Congratulations! You have won GH&#8373;5,000 in the MTN anniversary promo. Dial *170# and enter the code 2 4 6 8 to receive it."</div>
<p><b>Remember:</b> Ghana Card linking is done only through *400# or at an MTN service centre. MTN will never ask for your PIN. Do not approve a payment prompt you did not start.</p>
<p>Report fraud: call 100 or send the scammer's number by SMS to 1515 (free).</p></article>`,
});

const omWeb = doc({
  title: 'Orange Money Côte d\'Ivoire - Mon compte',
  lang: 'fr',
  css: `${CSS.reset}body{background:#fff}.h{background:#000;color:#fff;display:flex;align-items:center;gap:12px;padding:10px 24px}.w{max-width:980px;margin:30px auto;display:flex;gap:30px;padding:0 20px}.f{width:380px;border:1px solid #ddd;padding:24px}${CSS.field}input{border-radius:0;border:2px solid #000}.b{width:100%;background:#ff7900;border:0;padding:13px;font-weight:700;margin-top:16px}.i{flex:1;font-size:14px;line-height:1.6}`,
  body: `<div class="h">${LOGO.orange.replace('width="60" height="60"', 'width="36" height="36"')}<b>Orange Money</b></div>
<div class="w"><form class="f" method="post" action="/fr/orange-money/connexion"><h2>Accédez à votre compte</h2><label>Numéro de téléphone</label><input name="msisdn" placeholder="07 XX XX XX XX"><p style="font-size:13px">Un code de connexion à usage unique vous sera envoyé par SMS.</p><button class="b">Recevoir mon code</button></form>
<div class="i"><h3>Votre sécurité</h3><p>Orange ne vous demandera <b>jamais</b> votre code secret Orange Money, ni par téléphone, ni par SMS, ni sur un site web. Ne communiquez jamais votre code secret, même à un agent.</p><p>Les messages annonçant la « suspension » de votre compte pour défaut d'identification et demandant votre code secret sont des tentatives de fraude. Pour vérifier votre identification, composez le #144*5#.</p></div></div>`,
});

const waveHelp = doc({
  title: 'Comment protéger mon compte Wave ? | Centre d\'aide Wave',
  lang: 'fr',
  css: `${CSS.reset}body{background:#f5fcff;line-height:1.65}.hd{padding:14px 30px;background:#fff;border-bottom:1px solid #e3f2f8}.c{max-width:760px;margin:0 auto;padding:30px 20px}.q{background:#fff;border-radius:12px;padding:14px 18px;margin:10px 0;border:1px solid #d8eef6}`,
  body: `<div class="hd">${LOGO.wave}</div><article class="c"><p><a href="/fr/aide">Centre d'aide</a> &rsaquo; Sécurité</p>
<h1>Comment protéger mon compte Wave ?</h1>
<p>Votre code secret Wave est personnel. <b>Aucun employé de Wave ne vous le demandera</b>, ni par appel, ni par WhatsApp, ni sur une page web.</p>
<div class="q"><b>« Bonus Tabaski », « cadeau de fin d'année »…</b><br>Wave n'organise pas de jeux où il faudrait saisir son code secret ou partager un lien dans des groupes WhatsApp. Ces pages sont des arnaques, même si elles affichent notre logo.</div>
<div class="q"><b>Faux remboursements</b><br>Si quelqu'un dit vous avoir envoyé de l'argent par erreur, vérifiez votre solde dans l'application avant toute action. Les annulations sont traitées par le service client uniquement.</div>
<div class="q"><b>Vous avez partagé votre code ?</b><br>Changez-le immédiatement dans l'application (Paramètres &rarr; Changer le code secret) et appelez le service client au 200 4000 (Sénégal).</div></article>`,
});

const momoPsb = doc({
  title: 'Become a MoMo Agent | MoMo PSB',
  head: '<script src="/assets/js/agent-onboarding-form.js" defer></script>',
  css: `${CSS.reset}body{background:#fffbe6}.hd{background:#ffcc00;padding:12px 30px;display:flex;gap:14px;align-items:center}.c{max-width:720px;margin:24px auto;background:#fff;padding:28px;border-radius:10px}${CSS.field}.g{display:grid;grid-template-columns:1fr 1fr;gap:0 16px}.b{background:#004f71;color:#fff;border:0;padding:13px 30px;border-radius:6px;margin-top:20px}.n{font-size:13px;color:#555;background:#f7f7f7;padding:12px;border-radius:6px}`,
  body: `<div class="hd">${LOGO.mtn}<b>MoMo Payment Service Bank</b></div>
<div class="c"><h1>Become a MoMo Agent</h1><p>Earn commission on every cash-in, cash-out, airtime and bill payment. Registration is free &mdash; MoMo PSB never charges a fee to become an agent.</p>
<form method="post" action="/agents/apply" id="af"><div class="g">
<div><label>First name</label><input name="firstName" required></div><div><label>Last name</label><input name="lastName" required></div>
<div><label>Phone number (MTN)</label><input name="msisdn" required></div><div><label>Email</label><input name="email" type="email"></div>
<div><label>BVN</label><input name="bvn" maxlength="11" required></div><div><label>NIN</label><input name="nin" maxlength="11" required></div>
<div><label>Business name</label><input name="business"></div><div><label>State</label><select name="state"><option>Lagos</option><option>Kano</option><option>Oyo</option><option>Rivers</option><option>FCT</option></select></div>
<div style="grid-column:span 2"><label>Business address</label><input name="address"></div></div>
<p class="n">We use your BVN and NIN only to verify your identity with NIBSS and NIMC as required by the CBN's KYC regulations. Never share your MoMo PIN with anyone, including MoMo staff.</p>
<button class="b">Submit application</button></form></div>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-safaricom-mpesa-reversal-help', label: 'clean', kind: 'momo-help-quotes-scam', url: 'https://www.safaricom.co.ke/personal/m-pesa/getting-started/m-pesa-reversals', body: mpesaReversal },
  { id: 'yv-clean-mtn-gh-momo-fraud-tips', label: 'clean', kind: 'momo-help-quotes-scam', url: 'https://mtn.com.gh/personal/momo/stay-safe/', body: momoTips },
  { id: 'yv-clean-orange-money-ci-mon-compte-fr', label: 'clean', kind: 'momo-login-own-domain', url: 'https://www.orange.ci/fr/orange-money/mon-compte.html', body: omWeb },
  { id: 'yv-clean-wave-aide-securite-fr', label: 'clean', kind: 'momo-help-quotes-scam', url: 'https://www.wave.com/fr/aide/securite/proteger-mon-compte', body: waveHelp },
  { id: 'yv-clean-momopsb-agent-application-kyc', label: 'clean', kind: 'legit-kyc-form', url: 'https://momopsb.com/agents/become-an-agent', body: momoPsb, routes: { 'momopsb.com/assets/js/agent-onboarding-form.js': jsR(`document.getElementById('af').addEventListener('submit',function(e){var b=this.bvn.value,n=this.nin.value;if(!/^\\d{11}$/.test(b)||!/^\\d{11}$/.test(n)){e.preventDefault();alert('BVN and NIN must be 11 digits.');}});`) } },
];
