import type { Entry } from '../entry.js';
import { doc, corpCss, shell, gtag, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-kbank-online-login-th',
  label: 'clean',
  kind: 'own-bank-login',
  url: 'https://kbiz.kasikornbank.com/authen/login.do',
  body: doc({
    lang: 'th',
    title: 'K BIZ - เข้าสู่ระบบ | ธนาคารกสิกรไทย',
    css: corpCss('#00a950', '#00a950') + 'body{font-family:Tahoma,sans-serif}.lg{max-width:420px;margin:30px auto}',
    body: shell({ brand: 'KBank', logo: 'K BIZ', nav: ['หน้าหลัก', 'บริการ', 'ค่าธรรมเนียม', 'ติดต่อเรา'], footer: 'ธนาคารกสิกรไทย จำกัด (มหาชน) · K-BIZ Contact Center 02-8888822 · © 2569 สงวนลิขสิทธิ์', links: ['นโยบายความเป็นส่วนตัว', 'ข้อกำหนดการใช้บริการ', 'คำแนะนำด้านความปลอดภัย'] })(`<div class="card lg"><h2 style="margin-top:0">เข้าสู่ระบบ K BIZ</h2>
<form method="post" action="/authen/login.do"><label>ชื่อผู้ใช้งาน (User ID)</label><input name="userName" autocomplete="username"><label>รหัสผ่าน</label><input name="password" type="password" autocomplete="current-password">
<button style="width:100%;margin-top:16px">เข้าสู่ระบบ</button></form>
<p class="muted"><a href="#">ลืมรหัสผ่าน</a> · <a href="#">สมัครใช้บริการ</a></p></div>
<div class="card note"><b>ข้อควรระวัง:</b> ธนาคารไม่มีนโยบายส่ง SMS หรืออีเมลแนบลิงก์ให้ลูกค้ากรอกข้อมูลส่วนตัว รหัสผ่าน หรือ OTP และไม่ให้ดาวน์โหลดแอปนอก App Store / Google Play หากพบเห็นโปรดแจ้ง 02-8888888</div>`),
  }),
},
{
  id: 'u-clean-paypay-campaign-login-jp',
  label: 'clean',
  kind: 'own-wallet-page',
  url: 'https://paypay.ne.jp/event/cho-chokin-2026/',
  body: doc({
    lang: 'ja',
    title: 'PayPayポイント最大20%戻ってくるキャンペーン | キャッシュレス決済のPayPay',
    head: gtag('G-PPY00912'),
    css: corpCss('#ff0033', '#ff0033') + 'body{font-family:"Hiragino Sans",Meiryo,sans-serif}.kv{background:#ff0033;color:#fff;text-align:center;padding:40px 20px;border-radius:10px}.kv h1{font-size:30px}',
    body: shell({ brand: 'PayPay', logo: 'PayPay', nav: ['はじめての方', 'お店の方', 'キャンペーン', 'ヘルプ'], footer: '© PayPay Corporation.', links: ['利用規約', 'プライバシーポリシー', 'セキュリティ', '会社概要'] })(`<div class="kv"><h1>あなたのまちを応援プロジェクト<br>最大20%戻ってくる！</h1><p>期間：2026年12月1日（月）〜12月31日（水）</p></div>
<div class="card"><h2>キャンペーン概要</h2><table><tr><th>付与率</th><td>最大20%（PayPayステップ等の条件により異なります）</td></tr><tr><th>付与上限</th><td>1回あたり1,000ポイント、期間あたり5,000ポイント</td></tr><tr><th>対象の支払い方法</th><td>PayPay残高、PayPayクレジット</td></tr><tr><th>付与日</th><td>支払日の翌日から起算して30日後</td></tr></table>
<p>エントリーは不要です。対象店舗でPayPayで支払うだけ。</p></div>
<div class="card note"><b>PayPayを装った不審なメール・SMSにご注意ください</b><br>「ご利用制限のお知らせ」「残高が失効します」などの件名で偽サイトへ誘導し、電話番号・パスワード・カード情報を入力させる事例が確認されています。PayPayがメールやSMSでパスワードやカード番号の入力を求めることはありません。</div>`),
  }),
},
];
