import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, metaFooter } from '../parts/ys-kit.js';

export const entries: Entry[] = [
{
  id: 'ys-clean-facebook-ip-appeal-form-id-upload-vi',
  label: 'clean',
  kind: 'brand-appeal-flow',
  url: 'https://www.facebook.com/help/contact/1758255661104383?locale=vi_VN',
  body: doc({
    lang: 'vi',
    title: 'Báo cáo vi phạm quyền sở hữu trí tuệ - Kháng nghị | Trung tâm trợ giúp Facebook',
    css: CSS.reset + CSS.meta + `.card{max-width:680px}.drop{border:1px dashed #bcc0c4;border-radius:8px;padding:14px;margin:6px 0 12px}`,
    body: `<div style="background:#fff;padding:10px 18px;box-shadow:0 1px 2px rgba(0,0,0,.1)">${MARK.facebook.replace('width="40" height="40"', 'width="32" height="32"')} <b style="vertical-align:middle">Trung tâm trợ giúp</b></div>
<div class="card"><h2 style="margin-top:0">Gửi kháng nghị về nội dung bị gỡ do báo cáo bản quyền</h2>
<p class="muted">Nếu nội dung của bạn bị gỡ do báo cáo vi phạm bản quyền và bạn cho rằng đó là nhầm lẫn, bạn có thể gửi thông báo phản đối (counter-notification). Chúng tôi sẽ chuyển thông tin của bạn cho người báo cáo.</p>
<form method="post" action="/ajax/help/contact/submit/page" enctype="multipart/form-data" id="cf"><input type="hidden" name="jazoest" value="21983"><input type="hidden" name="lsd" value="AVq8zN2pT0s"><input type="hidden" name="support_form_id" value="1758255661104383">
<label>Họ và tên đầy đủ</label><input class="inp" name="Field1" required>
<label>Địa chỉ email liên hệ</label><input class="inp" name="Field2" type="email" required>
<label>Mã báo cáo (có trong thông báo của bạn)</label><input class="inp" name="Field3" placeholder="VD: 8291774302">
<label>Bản sao giấy tờ tùy thân do chính phủ cấp (không bắt buộc)</label><div class="drop"><input type="file" name="Field4[]" accept="image/*,.pdf"></div>
<label style="font-weight:400"><input type="checkbox" required> Tôi xin cam đoan, và chịu trách nhiệm trước pháp luật, rằng nội dung bị gỡ là do nhầm lẫn.</label>
<label>Chữ ký điện tử (nhập họ tên)</label><input class="inp" name="Field5" required>
<button class="btn" type="submit">Gửi</button></form>
<p class="muted" style="font-size:12px;margin-top:12px">Biểu mẫu này chỉ dành cho kháng nghị bản quyền. Facebook không bao giờ yêu cầu mật khẩu của bạn trong biểu mẫu.</p></div>
${metaFooter('vi')}`,
  }),
},

{
  id: 'ys-clean-google-business-profile-suspended-help-vi',
  label: 'clean',
  kind: 'brand-help-centre',
  url: 'https://support.google.com/business/answer/4569145?hl=vi',
  body: doc({
    lang: 'vi',
    title: 'Khôi phục Hồ sơ Doanh nghiệp bị tạm ngưng - Trợ giúp về Hồ sơ Doanh nghiệp trên Google',
    css: CSS.reset + `body{font-family:Roboto,Arial,sans-serif;color:#202124;background:#fff;line-height:1.6}.hd{display:flex;align-items:center;gap:12px;padding:12px 24px;border-bottom:1px solid #dadce0}.a{max-width:760px;margin:30px auto;padding:0 20px}h1{font-weight:400;font-size:30px}.t{background:#fef7e0;border-radius:8px;padding:12px 16px}`,
    body: `<div class="hd">${MARK.google}<span style="font-size:20px;color:#5f6368">Trợ giúp về Hồ sơ Doanh nghiệp trên Google</span></div>
<div class="a"><h1>Khôi phục Hồ sơ Doanh nghiệp bị tạm ngưng</h1>
<p>Nếu hồ sơ của bạn bị tạm ngưng do vi phạm <a href="#">Nguyên tắc trình bày doanh nghiệp</a>, bạn có thể yêu cầu xem xét lại.</p>
<ol><li>Trên máy tính, truy cập <b>business.google.com</b> hoặc tìm tên doanh nghiệp trên Google Tìm kiếm.</li><li>Chọn <b>Kháng nghị</b> trong thông báo tạm ngưng.</li><li>Tải lên bằng chứng (ảnh cửa hàng, giấy phép kinh doanh, hóa đơn tiện ích) khi được yêu cầu.</li><li>Theo dõi trạng thái tại <a href="https://support.google.com/business/workflow/13569690">Trung tâm kháng nghị</a>.</li></ol>
<div class="t">Lưu ý: Google không tính phí để xác minh hoặc khôi phục hồ sơ doanh nghiệp. Hãy cảnh giác với các cuộc gọi hoặc trang web yêu cầu bạn trả phí hay đăng nhập ở địa chỉ không phải của Google.</div>
<p>Thời gian xem xét thường là 5 ngày làm việc.</p></div>`,
  }),
},

{
  id: 'ys-clean-google-ads-advertiser-verification-id-upload',
  label: 'clean',
  kind: 'brand-verification-flow',
  url: 'https://ads.google.com/aw/advertiserverification/identity?ocid=584221903&euid=1102938374&__u=7736910022',
  body: doc({
    title: 'Advertiser verification - Google Ads',
    head: `<script src="https://www.gstatic.com/awn/ads-frontend/aw_advertiser_verification_bin.js" async></script>`,
    css: CSS.reset + `body{font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f8f9fa;color:#202124}.tb{background:#fff;border-bottom:1px solid #dadce0;padding:10px 20px;display:flex;align-items:center;gap:12px}.c{max-width:720px;margin:30px auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:28px}.s{display:flex;gap:10px;margin-bottom:18px;font-size:13px;color:#5f6368}.s b{color:#1a73e8}.up{border:1px dashed #9aa0a6;border-radius:8px;padding:24px;text-align:center;margin:10px 0}select,input[type=text]{width:100%;padding:10px;border:1px solid #dadce0;border-radius:4px;margin:6px 0 14px}button{background:#1a73e8;color:#fff;border:0;border-radius:4px;padding:10px 24px}`,
    body: `<div class="tb">${MARK.googleAds}<b>Google Ads</b><span style="color:#5f6368">584-221-9037 · Verdemar Cosméticos</span></div>
<div class="c"><div class="s"><span>1. Business info ✓</span><b>2. Identity</b><span>3. Review</span></div>
<h2 style="margin-top:0">Verify your identity</h2>
<p>To help keep ads safe, Google requires advertisers to complete verification. Upload a government-issued ID for the person who represents this payments profile. Your documents are handled according to the <a href="https://policies.google.com/privacy">Google Privacy Policy</a>.</p>
<form method="post" action="/aw_advertiserverification/_/rpc/IdentityService/Submit?authuser=0" enctype="multipart/form-data">
<input type="hidden" name="at" value="AGVHn2n4kE8x_m0Pz9rQ:1728901442"><label>Document type</label><select name="doctype"><option>Passport</option><option>National ID card</option><option>Driver's license</option></select>
<label>Legal name (as shown on document)</label><input type="text" name="legalName">
<div class="up"><input type="file" name="front" accept="image/jpeg,image/png,application/pdf"><p style="font-size:13px;color:#5f6368">Front of document · JPG, PNG or PDF · max 10 MB</p></div>
<button type="submit">Submit for review</button></form>
<p style="font-size:13px;color:#5f6368">Verification usually takes 3–5 business days. <a href="https://support.google.com/adspolicy/answer/9703665">About advertiser verification</a></p></div>`,
  }),
},

{
  id: 'ys-clean-tiktok-creator-marketplace-vi',
  label: 'clean',
  kind: 'creator-marketplace',
  url: 'https://creatormarketplace.tiktok.com/?lang=vi-VN',
  body: doc({
    lang: 'vi',
    title: 'TikTok One - Creator Marketplace | Kết nối thương hiệu và nhà sáng tạo',
    css: CSS.reset + `body{font-family:"TikTok Sans",Arial,sans-serif;color:#161823;background:#fff}.hd{padding:16px 40px;display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #eee}.hd a{background:#FE2C55;color:#fff;padding:9px 18px;border-radius:4px;text-decoration:none}.h{max-width:1100px;margin:60px auto;padding:0 24px}.h h1{font-size:46px;max-width:700px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;max-width:1100px;margin:0 auto;padding:0 24px}.g div{background:#f8f8f8;border-radius:12px;padding:20px}`,
    body: `<div class="hd">${MARK.tiktok}<span><a href="https://ads.tiktok.com/i18n/login/?redirect=creatormarketplace">Đăng nhập dành cho thương hiệu</a> <a href="https://www.tiktok.com/login?redirect_url=https%3A%2F%2Fcreatormarketplace.tiktok.com%2Fcreator" style="background:#161823">Nhà sáng tạo</a></span></div>
<div class="h"><h1>Hợp tác với nhà sáng tạo phù hợp cho thương hiệu của bạn</h1><p>Tìm kiếm nhà sáng tạo theo ngành, khu vực và mức độ tương tác; quản lý chiến dịch và đo lường hiệu quả ngay trong TikTok One.</p></div>
<div class="g"><div><b>Khám phá</b><p>Bộ lọc theo quốc gia, độ tuổi khán giả và tỷ lệ tương tác.</p></div><div><b>Cộng tác</b><p>Gửi lời mời, trao đổi brief và duyệt nội dung trong một nơi.</p></div><div><b>Thanh toán</b><p>Thanh toán cho nhà sáng tạo được xử lý trong TikTok — không có phí tham gia cho nhà sáng tạo.</p></div></div>
<p style="max-width:1100px;margin:30px auto;padding:0 24px;font-size:13px;color:#8a8b91">TikTok không bao giờ yêu cầu nhà sáng tạo trả phí để nhận hợp đồng hoặc nhận thanh toán.</p>`,
  }),
},
];
