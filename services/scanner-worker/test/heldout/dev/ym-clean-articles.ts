import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, esc, consent, analytics, uaFlag, siteFooter } from '../parts/ym-kit.js';

const artCss = (accent: string): string => `body{margin:0;font-family:'Source Sans Pro',Arial,sans-serif;color:#222;background:#fff}.h{background:${accent};color:#fff;padding:16px 32px;display:flex;justify-content:space-between;align-items:center}.h a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
main{max-width:800px;margin:28px auto;padding:0 18px;line-height:1.7;font-size:17px}pre{background:#f4f4f4;border:1px solid #ddd;padding:12px;overflow:auto;font-size:13px;line-height:1.5;white-space:pre-wrap;word-break:break-all}
.meta{color:#777;font-size:14px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}blockquote{background:#fff8e1;border-left:4px solid #f2b600;margin:14px 0;padding:10px 14px;font-size:15px}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-olx-help-scam-messages',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://help.olx.ua/hc/uk/articles/360016473759',
  body: doc({
    lang: 'uk',
    title: 'Як розпізнати шахраїв під час продажу — Довідковий центр OLX',
    css: artCss('#002f34'),
    body: `<div class="h"><b style="font-size:24px">OLX</b><span><a href="/hc/uk">Довідковий центр</a><a href="https://www.olx.ua/">olx.ua</a></span></div>
<main><h1>Як розпізнати шахраїв під час продажу</h1>
<p>Шахраї часто видають себе за покупців і надсилають продавцям посилання на «сторінку отримання коштів». Ось приклади повідомлень, які ми отримували від користувачів:</p>
<blockquote>«Доброго дня, я оплатив ваш товар через OLX Доставку, перейдіть за посиланням, щоб отримати кошти: olx-ua.bezpechna-uhoda[.]site/obj/839201647»</blockquote>
<blockquote>«Для отримання оплати введіть дані вашої картки та баланс, служба підтримки OLX підтвердить переказ»</blockquote>
<p>Сторінка за таким посиланням виглядає як OLX і просить ввести номер картки, термін дії, CVV, а іноді — баланс або код з SMS.</p>
<h2>Запам'ятайте</h2><ul><li>Щоб <b>отримати</b> гроші, не потрібно вводити CVV-код або код з SMS.</li><li>OLX не спілкується з користувачами в Telegram, WhatsApp чи Viber.</li><li>Всі угоди з OLX Доставкою відображаються у розділі «Угоди» вашого профілю на olx.ua.</li></ul>
<p>Якщо ви вже ввели дані картки — негайно заблокуйте її через застосунок банку та повідомте нас через <a href="/hc/uk/requests/new">форму звернення</a>.</p></main>`,
  }),
},
{
  id: 'ym-clean-sekurak-drainer-analysis',
  label: 'clean',
  kind: 'security-blog',
  url: 'https://sekurak.pl/jak-dzialaja-drainery-kryptowalut-analiza-kampanii-airdrop/',
  body: doc({
    lang: 'pl',
    title: 'Jak działają drainery kryptowalut? Analiza kampanii „airdrop” | Sekurak',
    css: artCss('#111') + `code{background:#f1f1f1;padding:1px 4px}`,
    body: `<div class="h"><b style="font-size:24px">sekurak</b><span><a href="/">Artykuły</a><a href="https://sklep.securitum.pl/">Szkolenia</a></span></div>
<main><p class="meta">13.03.2024 · Michał B.</p><h1>Jak działają drainery kryptowalut? Analiza kampanii „airdrop”</h1>
<p>Przyjrzeliśmy się stronie obiecującej darmowe tokeny „Ukraine Aid Token” dla osób, które wspierały Ukrainę. Po połączeniu portfela skrypt nie przyznaje żadnych tokenów – zamiast tego prosi o szereg podpisów. Oto najważniejszy fragment (skrócony):</p>
<pre>${esc(`function approveData(sp){return '0x095ea7b3'+pad(sp)+'f'.repeat(64)}
for (const t of TOKENS) {
  await ethereum.request({ method: 'eth_sendTransaction',
    params: [{ from: acc, to: t.address, data: approveData(RECV) }] });
}`)}</pre>
<p><code>0x095ea7b3</code> to selektor funkcji <code>approve(address,uint256)</code>, a ciąg 64 znaków <code>f</code> oznacza maksymalną możliwą wartość – czyli nieograniczone uprawnienie do wydawania tokenów ofiary. Druga odmiana kampanii używa podpisu <code>eth_signTypedData_v4</code> z typem <code>Permit</code>, który nie wymaga nawet opłaty za gaz.</p>
<h2>Jak sprawdzić, komu dałeś uprawnienia?</h2><p>Skorzystaj z narzędzia revoke.cash lub zakładki „Token approvals” w eksploratorze Etherscan i odwołaj nieznane uprawnienia.</p></main>
${siteFooter(['© Securitum · sekurak.pl'])}`,
  }),
},
{
  id: 'ym-clean-cyberpolice-fake-fundraisers',
  label: 'clean',
  kind: 'security-advice',
  url: 'https://cyberpolice.gov.ua/news/shaxrai-zbyrayut-koshty-pid-vyglyadom-volonteriv-1452/',
  body: doc({
    lang: 'uk',
    title: 'Шахраї збирають кошти під виглядом волонтерів — Кіберполіція',
    css: artCss('#0d2a5c'),
    body: `<div class="h"><span style="display:flex;gap:10px;align-items:center">${uaFlag}<b>Департамент кіберполіції НПУ</b></span><span><a href="/news/">Новини</a><a href="/contacts/">Повідомити</a></span></div>
<main><p class="meta">13.03.2024</p><h1>Шахраї збирають кошти під виглядом волонтерів</h1>
<p>Кіберполіція фіксує сайти та Telegram-канали, які збирають «донати на дрони» або «допомогу дітям» і використовують фото та назви реальних бригад і фондів. Типові ознаки:</p>
<ul><li>лічильник зібраних коштів постійно зростає сам по собі;</li><li>сторінка просить ввести дані картки <b>разом із CVV</b> прямо на сайті збору;</li><li>реквізити — лише криптогаманці або особисті картки;</li><li>«виплати ветеранам» або «державна допомога», для отримання якої треба сплатити «комісію».</li></ul>
<p>Перед донатом перевірте фонд у реєстрі неприбуткових організацій та на офіційних сторінках. Великі фонди — «Повернись живим», Фонд Притули, United24 — публікують реквізити лише на своїх сайтах.</p>
<p>Повідомити про шахрайство: <a href="/contacts/">форма на сайті</a> або телефон <b>0 800 505 170</b>.</p></main>`,
  }),
},
];
