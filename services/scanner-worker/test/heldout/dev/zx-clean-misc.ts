import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, fileRoute, pe, zip } from '../parts/e-bin.js';
import { doc, republique, legalFooter } from '../parts/zx-kit.js';

export const entries: Entry[] = [
  {
  id: 'zx-clean-download-libreoffice-fr',
  label: 'clean',
  kind: 'software-download',
  url: 'https://fr.libreoffice.org/download/telecharger-libreoffice/',
  body: doc({ title: 'Télécharger LibreOffice | LibreOffice - la suite bureautique libre', body: `<header style="background:#18a303;color:#fff;padding:14px 18px"><b>LibreOffice</b> · Communauté francophone</header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Télécharger LibreOffice 24.8.3</h1><p>Système détecté : Windows (64 bits). <a href="/download/autres-systemes/">Autres systèmes</a></p><p><a class="btn" style="background:#18a303" href="https://download.documentfoundation.org/libreoffice/stable/24.8.3/win/x86_64/LibreOffice_24.8.3_Win_x86-64.msi">Télécharger la version 24.8.3 (346 Mo)</a></p><p>Aide : <a href="/download/aide/">Interface utilisateur traduite</a> · Somme de contrôle SHA-256 : 4c1e…9ad2 · <a href="/download/signature/">Signature</a></p><p>LibreOffice est gratuit. Il n'est pas nécessaire de payer ou de s'inscrire pour le télécharger.</p></main>` }),
},
  {
  id: 'zx-clean-download-anydesk-own',
  label: 'clean',
  kind: 'software-download',
  url: 'https://anydesk.com/fr/downloads/windows',
  body: doc({ title: 'Télécharger AnyDesk pour Windows', body: `<header style="background:#ef443b;color:#fff;padding:14px 18px"><b>AnyDesk</b></header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>AnyDesk pour Windows</h1><p>Version 8.1.0 · 5 Mo</p><a class="btn" style="background:#ef443b" href="/fr/downloads/windows/AnyDesk.exe">Télécharger maintenant</a><div style="background:#fff3cd;padding:14px;margin-top:20px"><b>Protégez-vous contre les escroqueries.</b> N'accordez jamais l'accès à votre appareil à une personne inconnue qui vous a contacté, prétendant être de votre banque, de Microsoft ou d'un service public.</div></main>` }),
  routes: { 'anydesk.com/fr/downloads/windows/AnyDesk.exe': fileRoute(pe({ strings: ['AnyDesk Software GmbH', 'philandro Software GmbH', 'AnyDesk'] }), 'application/octet-stream', 'AnyDesk.exe') },
},
  {
  id: 'zx-clean-download-logiciel-compta-zip',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.gestion-asso-libre.fr/telechargement',
  body: doc({ title: 'Téléchargement - Gestion Asso Libre', body: `<main class="wrap" style="padding:24px 18px;background:#fff"><h1>Gestion Asso Libre 3.2</h1><p>Logiciel libre (GPL v3) de gestion des adhérents et de la comptabilité pour les associations loi 1901.</p><p><a class="btn" href="/telechargement/gestion-asso-libre-3.2-portable.zip">Version portable Windows (.zip, 18 Mo)</a></p><p>Code source : <a href="https://framagit.org/gestion-asso-libre/gal">framagit.org/gestion-asso-libre/gal</a> · Notes de version · Forum d'entraide</p></main>` }),
  routes: { 'www.gestion-asso-libre.fr/telechargement/gestion-asso-libre-3.2-portable.zip': fileRoute(zip([{ name: 'GestionAssoLibre/LISEZMOI.txt', data: 'Gestion Asso Libre 3.2 - licence GPL v3. Lancez GestionAsso.exe.' }, { name: 'GestionAssoLibre/GestionAsso.exe', data: pe({ strings: ['Gestion Asso Libre', 'Qt5Core.dll', 'sqlite3'] }) }, { name: 'GestionAssoLibre/COPYING', data: 'GNU GENERAL PUBLIC LICENSE Version 3' }]), 'application/zip', 'gestion-asso-libre-3.2-portable.zip') },
},
  {
  id: 'zx-clean-bot-check-billetterie',
  label: 'clean',
  kind: 'bot-check',
  url: 'https://billetterie.festival-vieilles-charrues.bzh/queue/',
  body: doc({ title: 'File d\'attente - Billetterie', css: '.q{max-width:520px;margin:80px auto;background:#fff;padding:30px;text-align:center}', body: `<div class="q"><h1>Vous êtes dans la file d'attente</h1><p>Forte affluence pour l'ouverture de la billetterie. Merci de ne pas actualiser la page.</p><p>Votre position : <b id="pos">4 812</b> · Temps d'attente estimé : <b>12 min</b></p><div style="margin:20px auto;width:304px;height:78px;border:1px solid #d3d3d3;background:#f9f9f9;display:flex;align-items:center;justify-content:center" class="cf-turnstile" data-sitekey="0x4AAAAAAAB3nMx7yKq1zP">Vérification de sécurité…</div><p style="font-size:12px">Les billets ne sont vendus que sur cette billetterie officielle. Méfiez-vous des reventes sur les réseaux sociaux.</p></div>
<script>var p=4812;setInterval(function(){p=Math.max(0,p-Math.floor(Math.random()*40));document.getElementById('pos').textContent=p.toLocaleString('fr-FR')},3000)</script>` }),
},
  {
  id: 'zx-clean-crypto-exchange-fr-connexion',
  label: 'clean',
  kind: 'crypto-app-own-domain',
  url: 'https://app.coinhouse.com/fr/login',
  body: doc({ title: 'Connexion - Coinhouse', css: 'body{background:#0a0e27;color:#fff}.c{max-width:420px;margin:70px auto;background:#141a3a;padding:30px;border-radius:10px}', body: `<div class="c"><h1 style="font-size:22px">Se connecter</h1><form method="post" action="/fr/login/check"><label>Adresse e-mail</label><input name="email" type="email" autocomplete="username"><label>Mot de passe</label><input name="password" type="password" autocomplete="current-password"><button class="btn" style="background:#4f46e5;width:100%">Connexion</button></form><p style="font-size:13px"><a style="color:#aab" href="/fr/password/forgot">Mot de passe oublié</a> · <a style="color:#aab" href="/fr/signup">Créer un compte</a></p><p style="font-size:12px;color:#99a">Prestataire de services sur actifs numériques enregistré auprès de l'AMF. Coinhouse ne vous demandera jamais votre phrase de récupération.</p></div>` }),
},
  {
  id: 'zx-clean-wallet-connect-dapp-legit',
  label: 'clean',
  kind: 'crypto-dapp',
  url: 'https://app.morpho.org/ethereum/earn',
  body: doc({ lang: 'en', title: 'Morpho App - Earn', css: 'body{background:#0f1115;color:#e8e8e8}.v{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}.v div{background:#1a1d24;padding:16px;border-radius:8px}', body: `<main class="wrap" style="padding:30px 18px"><div style="display:flex;justify-content:space-between"><b>Morpho</b><button class="btn" id="c" style="background:#2470ff">Connect wallet</button></div><h1>Earn</h1><div class="v"><div><b>Steakhouse USDC</b><p>APY 6.12% · TVL $412.8M</p></div><div><b>Gauntlet WETH Prime</b><p>APY 2.41% · TVL $188.1M</p></div><div><b>Re7 EURC</b><p>APY 5.03% · TVL $21.4M</p></div></div><p id="a" style="font-size:13px"></p></main>
<script>document.getElementById('c').onclick=async function(){if(!window.ethereum){document.getElementById('a').textContent='No wallet detected.';return}var a=await window.ethereum.request({method:'eth_requestAccounts'});var ch=await window.ethereum.request({method:'eth_chainId'});document.getElementById('a').textContent='Connected: '+a[0].slice(0,6)+'…'+a[0].slice(-4)+' (chain '+parseInt(ch,16)+')';this.textContent='Connected'}</script>` }),
},
  {
  id: 'zx-clean-support-microsoft-arnaque-info',
  label: 'clean',
  kind: 'support-phone-page',
  url: 'https://support.microsoft.com/fr-fr/windows/se-prot%C3%A9ger-contre-les-escroqueries-au-support-technique-2ebf91bd-f94c-2a8a-e541-f5c800d18435',
  body: doc({ title: 'Se protéger contre les escroqueries au support technique - Support Microsoft', body: `<header style="background:#fff;border-bottom:1px solid #ddd;padding:14px 18px"><b>Microsoft</b> | Support</header><main class="wrap" style="padding:24px 18px;background:#fff"><h1>Se protéger contre les escroqueries au support technique</h1><p>Les escrocs affichent de faux messages d'erreur (« Votre ordinateur est bloqué, appelez le 09 … ») et tentent d'obtenir un accès à distance à votre appareil.</p><ul><li>Microsoft n'inclut jamais de numéro de téléphone dans ses messages d'erreur ou d'avertissement.</li><li>Les communications de Microsoft ne sont jamais non sollicitées.</li></ul><p>Pour contacter le support Microsoft en France : utilisez l'application <b>Obtenir de l'aide</b> ou appelez le <b>09 70 01 90 90</b> (numéro officiel, prix d'un appel local).</p><p>Signalez une escroquerie : <a href="https://www.microsoft.com/fr-fr/concern/scam">www.microsoft.com/concern/scam</a></p></main>` }),
},
];
