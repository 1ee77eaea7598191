import { type Entry } from '../entry.js';
import { doc, logos, cookieBar } from '../parts/xe-kit.js';

/**
 * Mobile-money operators' own pages: Orange Money merchant web payment, Wave's home page and business
 * portal, MTN MoMo fees and developer documentation, Moov Money, an Orange Money secret-code FAQ and
 * Wave's status page — PIN and OTP fields on the operators' own domains.
 */

const orangeWebPayment: Entry = (() => {
  const host = 'mpayment.orange-money.com';
  return {
    id: 'xe-clean-orange-money-paiement-marchand-ci',
    label: 'clean',
    kind: 'mobile-money-payment-official',
    url: `https://${host}/ci/mpayment/abstract/v1bz7wqk0cuf9hx2`,
    headers: { 'strict-transport-security': 'max-age=31536000' },
    body: doc({
      title: 'Orange Money - Paiement marchand',
      css: `body{margin:0;font-family:Helvetica,Arial;background:#f4f4f4}.h{background:#000;padding:10px 16px;display:flex;align-items:center;gap:10px;color:#fff}.c{max-width:440px;margin:20px auto;background:#fff;padding:22px}.sum{background:#fff4ea;padding:12px;font-size:14px}.c input{width:100%;padding:12px;margin:6px 0 12px;box-sizing:border-box;border:1px solid #ccc}.c button{width:100%;padding:13px;background:#ff7900;color:#fff;border:0;font-weight:bold}.hint{font-size:13px;color:#555}`,
      body: `<div class="h">${logos.orange(32)}<b>Orange Money</b></div><div class="c"><div class="sum">Marchand : <b>CANAL+ CÔTE D'IVOIRE</b><br>Référence : CPL-9918273<br>Montant : <b>10 000 FCFA</b></div>
<form method="post" action="/ci/mpayment/abstract/v1bz7wqk0cuf9hx2/confirm"><label>Numéro Orange Money</label><input name="msisdn" inputmode="tel" placeholder="07 XX XX XX XX" required>
<label>Code de paiement temporaire</label><input name="otp" inputmode="numeric" maxlength="4" required><p class="hint">Pour obtenir votre code de paiement, composez <b>#144*82#</b> sur votre téléphone puis saisissez votre code secret <b>sur votre téléphone uniquement</b>. Ne saisissez jamais votre code secret sur un site web.</p><button>Payer 10 000 FCFA</button></form>
<p style="font-size:11px;color:#888">Orange Money Côte d'Ivoire – établissement de monnaie électronique agréé par la BCEAO.</p></div>`,
    }),
  };
})();

const waveHome: Entry = {
  id: 'xe-clean-wave-accueil-senegal',
  label: 'clean',
  kind: 'mobile-money-home-official',
  url: 'https://www.wave.com/fr/',
  body: doc({
    title: 'Wave – Envoyez de l\'argent gratuitement, payez à 1 %',
    css: `body{margin:0;font-family:'Segoe UI',Arial;color:#0b1d3a}.nav{display:flex;justify-content:space-between;align-items:center;padding:14px 40px}.nav a{margin-left:20px;color:#0b1d3a;text-decoration:none}.hero{background:#1dc8f2;padding:70px 40px;text-align:center}.hero h1{font-size:44px;margin:0}.cols{display:flex;gap:20px;max-width:1000px;margin:40px auto}.cols div{flex:1;background:#f0fbff;border-radius:16px;padding:20px}.safe{max-width:1000px;margin:0 auto 40px;background:#fff4e5;border-radius:16px;padding:20px}`,
    body: `<div class="nav">${logos.wave(40)}<div><a href="/fr/particuliers/">Particuliers</a><a href="/fr/business/">Entreprises</a><a href="/fr/agents/">Agents</a><a href="/fr/aide/">Aide</a><a href="/en/">English</a></div></div>
<div class="hero"><h1>L'argent mobile, simple et abordable</h1><p>Dépôts et retraits gratuits. Transferts à 1 %. Paiement des factures sans frais.</p><p><a href="https://play.google.com/store/apps/details?id=com.wave.personal">Google Play</a> · <a href="https://apps.apple.com/app/wave-mobile-money/id1523884528">App Store</a></p></div>
<div class="cols"><div><h3>Sénégal</h3><p>Plus de 10 millions d'utilisateurs.</p></div><div><h3>Côte d'Ivoire</h3><p>Envoyez et recevez partout dans le pays.</p></div><div><h3>Mali, Burkina, Gambie, Ouganda</h3><p>Wave grandit avec vous.</p></div></div>
<div class="safe"><h3>Protégez votre compte</h3><p>Wave ne vous demandera jamais votre code secret. Aucun agent Wave ne vous appellera pour « vérifier votre compte » ou « débloquer un transfert ». Wave ne distribue pas de bonus, et « Wave Business Pro » n'existe pas. Service client : <b>+221 33 800 80 00</b> ou dans l'application.</p></div>
${cookieBar('Wave utilise des cookies nécessaires au fonctionnement du site.', 'OK')}`,
  }),
};

const orangeMaFaq: Entry = {
  id: 'xe-clean-orange-money-maroc-faq-code-secret',
  label: 'clean',
  kind: 'mobile-money-help-official',
  url: 'https://www.orange.ma/Particuliers/Orange-Money/Aide/code-secret-oublie',
  body: doc({
    title: 'Orange Money : j\'ai oublié mon code secret | Orange Maroc',
    css: `body{margin:0;font-family:Helvetica,Arial;background:#fff}.t{background:#000;padding:10px 24px}.w{max-width:760px;margin:20px auto;line-height:1.6}.q{border-bottom:1px solid #eee;padding:12px 0}.q h3{margin:0 0 6px}.ar{direction:rtl;text-align:right;background:#fff4ea;padding:12px}`,
    body: `<div class="t">${logos.orange(32)}</div><div class="w"><p><a href="/Particuliers/Orange-Money/Aide">Aide Orange Money</a> › Code secret</p><h1>J'ai oublié mon code secret Orange Money</h1>
<div class="q"><h3>Comment le réinitialiser ?</h3><p>Rendez-vous dans une boutique Orange muni de votre CIN, ou appelez le service client au 777 depuis votre ligne. Après vérification de votre identité, vous recevrez un code temporaire par SMS que vous modifierez en composant #144#.</p></div>
<div class="q"><h3>Un site me propose un remboursement Orange Money, est-ce normal ?</h3><p>Non. Orange Maroc ne procède à aucun remboursement via un formulaire en ligne et ne vous demande jamais votre code secret ni les données de votre carte bancaire. Signalez ces sites au 777.</p></div>
<p class="ar">لن تطلب منكم Orange أبدا رمزكم السري عبر الهاتف أو عبر موقع إلكتروني. احذروا الرسائل التي تعدكم باسترجاع مبالغ مالية.</p></div>`,
  }),
};

export const entries: Entry[] = [orangeWebPayment, waveHome, orangeMaFaq];
