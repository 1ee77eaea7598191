import { type Entry } from '../entry.js';
import { doc } from '../parts/xe-kit.js';
import { apk, fileRoute, cssRoute } from '../parts/e-bin.js';

/**
 * Legitimate wallets, dapps, downloads and internal tools: a Uniswap swap with a bounded approval, a STON.fi
 * TON Connect swap, Trust Wallet's download page, Pi Network's scam warning, Signal's direct APK, a utility
 * invoice PDF, a public-tender ZIP of PDFs, a company HR intranet and Orange's real contest rules.
 */

const stonfiSwap: Entry = (() => {
  const host = 'app.ston.fi';
  return {
    id: 'xe-clean-stonfi-ton-connect-swap',
    label: 'clean',
    kind: 'dapp-official',
    url: `https://${host}/swap?ft=TON&tt=STON&fa=%2212.5%22&ref=xe-senegal-guide`,
    body: doc({
      title: 'STON.fi: swap TON and jettons',
      lang: 'en',
      css: `body{margin:0;background:#f2f5fa;font-family:Arial}.n{display:flex;justify-content:space-between;padding:14px 24px}.n button,.go{background:#0098ea;color:#fff;border:0;border-radius:12px;padding:10px 18px}.c{max-width:420px;margin:50px auto;background:#fff;border-radius:20px;padding:20px}.f{background:#f2f5fa;border-radius:14px;padding:14px;margin:6px 0}.f input{border:0;background:none;font-size:26px;width:60%}.go{width:100%;padding:14px;margin-top:8px}`,
      body: `<div class="n"><b>STON.fi</b><button id="cn">Connect wallet</button></div><div class="c"><div class="f"><small>You send</small><br><input id="a" placeholder="0"> TON</div><div class="f"><small>You receive</small><br><input id="b" readonly placeholder="0"> USD₮</div><button class="go" id="sw">Swap</button><p style="font-size:12px;color:#778">Price impact &lt; 0.1% · Slippage 1%</p></div>
<script>var wallet=null;async function bridge(){return window.tonkeeper&&window.tonkeeper.tonconnect}
document.getElementById('cn').onclick=async function(){var b=await bridge();if(!b){location.href='https://app.tonkeeper.com/ton-connect?v=2&r='+encodeURIComponent(JSON.stringify({manifestUrl:'https://app.ston.fi/tonconnect-manifest.json',items:[{name:'ton_addr'}]}));return}
var c=await b.connect(2,{manifestUrl:'https://app.ston.fi/tonconnect-manifest.json',items:[{name:'ton_addr'}]});wallet=c.payload.items[0].address;this.textContent=wallet.slice(0,4)+'…'+wallet.slice(-4)};
document.getElementById('sw').onclick=async function(){var b=await bridge();var amt=parseFloat(document.getElementById('a').value||'0');if(!b||!wallet||!amt)return;
// the amount the user typed, sent to the STON.fi router with the swap payload; the wallet shows it for confirmation
await b.send({method:'sendTransaction',params:[JSON.stringify({valid_until:Math.floor(Date.now()/1e3)+300,messages:[{address:'EQB3ncyBUTjZUA5EnFKR5_EnOMI9V1tTEAAPaiU71gc4TiUt',amount:String(Math.round(amt*1e9)+300000000)}]})],id:'1'})};
document.getElementById('a').oninput=function(){document.getElementById('b').value=(parseFloat(this.value||'0')*3.12).toFixed(2)};</script>`,
    }),
  };
})();

const trustWalletDownload: Entry = {
  id: 'xe-clean-trust-wallet-telechargement-officiel',
  label: 'clean',
  kind: 'wallet-download-official',
  url: 'https://trustwallet.com/fr/download',
  body: doc({
    title: 'Télécharger Trust Wallet | Portefeuille crypto sécurisé',
    css: `body{margin:0;font-family:Arial;color:#1b1b1b}.n{padding:16px 40px;display:flex;justify-content:space-between}.h{text-align:center;padding:40px 20px;background:#f5f7ff}.h a{display:inline-block;background:#0500ff;color:#fff;padding:12px 22px;border-radius:30px;margin:6px;text-decoration:none}.s{max-width:820px;margin:30px auto;background:#fff5e5;border-radius:14px;padding:20px}`,
    body: `<div class="n"><b style="color:#0500ff">🛡 Trust Wallet</b><span><a href="/fr/">Accueil</a> · <a href="/fr/security">Sécurité</a> · <a href="https://support.trustwallet.com">Support</a></span></div>
<div class="h"><h1>Téléchargez Trust Wallet</h1><p>Mobile et extension navigateur. Plus de 100 blockchains.</p><a href="https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp">Google Play</a><a href="https://apps.apple.com/app/apple-store/id1288339409">App Store</a><a href="https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph">Extension Chrome</a></div>
<div class="s"><h3>Votre phrase secrète n'appartient qu'à vous</h3><p>Trust Wallet ne vous demandera jamais votre phrase de récupération. Il n'existe aucune « synchronisation », « validation » ou « mise à jour » qui nécessite de la saisir sur un site web. Toute page qui vous la demande est une arnaque.</p></div>`,
  }),
};

const piNetworkWarning: Entry = {
  id: 'xe-clean-pi-network-blog-avertissement-passphrase',
  label: 'clean',
  kind: 'crypto-project-warning',
  url: 'https://minepi.com/blog/protect-your-passphrase/',
  body: doc({
    title: 'Protect Your Passphrase: Avoiding Scams – Pi Network',
    lang: 'en',
    css: `body{margin:0;font-family:Arial;background:#fbf6ff;color:#222}.h{background:#5d2c8f;color:#fbb44a;padding:14px 30px;font-weight:bold;font-size:20px}.a{max-width:760px;margin:24px auto;background:#fff;padding:28px;line-height:1.7;border-radius:8px}.ex{background:#f3e9fd;padding:10px;border-radius:6px;font-style:italic}`,
    body: `<div class="h">π Pi Network</div><div class="a"><h1>Protect your passphrase: avoiding scams</h1><p>Your 24-word passphrase is the only way to access your Pi Wallet. Anyone who has it can move your Pi permanently. The Pi Core Team will never ask for it.</p>
<p>Scam sites imitating Pi Network are circulating, often shared in WhatsApp and Telegram groups, claiming that you must "unlock" or "migrate" your wallet before a deadline, or offering to buy your Pi for local currency. Example message reported by Pioneers:</p>
<p class="ex">"Vos Pi sont prêts pour la migration. Les Pioneers qui ne déverrouillent pas leur portefeuille avant le 30 novembre perdront leurs Pi non migrés."</p>
<ul><li>Only enter your passphrase inside the Pi Browser's official Wallet app (wallet.pinet.com).</li><li>Mainnet migration happens from within the Pi app; no website can speed it up.</li><li>Report impersonation through the Pi app's support menu.</li></ul></div>`,
  }),
};

const signalApk: Entry = (() => {
  const host = 'signal.org';
  return {
    id: 'xe-clean-signal-apk-telechargement-direct',
    label: 'clean',
    kind: 'software-download-official',
    url: `https://${host}/fr/android/apk/`,
    body: doc({
      title: 'Signal » Android APK',
      lang: 'en',
      css: `body{margin:0;font-family:Inter,Arial;color:#1b1b1d}.n{padding:16px 40px;border-bottom:1px solid #eee}.w{max-width:760px;margin:30px auto;line-height:1.6}.btn{display:inline-block;background:#3a76f0;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none}code{background:#f2f2f2;padding:2px 6px;font-size:13px;word-break:break-all}`,
      body: `<div class="n"><b style="color:#3a76f0">Signal</b></div><div class="w"><h1>Signal Android APK</h1><p><b>Danger Zone:</b> most users should install Signal from the Google Play Store. This APK is for advanced users who cannot use Play; it updates itself and is signed with the same key as the Play Store version.</p>
<p><a class="btn" href="https://updates.signal.org/android/Signal-Android-website-prod-universal-release-7.24.1.apk">Download Signal directly</a></p>
<p>Verify the APK's signing certificate fingerprint:</p><p><code>29:F3:4E:5F:27:F2:11:B4:24:BC:5B:F9:D6:71:62:C0:EA:FB:A2:DA:35:AF:35:C1:64:16:FC:44:62:76:BA:26</code></p>
<pre style="background:#f7f7f7;padding:10px;font-size:13px">keytool -printcert -jarfile Signal-Android-website-prod-universal-release-7.24.1.apk</pre></div>`,
    }),
    routes: {
      'updates.signal.org/android/Signal-Android-website-prod-universal-release-7.24.1.apk': fileRoute(apk('org.thoughtcrime.securesms', 'Signal', ['org.whispersystems.signalservice', 'https://chat.signal.org']), 'application/vnd.android.package-archive', 'Signal-Android-website-prod-universal-release-7.24.1.apk'),
    },
  };
})();

const hrIntranet: Entry = (() => {
  const host = 'rh.intranet.sahamassurance.ma';
  return {
    id: 'xe-clean-intranet-portail-rh-conges',
    label: 'clean',
    kind: 'intranet-tool',
    url: `https://${host}/conges/nouvelle-demande`,
    headers: { 'cache-control': 'no-store', 'x-frame-options': 'SAMEORIGIN' },
    body: doc({
      title: 'Portail RH – Nouvelle demande de congé',
      head: `<link rel="stylesheet" href="/static/rh.css">`,
      body: `<header><b>Portail RH</b><span>Connecté : k.benali · <a href="/logout">Déconnexion</a></span></header><main><nav><a href="/accueil">Accueil</a><a href="/conges/nouvelle-demande" class="on">Congés</a><a href="/bulletins">Bulletins de paie</a><a href="/attestations">Attestations</a><a href="/annuaire">Annuaire</a></nav>
<section><h2>Nouvelle demande de congé</h2><p>Solde disponible : <b>14,5 jours</b></p><form method="post" action="/conges/nouvelle-demande"><input type="hidden" name="csrf" value="a0d3c1f7e2b94c58"><label>Type</label><select name="type"><option>Congé annuel</option><option>Congé exceptionnel</option><option>Récupération</option></select>
<label>Du</label><input type="date" name="debut"><label>Au</label><input type="date" name="fin"><label>Valideur</label><input name="valideur" value="m.tazi (N+1)" readonly><label>Commentaire</label><textarea name="commentaire"></textarea><button>Soumettre</button></form></section></main>`,
    }),
    routes: {
      [`${host}/static/rh.css`]: cssRoute(`body{margin:0;font-family:Arial;background:#f4f5f7}header{background:#1d3557;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}header a{color:#fff}main{display:flex}nav{width:200px;background:#fff;min-height:90vh;padding:12px}nav a{display:block;padding:8px;color:#1d3557}nav a.on{background:#e8eef7}section{flex:1;padding:20px 30px}label{display:block;margin-top:10px;font-size:13px}input,select,textarea{width:320px;padding:8px}button{margin-top:14px;background:#1d3557;color:#fff;border:0;padding:10px 22px}`),
    },
  };
})();

export const entries: Entry[] = [stonfiSwap, trustWalletDownload, piNetworkWarning, signalApk, hrIntranet];
