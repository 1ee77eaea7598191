import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Clean: government portals.

export const entries: Entry[] = [
  // yj-clean-etax-top
{
  id: 'yj-clean-etax-top',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://www.e-tax.nta.go.jp/index.htm',
  body: doc({
    lang: 'ja',
    title: '【e-Tax】国税電子申告・納税システム（イータックス）',
    css: `body{background:#fff}.hd{border-bottom:4px solid #1e3c72;padding:12px 20px}.nav{background:#1e3c72}.nav a{color:#fff;display:inline-block;padding:10px 16px;font-size:14px;text-decoration:none}.w{max-width:980px;margin:0 auto;padding:20px;display:grid;grid-template-columns:2fr 1fr;gap:24px}
.ns li{font-size:14px;border-bottom:1px dotted #ccc;padding:8px 0;list-style:none}.ns{padding:0}.bx{border:1px solid #cdd6e6;border-radius:6px;padding:14px;margin-bottom:12px}.bx a{display:block;background:#1e3c72;color:#fff;text-align:center;padding:12px;border-radius:4px;text-decoration:none;margin-top:8px}.warn{background:#fff3f3;border:1px solid #f0b3b3;padding:12px;font-size:13px}`,
    body: `<div class="hd"><b style="font-size:20px;color:#1e3c72">e-Tax</b> <span style="font-size:13px">国税電子申告・納税システム　国税庁</span></div>
<div class="nav"><a href="/">ホーム</a><a href="/tetsuzuki/">e-Taxの利用手続</a><a href="/shinkoku/">申告・申請等</a><a href="/nozei/">納税</a><a href="/toiawase/">お問合せ</a></div>
<div class="w"><div><div class="warn"><b>国税庁・税務署を装った不審なメール・SMSにご注意ください。</b><br>「未払いの税金があります」「差押えの最終通知」等のSMSから偽サイトへ誘導し、クレジットカード情報や電子マネーでの支払いを求める事例が多発しています。国税庁がSMSで納付を求めることや、電子マネー・ギフトカードで税金を納付させることはありません。</div>
<h2 style="font-size:18px">お知らせ</h2><ul class="ns"><li>2025.10.14　e-Taxソフト（WEB版）のメンテナンスについて</li><li>2025.10.01　年末調整手続の電子化について</li><li>2025.09.22　スマートフォンを使用したe-Taxの利用について（マイナンバーカード方式）</li><li>2025.09.05　ダイレクト納付の利用可能金融機関の追加について</li></ul></div>
<div><div class="bx"><b>e-Taxソフト（WEB版）</b><a href="https://clientweb.e-tax.nta.go.jp/UF_WEB/WP000/FCSE00001/SE00S010SCR.do">ログイン</a></div><div class="bx"><b>確定申告書等作成コーナー</b><a href="https://www.keisan.nta.go.jp/">申告書を作成</a></div><div class="bx"><b>納税の方法</b><p style="font-size:13px">ダイレクト納付・インターネットバンキング・クレジットカード納付（国税クレジットカードお支払サイト）・スマホアプリ納付・コンビニ納付（QRコード）</p></div></div></div>`,
  }),
},
];
