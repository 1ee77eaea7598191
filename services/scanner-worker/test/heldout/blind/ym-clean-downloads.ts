import { htmlRoute, type Entry } from '../entry.js';
import { pe, zip, fileRoute, jsRoute } from '../parts/e-bin.js';
import { doc, cardCss, mark, uaFlag, consent, analytics } from '../parts/ym-kit.js';

const dlCss = (accent: string): string => `body{margin:0;font-family:Roboto,Arial,sans-serif;color:#222;background:#fafafa}.h{background:${accent};color:#fff;padding:16px 32px;display:flex;justify-content:space-between;align-items:center}.h a{color:#fff;margin-left:16px;text-decoration:none;font-size:14px}
main{max-width:900px;margin:28px auto;padding:0 18px;line-height:1.6}table{border-collapse:collapse;width:100%;background:#fff}td,th{border:1px solid #e2e2e2;padding:10px;text-align:left;font-size:14px}th{background:#f2f2f2}
a.dl{display:inline-block;background:${accent};color:#fff;padding:8px 16px;border-radius:4px;text-decoration:none;font-size:14px}code{background:#eee;padding:1px 4px;font-size:12px;word-break:break-all}`;

export const entries: Entry[] = [
{
  id: 'ym-clean-iit-eusign-agent-download',
  label: 'clean',
  kind: 'software-download',
  url: 'https://iit.com.ua/download/productfiles/users',
  body: doc({
    lang: 'uk',
    title: 'ІІТ Користувач ЦСК-1 та Бібліотека підпису — Завантаження | ТОВ «Інститут інформаційних технологій»',
    css: dlCss('#1f4e8c'),
    body: `<div class="h"><b>ІІТ · Інститут інформаційних технологій</b><span><a href="/products">Продукти</a><a href="/support">Підтримка</a></span></div>
<main><h1>Програмне забезпечення для користувачів</h1><p>Програмний комплекс «ІІТ Користувач ЦСК-1» призначений для накладання та перевірки кваліфікованого електронного підпису, шифрування файлів та роботи з особистими ключами. Веб-сервіси (id.gov.ua, czo.gov.ua, cabinet.tax.gov.ua) потребують встановленої бібліотеки підпису для роботи із захищеними носіями.</p>
<table><tr><th>Назва</th><th>Версія</th><th>ОС</th><th></th></tr>
<tr><td>ІІТ Користувач ЦСК-1 (інсталятор)</td><td>1.3.1.198</td><td>Windows 10/11</td><td><a class="dl" href="/download/productfiles/EUInstall.exe">Завантажити</a></td></tr>
<tr><td>Бібліотека підпису для веб-браузерів (EUSignWebInstall)</td><td>1.3.62</td><td>Windows</td><td><a class="dl" href="/download/productfiles/EUSignWebInstall.exe">Завантажити</a></td></tr>
<tr><td>Бібліотека підпису (macOS)</td><td>1.3.62</td><td>macOS 12+</td><td><a class="dl" href="/download/productfiles/EUSignWebInstall.pkg">Завантажити</a></td></tr></table>
<p>Контрольні суми SHA-256 опубліковано у файлі <a href="/download/productfiles/SHA256SUMS.txt">SHA256SUMS.txt</a>. Інсталятори підписано сертифікатом ТОВ «Інститут інформаційних технологій».</p></main>`,
  }),
  routes: {
    'iit.com.ua/download/productfiles/EUInstall.exe': fileRoute(pe({ strings: ['Institute of Information Technologies', 'IIT End User CA-1', 'EUSignCP.dll', 'Copyright (C) IIT Ltd.', 'ProductVersion 1.3.1.198'], size: 20480 }), 'application/x-msdownload', 'EUInstall.exe'),
    'iit.com.ua/download/productfiles/SHA256SUMS.txt': { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: '8a1f6c0e3b2d59f47a91c3e0d2b6f58a4e7c19d03b5a8f26e1c4d7b90a3f5e21  EUInstall.exe\n2c9d4e7a1b0f36c85d2a9e4f7b1c03d6a8e5f29b4c7d1a06e3f8b52c9d4a7e10  EUSignWebInstall.exe\n' },
  },
},
];
