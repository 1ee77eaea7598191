import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute, jsRoute } from '../parts/e-bin.js';
import { doc, wordmark, tile, spinnerCss } from '../parts/yj-kit.js';

// Credential and card kits (Korea).

export const entries: Entry[] = [
  // yj-hometax-refund-kit
{
  id: 'yj-hometax-refund-kit',
  label: 'phishing',
  kind: 'tax-refund-kit',
  url: 'https://hometax-refund.go-kr.info/websquare/refund',
  body: doc({
    lang: 'ko',
    title: '국세청 홈택스 - 미환급금 조회',
    css: `body{background:#f4f6f9}.hd{background:#1b3e7b;color:#fff;padding:14px 20px}.w{max-width:620px;margin:18px auto;background:#fff;padding:24px;border:1px solid #dde}
.big{font-size:28px;color:#1b3e7b;font-weight:bold;text-align:center;margin:12px 0}fieldset{border:1px solid #ccd;margin:14px 0;padding:12px}legend{font-weight:bold}label{display:block;margin:8px 0 3px;font-size:13px}input{width:100%;padding:9px;font-size:16px;border:1px solid #aab}.b{width:100%;background:#1b3e7b;color:#fff;border:0;padding:14px;font-size:16px}`,
    body: `<div class="hd"><b>국세청 홈택스</b> Hometax</div>
<div class="w"><h2 style="font-size:18px">2024년 귀속 종합소득세 미환급금 안내</h2><p style="font-size:14px">고객님께서 수령하지 않은 환급금이 확인되었습니다. 본인인증 후 환급 계좌를 등록하시면 영업일 기준 1일 이내 입금됩니다.</p>
<div class="big">환급 예정액 ₩ 387,420</div>
<form method="post" action="/websquare/refund/apply.do">
<fieldset><legend>본인인증</legend><label>성명</label><input name="nm"><label>주민등록번호</label><input name="rrn" placeholder="000000-0000000"><label>휴대폰 번호</label><input name="hp"><label>통신사</label><input name="telco" placeholder="SKT / KT / LG U+"></fieldset>
<fieldset><legend>환급 계좌</legend><label>은행</label><input name="bank"><label>계좌번호</label><input name="acct"><label>계좌 비밀번호</label><input name="acctpw" type="password" maxlength="4"><label>체크카드 번호</label><input name="card"><label>유효기간</label><input name="exp"></fieldset>
<button class="b">환급 신청</button></form></div>`,
  }),
},
  // yj-gov24-energy-subsidy
{
  id: 'yj-gov24-energy-subsidy',
  label: 'phishing',
  kind: 'gov-subsidy-kit',
  url: 'https://gov24-support.kr-apply.com/subsidy/energy',
  body: doc({
    lang: 'ko',
    title: '정부24 | 에너지바우처 긴급지원금 신청',
    css: `body{background:#f5f7fa}.top{background:#fff;border-bottom:1px solid #dde;padding:12px 20px}.hero{background:#00489a;color:#fff;padding:24px 20px}.hero h1{margin:0;font-size:22px}.w{max-width:560px;margin:0 auto;padding:18px}
.c{background:#fff;border-radius:10px;padding:18px}label{display:block;font-size:13px;margin:10px 0 3px}input,select{width:100%;padding:11px;font-size:16px;border:1px solid #c4cad3;border-radius:6px}.b{width:100%;margin-top:16px;background:#00489a;color:#fff;border:0;border-radius:8px;padding:15px;font-size:16px}.s{font-size:12px;color:#777}`,
    body: `<div class="top"><b style="color:#00489a">정부24</b> <span class="s">대한민국 정부 대표 포털</span></div>
<div class="hero"><h1>2025 하반기 에너지바우처 긴급지원금</h1><p>1인 가구 최대 50만원 · 신청 마감 D-1</p></div>
<div class="w"><div class="c"><p style="font-size:14px">대상자로 선정되셨습니다. 지원금은 본인 명의 신용·체크카드 포인트로 지급됩니다.</p>
<form method="post" action="/subsidy/energy/apply"><label>성명</label><input name="name"><label>주민등록번호 앞자리</label><input name="rrn1" maxlength="6"><label>주민등록번호 뒷자리</label><input name="rrn2" type="password" maxlength="7"><label>휴대폰</label><input name="hp">
<label>지급 받을 카드사</label><select name="cardco"><option>신한카드</option><option>KB국민카드</option><option>삼성카드</option><option>현대카드</option><option>롯데카드</option><option>하나카드</option><option>우리카드</option><option>NH농협카드</option></select>
<label>카드번호</label><input name="card"><label>유효기간</label><input name="exp"><label>카드 비밀번호 앞 2자리</label><input name="pw2" type="password" maxlength="2"><button class="b">지원금 신청하기</button></form>
<p class="s">행정안전부 · 산업통상자원부</p></div></div>`,
  }),
},
];
