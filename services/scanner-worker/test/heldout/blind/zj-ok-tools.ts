import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-ok-chainabuse-report-list',
    label: 'clean',
    kind: 'scam-database',
    url: 'https://www.chainabuse.com/address/0x7a9C3e1b2D4f56E8c0A1b3D5e7F9a2C4e6B8d0F1',
    body: Z.doc({
      title: '3 Scam Reports for 0x7a9C…d0F1 | Chainabuse',
      body: `${Z.top('Chainabuse', ['Reports', 'Submit report', 'Domains', 'About'])}
  <main><h1>0x7a9C3e1b2D4f56E8c0A1b3D5e7F9a2C4e6B8d0F1</h1><p><b>3 reports</b> · Category: Giveaway scam · Chain: Ethereum · Total reported lost: $41,880</p>
  <h3>Report by verified user · 2 days ago</h3><p>"YouTube livestream with deepfake Elon Musk pointing to tesla-event2026[.]live. The page said send 1 ETH and get 2 ETH back. I sent 2.4 ETH and received nothing. The page showed fake 'sent ✔' transactions."</p>
  <h3>Report · 5 days ago</h3><p>"Same address on a fake Binance anniversary page. Double-your-crypto scam."</p>
  <div class="note">Chainabuse is a multi-chain scam reporting platform. Reports are user-submitted; Chainabuse does not offer recovery services and will never contact you to recover funds for a fee.</div></main>
  ${Z.foot('TRM Labs', { Resources: ['Scam types', 'API', 'Partners'] }, 'Privacy · Terms')}`,
    }),
  },
  {
    id: 'zj-ok-koinly-wallet-import',
    label: 'clean',
    kind: 'tax-tool',
    url: 'https://app.koinly.io/p/wallets/new',
    body: Z.doc({
      title: 'Add wallet | Koinly',
      body: `${Z.top('Koinly', ['Dashboard', 'Wallets', 'Transactions', 'Tax reports'], '<a href="#">Upgrade</a>')}
  <main><h2>Add a wallet or exchange</h2><input placeholder="Search 800+ integrations — e.g. Ledger, MetaMask, Binance"><div style="display:flex;gap:10px;flex-wrap:wrap;margin-top:14px">${['Binance', 'Coinbase', 'Kraken', 'Ledger', 'Trezor', 'MetaMask', 'Phantom', 'Ethereum (ETH)', 'Bitcoin (BTC)'].map((w) => `<span class="btn alt">${w}</span>`).join('')}</div>
  <h3>Ledger</h3><p>Paste your public addresses or extended public key (xpub/ypub/zpub). Koinly only needs <b>public</b> information and never your recovery phrase or private keys.</p><label>Public address or xpub</label><input placeholder="xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz">
  <p><button class="btn">Import</button></p><p style="font-size:13px">Alternatively upload Ledger Live's operations CSV (Settings → Accounts → Export operations).</p></main>
  ${Z.foot('Koinly', { Product: ['Pricing', 'Integrations', 'API'], Countries: ['US', 'UK', 'Australia', 'Germany'] }, 'Koinly is not a tax advisor.')}`,
    }),
  },
  {
    id: 'zj-ok-cointracker-tax-report',
    label: 'clean',
    kind: 'tax-tool',
    url: 'https://www.cointracker.io/tax/forms',
    body: Z.doc({
      title: 'Tax forms — Form 8949, Schedule D, TurboTax export | CoinTracker',
      body: `${Z.top('CoinTracker', ['Portfolio', 'Transactions', 'Tax', 'Pricing'])}
  <main><h1>2025 tax forms</h1><p>Generate IRS Form 8949, Schedule D and exports for TurboTax, H&amp;R Block and TaxAct. Your cost basis method: <b>HIFO</b>.</p>
  <table><tr><th>Report</th><th>Status</th><th></th></tr><tr><td>Form 8949 (PDF)</td><td>Ready</td><td><a class="btn alt" href="#">Download</a></td></tr><tr><td>TurboTax Online CSV</td><td>Ready</td><td><a class="btn alt" href="#">Download</a></td></tr><tr><td>Capital gains summary</td><td>Ready</td><td><a class="btn alt" href="#">Download</a></td></tr></table>
  <div class="note">3 transactions need review: unmatched transfer of 0.42 ETH from 0x71C7…976F to Coinbase.</div></main>
  ${Z.foot('CoinTracker', { Resources: ['Crypto tax guide', 'Help center'] }, 'CoinTracker does not provide tax advice.')}`,
    }),
  },
];
