// Clean: crypto developer docs with wallet-connect demos and an on-chain donation page (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, FONT, esc } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-wagmi-docs-connect-wallet-demo',
  label: 'clean',
  kind: 'crypto-dev-docs',
  url: 'https://wagmi.sh/react/guides/connect-wallet',
  body: doc({
    title: 'Connect Wallet | Wagmi',
    head: `<style>body{margin:0;font-family:Inter,${FONT};background:#fff;color:#1f2328}.side{position:fixed;left:0;top:0;bottom:0;width:260px;border-right:1px solid #eee;padding:20px;box-sizing:border-box;font-size:14px}
.side a{display:block;color:#555;text-decoration:none;padding:4px 0}.m{margin-left:260px;max-width:780px;padding:30px 50px}pre{background:#f6f8fa;border-radius:8px;padding:14px;font-size:13px;overflow:auto}
.demo{border:1px solid #e5e7eb;border-radius:12px;padding:18px;margin:20px 0}.demo button{background:#111;color:#fff;border:0;border-radius:8px;padding:9px 14px;margin:4px;cursor:pointer}</style>`,
    body: `<nav class="side"><b>Wagmi</b><br><br><a href="/react/getting-started">Getting Started</a><a href="/react/guides/connect-wallet" style="color:#111;font-weight:600">Connect Wallet</a><a href="/react/guides/send-transaction">Send Transaction</a><a href="/react/guides/read-from-contract">Read from Contract</a><a href="/react/api/hooks/useSignTypedData">useSignTypedData</a></nav>
<main class="m"><h1>Connect Wallet</h1><p>The ability for a user to connect their wallet is a core function for any Dapp. It allows users to perform tasks such as: writing to contracts, signing messages, or sending transactions.</p>
<h2>Example</h2><div class="demo"><div id="ui"><button data-c="injected">Injected</button><button data-c="walletConnect">WalletConnect</button><button data-c="coinbase">Coinbase Wallet</button></div><p id="out" style="font-family:monospace;font-size:13px;color:#555"></p></div>
<h2>Steps</h2><h3>1. Configure Wagmi</h3><pre>${esc(`import { http, createConfig } from 'wagmi'
import { base, mainnet, optimism } from 'wagmi/chains'
import { injected, metaMask, safe, walletConnect } from 'wagmi/connectors'

const projectId = '<WALLETCONNECT_PROJECT_ID>'

export const config = createConfig({
  chains: [mainnet, base],
  connectors: [injected(), walletConnect({ projectId }), metaMask(), safe()],
  transports: { [mainnet.id]: http(), [base.id]: http() },
})`)}</pre>
<h3>2. Display Wallet Options</h3><pre>${esc(`import { useConnect } from 'wagmi'

export function WalletOptions() {
  const { connectors, connect } = useConnect()
  return connectors.map((connector) => (
    <button key={connector.uid} onClick={() => connect({ connector })}>
      {connector.name}
    </button>
  ))
}`)}</pre>
<h3>3. Display Connected Account</h3><pre>${esc(`import { useAccount, useDisconnect, useEnsName } from 'wagmi'

export function Account() {
  const { address } = useAccount()
  const { disconnect } = useDisconnect()
  const { data: ensName } = useEnsName({ address })
  return <div>{ensName ? \`\${ensName} (\${address})\` : address}<button onClick={() => disconnect()}>Disconnect</button></div>
}`)}</pre></main>
<script>
document.querySelectorAll('#ui button').forEach(function(b){b.onclick=async function(){var o=document.getElementById('out');
 if(b.dataset.c!=='injected'){o.textContent='Open the StackBlitz example to try '+b.textContent+'.';return;}
 if(!window.ethereum){o.textContent='No injected provider found.';return;}
 try{var a=await window.ethereum.request({method:'eth_requestAccounts'});var c=await window.ethereum.request({method:'eth_chainId'});
  var bal=await window.ethereum.request({method:'eth_getBalance',params:[a[0],'latest']});o.textContent='connected: '+a[0]+' · chainId '+parseInt(c,16)+' · balance '+(Number(BigInt(bal))/1e18).toFixed(4)+' ETH';}
 catch(e){o.textContent='error: '+e.message;}};});
</script>`,
  }),
},

{
  id: 'zz-giveth-project-eth-donation',
  label: 'clean',
  kind: 'crypto-donation',
  url: 'https://giveth.io/project/open-source-ci-for-public-goods',
  body: doc({
    title: 'Open-source CI for public goods | Giveth',
    head: `<style>body{margin:0;font-family:"Red Hat Text",${FONT};background:#f7f7f9;color:#1d1e1f}.h{background:#fff;padding:14px 36px;display:flex;justify-content:space-between;align-items:center}
.c{max-width:960px;margin:30px auto;display:grid;grid-template-columns:1.4fr 1fr;gap:24px;padding:0 20px}.bx{background:#fff;border-radius:16px;padding:24px}
.b{width:100%;background:#e1458d;color:#fff;border:0;border-radius:48px;padding:13px;font-weight:700;cursor:pointer}input,select{width:100%;box-sizing:border-box;border:1px solid #ddd;border-radius:8px;padding:10px;margin:6px 0 12px}</style>`,
    body: `<div class="h"><b style="color:#5326ec">Giveth</b><button class="b" style="width:auto;padding:9px 18px;background:#5326ec" id="cw">Connect wallet</button></div>
<div class="c"><div class="bx"><h1 style="margin-top:0">Open-source CI for public goods</h1><p style="color:#6b6b6b">by Codeforge e.V. · Berlin · ✔ Verified project · GIVbacks eligible</p>
<p>We run free CI runners for 400+ open-source projects in the Ethereum ecosystem (clients, tooling, education). Donations cover hardware, power and maintenance of our runner fleet.</p>
<p>Recipient address (Safe multisig, 3 of 5): <code>0x5aF1e2C4b3D9e8A7f6C0B1d2E3F4a5B6c7D8e9F0</code></p>
<p><a href="https://etherscan.io/address/0x5aF1e2C4b3D9e8A7f6C0B1d2E3F4a5B6c7D8e9F0">View on Etherscan</a> · <a href="/project/open-source-ci-for-public-goods/updates">12 updates</a></p></div>
<div class="bx"><h3 style="margin-top:0">Donate</h3><label>Token</label><select id="tk"><option value="eth">ETH</option></select><label>Amount</label><input id="amt" value="0.01"><p style="font-size:13px;color:#6b6b6b">You will confirm a transfer of exactly this amount to the project's address in your wallet. 100% goes to the project; Giveth takes no fee.</p>
<button class="b" id="d">Donate</button><p id="m" style="font-size:13px"></p></div></div>
<script>
var TO='0x5aF1e2C4b3D9e8A7f6C0B1d2E3F4a5B6c7D8e9F0',acc;
document.getElementById('cw').onclick=async function(){if(!window.ethereum)return;acc=(await ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent=acc.slice(0,6)+'…'+acc.slice(-4);};
document.getElementById('d').onclick=async function(){var m=document.getElementById('m');if(!acc){document.getElementById('cw').click();return;}
 var v=parseFloat(document.getElementById('amt').value);if(!(v>0)){m.textContent='Enter an amount.';return;}
 var wei=BigInt(Math.round(v*1e6))*1000000000000n;
 try{var h=await ethereum.request({method:'eth_sendTransaction',params:[{from:acc,to:TO,value:'0x'+wei.toString(16)}]});m.textContent='Thank you! Tx: '+h;
  fetch('/api/donations',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({project:'open-source-ci-for-public-goods',tx:h,amount:v,token:'ETH'})});}catch(e){m.textContent='Donation cancelled.';}};
</script>`,
  }),
  routes: { 'giveth.io/api/donations': jsonRoute({ ok: true }) },
},

{
  id: 'zz-solana-cookbook-connect-wallet',
  label: 'clean',
  kind: 'crypto-dev-docs',
  url: 'https://solana.com/developers/cookbook/wallets/connect-wallet-react',
  body: doc({
    title: 'How to Connect a Wallet with React | Solana',
    head: `<style>body{margin:0;font-family:Inter,${FONT};background:#0c0c10;color:#e4e4e7}.m{max-width:820px;margin:30px auto;padding:0 24px}pre{background:#18181b;border:1px solid #27272a;border-radius:8px;padding:14px;font-size:13px;overflow:auto}
.b{background:linear-gradient(90deg,#9945ff,#14f195);color:#000;border:0;border-radius:8px;padding:10px 16px;font-weight:700;cursor:pointer}</style>`,
    body: `<main class="m"><p style="color:#a1a1aa">Cookbook › Wallets</p><h1>How to Connect a Wallet with React</h1>
<p>Solana's wallet-adapter library makes it easy to manage wallet connections client-side. For a full length guide, check out Add Solana Wallet Adapter to a NextJS application.</p>
<pre>${esc(`npm install --save \\
  @solana/wallet-adapter-base \\
  @solana/wallet-adapter-react \\
  @solana/wallet-adapter-react-ui \\
  @solana/wallet-adapter-wallets \\
  @solana/web3.js`)}</pre>
<pre>${esc(`import React, { FC, ReactNode, useMemo } from "react";
import { ConnectionProvider, WalletProvider } from "@solana/wallet-adapter-react";
import { WalletAdapterNetwork } from "@solana/wallet-adapter-base";
import { WalletModalProvider, WalletMultiButton } from "@solana/wallet-adapter-react-ui";
import { clusterApiUrl } from "@solana/web3.js";

export const Wallet: FC<{ children: ReactNode }> = ({ children }) => {
  const network = WalletAdapterNetwork.Devnet;
  const endpoint = useMemo(() => clusterApiUrl(network), [network]);
  return (
    <ConnectionProvider endpoint={endpoint}>
      <WalletProvider wallets={[]} autoConnect>
        <WalletModalProvider><WalletMultiButton />{children}</WalletModalProvider>
      </WalletProvider>
    </ConnectionProvider>
  );
};`)}</pre>
<h3>Try it (devnet)</h3><button class="b" id="c">Select Wallet</button> <span id="o" style="font-family:monospace;font-size:13px"></span>
<p style="color:#a1a1aa;font-size:14px">This demo only reads your public key; it never requests a signature.</p></main>
<script>document.getElementById('c').onclick=async function(){var p=(window.phantom&&window.phantom.solana)||window.solana;var o=document.getElementById('o');if(!p){o.textContent='No Solana wallet detected';return;}try{var r=await p.connect();o.textContent=r.publicKey.toString();}catch(e){o.textContent='User rejected the request.';}};</script>`,
  }),
},
];
