import { type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { css, dotIcon, logos, shell } from '../parts/yt-kit.js';

/** Everyday legitimate pages around a health plan: telehealth waiting room, status page, job ads, a hospital donation form, a dapp and a crypto-IRA sign-in, an intranet tool, premium payment, a licensed Medicare broker. */


const status = shell({
  title: 'Availity Status',
  favicon: dotIcon('#e0662c'),
  css: `body{margin:0;font-family:-apple-system,Arial;background:#fafafa;color:#333}.w{max-width:820px;margin:30px auto;padding:0 16px}.ok{background:#2fcc66;color:#fff;padding:14px;border-radius:4px;font-weight:bold}
.c{display:flex;justify-content:space-between;background:#fff;border:1px solid #e5e5e5;padding:12px 16px;margin-top:-1px}.g{color:#2fcc66}.y{color:#f1c40f}.inc{background:#fff;border:1px solid #e5e5e5;padding:14px;margin-top:20px}`,
  body: `<div class="w">${logos.availity}<div class="ok" style="margin-top:16px">Minor service disruption</div>
<div class="c"><span>Essentials Portal</span><span class="g">Operational</span></div><div class="c"><span>Claims (837) submission</span><span class="g">Operational</span></div>
<div class="c"><span>Eligibility & Benefits (270/271)</span><span class="y">Degraded performance</span></div><div class="c"><span>Remittance (835) delivery</span><span class="g">Operational</span></div><div class="c"><span>Authorizations & Referrals</span><span class="g">Operational</span></div>
<div class="inc"><b>Eligibility response delays for one payer</b><br><small>Nov 18, 09:12 EST</small><p>Monitoring — Responses for one regional payer are taking longer than usual. Requests are queued and will complete; no resubmission is needed.</p></div>
<p style="font-size:13px"><a href="/history">Incident history</a> · Subscribe to updates</p></div>`,
});

const job = shell({
  title: 'Benefits Analyst - Remote | UnitedHealth Group Careers',
  favicon: dotIcon('#002677'),
  css: `body{margin:0;font-family:Arial;color:#222}.h{padding:14px 28px;border-bottom:1px solid #ddd}.w{max-width:820px;margin:24px auto;padding:0 20px}.apply{background:#002677;color:#fff;padding:12px 24px;border-radius:24px;text-decoration:none;display:inline-block}.m{color:#555;font-size:14px}`,
  body: `<div class="h"><b style="color:#002677">UnitedHealth Group</b> Careers</div>
<div class="w"><h1>Benefits Analyst — Remote</h1><p class="m">Requisition 2298471 · Minnetonka, MN or Remote (US) · Full time · Posted November 10, 2025</p>
<p>Optum's benefits operations team configures and tests plan benefits for employer groups. You'll translate benefit summaries into claim-system configuration and resolve discrepancies with account managers.</p>
<h2>Required qualifications</h2><ul><li>2+ years of health plan benefits, claims or configuration experience</li><li>Intermediate Excel</li><li>High school diploma or GED</li></ul>
<h2>Pay and benefits</h2><p>The salary range for this role is $56,000 to $100,000 annually based on full-time employment. Comprehensive benefits package, incentive and recognition programs, 401k contribution.</p>
<p class="m">UnitedHealth Group will never ask you to pay for equipment, deposit checks, or interview only by text message or Telegram. Official recruiter emails come from @uhg.com or @optum.com.</p>
<a class="apply" href="https://careers.unitedhealthgroup.com/apply/2298471">Apply now</a></div>`,
});

const jobEs = shell({
  title: 'Representante bilingüe de servicio al cliente (español) | Humana Careers',
  lang: 'es',
  favicon: dotIcon('#78be20'),
  css: `body{margin:0;font-family:Arial;color:#222}.h{padding:14px 28px;border-bottom:3px solid #78be20}.w{max-width:820px;margin:24px auto;padding:0 20px}.apply{background:#00a0af;color:#fff;padding:12px 24px;border-radius:4px;text-decoration:none;display:inline-block}`,
  body: `<div class="h">${logos.humana}</div>
<div class="w"><h1>Representante bilingüe de servicio al cliente — Medicare (remoto)</h1><p>R-371204 · San Antonio, TX o remoto · Tiempo completo</p>
<p>Ayude a nuestros miembros de Medicare Advantage a entender sus beneficios, reclamaciones y tarjetas de identificación por teléfono, en inglés y español.</p>
<h2>Requisitos</h2><ul><li>Dominio del inglés y el español</li><li>1 año de experiencia en servicio al cliente</li><li>Internet de alta velocidad en casa</li></ul>
<p>Salario: $18.50 – $21.00 por hora. Humana proporciona el equipo de cómputo; nunca le pediremos que compre equipo ni que deposite cheques.</p>
<a class="apply" href="https://careers.humana.com/apply/R-371204">Postularse</a></div>`,
});

const donate = shell({
  title: "Give to Children's Minnesota Foundation",
  favicon: dotIcon('#00a3ad'),
  css: `body{margin:0;font-family:Georgia,serif;background:#f4fbfb;color:#1f2d3d}.w{max-width:560px;margin:30px auto;background:#fff;border-radius:10px;padding:28px;font-family:Arial}.amt{display:flex;gap:8px;flex-wrap:wrap}.amt button{flex:1;padding:12px;border:2px solid #00a3ad;background:#fff;border-radius:6px;font-size:16px}
input{width:100%;box-sizing:border-box;padding:10px;margin:5px 0;border:1px solid #bbb;border-radius:6px}.g{width:100%;margin-top:14px;padding:14px;background:#00a3ad;color:#fff;border:0;border-radius:6px;font-size:17px}`,
  body: `<div class="w"><h1 style="font-family:Georgia">Help kids get the care they need</h1><p>Your gift supports the NICU, mental health services and family programs at Children's Minnesota. Children's Minnesota Foundation is a 501(c)(3) nonprofit (EIN 41-1474960); gifts are tax-deductible.</p>
<div class="amt"><button>$25</button><button>$50</button><button>$100</button><button>$250</button><button>Other</button></div>
<p><label><input type="checkbox" style="width:auto"> Make this a monthly gift</label></p>
<input placeholder="First name"><input placeholder="Last name"><input placeholder="Email"><input placeholder="Card number" autocomplete="cc-number"><input placeholder="MM/YY" autocomplete="cc-exp"><input placeholder="CVC" autocomplete="cc-csc">
<button class="g">Donate</button><p style="font-size:12px;color:#666">Payments processed securely. Questions? Call 612-813-6916.</p></div>`,
});

const cryptoIra = shell({
  title: 'Log In | iTrustCapital',
  favicon: dotIcon('#1f3b73'),
  css: css.portal + `.btn{background:#1f3b73;border-radius:6px}`,
  body: `<div class="top"><b style="color:#1f3b73;font-size:20px">iTrustCapital</b><a href="https://www.itrustcapital.com/">Home</a></div>
<div class="card"><h1>Log in</h1><p class="sub">Crypto and precious metals IRAs.</p>
<form method="post" action="/api/auth/login"><label>Email</label><input type="email" name="email"><label>Password</label><input type="password" name="password"><button class="btn">Log in</button></form>
<div class="links"><a href="/forgot-password">Forgot password?</a><a href="/signup">Open an account</a></div>
<p style="font-size:12px;color:#666">We will never ask for a seed phrase or ask you to send crypto to "verify" your account. Investments in digital assets are speculative and not FDIC insured.</p></div>`,
});

const broker = shell({
  title: 'Compare 2026 Medicare Advantage Plans | eHealth',
  favicon: dotIcon('#0d6efd'),
  css: css.shop + `.cta{display:inline-block;background:#0d6efd;color:#fff;padding:14px 24px;border-radius:8px;text-decoration:none;font-size:18px}.disc{font-size:11px;color:#6b7280;max-width:900px;margin:20px auto;padding:0 32px}`,
  body: `<nav><b style="color:#0d6efd;font-size:22px">eHealth</b><span>Licensed agents: <a href="tel:+18442344071">1-844-234-4071</a> (TTY 711) · Mon–Fri 8am–8pm ET</span></nav>
<div class="hero"><h1>Compare 2026 Medicare Advantage plans in your area</h1><p>Enter your ZIP code to see plans, premiums, drug costs and extra benefits like dental, vision and over-the-counter allowances.</p>
<p><input placeholder="ZIP code" style="padding:12px;font-size:18px;width:160px"> <a class="cta" href="/medicare/plans">Find plans</a></p></div>
<div class="grid"><div class="p"><h3>Understand OTC allowances</h3><p>Some plans include a quarterly allowance for over-the-counter items. Amounts vary by plan and aren't cash — beware of ads promising "$900 flex cards for everyone".</p></div>
<div class="p"><h3>Part B giveback</h3><p>A small number of plans reduce your Part B premium. It's a plan feature, not a government bonus, and it isn't available everywhere.</p></div></div>
<p class="disc">eHealth Insurance Services, Inc. is a licensed health insurance agency. We do not offer every plan available in your area. Currently we represent 42 organizations which offer 4,312 products nationwide. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options. Not connected with or endorsed by the U.S. government or the federal Medicare program.</p>`,
});

export const entries: Entry[] = [
{
  id: 'yt-clean-availity-status-page',
  label: 'clean',
  kind: 'status-page',
  url: 'https://status.availity.com/?utm_source=essentials-banner',
  body: status,
},
{
  id: 'yt-clean-uhg-benefits-analyst-job',
  label: 'clean',
  kind: 'job-ad',
  url: 'https://careers.unitedhealthgroup.com/job/2298471/benefits-analyst-remote/',
  body: job,
},
{
  id: 'yt-clean-humana-bilingual-rep-job-es',
  label: 'clean',
  kind: 'job-ad',
  url: 'https://careers.humana.com/es/job/R-371204/representante-bilingue-servicio-cliente',
  body: jobEs,
},
{
  id: 'yt-clean-childrens-foundation-donate',
  label: 'clean',
  kind: 'donation-page',
  url: 'https://give.childrensmn.org/donate/nicu-2025',
  body: donate,
},
{
  id: 'yt-clean-itrustcapital-login',
  label: 'clean',
  kind: 'crypto-ira-login',
  url: 'https://app.itrustcapital.com/login?next=%2Fdashboard%2Fira',
  body: cryptoIra,
},
{
  id: 'yt-clean-ehealth-medicare-advantage-compare',
  label: 'clean',
  kind: 'licensed-broker-landing',
  url: 'https://www.ehealthinsurance.com/medicare/advantage-plans/compare-2026',
  body: broker,
},
];
