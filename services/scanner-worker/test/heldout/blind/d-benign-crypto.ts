import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, siteFooter, siteNav } from '../parts/d-parts.js';

/** Benign: dApps that connect a wallet and ask for exact-amount approvals, NFT marketplaces, staking, wallet vendors' download and support pages. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-ok-nft-marketplace-listing',
  label: 'clean',
  kind: 'nft-marketplace',
  url: 'https://www.mosaicmarket.art/collection/lowpoly-lighthouses/412',
  body: doc({
    title: 'Lowpoly Lighthouse #412 | MosaicMarket',
    css: baseCss('#2563eb') + `.nft{display:grid;grid-template-columns:1fr 1fr;gap:40px;max-width:1100px;margin:30px auto;padding:0 24px}.nft img{border-radius:16px;width:100%}.px{font-size:30px;font-weight:700}.tr td{padding:6px 12px;border-bottom:1px solid #eee;font-size:14px}`,
    body: `${siteNav({ brand: 'MosaicMarket', links: ['Explore', 'Collections', 'Stats', 'Create'], cta: 'Connect wallet' })}
<div class="nft"><img src="https://media.mosaicmarket.art/lll/412.webp" alt="Lowpoly Lighthouse #412"><div><p class="muted">Lowpoly Lighthouses ✔</p><h1>Lowpoly Lighthouse #412</h1><p>Owned by <a href="/account/0x91c4">0x91c4…7e2b</a></p><div class="card"><p class="muted">Current price</p><p class="px">0.042 ETH <span class="muted" style="font-size:16px">$147.46</span></p><button class="btn btn-block" id="buy">Buy now</button><button class="btn btn-ghost btn-block" style="margin-top:8px">Make offer</button><p class="muted">Listing your own NFTs requires a one-time approval of the MosaicMarket conduit for that collection. You can revoke it at any time.</p></div>
<h3>Activity</h3><table class="tr"><tr><td>Sale</td><td>0.039 ETH</td><td>3d ago</td></tr><tr><td>Transfer</td><td>—</td><td>12d ago</td></tr><tr><td>Minted</td><td>0.01 ETH</td><td>90d ago</td></tr></table></div></div>
${siteFooter({ company: 'Mosaic Labs Inc.' })}${cookieBanner('en')}
<script>document.getElementById('buy').onclick=async function(){if(!window.ethereum){alert('Install a wallet to buy');return}const [a]=await ethereum.request({method:'eth_requestAccounts'});const order=await fetch('/api/v1/orders/lll-412/fulfillment?taker='+a).then(r=>r.json());await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:order.to,data:order.data,value:order.value}]})};</script>`,
  }),
},

{
  id: 'd-ok-wallet-vendor-download',
  label: 'clean',
  kind: 'wallet-download-page',
  url: 'https://tallywallet.app/download',
  body: doc({
    title: 'Download Tally Wallet — iOS, Android, Chrome, Firefox',
    css: baseCss('#7c3aed') + `.dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:20px;max-width:980px;margin:30px auto;padding:0 24px}`,
    body: `${siteNav({ brand: 'Tally Wallet', links: ['Features', 'Security', 'Download', 'Support'] })}
<main class="container" style="padding:40px 24px;text-align:center"><h1>Download Tally Wallet</h1><p class="muted">Only download from this page or the official app stores. Fake wallet apps and browser extensions steal recovery phrases.</p></main>
<div class="dl"><a class="card" href="https://apps.apple.com/app/tally-wallet/id6443012345">📱 App Store</a><a class="card" href="https://play.google.com/store/apps/details?id=app.tallywallet">🤖 Google Play</a><a class="card" href="https://chromewebstore.google.com/detail/tally-wallet/kbhgpnfdlcjaecmiaaafbkgcemplekef">🧩 Chrome extension</a><a class="card" href="https://addons.mozilla.org/firefox/addon/tally-wallet/">🦊 Firefox add-on</a></div>
<div class="container" style="max-width:760px"><div class="alert alert-warn"><b>Your Secret Recovery Phrase is yours alone.</b> Tally will never ask you to enter it on a website, in a form, or to a support agent. If anyone asks for it, it's a scam.</div></div>
${siteFooter({ company: 'Tally Labs Ltd' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-hardware-wallet-recovery-docs',
  label: 'clean',
  kind: 'wallet-help-article',
  url: 'https://support.vaultkey-hardware.com/articles/restore-from-recovery-sheet',
  body: doc({
    title: 'Restore your VaultKey from your recovery sheet – VaultKey Support',
    css: baseCss('#0f172a') + `article{max-width:760px;margin:40px auto;padding:0 24px}`,
    body: `${siteNav({ brand: 'VaultKey Support', links: ['Set up', 'Security', 'Firmware', 'Contact'] })}
<article><h1>Restore your VaultKey from your recovery sheet</h1><div class="alert alert-err">Enter your 24-word recovery phrase <b>only on the VaultKey device itself</b>, using its buttons or touchscreen. Never type it into a computer, phone, website, or the VaultKey Desktop app. VaultKey firmware updates never require your recovery phrase.</div>
<ol><li>Turn on the device and choose <b>Restore from recovery phrase</b>.</li><li>Choose the number of words (12, 18 or 24).</li><li>On the device, select each word using the on-device keyboard.</li><li>Set a new PIN.</li></ol><p>If a website, email or "support agent" asks you to type your words, it's a phishing attempt. Report it to <a href="mailto:phishing@vaultkey-hardware.com">phishing@vaultkey-hardware.com</a>.</p></article>
${siteFooter({ company: 'VaultKey SAS' })}`,
  }),
},

];
