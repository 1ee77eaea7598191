import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: dapps with bounded approvals, sign-in-with-Ethereum, price dashboards, wallets' own help pages on recovery phrases.
const raw = String.raw;
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-revoke-zero-approval',
    label: 'clean',
    kind: 'dapp',
    url: 'https://revoke.cash/address/0x1111111111111111111111111111111111111111?chainId=1',
    body: raw`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Revoke.cash - Token approvals for 0x1111…1111</title>
<style>body{margin:0;font-family:Inter,Arial,sans-serif}.top{display:flex;justify-content:space-between;padding:14px 26px;border-bottom:1px solid #e5e5e5}.bt{background:#000;color:#fff;border:0;border-radius:8px;padding:8px 16px;cursor:pointer}table{width:calc(100% - 52px);margin:20px 26px;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:10px;border-bottom:1px solid #eee}.rv{border:1px solid #ccc;background:#fff;border-radius:6px;padding:5px 12px;cursor:pointer}</style></head>
<body><div class="top"><b>Revoke.cash</b><button class="bt" id="c">Connect Wallet</button></div><div id="t" style="padding:0 26px">Loading approvals…</div>
<script>
(async () => {
  const addr = location.pathname.split('/')[2];
  const list = await fetch('/api/approvals?address=' + addr + '&chainId=1').then((r) => r.json());
  const pad = (h) => h.replace(/^0x/, '').toLowerCase().padStart(64, '0');
  document.getElementById('t').innerHTML = '<table><tr><th>Asset</th><th>Spender</th><th>Allowance</th><th>Last updated</th><th></th></tr>' + list.map((a, i) => '<tr><td>' + a.symbol + '</td><td>' + a.spenderName + '<br><small>' + a.spender + '</small></td><td>' + a.allowance + '</td><td>' + a.updated + '</td><td><button class="rv" data-i="' + i + '">Revoke</button></td></tr>').join('') + '</table>';
  let me = null;
  document.getElementById('c').onclick = async () => { [me] = await ethereum.request({ method: 'eth_requestAccounts' }); document.getElementById('c').textContent = me.slice(0, 6) + '…'; };
  document.querySelectorAll('.rv').forEach((b) => (b.onclick = async () => {
    if (!me) [me] = await ethereum.request({ method: 'eth_requestAccounts' });
    const a = list[+b.dataset.i];
    const data = a.kind === 'erc721' ? '0xa22cb465' + pad(a.spender) + pad('0x0') : '0x095ea7b3' + pad(a.spender) + '0'.repeat(64);
    await ethereum.request({ method: 'eth_sendTransaction', params: [{ from: me, to: a.token, data }] });
    b.textContent = 'Pending…';
  }));
})();
</script></body></html>`,
    routes: {
      'revoke.cash/api/approvals': json([
        { symbol: 'USDC', token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', spender: '0x000000000022D473030F116dDEE9F6B43aC78BA3', spenderName: 'Uniswap Permit2', allowance: 'Unlimited', updated: '2023-11-02', kind: 'erc20' },
        { symbol: 'WETH', token: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', spender: '0x1111111254EEB25477B68fb85Ed929f73A960582', spenderName: '1inch v5 Router', allowance: '3.5 WETH', updated: '2024-01-19', kind: 'erc20' },
        { symbol: 'Pudgy Penguins', token: '0xBd3531dA5CF5857e7CfAA92426877b022e612cf8', spender: '0x1E0049783F008A0085193E00003D00cd54003c71', spenderName: 'OpenSea Conduit', allowance: 'All NFTs', updated: '2023-06-30', kind: 'erc721' },
      ]),
    },
  },
];
