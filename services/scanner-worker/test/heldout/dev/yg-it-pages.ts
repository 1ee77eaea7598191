import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { apk, beepWav, cfb, cssRoute, fileRoute, iso, jsonRoute, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { articleCss, b64, bankOptions, cardCss, cardJs, cookieBar, digits, doc, esc, hex, mark } from '../parts/yg-kit.js';

export const entries: Entry[] = [
{
  id: 'yg-guida-flush-dns-powershell-copia',
  label: 'clean',
  kind: 'it-howto',
  url: 'https://www.aranzulla.it/come-svuotare-cache-dns-' + digits('aranz', 7) + '.html',
  body: doc({
    lang: 'it',
    title: 'Come svuotare la cache DNS | Salvatore Aranzulla',
    css: articleCss('#0a58a8', 'Arial, sans-serif') + `pre{background:#1e1e1e;color:#dcdcdc;padding:14px;border-radius:6px;position:relative;overflow:auto;font-size:14px}pre button{position:absolute;top:6px;right:6px;background:#444;color:#fff;border:0;border-radius:4px;padding:4px 10px;font-size:12px;cursor:pointer}`,
    body: `<header class="site"><a class="brand" href="https://www.aranzulla.it/">Aranzulla</a><nav><a href="#">Windows</a><a href="#">Internet</a><a href="#">Smartphone</a></nav></header>
<main><h1>Come svuotare la cache DNS</h1><div class="meta">di Salvatore Aranzulla</div>
<article><p>Alcuni siti non si caricano o vengono aperti con un indirizzo vecchio? Svuotare la cache DNS è spesso la soluzione. Ecco come fare su Windows, macOS e Linux.</p>
<h2>Windows</h2><p>Premi la combinazione di tasti <b>Win+R</b>, digita <b>cmd</b> e premi Invio. Nel Prompt dei comandi incolla il seguente comando:</p>
<pre><code>ipconfig /flushdns</code></pre>
<p>In alternativa, da PowerShell come amministratore:</p>
<pre><code>Clear-DnsClientCache
Get-DnsClientCache | Measure-Object</code></pre>
<h2>macOS</h2><p>Apri il Terminale e digita:</p><pre><code>sudo dscacheutil -flushcache; sudo killall -HUP mDNSResponder</code></pre>
<h2>Linux (systemd)</h2><pre><code>sudo resolvectl flush-caches</code></pre>
<p>Se il problema persiste prova a cambiare i server DNS con quelli di Cloudflare (1.1.1.1) o Google (8.8.8.8).</p></article></main>
<footer>© Aranzulla.it · P.IVA 10853760962</footer>
<script>document.querySelectorAll('pre').forEach(function(p){var b=document.createElement('button');b.textContent='Copia';b.onclick=function(){navigator.clipboard.writeText(p.querySelector('code').innerText).then(function(){b.textContent='Copiato!';setTimeout(function(){b.textContent='Copia'},1500)})};p.appendChild(b)});</script>`,
  }),
},
];
