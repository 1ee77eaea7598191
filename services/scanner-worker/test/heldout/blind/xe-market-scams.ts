import { type Entry } from '../entry.js';
import { doc, waFloat } from '../parts/xe-kit.js';

/**
 * Marketplace and shopping fraud: an Avito "secure delivery" page that takes the seller's card, a fake
 * Jumia clearance shop paid by mobile money, a Jiji car "seller" asking a deposit, a Casablanca flat whose
 * owner is abroad, a French tech-support locker, and an Orange anniversary giveaway chain.
 */

const jijiCarDeposit: Entry = {
  id: 'xe-jiji-toyota-deposit-fake-seller',
  label: 'scam',
  kind: 'fake-marketplace-seller',
  url: 'https://jiji-auto-verified-sellers.com/listing/toyota-corolla-2016-douala-88213',
  body: doc({
    title: 'Toyota Corolla 2016 – 2 800 000 FCFA – Douala | Jiji Verified Seller',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#f5f5f5}.hd{background:#3db83a;color:#fff;padding:12px 20px;font-weight:bold;font-size:22px}.w{max-width:720px;margin:16px auto;background:#fff;padding:20px}.ph{height:240px;background:#dfe7df;border-radius:6px}.pr{font-size:26px;color:#3db83a;font-weight:bold}.sl{border:1px solid #eee;padding:12px;border-radius:6px}.bd{background:#e8f5e9;color:#2e7d32;padding:2px 8px;border-radius:10px;font-size:12px}.dep{background:#fff8e1;padding:12px;border-left:4px solid #ffb300}`,
    body: `<div class="hd">jiji</div><div class="w"><div class="ph"></div><h2>Toyota Corolla 2016 – Full option, customs cleared</h2><p class="pr">2 800 000 FCFA</p>
<div class="sl"><b>Auto Import Express Douala</b> <span class="bd">✔ Verified ID</span> <span class="bd">5 years on Jiji</span><br>⭐ 4.9 (212 feedbacks) · Replies within an hour</div>
<p>Vehicle arrived from Belgium, papers ready (carte grise + dédouanement). Price is low because the owner is relocating. / Véhicule dédouané, prix bas car propriétaire en déménagement.</p>
<div class="dep"><b>Important:</b> Many buyers are interested. To reserve the car and stop other visits, pay a <b>refundable deposit of 250 000 FCFA</b> via MTN MoMo or Orange Money to our manager <b>+237 6 94 22 81 07</b>. Inspection is possible only after the deposit. / Réservation uniquement après acompte.</div>
<p style="font-size:12px;color:#777">Jiji Verified Seller programme · Buyer protection included · Deposit refundable within 24h</p></div>${waFloat('237694228107', 'Hello, is the Toyota Corolla 2016 still available?', 'Chat with seller')}`,
  }),
};

const rentalDeposit: Entry = {
  id: 'xe-location-appartement-casablanca-proprietaire-etranger',
  label: 'scam',
  kind: 'rental-deposit-scam',
  url: 'https://appart-meuble-casablanca-gauthier.com/annonce/f3-gauthier-4500dh',
  body: doc({
    title: 'Appartement meublé F3 – Gauthier Casablanca – 4 500 DH/mois',
    css: `body{margin:0;font-family:Georgia,serif;background:#fbfaf7}.w{max-width:700px;margin:24px auto;background:#fff;padding:26px;border:1px solid #e8e2d6}.ph{display:grid;grid-template-columns:2fr 1fr;gap:6px}.ph div{background:#e9e3d7;height:120px}.ph div:first-child{height:246px;grid-row:span 2}.msg{background:#f4f1ea;padding:14px;border-radius:6px;font-style:italic}`,
    body: `<div class="w"><div class="ph"><div></div><div></div><div></div></div><h1>Bel F3 meublé, 110 m², quartier Gauthier</h1><p><b>4 500 DH / mois</b> charges comprises · 2 chambres · Wi-Fi fibre · parking · gardien 24h/24</p>
<div class="msg"><p>Bonjour, je suis Mme Claire Benhamou, propriétaire de l'appartement. Je travaille actuellement comme médecin à Lyon et je ne peux pas me déplacer pour les visites. Je cherche un locataire sérieux, c'est pourquoi le loyer est bas.</p>
<p>Les clés et le contrat sont gérés par <b>Airbnb Protection Location</b> : vous versez la caution (2 mois = 9 000 DH) par Western Union ou Wafacash au nom de mon notaire, Me Laurent Girard. Airbnb vous envoie les clés par Amana. Si l'appartement ne vous plaît pas, vous êtes remboursé sous 48 h.</p>
<p>Écrivez-moi à <b>claire.benhamou.location@gmail.com</b> en indiquant votre date d'emménagement.</p></div></div>`,
  }),
};

const techSupportFr: Entry = (() => {
  const host = 'alerte-securite-windows-fr.azurewebsites-support.net';
  return {
    id: 'xe-support-technique-windows-blocage-fr',
    label: 'scam',
    kind: 'tech-support-scam',
    url: `https://${host}/fr/erreur/0x80072ee7/`,
    body: doc({
      title: 'Sécurité Windows - Alerte - Ordinateur bloqué',
      css: `body{margin:0;background:#0078d7;font-family:'Segoe UI',Arial;color:#fff;cursor:none}.bx{max-width:620px;margin:60px auto;background:#fff;color:#222;border:1px solid #999}.t{background:#c50f1f;color:#fff;padding:10px 14px;font-weight:bold}.c{padding:18px}.tel{font-size:30px;color:#c50f1f;font-weight:bold;text-align:center}.sc{font-family:Consolas,monospace;font-size:12px;background:#111;color:#0f0;padding:10px;height:90px;overflow:hidden}`,
      body: `<div class="bx"><div class="t">⛔ Sécurité Windows – Virus de type Trojan détecté (0x80072ee7)</div><div class="c">
<p><b>L'accès à cet ordinateur a été bloqué pour des raisons de sécurité.</b> Votre ordinateur nous a alertés qu'il a été infecté par un logiciel espion. Les données suivantes sont menacées : identifiants Facebook, mots de passe bancaires, photos.</p>
<p>Ne fermez pas cette fenêtre et ne redémarrez pas votre ordinateur : cela pourrait entraîner la perte de vos données. Appelez immédiatement le support Microsoft agréé :</p>
<p class="tel">☎ +33 9 70 73 48 21 (appel gratuit)</p><div class="sc" id="sc"></div></div></div>
<audio autoplay loop src="/fr/erreur/alarm.wav"></audio>
<script>var l=['Scanning C:\\\\Windows\\\\System32...','Trojan:Win32/Emotet.RT!MTB détecté','Spyware.KeyLogger détecté','Envoi des données bancaires en cours...'],i=0;setInterval(function(){var s=document.getElementById('sc');s.innerHTML+=l[i++%l.length]+'<br>';s.scrollTop=1e6},700);
document.documentElement.requestFullscreen&&document.addEventListener('click',function(){document.documentElement.requestFullscreen()});
history.pushState(null,'',location.href);onpopstate=function(){history.pushState(null,'',location.href)};onbeforeunload=function(){return 'Votre ordinateur est bloqué'};</script>`,
    }),
    routes: { [`${host}/fr/erreur/alarm.wav`]: { status: 200, headers: { 'content-type': 'audio/wav' }, body: Buffer.from('RIFF$\0\0\0WAVEfmt \x10\0\0\0\x01\0\x01\0@\x1f\0\0@\x1f\0\0\x01\0\x08\0data\0\0\0\0', 'latin1') } },
  };
})();

export const entries: Entry[] = [jijiCarDeposit, rentalDeposit, techSupportFr];
