import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { fileRoute, jsRoute, pe, rar5, sevenZip, zip } from '../parts/e-bin.js';
import { baseCss, doc, metrikaStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Russian warez page: keygen in password-protected archive, password on the page
  {
    id: 'g-mal-ru-keygen-arhiv-parol-na-stranice',
    label: 'malware',
    kind: 'crack',
    url: 'https://softportal-free.ru.com/programs/office/microsoft-office-2024-activator.html',
    body: doc({
      lang: 'ru',
      title: 'Microsoft Office 2024 + активатор скачать бесплатно (торрент и прямая ссылка)',
      head: metrikaStub(91144027),
      css: `body{margin:0;font-family:Tahoma,sans-serif;background:#f0f0f0;font-size:14px}.h{background:#273746;color:#fff;padding:12px 20px}.c{max-width:900px;margin:16px auto;background:#fff;padding:20px}.pw{background:#fff3cd;border:1px solid #ffe08a;padding:10px;font-size:16px}.dl{display:inline-block;background:#27ae60;color:#fff;padding:14px 30px;text-decoration:none;font-weight:bold;border-radius:4px}.i td{padding:4px 10px;border-bottom:1px solid #eee}.cm{border-top:1px solid #ddd;padding:8px 0}`,
      body: `<div class="h"><b>SoftPortal Free</b> — программы, игры, активаторы</div><div class="c"><h1 style="font-size:22px">Microsoft Office 2024 Professional Plus + Активатор (KMS) [Ru/En]</h1>
<table class="i"><tr><td>Версия</td><td>2024 (16.0.17928.20156)</td></tr><tr><td>Разработчик</td><td>Microsoft</td></tr><tr><td>Лечение</td><td>KMS Activator / Keygen (в комплекте)</td></tr><tr><td>Размер</td><td>4.2 ГБ (установщик онлайн 58 МБ)</td></tr><tr><td>ОС</td><td>Windows 10/11 x64</td></tr></table>
<p><b>Установка:</b> 1) Отключите антивирус и Защитник Windows (активатор определяется как ложное срабатывание). 2) Распакуйте архив. 3) Запустите Setup.exe от имени администратора. 4) После установки запустите Activator.exe и нажмите «Активировать».</p>
<p class="pw">🔑 Пароль на архив: <b>2024soft</b></p>
<p><a class="dl" href="/go/?f=office2024_activator">Скачать с сервера (58 МБ)</a> &nbsp; <a href="/torrent/office2024.torrent">Скачать торрент</a></p>
<div class="cm"><b>dimon_88</b>: всё работает, спасибо! Антивирус ругается, но это норм.</div><div class="cm"><b>Alena</b>: активировалось с первого раза 👍</div></div>`,
    }),
    routes: {
      'softportal-free.ru.com/go/': htmlRoute(
        doc({
          lang: 'ru',
          title: 'Подготовка ссылки…',
          css: 'body{font-family:Tahoma;text-align:center;padding-top:80px}',
          body: `<p>Ваша ссылка будет готова через <b id="s">5</b> сек.</p><p>Пароль на архив: <b>2024soft</b></p><script>var n=5;var t=setInterval(function(){n--;document.getElementById('s').textContent=n;if(n<=0){clearInterval(t);location.href='https://files.rapid-cloudstore.net/d/8Xk2qP/Office2024_Activator.rar'}},1000)</script>`,
        }),
      ),
      'files.rapid-cloudstore.net/d/8Xk2qP/Office2024_Activator.rar': fileRoute(rar5('Setup.exe Activator.exe Readme.txt password 2024soft'), 'application/x-rar-compressed', 'Office2024_Activator.rar'),
    },
  },
];

