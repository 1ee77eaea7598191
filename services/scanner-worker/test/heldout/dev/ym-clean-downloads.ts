import { htmlRoute, type Entry } from '../entry.js';
import { pe, zip, fileRoute, jsRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics } from '../parts/ym-kit.js';

const dlCss = (accent: string): string => `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#222;background:#fafafa}.h{background:${accent};color:#fff;padding:16px 32px;display:flex;justify-content:space-between;align-items:center}.h a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
main{max-width:900px;margin:28px auto;padding:0 18px;line-height:1.6}table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #e2e2e2;padding:10px;text-align:left;font-size:14px}th{background:#f2f2f2}
a.dl{display:inline-block;background:${accent};color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none;font-size:14px}code{background:#eee;padding:1px 4px;font-size:12px;word-break:break-all}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-eparaksts-software-lv',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.eparaksts.lv/lv/palidziba/lejupielades',
  body: doc({
    lang: 'lv',
    title: 'Lejupielādes | eParaksts',
    css: dlCss('#00205b'),
    body: `<div class="h"><b>eParaksts</b><span><a href="/lv/palidziba">Palīdzība</a><a href="/en">EN</a></span></div>
<main><h1>Programmatūras lejupielādes</h1><p>Lai parakstītu dokumentus ar eID karti vai eParaksts karti, datorā jāuzstāda eParakstītājs 3.0 un kartes lasītāja draiveri. Mobilajām ierīcēm izmantojiet lietotni eParaksts mobile no App Store vai Google Play.</p>
<table><tr><th>Programmatūra</th><th>Versija</th><th>OS</th><th></th></tr>
<tr><td>eParakstītājs 3.0</td><td>3.0.31</td><td>Windows</td><td><a class="dl" href="/files/eParakstitajs3.0_win_3.0.31.msi">Lejupielādēt</a></td></tr>
<tr><td>eParakstītājs 3.0</td><td>3.0.31</td><td>macOS</td><td><a class="dl" href="/files/eParakstitajs3.0_mac_3.0.31.pkg">Lejupielādēt</a></td></tr>
<tr><td>Pārlūka paplašinājums</td><td>1.4.2</td><td>Chrome, Edge, Firefox</td><td><a class="dl" href="https://chromewebstore.google.com/detail/eparaksts/pdinhmnkbbcaapjohmeifkhiaiffjmdj">Veikals</a></td></tr></table>
<p>Valsts reģionālās attīstības aģentūra · LVRTC · Atbalsts: 67 089 191</p></main>`,
  }),
  routes: {
    'www.eparaksts.lv/files/eParakstitajs3.0_win_3.0.31.msi': fileRoute(pe({ strings: ['LVRTC', 'eParakstitajs 3.0', 'Windows Installer', 'Latvijas Valsts radio un televizijas centrs'], size: 16384 }), 'application/x-msi', 'eParakstitajs3.0_win_3.0.31.msi'),
  },
},
{
  id: 'ym-clean-id-ee-software-page',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.id.ee/artikkel/id-tarkvara-paigaldamine-windowsile/',
  body: doc({
    lang: 'et',
    title: 'Paigalda ID-tarkvara | ID.ee',
    head: analytics('G-IDEE00001'),
    css: dlCss('#003168') + `.big{display:inline-block;background:#003168;color:#fff;padding:14px 26px;border-radius:6px;text-decoration:none;font-size:16px;margin:6px 10px 6px 0}`,
    body: `<div class="h"><b>ID.ee</b><span><a href="/kkk/">KKK</a><a href="/en/">EN</a><a href="/ru/">RU</a></span></div>
<main><h1>Paigalda ID-tarkvara</h1><p>ID-tarkvara võimaldab ID-kaardi, digi-ID ja e-residendi digi-ID abil e-teenustesse siseneda ning dokumente digitaalselt allkirjastada. Tarkvara paketti kuuluvad DigiDoc4 klient, ID-kaardi haldusvahend ja veebibrauseri laiendus Web eID.</p>
<a class="big" href="https://installer.id.ee/media/win/Open-EID-24.3.0.1913_x64_et.exe">Laadi alla Windowsile</a><a class="big" href="https://apps.apple.com/ee/app/digidoc4-client/id1370791134">macOS (App Store)</a><a class="big" href="/artikkel/paigaldusjuhend-ubuntu/">Ubuntu</a>
<h2>Kontrolli</h2><p>Paigaldusfail on allkirjastatud Riigi Infosüsteemi Ameti sertifikaadiga. Pärast paigaldamist taaskäivita brauser ja kontrolli ID-kaardi tööd lehel <a href="https://web-eid.eu/">web-eid.eu</a>.</p></main>
${consent('Kasutame küpsiseid statistika kogumiseks.', 'Nõustun', 'Loe lähemalt', '/kupsised/')}`,
  }),
  routes: {
    'installer.id.ee/media/win/Open-EID-24.3.0.1913_x64_et.exe': fileRoute(pe({ x64: true, strings: ['RIIGI INFOSUSTEEMI AMET', 'Open-EID', 'DigiDoc4', 'Web eID', 'WiX Toolset'], size: 24576 }), 'application/x-msdownload', 'Open-EID-24.3.0.1913_x64_et.exe'),
  },
},
{
  id: 'ym-clean-diia-app-store-links',
  label: 'clean',
  kind: 'app-page',
  url: 'https://diia.gov.ua/app',
  body: doc({
    lang: 'uk',
    title: 'Застосунок Дія — Державні послуги онлайн',
    css: `*{box-sizing:border-box}body{margin:0;font-family:'e-Ukraine',Arial,sans-serif;background:linear-gradient(180deg,#c6e2f0 0%,#e2ecd9 100%);min-height:100vh;color:#000}
.hd{display:flex;align-items:center;justify-content:space-between;padding:18px 32px}.hd nav a{margin-left:18px;color:#000;text-decoration:none;font-size:14px}.dia{width:44px;height:44px;border-radius:50%;background:#000;color:#fff;display:flex;align-items:center;justify-content:center;font-size:14px;font-weight:700}
.box{max-width:780px;margin:20px auto 60px;background:#fff;border-radius:24px;padding:40px}.st{display:flex;gap:12px;margin:20px 0}.st a{background:#000;color:#fff;border-radius:12px;padding:12px 20px;text-decoration:none}
.faq{font-size:14px;color:#333}`,
    body: `<div class="hd"><div style="display:flex;gap:12px;align-items:center"><div class="dia">Дія</div><b>Дія</b></div><nav><a href="/services">Послуги</a><a href="/app">Застосунок</a><a href="https://id.gov.ua/">Кабінет</a></nav></div>
<div class="box"><h1>Застосунок Дія</h1><p>Цифрові документи, е-Підпис, єПідтримка, повідомлення про пошкоджене майно, податки ФОП та десятки інших послуг — у смартфоні.</p>
<div class="st"><a href="https://apps.apple.com/ua/app/%D0%B4%D1%96%D1%8F/id1489717872">Завантажити в App Store</a><a href="https://play.google.com/store/apps/details?id=ua.gov.diia.app">Завантажити в Google Play</a><a href="https://appgallery.huawei.com/app/C104251563">AppGallery</a></div>
<div class="faq"><h3>Чи можна завантажити Дію з інших сайтів?</h3><p>Ні. Встановлюйте застосунок лише з офіційних магазинів. Дія ніколи не поширює APK-файли через сайти, месенджери чи SMS і не просить вмикати «Спеціальні можливості».</p></div></div>`,
  }),
},
{
  id: 'ym-clean-medoc-update-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://medoc.ua/download',
  body: doc({
    lang: 'uk',
    title: 'Завантажити M.E.Doc — програма для звітності',
    css: dlCss('#e3051b'),
    body: `<div class="h"><b>M.E.Doc</b><span><a href="/uk/kupyty">Купити</a><a href="/uk/pidtrymka">Підтримка</a></span></div>
<main><h1>Завантаження дистрибутивів</h1><p>M.E.Doc — програма для подання податкової, статистичної та інших видів звітності в електронному вигляді. Оновлення встановлюються автоматично з сервера оновлень; повний дистрибутив потрібен лише для нової інсталяції.</p>
<table><tr><th>Дистрибутив</th><th>Версія</th><th>Розмір</th><th></th></tr>
<tr><td>M.E.Doc (повна інсталяція)</td><td>11.02.165</td><td>312 МБ</td><td><a class="dl" href="/download/files/medoc_11.02.165_setup.exe">Завантажити</a></td></tr>
<tr><td>M.E.Doc Мережна версія (сервер)</td><td>11.02.165</td><td>318 МБ</td><td><a class="dl" href="/download/files/medoc_net_11.02.165.zip">Завантажити</a></td></tr></table>
<p>SHA-256 (setup.exe): <code>b4a0c8e2f7d19356a1c0e9b7d4f2a6c8e5b3d1f0a9c7e4b2d6f8a1c3e5b7d9f0</code></p>
<p>Дистрибутиви підписано кваліфікованим сертифікатом ТОВ «М.Е.Док». Служба підтримки: (044) 498-10-33.</p></main>`,
  }),
  routes: {
    'medoc.ua/download/files/medoc_11.02.165_setup.exe': fileRoute(pe({ strings: ['Intellect Service', 'M.E.Doc', 'Inno Setup Setup Data (6.2.2)', 'medoc.ua'], size: 32768 }), 'application/octet-stream', 'medoc_11.02.165_setup.exe'),
  },
},
];
