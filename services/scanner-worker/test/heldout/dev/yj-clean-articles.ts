import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

export const entries: Entry[] = [
  // yj-clean-bank-phishing-notice-jp
{
  id: 'yj-clean-bank-phishing-notice-jp',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.resonabank.co.jp/kojin/security/phishing/index.html',
  body: doc({
    lang: 'ja',
    title: 'フィッシング詐欺にご注意ください｜りそな銀行',
    css: `.hd{padding:12px 20px;border-bottom:3px solid #009a44}.w{max-width:860px;margin:0 auto;padding:24px}h1{font-size:22px}h2{font-size:17px;background:#eef7f1;padding:8px 12px}.mail{border:1px solid #ccc;background:#fafafa;padding:14px;font-size:13px;white-space:pre-line}.ng{color:#c00;font-weight:bold}.tel{font-size:18px;font-weight:bold}`,
    body: `<div class="hd">${wordmark('りそな銀行', '#009a44', { w: 140, size: 20 })}</div>
<div class="w"><h1>フィッシング詐欺にご注意ください</h1>
<p>りそな銀行を装ったメール・SMSから偽のログイン画面に誘導し、ログインID・パスワード・ワンタイムパスワード・口座番号・暗証番号を盗み取る事例が確認されています。</p>
<h2>確認されている不審メールの例</h2>
<div class="mail">件名：【りそな銀行】お客様情報・取引目的等のご確認
りそな銀行をご利用いただきありがとうございます。
当行では、犯罪収益移転防止法に基づき、お客様の情報、取引の目的等を確認させていただいております。
下記URLよりログインのうえ、ご回答ください。期限までにご回答いただけない場合、口座のご利用を制限させていただきます。
hxxps://resona-xxxx[.]com/login</div>
<p class="ng">当行がメールやSMSでログインを求めたり、暗証番号・ワンタイムパスワードの入力を求めたりすることはありません。</p>
<h2>もし入力してしまったら</h2><p>直ちに下記へご連絡ください。</p><p class="tel">りそなコールセンター（盗難・紛失・不正利用）0120-xx-xxxx（24時間）</p>
<p style="font-size:13px">お取引目的等のご確認は、りそなグループアプリ内のお知らせ、または郵送でご案内しています。</p></div>`,
  }),
},
  // yj-clean-card-fraud-faq-kr
{
  id: 'yj-clean-card-fraud-faq-kr',
  label: 'clean',
  kind: 'support-faq',
  url: 'https://www.hyundaicard.com/cpc/cs/CPCCS0201_01.hc?faqId=FAQ000812',
  body: doc({
    lang: 'ko',
    title: '해외결제 승인 문자를 받았어요 | 자주 묻는 질문 | 현대카드',
    css: `body{background:#fff}.hd{background:#000;color:#fff;padding:14px 24px}.w{max-width:860px;margin:0 auto;padding:26px}.q{font-size:20px;font-weight:bold;border-bottom:2px solid #000;padding-bottom:10px}.a{font-size:15px;line-height:1.9}
.box{background:#f6f6f6;padding:16px;margin:14px 0}.tel{font-size:22px;font-weight:bold}`,
    body: `<div class="hd">Hyundai Card</div>
<div class="w"><p style="font-size:13px;color:#888">고객센터 &gt; 자주 묻는 질문 &gt; 카드 이용/도용</p>
<p class="q">Q. 결제하지 않은 해외결제 승인 문자를 받았어요.</p>
<div class="a"><p>현대카드는 승인 알림을 <b>현대카드 앱 푸시</b> 또는 <b>[현대카드] 발신 문자</b>로만 보내드립니다. [국외발신], [Web발신]으로 시작하고 전화번호나 링크가 포함된 '해외결제 승인' 문자는 대부분 사기 문자입니다.</p>
<div class="box"><b>사기 문자 예시</b><br>[국외발신] 현대카드 해외결제 승인 $1,289.00 AMAZON MKTPLC. 본인 아닐 시 문의 02-XXXX-XXXX</div>
<p>문자에 적힌 번호로 전화하면 금융기관·수사기관을 사칭해 원격제어 앱 설치나 송금을 유도할 수 있습니다. 카드 이용 내역은 현대카드 앱 또는 홈페이지에서 직접 확인하세요.</p>
<p>카드 도용이 의심되면 아래 번호로 즉시 연락 주세요.</p><p class="tel">☎ 1577-6000 (24시간 분실·도난 신고)</p>
<p style="font-size:13px;color:#666">현대카드는 고객에게 카드 비밀번호, CVC, 인증번호를 전화나 문자로 요구하지 않습니다.</p></div></div>`,
  }),
},
  // yj-clean-password-reset-help-jp
{
  id: 'yj-clean-password-reset-help-jp',
  label: 'clean',
  kind: 'password-help',
  url: 'https://support.yahoo-net.jp/PccLogin/s/article/H000004520',
  body: doc({
    lang: 'ja',
    title: 'パスワードを忘れた場合 - Yahoo! JAPAN ID ヘルプ',
    css: `.hd{border-bottom:1px solid #ddd;padding:10px 18px}.w{max-width:820px;margin:0 auto;padding:24px}h1{font-size:22px}ol li{margin:8px 0}.b{display:inline-block;background:#ff0033;color:#fff;padding:10px 24px;border-radius:4px;text-decoration:none}.n{background:#f5f5f5;padding:12px;font-size:13px}.rel a{display:block;font-size:14px;margin:6px 0;color:#1e50a2}`,
    body: `<div class="hd">${wordmark('YAHOO! JAPAN', '#ff0033', { w: 170, size: 20, weight: 900 })} ヘルプ</div>
<div class="w"><h1>パスワードを忘れた場合</h1>
<p>Yahoo! JAPAN IDのパスワードを忘れた場合は、登録済みの携帯電話番号またはメールアドレスで本人確認を行い、パスワードを再設定できます。</p>
<ol><li>パスワード再設定ページにアクセスします。</li><li>Yahoo! JAPAN ID、携帯電話番号、またはメールアドレスを入力します。</li><li>届いた確認コードを入力します。</li><li>新しいパスワードを設定します。</li></ol>
<p><a class="b" href="https://account.edit.yahoo.co.jp/forgot_password">パスワードを再設定する</a></p>
<div class="n">ご注意：LINEヤフーがメールやSMSで「メールボックスの容量が上限に達しました」等と案内し、パスワードの入力を求めることはありません。確認コードは誰にも教えないでください。</div>
<h3 style="font-size:16px">関連するヘルプ</h3><div class="rel"><a href="#">ログインできない場合</a><a href="#">SMS認証を設定する</a><a href="#">不正アクセスが疑われる場合</a></div></div>`,
  }),
},
  // yj-clean-mercari-scam-guide
{
  id: 'yj-clean-mercari-scam-guide',
  label: 'clean',
  kind: 'marketplace-safety-guide',
  url: 'https://help.jp.mercari.com/guide/articles/1089/',
  body: doc({
    lang: 'ja',
    title: '「購入者が支払いを完了しました。受け取りには認証が必要です」というメッセージについて - メルカリ ガイド',
    css: `body{background:#f5f5f5}.hd{background:#fff;border-bottom:1px solid #e5e5e5;padding:12px 16px}.w{max-width:760px;margin:20px auto;background:#fff;padding:24px;border-radius:8px}h1{font-size:21px}.ex{background:#fff4f4;border:1px solid #ffc9c9;padding:12px;border-radius:6px;font-size:14px}ul{line-height:1.9}`,
    body: `<div class="hd">${wordmark('mercari', '#ff333f', { w: 110 })} ガイド</div>
<div class="w"><h1>「購入者が支払いを完了しました。受け取りには認証が必要です」というメッセージについて</h1>
<p>メルカリを装い、取引外で連絡してきた相手から以下のようなメッセージやURLが送られてくる事例が確認されています。</p>
<div class="ex">「購入者様がお支払いを完了しました。売上金を受け取るには、受取口座（カード）の認証が必要です。24時間以内に認証されない場合、取引はキャンセルされます。」</div>
<p>メルカリでは、売上金の受け取りのためにクレジットカード番号・セキュリティコード・残高などの入力を求めることはありません。売上金は、アプリの「マイページ」→「売上・振込申請」から確認できます。</p>
<ul><li>取引はすべてメルカリのアプリ・Webサイト内の取引画面で行われます。</li><li>外部のチャットアプリやSMS、メールで送られたURLは開かないでください。</li><li>カード情報を入力してしまった場合は、すぐにカード会社へ連絡してください。</li></ul>
<p style="font-size:13px">お困りの場合は<a href="https://help.jp.mercari.com/contact/">お問い合わせフォーム</a>からご連絡ください。</p></div>`,
  }),
},
];
