import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute, fileRoute } from '../parts/e-bin.js';
import { page, BASE_CSS, gaStub, fbqStub, ttqStub, cookieBar, chatWidget, countdown, img, qrSvg } from '../parts/n-kit.js';

// Help centres, airlines' and banks' own pages, dating and job sites, and news or blog articles that quote scam
// scripts word for word.

const article = (o: { lang: string; dir?: 'rtl'; site: string; color: string; title: string; meta: string; body: string }) => page({
  lang: o.lang,
  ...(o.dir ? { dir: o.dir } : {}),
  title: `${o.title} | ${o.site}`,
  head: gaStub('G-NEWS' + o.site.length + 'X'),
  css: BASE_CSS + `.mast{background:${o.color};color:#fff;padding:12px 24px;font:bold 24px Georgia,serif}article{max-width:720px;margin:0 auto;padding:18px 24px;font-size:17px}article h1{font-family:Georgia,serif;font-size:30px;line-height:1.2}
blockquote{border-left:4px solid ${o.color};margin:14px 0;padding:6px 16px;background:#fafafa;font-style:italic}.meta{color:#777;font-size:13px}`,
  body: `<div class="mast">${o.site}</div><article><h1>${o.title}</h1><p class="meta">${o.meta}</p>${o.body}</article><footer>© 2026 ${o.site} · <a href="#">Privacy</a><a href="#">Terms</a><a href="#">Contact</a></footer>`,
});

export const entries: Entry[] = [
  {
    id: 'n-clean-telegram-faq-spam-ru',
    label: 'clean',
    kind: 'messenger-help',
    url: 'https://telegram.org/faq_spam/ru',
    body: page({
      lang: 'ru',
      title: 'Telegram FAQ: Спам и мошенничество',
      css: BASE_CSS + `.h{background:#2aabee;color:#fff;padding:14px 24px;font-weight:bold}`,
      body: `<div class="h">Telegram</div><main><h1>Спам и мошенничество</h1><p><b>Мне пишет незнакомец и предлагает работу с оплатой за лайки или «задания». Что делать?</b></p><p>Это распространённая схема. После нескольких небольших выплат вас попросят внести деньги для «задания с повышенной комиссией». Не переводите деньги, заблокируйте собеседника и нажмите «Пожаловаться».</p>
<p><b>Меня добавили в «инвестиционную группу».</b></p><p>Telegram не проводит инвестиционных программ, розыгрышей и не раздаёт криптовалюту. Официальные аккаунты помечены синей галочкой.</p>
<p><b>Кто-то просит код для входа.</b></p><p>Никому не сообщайте код из Telegram — даже если собеседник представляется сотрудником поддержки. Включите облачный пароль в разделе «Конфиденциальность».</p></main>
<footer>Telegram FZ-LLC</footer>`,
    }),
  },
  {
    id: 'n-clean-dating-safety-tinder',
    label: 'clean',
    kind: 'dating-safety',
    url: 'https://policies.tinder.com/safety/intl/en/',
    body: page({
      lang: 'en',
      title: 'Dating Safety Tips | Tinder',
      css: BASE_CSS + `.hero{background:linear-gradient(90deg,#fd267a,#ff6036);color:#fff;padding:30px 24px}`,
      body: `<div class="hero"><h1>Dating Safety Tips</h1><p>Meeting new people is exciting, but you should always be cautious when interacting with someone you don't know.</p></div>
<main><h2>Never send money or share financial information</h2><p>Never send money, especially over wire transfer, gift cards or crypto, even if the person claims to be in an emergency — a hospital bill, a customs fee for a parcel, a plane ticket. Wiring money is like sending cash: it's nearly impossible to reverse. Never share information that could be used to access your financial accounts.</p>
<h2>Watch out for investment advice</h2><p>If a match starts talking about a trading platform or crypto app that made them rich, and offers to teach you, it's a scam sometimes called "pig butchering".</p>
<h2>Report all suspicious behaviour</h2><p>Block and report anyone who violates our terms. You can report from a profile or chat, or via our Safety Center.</p></main>
<footer>© 2026 Match Group, LLC</footer>`,
    }),
  },
  {
    id: 'n-clean-jobstreet-listing-id',
    label: 'clean',
    kind: 'job-board',
    url: 'https://id.jobstreet.com/id/job/81203344',
    body: page({
      lang: 'id',
      title: 'Admin Media Sosial (Part Time/Remote) – PT Kopi Nusantara Sejahtera | JobStreet',
      css: BASE_CSS + `.h{background:#0d3880;color:#fff;padding:14px 24px;font-weight:bold}`,
      body: `<div class="h">JobStreet by SEEK</div><main><h1>Admin Media Sosial (Part Time / Remote)</h1><p><b>PT Kopi Nusantara Sejahtera</b> · Jakarta Selatan (remote) · Rp3.000.000 – Rp4.500.000 per bulan · Paruh waktu</p>
<h2>Deskripsi pekerjaan</h2><ul><li>Mengelola konten Instagram dan TikTok brand kopi kami (12–15 unggahan per minggu)</li><li>Membalas pesan dan komentar pelanggan</li><li>Membuat laporan performa mingguan</li></ul><h2>Kualifikasi</h2><ul><li>Minimal D3 semua jurusan</li><li>Terbiasa dengan Canva dan CapCut</li><li>Memiliki laptop dan koneksi internet stabil</li></ul>
<p><a class="btn" href="#">Lamar cepat</a></p>
<div class="warn"><b>Waspada penipuan:</b> Perusahaan yang sah tidak akan meminta biaya apa pun selama proses rekrutmen, termasuk biaya pelatihan, seragam, atau "tugas prabayar". Jika ada yang meminta Anda mentransfer uang atau bergabung ke grup Telegram untuk tugas berbayar, laporkan lowongan ini.</div></main>
<footer>© 2026 JobStreet · <a href="#">Kebijakan privasi</a></footer>`,
    }),
  },
  {
    id: 'n-clean-lufthansa-refund-form-de',
    label: 'clean',
    kind: 'airline-refund',
    url: 'https://www.lufthansa.com/de/de/erstattung',
    body: page({
      lang: 'de',
      title: 'Ticketerstattung beantragen | Lufthansa',
      css: BASE_CSS + `.h{background:#05164d;color:#fff;padding:16px 24px;font-weight:bold}`,
      body: `<div class="h">Lufthansa</div><main><p class="small">Startseite › Hilfe &amp; Kontakt › Erstattungen</p><h1>Erstattung beantragen</h1>
<p>Wurde Ihr Flug annulliert oder haben Sie einen erstattungsfähigen Tarif gebucht? Beantragen Sie die Erstattung einfach online. Die Bearbeitung ist kostenlos.</p>
<div class="card"><label>Buchungscode / Ticketnummer</label><input placeholder="z.B. 6 Zeichen oder 220-…"><label>Nachname</label><input><button class="btn">Erstattung prüfen</button></div>
<p>Die Erstattung erfolgt auf das ursprüngliche Zahlungsmittel, in der Regel innerhalb von 7 Werktagen. Bei Buchungen über ein Reisebüro wenden Sie sich bitte an dieses.</p>
<div class="warn">Lufthansa-Servicenummern finden Sie nur auf lufthansa.com. Anzeigen in Suchmaschinen mit „Lufthansa Hotline 24/7" führen oft zu Drittanbietern, die Gebühren verlangen oder Kartendaten abgreifen.</div></main>
<footer>© 2026 Deutsche Lufthansa AG · <a href="#">Impressum</a><a href="#">Datenschutz</a></footer>`,
    }),
  },
  {
    id: 'n-clean-iberia-reembolsos-es',
    label: 'clean',
    kind: 'airline-refund',
    url: 'https://www.iberia.com/es/gestion-de-reservas/reembolsos/',
    body: page({
      lang: 'es',
      title: 'Reembolsos | Iberia',
      css: BASE_CSS + `.h{background:#d7192d;color:#fff;padding:16px 24px;font-weight:bold}`,
      body: `<div class="h">IBERIA</div><main><h1>Solicitar un reembolso</h1><p>Si tu vuelo ha sido cancelado o tu tarifa permite devolución, puedes pedir el reembolso desde <b>Mis reservas</b> con tu código de reserva y apellido. Sin coste adicional.</p>
<ol><li>Accede a Mis reservas.</li><li>Selecciona "Solicitar reembolso".</li><li>Recibirás el importe en la misma forma de pago utilizada en la compra.</li></ol>
<p>También puedes contactar con nosotros en el 901 111 500 o por el chat de iberia.com. Iberia no atiende reclamaciones a través de perfiles no oficiales en redes sociales.</p></main>
<footer>© 2026 Iberia Líneas Aéreas de España · <a href="#">Aviso legal</a></footer>`,
    }),
  },
  {
    id: 'n-clean-bank-scam-messages-uk',
    label: 'clean',
    kind: 'bank-fraud-advice',
    url: 'https://www.barclays.co.uk/fraud-and-scams/latest-scams/',
    body: page({
      lang: 'en-GB',
      title: 'Latest scams | Barclays',
      css: BASE_CSS + `.h{background:#00395d;color:#fff;padding:16px 24px;font-weight:bold}.msg{background:#e9f3fb;border-radius:12px;padding:10px 14px;margin:8px 0;max-width:480px;font-size:14px}`,
      body: `<div class="h">BARCLAYS</div><main><h1>Latest scams we're seeing</h1>
<h2>"Bank fraud team" calls and texts</h2><p>Criminals pretend to be from our fraud team and say there's a suspicious payment on your card. Here's a real example:</p><div class="msg">BARCLAYS: A payment of £1,249.00 to APPLE.COM/BILL was attempted. If this was NOT you, visit our secure site to cancel: [link]</div><p>We will never send you a link to enter your card details, ask for a one-time passcode, or ask you to move money to a "safe account".</p>
<h2>Marketplace "receive payment" links</h2><div class="msg">Hi, I've paid for your item via the Marketplace secure delivery service. Please click the link to receive your money.</div><p>You never need to enter card details to receive money.</p>
<h2>Investment ads featuring celebrities</h2><p>Fake news articles using celebrities such as Martin Lewis promote "AI trading platforms". Martin Lewis never endorses investments.</p>
<p>Think you've been scammed? Call us on 0345 734 5345 or 159.</p></main>
<footer>Barclays Bank UK PLC. Authorised by the Prudential Regulation Authority.</footer>`,
    }),
  },
  {
    id: 'n-clean-itau-golpes-pix-br',
    label: 'clean',
    kind: 'bank-fraud-advice',
    url: 'https://www.itau.com.br/seguranca/golpes/pix',
    body: page({
      lang: 'pt-BR',
      title: 'Golpes com Pix: saiba como se proteger | Itaú',
      css: BASE_CSS + `.h{background:#ec7000;color:#fff;padding:16px 24px;font-weight:bold}`,
      body: `<div class="h">Itaú · Segurança</div><main><h1>Golpes com Pix: saiba como se proteger</h1>
<h2>Falso brinde de marca</h2><p>Você recebe um link de "presente de aniversário" de uma loja conhecida e só precisa pagar o frete via Pix. Desconfie: a empresa recebedora do Pix não é a marca, e o produto nunca chega.</p>
<h2>Falsa central de atendimento</h2><p>Alguém liga dizendo ser do banco e pede que você faça um Pix para "proteger" seu dinheiro. O Itaú nunca pede transferências para contas de segurança.</p>
<h2>Recuperação de contas de redes sociais</h2><p>Perfis que cobram para "recuperar" contas hackeadas do Instagram geralmente são golpistas.</p>
<p>Antes de confirmar um Pix, confira sempre o nome e o CNPJ/CPF do recebedor. Em caso de golpe, acione o Mecanismo Especial de Devolução (MED) pelo app em até 80 dias.</p></main>
<footer>Itaú Unibanco S.A. · CNPJ 60.701.190/0001-04</footer>`,
    }),
  },
  {
    id: 'n-clean-instagram-hacked-help-pt',
    label: 'clean',
    kind: 'messenger-help',
    url: 'https://help.instagram.com/368191326593075?locale=pt_BR',
    body: page({
      lang: 'pt-BR',
      title: 'Acho que minha conta do Instagram foi hackeada | Central de Ajuda do Instagram',
      css: BASE_CSS,
      body: `<header><b>Instagram</b> Central de Ajuda</header><main><h1>Acho que minha conta do Instagram foi hackeada</h1>
<p>Se você acha que sua conta foi hackeada, acesse <b>instagram.com/hacked</b> no celular ou computador e siga as etapas. Você pode recuperar sua conta usando o e-mail ou o número de telefone cadastrado, ou confirmando sua identidade com um vídeo selfie.</p>
<div class="warn">O Instagram não cobra para recuperar contas. Pessoas ou empresas que oferecem "recuperação garantida" mediante pagamento via Pix não têm nenhuma relação com a Meta e muitas vezes são golpistas.</div></main>
<footer>© 2026 Meta</footer>`,
    }),
  },
  {
    id: 'n-clean-news-pig-butchering-script-en',
    label: 'clean',
    kind: 'news-quoting-scam',
    url: 'https://www.theguardian.com/technology/2026/nov/20/pig-butchering-scam-wrong-number-text-investment',
    body: article({
      lang: 'en-GB',
      site: 'The Guardian',
      color: '#052962',
      title: '"Sorry, wrong number": inside the scam that cost a retired teacher her life savings',
      meta: 'Technology · Fri 20 Nov 2026 07.00 GMT',
      body: `<p>The first message arrived on a Tuesday evening. <q>Hi Linda, is this still your number? It's Amy from the yoga class.</q> Margaret, 67, replied that she had the wrong number. Amy apologised — and kept chatting.</p>
<p>Within three weeks "Amy" had introduced her to her "uncle", a "professor" who ran a WhatsApp group sharing AI stock picks. The group's assistant told Margaret: <blockquote>"Our institutional account on HWA Pro gives members IPO allocations at discount price. The professor only opens 20 places. Please top up before 3pm."</blockquote></p>
<p>Her balance on the platform climbed to $186,000. When she tried to withdraw, she was told to pay a 20% "profit tax" first. <blockquote>"Withdrawal frozen. Please pay the profit tax of 12,823 USDT within 24 hours or the account will be permanently frozen."</blockquote></p>
<p>Investigators call this "pig butchering". Police say victims should stop all payments, keep records, and beware of "recovery firms" that approach them afterwards promising to get the money back for a fee.</p>`,
    }),
  },
  {
    id: 'n-clean-tagesschau-deepfake-ads-de',
    label: 'clean',
    kind: 'news-quoting-scam',
    url: 'https://www.tagesschau.de/wirtschaft/verbraucher/deepfake-werbung-promis-krypto-100.html',
    body: article({
      lang: 'de',
      site: 'tagesschau.de',
      color: '#0a3a6b',
      title: 'Gefälschte Promi-Interviews: Wie Betrüger mit KI für Krypto-Plattformen werben',
      meta: 'Stand: 26.11.2026 14:12 Uhr · Wirtschaft',
      body: `<p>Auf Facebook und Instagram tauchen seit Monaten Anzeigen auf, die wie Artikel großer Nachrichtenseiten aussehen. Darin heißt es etwa: <q>Skandal im Live-Interview: Günther Jauch verrät, wie jeder Deutsche mit 250 € ein passives Einkommen aufbaut.</q> Das eingebettete Video ist mit KI manipuliert.</p>
<p>Wer sich auf der verlinkten Seite einträgt, wird kurz darauf von einem „Finanzberater" angerufen, der zu einer Ersteinzahlung von 250 Euro drängt – und später zu deutlich höheren Beträgen.</p>
<blockquote>„Wir sehen Schäden von mehreren Zehntausend Euro pro Fall", sagt eine Sprecherin der Verbraucherzentrale.</blockquote>
<p>Die BaFin rät: Prüfen Sie in der Unternehmensdatenbank, ob ein Anbieter zugelassen ist. Installieren Sie keine Fernwartungssoftware auf Anweisung von Anrufern.</p>`,
    }),
  },
  {
    id: 'n-clean-kbc-lottery-fraud-blog-hi',
    label: 'clean',
    kind: 'news-quoting-scam',
    url: 'https://www.jagran.com/technology/tech-news-kbc-lottery-whatsapp-fraud-kaise-bachein-24011875.html',
    body: article({
      lang: 'hi',
      site: 'दैनिक जागरण',
      color: '#c4161c',
      title: 'KBC लॉटरी के नाम पर WhatsApp फ्रॉड: ₹25 लाख जीतने का मैसेज आए तो सावधान',
      meta: 'टेक डेस्क, नई दिल्ली · 24 नवंबर 2026',
      body: `<p>WhatsApp पर आजकल एक मैसेज तेज़ी से फैल रहा है जिसमें लिखा होता है: <q>बधाई हो! आपका नंबर KBC ऑल इंडिया लकी ड्रा में चुना गया है। आपने ₹25,00,000 जीते हैं। लॉटरी नंबर 8855। अपना इनाम पाने के लिए लॉटरी मैनेजर राणा प्रताप सिंह से संपर्क करें।</q></p>
<p>इसके बाद "रजिस्ट्रेशन और GST शुल्क" के नाम पर ₹12,500 मांगे जाते हैं, फिर "इनकम टैक्स" और "RBI क्लियरेंस" के नाम पर और पैसे।</p>
<p><b>ध्यान रखें:</b> Sony TV और KBC कोई लॉटरी नहीं चलाते। कोई भी असली इनाम पाने के लिए पहले पैसे नहीं मांगे जाते। ऐसे मामलों की शिकायत 1930 पर या cybercrime.gov.in पर करें।</p>`,
    }),
  },
  {
    id: 'n-clean-bbc-pidgin-japa-visa-scam',
    label: 'clean',
    kind: 'news-quoting-scam',
    url: 'https://www.bbc.com/pidgin/articles/c4ng2r8x1kmo',
    body: article({
      lang: 'pcm',
      site: 'BBC News Pidgin',
      color: '#bb1919',
      title: 'UK care worker visa: How fake agents dey take millions from Nigerians wey wan japa',
      meta: '22 November 2026',
      body: `<p>Plenti Nigerians wey wan travel go UK to work as care workers don lose millions of naira to fake recruitment agents for social media. Dem dey advertise say dem get "Certificate of Sponsorship" for sale.</p>
<p>One victim, Blessing, tell BBC Pidgin say di agent tell am: <q>Our partner care homes in Manchester don approve 250 CoS for dis month. Pay ₦1,850,000 for CoS allocation and we go release am in five working days.</q> After she pay, di agent block am for WhatsApp.</p>
<p>UK Home Office tok say e dey illegal for any employer to collect money for certificate of sponsorship. Pipo fit check if employer dey for di register of licensed sponsors for gov.uk.</p>
<p>EFCC don warn pipo make dem report any fake agent for dia office or online.</p>`,
    }),
  },
  {
    id: 'n-clean-bank-romance-scam-awareness-ar',
    label: 'clean',
    kind: 'bank-fraud-advice',
    url: 'https://www.emiratesnbd.com/ar/security/romance-scams',
    body: page({
      lang: 'ar',
      dir: 'rtl',
      title: 'احذر من الاحتيال العاطفي | بنك الإمارات دبي الوطني',
      css: BASE_CSS + `.h{background:#072447;color:#fff;padding:16px 24px;font-weight:bold}body{font-family:Tahoma,Arial,sans-serif}`,
      body: `<div class="h">بنك الإمارات دبي الوطني</div><main><h1>احذر من الاحتيال العاطفي</h1>
<p>يتواصل المحتالون عبر تطبيقات المواعدة ومواقع التواصل الاجتماعي، ويبنون علاقة ثقة على مدى أسابيع أو أشهر، ثم يطلبون المال بحجج مختلفة مثل:</p>
<ul><li>"أنا في المستشفى بعد حادث وبطاقاتي مجمّدة، أحتاج لدفع فاتورة العلاج."</li><li>"أرسلت لك هدية في طرد دبلوماسي، لكنها محتجزة في الجمارك وتحتاج لرسوم تخليص."</li><li>"دعني أعلمك الاستثمار في منصة تداول العملات الرقمية."</li></ul>
<div class="warn">لا تحوّل الأموال لأشخاص لم تقابلهم شخصياً. البنك لن يطلب منك أبداً رمز التحقق أو الرقم السري. للإبلاغ اتصل على 600540000.</div></main>
<footer>© 2026 Emirates NBD Bank PJSC</footer>`,
    }),
  },
  {
    id: 'n-clean-165-antifraud-tw',
    label: 'clean',
    kind: 'police-warning',
    url: 'https://165.npa.gov.tw/#/article/C/3142',
    body: page({
      lang: 'zh-Hant',
      title: '假投資詐騙 — 內政部警政署165全民防騙網',
      css: BASE_CSS + `.h{background:#004b8d;color:#fff;padding:16px 24px;font-weight:bold}body{font-family:"Microsoft JhengHei",sans-serif}`,
      body: `<div class="h">165 全民防騙網 · 內政部警政署</div><main><h1>「股市名師」LINE 群組假投資詐騙</h1>
<p>詐騙集團在 YouTube、Facebook 投放「名師免費報明牌」廣告，誘導民眾加入 LINE 群組。群組內「助理」與大量假學員營造獲利氣氛，再引導下載假投資 App，以「抽籤中籤」「儲值繳交認購款」為由要求匯款。</p>
<p>常見話術：<blockquote>「老師推薦的股票真的準，已經推薦給家人了。」「今日只開放32位，額滿即止。」</blockquote></p>
<p><b>提醒您：</b>投資前務必查證業者是否為合法證券商（可至證期局網站查詢）。遇可疑訊息請撥打 <b>165</b> 反詐騙諮詢專線。</p></main>
<footer>內政部警政署刑事警察局 © 2026</footer>`,
    }),
  },
  {
    id: 'n-clean-isa-recovery-scam-warning-he',
    label: 'clean',
    kind: 'consumer-warning',
    url: 'https://www.isa.gov.il/he/warnings/recovery-scams',
    body: page({
      lang: 'he',
      dir: 'rtl',
      title: 'אזהרה מפני חברות "השבת כספים" | רשות ניירות ערך',
      css: BASE_CSS + `.h{background:#0c2d57;color:#fff;padding:16px 24px;font-weight:bold}`,
      body: `<div class="h">רשות ניירות ערך</div><main><h1>אזהרה מפני חברות "השבת כספים"</h1>
<p>לאחר שנפלו קורבן להונאת השקעות, נפגעים רבים פונים אליהם גורמים המתחזים לעורכי דין, חוקרים או גופים ממשלתיים ומבטיחים להחזיר את הכסף — בתמורה ל"עמלת פתיחת תיק" או "אימות בלוקצ'יין".</p>
<p>רשות ניירות ערך אינה משתפת פעולה עם חברות פרטיות להשבת כספים, ואינה גובה תשלום מנפגעים. אל תעבירו תשלום מראש לגורם שמבטיח החזר.</p>
<p>ניתן לבדוק אם גוף מורשה במאגר המפוקחים באתר הרשות, ולדווח על הונאה למשטרת ישראל – להב 433.</p></main>
<footer>© 2026 רשות ניירות ערך</footer>`,
    }),
  },
  {
    id: 'n-clean-vnexpress-task-scam-vi',
    label: 'clean',
    kind: 'news-quoting-scam',
    url: 'https://vnexpress.net/lua-dao-nhiem-vu-hoan-don-cong-tac-vien-shopee-4821199.html',
    body: article({
      lang: 'vi',
      site: 'VnExpress',
      color: '#9f224e',
      title: 'Mất 400 triệu đồng vì làm "cộng tác viên hoàn đơn" trên mạng',
      meta: 'Thứ sáu, 27/11/2026, 10:05 (GMT+7) · Pháp luật',
      body: `<p>Chị Lan (35 tuổi, Hà Nội) được một tài khoản Facebook mời làm "cộng tác viên Shopee", chỉ cần chuyển tiền mua đơn hàng ảo sẽ được hoàn gốc và hưởng hoa hồng 10-30%.</p>
<p>Sau hai đơn nhỏ được hoàn tiền, chị nhận "nhiệm vụ liên kết": <q>Để hoàn thành nhiệm vụ liên kết, bạn cần chuyển khoản 8.600.000đ. Nếu chuyển sai nội dung hệ thống sẽ không ghi nhận, bạn phải làm lại nhiệm vụ.</q> Càng chuyển, số tiền yêu cầu càng lớn.</p>
<p>Công an TP Hà Nội khuyến cáo: Shopee không tuyển cộng tác viên hoàn đơn. Người dân không chuyển tiền cho người lạ và trình báo cơ quan công an gần nhất khi bị lừa.</p>`,
    }),
  },
];
