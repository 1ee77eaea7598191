import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { beepWav, fileRoute, jsRoute } from '../parts/e-bin.js';
import { doc } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Japanese fake virus alert pushing a "security app" subscription + phone
  {
    id: 'g-scam-ja-virus-kenshutsu-denwa-sapoto',
    label: 'scam',
    kind: 'tech-support',
    url: 'https://anshin-pc-support.jp-alert.com/warning/',
    body: doc({
      lang: 'ja',
      title: '【警告】お使いのパソコンがウイルスに感染しています',
      css: `body{margin:0;background:#c00;font-family:Meiryo,sans-serif}.box{max-width:560px;margin:50px auto;background:#fff;border-radius:6px;overflow:hidden;box-shadow:0 0 30px #000}.hd{background:#222;color:#fff;padding:10px;font-weight:bold}.bd{padding:18px;color:#111}.tel{font-size:28px;color:#c00;font-weight:bold;text-align:center}.bar{height:16px;background:#eee}.bar i{display:block;height:100%;background:#c00;width:0;transition:width 6s linear}`,
      body: `<div class="box"><div class="hd">⚠ Microsoft Windows セキュリティ警告</div><div class="bd">
<p>お使いのコンピューターから <b>5件のウイルス（トロイの木馬）</b> が検出されました。クレジットカード情報、パスワード、写真が外部に送信されている可能性があります。</p>
<div class="bar"><i id="b"></i></div><p id="st">システムをスキャンしています…</p>
<p>今すぐ下記のサポートセンターへお電話ください（通話料無料・24時間対応）：</p><p class="tel">050-5309-8812</p>
<p style="font-size:12px">※このページを閉じるとパソコンが使用できなくなる場合があります。技術者が遠隔操作でウイルスを除去します（サポート料金 39,800円、iTunesカード払い可）。</p></div></div>
<script>setTimeout(function(){document.getElementById('b').style.width='100%'},100);setTimeout(function(){document.getElementById('st').textContent='スキャン完了：危険度「高」'; alert('警告！ウイルスが検出されました。050-5309-8812 に電話してください。')},6500)</script>`,
    }),
  },
];

