import type { Entry } from '../entry.js';
import { doc, corpCss, shell, gtag, img, htmlRoute, redirectRoute, jsRoute, jsonRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-yamato-redelivery-jp',
  label: 'clean',
  kind: 'parcel-redelivery',
  url: 'https://www.kuronekoyamato.co.jp/ytc/customer/send/services/redelivery/',
  body: doc({
    lang: 'ja',
    title: '再配達依頼 | ヤマト運輸',
    css: corpCss('#1a1a1a', '#1a1a1a') + 'header.top{background:#ffcc00}header.top a{color:#111}body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}',
    body: shell({ brand: 'ヤマト運輸', logo: 'クロネコヤマト', nav: ['個人のお客さま', '法人のお客さま', '荷物お問い合わせ', '営業所検索'], footer: '© YAMATO TRANSPORT CO., LTD. All rights reserved.', links: ['サイトのご利用にあたって', '個人情報保護方針', 'ヤマト運輸を装った迷惑メールにご注意ください'] })(`<div class="card"><h1>再配達のご依頼</h1><p>ご不在連絡票の伝票番号を入力し、ご希望の日時をお選びください。再配達の手数料はかかりません。</p>
<form method="post" action="/ytc/customer/send/services/redelivery/input"><label>伝票番号（12桁）</label><input name="slipNo" maxlength="14"><label>お届け希望日</label><select><option>本日</option><option>明日</option></select><label>時間帯</label><select><option>午前中</option><option>14〜16時</option><option>16〜18時</option><option>18〜20時</option><option>19〜21時</option></select><button style="margin-top:14px">次へ</button></form></div>
<div class="card note">ヤマト運輸を装い、再配達手数料の支払いやクレジットカード情報の入力を求めるSMS・メールが確認されています。ヤマト運輸がSMSでお支払いを求めることはありません。</div>`),
  }),
},
{
  id: 'u-clean-dana-kaget-help-id',
  label: 'clean',
  kind: 'own-wallet-page',
  url: 'https://www.dana.id/bantuan/dana-kaget',
  body: doc({
    lang: 'id',
    title: 'Apa itu DANA Kaget? | Pusat Bantuan DANA',
    css: corpCss('#108ee9', '#108ee9'),
    body: shell({ brand: 'DANA', logo: 'DANA', nav: ['Fitur', 'Promo', 'Bisnis', 'Bantuan'], footer: 'PT Espay Debit Indonesia Koe · DANA berizin dan diawasi oleh Bank Indonesia · Layanan Pengaduan Konsumen 1500 445 · help@dana.id', links: ['Syarat & Ketentuan', 'Kebijakan Privasi', 'Keamanan'] })(`<div class="card"><h1>Apa itu DANA Kaget?</h1><p>DANA Kaget adalah fitur untuk membagikan saldo ke beberapa penerima sekaligus melalui tautan. Penerima cukup membuka tautan di aplikasi DANA dan saldo langsung masuk.</p>
<h3>Ciri-ciri DANA Kaget palsu</h3><ul><li>Tautan tidak berawalan <b>link.dana.id</b>.</li><li>Kamu diminta memasukkan nomor HP, <b>PIN</b> atau <b>kode OTP</b> di halaman web.</li><li>Nominal sangat besar (misal Rp 1.250.000) dari akun "Sultan Berbagi".</li></ul>
<p>DANA tidak pernah meminta PIN atau OTP di luar aplikasi. Jangan berikan PIN dan OTP kepada siapa pun, termasuk yang mengaku pihak DANA.</p></div>`),
  }),
},
{
  id: 'u-clean-coopandina-sms-shortlink-promo',
  label: 'clean',
  kind: 'marketing-redirect',
  url: 'https://lnk.coopandina.pe/ahorro',
  routes: {
    'lnk.coopandina.pe/ahorro': redirectRoute(302, 'https://www.coopandina.pe/ahorro-navideno?utm_source=sms&utm_medium=promo&utm_campaign=navidad2026'),
    'www.coopandina.pe/ahorro-navideno': htmlRoute(doc({
      lang: 'es-PE',
      title: 'Ahorro Navideño 2026 | Cooperativa Andina',
      head: gtag('G-COOPAND55'),
      css: corpCss('#8a1538', '#8a1538'),
      body: shell({ brand: 'Coop Andina', logo: 'Cooperativa Andina', nav: ['Ahorros', 'Créditos', 'Agencias', 'Transparencia'], footer: 'Cooperativa de Ahorro y Crédito Andina Ltda. · RUC 20455128870 · Supervisada por la SBS. TREA 6.5% para depósitos a plazo de 12 meses. Tarifario en coopandina.pe/tarifario.', links: ['Tarifario', 'Libro de Reclamaciones', 'Protección de datos'] })(`<div class="card"><h1>Ahorro Navideño: gana hasta 6.5% TREA</h1><p>Abre tu cuenta Ahorro Navideño desde S/ 50 en cualquier agencia o en Banca por Internet. Tus ahorros están protegidos por el Fondo de Seguro de Depósitos Cooperativo.</p>
<table><tr><th>Plazo</th><th>TREA</th></tr><tr><td>6 meses</td><td>5.2%</td></tr><tr><td>12 meses</td><td>6.5%</td></tr></table>
<p><a class="btn" href="https://bancaweb.coopandina.pe/login">Abrir en Banca por Internet</a></p>
<p class="muted">Recibiste este enlace por SMS porque autorizaste comunicaciones comerciales. Para dejar de recibirlas, responde BAJA al 75500.</p></div>`),
    })),
  },
},
];
