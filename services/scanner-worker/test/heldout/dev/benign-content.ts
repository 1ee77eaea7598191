import type { Entry } from '../entry.js';

/** Benign: docs, blogs, shops and checkouts with card fields on the shop's own domain, help articles, security write-ups. */
export const entries: Entry[] = [
  {
    id: 'clean-blog-travel',
    label: 'clean',
    kind: 'blog',
    url: 'https://www.wanderlines-travel.blog/2026/10/three-days-in-lisbon/',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Three days in Lisbon | Wanderlines</title><meta name="description" content="Trams, tiles and pastéis de nata: our 3-day Lisbon itinerary."></head>
<body><header><a href="/">Wanderlines</a><nav><a href="/europe/">Europe</a> <a href="/asia/">Asia</a> <a href="/about/">About</a></nav></header>
<article><h1>Three days in Lisbon</h1><p class="meta">October 14, 2026 · 9 min read</p><p>Lisbon is a city best seen on foot — if your calves can take the hills. We started in Alfama, wandered to the Miradouro de Santa Luzia and caught tram 28 back down.</p>
<h2>Day 2: Belém</h2><p>Go early to the Jerónimos Monastery; the queue for pastéis at Pastéis de Belém moves faster than it looks.</p>
<img src="/wp-content/uploads/2026/10/belem.jpg" alt="Belém Tower at sunset"></article>
<section id="comments"><h3>2 comments</h3><form action="/wp-comments-post.php" method="post"><textarea name="comment"></textarea><input name="author" placeholder="Name"><input name="email" placeholder="Email"><button>Post Comment</button></form></section>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-7XK2M3P9QZ"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-7XK2M3P9QZ');</script></body></html>`,
  },
  {
    id: 'clean-blog-engineering-de',
    label: 'clean',
    kind: 'blog',
    url: 'https://blog.kleinmann-software.de/2026/postgres-upgrade',
    body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Wie wir auf PostgreSQL 17 migriert haben – Kleinmann Software Blog</title></head>
<body><article><h1>Wie wir auf PostgreSQL 17 migriert haben</h1><p>Von Anna Kleinmann · 3. November 2026</p><p>Unsere Datenbank war 1,4 TB groß. Mit <code>pg_upgrade --link</code> dauerte die Ausfallzeit weniger als 4 Minuten.</p>
<pre><code>pg_upgrade -b /usr/lib/postgresql/15/bin -B /usr/lib/postgresql/17/bin \\
  -d /var/lib/postgresql/15/main -D /var/lib/postgresql/17/main --link --check</code></pre><p>Wichtig: vorher <code>ANALYZE</code> einplanen, sonst sind die ersten Abfragen langsam.</p></article></body></html>`,
  },
  {
    id: 'clean-news-article',
    label: 'clean',
    kind: 'blog',
    url: 'https://www.riverton-gazette.com/local/2026/11/24/bridge-reopens',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Main Street bridge reopens after 8-month repair | Riverton Gazette</title>
<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','1234567890');fbq('track','PageView');</script></head>
<body><header><a href="/">Riverton Gazette</a> <a href="/subscribe">Subscribe</a> <a href="/login">Sign in</a></header>
<article><h1>Main Street bridge reopens after 8-month repair</h1><p>By Tom Alvarez · Nov 24, 2026</p><p>The Main Street bridge reopened to traffic Monday morning, two weeks ahead of schedule. City engineers said the $4.2 million repair replaced corroded steel beams.</p></article>
<aside class="newsletter"><form action="/newsletter/subscribe" method="post"><input name="email" type="email" placeholder="Your email"><button>Get the morning briefing</button></form></aside></body></html>`,
  },
  {
    id: 'clean-shop-sale-banner',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.trailhead-outfitters.com/sale',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Black Friday Sale – Up to 50% Off | Trailhead Outfitters</title></head>
<body><div class="promo">BLACK FRIDAY: UP TO 50% OFF JACKETS — ENDS SUNDAY</div><header><a href="/">Trailhead Outfitters</a> <a href="/account">Account</a> <a href="/cart">Cart</a></header>
<main><h1>Sale</h1><ul class="grid"><li><a href="/p/ridge-down-jacket">Ridge Down Jacket</a> <s>$249</s> $169</li><li><a href="/p/alpine-fleece">Alpine Fleece</a> <s>$99</s> $59</li><li><a href="/p/summit-boots">Summit Boots</a> <s>$189</s> $139</li></ul>
<p>Prices shown include the discount. Returns accepted within 60 days. Need help? Call us at 1-800-555-0199, Mon–Fri 8–6 MT.</p></main></body></html>`,
  },
  {
    id: 'clean-help-reset-password',
    label: 'clean',
    kind: 'help-article',
    url: 'https://help.pipedrift-crm.com/articles/reset-your-password',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>How do I reset my password? – Pipedrift Help Center</title></head>
<body><main><h1>How do I reset my password?</h1><ol><li>Go to the <a href="https://app.pipedrift-crm.com/login">login page</a> and click <b>Forgot your password?</b></li><li>Enter your work email. We'll send a reset link valid for 30 minutes.</li><li>Choose a new password of at least 12 characters.</li></ol>
<p><b>Tip:</b> Pipedrift staff will never ask for your password. If you receive an email asking you to "verify your account" on any other domain, report it to security@pipedrift-crm.com.</p></main></body></html>`,
  },
  {
    id: 'clean-help-powershell-execution-policy',
    label: 'clean',
    kind: 'help-article',
    url: 'https://learn.microsoft.com/en-us/powershell/module/microsoft.powershell.core/about/about_execution_policies',
    body: `<!DOCTYPE html><html lang="en-us"><head><meta charset="utf-8"><title>about_Execution_Policies - PowerShell | Microsoft Learn</title></head>
<body><main><h1>about_Execution_Policies</h1><p>PowerShell's execution policy is a safety feature that controls the conditions under which PowerShell loads configuration files and runs scripts.</p>
<pre><code class="lang-powershell">Get-ExecutionPolicy -List
Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser
powershell.exe -ExecutionPolicy Bypass -File .\\script.ps1</code></pre>
<p>To open PowerShell, press <kbd>Win</kbd>+<kbd>R</kbd>, type <code>powershell</code> and press <kbd>Enter</kbd>.</p><button class="copy" data-copy="Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser">Copy</button></main>
<script>document.querySelectorAll('button.copy').forEach((b) => b.addEventListener('click', () => navigator.clipboard.writeText(b.dataset.copy)));</script></body></html>`,
  },
  {
    id: 'clean-security-advisory-smuggling',
    label: 'clean',
    kind: 'security-writeup',
    url: 'https://cert.example-national-csirt.eu/advisories/2026-041',
    body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Advisory 2026-041: HTML smuggling delivers ISO payloads</title></head>
<body><main><h1>Advisory 2026-041: HTML smuggling delivers ISO payloads</h1><p>Severity: High · Published 2026-11-02</p><p>Attackers send HTML attachments that assemble an archive in the browser:</p>
<pre>var blob = new Blob([bytes], {type: 'application/octet-stream'});
a.href = URL.createObjectURL(blob); a.download = 'Scan_0042.iso'; a.click();</pre>
<p>Recommendations: block .iso and .img attachments at the mail gateway, enable Attack Surface Reduction rules, and educate users.</p></main></body></html>`,
  },
];
