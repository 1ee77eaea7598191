import { htmlRoute, type Entry } from '../entry.js';
import { doc, mark, footer, honestConnect, BIP39_SAMPLE } from '../parts/zw-kit.js';
import { jsonRoute, fileRoute, pe } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-ok-solscan-tx',
    label: 'clean',
    kind: 'block-explorer',
    url: 'https://solscan.io/tx/5h6xBEauJ3PK6SWCZ1PGjBvj8vDdWG3KpwATGy1ARAXFSDwt8GFXM7W5Ncn16wmqokgpiKRLuS83KUxyZyv2sUYv',
    body: doc('Transaction Details | Solscan', `
<div class="wrap" style="padding:24px 20px;font-size:14px"><h2>Transaction Details</h2>
<table><tr><td>Signature</td><td><code>5h6xBEau…sUYv</code></td></tr><tr><td>Result</td><td style="color:green">SUCCESS · Finalized (MAX confirmations)</td></tr><tr><td>Fee</td><td>0.000005 SOL</td></tr><tr><td>Main actions</td><td>Transfer 12.5 SOL from 7xKX…gAsU to 9WzD…AWWM</td></tr></table>
<h3>Instruction #1 — System Program: transfer</h3><pre style="background:#f6f6f6;padding:10px">{ "lamports": 12500000000, "source": "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", "destination": "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM" }</pre></div>`),
  },
  {
    id: 'zw-ok-tronscan-address',
    label: 'clean',
    kind: 'block-explorer',
    url: 'https://tronscan.org/#/address/TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    body: doc('TRONSCAN | TRON BlockChain Explorer', `
<div class="wrap" style="padding:24px 20px"><h2>Contract: Tether USD (USDT)</h2><p><code>TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t</code></p>
<p>Balance: 58.21 TRX · Transactions: 2,681,337,990 · Token holders: 62,804,117</p>
<p style="background:#fff6e0;padding:12px;border-radius:6px;font-size:13px">Security tip: scammers send tiny transfers from look-alike addresses to poison your history. Always copy the full recipient address from a trusted source.</p></div>`),
  },
  {
    id: 'zw-ok-uniswap-app',
    label: 'clean',
    kind: 'dapp-own-domain',
    url: 'https://app.uniswap.org/swap?s=7',
    body: doc('Uniswap Interface', `
<header style="display:flex;justify-content:space-between;padding:14px 20px"><b style="color:#fc72ff">🦄 Uniswap</b><nav>Trade · Explore · Pool</nav><button id="cn" style="background:#fef4ff;color:#fc72ff;border:0;padding:10px 16px;border-radius:20px;font-weight:600">Connect</button></header>
<main style="max-width:480px;margin:40px auto;border:1px solid #eee;border-radius:24px;padding:16px">
<div style="background:#f9f9f9;border-radius:16px;padding:16px"><div style="color:#888">Sell</div><input value="0" style="font-size:36px;border:0;background:none;width:70%"> <b>ETH</b></div>
<div style="background:#f9f9f9;border-radius:16px;padding:16px;margin-top:4px"><div style="color:#888">Buy</div><input placeholder="0" style="font-size:36px;border:0;background:none;width:70%"> <button>Select token</button></div>
<p id="st" style="font-size:13px;color:#888"></p><button style="width:100%;padding:16px;border:0;border-radius:20px;background:#fef4ff;color:#fc72ff;font-size:18px">Get started</button></main>
${honestConnect('cn', 'st')}`),
  },
  {
    id: 'zw-ok-nft-project-mint',
    label: 'clean',
    kind: 'nft-project-site',
    url: 'https://www.pudgypenguins.com/',
    body: doc('Pudgy Penguins', `
<header style="display:flex;justify-content:space-between;padding:16px 30px;background:#00142d;color:#fff"><b>Pudgy Penguins</b><nav>Toys · Pudgy World · Shop · Overpass IP</nav><button id="w" style="background:#fff;color:#00142d;border:0;padding:10px 16px;border-radius:20px">Connect Wallet</button></header>
<section style="padding:60px 30px;text-align:center;background:#e6f3ff"><h1>Spreading good vibes across the metaverse</h1><p>The collection is fully minted. Buy on secondary markets such as OpenSea and Blur. Holders can link their wallet to verify ownership for Pudgy World perks — verification only reads your address.</p><p id="o"></p></section>
${footer('Igloo, Inc.')}${honestConnect('w', 'o')}`),
  },
  {
    id: 'zw-ok-lido-staking',
    label: 'clean',
    kind: 'legit-staking',
    url: 'https://stake.lido.fi/?s=2',
    body: doc('Lido — Ethereum Liquid Staking', `
<main style="max-width:440px;margin:40px auto;text-align:center"><h1>Stake Ether</h1><p>Stake ETH and receive stETH while staking</p>
<div style="background:#fff;border-radius:20px;box-shadow:0 4px 20px rgba(0,0,0,.06);padding:24px;text-align:left"><input placeholder="ETH amount" style="width:100%;padding:14px;border:1px solid #ddd;border-radius:10px"><button id="cw" style="width:100%;margin-top:14px;padding:14px;background:#00a3ff;color:#fff;border:0;border-radius:10px">Connect wallet</button><p id="o" style="font-size:13px"></p>
<table style="width:100%;font-size:13px;color:#666"><tr><td>You will receive</td><td style="text-align:right">0.0 stETH</td></tr><tr><td>Exchange rate</td><td style="text-align:right">1 ETH = 1 stETH</td></tr><tr><td>Reward fee</td><td style="text-align:right">10%</td></tr><tr><td>Annual percentage rate</td><td style="text-align:right">2.9%</td></tr></table></div></main>
${honestConnect('cw', 'o')}`),
  },
  {
    id: 'zw-ok-binance-simple-earn-tr',
    label: 'clean',
    kind: 'legit-earn-product',
    url: 'https://www.binance.com/tr/simple-earn',
    body: doc('Basit Kazanç | Binance', `
<div class="wrap" style="padding:40px 20px"><h1>Basit Kazanç</h1><p>Esnek ve Kilitli ürünlerle 300'den fazla kripto varlıkta günlük ödül kazanın. Yıllık yüzde oranları (APR) değişkendir ve garanti edilmez.</p>
<table style="width:100%;font-size:14px"><tr style="color:#707a8a"><td>Varlık</td><td>Tahmini APR</td><td>Süre</td></tr><tr><td>USDT</td><td>%4,10</td><td>Esnek</td></tr><tr><td>BNB</td><td>%0,98 – %2,40</td><td>Esnek / 120 gün</td></tr><tr><td>ETH</td><td>%2,10</td><td>Esnek</td></tr></table>
<p style="font-size:12px;color:#707a8a">Kripto varlık fiyatları dalgalı olabilir. Yatırımınızın değeri düşebilir. Risk uyarısını okuyun.</p></div>`, { lang: 'tr' }),
  },
  {
    id: 'zw-ok-electrum-download',
    label: 'clean',
    kind: 'legit-wallet-download',
    url: 'https://electrum.org/',
    body: doc('Electrum Bitcoin Wallet', `
<div class="wrap" style="max-width:820px;padding:30px 20px"><h1>Electrum Bitcoin Wallet</h1><p>Electrum was created by Thomas Voegtlin in November 2011. Latest release: Electrum-4.5.8.</p>
<table style="font-size:14px"><tr><td>Windows Installer</td><td><a href="/files/electrum-4.5.8-setup.exe">electrum-4.5.8-setup.exe</a></td><td><a href="/files/electrum-4.5.8-setup.exe.asc">signature</a></td></tr><tr><td>Python tarball</td><td><a href="https://download.electrum.org/4.5.8/Electrum-4.5.8.tar.gz">Electrum-4.5.8.tar.gz</a></td><td>signature</td></tr></table>
<p>Verify GPG signatures: <code>gpg --verify electrum-4.5.8-setup.exe.asc</code>. ThomasV's key fingerprint: 6694 D8DE 7BE8 EE56 31BE D950 2BD5 824B 7F94 70E6.</p></div>`),
    routes: { 'electrum.org/files/electrum-4.5.8-setup.exe': fileRoute(pe({ strings: ['Electrum Technologies GmbH', 'Nullsoft Install System', 'electrum.exe'] }), 'application/octet-stream', 'electrum-4.5.8-setup.exe') },
  },
  {
    id: 'zw-ok-metamask-support-reveal-srp',
    label: 'clean',
    kind: 'help-article',
    url: 'https://support.metamask.io/configure/wallet/how-to-reveal-your-secret-recovery-phrase/?s=2',
    body: doc('How to reveal your Secret Recovery Phrase | MetaMask Help Center', `
<article class="wrap" style="max-width:760px;padding:40px 20px"><h1>How to reveal your Secret Recovery Phrase</h1>
<p>You may need your SRP to restore your wallet on a new device. Only reveal it in the MetaMask app itself, in a private place.</p>
<ol><li>Open MetaMask and click the menu (⋮)</li><li>Select <b>Settings</b> &gt; <b>Security &amp; privacy</b></li><li>Click <b>Reveal Secret Recovery Phrase</b> and enter your password</li></ol>
<p style="background:#fff5e6;padding:14px;border-radius:8px"><b>Warning:</b> MetaMask Support will never ask for your SRP. Anyone who asks — in DMs, on Discord, or on a website — is trying to steal your funds.</p></article>`),
  },
];
