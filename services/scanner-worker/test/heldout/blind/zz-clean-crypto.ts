// Clean: crypto developer docs with wallet-connect demos and an on-chain donation page (author zz).
import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, FONT, esc } from '../parts/zz-kit.js';

export const entries: Entry[] = [
{
  id: 'zz-metamask-docs-sign-typed-data-demo',
  label: 'clean',
  kind: 'crypto-dev-docs',
  url: 'https://docs.metamask.io/wallet/how-to/sign-data/?s=2',
  body: doc({
    title: 'Sign data | MetaMask developer documentation',
    head: `<style>body{margin:0;font-family:"Euclid Circular B",${FONT};color:#24272a}.h{border-bottom:1px solid #eee;padding:14px 32px;font-weight:700}.m{max-width:820px;margin:24px auto;padding:0 24px}
pre{background:#f2f4f6;border-radius:8px;padding:14px;font-size:13px;overflow:auto}.try{border:1px solid #d6d9dc;border-radius:8px;padding:16px}.try button{background:#0376c9;color:#fff;border:0;border-radius:100px;padding:8px 16px;margin-right:8px;cursor:pointer}
.note{background:#fff8e6;border-left:4px solid #f8c000;padding:10px 14px;font-size:14px}</style>`,
    body: `<div class="h">🦊 MetaMask Developer</div><main class="m"><h1>Sign data</h1>
<p>You can use the following RPC methods to request cryptographic signatures from users: <code>eth_signTypedData_v4</code> (recommended, human-readable and efficient to process on-chain) and <code>personal_sign</code> (easiest way to request a human-readable signature that doesn't need to be efficiently processed on-chain).</p>
<div class="note"><b>Caution:</b> <code>eth_sign</code> is deprecated. Never ask users to sign data they can't read, and always show what a signature authorizes.</div>
<h2>Use eth_signTypedData_v4</h2><pre>${esc(`const msgParams = JSON.stringify({
  domain: { chainId: 1, name: "Ether Mail", verifyingContract: "0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC", version: "1" },
  message: {
    contents: "Hello, Bob!",
    from: { name: "Cow", wallets: ["0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826"] },
    to: [{ name: "Bob", wallets: ["0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB"] }],
  },
  primaryType: "Mail",
  types: {
    EIP712Domain: [{ name: "name", type: "string" }, { name: "version", type: "string" }, { name: "chainId", type: "uint256" }, { name: "verifyingContract", type: "address" }],
    Person: [{ name: "name", type: "string" }, { name: "wallets", type: "address[]" }],
    Mail: [{ name: "from", type: "Person" }, { name: "to", type: "Person[]" }, { name: "contents", type: "string" }],
  },
})
const sign = await provider.request({ method: "eth_signTypedData_v4", params: [from, msgParams] })`)}</pre>
<h3>Try it</h3><div class="try"><button id="c">Connect</button><button id="s">Sign typed data v4</button><button id="p">personal_sign</button><pre id="r" style="margin-top:12px">Result will appear here</pre></div>
<h2>Use personal_sign</h2><pre>${esc(`const exampleMessage = "Example \`personal_sign\` message."
const msg = \`0x\${Buffer.from(exampleMessage, "utf8").toString("hex")}\`
const sign = await provider.request({ method: "personal_sign", params: [msg, from] })`)}</pre></main>
<script>
var from;var r=document.getElementById('r');
document.getElementById('c').onclick=async function(){from=(await ethereum.request({method:'eth_requestAccounts'}))[0];r.textContent='Connected: '+from;};
document.getElementById('s').onclick=async function(){if(!from)return;var p=JSON.stringify({domain:{chainId:1,name:'Ether Mail',verifyingContract:'0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',version:'1'},message:{contents:'Hello, Bob!',from:{name:'Cow',wallets:['0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826']},to:[{name:'Bob',wallets:['0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB']}]},primaryType:'Mail',types:{EIP712Domain:[{name:'name',type:'string'},{name:'version',type:'string'},{name:'chainId',type:'uint256'},{name:'verifyingContract',type:'address'}],Person:[{name:'name',type:'string'},{name:'wallets',type:'address[]'}],Mail:[{name:'from',type:'Person'},{name:'to',type:'Person[]'},{name:'contents',type:'string'}]}});
 try{r.textContent=await ethereum.request({method:'eth_signTypedData_v4',params:[from,p]});}catch(e){r.textContent=e.message;}};
document.getElementById('p').onclick=async function(){if(!from)return;var m='0x'+Array.from(new TextEncoder().encode('Example personal_sign message.')).map(function(b){return b.toString(16).padStart(2,'0')}).join('');
 try{r.textContent=await ethereum.request({method:'personal_sign',params:[m,from]});}catch(e){r.textContent=e.message;}};
</script>`,
  }),
},
];
