import type { Entry } from '../entry.js';
import { doc, gtagStub, pixelStub, logoRoutes, cookieBar, countdown, purchaseToasts, footer, floatChat, reviews, jsRoute, jsonRoute } from '../parts/k-parts.js';

const plainCss = `body{margin:0;font-family:system-ui,Segoe UI,Arial,sans-serif;color:#1f2937}header{display:flex;justify-content:space-between;align-items:center;padding:14px 30px;border-bottom:1px solid #e5e7eb}header a{margin-left:16px;color:#374151;text-decoration:none;font-size:14px}main{max-width:920px;margin:0 auto;padding:24px}.box{border:1px solid #e5e7eb;border-radius:8px;padding:18px;margin:14px 0}.btn{background:#2563eb;color:#fff;border-radius:6px;padding:11px 20px;text-decoration:none;display:inline-block;border:0;cursor:pointer}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.muted{color:#6b7280;font-size:13px}`;
const advCss = `body{margin:0;font-family:Georgia,serif;background:#fff;color:#222}.top{background:#c00;color:#fff;text-align:center;padding:8px;font:bold 14px Arial}article{max-width:700px;margin:0 auto;padding:20px;font-size:18px;line-height:1.55}h1{font-size:32px;line-height:1.2}.cta{display:block;background:#ff9800;color:#fff;text-align:center;padding:16px;font:bold 20px Arial;border-radius:6px;text-decoration:none;margin:20px 0}.pic{height:220px;background:#eee;margin:14px 0}.reviews blockquote{border:1px solid #eee;padding:10px;font-size:15px}`;

export const entries: Entry[] = [
  {
  id: 'k-scam-tech-support-popup-ja',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://windows-anzen-center.jp.net/keikoku/?code=0x80073afc',
  body: doc({
    title: 'Windows セキュリティ警告 – ウイルスが検出されました',
    lang: 'ja',
    css: `body{margin:0;background:#0078d7;color:#fff;font-family:"Meiryo","Yu Gothic",sans-serif}.w{max-width:760px;margin:60px auto;background:#fff;color:#222;border:1px solid #999;box-shadow:0 6px 24px rgba(0,0,0,.5)}.t{background:#e81123;color:#fff;padding:10px 14px;font-weight:bold}.c{padding:20px}.tel{font-size:30px;color:#e81123;font-weight:bold;text-align:center;margin:14px 0}.b{background:#0078d7;color:#fff;border:0;padding:10px 24px}`,
    body: `<div class="w"><div class="t">⚠ Windows Defender セキュリティセンター</div><div class="c">
<h2>お使いのコンピューターはトロイの木馬型スパイウェアに感染しています</h2>
<p>このPCから以下の情報が盗まれている可能性があります：</p><ul><li>クレジットカード情報</li><li>ネットバンキングのログイン情報</li><li>Facebook、メールのパスワード</li><li>写真および個人ファイル</li></ul>
<p>このウィンドウを閉じると個人情報が危険にさらされ、Windowsの登録が停止されます。<b>すぐにマイクロソフト認定サポートにお電話ください。</b></p>
<div class="tel">☎ 050-5872-1946（無料・24時間対応）</div>
<p>サポート担当者がリモート操作でウイルスを除去します。エラーコード: 0x80073afc</p>
<p style="text-align:right"><button class="b" onclick="alert('サポートにお電話ください: 050-5872-1946')">OK</button></p>
</div></div>
<script>window.onbeforeunload=function(){return 'ウイルスが検出されました。サポートに連絡してください。'};document.addEventListener('click',function(){try{document.documentElement.requestFullscreen()}catch(e){}},{once:true});history.pushState(null,'',location.href);window.onpopstate=function(){history.pushState(null,'',location.href)};</script>`,
  }),
},
  {
  id: 'k-scam-miracle-joint-pain-pt-br',
  label: 'scam',
  kind: 'miracle-health',
  url: 'https://artroflex-oficial.com.br/promo',
  body: doc({
    title: 'ArtroFlex® – Site Oficial | Acabe com as dores nas articulações em 7 dias',
    lang: 'pt-BR',
    css: advCss + `.kits{display:flex;gap:12px}.kit{flex:1;border:2px solid #ddd;padding:12px;text-align:center;font-family:Arial}.kit.best{border-color:#ff9800}`,
    body: `<div class="top">ÚLTIMO DIA DA PROMOÇÃO – Frete grátis para todo o Brasil</div>
<article>
<h1>Médico revela cápsula natural que "regenera a cartilagem" e elimina dores na coluna e joelhos</h1>
<div class="pic"></div>
<p>Dr. Marcelo Andrade, ortopedista com 30 anos de carreira, explica que a fórmula do <b>ArtroFlex</b> age direto na raiz do problema. Aprovado pela ANVISA*, 100% natural e sem contra-indicações. <b>Resultados garantidos ou seu dinheiro de volta.</b></p>
<div class="kits"><div class="kit">1 frasco<br><b>R$ 197</b></div><div class="kit best">3 frascos + 2 grátis<br><b>R$ 397</b><br>MAIS VENDIDO</div><div class="kit">2 frascos<br><b>R$ 297</b></div></div>
<p>Pagamento <b>somente via PIX</b> com 10% de desconto. Chave PIX: <b>44.912.337/0001-08</b></p>
<a class="cta" href="#">QUERO MEU ARTROFLEX AGORA</a>
${reviews([['Dona Maria, 72 anos, Recife', 'Voltei a andar sem bengala depois de 10 dias!', '★★★★★'], ['Seu José, 65, Curitiba', 'Minha hérnia de disco sumiu, glória a Deus', '★★★★★']], 'Depoimentos')}
<p style="font-size:11px;color:#999">*Produto dispensado de registro. Este produto não é um medicamento.</p>
</article>
${purchaseToasts(['Ana de São Paulo acabou de comprar 5 frascos', 'Roberto de Belo Horizonte acabou de comprar 3 frascos', 'Restam apenas 12 unidades'])}`,
  }),
},
  {
  id: 'k-scam-marketplace-buyer-paid-uk-ua',
  label: 'scam',
  kind: 'marketplace-fake-buyer',
  url: 'https://olx-bezpechna-uhoda.com.ua/deal/1029384756',
  body: doc({
    title: 'Безпечна угода – Покупець оплатив ваш товар',
    lang: 'uk',
    css: plainCss.replace(/#2563eb/g, '#23e5db').replace('color:#fff;border-radius:6px', 'color:#002f34;border-radius:6px') + `.ok{background:#e6fbf9;border:1px solid #23e5db;padding:14px;border-radius:8px}`,
    body: `<header><strong style="color:#002f34">Безпечна угода · Доставка</strong></header>
<main>
<div class="ok"><h2>✅ Покупець оплатив ваш товар</h2><p>Оголошення: <b>Дитяча коляска Cybex Priam 2 в 1</b><br>Сума: <b>12 400 грн</b><br>Покупець: Олена К. (Київ)</p></div>
<p>Кошти зарезервовані на нашому рахунку. Щоб отримати оплату на картку, підтвердіть угоду та сплатіть <b>страховий збір за доставку — 349 грн</b>. Збір буде повернено разом із сумою за товар протягом 5 хвилин.</p>
<div class="box"><h3>Спосіб оплати збору</h3><p>Переказ на картку служби підтримки: <b>4149 6090 1183 2274</b> (Приватбанк, отримувач Д. Коваль).<br>Після оплати надішліть скріншот у Telegram: <a href="https://t.me/bezpechna_uhoda_support">@bezpechna_uhoda_support</a></p></div>
<p>Угоду буде скасовано через <b id="cd"></b>, якщо збір не оплачено.</p>
<p class="muted">Служба підтримки працює цілодобово. Не повідомляйте покупцю про оплату збору — це внутрішня процедура.</p>
</main>
${countdown('cd', 30 * 60)}`,
  }),
},
  {
  id: 'k-scam-stock-leading-room-ko',
  label: 'scam',
  kind: 'investment-fraud',
  url: 'https://www.sudaesu-leading.kr/vip',
  body: doc({
    title: '수익보장 주식 리딩방 – 월 300% 수익 VIP 회원 모집',
    lang: 'ko',
    css: plainCss.replace(/#2563eb/g, '#d946ef') + `.hero{background:linear-gradient(135deg,#1e1b4b,#6d28d9);color:#fff;padding:40px;text-align:center}`,
    body: `<div class="hero"><h1>원금 보장 · 월 수익 300% 보장</h1><p>전 증권사 애널리스트 출신 김대표가 직접 찍어주는 급등주! 상장 전 공모주 특별 배정까지.</p></div>
<main>
<div class="box"><h3>VIP 회원권</h3><table><tr><td>실버 (1개월)</td><td>300만원</td></tr><tr><td>골드 (3개월)</td><td>700만원 + 비상장 공모주 배정</td></tr><tr><td>다이아 (평생)</td><td>1,500만원 · 손실 시 100% 환불 보장</td></tr></table><p>회원비는 아래 계좌로 입금 후 카톡으로 입금자명을 알려주세요.<br>입금계좌: 국민은행 412301-01-778812 (예금주: 대성컨설팅)</p></div>
<p>📈 어제 추천 종목 +29.8% 상한가! 오늘 무료 체험방 입장 가능 인원: <b>7명</b></p>
${reviews([['박○○ 회원님', '3주 만에 원금 두 배 됐습니다. 김대표님 감사합니다', '★★★★★'], ['이○○ 회원님', '다이아 가입 후 매일 수익 인증합니다', '★★★★★']], '수익 인증')}
<a class="btn" href="https://open.kakao.com/o/sVIPleading88">카카오톡 오픈채팅 입장</a>
</main>
${floatChat('https://open.kakao.com/o/sVIPleading88', '무료 체험방 입장', '#fae100')}`,
  }),
},
  {
  id: 'k-clean-streaming-free-trial-terms',
  label: 'clean',
  kind: 'subscription-trial',
  url: 'https://www.cinereelplus.com/signup/trial',
  body: doc({
    title: 'Start your 7-day free trial | CineReel+',
    css: `body{margin:0;background:#0d0d12;color:#eee;font-family:Helvetica,Arial,sans-serif}.w{max-width:460px;margin:60px auto;background:#1a1a24;padding:30px;border-radius:10px}input{width:100%;padding:12px;margin:6px 0;box-sizing:border-box;border-radius:6px;border:1px solid #333;background:#111;color:#fff}button{width:100%;padding:14px;background:#e50914;color:#fff;border:0;border-radius:6px;font-size:16px;margin-top:10px}.t{font-size:13px;color:#aaa;line-height:1.5}`,
    head: gtagStub('G-CRP1001'),
    body: `<div class="w"><h2>CineReel+</h2><h3>Start your free trial</h3>
<p class="t"><b>7 days free, then $11.99/month.</b> Cancel anytime in Account settings — cancel at least 24 hours before your trial ends and you won't be charged. We'll email you a reminder 3 days before your trial ends.</p>
<form onsubmit="event.preventDefault()"><input placeholder="Email"><input type="password" placeholder="Create password"><input placeholder="Card number"><input placeholder="MM/YY"><input placeholder="CVC"><button>Start free trial</button></form>
<p class="t">By clicking "Start free trial" you agree to our Terms of Use and authorize CineReel+ to charge $11.99/month (plus applicable tax) to your payment method starting on the date shown on your receipt, until you cancel. One trial per household. No add-ons are added without your consent.</p>
<p class="t"><a href="#" style="color:#aaa">Help Center</a> · <a href="#" style="color:#aaa">Privacy</a> · <a href="#" style="color:#aaa">Cancel anytime</a></p></div>`,
  }),
},
  {
  id: 'k-clean-marketplace-safe-deal-help-uk-ua',
  label: 'clean',
  kind: 'marketplace-help',
  url: 'https://help.rynok-ogoloshen.ua/bezpeka/shakhraystvo-bezpechna-uhoda',
  body: doc({
    title: 'Як не потрапити на шахраїв: фейкова «Безпечна угода» | Ринок Оголошень – Довідка',
    lang: 'uk',
    css: plainCss.replace(/#2563eb/g, '#002f34') + `blockquote{background:#fff7e6;border-left:4px solid #f59e0b;margin:10px 0;padding:8px 14px}`,
    body: `<header><strong>Ринок Оголошень · Довідка</strong><nav><a href="#">Продавцям</a><a href="#">Покупцям</a><a href="#">Безпека</a></nav></header>
<main>
<h1>Фейкова «Безпечна угода»: як розпізнати</h1>
<p>Шахраї пишуть продавцям у месенджерах і надсилають посилання на підроблену сторінку «Покупець оплатив ваш товар». Далі просять сплатити «страховий збір», «комісію за доставку» або ввести дані картки, щоб «отримати кошти».</p>
<blockquote>«Кошти зарезервовані на нашому рахунку. Щоб отримати оплату, сплатіть страховий збір за доставку — 349 грн.»</blockquote>
<h2>Пам'ятайте</h2><ul><li>Щоб отримати гроші, продавцю не потрібно нічого платити.</li><li>Справжня «Безпечна угода» відображається лише у вашому кабінеті на нашому сайті та в застосунку.</li><li>Ніколи не повідомляйте CVV, PIN чи коди з SMS.</li><li>Спілкуйтеся лише у чаті на платформі.</li></ul>
<p>Якщо ви постраждали — зверніться до банку та до кіберполіції (cyberpolice.gov.ua).</p>
</main>
${footer({ Допомога: ['Контакти', 'Правила', 'Конфіденційність'] }, '© 2026 Ринок Оголошень')}`,
  }),
},
  {
  id: 'k-clean-supplement-shop-it',
  label: 'clean',
  kind: 'health-shop',
  url: 'https://www.erboristeria-valfiorita.it/integratori/articolazioni',
  body: doc({
    title: 'Integratori per articolazioni – Erboristeria Valfiorita',
    lang: 'it',
    css: plainCss.replace(/#2563eb/g, '#4d7c0f') + `.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.p{border:1px solid #e5e7eb;border-radius:8px;padding:12px}.p div{height:120px;background:#f0fdf4}`,
    head: gtagStub('G-EVF7301'),
    body: `<header><strong>Erboristeria Valfiorita</strong><nav><a href="#">Integratori</a><a href="#">Tisane</a><a href="#">Cosmesi naturale</a><a href="#">Chi siamo</a><a href="#">Carrello</a></nav></header>
<main>
<h1>Integratori per articolazioni</h1>
<div class="grid"><div class="p"><div></div><b>Glucosamina + Condroitina 60 cpr</b><br>€ 18,90</div><div class="p"><div></div><b>Curcuma e Boswellia 30 cps</b><br>€ 14,50 <s>€ 16,90</s></div><div class="p"><div></div><b>Collagene idrolizzato in polvere 300 g</b><br>€ 24,90</div></div>
<div class="box"><p>Gli integratori alimentari non vanno intesi come sostituti di una dieta variata ed equilibrata e di uno stile di vita sano. Non superare la dose giornaliera raccomandata. Prodotti notificati al Ministero della Salute. In caso di terapie farmacologiche in corso, consultare il medico o il farmacista.</p></div>
<p class="muted">Spedizione gratuita sopra 39 €. Pagamenti con carta, PayPal, Satispay o contrassegno. Reso entro 14 giorni. Valfiorita s.n.c. – P.IVA 03128840546 – Perugia.</p>
</main>
${footer({ Negozio: ['Spedizioni', 'Resi', 'Contatti'], Legale: ['Privacy', 'Cookie', 'Condizioni di vendita'] }, '© 2026 Erboristeria Valfiorita')}
${cookieBar('Questo sito utilizza cookie tecnici e, previo consenso, di analisi.', 'Accetta', 'Rifiuta')}`,
  }),
},
  {
  id: 'k-clean-victim-support-free-help-us',
  label: 'clean',
  kind: 'victim-support',
  url: 'https://www.fraudsurvivorsnetwork.org/get-help',
  body: doc({
    title: 'Get free help after a scam | Fraud Survivors Network',
    css: plainCss.replace(/#2563eb/g, '#7c3aed'),
    head: gtagStub('G-FSN2290'),
    body: `<header><strong>Fraud Survivors Network</strong><nav><a href="#">Get help</a><a href="#">Support groups</a><a href="#">Resources</a><a href="#">Donate</a></nav></header>
<main>
<h1>You're not alone. Our help is free.</h1>
<p>Fraud Survivors Network is a nonprofit that supports people who have lost money or personal information to scams — romance scams, investment and crypto fraud, tech-support scams and more. Trained peer advocates help you report, protect your identity, and cope with the emotional impact.</p>
<div class="box"><h3>Call our free helpline: 1-888-555-0172</h3><p>Mon–Fri 9am–7pm ET. Or book a callback below. We never charge for our services.</p></div>
<div class="box"><h3>Beware of "recovery" scams</h3><p>After a loss, many victims are contacted by companies promising to recover their money for an upfront fee, sometimes claiming to be lawyers, blockchain investigators or government agents. <b>Legitimate agencies don't charge you to recover stolen funds</b>, and no one can guarantee recovery. Report to IC3.gov and ReportFraud.ftc.gov.</p></div>
<form class="box" onsubmit="event.preventDefault();this.innerHTML='<p>Thank you — an advocate will call you within 2 business days.</p>'"><h3>Request a callback</h3><p><input placeholder="First name" style="width:100%;padding:8px"></p><p><input placeholder="Phone" style="width:100%;padding:8px"></p><p><select style="width:100%;padding:8px"><option>Romance scam</option><option>Investment / crypto</option><option>Tech support</option><option>Other</option></select></p><button class="btn">Request callback</button></form>
</main>
${footer({ About: ['Our mission', 'Financials', 'Partners'], Resources: ['Identity theft checklist', 'Talking to family', 'Report fraud'] }, '© 2026 Fraud Survivors Network, a 501(c)(3) nonprofit.')}`,
  }),
},
  {
  id: 'k-clean-fss-style-illegal-leading-room-warning-ko',
  label: 'clean',
  kind: 'consumer-protection',
  url: 'https://www.investor-alert.or.kr/notice/leading-room-2026',
  body: doc({
    title: '불법 주식 리딩방 소비자경보 발령 | 투자자보호센터',
    lang: 'ko',
    css: plainCss.replace(/#2563eb/g, '#1d4ed8'),
    body: `<header><strong>투자자보호센터</strong><nav><a href="#">소비자경보</a><a href="#">불법금융신고</a><a href="#">제도권 금융회사 조회</a></nav></header>
<main>
<h1>[소비자경보] 불법 주식 리딩방 피해 주의</h1>
<p>최근 SNS 광고나 카카오톡 오픈채팅을 통해 "원금 보장", "월 300% 수익" 등을 내세워 고액의 회원비를 받거나 가짜 투자 앱으로 유도하는 불법 리딩방 피해가 급증하고 있습니다.</p>
<div class="box"><h3>주요 수법</h3><ul><li>전문가·애널리스트를 사칭하며 무료 체험방으로 유인</li><li>VIP 회원비 명목으로 수백만 원 입금 요구</li><li>비상장 주식·공모주 우선 배정을 미끼로 투자금 편취</li><li>출금 시 세금·수수료 선입금 요구</li></ul></div>
<p>유사투자자문업자는 1:1 투자자문을 할 수 없으며, 원금·수익 보장은 불법입니다. 투자 전 반드시 제도권 금융회사인지 조회하시고, 피해 발생 시 국번없이 1332로 신고하시기 바랍니다.</p>
</main>
${footer({ 안내: ['개인정보처리방침', '이용약관', '찾아오시는 길'] }, '© 2026 투자자보호센터')}`,
  }),
},
];
