import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { FONT_HE, b64, doc } from '../parts/yu-kit.js';

// Investment fraud aimed at Israelis and Russian-speaking immigrants: binary-options style boiler-room
// funnels, fake news articles with a celebrity, "funds recovery" follow-ups, pig-butchering exchange
// dashboards and paid "VIP signals" channels.

export const entries: Entry[] = [
{
  id: 'yu-forex-vip-signals-telegram-ru',
  label: 'scam',
  kind: 'investment-signals-scam',
  url: 'https://gold-signals-vip.trade-ru.club/',
  body: doc({
    title: 'GOLD VIP Сигналы — 80% прибыли в месяц',
    lang: 'ru',
    css: `body{margin:0;font-family:Arial;background:#111;color:#eee}.h{text-align:center;padding:40px 16px;background:linear-gradient(#3a2a00,#111)}.h h1{color:#fbbf24;font-size:34px}
.pl{display:flex;flex-wrap:wrap;gap:16px;justify-content:center;padding:20px}.p{background:#1c1c1c;border:1px solid #333;border-radius:10px;padding:20px;width:240px;text-align:center}.p b{font-size:28px;color:#fbbf24;display:block}
.p a{display:block;background:#229ed9;color:#fff;padding:10px;border-radius:6px;text-decoration:none;margin-top:12px}.sc{max-width:600px;margin:0 auto;padding:16px;font-size:14px;color:#bbb}`,
    body: `<div class="h"><h1>💰 GOLD VIP SIGNALS 💰</h1><p>Точность сигналов 94% · XAUUSD · BTC · NASDAQ</p><p>Гарантируем +80% к депозиту в месяц или вернём деньги</p></div>
<div class="pl"><div class="p">1 месяц<b>150 USDT</b><a href="https://t.me/goldvip_pay_bot?start=m1">Оплатить в Telegram</a></div>
<div class="p">3 месяца<b>300 USDT</b><a href="https://t.me/goldvip_pay_bot?start=m3">Оплатить в Telegram</a></div>
<div class="p">Навсегда + личный менеджер<b>990 USDT</b><a href="https://t.me/goldvip_pay_bot?start=life">Оплатить в Telegram</a></div></div>
<div class="sc"><p>📈 Вчера: +1 840 пипсов · Неделя: +6 210 пипсов</p><p>Оплата только USDT (TRC20) на кошелёк: <code>TYh4v2cJmN8qRz1sKp7WfX3eLd9gBa5oUt</code>. После оплаты отправьте скрин администратору @goldvip_admin — доступ в течение 5 минут.</p>
<p>⚠️ Осталось 7 мест по старой цене!</p></div>`,
  }),
},
];
