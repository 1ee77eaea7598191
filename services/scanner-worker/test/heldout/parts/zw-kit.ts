// Shared furniture for the zw- pages: page shells, small logos, common scripts.
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function doc(title: string, body: string, o: { lang?: string; style?: string; head?: string; bodyAttr?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" href="/favicon.ico">
${o.head ?? ''}
<style>
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1e2329;background:#fff;line-height:1.5}
a{color:inherit}button{cursor:pointer;font:inherit}input{font:inherit}
.wrap{max-width:1120px;margin:0 auto;padding:0 20px}
${o.style ?? ''}
</style>
</head>
<body${o.bodyAttr ? ' ' + o.bodyAttr : ''}>
${body}
</body>
</html>`;
}

export const mark = (color: string, letter: string, size = 32): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 32 32" aria-hidden="true"><rect rx="8" width="32" height="32" fill="${color}"/><text x="16" y="22" font-size="17" font-family="Arial" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;

export const footer = (company: string, links: string[] = ['About', 'Careers', 'Legal', 'Privacy', 'Cookie preferences', 'Status']): string =>
  `<footer style="border-top:1px solid #eaecef;margin-top:48px;padding:28px 0;color:#707a8a;font-size:13px"><div class="wrap">${links.map((l) => `<a href="/${l.toLowerCase().replace(/\s+/g, '-')}" style="margin-right:18px;text-decoration:none">${l}</a>`).join('')}<p>&copy; 2025 ${esc(company)}. All rights reserved.</p></div></footer>`;

export const BIP39_SAMPLE = ['abandon', 'ability', 'able', 'about', 'above', 'absent', 'absorb', 'abstract', 'absurd', 'abuse', 'access', 'accident'];

/** Wallet-connect button used by ordinary dapps: asks for accounts only when the user clicks. */
export const honestConnect = (btnId: string, outId: string): string => `<script>
(function(){
  var b=document.getElementById(${JSON.stringify(btnId)}),o=document.getElementById(${JSON.stringify(outId)});
  if(!b)return;
  b.addEventListener('click',async function(){
    if(!window.ethereum){o.textContent='No injected wallet found. Install a browser wallet or use WalletConnect.';return;}
    try{
      var acc=await window.ethereum.request({method:'eth_requestAccounts'});
      var chain=await window.ethereum.request({method:'eth_chainId'});
      o.textContent='Connected '+acc[0].slice(0,6)+'…'+acc[0].slice(-4)+' on chain '+parseInt(chain,16);
      b.textContent='Connected';
    }catch(e){o.textContent='Request rejected.';}
  });
})();
</script>`;
