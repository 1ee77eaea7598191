import { type Entry, redirectRoute } from '../entry.js';
import { doc, gtag, gtagRoute, cookieBar, js, json, html } from '../parts/zo-kit.js';
import { pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zo-clean-bot-challenge-forum',
    label: 'clean',
    kind: 'bot-check',
    url: 'https://community.homelab-forums.net/t/proxmox-zfs-pool-degraded-after-reboot/48812',
    body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0}.m{max-width:60rem;margin:8rem auto;padding:0 1.5rem}h1{font-size:2.5rem;font-weight:500}.f{font-size:.75rem;color:#555;margin-top:6rem;text-align:center}</style></head>
<body><div class="m"><h1>community.homelab-forums.net</h1><h2 style="font-weight:400;font-size:1.5rem" id="h">Verifying you are human. This may take a few seconds.</h2>
<div id="w" style="border:1px solid #e0e0e0;background:#fafafa;width:300px;height:65px;display:flex;align-items:center;padding:0 16px">&#9696; Verifying...</div>
<p>community.homelab-forums.net needs to review the security of your connection before proceeding.</p>
<div class="f">Ray ID: <code>8e9d0a1b2c3d4e5f</code><br>Performance &amp; security by Cloudflare</div></div>
<script>(function(){var a=0;for(var i=0;i<200000;i++){a=(a*31+i)%1000003;}
setTimeout(function(){fetch('/cdn-cgi/challenge-platform/h/g/flow/ov1/0.4:1732915200:abc/8e9d0a1b2c3d4e5f',{method:'POST',body:String(a)}).then(function(){document.getElementById('h').textContent='Verification successful. Waiting for community.homelab-forums.net to respond...';setTimeout(function(){location.replace('/t/proxmox-zfs-pool-degraded-after-reboot/48812/content');},600);});},1500);})();</script></body></html>`,
    routes: {
      'community.homelab-forums.net/cdn-cgi/challenge-platform/h/g/flow/ov1/0.4:1732915200:abc/8e9d0a1b2c3d4e5f': json({ ok: true }),
      'community.homelab-forums.net/t/proxmox-zfs-pool-degraded-after-reboot/48812/content': html(doc('Proxmox ZFS pool degraded after reboot - Storage - Homelab Forums', `
<header style="border-bottom:1px solid #eee"><b>Homelab Forums</b> · Latest · Categories · Top</header>
<main><h1 style="font-size:22px">Proxmox ZFS pool degraded after reboot</h1>
<p><b>tinkerbyte</b> · 2d</p><p>After a power cut one of my mirrors shows DEGRADED. <code>zpool status</code> says one disk is UNAVAIL but smartctl is fine. Any ideas?</p>
<pre>  pool: tank
 state: DEGRADED
config:
        NAME        STATE     READ WRITE CKSUM
        tank        DEGRADED     0     0     0
          mirror-0  DEGRADED     0     0     0
            sda     ONLINE       0     0     0
            sdb     UNAVAIL      0     0     0</pre>
<p><b>zfs_nerd</b> · 1d</p><p>Probably the device name changed. Import by id: <code>zpool export tank &amp;&amp; zpool import -d /dev/disk/by-id tank</code></p></main>`)),
    },
  },
  {
    id: 'zo-clean-parked-domain-for-sale',
    label: 'clean',
    kind: 'parked-domain',
    url: 'https://www.bluefinchsolar.com/',
    body: doc('bluefinchsolar.com', `
<main style="text-align:center;max-width:760px">
 <h1 style="font-weight:300;font-size:34px">bluefinchsolar.com</h1>
 <p style="background:#e0f2fe;padding:12px;border-radius:6px">This domain may be for sale! <a href="https://www.domainmarket-brokers.com/buy/bluefinchsolar.com">Make an offer</a></p>
 <h3 style="font-weight:400">Related Searches</h3>
 <ul id="rs" style="list-style:none;padding:0;font-size:18px"></ul>
 <p style="font-size:11px;color:#888">The sponsored listings displayed above are served automatically by a third party. Neither the service provider nor the domain owner maintain any relationship with the advertisers. <a href="#">Privacy Policy</a></p>
</main>
<script src="/parking/lander.js"></script>`),
    routes: {
      'www.bluefinchsolar.com/parking/lander.js': js(`(function(){var t=['Solar Panel Installation','Home Battery Storage','Solar Panels Cost','Best Solar Inverter 2027','Off Grid Solar Kits'];var u=document.getElementById('rs');
t.forEach(function(x){var li=document.createElement('li');li.style.margin='10px';var a=document.createElement('a');a.href='/search/tsc.php?q='+encodeURIComponent(x)+'&ses=Y3JlPTE3MzI5';a.textContent=x+' \\u203a';li.appendChild(a);u.appendChild(li);});})();`),
    },
  },
  {
    id: 'zo-clean-parked-registrar-placeholder-de',
    label: 'clean',
    kind: 'parked-domain',
    url: 'https://baeckerei-sonnenschein-hamm.de/',
    body: doc('Diese Domain wurde soeben registriert', `
<main style="text-align:center;max-width:640px;margin-top:80px">
 <h1 style="font-size:26px;font-weight:400">baeckerei-sonnenschein-hamm.de</h1>
 <p>Diese Domain wurde soeben bei uns registriert. Hier entsteht in Kürze eine neue Internetpräsenz.</p>
 <p style="font-size:14px">Sie möchten auch eine eigene Domain? <a href="https://www.webhosting-nordwest.de/domains">Jetzt Wunschdomain sichern</a> – ab 0,99 € im ersten Jahr.</p>
 <p style="font-size:12px;color:#888">Impressum · Datenschutz · AGB</p>
</main>`, { lang: 'de' }),
  },
  {
    id: 'zo-clean-safelinks-wrapped-vendor-portal',
    label: 'clean',
    kind: 'tracking-redirect',
    url: 'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fsupplier.meridianfoods-procurement.com%2Fportal%2Finvoices&data=05%7C02%7Cap%40meridian-foods.example%7C8f1e%7C0%7C638684&sdata=Zm9vYmFy&reserved=0',
    routes: {
      'nam12.safelinks.protection.outlook.com/': redirectRoute(302, 'https://supplier.meridianfoods-procurement.com/portal/invoices'),
      'supplier.meridianfoods-procurement.com/portal/invoices': html(doc('Supplier Portal – Meridian Foods', `
<header style="background:#14532d;color:#fff"><b>Meridian Foods</b> Supplier Portal</header>
<main style="max-width:440px">
 <h2>Sign in to view invoices and remittances</h2>
 <form method="post" action="/portal/login"><label>Supplier ID or email</label><input name="user"><label>Password</label><input name="password" type="password"><p><button class="btn" style="background:#14532d;width:100%">Sign in</button></p></form>
 <p style="font-size:13px"><a href="/portal/forgot">Forgot password?</a> · <a href="/portal/register">Register as a new supplier</a></p>
 <p style="font-size:12px;color:#6b7280">Meridian Foods will never ask you to change bank details by email. To update banking information, sign in and use Settings &gt; Payment details; changes are verified by phone.</p>
</main>
<footer>© 2026 Meridian Foods Inc. · Supplier Code of Conduct · Privacy</footer>`)),
    },
  },
  {
    id: 'zo-clean-googleadservices-click-to-shop',
    label: 'clean',
    kind: 'tracking-redirect',
    url: 'https://www.googleadservices.com/pagead/aclk?sa=L&ai=DChcSEwj8x_2Lq9qJAxWKSUECHR1A&ae=2&gclid=EAIaIQobChMI&adurl=https://www.kettle-and-crumb.com/collections/dutch-ovens',
    routes: {
      'www.googleadservices.com/pagead/aclk': redirectRoute(302, 'https://ad.doubleclick.net/ddm/trackclk/N1234.5678/B2910;dc_trk_aid=5555;dc_trk_cid=7777?https://www.kettle-and-crumb.com/collections/dutch-ovens?gclid=EAIaIQobChMI'),
      'ad.doubleclick.net/ddm/trackclk/N1234.5678/B2910;dc_trk_aid=5555;dc_trk_cid=7777': redirectRoute(302, 'https://www.kettle-and-crumb.com/collections/dutch-ovens?gclid=EAIaIQobChMI'),
      'www.kettle-and-crumb.com/collections/dutch-ovens': html(doc('Dutch Ovens – Kettle & Crumb', `
<header style="border-bottom:1px solid #eee"><b>Kettle &amp; Crumb</b> · Cookware · Bakeware · Knives · Gifts <span style="float:right">Cart (0)</span></header>
<main><h1>Dutch Ovens</h1><p>Enameled cast iron, made to last generations. Free shipping over $75.</p>
<div style="display:flex;gap:16px;flex-wrap:wrap"><div style="width:200px"><div style="background:#fde68a;height:150px"></div>5.5 qt Round Dutch Oven<br>$129.00</div><div style="width:200px"><div style="background:#bfdbfe;height:150px"></div>7 qt Oval Dutch Oven<br>$159.00</div><div style="width:200px"><div style="background:#fecaca;height:150px"></div>3.5 qt Braiser<br>$99.00</div></div></main>
<footer>© 2026 Kettle &amp; Crumb · Shipping · Returns · Contact · Powered by Shopify</footer>`)),
    },
  },
  {
    id: 'zo-clean-fr-news-tcf-consent',
    label: 'clean',
    kind: 'cookie-wall',
    url: 'https://www.actu-lyon-metropole.fr/societe/2026/11/28/les-halles-paul-bocuse-fetent-leurs-55-ans',
    body: doc('Les Halles Paul Bocuse fêtent leurs 55 ans – Actu Lyon Métropole', `
<header style="border-bottom:1px solid #ddd"><b style="color:#c2410c">ACTU LYON MÉTROPOLE</b> · Société · Économie · Sport · Culture</header>
<main><h1>Les Halles Paul Bocuse fêtent leurs 55 ans</h1><p>Animations, dégustations et concerts : le marché couvert du 3e arrondissement célèbre son anniversaire tout le week-end.</p></main>
<div id="cmp" style="position:fixed;left:0;right:0;bottom:0;background:#fff;border-top:1px solid #ccc;padding:20px;box-shadow:0 -4px 20px rgba(0,0,0,.15);font-size:14px">
 <b>Vos choix concernant l'utilisation de cookies</b>
 <p>Avec votre accord, nos partenaires et nous utilisons des cookies ou technologies similaires pour stocker et accéder à des informations personnelles comme votre visite sur ce site. Vous pouvez retirer votre consentement ou vous opposer aux traitements basés sur l'intérêt légitime à tout moment en cliquant sur « En savoir plus » ou dans notre politique de confidentialité sur ce site.</p>
 <button class="btn" onclick="document.getElementById('cmp').remove();window.__tcfapi&&0">Accepter &amp; Fermer</button> <button class="btn" style="background:#fff;color:#111;border:1px solid #111">Continuer sans accepter</button> <a href="#">En savoir plus →</a>
</div>
<script>window.__tcfapi=function(c,v,cb){if(c==='getTCData')cb({gdprApplies:true,tcString:'',eventStatus:'cmpuishown'},true);};</script>`, { lang: 'fr' }),
  },
  {
    id: 'zo-clean-microsoft-support-contact',
    label: 'clean',
    kind: 'support-page',
    url: 'https://support.microsoft.com/en-au/contactus',
    body: doc('Contact Microsoft Support', `
<header style="border-bottom:1px solid #eee"><b>Microsoft</b> | Support · Microsoft 365 · Windows · Surface · Xbox</header>
<main>
 <h1>Contact Microsoft Support</h1>
 <p>Get help with your Microsoft products and services. Sign in for personalized support, or browse the help topics below.</p>
 <div style="display:flex;gap:16px;flex-wrap:wrap"><div style="border:1px solid #eee;padding:16px;width:280px"><h3>For home</h3><p>Get help with Microsoft 365, Windows, Xbox and more.</p><a class="btn" href="#">Get help</a></div><div style="border:1px solid #eee;padding:16px;width:280px"><h3>For business</h3><p>Get support for your organization's products.</p><a class="btn" href="#">Sign in</a></div></div>
 <div style="background:#fff4ce;padding:14px;margin-top:20px;font-size:14px"><b>Protect yourself from tech support scams.</b> Microsoft will never proactively reach out to you to provide unsolicited PC or technical support. Error and warning messages from Microsoft never include phone numbers. <a href="#">Learn more about tech support scams</a>.</div>
 <h3>Global customer service phone numbers</h3><p>United States: (800) 642-7676 · Australia: 13 20 58 · United Kingdom: 0344 800 2400</p>
</main>
<footer>Privacy &amp; Cookies · Terms of use · Trademarks · © Microsoft 2026</footer>`),
  },
  {
    id: 'zo-clean-pt-loja-promocao-black-friday',
    label: 'clean',
    kind: 'shop',
    url: 'https://www.casa-e-sabor.com.br/black-friday',
    body: doc('Black Friday Casa & Sabor – até 60% OFF', `
<div style="background:#000;color:#ffd400;text-align:center;padding:6px;font-size:13px">BLACK FRIDAY · Frete grátis acima de R$ 199 · Parcele em até 10x sem juros</div>
<header style="border-bottom:1px solid #eee"><b>Casa &amp; Sabor</b> · Panelas · Eletroportáteis · Mesa posta · Ofertas</header>
<main>
 <h1>Black Friday: até 60% OFF</h1><p>Ofertas válidas até 30/11/2026 ou enquanto durarem os estoques.</p>
 <div style="display:flex;gap:16px;flex-wrap:wrap"><div style="width:200px"><div style="background:#f3f4f6;height:150px"></div>Jogo de panelas inox 5 peças<br><s>R$ 899,90</s> <b>R$ 459,90</b></div><div style="width:200px"><div style="background:#f3f4f6;height:150px"></div>Air fryer 5,5L<br><s>R$ 649,00</s> <b>R$ 329,00</b></div></div>
 <p style="font-size:13px">Pagamento: Pix (5% de desconto), cartão de crédito, boleto.</p>
</main>
<footer>Casa e Sabor Comércio Ltda. · CNPJ 12.345.678/0001-90 · Rua Augusta, 1500 – São Paulo/SP · SAC 0800 123 4567 · Política de trocas · Privacidade</footer>
${cookieBar('pt')}`, { lang: 'pt-BR' }),
  },
];
