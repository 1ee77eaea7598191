import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer, pixelStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Japanese LINE "investment coach" landing page
  {
    id: 'g-scam-ja-line-toushi-coach-muryo-group',
    label: 'scam',
    kind: 'investment-coach',
    url: 'https://kabu-sensei-line.jp-invest.club/lp/a03',
    body: doc({
      lang: 'ja',
      title: '【完全無料】元証券アナリストが教える株式投資LINEグループ',
      css: `body{margin:0;font-family:'Hiragino Kaku Gothic ProN',Meiryo,sans-serif;background:#fffdf5;color:#333}.w{max-width:560px;margin:0 auto;background:#fff}.hero{background:linear-gradient(#0d3b66,#14539a);color:#fff;padding:26px 18px;text-align:center}.hero h1{font-size:24px;line-height:1.5}.y{color:#ffd23f}.sec{padding:16px 18px;border-bottom:1px solid #eee}.line{display:block;background:#06c755;color:#fff;text-align:center;padding:16px;font-weight:bold;font-size:18px;border-radius:40px;text-decoration:none;margin:14px 18px}.voice{background:#f6f6f6;border-radius:8px;padding:10px;margin:8px 0;font-size:14px}.prof{display:flex;gap:12px}.av{width:80px;height:80px;border-radius:50%;background:#bbb;flex:none}`,
      head: pixelStub('218893300417729'),
      body: `<div class="w"><div class="hero"><p>テレビ・経済誌で話題</p><h1>元大手証券アナリスト <span class="y">森永 健一</span> が<br>毎日の注目銘柄を<span class="y">完全無料</span>で配信</h1><p>参加者の94%が3ヶ月で資産2倍を達成</p></div>
<a class="line" href="https://line.me/ti/g2/kabusensei_vip_group">LINEで無料参加する ▶</a>
<div class="sec"><div class="prof"><div class="av"></div><div><b>森永 健一 先生</b><br>元野村系証券チーフアナリスト。投資歴28年。著書『新NISAで1億円をつくる』がベストセラーに。現在は個人投資家の育成に専念。</div></div></div>
<div class="sec"><h3>グループ参加特典</h3><ol><li>毎朝8時に本日の急騰予想銘柄を配信</li><li>AI分析による「確実に上がる」IPO情報</li><li>アシスタント 佐藤 美咲 による個別サポート</li><li>VIP会員向け専用取引アプリのご案内（元本保証プラン）</li></ol></div>
<div class="sec"><h3>参加者の声</h3><div class="voice">「50万円が2ヶ月で380万円になりました。先生ありがとうございます！」（62歳・男性・年金生活）</div><div class="voice">「アシスタントさんが丁寧に教えてくれて、初心者でも利益が出ました」（45歳・主婦）</div></div>
<div class="sec" style="font-size:12px;color:#777">※本日の募集人数：残り<b id="n">12</b>名 ※先着順のため、定員になり次第締め切ります。<br>※投資の成果を保証するものではありません。</div>
<a class="line" href="https://line.me/ti/g2/kabusensei_vip_group">今すぐ無料で参加 ▶</a>
<p style="text-align:center;font-size:11px;color:#999">運営：株式投資研究会 ｜ 特定商取引法に基づく表記 ｜ プライバシーポリシー</p></div>`,
    }),
  },
  // French fake news advertorial with celebrity "crypto platform"
  {
    id: 'g-scam-fr-article-celebrite-plateforme-crypto',
    label: 'scam',
    kind: 'investment-advertorial',
    url: 'https://actu-eco-france.news-quotidien.fr/economie/2025/11/scandale-plateau-tele.html',
    body: doc({
      lang: 'fr',
      title: 'Scandale en direct : la banque de France tente d’empêcher la diffusion de cette interview',
      css: `body{margin:0;font-family:Georgia,serif;background:#fff;color:#111}.mast{border-bottom:4px solid #c8102e;padding:10px 20px;font-family:Arial;font-weight:900;font-size:28px}.nav{font-family:Arial;font-size:13px;padding:6px 20px;background:#f2f2f2}.art{max-width:720px;margin:0 auto;padding:20px}.art h1{font-size:32px;line-height:1.2}.img{height:260px;background:#ddd;margin:14px 0}.q{border-left:4px solid #c8102e;padding-left:12px;font-style:italic}.cta{display:block;background:#16a34a;color:#fff;text-align:center;padding:16px;font-family:Arial;font-weight:bold;text-decoration:none;border-radius:4px}.side{font-family:Arial;font-size:13px;color:#555}`,
      body: `<div class="mast">LE QUOTIDIEN ÉCO</div><div class="nav">Politique · Économie · Tech · Société · Sport</div>
<div class="art"><p class="side">Publié le <span id="d"></span> · Par Claire Martin</p><h1>« Ils ne veulent pas que vous sachiez ça » : l’aveu d’une star du petit écran sur sa nouvelle source de revenus</h1>
<div class="img"></div>
<p>Lors de son passage dans une émission de grande écoute, l’animateur préféré des Français a révélé comment il gagne plus de 30 000 € par mois grâce à une plateforme d’investissement automatisée, <b>Quantum Capital AI</b>. La Banque de France a immédiatement exigé le retrait de l’extrait.</p>
<p class="q">« Avec seulement 250 €, n’importe qui peut commencer. Le logiciel fait tout, même si vous ne connaissez rien à la finance. J’ai remboursé mon crédit immobilier en quatre mois. »</p>
<p>Notre rédaction a testé la plateforme : après un dépôt initial de 250 €, un conseiller nous a appelés dans l’heure. Au bout de 7 jours, notre compte affichait <b>4 873 €</b>.</p>
<p>Les places sont limitées : la plateforme n’accepte plus que quelques inscriptions par jour et par région.</p>
<a class="cta" href="/go/quantum?sub=fr_tv">👉 S’INSCRIRE GRATUITEMENT SUR QUANTUM CAPITAL AI</a>
<h3>Commentaires (1 284)</h3><p class="side"><b>Nathalie R.</b> J’ai commencé lundi, déjà 1 200 € de gains, merci !!<br><b>Patrick D.</b> Au début j’étais sceptique mais ça marche vraiment.</p></div>
<script>document.getElementById('d').textContent=new Date(Date.now()-86400000).toLocaleDateString('fr-FR')</script>`,
    }),
    routes: {
      'actu-eco-france.news-quotidien.fr/go/quantum': redirectRoute(302, 'https://join.quantumcapital-ai.pro/fr/inscription'),
      'join.quantumcapital-ai.pro/fr/inscription': htmlRoute(
        doc({
          lang: 'fr',
          title: 'Quantum Capital AI — Inscription',
          css: `body{font-family:Arial;background:#0f172a;color:#fff;margin:0}.b{max-width:420px;margin:40px auto;background:#1e293b;padding:24px;border-radius:10px}input{width:100%;padding:11px;margin:6px 0;border-radius:6px;border:0}button{width:100%;padding:13px;background:#22c55e;border:0;color:#fff;font-weight:bold;border-radius:6px}`,
          body: `<div class="b"><h2>Commencez à gagner dès aujourd’hui</h2><p>Dépôt minimum 250 € · Gains moyens 1 100 €/jour · Retraits sous 24h</p><form action="/fr/lead" method="post"><input name="prenom" placeholder="Prénom"><input name="nom" placeholder="Nom"><input name="email" placeholder="E-mail"><input name="tel" placeholder="+33 6 ..."><button>OUVRIR MON COMPTE</button></form><p style="font-size:11px;opacity:.7">Un conseiller agréé vous contactera pour activer votre compte.</p></div>`,
        }),
      ),
    },
  },
  // Polish fake news advertorial, investment in "state energy company"
  {
    id: 'g-scam-pl-artykul-inwestycja-orlen-program',
    label: 'scam',
    kind: 'investment-advertorial',
    url: 'https://wiadomosci-dnia24.com.pl-info.net/biznes/program-inwestycyjny-dla-polakow',
    body: doc({
      lang: 'pl',
      title: 'Rząd uruchamia program: każdy Polak może zarabiać na akcjach spółek energetycznych',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#222}.top{background:#003c7d;color:#fff;padding:12px 20px;font-size:22px;font-weight:bold}.a{max-width:760px;margin:0 auto;padding:18px}.a h1{font-size:30px}.box{background:#fff8d6;border:2px solid #f2c200;padding:14px;margin:16px 0}.f input{width:100%;padding:10px;margin:5px 0}.f button{width:100%;padding:14px;background:#d60000;color:#fff;border:0;font-weight:bold;font-size:16px}`,
      head: pixelStub('611204998873021'),
      body: `<div class="top">Wiadomości Dnia 24</div><div class="a"><h1>Nowy program inwestycyjny: Polacy zarabiają nawet 18 000 zł miesięcznie na akcjach krajowego giganta paliwowego</h1>
<p>Minister finansów potwierdził, że obywatele mogą dołączyć do programu „Polska Energia Dla Każdego” z kwotą zaledwie <b>1 000 zł</b>. Platforma oparta na sztucznej inteligencji automatycznie handluje akcjami i przelewa zyski na konto bankowe uczestnika.</p>
<div class="box"><b>Jak dołączyć?</b><ol><li>Wypełnij formularz poniżej</li><li>Poczekaj na telefon od osobistego opiekuna</li><li>Wpłać 1 000 zł przez BLIK lub przelew</li><li>Odbieraj wypłaty codziennie</li></ol></div>
<div class="f"><form action="/biznes/zgloszenie" method="post"><input name="imie" placeholder="Imię"><input name="nazwisko" placeholder="Nazwisko"><input name="email" placeholder="E-mail"><input name="telefon" placeholder="+48"><button>ZAREJESTRUJ SIĘ W PROGRAMIE</button></form></div>
<p style="font-size:12px;color:#888">Liczba miejsc w programie jest ograniczona. Rejestracja zostanie zamknięta <span id="dd"></span>.</p></div>
<script>var d=new Date();d.setDate(d.getDate()+1);document.getElementById('dd').textContent=d.toLocaleDateString('pl-PL')</script>`,
    }),
  },
  // Arabic investment platform with fixed profits and USDT deposit
  {
    id: 'g-scam-ar-mansat-istithmar-arbah-yawmiya',
    label: 'scam',
    kind: 'investment',
    url: 'https://gulf-wealth-invest.com/ar/plans',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'الخليج للثروة | أرباح يومية مضمونة',
      css: `body{margin:0;font-family:Tahoma,Arial,sans-serif;background:#f7f3ea;color:#222}.top{background:#0c4a3e;color:#fff;padding:14px 24px;display:flex;justify-content:space-between}.hero{background:#114d40;color:#fff;text-align:center;padding:40px 20px}.p{display:flex;gap:14px;justify-content:center;flex-wrap:wrap;padding:24px}.c{background:#fff;border-radius:10px;padding:18px;width:220px;text-align:center;box-shadow:0 2px 8px rgba(0,0,0,.08)}.c b{font-size:26px;color:#b8860b}.w{background:#25d366;color:#fff;padding:12px 20px;border-radius:30px;text-decoration:none;display:inline-block}`,
      body: `<div class="top"><b>الخليج للثروة</b><span>مرخصة من هيئة السوق المالية</span></div>
<div class="hero"><h1>استثمر في الذهب والنفط والعملات الرقمية بأرباح يومية تصل إلى ٧٪</h1><p>رأس مال مضمون ١٠٠٪ · سحب فوري إلى حسابك البنكي · مدير حساب شخصي</p><a class="w" href="https://wa.me/447418337201">تواصل مع مستشارك عبر واتساب</a></div>
<div class="p"><div class="c"><p>الباقة البرونزية</p><b>٥٠٠ $</b><p>٣٪ يومياً لمدة ٣٠ يوم</p></div><div class="c"><p>الباقة الفضية</p><b>٢٬٠٠٠ $</b><p>٥٪ يومياً لمدة ٣٠ يوم</p></div><div class="c"><p>الباقة الذهبية</p><b>١٠٬٠٠٠ $</b><p>٧٪ يومياً لمدة ٦٠ يوم</p></div></div>
<div style="max-width:700px;margin:0 auto;padding:0 20px"><h3>طريقة الإيداع</h3><p>يتم الإيداع عبر USDT شبكة TRC20 إلى المحفظة التالية، ثم أرسل صورة التحويل لمدير حسابك:</p><p style="direction:ltr;font-family:monospace;background:#fff;padding:10px">TJ8uQk3nV7bXhPz2RwYm4LcA9sE6fDgH1q</p><p>ملاحظة: لسحب الأرباح يجب دفع رسوم الضريبة ١٥٪ مسبقاً.</p></div>
<p style="text-align:center;font-size:12px;color:#777">© ٢٠٢٥ الخليج للثروة. جميع الحقوق محفوظة.</p>`,
    }),
  },
];

