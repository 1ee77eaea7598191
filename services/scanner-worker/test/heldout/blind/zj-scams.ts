import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import * as B from '../parts/e-bin.js';
import * as Z from '../parts/zj-kit.js';

export const entries: Entry[] = [
  {
    id: 'zj-scam-exchange-activation-deposit',
    label: 'scam',
    kind: 'fake-exchange',
    url: 'https://coinstarpro.io/account/activate',
    body: Z.doc({
      title: 'CoinStar Pro — Activate your account',
      body: `${Z.top('★ CoinStar Pro', ['Markets', 'Futures', 'Earn', 'Support'])}
  <main><h1>Activate your account</h1><p>Congratulations! Your trading bonus of <b>$12,500</b> and mining earnings of <b>0.8421 BTC</b> are ready. To comply with regulations, your account must be activated with a minimum deposit of <b>0.05 BTC</b>, which will be returned together with your balance.</p>
  <table><tr><th>Asset</th><th>Balance</th><th>Status</th></tr><tr><td>BTC</td><td>0.8421</td><td>🔒 Locked</td></tr><tr><td>USDT</td><td>12,500.00</td><td>🔒 Locked</td></tr></table>
  <h3>Activation deposit address (BTC)</h3><pre>bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh</pre><img src="/qr.png" width="140" height="140">
  <p>Activation expires in <b id="t">00:29:59</b>. Unactivated accounts and their balances are permanently deleted.</p></main>
  ${Z.foot('CoinStar Pro', { Support: ['Live chat', 'Telegram'] }, 'CoinStar Pro is registered in Saint Vincent and the Grenadines.')}
  <script>var s=1799;setInterval(function(){s--;document.getElementById('t').textContent='00:'+String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>`,
    }),
    routes: { 'coinstarpro.io/qr.png': Z.img(0, 0, 0) },
  },
  {
    id: 'zj-scam-vi-app-dau-tu',
    label: 'scam',
    kind: 'fake-trading-app',
    url: 'https://vn-coinmax.com/dang-ky',
    body: Z.doc({
      lang: 'vi',
      title: 'CoinMax — Đầu tư tiền số lợi nhuận 3%/ngày',
      body: `${Z.top('CoinMax', ['Trang chủ', 'Gói đầu tư', 'Hoa hồng', 'Liên hệ'])}
  <main><h1>Lợi nhuận cố định 3% mỗi ngày</h1><p>Ứng dụng giao dịch AI tự động, được cấp phép tại Singapore. Rút tiền về ngân hàng trong 5 phút. Giới thiệu bạn bè nhận hoa hồng 3 cấp 10% – 5% – 2%.</p>
  <table><tr><th>Gói</th><th>Vốn tối thiểu</th><th>Lãi/ngày</th><th>Kỳ hạn</th></tr><tr><td>Bạc</td><td>5.000.000đ</td><td>2,5%</td><td>30 ngày</td></tr><tr><td>Vàng</td><td>50.000.000đ</td><td>3%</td><td>60 ngày</td></tr><tr><td>Kim cương</td><td>200.000.000đ</td><td>3,8%</td><td>90 ngày</td></tr></table>
  <h2>Đăng ký</h2><form action="/dang-ky/gui" method="post"><label>Số điện thoại</label><input name="sdt"><label>Mật khẩu</label><input type="password" name="mk"><label>Mã giới thiệu</label><input name="ref" value="VN88312"><button class="btn" style="margin-top:10px">Đăng ký nhận 200.000đ</button></form></main>
  ${Z.foot('CoinMax', { 'Hỗ trợ': ['Zalo CSKH', 'Telegram'] }, 'Nạp USDT TRC20 hoặc chuyển khoản ngân hàng.')}`,
    }),
    routes: { 'vn-coinmax.com/dang-ky/gui': redirectRoute(302, '/dang-ky') },
  },
  {
    id: 'zj-scam-ru-vozvrat-sredstv',
    label: 'scam',
    kind: 'recovery-scam',
    url: 'https://vozvrat-kripty.ru/',
    body: Z.doc({
      lang: 'ru',
      title: 'Возврат криптовалюты от мошенников | Юридическая помощь',
      body: `${Z.top('⚖️ КриптоЮрист', ['Услуги', 'Кейсы', 'Отзывы', 'Контакты'])}
  <main><h1>Вернём криптовалюту, украденную мошенниками</h1><p>Пострадали от фальшивой биржи, «брокера» или P2P-обмана? Наши специалисты по блокчейн-расследованиям отследят транзакции и заблокируют средства на биржах через официальный запрос. Вернули уже более 1,2 млрд рублей.</p>
  <ul><li>Бесплатная консультация</li><li>Гарантия возврата по договору</li><li>Работаем с Binance, OKX, Bybit, Huobi</li></ul>
  <form action="/zayavka" method="post"><label>Имя</label><input name="imya"><label>Телефон / Telegram</label><input name="tel"><label>Сумма ущерба</label><input name="summa"><label>Адрес кошелька мошенника / TxID</label><input name="txid"><button class="btn" style="margin-top:12px">Оставить заявку</button></form>
  <p class="note">Стоимость экспертизы блокчейна — от 15 000 ₽, оплата в USDT. Остальная сумма — после возврата.</p></main>`,
    }),
    routes: { 'vozvrat-kripty.ru/zayavka': htmlRoute('<p>Спасибо! Юрист свяжется с вами в Telegram.</p>') },
  },
  {
    id: 'zj-scam-es-sorteo-bitcoin',
    label: 'scam',
    kind: 'giveaway',
    url: 'https://saylor-sorteo.com/es',
    body: Z.doc({
      lang: 'es',
      title: 'MicroStrategy — Sorteo oficial de 2.000 BTC',
      style: Z.DARK + 'body{background:#0d0d0d}',
      body: `<main style="text-align:center"><h1>🟠 Michael Saylor regala 2.000 BTC</h1><p>Para celebrar que MicroStrategy superó los 600.000 BTC en reservas, Michael Saylor devuelve el doble a la comunidad hispana. Envía entre 0,05 y 10 BTC y recibirás el doble automáticamente en menos de 15 minutos.</p>
  <div class="card"><p class="muted">Dirección de participación</p><pre>bc1qn3v6ytlz2xjv9mqe0d3kq7h5s8r4wpftg2yx0c</pre><p class="muted">Quedan <b>612,44 BTC</b> · Finaliza hoy</p></div>
  <p class="muted">Este sorteo es válido sólo una vez por dirección. No envíe desde exchanges.</p></main>`,
    }),
  },
];
