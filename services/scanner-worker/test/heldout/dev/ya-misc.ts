import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, pngRoute } from '../parts/e-bin.js';
import { page, appCss, badge, wordmark, baseSiteCss, siteShell, govukCss, govukHeader, govukFooter, cookieBanner, charCodes } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-bitly-shortlink-to-govuk-guidance',
  label: 'clean',
  kind: 'shortener-benign',
  url: 'https://bit.ly/3Kx9WqL',
  routes: {
    'bit.ly/3Kx9WqL': redirectRoute(301, 'https://www.gov.uk/guidance/check-if-youre-eligible-for-the-employment-allowance'),
    'www.gov.uk/guidance/check-if-youre-eligible-for-the-employment-allowance': htmlRoute(page({
      title: "Check if you're eligible for the Employment Allowance - GOV.UK",
      css: govukCss,
      body: `${govukHeader()}
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main-content">
<span class="govuk-caption-l">Guidance · HM Revenue &amp; Customs</span>
<h1 class="govuk-heading-xl">Check if you're eligible for the Employment Allowance</h1>
<p class="govuk-body-l">Find out if you can reduce your employers' Class 1 National Insurance liability by up to £10,500.</p>
<p class="govuk-body">Employment Allowance allows eligible employers to reduce their annual National Insurance liability. You'll pay less employers' Class 1 National Insurance each time you run your payroll until the £10,500 has gone or the tax year ends.</p>
<h2 class="govuk-heading-m">Who can claim</h2>
<p class="govuk-body">You can claim if you're a business or charity (including community amateur sports clubs) and your employers' Class 1 National Insurance liabilities were less than £100,000 in the previous tax year.</p>
<h2 class="govuk-heading-m">How to claim</h2>
<p class="govuk-body">You claim through your payroll software when you send your Employment Payment Summary (EPS) to HMRC. You do not need to fill in a separate form or pay any fee.</p>
</main></div>${govukFooter()}`,
    })),
  },
},
{
  id: 'ya-nest-employer-pension-login-own-domain',
  label: 'clean',
  kind: 'investment-own-domain',
  url: 'https://www.nestpensions.org.uk/schemeweb/NestWeb/public/login/employerLogin.html',
  body: page({
    title: 'Log in – Employers | Nest Pensions',
    css: appCss('#3c1053', '#f6f3f8') + `.info{font-size:13px;background:#f6f3f8;border-radius:6px;padding:10px 12px;margin-top:16px}`,
    body: `<div class="wrap"><main class="panel">
${wordmark('NEST', '#3c1053', { size: 30, weight: 800 })}
<h1>Employer log in</h1>
<p class="sub">Manage workplace pension contributions for your staff.</p>
<form method="post" action="/schemeweb/NestWeb/public/login/employerLogin.html">
<input type="hidden" name="org.apache.struts.taglib.html.TOKEN" value="c8f1e2a94b7d3e6f0a5b9c2d8e1f4a7b">
<label>User ID</label><input type="text" name="userId" autocomplete="username" required>
<label>Password</label><input type="password" name="password" autocomplete="current-password" required>
<button class="btn">Log in</button></form>
<div class="alt"><a href="/schemeweb/NestWeb/public/forgottenUserId.html">Forgotten user ID</a> · <a href="/schemeweb/NestWeb/public/forgottenPassword.html">Forgotten password</a></div>
<div class="info">Nest will never contact you offering to move your pension, release it early or invest it in something with "guaranteed returns". <a href="https://www.nestpensions.org.uk/schemeweb/nest/aboutnest/staying-safe.html">Staying safe from scams</a></div>
<div class="foot">National Employment Savings Trust · Regulated by The Pensions Regulator</div>
</main></div>`,
  }),
},
{
  id: 'ya-crowdfunding-pub-investment-own-domain',
  label: 'clean',
  kind: 'investment-own-domain',
  url: 'https://www.crowdcube.com/companies/the-drovers-rest/pitches/bYVq2a',
  body: page({
    title: 'The Drovers Rest – Community pub & brewery | Crowdcube',
    css: baseSiteCss + `.risk{background:#fff7ed;border:1px solid #fdba74;border-radius:8px;padding:14px 18px;font-size:14px}.stat{display:flex;gap:24px;flex-wrap:wrap;margin:18px 0}.stat div b{display:block;font-size:22px}.prog{height:8px;background:#e5e7eb;border-radius:4px;overflow:hidden}.prog i{display:block;height:100%;width:64%;background:#16a34a}`,
    body: `<div class="risk" style="border-radius:0;border-left:0;border-right:0"><b>Don't invest unless you're prepared to lose all the money you invest.</b> This is a high-risk investment and you are unlikely to be protected if something goes wrong. <a href="/risk-warning">Take 2 mins to learn more</a>.</div>
<header style="padding:14px 24px;border-bottom:1px solid #eee"><b style="font-size:20px">Crowdcube</b></header>
<section class="container" style="padding:30px 20px;max-width:860px">
<h1>The Drovers Rest</h1><p class="muted">Community-owned pub and microbrewery in Keswick, Cumbria, raising to build a second taproom.</p>
<div class="prog"><i></i></div>
<div class="stat"><div><b>£192,340</b>raised of £300,000</div><div><b>418</b>investors</div><div><b>£8.2m</b>pre-money valuation</div><div><b>12 days</b>left</div></div>
<p>Minimum investment £10. Shares are illiquid and you may not be able to sell them. Dividends are rare. Tax relief under EIS depends on individual circumstances and may change.</p>
<p><a class="btn" style="background:#16a34a;color:#fff" href="/companies/the-drovers-rest/pitches/bYVq2a/invest">Invest</a> <a class="btn" style="border:1px solid #d1d5db" href="/companies/the-drovers-rest/pitches/bYVq2a/documents">Key Investment Information Sheet</a></p>
<p class="small muted">Crowdcube Capital Ltd is authorised and regulated by the Financial Conduct Authority (No. 650205).</p></section>`,
  }),
},
{
  id: 'ya-legacy-site-email-docwrite-obfuscation',
  label: 'clean',
  kind: 'legacy-encoded-benign',
  url: 'https://www.kinnegadinteriors.ie/contact.htm',
  body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><title>Kinnegad Interiors - Contact Us</title>
<style type="text/css">body{font-family:Verdana,Arial,sans-serif;font-size:12px;background:#e9e4d8;margin:0}#wrap{width:780px;margin:0 auto;background:#fff;border:1px solid #b8ad94}#hdr{background:#5b4a2f;color:#f4ecd8;padding:18px;font-size:22px;font-family:Georgia,serif}#nav{background:#8a7650;padding:6px 18px}#nav a{color:#fff;margin-right:16px;text-decoration:none;font-weight:bold}#body{padding:18px}td{font-size:12px;vertical-align:top;padding:4px}</style>
<script type="text/javascript">
<!--
// Spam-protected email address - do not edit
function hideEmail(){var c=[${charCodes('<a href="mailto:sales@kinnegadinteriors.ie">sales@kinnegadinteriors.ie</a>')}];var s='';for(var i=0;i<c.length;i++)s+=String.fromCharCode(c[i]);document.write(s);}
//-->
</script>
</head><body><div id="wrap"><div id="hdr">Kinnegad Interiors</div>
<div id="nav"><a href="index.htm">Home</a><a href="kitchens.htm">Kitchens</a><a href="wardrobes.htm">Wardrobes</a><a href="gallery.htm">Gallery</a><a href="contact.htm">Contact</a></div>
<div id="body"><h2>Contact Us</h2>
<table><tr><td width="160"><b>Showroom:</b></td><td>Main Street, Kinnegad, Co. Westmeath</td></tr>
<tr><td><b>Phone:</b></td><td>(044) 937 5122</td></tr><tr><td><b>Mobile:</b></td><td>087 241 7730</td></tr>
<tr><td><b>Email:</b></td><td><script type="text/javascript">hideEmail();</script><noscript>sales [at] kinnegadinteriors [dot] ie</noscript></td></tr>
<tr><td><b>Opening hours:</b></td><td>Mon-Fri 9.00-5.30, Sat 10.00-4.00</td></tr></table>
<p>Please note: we will never change our bank details by email. If you receive an email asking you to pay a deposit into a different account, please ring the showroom first.</p>
<p style="color:#888">&copy; 2009-2025 Kinnegad Interiors. Site by WestWeb Design.</p></div></div></body></html>`,
},
{
  id: 'ya-ai-trading-business-reserves-scam',
  label: 'scam',
  kind: 'investment-scam',
  url: 'https://quantumreserve-ai.co/uk/business/?utm_source=fb&utm_campaign=sme_cashflow',
  body: page({
    title: 'QuantumReserve AI – Put your idle business cash to work | Up to 3.2% daily',
    css: baseSiteCss + `.hero{background:linear-gradient(135deg,#0f172a,#1e3a8a);color:#fff}.hero h1{color:#fff;font-size:40px}.form{background:#fff;color:#111;border-radius:12px;padding:22px;max-width:380px}.form input{width:100%;padding:11px;border:1px solid #d1d5db;border-radius:6px;margin:6px 0}.t{display:flex;gap:14px;flex-wrap:wrap}.t .card{flex:1;min-width:220px}.press{display:flex;gap:26px;opacity:.7;font-weight:800;font-size:18px;flex-wrap:wrap}`,
    body: `<section class="hero"><div class="container" style="display:flex;gap:40px;flex-wrap:wrap;align-items:center">
<div style="flex:1;min-width:300px"><h1>Your business reserves could be earning £1,200+ a week</h1><p>QuantumReserve's AI trading engine moves idle company cash between FX, gold and Bitcoin 24/7. UK directors are using it to beat inflation and fund payroll. Minimum deposit £250. <b>Fully automated, no experience needed.</b></p>
<div class="press"><span>BBC</span><span>The Times</span><span>Dragons' Den</span><span>Forbes</span></div>
<p class="small" style="opacity:.8">As featured in a special report with Martin Lewis and Steven Bartlett.</p></div>
<form class="form" method="post" action="/uk/business/lead.php"><h3 style="margin-top:0">Open your business account</h3>
<input name="first" placeholder="First name" required><input name="last" placeholder="Last name" required><input name="email" type="email" placeholder="Business email" required><input name="phone" type="tel" placeholder="+44 mobile" required>
<button class="btn" style="background:#f59e0b;color:#111;width:100%">Start earning now</button><p class="small muted">A personal account manager will call you within 15 minutes to activate your account.</p></form></div></section>
<section class="container" style="padding:30px 20px"><h2>Results from UK business owners</h2><div class="t">
<div class="card"><b>Gareth, plumbing firm, Swansea</b><p class="small">"Deposited £2,000 of the VAT money on Monday. By Friday the balance was £7,460. Withdrew to pay the quarter and left the rest running."</p></div>
<div class="card"><b>Niamh, café owner, Belfast</b><p class="small">"I was sceptical but my account manager Daniel walked me through everything. £31,000 profit in six weeks."</p></div>
<div class="card"><b>Priya, bookkeeper, Leicester</b><p class="small">"I now recommend it to all my clients with spare cash."</p></div></div>
<p class="small muted" style="margin-top:30px">Risk disclaimer: Trading involves risk. Past performance is not indicative of future results. Testimonials are illustrative.</p></section>`,
  }),
  routes: { 'quantumreserve-ai.co/uk/business/lead.php': redirectRoute(302, 'https://quantumreserve-ai.co/uk/business/thanks.html') },
},
{
  id: 'ya-review-extortion-one-star-campaign',
  label: 'scam',
  kind: 'extortion-scam',
  url: 'https://reputation-resolution-desk.com/case/BRK-4471/',
  body: page({
    title: 'Reputation Resolution – Case BRK-4471',
    css: `body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f4f5;color:#18181b}
.c{max-width:640px;margin:30px auto;background:#fff;border-radius:8px;padding:28px 32px;border-top:5px solid #b91c1c}
.stars{color:#f59e0b;font-size:22px}.r{border:1px solid #e4e4e7;border-radius:6px;padding:12px;margin:10px 0;font-size:14px}
.pay{background:#fef2f2;border:1px solid #fecaca;border-radius:6px;padding:14px;font-size:14px}
.addr{font-family:monospace;background:#18181b;color:#fafafa;padding:8px;border-radius:4px;word-break:break-all}`,
    body: `<div class="c">
<h2 style="margin-top:0">Notice to the owner of Brightside Catering Co.</h2>
<p>Our team has prepared <b>60 one-star reviews</b> from verified local accounts for your Google Business Profile, Tripadvisor and Facebook page. Examples of the reviews scheduled for publication:</p>
<div class="r"><span class="stars">★☆☆☆☆</span><br>"Got food poisoning after the office lunch, three of us off work for days. Avoid."</div>
<div class="r"><span class="stars">★☆☆☆☆</span><br>"Found hair in the sandwiches and the owner was rude when we complained."</div>
<p>Publication begins in <b id="cd">47:59:59</b>. Your rating will fall below 2.0 and you will disappear from local search. This can be avoided.</p>
<div class="pay"><b>Cancellation fee: 0.015 BTC (approx. A$1,500)</b><br>Send to:<div class="addr">bc1qxz7r2n4v6m8k0j2h4g6f8d0s2a4p6o8i0u2y4t</div>Enter your transaction ID below. Once confirmed, the campaign is cancelled permanently and we will not contact you again. Contacting the police or Google will cause immediate publication.</div>
<form method="post" action="/case/BRK-4471/confirm" style="margin-top:14px"><input name="txid" placeholder="Transaction ID" style="width:100%;padding:10px;box-sizing:border-box;border:1px solid #a1a1aa;border-radius:4px"><button style="margin-top:10px;background:#b91c1c;color:#fff;border:0;padding:10px 22px;border-radius:4px;cursor:pointer">Confirm payment</button></form>
</div>
<script>var t=Date.now()+172799e3;setInterval(function(){var s=Math.max(0,(t-Date.now())/1e3|0);document.getElementById('cd').textContent=[s/3600|0,(s%3600)/60|0,s%60].map(function(n){return String(n).padStart(2,'0')}).join(':')},1e3);</script>`,
  }),
},
];
