import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, mark, footer } from '../parts/zw-kit.js';
import { jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'zw-scam-task-job-vi',
    label: 'scam',
    kind: 'task-job-scam',
    url: 'https://nhiemvu-usdt.com/vi/don-hang',
    body: doc('Trung tâm nhiệm vụ — Nhận đơn', `
<div style="max-width:480px;margin:auto;padding:20px">
<h2>Xin chào, thành viên VIP2</h2>
<div style="background:#ffefd5;padding:16px;border-radius:10px">Số dư: <b>1.240,55 USDT</b> · Hoa hồng hôm nay: 38,20 USDT</div>
<p>Hoàn thành 40 đơn/ngày để nhận hoa hồng 0,6%–1,8%. Đơn "kết hợp" yêu cầu nạp thêm để thanh toán trước khi rút được toàn bộ số dư.</p>
<div style="border:2px solid #e74c3c;padding:14px;border-radius:10px"><b>Đơn kết hợp #27/40:</b> cần nạp 2.860 USDT. Hoa hồng đơn này: 514,80 USDT (x6). Sau khi hoàn thành 40 đơn, tài khoản sẽ được rút tiền.</div>
<button style="width:100%;margin-top:16px;padding:14px;background:#e67e22;color:#fff;border:0;border-radius:8px">Nạp tiền qua CSKH Telegram</button></div>`, { lang: 'vi' }),
  },
  {
    id: 'zw-scam-fake-exchange-kr-tax',
    label: 'scam',
    kind: 'pig-butchering-dashboard',
    url: 'https://m.coinpluss-global.com/withdraw',
    body: doc('CoinPlus Global — 출금', `
<div style="max-width:440px;margin:auto;padding:20px;background:#fafbfc;min-height:100vh">
<h3>출금 신청</h3><div style="background:#fff;border-radius:10px;padding:16px">보유 자산: <b>342,180,000 원</b><br>출금 가능: <b>0 원</b></div>
<div style="background:#fff3cd;border-radius:10px;padding:16px;margin-top:12px;font-size:14px">고객님의 계정은 자금 세탁 방지(AML) 심사 대상으로 지정되었습니다. 출금을 위해 보증금 <b>15%</b>(51,327,000원)를 지정 계좌로 입금하셔야 합니다. 보증금은 출금 완료 후 전액 반환됩니다.</div>
<p style="font-size:13px">입금 계좌는 담당 매니저에게 카카오톡으로 문의하세요: <b>ID coinplus_vip</b></p>
<button style="width:100%;padding:14px;background:#3d5afe;color:#fff;border:0;border-radius:8px">보증금 입금 완료</button></div>`, { lang: 'ko' }),
  },
];
