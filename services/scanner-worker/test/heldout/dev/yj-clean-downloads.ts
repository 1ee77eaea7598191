import { htmlRoute, type Entry } from '../entry.js';
import { apk, fileRoute, pe } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Clean: installers and app pages.

const oss = apk('io.github.moabit.hangulkbd', '모아키보드', ['android.permission.VIBRATE', 'android.view.InputMethod']);

export const entries: Entry[] = [
  // yj-clean-line-pc-download
{
  id: 'yj-clean-line-pc-download',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://line.me/ja/download',
  body: doc({
    lang: 'ja',
    title: 'LINE ダウンロード',
    css: `body{background:#fff}.hd{padding:16px 30px;border-bottom:1px solid #eee}.w{max-width:960px;margin:0 auto;padding:40px 20px;text-align:center}.w h1{font-size:34px}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;margin-top:30px}
.g div{border:1px solid #e6e6e6;border-radius:14px;padding:24px}.g a{display:inline-block;margin-top:12px;background:#06c755;color:#fff;padding:11px 24px;border-radius:24px;text-decoration:none;font-weight:bold}.n{font-size:12px;color:#888;margin-top:30px}`,
    body: `<div class="hd">${wordmark('LINE', '#06c755', { w: 80, size: 26 })}</div>
<div class="w"><h1>どこでもLINE</h1><p>スマートフォン、パソコン、タブレットでLINEを使おう。</p>
<div class="g"><div><b>Windows</b><p style="font-size:13px">Windows 10 / 11</p><a href="https://desktop.line-scdn.net/win/new/LineInst.exe">ダウンロード</a></div><div><b>Mac</b><p style="font-size:13px">macOS 12 以降</p><a href="https://apps.apple.com/jp/app/line/id539883307">Mac App Store</a></div><div><b>スマートフォン</b><p style="font-size:13px">iOS / Android</p><a href="https://apps.apple.com/jp/app/line/id443904275">App Store</a> <a href="https://play.google.com/store/apps/details?id=jp.naver.line.android">Google Play</a></div></div>
<p class="n">Chrome版LINEは Chrome ウェブストアから追加できます。LINEアプリは公式ストアおよびこのページ以外からダウンロードしないでください。<br>&copy; LY Corporation</p></div>`,
  }),
  routes: {
    'desktop.line-scdn.net/win/new/LineInst.exe': fileRoute(pe({ strings: ['LINE Installer', 'LY Corporation', 'Nullsoft Install System v3.08', 'https://desktop.line-scdn.net/win/new/'], size: 40960 }), 'application/octet-stream', 'LineInst.exe'),
  },
},
  // yj-clean-sagawa-app-page
{
  id: 'yj-clean-sagawa-app-page',
  label: 'clean',
  kind: 'real-app-page',
  url: 'https://www.sagawa-exp.co.jp/send/smartclub/app/',
  body: doc({
    lang: 'ja',
    title: '佐川急便公式アプリ｜佐川急便株式会社',
    css: `.hd{background:#003c8f;color:#fff;padding:12px 20px;font-weight:bold}.w{max-width:900px;margin:0 auto;padding:24px}.kv{display:flex;gap:24px;align-items:center}.ph{width:180px;height:340px;background:#dfe6f2;border-radius:24px;flex:none}.st a{display:inline-block;background:#111;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;margin-right:8px}
.al{background:#fff3f3;border:1px solid #f1b0b0;padding:14px;margin-top:24px;font-size:14px}`,
    body: `<div class="hd">SAGAWA 佐川急便</div>
<div class="w"><div class="kv"><div class="ph"></div><div><h1 style="font-size:24px">佐川急便公式アプリ</h1><p>お荷物の配達予定の確認、受取日時・場所の変更、送り状の作成がアプリでかんたんに。</p>
<p class="st"><a href="https://apps.apple.com/jp/app/id1490127123">App Storeからダウンロード</a><a href="https://play.google.com/store/apps/details?id=jp.co.sagawa.smartclub">Google Playで手に入れよう</a></p></div></div>
<div class="al"><b>佐川急便を装った迷惑メール・SMSにご注意ください</b><br>「お荷物のお届けにあがりましたが不在の為持ち帰りました」などのSMSから偽サイトに誘導し、不正なアプリ（APKファイル）をインストールさせたり、IDやパスワード、カード情報を入力させる事例が確認されています。佐川急便では、SMSでの不在連絡は行っておりません。公式アプリは App Store / Google Play からのみ配信しています。</div></div>`,
  }),
},
  // yj-clean-kr-bank-security-install
{
  id: 'yj-clean-kr-bank-security-install',
  label: 'clean',
  kind: 'bank-security-module-download',
  url: 'https://obank.kbstar.com/quics?page=C018972&QSL=F',
  body: doc({
    lang: 'ko',
    title: 'KB국민은행 | 보안프로그램 설치',
    css: `body{background:#f6f4ef}.hd{background:#fff;border-bottom:1px solid #ddd;padding:12px 20px;display:flex;gap:10px;align-items:center}.w{max-width:820px;margin:20px auto;background:#fff;padding:26px}table{width:100%;border-collapse:collapse;font-size:14px}th,td{border-bottom:1px solid #eee;padding:12px;text-align:left}th{background:#faf8f4}
.ok{color:#2b8a3e}.no{color:#c92a2a}.dl{background:#60584c;color:#fff;padding:6px 14px;text-decoration:none;border-radius:3px;font-size:13px}.all{display:inline-block;background:#ffbc00;color:#333;padding:12px 30px;font-weight:bold;text-decoration:none;margin-top:16px}.n{font-size:12px;color:#777}`,
    body: `<div class="hd">${tile('★', '#ffbc00', '#60584c', 36)}<b>KB국민은행</b></div>
<div class="w"><h1 style="font-size:20px">보안프로그램 설치</h1><p style="font-size:14px">안전한 인터넷뱅킹 이용을 위해 아래 보안프로그램 설치가 필요합니다. 설치 상태를 자동으로 확인합니다.</p>
<table><tr><th>프로그램</th><th>용도</th><th>상태</th><th></th></tr>
<tr><td>AhnLab Safe Transaction</td><td>개인PC 방화벽·악성코드 탐지</td><td class="no" id="s1">미설치</td><td><a class="dl" href="https://download.kbstar.com/security/astx/ASTxSetup.exe">다운로드</a></td></tr>
<tr><td>TouchEn nxKey</td><td>키보드 입력 보안</td><td class="no" id="s2">미설치</td><td><a class="dl" href="https://download.kbstar.com/security/nxkey/TouchEn_nxKey_Installer_32bit.exe">다운로드</a></td></tr>
<tr><td>IPinside LWS Agent</td><td>단말 정보 수집 (전자금융사기 예방)</td><td class="ok" id="s3">설치됨</td><td></td></tr>
<tr><td>Delfino G3</td><td>공동인증서 전자서명</td><td class="no" id="s4">미설치</td><td><a class="dl" href="https://download.kbstar.com/security/delfino/delfino-g3.exe">다운로드</a></td></tr></table>
<a class="all" href="https://download.kbstar.com/security/integrated/KB_Security_Setup.exe">통합 설치 프로그램 다운로드</a>
<p class="n">※ 보안프로그램은 KB국민은행 홈페이지(kbstar.com)에서만 배포됩니다. 문자·메신저로 전달된 링크를 통한 설치는 금융사기일 수 있습니다.<br>※ 설치 후 브라우저를 새로고침 해주세요. 문의: 1588-9999</p></div>`,
    tail: `<script>(function(){var img=new Image();img.onerror=function(){};img.src='https://127.0.0.1:55920/?op=status&t='+Date.now();})();</script>`,
  }),
  routes: {
    'download.kbstar.com/security/integrated/KB_Security_Setup.exe': fileRoute(pe({ strings: ['KB Kookmin Bank Integrated Security Installer', 'AhnLab, Inc.', 'RaonSecure Co., Ltd.', 'Wizvera Delfino'], size: 65536 }), 'application/octet-stream', 'KB_Security_Setup.exe'),
  },
},
  // yj-clean-kr-oss-apk-release
{
  id: 'yj-clean-kr-oss-apk-release',
  label: 'clean',
  kind: 'oss-apk-release',
  url: 'https://moabit.github.io/hangulkbd/',
  body: doc({
    lang: 'ko',
    title: '모아키보드 - 오픈소스 한글 키보드',
    css: `body{background:#fafafa}.w{max-width:760px;margin:0 auto;padding:40px 20px}h1{font-size:32px;margin:0}.dl{display:flex;gap:10px;margin:20px 0}.dl a{background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none}.dl a.s{background:#fff;color:#1c7ed6;border:1px solid #1c7ed6}
code{background:#eee;padding:2px 6px;border-radius:4px;font-size:13px;word-break:break-all}.f li{margin:6px 0}`,
    body: `<div class="w">${tile('ㅎ', '#1c7ed6', '#fff', 64)}<h1>모아키보드</h1><p>광고 없고, 인터넷 권한이 없는 오픈소스 한글 키보드입니다. 천지인·나랏글·두벌식 쿼티를 지원합니다.</p>
<div class="dl"><a href="https://f-droid.org/packages/io.github.moabit.hangulkbd/">F-Droid에서 받기</a><a class="s" href="/hangulkbd/releases/moakbd-2.3.0.apk">APK 직접 다운로드 (v2.3.0)</a><a class="s" href="https://github.com/moabit/hangulkbd">GitHub</a></div>
<p style="font-size:13px">SHA-256: <code>9c1e4f0a7d3b2e8f6a5c4d3b2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a39</code><br>서명 인증서 지문: <code>A1:9F:3C:...:7E</code> · 라이선스 Apache-2.0</p>
<ul class="f"><li>INTERNET 권한 없음 — 입력 내용이 외부로 전송되지 않습니다.</li><li>재현 가능한 빌드(Reproducible build) 지원</li><li>Android 8.0 이상</li></ul></div>`,
  }),
  routes: {
    'moabit.github.io/hangulkbd/releases/moakbd-2.3.0.apk': fileRoute(oss, 'application/vnd.android.package-archive', 'moakbd-2.3.0.apk'),
  },
},
];
