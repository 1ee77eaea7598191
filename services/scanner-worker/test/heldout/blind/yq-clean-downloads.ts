import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, footer } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, fileRoute, pe, zip, cfb, sevenZip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'yq-clean-sogou-pinyin-official-download',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://shurufa.sogou.com/',
    body: doc({
      title: '搜狗输入法 - 首页',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#fff') +
        `.hero{background:linear-gradient(135deg,#fff3e8,#ffe1c7);padding:70px 0}.hero h1{font-size:40px;margin:0}
.dl{display:inline-block;background:#ff6a00;color:#fff;padding:15px 44px;border-radius:30px;font-size:18px;margin-top:22px}
.plats a{margin-right:20px;color:#ff6a00}`,
      body: `<div class="hero"><div class="container">${mark('搜狗输入法', '#ff6a00', { shape: 'circle', w: 150 })}<h1>搜狗输入法 Windows 版</h1><p>智能联想 · AI 帮写 · 语音输入 · 皮肤商城</p>
<a class="dl" href="https://ime.sogoucdn.com/b24a8eb7c6e5/sogou_pinyin_guanwang_14.3a.exe">立即下载</a>
<p class="hint">版本 14.3a ｜ 2024-04-11 ｜ 数字签名：Beijing Sogou Technology Development Co., Ltd.</p>
<p class="plats"><a href="/mac/">Mac 版</a><a href="/linux/">Linux 版</a><a href="https://shouji.sogou.com/">手机版</a></p></div></div>
${footer(['© 2024 SOGOU.COM　京ICP证050897号　<a href="/privacy">隐私政策</a>'], '#f7f7f7', '#999')}`,
    }),
    routes: {
      'ime.sogoucdn.com/b24a8eb7c6e5/sogou_pinyin_guanwang_14.3a.exe': fileRoute(pe({ strings: ['Sogou Pinyin Input Method', 'Beijing Sogou Technology Development Co., Ltd.', 'NSIS'], size: 18000 }), 'application/octet-stream', 'sogou_pinyin_guanwang_14.3a.exe'),
    },
  },
  {
    id: 'yq-clean-rime-weasel-download-github',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://rime.im/download/',
    body: doc({
      title: '下載 | RIME | 中州韻輸入法引擎',
      css:
        baseCss(`Georgia,${fontTC}`, '#fdfcf7') +
        `.w{max-width:760px;margin:40px auto;padding:0 20px;line-height:1.9}
h2{border-bottom:1px solid #ddd;padding-bottom:6px}
code{background:#f1efe6;padding:1px 5px;border-radius:3px}pre{background:#2b2b2b;color:#eee;padding:12px;border-radius:6px;overflow:auto}`,
      body: `<div class="w"><h1>下載及安裝</h1>
<h2>小狼毫 (Weasel) · Windows</h2><p>最新版本 0.15.0：<a href="https://github.com/rime/weasel/releases/download/0.15.0/weasel-0.15.0.0-installer.exe">weasel-0.15.0.0-installer.exe</a>（GitHub Releases）</p>
<h2>鼠鬚管 (Squirrel) · macOS</h2><p><a href="https://github.com/rime/squirrel/releases/download/0.18/Squirrel-0.18.pkg">Squirrel-0.18.pkg</a>，或使用 Homebrew：</p><pre>brew install --cask squirrel</pre>
<h2>中州韻 (ibus-rime / fcitx5-rime) · Linux</h2><pre>sudo apt install ibus-rime
# 或
sudo apt install fcitx5-rime</pre>
<h2>東風破 plum · 配置管理</h2><pre>curl -fsSL https://raw.githubusercontent.com/rime/plum/master/rime-install | bash</pre>
<p>以上為開源軟件，源代碼在 <a href="https://github.com/rime">github.com/rime</a>，可自行編譯。</p></div>`,
    }),
  },
  {
    id: 'yq-clean-telegram-desktop-official',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://desktop.telegram.org/?setln=zh-hant',
    body: doc({
      title: 'Telegram Desktop',
      lang: 'en',
      css:
        baseCss(`"Lucida Grande","Segoe UI",Arial,sans-serif`, '#fff') +
        `.w{max-width:760px;margin:50px auto;text-align:center;padding:0 20px}
.b{display:inline-block;margin:8px;padding:12px 26px;border-radius:22px;background:#2aabee;color:#fff}
.o{font-size:13px;color:#888}`,
      body: `<div class="w"><svg width="96" height="96"><circle cx="48" cy="48" r="48" fill="#2aabee"/><path d="M22 47l46-18-8 38-14-10-7 7 1-11 18-16-23 14z" fill="#fff"/></svg>
<h1>Telegram Desktop</h1><p>Fast and secure desktop app, perfectly synced with your mobile phone.</p>
<a class="b" href="https://telegram.org/dl/desktop/win64">Get Telegram for Windows x64</a>
<p class="o"><a href="https://telegram.org/dl/desktop/win64_portable">Portable version</a> · <a href="https://telegram.org/dl/desktop/mac">macOS</a> · <a href="https://telegram.org/dl/desktop/linux">Linux</a></p>
<p class="o">Telegram is open source: <a href="https://github.com/telegramdesktop/tdesktop">github.com/telegramdesktop/tdesktop</a>. Interface languages including 简体中文 and 繁體中文 can be selected in Settings › Language.</p></div>`,
    }),
    routes: {
      'telegram.org/dl/desktop/win64': redirectRoute(302, 'https://updates.tdesktop.com/tx64/tsetup-x64.4.16.8.exe'),
      'updates.tdesktop.com/tx64/tsetup-x64.4.16.8.exe': fileRoute(pe({ x64: true, strings: ['Telegram Desktop', 'Telegram FZ-LLC', 'Inno Setup'], size: 20000 }), 'application/octet-stream', 'tsetup-x64.4.16.8.exe'),
    },
  },
  {
    id: 'yq-clean-wechat-pc-download',
    label: 'clean',
    kind: 'software-download-own-domain',
    url: 'https://pc.weixin.qq.com/',
    body: doc({
      title: '微信 Windows 版',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f5f5f5') +
        `.w{max-width:800px;margin:70px auto;text-align:center}
.dl{display:inline-block;background:#07c160;color:#fff;padding:14px 50px;border-radius:6px;font-size:17px}
.ver{color:#999;font-size:13px;margin-top:10px}`,
      body: `<div class="w">${mark('微信', '#07c160', { shape: 'circle', w: 100 })}<h1>微信 Windows 版</h1><p>在电脑上收发消息、传输文件、视频通话</p>
<a class="dl" href="https://dldir1v6.qq.com/weixin/Windows/WeChatSetup.exe">下载</a>
<p class="ver">3.9.10 ｜ 适用于 Windows 7 及以上 ｜ <a href="https://mac.weixin.qq.com/">Mac 版</a></p></div>`,
    }),
    routes: { 'dldir1v6.qq.com/weixin/Windows/WeChatSetup.exe': fileRoute(pe({ strings: ['WeChat', 'Tencent Technology (Shenzhen) Company Limited'], size: 18000 }), 'application/octet-stream', 'WeChatSetup.exe') },
  },
];
