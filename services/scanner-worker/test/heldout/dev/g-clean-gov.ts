import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer, metrikaStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Russian Gosuslugi info page about payments to families
  {
    id: 'g-clean-ru-gosuslugi-edinoe-posobie-info',
    label: 'clean',
    kind: 'gov-benefit',
    url: 'https://www.gosuslugi.ru/landing/unified_allowance_info',
    body: doc({
      lang: 'ru',
      title: 'Единое пособие на детей и беременным женщинам | Госуслуги',
      head: metrikaStub(24582319),
      css: `body{margin:0;font-family:Lato,Arial,sans-serif;color:#0b1f33;background:#f5f7fa}.h{background:#fff;padding:14px 24px;border-bottom:1px solid #e1e6ed;color:#0d4cd3;font-weight:bold;font-size:20px}.c{max-width:820px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}.b{background:#0d4cd3;color:#fff;border:0;padding:12px 24px;border-radius:8px}.w{background:#fff4e5;padding:12px;border-radius:8px}`,
      body: `<div class="h">госуслуги</div><div class="c"><h1>Единое пособие</h1><p>Выплачивается семьям с доходом ниже регионального прожиточного минимума на человека: на детей до 17 лет и беременным женщинам, вставшим на учёт в ранние сроки.</p><ul><li>Размер — 50, 75 или 100% регионального прожиточного минимума</li><li>Назначается на 12 месяцев</li><li>Заявление рассматривается Социальным фондом до 10 рабочих дней</li></ul><button class="b">Подать заявление</button>
<div class="w" style="margin-top:20px"><b>Осторожно, мошенники!</b> Госуслуги и Социальный фонд не берут комиссию за назначение или перевод пособий и не просят сообщать коды из СМС. Сайты «фондов компенсаций», обещающие выплаты за утечку данных, — мошеннические.</div></div>`,
    }),
  },
];

