import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-jp-yamato-tracking-result',
  label: 'clean',
  kind: 'delivery-tracking',
  url: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=443122098816',
  body: doc({
    lang: 'ja',
    title: '荷物お問い合わせシステム | ヤマト運輸',
    css: '.t{background:#ffd700;padding:10px 0}.c{max-width:760px;margin:20px auto}th{background:#f3f3f3;width:30%}',
    body: `<div class="t"><div class="wrap"><b>クロネコヤマト</b> ヤマト運輸</div></div><div class="c"><h2>荷物お問い合わせ結果</h2>
<table><tr><th>伝票番号</th><td>4431-2209-8816</td></tr><tr><th>商品名</th><td>宅急便</td></tr><tr><th>お届け予定日時</th><td>12/02 14:00-16:00</td></tr><tr><th>現在の状況</th><td>配達中</td></tr></table>
<h3>詳細</h3><table><tr><td>11/30 19:22</td><td>荷物受付</td><td>大阪主管支店</td></tr><tr><td>12/01 03:10</td><td>輸送中</td><td>関西ゲートウェイ</td></tr><tr><td>12/02 08:41</td><td>配達中</td><td>世田谷千歳台センター</td></tr></table>
<p style="font-size:13px;background:#fff8e1;padding:10px">ヤマト運輸を装った「不在通知」の迷惑SMSにご注意ください。ヤマト運輸では、ご不在連絡をSMSでお送りすることはございません。</p>
<form action="/cgi-bin/tneko" method="post"><label>伝票番号（最大10件）</label><input name="number01" placeholder="例）1234-5678-9012"><br><br><button style="background:#333;color:#fff">お問い合わせ開始</button></form></div>
${foot(['© YAMATO TRANSPORT CO., LTD.'])}`,
  }),
},
  {
  id: 'ze-clean-id-jne-cek-resi',
  label: 'clean',
  kind: 'delivery-tracking',
  url: 'https://www.jne.co.id/tracking-package',
  body: doc({
    lang: 'id',
    title: 'Lacak Kiriman | JNE Express',
    css: '.c{max-width:720px;margin:20px auto}.b{background:#e21f26;color:#fff}',
    body: `${topbar('JNE', '#003399', ['Layanan', 'Lacak Kiriman', 'Cek Tarif', 'Lokasi', 'Karir'])}<div class="c"><h2>Lacak Kiriman</h2><form><label>Nomor Resi</label><input name="resi" placeholder="Contoh: CGK1234567890"><br><br><button class="b">Lacak</button></form>
<p style="font-size:13px;background:#fff4f4;padding:10px"><b>Waspada penipuan!</b> JNE tidak pernah mengirimkan file aplikasi (.apk) melalui WhatsApp untuk mengecek resi. Jangan mengunduh atau menginstal file dari pihak yang tidak dikenal.</p></div>${foot(['© 2025 PT Tiki Jalur Nugraha Ekakurir (JNE)'])}`,
  }),
},
  {
  id: 'ze-clean-th-thailandpost-track',
  label: 'clean',
  kind: 'delivery-tracking',
  url: 'https://track.thailandpost.co.th/?trackNumber=EF582273014TH',
  routes: {
    'track.thailandpost.co.th/': htmlRoute(doc({
      lang: 'th',
      title: 'ติดตามสถานะสิ่งของ | ไปรษณีย์ไทย',
      css: '.c{max-width:720px;margin:20px auto}',
      body: `${topbar('THAILAND POST', '#e10014', ['หน้าแรก', 'ติดตามพัสดุ', 'ค่าบริการ', 'ที่ทำการ', 'EN'])}<div class="c"><h2>ผลการติดตาม EF582273014TH</h2><table><tr><td>28/11/2568 09:10</td><td>รับฝาก</td><td>ปณ.บางรัก</td></tr><tr><td>29/11/2568 02:44</td><td>อยู่ระหว่างการขนส่ง</td><td>ศป.หลักสี่</td></tr><tr><td>29/11/2568 13:25</td><td>นำจ่ายสำเร็จ</td><td>ปณ.เชียงใหม่</td></tr></table>
<p style="font-size:13px;background:#fff1f1;padding:10px">ไปรษณีย์ไทยไม่มีนโยบายส่ง SMS แนบลิงก์ให้ชำระค่าจัดส่งเพิ่มเติม หากพบข้อความน่าสงสัย โทร 1545</p></div>${foot(['© บริษัท ไปรษณีย์ไทย จำกัด'])}`,
    })),
  },
},
  {
  id: 'ze-clean-jp-docomo-mydocomo',
  label: 'clean',
  kind: 'telecom',
  url: 'https://www.docomo.ne.jp/mydocomo/',
  body: doc({
    lang: 'ja',
    title: 'My docomo（料金・通信量の確認）| NTTドコモ',
    head: gtag('G-DCMWEB01'),
    css: '.g{display:grid;grid-template-columns:repeat(3,1fr);gap:14px}.card{border:1px solid #ddd;padding:16px;border-radius:8px}.r{background:#cc0033;color:#fff;border-radius:24px}',
    body: `${topbar('docomo', '#fff', ['料金プラン', '製品', 'サービス', 'サポート', 'My docomo'], '#cc0033')}<div class="wrap"><h1>My docomo</h1><p>ご利用料金やデータ量の確認、各種お手続きができます。</p><p><a class="btn r" href="#">dアカウントでログイン</a></p>
<div class="g"><div class="card"><b>料金・支払い</b><p>ご利用料金の確認、支払い方法の変更</p></div><div class="card"><b>データ量</b><p>今月のデータ量、追加オプション</p></div><div class="card"><b>dポイント</b><p>ポイント残高・有効期限の確認</p></div></div>
<p style="font-size:13px">【ご注意】ドコモを装い「dポイントの有効期限が本日まで」などとしてログインを求めるSMS・メールが確認されています。</p></div>${foot(['© NTT DOCOMO, INC. All Rights Reserved.'])}${cookieBar('このサイトではCookieを利用しています。', 'OK')}`,
  }),
},
  {
  id: 'ze-clean-in-jio-recharge',
  label: 'clean',
  kind: 'telecom',
  url: 'https://www.jio.com/selfcare/recharge/mobility/',
  body: doc({
    lang: 'en-IN',
    title: 'Jio Recharge - Prepaid Plans & Offers | Jio',
    css: '.c{max-width:640px;margin:20px auto}.b{background:#0f3cc9;color:#fff;width:100%}.pl{border:1px solid #ddd;padding:12px;margin:8px 0;border-radius:8px}',
    body: `${topbar('Jio', '#0f3cc9', ['Mobile', 'JioFiber', 'AirFiber', 'Apps', 'Support', 'Sign in'])}<div class="c"><h2>Recharge your Jio number</h2><form><label>Jio Number</label><input name="msisdn" maxlength="10" inputmode="numeric"><br><br><button class="b">Continue</button></form>
<div class="pl"><b>₹349</b> · 2GB/day · Unlimited 5G · 28 days</div><div class="pl"><b>₹899</b> · 2GB/day + 20GB · 90 days</div><div class="pl"><b>₹3599</b> · 2.5GB/day · 365 days</div>
<p style="font-size:12px">Beware of calls claiming your SIM will be blocked by TRAI / DoT. Jio never asks you to share OTP. Report at Sanchar Saathi – Chakshu.</p></div>${foot(['Copyright © 2025 Reliance Jio Infocomm Ltd. All rights reserved.'])}`,
  }),
},
  {
  id: 'ze-clean-hk-octopus-app-page',
  label: 'clean',
  kind: 'app-download',
  url: 'https://www.octopus.com.hk/tc/consumer/octopus-app/index.html',
  body: doc({
    lang: 'zh-HK',
    title: '八達通 App | 八達通',
    css: '.hero{background:#ff8200;color:#fff;padding:30px 0}.st{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin-right:8px}',
    body: `${topbar('Octopus 八達通', '#fff', ['個人', '商戶', '八達通App', '關於我們', 'EN'], '#ff8200')}<div class="hero"><div class="wrap"><h1>八達通 App</h1><p>隨時隨地增值、查閱交易記錄、付款，仲可以用 O! ePay 轉帳。</p><a class="st" href="https://apps.apple.com/hk/app/octopus/id1039226463">App Store</a><a class="st" href="https://play.google.com/store/apps/details?id=com.octopuscards.nfc_reader">Google Play</a><a class="st" href="#">HUAWEI AppGallery</a></div></div>
<div class="wrap"><h3>防騙提示</h3><p style="font-size:14px">八達通不會透過短訊或電郵發送連結要求閣下登記領取回贈或輸入信用卡資料。請只從官方應用程式商店下載八達通 App。</p></div>${foot(['© 八達通卡有限公司 版權所有'])}`,
  }),
},
  {
  id: 'ze-clean-my-tng-help-scam',
  label: 'clean',
  kind: 'help-article',
  url: 'https://support.tngdigital.com.my/hc/en-my/articles/360040148712-Protect-yourself-from-scams',
  body: doc({
    lang: 'en-MY',
    title: 'Protect yourself from scams – TNG Digital Help Centre',
    css: '.c{max-width:760px;margin:20px auto}blockquote{background:#f5f5f5;border-left:4px solid #005abb;margin:10px 0;padding:10px;font-size:14px}',
    body: `${topbar("Touch 'n Go eWallet · Help Centre", '#005abb', ['Home', 'Submit a request', 'Sign in'])}<div class="c"><h1>Protect yourself from scams</h1><p>Scammers may pretend to be from TNG Digital, banks, or government agencies. Here are examples of messages we have seen:</p>
<blockquote>"Tahniah! Anda layak menerima bonus RM100. Log masuk di tng-ewallet-bonus[.]xyz untuk menuntut sebelum 23:59."</blockquote><blockquote>"Your eWallet will be suspended. Verify your PIN and OTP at the link below."</blockquote>
<ul><li>We will never ask for your 6-digit PIN or TAC/OTP.</li><li>We will never ask you to download apps via APK links.</li><li>Only use the official app from App Store, Google Play or AppGallery.</li></ul>
<p>If you have been scammed, call NSRC at 997 immediately and contact our Careline.</p><p style="font-size:12px;color:#777">Updated 3 months ago · Was this article helpful? Yes / No</p></div>${foot(['© TNG Digital Sdn Bhd'])}`,
  }),
},
  {
  id: 'ze-clean-th-kplus-download',
  label: 'clean',
  kind: 'app-download',
  url: 'https://www.kasikornbank.com/th/personal/Digital-banking/Pages/KPLUS.aspx',
  body: doc({
    lang: 'th',
    title: 'K PLUS แอปพลิเคชัน | ธนาคารกสิกรไทย',
    css: '.hero{background:#138f2d;color:#fff;padding:30px 0}.st{display:inline-block;background:#000;color:#fff;padding:10px 18px;border-radius:8px;margin-right:8px}',
    body: `${topbar('KASIKORNBANK', '#fff', ['บุคคล', 'ธุรกิจ', 'ลงทุน', 'เกี่ยวกับเรา'], '#138f2d')}<div class="hero"><div class="wrap"><h1>K PLUS</h1><p>โอน จ่าย เติม ครบจบในแอปเดียว</p><a class="st" href="https://apps.apple.com/th/app/k-plus/id361170631">App Store</a><a class="st" href="https://play.google.com/store/apps/details?id=com.kasikorn.retail.mbanking.wap">Google Play</a></div></div>
<div class="wrap"><p style="font-size:14px">ธนาคารขอแนะนำให้ดาวน์โหลดแอป K PLUS จาก App Store และ Google Play เท่านั้น ไม่ติดตั้งแอปจากลิงก์ที่ส่งมาทาง LINE หรือ SMS และไม่เปิดสิทธิ์ Accessibility ให้แอปที่ไม่รู้จัก</p></div>${foot(['© 2025 KASIKORNBANK PCL.'])}`,
  }),
},
];
