import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile, cookieBar, lockIcon, gtag } from '../parts/yj-kit.js';

// Clean: shops, checkouts, campaigns, investment, donations, jobs.

export const entries: Entry[] = [
  // yj-clean-paypay-campaign
{
  id: 'yj-clean-paypay-campaign',
  label: 'clean',
  kind: 'brand-point-campaign',
  url: 'https://paypay.ne.jp/event/chopaypaysai-2025autumn/',
  body: doc({
    lang: 'ja',
    title: '超PayPay祭 | キャッシュレス決済のPayPay',
    css: `body{background:#fff}.kv{background:#ff0033;color:#fff;text-align:center;padding:46px 16px}.kv h1{font-size:40px;margin:0}.kv p{font-size:18px}.w{max-width:880px;margin:0 auto;padding:24px 16px}
.c{border:2px solid #ff0033;border-radius:14px;padding:18px;margin:16px 0}.c h2{color:#ff0033;font-size:20px;margin-top:0}table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #eee;padding:8px}th{background:#fff5f6}.app{display:flex;gap:10px;justify-content:center;margin:20px 0}.app a{background:#333;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none}.n{font-size:12px;color:#666}`,
    body: `<div class="kv"><h1>超PayPay祭</h1><p>2025年10月17日（金）〜 11月3日（月・祝）</p></div>
<div class="w"><div class="c"><h2>ペイペイジャンボ</h2><p>期間中、対象店舗でPayPay残高等で支払うと、抽選で最大100%（1等）のPayPayポイントが当たります。当選結果は決済完了画面に表示されます。</p>
<table><tr><th>等級</th><th>付与率</th><th>当選確率</th><th>付与上限</th></tr><tr><td>1等</td><td>全額（100%）</td><td>1/200</td><td>1回 10,000pt</td></tr><tr><td>2等</td><td>10%</td><td>1/20</td><td>1回 1,000pt</td></tr></table></div>
<div class="c"><h2>エントリー不要</h2><p>キャンペーンへのエントリーは不要です。PayPayアプリから対象店舗で支払うだけで自動で抽選されます。</p></div>
<div class="app"><a href="https://apps.apple.com/jp/app/paypay/id1435783608">App Storeでダウンロード</a><a href="https://play.google.com/store/apps/details?id=jp.ne.paypay.android.app">Google Playで手に入れよう</a></div>
<p class="n">※PayPayが「当選」を理由に手数料の支払いやカード情報の入力を求めることはありません。不審なSMS・メール・Webサイトにご注意ください。<br>※付与されるポイントは出金・譲渡できません。詳しくは<a href="https://paypay.ne.jp/notice/">キャンペーン規約</a>をご確認ください。<br>PayPay株式会社</p></div>`,
  }),
},
  // yj-clean-kr-charity-donation
{
  id: 'yj-clean-kr-charity-donation',
  label: 'clean',
  kind: 'charity-donation',
  url: 'https://www.hanbeot-nanum.or.kr/donate/regular?campaign=2025winter',
  body: doc({
    lang: 'ko',
    title: '정기후원 신청 | 사단법인 한벗나눔',
    css: `body{background:#fdfaf5}.hd{background:#fff;padding:14px 24px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}.w{max-width:680px;margin:20px auto;background:#fff;padding:26px;border-radius:10px}
.amt{display:flex;gap:8px;flex-wrap:wrap}.amt label{border:1px solid #e5a44a;border-radius:20px;padding:8px 16px;cursor:pointer}label.f{display:block;font-size:13px;margin:12px 0 4px}input,select{width:100%;padding:11px;font-size:15px;border:1px solid #ccc;border-radius:6px}.b{width:100%;background:#e5a44a;color:#fff;border:0;border-radius:8px;padding:15px;font-size:17px;margin-top:18px}.n{font-size:12px;color:#777;line-height:1.8}`,
    body: `<div class="hd"><b style="color:#c77d1c">한벗나눔</b><span style="font-size:13px">후원 문의 02-3144-XXXX</span></div>
<div class="w"><h1 style="font-size:22px">따뜻한 겨울 나기 정기후원</h1><p>독거 어르신과 저소득 가정에 연탄·난방비를 지원합니다. 매월 자동이체로 함께해 주세요.</p>
<form method="post" action="/donate/regular/apply"><input type="hidden" name="campaign" value="2025winter">
<p><b>후원 금액 (월)</b></p><div class="amt"><label><input type="radio" name="amount" value="10000"> 1만원</label><label><input type="radio" name="amount" value="20000" checked> 2만원</label><label><input type="radio" name="amount" value="30000"> 3만원</label><label><input type="radio" name="amount" value="etc"> 직접입력</label></div>
<label class="f">이름</label><input name="name"><label class="f">휴대폰</label><input name="phone"><label class="f">생년월일 (기부금영수증 발급용)</label><input name="birth" placeholder="19850101">
<label class="f">결제 방법</label><select name="paymethod"><option value="cms">CMS 자동이체</option><option value="card">신용카드 정기결제</option></select>
<label class="f">은행</label><select name="bank"><option>KB국민</option><option>신한</option><option>우리</option><option>하나</option><option>NH농협</option><option>IBK기업</option></select><label class="f">계좌번호</label><input name="account"><label class="f">예금주</label><input name="holder">
<p class="n">CMS 자동이체는 금융결제원을 통해 처리되며, 신청 후 ARS 동의 전화(1577-5500)가 발송됩니다. 후원금은 소득세법에 따라 연말정산 시 기부금 세액공제를 받으실 수 있습니다.</p>
<button class="b">정기후원 신청하기</button></form>
<p class="n">사단법인 한벗나눔 | 고유번호 101-82-XXXXX | 지정기부금단체 | 서울특별시 마포구 | 개인정보처리방침</p></div>`,
  }),
},
];
