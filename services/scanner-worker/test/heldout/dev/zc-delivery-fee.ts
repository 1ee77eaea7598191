import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, cardFields, pngR } from '../parts/zc-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
const JPP = 'japanpost-jp.redelivery-fee.cn.com';
const INP_ASCII = 'xn--inpost-paczkomaty-dopata-pl-2pe.online';

export const entries: Entry[] = [
  {
    id: 'zc-delivery-japanpost-fuzai-ja',
    label: 'phishing',
    kind: 'delivery-fee',
    url: `https://${JPP}/jp/redelivery/`,
    body: doc({
      lang: 'ja',
      title: '日本郵便 - 再配達のお申し込み',
      css: 'body{background:#f4f4f4}.c{max-width:540px;margin:20px auto;background:#fff;padding:22px}',
      body: `<div style="background:#fff;border-bottom:4px solid #cc0000;padding:12px 18px"><b style="color:#cc0000;font-size:20px">〒 日本郵便</b></div>
<div class="c">
  <h2 style="font-size:18px">ご不在のため、お荷物を持ち帰りました</h2>
  <p>お問い合わせ番号：<b>4291-3388-2019</b><br>宛先住所に不備があるため、再配達手数料 <b>330円</b> のお支払いが必要です。</p>
  <form action="/jp/redelivery/pay" method="post">
    <label>お名前</label><input name="name"><label>郵便番号</label><input name="zip"><label>ご住所</label><input name="addr"><label>電話番号</label><input name="tel">
    ${cardFields({ holder: 'カード名義', number: 'カード番号', exp: '有効期限', cvc: 'セキュリティコード' })}
    <button class="btn" style="background:#cc0000;color:#fff;width:100%;margin-top:16px">お支払いへ進む</button>
  </form>
  <p style="font-size:11px;color:#888">Copyright © JAPAN POST Co.,Ltd. All Rights Reserved.</p>
</div>`,
    }),
    routes: {},
  },
  {
    id: 'zc-delivery-inpost-doplata-idn-pl',
    label: 'phishing',
    kind: 'delivery-fee',
    url: `https://${INP_ASCII}/paczka/612093381726`,
    body: doc({
      lang: 'pl',
      title: 'InPost – Dopłata do przesyłki',
      css: 'body{background:#f7f7f7}.c{max-width:520px;margin:24px auto;background:#fff;padding:24px;border-radius:8px}',
      body: `<div style="background:#ffcb04;padding:14px 20px"><b style="font-size:22px">InPost</b></div>
<div class="c">
  <h2>Paczka czeka w Paczkomacie – wymagana dopłata</h2>
  <p>Przesyłka <b>612093381726</b> (nadawca: Allegro / Vinted) została umieszczona w paczkomacie <b>WAW218M</b>. Z powodu przekroczenia gabarytu wymagana jest dopłata <b>2,49 zł</b>.</p>
  <form action="/platnosc" method="post">
    <label>Wybierz bank</label>
    <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px">${['PKO BP', 'mBank', 'ING', 'Santander', 'Pekao', 'Millennium', 'Alior', 'BNP Paribas', 'Credit Agricole'].map((b) => `<label style="border:1px solid #ddd;padding:10px;border-radius:6px;text-align:center"><input type="radio" name="bank" value="${b}" style="width:auto"> ${b}</label>`).join('')}</div>
    <button class="btn" style="background:#ffcb04;width:100%;margin-top:16px">Zapłać 2,49 zł</button>
  </form>
</div>`,
    }),
    routes: {},
  },
];
