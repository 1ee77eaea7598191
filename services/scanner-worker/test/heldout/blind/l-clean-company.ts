import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/l-kit.js';

// The company's own SSO, intranet, HR and IT pages, plus its security-awareness provider.

const intraCss = `body{margin:0;font-family:"Segoe UI",Arial;background:#f4f6f8;color:#1f2a33}header{background:#003a5d;color:#fff;display:flex;align-items:center;gap:24px;padding:0 24px;height:56px}header a{color:#cfe3ef;text-decoration:none;font-size:14px}header b{font-size:18px}.w{max-width:980px;margin:24px auto;display:grid;grid-template-columns:2fr 1fr;gap:20px}.p{background:#fff;border-radius:6px;padding:20px}h1{font-size:24px}.tag{display:inline-block;background:#e3f1f8;color:#005a8c;font-size:12px;padding:2px 8px;border-radius:10px}footer{text-align:center;font-size:12px;color:#6b7780;padding:24px}`;
const intraHead = (active: string) => `<header><b>KestrelNet</b><a href="/">Home</a><a href="/news/">News</a><a href="/hr/">HR &amp; People</a><a href="/it/">IT Services</a><a href="/sites/">Sites &amp; Depots</a><span style="margin-left:auto;font-size:13px">${active}</span></header>`;

export const entries: Entry[] = [
{
  id: 'l-clean-security-awareness-training-module',
  label: 'clean',
  kind: 'security-training',
  url: 'https://training.knowbe4.com/ui/kmsat/learner/modules/enrollment/84421977/kestrel',
  routes: {
    'training.knowbe4.com/ui/kmsat/learner/modules/enrollment/84421977/kestrel': htmlRoute(page({
      title: 'Spot the Phish: Credential Harvesting – Training',
      css: `body{margin:0;font-family:Lato,Arial;background:#f5f7fa;color:#1d2630}.top{background:#fff;border-bottom:1px solid #e2e6ea;padding:12px 24px;display:flex;justify-content:space-between}.c{max-width:860px;margin:24px auto;background:#fff;border-radius:8px;padding:28px}.ex{border:1px solid #d0d7de;border-radius:6px;margin:16px 0;overflow:hidden}.ex .h{background:#f0f2f4;padding:8px 12px;font-size:13px}.ex .b{padding:14px;font-size:14px}.flag{background:#fff3cd;border-left:4px solid #e0a800;padding:8px 12px;font-size:13px;margin-top:8px}.nx{background:#ff6a13;color:#fff;border:0;padding:10px 22px;border-radius:4px}`,
      body: `<div class="top"><b>Kestrel Freight Group · Security Awareness Training</b><span>Module 3 of 5 &middot; 62%</span></div><div class="c"><h1>Spot the Phish: Credential Harvesting</h1><p>Below are three real-world examples (defanged) that reached employees in 2026. Look at each and decide what gives it away.</p>
<div class="ex"><div class="h">From: Microsoft 365 &lt;no-reply@m365-mailbox-notice[.]com&gt; · Subject: Mailbox storage 98% full</div><div class="b">Your mailbox has exceeded its storage limit. Incoming messages will be deleted after 48 hours. <u>Release pending messages</u></div></div>
<div class="flag">&#128681; Sender domain is not microsoft.com · urgency and threat of deletion · the link goes to <code>webmail-quota.mailcenter-upgrade[.]com</code>.</div>
<div class="ex"><div class="h">From: HR Department &lt;hr@kestrel-freight-hr[.]com&gt; · Subject: 2027 Salary Adjustment – Action Required</div><div class="b">Please review your compensation letter and acknowledge before Dec 3. <u>View letter</u> (sign in with your corporate account)</div></div>
<div class="flag">&#128681; Lookalike domain · our HR letters are only in Workday · asks you to sign in from an email link.</div>
<div class="ex"><div class="h">From: DocuSign via Brightline &lt;dse@docusign[.]net&gt; · Subject: Please DocuSign: MSA Amendment</div><div class="b">Mark Hollis sent you a document to review and sign. <u>REVIEW DOCUMENT</u></div></div>
<div class="flag">&#9989; This one was legitimate: the sender is DocuSign's real domain, the envelope was expected, and the link opened eu.docusign.net without asking for an email password.</div>
<p><b>Quiz:</b> Which of these should you report with the Phish Alert Button?</p><p><label><input type="checkbox"> Example 1</label><br><label><input type="checkbox"> Example 2</label><br><label><input type="checkbox"> Example 3</label></p><button class="nx">Submit answer</button></div>`,
    })),
  },
},
{
  id: 'l-clean-company-careers-job-posting-pl',
  label: 'clean',
  kind: 'company-site',
  url: 'https://www.kestrel-freight.com/pl/kariera/specjalista-ds-celnych-gdynia',
  routes: {
    'www.kestrel-freight.com/pl/kariera/specjalista-ds-celnych-gdynia': htmlRoute(page({
      lang: 'pl',
      title: 'Specjalista ds. celnych – Gdynia | Kestrel Freight Group',
      head: dataLayer('G-KFG2026PL1'),
      css: `body{margin:0;font-family:Arial;color:#1f2a33}nav{background:#003a5d;padding:16px 30px;color:#fff}nav a{color:#fff;margin-right:18px;text-decoration:none}.c{max-width:820px;margin:30px auto;padding:0 20px;line-height:1.6}.b{background:#f39200;color:#fff;padding:12px 24px;text-decoration:none;border-radius:4px}`,
      body: `<nav><b>KESTREL FREIGHT</b> &nbsp; <a href="/pl/">Usługi</a><a href="/pl/lokalizacje">Lokalizacje</a><a href="/pl/kariera">Kariera</a><a href="/pl/kontakt">Kontakt</a></nav><div class="c"><h1>Specjalista ds. celnych (k/m)</h1><p><b>Gdynia · pełny etat · umowa o pracę</b></p><h3>Twoje zadania</h3><ul><li>przygotowywanie zgłoszeń celnych w systemie AIS/PLANET</li><li>kontakt z agencjami celnymi i klientami</li><li>kontrola dokumentów T1, EX1</li></ul><h3>Oferujemy</h3><ul><li>prywatną opiekę medyczną</li><li>kartę Multisport</li><li>szkolenia językowe</li></ul><p><a class="b" href="https://kestrelfreight.wd3.myworkdayjobs.com/pl-PL/Careers/job/Gdynia/Specjalista-ds-celnych_R-10472">Aplikuj przez Workday</a></p><p style="font-size:12px;color:#666">Administratorem danych osobowych jest Kestrel Freight Group Polska Sp. z o.o.</p></div>${cookieBar('pl')}`,
    })),
  },
},
{
  id: 'l-clean-company-it-status-mfa-rollout-cs',
  label: 'clean',
  kind: 'intranet',
  url: 'https://intranet.kestrel-freight.com/it/cs/zavedeni-mfa-prostejov',
  routes: {
    'intranet.kestrel-freight.com/it/cs/zavedeni-mfa-prostejov': htmlRoute(page({
      lang: 'cs',
      title: 'Zavedení vícefaktorového ověření – pobočka Prostějov',
      css: intraCss,
      body: `${intraHead('Pobočka Prostějov')}<div class="w"><div class="p"><span class="tag">IT</span><h1>Zavedení vícefaktorového ověřování (MFA) od 7. prosince</h1><p>Od pondělí 7. prosince budou všichni zaměstnanci pobočky Prostějov při přihlášení k Microsoft 365 používat aplikaci Microsoft Authenticator.</p><ol><li>Nainstalujte si Microsoft Authenticator z Google Play nebo App Store.</li><li>Na počítači otevřete <b>https://aka.ms/mfasetup</b> (přesměruje vás na mysignins.microsoft.com).</li><li>Naskenujte QR kód a potvrďte oznámení.</li></ol><p><b>Důležité:</b> IT oddělení vás nikdy nepožádá o heslo e-mailem ani telefonem a QR kódy pro registraci nikdy neposíláme poštou.</p><p>Pomoc: helpdesk linka 4400 nebo osobně v kanceláři IT (budova B, 1. patro).</p></div><div class="p"><h3>Aktuality</h3><p style="font-size:14px">Vánoční večírek 18. 12.<br>Nová směnová tabulka sklad</p></div></div><footer>Kestrel Freight Group CZ s.r.o.</footer>`,
    })),
  },
},
];
