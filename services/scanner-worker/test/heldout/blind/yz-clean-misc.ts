import { type Entry } from '../entry.js';
import { doc, site } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-siepomaga-zbiorka-leczenie',
  label: 'clean',
  kind: 'charity-collection',
  url: 'https://www.siepomaga.pl/ratujemy-kube-terapia-sma-2025',
  body: site({
    lang: 'pl',
    title: 'Ratujemy Kubę – zbiórka na terapię | Siepomaga',
    brand: 'siepomaga',
    color: '#e53935',
    nav: ['Zbiórki', 'Fundacja', 'Jak pomagać'],
    main: `<h1>Ratujemy Kubę – terapia genowa SMA</h1>
<p>Zebrano <b>4 812 330 zł</b> z 9 200 000 zł · 61 204 wspierających</p>
<p>Kuba ma 11 miesięcy i choruje na rdzeniowy zanik mięśni. Środki z tej zbiórki trafiają na subkonto podopiecznego w Fundacji Siepomaga (KRS 0000396361) i są wydatkowane wyłącznie na leczenie.</p>
<form method="post" action="/ratujemy-kube-terapia-sma-2025/wplata"><p><label><input type="radio" name="kwota" value="20"> 20 zł</label> <label><input type="radio" name="kwota" value="50" checked> 50 zł</label> <label><input type="radio" name="kwota" value="100"> 100 zł</label></p>
<p><input name="email" placeholder="E-mail do potwierdzenia" style="padding:8px;width:300px"></p><button class="btn">Wspieram (BLIK, karta, przelew)</button></form>
<p style="font-size:12px">Przekaż także 1,5% podatku: KRS 0000396361, cel szczegółowy: 0123 Kuba.</p>`,
    footer: 'Fundacja Siepomaga · KRS 0000396361 · Organizacja pożytku publicznego',
  }),
},
{
  id: 'yz-clean-pck-pomoc-ukrainie-przelew',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://pck.pl/pomoc-dla-ukrainy/wplac-darowizne/',
  body: site({
    lang: 'pl',
    title: 'Pomoc dla Ukrainy – wpłać darowiznę | Polski Czerwony Krzyż',
    brand: 'Polski Czerwony Krzyż',
    color: '#c8102e',
    nav: ['Pomagamy', 'Krwiodawstwo', 'Wolontariat', 'Wpłać'],
    main: `<h1>Pomoc dla osób uciekających przed wojną w Ukrainie</h1>
<p>Polski Czerwony Krzyż od 2022 roku prowadzi punkty pomocy przy granicy i wspiera uchodźców w całym kraju: żywność, higiena, pomoc psychologiczna, nauka języka.</p>
<h2>Wpłać przelewem</h2>
<p>Polski Czerwony Krzyż, ul. Mokotowska 14, 00-561 Warszawa<br>Nr konta: <b>PL 20 1160 2202 0000 0002 8134 8474</b><br>Tytuł: <b>„Pomoc dla Ukrainy”</b></p>
<p><a class="btn" href="/pomoc-dla-ukrainy/wplac-darowizne/online">Wpłać online (BLIK, karta)</a></p>
<p style="font-size:13px">Uwaga: PCK nie prowadzi zbiórek na prywatne rachunki osób fizycznych ani w kryptowalutach. Zbiórki publiczne PCK są zgłaszane na portalu zbiorki.gov.pl.</p>`,
    footer: 'Polski Czerwony Krzyż · KRS 0000225587',
  }),
},
{
  id: 'yz-clean-uniswap-swap-approve-dapp',
  label: 'clean',
  kind: 'defi-dapp',
  url: 'https://app.uniswap.org/swap?chain=mainnet&inputCurrency=0xdAC17F958D2ee523a2206206994597C13D831ec7&yz=1',
  body: doc({
    lang: 'en',
    title: 'Uniswap Interface',
    css: `body{margin:0;background:#fff;font-family:Inter,Arial,sans-serif;color:#222}.s{max-width:460px;margin:70px auto;border:1px solid #eee;border-radius:20px;padding:14px}.f{background:#f9f9f9;border-radius:16px;padding:16px;margin:6px 0}
.f input{border:0;background:transparent;font-size:30px;width:60%}.b{width:100%;background:#fc72ff;color:#fff;border:0;padding:16px;border-radius:20px;font-size:18px;font-weight:600}`,
    body: `<div class="s"><div class="f">Sell<br><input id="amt" value="100"> USDT</div><div class="f">Buy<br><input value="0.0251" readonly> ETH</div>
<button class="b" id="act">Connect wallet</button><p style="font-size:12px;color:#888">Swaps route through Universal Router. First swap of a token requires a Permit2 approval.</p></div>`,
    tail: `<script>
var USDT='0xdAC17F958D2ee523a2206206994597C13D831ec7',PERMIT2='0x000000000022D473030F116dDEE9F6B43aC78BA3';
function pad(h){h=h.replace(/^0x/,'');return '0'.repeat(64-h.length)+h}
var acct=null;document.getElementById('act').onclick=async function(){if(!window.ethereum)return;
if(!acct){acct=(await window.ethereum.request({method:'eth_requestAccounts'}))[0];this.textContent='Approve USDT';return}
var amt=BigInt(Math.round(parseFloat(document.getElementById('amt').value)*1e6));
await window.ethereum.request({method:'eth_sendTransaction',params:[{from:acct,to:USDT,data:'0x095ea7b3'+pad(PERMIT2)+pad(amt.toString(16))}]});this.textContent='Swap'};
</script>`,
  }),
},
];
