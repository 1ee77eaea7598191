import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const LEDGER_NAV = Z.top('<img src="/assets/ledger-logo.png" width="22" alt=""> Ledger', ['Products', 'Ledger Live', 'Ledger Recover', 'Academy', 'Support'], '<a class="btn" href="#">Shop now</a>');
const LEDGER_FOOT = Z.foot('Ledger SAS. All rights reserved.', { Products: ['Ledger Stax', 'Ledger Flex', 'Ledger Nano X', 'Ledger Nano S Plus'], 'Ledger Live': ['Download', 'Release notes', 'Status'], Company: ['About', 'Careers', 'Press', 'Bounty program'], Legal: ['Sales T&Cs', 'Privacy', 'Cookie policy'] }, 'Ledger SAS · 1 rue du Mail, 75002 Paris, France · RCS Paris 751 519 435');

export const entries: Entry[] = [
  {
    id: 'zj-ok-ledger-live-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.ledger.com/ledger-live/download',
    body: Z.doc({
      title: 'Download Ledger Live | Ledger',
      desc: 'Download Ledger Live for Windows, macOS, Linux, iOS and Android.',
      head: Z.gtag('G-LD2R7Q91KM'),
      body: `${LEDGER_NAV}<main><h1>Download Ledger Live</h1><p>Ledger Live is our companion app. Use it with your Ledger device to manage crypto, check balances and access services from partners.</p>
  <p><a class="btn" href="https://download.live.ledger.com/latest/win">Download for Windows 10/11</a> <a class="btn alt" href="https://download.live.ledger.com/latest/mac">macOS</a> <a class="btn alt" href="https://download.live.ledger.com/latest/linux">Linux AppImage</a></p>
  <div class="note"><b>Always verify what you download.</b> Ledger Live is only distributed from ledger.com and the official app stores. Ledger will never send you the app by email, never ask you to enter your 24-word Secret Recovery Phrase into a computer or phone, and never call you.</div>
  <h2>Verify the installer</h2><p>Each release ships with a signed checksum file. Compare the SHA-512 hash with the one below:</p>
  <pre>ledger-live-desktop-2.94.0-win-x64.exe
  sha512: 8c1f3e0b6a...e9d2c47a  (see https://download.live.ledger.com/latest/checksums)</pre>
  <pre>gpg --verify ledger-live-desktop-2.94.0.sha512sum.sig ledger-live-desktop-2.94.0.sha512sum</pre>
  <h2>Mobile</h2><p>Ledger Live for iOS on the App Store and for Android on Google Play. Do not install APKs from other sources.</p></main>${LEDGER_FOOT}${Z.cookieBar()}`,
    }),
    routes: { 'www.ledger.com/assets/ledger-logo.png': Z.img(0, 0, 0) },
  },
  {
    id: 'zj-ok-ledger-support-never-share-24',
    label: 'clean',
    kind: 'vendor-support',
    url: 'https://support.ledger.com/article/4404389367057-zd',
    body: Z.doc({
      title: 'Never share your Secret Recovery Phrase – Ledger Support',
      body: `${Z.top('Ledger Support', ['Getting started', 'Ledger Live', 'Security', 'Contact us'])}
  <main><p style="font-size:13px"><a href="#">Ledger Support</a> › <a href="#">Security</a></p><h1>Never share your Secret Recovery Phrase</h1>
  <p>Your 24-word Secret Recovery Phrase is the master key to your crypto. Anyone who has it can take your assets. Ledger does not keep a copy of it.</p>
  <div class="warn"><b>Ledger will never ask for your 24 words.</b> Not by email, phone, SMS, social media, a "support" chat, a form on a website, or any app or browser extension. If someone asks for your recovery phrase, it's a scam.</div>
  <h2>Common scams we see</h2><ul><li>Fake "Ledger Live" apps and browser extensions that ask you to "restore" or "synchronize" your wallet.</li><li>Emails claiming your device must be "validated" after a data breach, linking to a page with 24 input boxes.</li><li>Physical letters with a QR code to a "mandatory update".</li><li>"Support agents" contacting you on Discord, Telegram or X after you post a question.</li><li>Fake Ledger devices with a pre-filled recovery sheet.</li></ul>
  <h2>Where should I enter my recovery phrase?</h2><p>Only on your Ledger device itself, when you restore it. Never on a computer or a phone.</p>
  <h2>I already shared it. What now?</h2><ol><li>Set up a new Ledger device (or reset yours) and generate a <b>new</b> recovery phrase.</li><li>Transfer your funds to the new accounts immediately.</li><li>Report the scam site at <a href="#">phishing@ledger.com</a>.</li></ol>
  <p style="font-size:13px;color:#666">Was this article helpful? 👍 👎 · 1,932 out of 2,015 found this helpful</p></main>${LEDGER_FOOT}`,
    }),
    routes: { 'support.ledger.com/assets/ledger-logo.png': Z.img(0, 0, 0) },
  },
  {
    id: 'zj-ok-trezor-suite-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://trezor.io/trezor-suite-app',
    body: Z.doc({
      title: 'Trezor Suite app | Trezor',
      head: Z.gtag('G-TZR0K9S1A2'),
      style: Z.LIGHT + '.btn{background:#00854d}',
      body: `${Z.top('TREZOR', ['Products', 'Trezor Suite', 'Learn', 'Support'], '<a class="btn" href="#">Shop</a>')}
  <main><h1>Trezor Suite</h1><p>The app for your Trezor. Buy, sell, swap, send and receive crypto — with the security of your hardware wallet.</p>
  <p><a class="btn" id="dl" href="/download/Trezor-Suite-25.11.2-win-x64.exe">Download for Windows</a> <a class="btn alt" href="#">macOS</a> <a class="btn alt" href="#">Linux</a> <a class="btn alt" href="https://suite.trezor.io/web/">Use web app</a></p>
  <p style="font-size:13px">Version 25.11.2 · <a href="#">Release notes</a> · <a href="#">Signature</a> · <a href="#">Verify signature (GPG)</a></p>
  <h2>Firmware updates happen inside Trezor Suite</h2><p>When new firmware is available, Trezor Suite shows a notification. Your device verifies the firmware signature before installing it. <b>You never need to enter your wallet backup (recovery seed) to update firmware</b>, and Trezor will never ask for it on a website.</p>
  <h2>Check your download</h2><pre>gpg --verify Trezor-Suite-25.11.2-win-x64.exe.asc
  # Primary key fingerprint: EB48 3B26 B078 A4AA 1B6F  425E E21B 6950 A2EC B65C</pre></main>
  ${Z.foot('SatoshiLabs', { Products: ['Trezor Safe 5', 'Trezor Safe 3', 'Trezor Model One'], Support: ['Knowledge base', 'Status', 'Contact'] }, 'Trezor Company s.r.o. · Kundratka 2359/17a · Prague 8')}${Z.cookieBar()}`,
    }),
    routes: { 'trezor.io/download/Trezor-Suite-25.11.2-win-x64.exe': B.fileRoute(B.pe({ strings: ['Trezor Suite', 'SatoshiLabs s.r.o.', 'electron', 'Trezor Company s.r.o.'] , size: 8192 }), 'application/octet-stream', 'Trezor-Suite-25.11.2-win-x64.exe') },
  },
  {
    id: 'zj-ok-trezor-wallet-backup-kb',
    label: 'clean',
    kind: 'vendor-support',
    url: 'https://trezor.io/learn/a/what-is-a-wallet-backup',
    body: Z.doc({
      title: 'Wallet backup (recovery seed) | Trezor Learn',
      body: `${Z.top('TREZOR', ['Products', 'Trezor Suite', 'Learn', 'Support'])}
  <main><h1>What is a wallet backup?</h1><p>Your wallet backup is a list of 12, 20, 24 or 33 words (BIP39 or SLIP39 Shamir) generated by your Trezor during setup. It can restore your wallet on any compatible device if your Trezor is lost or broken.</p>
  <h2>Example of a BIP39 backup</h2><p>This is an example only. Never use a published phrase:</p><pre>1. abandon  2. ability  3. able  4. about  5. above  6. absent
  7. absorb   8. abstract 9. absurd 10. abuse 11. access 12. accident</pre>
  <h2>Keeping it safe</h2><ul><li>Write it on the recovery card or a metal backup like Trezor Keep Metal.</li><li>Never photograph it, type it into a computer, or store it in a password manager or cloud.</li><li>When you recover a Trezor, you enter the words <b>on the device</b> (Safe 3/5) or in a randomized order via Trezor Suite (Model One), never on a website.</li></ul>
  <div class="warn">Phishing sites imitating Trezor ask you to "verify" or "sync" your seed. Trezor never does this.</div></main>
  ${Z.foot('SatoshiLabs', { Learn: ['Crypto basics', 'Security', 'Glossary'] }, 'Trezor Company s.r.o.')}`,
    }),
  },
  {
    id: 'zj-ok-bitbox-firmware-release-notes',
    label: 'clean',
    kind: 'vendor-firmware',
    url: 'https://bitbox.swiss/bitbox02/firmware/',
    body: Z.doc({
      title: 'BitBox02 Firmware releases | BitBox',
      body: `${Z.top('BitBox', ['BitBox02', 'BitBoxApp', 'Blog', 'Support'])}
  <main><h1>BitBox02 firmware</h1><p>Firmware updates are delivered through the BitBoxApp. The BitBox02 bootloader only accepts firmware signed by at least 2 of 3 Shift Crypto signing keys. You can reproduce the build yourself.</p>
  <table><tr><th>Version</th><th>Date</th><th>Notes</th></tr><tr><td>v9.22.0</td><td>2026-10-28</td><td>Ethereum: EIP-712 display improvements, show Permit2 spender and amount; Bitcoin: silent payments.</td></tr><tr><td>v9.21.0</td><td>2026-07-14</td><td>Cardano: Conway era; UX fixes.</td></tr></table>
  <h2>Verify the firmware hash</h2><pre>$ sha256sum firmware-multi.v9.22.0.signed.bin
  b4e6f0...d12c  firmware-multi.v9.22.0.signed.bin
  $ ./scripts/describe_signed_firmware.py firmware-multi.v9.22.0.signed.bin</pre>
  <p><a href="https://github.com/BitBoxSwiss/bitbox02-firmware/releases">Releases on GitHub</a></p></main>
  ${Z.foot('Shift Crypto AG', { Products: ['BitBox02', 'BitBox02 Nova'], Company: ['About', 'Careers'] }, 'Shift Crypto AG · Zurich, Switzerland')}`,
    }),
  },
];
