import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark, spinnerCss } from '../parts/yj-kit.js';

// Clean: interstitials, parking, redirects, support pages.

export const entries: Entry[] = [
  // yj-clean-softbank-support-phone
{
  id: 'yj-clean-softbank-support-phone',
  label: 'clean',
  kind: 'support-page-phone',
  url: 'https://www.softbank.jp/support/contact/mobile/',
  body: doc({
    lang: 'ja',
    title: 'お問い合わせ（携帯電話）| サポート | ソフトバンク',
    css: `.hd{padding:12px 24px;border-bottom:1px solid #ddd}.w{max-width:900px;margin:0 auto;padding:24px}h1{font-size:24px}.c{border:1px solid #ddd;border-radius:8px;padding:18px;margin:14px 0}.tel{font-size:26px;font-weight:bold;color:#111}.m{font-size:13px;color:#555}.al{background:#fff6e5;border:1px solid #f0c36d;padding:14px;font-size:14px}`,
    body: `<div class="hd">${wordmark('SoftBank', '#111', { w: 120, size: 22 })}</div>
<div class="w"><h1>お問い合わせ（携帯電話）</h1>
<div class="c"><b>ソフトバンクカスタマーサポート 総合案内</b><p class="tel">ソフトバンク携帯電話から 157（無料）</p><p class="tel">一般電話から 0800-919-0157（無料）</p><p class="m">受付時間 午前9時から午後8時</p></div>
<div class="c"><b>紛失・盗難・故障</b><p class="tel">113（ソフトバンク携帯電話から・無料）</p><p class="tel">0800-919-0113（一般電話から・無料）</p><p class="m">24時間受付</p></div>
<div class="al"><b>ソフトバンクを装った詐欺にご注意ください</b><br>「ウイルスに感染しています」と画面に表示して電話をかけさせ、遠隔操作ソフトのインストールや電子マネーでの支払いを求める「サポート詐欺」が発生しています。ソフトバンクやマイクロソフトがWebページの警告画面から電話を求めることはありません。</div></div>`,
  }),
},
  // yj-clean-kr-customer-center
{
  id: 'yj-clean-kr-customer-center',
  label: 'clean',
  kind: 'support-page-phone',
  url: 'https://www.shinhancard.com/pconts/html/helpdesk/contact/MOBFM082/MOBFM082R01.html',
  body: doc({
    lang: 'ko',
    title: '고객센터 전화번호 안내 | 신한카드',
    css: `.hd{background:#0046ff;color:#fff;padding:14px 24px}.w{max-width:900px;margin:0 auto;padding:24px}table{width:100%;border-collapse:collapse;font-size:15px}th,td{border-bottom:1px solid #e5e8ef;padding:14px;text-align:left}th{background:#f5f7fb;width:40%}.tel{font-weight:bold;font-size:18px}.al{background:#fff4f4;border:1px solid #f3c0c0;padding:14px;font-size:14px;margin-top:18px}`,
    body: `<div class="hd"><b>신한카드</b> 고객센터</div>
<div class="w"><h1 style="font-size:22px">전화번호 안내</h1>
<table><tr><th>대표 고객센터</th><td class="tel">1544-7000</td></tr><tr><th>분실·도난 신고 (24시간)</th><td class="tel">1544-7200</td></tr><tr><th>해외 이용 문의</th><td class="tel">+82-2-3420-7000</td></tr><tr><th>금융사기 피해 신고</th><td class="tel">1544-7000 → 0번</td></tr></table>
<div class="al"><b>[주의] 신한카드 사칭 문자</b><br>"[국외발신] 해외결제 승인" 문자에 표기된 번호(02-XXXX-XXXX 등)는 신한카드 고객센터가 아닙니다. 신한카드는 문자에 URL을 넣어 카드번호·CVC·비밀번호 입력을 요구하지 않으며, 원격제어 앱 설치를 요청하지 않습니다.</div></div>`,
  }),
},
];
