import type { Entry } from '../entry.js';
import { doc, corpCss, mobileCss, shell, gtag, img, htmlRoute, jsRoute, jsonRoute, cssRoute, okJson } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-japanpost-saihaitatsu-form',
  label: 'clean',
  kind: 'parcel-redelivery',
  url: 'https://trackings.post.japanpost.jp/delivery/deli/',
  body: doc({
    lang: 'ja',
    title: '再配達のお申し込み - 日本郵便',
    css: corpCss('#cc0000', '#cc0000') + 'body{font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif}',
    body: shell({ brand: '日本郵便', logo: '日本郵便', nav: ['郵便・荷物', '追跡サービス', '再配達', '郵便局をさがす'], footer: 'Copyright © JAPAN POST Co., Ltd. All Rights Reserved.', links: ['サイトのご利用について', '個人情報保護方針', 'お問い合わせ'] })(`<div class="card"><h1>再配達のお申し込み</h1><p>ご不在連絡票に記載のお問い合わせ番号を入力してください。再配達は無料です。</p>
<form method="post" action="/delivery/deli/input"><label>お問い合わせ番号</label><input name="reqCodeNo"><label>ご不在連絡票の郵便番号（配達先）</label><input name="zip" maxlength="8"><label>お届け希望日</label><select name="date"><option>12月1日（月）</option><option>12月2日（火）</option><option>12月3日（水）</option></select><label>希望時間帯</label><select name="time"><option>午前中</option><option>12時〜14時</option><option>14時〜16時</option><option>16時〜18時</option><option>18時〜20時</option><option>19時〜21時</option></select><label>電話番号</label><input name="tel"><button style="margin-top:14px">次へ</button></form></div>
<div class="card alert"><b>日本郵便を装った迷惑メール・SMSにご注意ください。</b>「お届け先住所不明」「再配達手数料のお支払い」などと称し、偽サイトでクレジットカード情報を入力させる事例が発生しています。日本郵便が再配達の手数料を請求することはありません。</div>`),
  }),
},
{
  id: 'u-clean-auspost-track-parcel',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://auspost.com.au/mypost/track/details/33QPL7744901',
  body: `<!DOCTYPE html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Track your item - Australia Post</title><link rel="stylesheet" href="/mypost/track/static/track.css"></head><body><header>Australia Post</header><main id="app"><p>Loading tracking details…</p></main><footer>© Australia Post · We acknowledge the Traditional Custodians of the land on which we operate, live and gather as employees, and recognise their continuing connection to land, water and community. <a href="#">Scam alerts</a> · <a href="#">Privacy</a></footer><script src="/mypost/track/static/track.js" defer></script></body></html>`,
  routes: {
    'auspost.com.au/mypost/track/static/track.css': cssRoute('body{margin:0;font-family:Arial,sans-serif;background:#f3f1ee}header{background:#dc1928;color:#fff;padding:16px 24px;font-weight:bold;font-size:20px}main{max-width:760px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}footer{max-width:760px;margin:20px auto;font-size:12px;color:#555}.ev{border-left:3px solid #dc1928;padding:4px 12px;margin:10px 0}.sc{background:#fff4e5;padding:12px;margin-top:20px;font-size:14px}'),
    'auspost.com.au/mypost/track/static/track.js': jsRoute(`fetch('/mypost/track/api/items/'+location.pathname.split('/').pop()).then(function(r){return r.json()}).then(function(d){var h='<h1>'+d.id+'</h1><p><b>'+d.status+'</b> · Estimated delivery '+d.eta+'</p>';d.events.forEach(function(e){h+='<div class="ev"><b>'+e.t+'</b><br>'+e.d+' — '+e.l+'</div>'});h+='<div class="sc"><b>Be scam aware.</b> Australia Post will never send you an SMS or email asking for payment to redeliver a parcel or to update your address via a link. <a href="#">Learn more</a></div>';document.getElementById('app').innerHTML=h})`),
    'auspost.com.au/mypost/track/api/items/33QPL7744901': jsonRoute({ id: '33QPL7744901', status: 'Awaiting collection', eta: 'Ready now', events: [{ t: 'Tue 25 Nov 10:14am', d: 'Awaiting collection', l: 'PARRAMATTA NSW' }, { t: 'Mon 24 Nov 2:40pm', d: 'Attempted delivery – carded', l: 'WESTMEAD NSW' }, { t: 'Mon 24 Nov 6:02am', d: 'Onboard for delivery', l: 'WESTMEAD NSW' }] }),
  },
},
{
  id: 'u-clean-siamspeed-cod-tracking-th',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://track.siamspeedexpress.co.th/th/SS2611270081',
  body: doc({
    lang: 'th',
    title: 'ติดตามพัสดุ SS2611270081 | SiamSpeed Express',
    css: corpCss('#f26b1d', '#f26b1d') + 'body{font-family:Tahoma,sans-serif}',
    body: shell({ brand: 'SiamSpeed', logo: 'SiamSpeed Express', nav: ['ส่งพัสดุ', 'ติดตามพัสดุ', 'ค้นหาสาขา', 'ราคา'], footer: 'บริษัท สยามสปีด เอ็กซ์เพรส จำกัด · 88/9 ถ.บางนา-ตราด กม.12 จ.สมุทรปราการ · Call Center 1766', links: ['นโยบายความเป็นส่วนตัว', 'เงื่อนไขการให้บริการ'] })(`<div class="card"><h1>SS2611270081</h1><table><tr><th>สถานะ</th><td>กำลังนำส่ง</td></tr><tr><th>ผู้รับ</th><td>คุณส***ย (ลาดพร้าว)</td></tr><tr><th>ประเภท</th><td>เก็บเงินปลายทาง (COD) 1,290 บาท</td></tr><tr><th>คาดว่าจะได้รับ</th><td>วันนี้ ก่อน 18:00 น.</td></tr></table>
<p class="muted">ชำระเงินปลายทางกับพนักงานด้วยเงินสดหรือสแกน QR พร้อมเพย์ที่แสดงบนเครื่อง PDA ของพนักงานเท่านั้น</p></div>
<div class="card"><h3>ประวัติการขนส่ง</h3><ul><li>27/11 08:12 — พนักงานรับพัสดุออกนำส่ง (DC ลาดพร้าว)</li><li>26/11 22:40 — ถึงศูนย์กระจายสินค้า</li><li>26/11 15:05 — รับพัสดุเข้าระบบ (สาขาบางนา)</li></ul></div>
<div class="card note">SiamSpeed ไม่มีนโยบายส่ง SMS ให้กดลิงก์เพื่อชำระค่าส่งเพิ่มหรือให้ติดตั้งแอปเพื่อแก้ไขที่อยู่ หากสงสัยโทร 1766</div>`),
  }),
},
{
  id: 'u-clean-lbc-track-ph',
  label: 'clean',
  kind: 'parcel-tracking',
  url: 'https://www.lbcexpress.com/track/?tracking_no=172839405566',
  body: doc({
    lang: 'en-PH',
    title: 'Track and Trace | LBC Express',
    css: corpCss('#e31b23', '#e31b23'),
    body: shell({ brand: 'LBC', logo: 'LBC', nav: ['Send', 'Track', 'Branches', 'Rates', 'Business'], footer: 'LBC Express, Inc. · LBC Hangar, General Aviation Centre, Domestic Airport Road, Pasay City · Hotline (02) 8858-5999', links: ['Privacy Notice', 'Terms of Use', 'Fraud Advisory'] })(`<div class="card"><h1>Track your shipment</h1><form method="get"><label>Tracking number</label><input name="tracking_no" value="172839405566"><button style="margin-top:10px">Track</button></form></div>
<div class="card"><h2>172839405566</h2><p><b>Out for delivery</b> — Quezon City Hub</p><ul><li>Nov 28, 7:45 AM — Out for delivery</li><li>Nov 27, 9:10 PM — Arrived at Quezon City Hub</li><li>Nov 26, 4:22 PM — Accepted at LBC Cebu Mango Branch</li></ul></div>
<div class="card note"><b>Fraud advisory:</b> LBC does not ask for payment of "redelivery" or "customs" fees through SMS links, GCash numbers or Facebook pages. Mag-ingat po sa mga scam.</div>`),
  }),
},
{
  id: 'u-clean-echallan-parivahan-pay',
  label: 'clean',
  kind: 'fine-portal',
  url: 'https://echallan.parivahan.gov.in/index/accused-challan',
  body: doc({
    lang: 'en-IN',
    title: 'e-Challan | Digital Traffic/Transport Enforcement Solution',
    css: corpCss('#1f3b73', '#1f3b73'),
    body: shell({ brand: 'eChallan', logo: 'eChallan · Parivahan', nav: ['Home', 'Check Challan Status', 'Pay Online', 'Contact'], footer: 'Ministry of Road Transport & Highways, Government of India · Designed and developed by National Informatics Centre · Helpline helpdesk-echallan@gov.in', links: ['Terms of Use', 'Privacy Policy', 'Hyperlink Policy', 'Accessibility'] })(`<div class="card"><h1>Check Challan Status / Pay Online</h1><p>Search by Challan Number, Vehicle Number or DL Number.</p><form method="post" action="/index/accused-challan"><label>Challan / Vehicle / DL Number</label><input name="q"><label>Enter captcha</label><input name="captcha"><button style="margin-top:12px">Get Detail</button></form>
<p class="muted">Online payment is processed through the State Treasury / SBI ePay gateway. Payment links are never sent through WhatsApp or SMS from personal numbers.</p></div>
<div class="card note">चेतावनी: फर्जी ई-चालान संदेशों से सावधान रहें। केवल echallan.parivahan.gov.in पर ही भुगतान करें। साइबर धोखाधड़ी की शिकायत 1930 पर करें।</div>`),
  }),
},
];
