/**
 * yi- scam-advice pages the volunteers point callers to: they quote scam texts, phone scripts,
 * malicious commands and wallet requests, and are themselves harmless.
 */
import { type Entry } from '../entry.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clean-ageuk-scams-hi-mum-safe-account-advice',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://www.ageuk.org.uk/information-advice/money-legal/scams-fraud/phone-text-scams/?utm_medium=print',
  body: doc({
    title: 'Phone and text scams | Age UK',
    css: articleCss('#3e1f6a') + `.sms{font-style:normal}`,
    body: `<header class="site-header"><a class="brand" href="https://www.ageuk.org.uk/">Age UK</a><nav><a href="/information-advice/">Information &amp; advice</a><a href="/get-involved/">Get involved</a><a href="/donate/">Donate</a></nav></header>
<main><h1>Phone and text scams</h1><p class="meta">Last updated 3 February · Reviewed by our Information and Advice team</p>
<p>Scammers often pretend to be a family member, your bank or a government department. Here are some of the messages our advisers hear about most.</p>
<h2>“Hi Mum” messages</h2><div class="sms">Hi Mum, I've dropped my phone down the toilet 🙈 this is my new number. Can you pay a bill for me? I'll pay you back tomorrow x</div>
<p>If you get a message like this, call your son or daughter on the number you already have for them. Don’t reply or send money until you’ve spoken to them.</p>
<h2>Bank “fraud team” calls</h2><blockquote>“We’ve noticed suspicious activity on your account. To keep your money safe, you need to move it to a safe account. Don’t tell the branch staff.”</blockquote>
<p>Your bank will <b>never</b> ask you to move money to keep it safe, or ask you to withdraw cash for a courier to collect.</p>
<h2>Fake government payments</h2><div class="sms">DWP: You are eligible for a Winter Fuel Payment of £300. Apply before 30/11 at: hxxps://gov-uk-winterfuel[.]help</div>
<p>Winter Fuel Payment is paid automatically to people who qualify. DWP won’t text you a link.</p>
<div class="callout"><b>Get help:</b> Age UK Advice Line 0800 678 1602 (8am–7pm, 365 days a year). Report fraud to Action Fraud on 0300 123 2040, or in Scotland call Police Scotland on 101. Forward scam texts to 7726.</div></main>
<footer class="site-footer">Age UK is a charitable company limited by guarantee and registered in England and Wales (registered charity number 1128267 and registered company number 6825798).</footer>`,
  }),
},
{
  id: 'yi-clean-ftc-grandparent-scam-consumer-alert',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://consumer.ftc.gov/consumer-alerts/2025/03/grandparent-scams-gift-cards-and-cash-couriers',
  body: doc({
    title: 'Grandparent scams: gift cards and cash couriers | Consumer Advice',
    lang: 'en-US',
    css: articleCss('#1f4f82'),
    body: `<header class="site-header"><a class="brand" href="https://consumer.ftc.gov/">FTC Consumer Advice</a><nav><a href="/features/scam-alerts">Scam alerts</a><a href="https://reportfraud.ftc.gov/">Report fraud</a></nav></header>
<main><h1>Grandparent scams: gift cards and cash couriers</h1><p class="meta">By Division of Consumer and Business Education · Consumer Alert</p>
<p>You get a call. It’s your grandchild — or it sounds like them. They say they’re in trouble and need money right away.</p>
<blockquote>“Grandma, it’s me. I was in a car accident and they arrested me. Please don’t tell Mom and Dad. My lawyer, Mr. Mason, will call you about the bail.”</blockquote>
<p>Then a “lawyer” or “bail bondsman” calls and tells you to pay with gift cards, send cash by overnight mail, go to a Bitcoin ATM, or hand cash to a courier who will come to your home. They may even say there’s a “gag order” so you can’t talk to anyone.</p>
<div class="callout"><b>Nobody legitimate will ever demand bail in gift cards or tell you to keep it a secret.</b> Hang up and call your grandchild, or another family member, at a number you know is real.</div>
<h2>If you paid a scammer</h2><p>Contact the gift card company right away and tell them the card was used in a scam. Report it at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>.</p></main>
<footer class="site-footer">Federal Trade Commission · 600 Pennsylvania Avenue, NW, Washington, DC 20580</footer>`,
  }),
},
{
  id: 'yi-clean-scamwatch-au-delivery-toll-texts',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://www.scamwatch.gov.au/types-of-scams/phishing/delivery-and-toll-text-scams?ref=seniors-news',
  body: doc({
    title: 'Delivery and toll text scams | Scamwatch',
    lang: 'en-AU',
    css: articleCss('#00698f'),
    body: `<header class="site-header"><a class="brand" href="https://www.scamwatch.gov.au/">Scamwatch</a><nav><a href="/types-of-scams">Types of scams</a><a href="/report-a-scam">Report a scam</a><a href="/research-and-resources">Resources</a></nav></header>
<main><h1>Delivery and toll text scams</h1><p class="meta">National Anti-Scam Centre · ACCC</p>
<p>Scammers send texts that look like they come from Australia Post, a courier company or a toll road operator. The text contains a link to a fake website that asks you to pay a small fee or enter your card details.</p>
<h2>Examples reported to Scamwatch</h2>
<div class="sms">AusPost: Your parcel 33LPV2091 could not be delivered due to incomplete address. Update here: auspost.com.au-redeliver[.]top</div>
<div class="sms">Linkt: You have an unpaid toll of $8.45. Pay now to avoid a $165 late fee: linkt-au[.]help/pay</div>
<p>Australia Post will never send you an SMS or email asking for personal or financial information or to pay a redelivery fee.</p>
<div class="callout"><b>Stop. Think. Protect.</b> Don’t click links in unexpected messages. If you’ve given your bank details, contact your bank immediately and report it at scamwatch.gov.au. Talk to IDCARE on 1800 595 160 for free support.</div></main>
<footer class="site-footer">Scamwatch is run by the National Anti-Scam Centre at the Australian Competition and Consumer Commission.</footer>`,
  }),
},
{
  id: 'yi-clean-fca-scamsmart-investment-pension',
  label: 'clean',
  kind: 'scam-advice-article',
  url: 'https://www.fca.org.uk/scamsmart/how-avoid-investment-scams?campaign=over55s',
  body: doc({
    title: 'How to avoid investment and pension scams | FCA ScamSmart',
    css: articleCss('#701b45'),
    body: `<header class="site-header"><a class="brand" href="https://www.fca.org.uk/">FCA</a><nav><a href="/scamsmart">ScamSmart</a><a href="https://register.fca.org.uk/">Financial Services Register</a><a href="/consumers/report-scam-us">Report a scam</a></nav></header>
<main><h1>How to avoid investment and pension scams</h1><p class="meta">Financial Conduct Authority · ScamSmart</p>
<p>Scammers target people who are approaching or in retirement, offering high returns on things like gold, fine wine, carbon credits, crypto or overseas property.</p>
<h2>Warning signs</h2><ul><li>Unexpected contact – a cold call, email, social media advert or a “free pension review”</li><li>“Guaranteed” returns of 8% or more, or an offer that is “only available today”</li><li>Fake celebrity endorsements, often using well-known TV presenters or money journalists</li><li>Being asked to pay by bank transfer or crypto into an account that isn’t in the firm’s name</li><li>Being told that a fee must be paid before you can sell your investment or release your funds</li></ul>
<blockquote>“We have a buyer for your carbon credits at £31 each – you just need to pay the EU transfer licence fee first.”</blockquote>
<p>Since 31 July 2022 all funeral plan providers must be authorised by the FCA. Check the Financial Services Register before you buy.</p>
<div class="callout">Check the FCA Warning List and Register, or call the FCA Consumer Helpline on 0800 111 6768. Report a scam to Action Fraud on 0300 123 2040.</div></main>
<footer class="site-footer">Financial Conduct Authority, 12 Endeavour Square, London E20 1JN</footer>`,
  }),
},
{
  id: 'yi-clean-coinbase-help-never-share-recovery-phrase',
  label: 'clean',
  kind: 'crypto-help-article',
  url: 'https://help.coinbase.com/en-gb/coinbase/privacy-and-security/avoiding-phishing-and-scams/recovery-phrase-scams?src=helpline',
  body: doc({
    title: 'Recovery phrase scams | Coinbase Help',
    css: articleCss('#0052ff') + `.fake{border:1px dashed #c00;padding:12px;background:#fff5f5}.fake span{display:inline-block;border:1px solid #ccc;padding:4px 8px;margin:3px;font-family:monospace;font-style:normal}`,
    body: `<header class="site-header"><a class="brand" href="https://www.coinbase.com/">coinbase</a><nav><a href="https://help.coinbase.com/en-gb">Help</a><a href="https://www.coinbase.com/signin">Sign in</a></nav></header>
<main><h1>Recovery phrase scams</h1><p>Your 12- or 24-word recovery phrase is the master key to your self-custody wallet. Anyone who has it can take all of your crypto.</p>
<h2>What scam pages look like</h2><div class="fake">“Your withdrawal is pending. To comply with anti-money-laundering rules, verify the receiving wallet by entering your recovery phrase:”<br><span>1. ____</span><span>2. ____</span><span>3. ____</span><span>…</span><span>12. ____</span></div>
<p>Investment scams often show a fake balance on a trading platform and then ask for a “withdrawal fee”, a “tax” or your recovery phrase before you can take money out. Fake “airdrop” sites may ask you to connect your wallet and sign a message — that signature can give a scammer permission to move your tokens.</p>
<div class="callout"><b>Coinbase will never ask for your recovery phrase.</b> Never type it into a website, share it with “support”, or store it in a photo or email.</div>
<h2>If you think you’ve been scammed</h2><p>Move any remaining funds to a new wallet with a new recovery phrase, revoke token approvals, and report the scam to Action Fraud or your local police.</p></main>
<footer class="site-footer">© Coinbase · CB Payments, Ltd is authorised by the Financial Conduct Authority.</footer>`,
  }),
},
];
