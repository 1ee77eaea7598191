import { htmlRoute, type Entry } from '../entry.js';
import { apk, fileRoute, pe } from '../parts/e-bin.js';
import { doc, wordmark, tile } from '../parts/yj-kit.js';

// Clean: installers and app pages.

export const entries: Entry[] = [
  // yj-clean-kakaotalk-pc-download
{
  id: 'yj-clean-kakaotalk-pc-download',
  label: 'clean',
  kind: 'real-installer',
  url: 'https://www.kakaocorp.com/page/service/service/KakaoTalk?lang=ko&tab=download',
  body: doc({
    lang: 'ko',
    title: '카카오톡 | 카카오',
    css: `body{background:#fff}.hd{padding:18px 32px;border-bottom:1px solid #f0f0f0}.w{max-width:980px;margin:0 auto;padding:40px 24px}.w h1{font-size:40px;margin:0}.tabs a{margin-right:18px;font-size:15px;color:#777;text-decoration:none}.tabs a.on{color:#000;font-weight:bold}
.dl{display:grid;grid-template-columns:repeat(2,1fr);gap:16px;margin-top:30px}.dl div{background:#f8f8f8;border-radius:16px;padding:24px}.dl a{display:inline-block;background:#fee500;color:#191919;padding:12px 24px;border-radius:10px;text-decoration:none;font-weight:bold;margin:8px 8px 0 0}.n{font-size:12px;color:#888}`,
    body: `<div class="hd">${wordmark('kakao', '#191919', { w: 100, size: 26 })}</div>
<div class="w">${tile('TALK', '#fee500', '#3c1e1e', 64)}<h1>카카오톡</h1><p>일상을 연결하는 모바일 메신저</p>
<div class="tabs"><a href="#">소개</a><a class="on" href="#">다운로드</a><a href="https://cs.kakao.com/helps?service=8">고객센터</a></div>
<div class="dl"><div><b>모바일</b><br><a href="https://apps.apple.com/kr/app/id362057947">App Store</a><a href="https://play.google.com/store/apps/details?id=com.kakao.talk">Google Play</a></div>
<div><b>PC</b><br><a href="https://app-pc.kakaocdn.net/talk/win32/x64/KakaoTalk_Setup.exe">Windows</a><a href="https://apps.apple.com/kr/app/id869223134">macOS</a><p class="n">Windows 10 이상 · 최신 버전 4.4.1</p></div></div>
<p class="n">카카오톡은 공식 스토어와 카카오 공식 홈페이지에서만 배포됩니다. 문자나 메신저로 받은 링크로 설치 파일(APK)을 내려받지 마세요.</p></div>`,
  }),
  routes: {
    'app-pc.kakaocdn.net/talk/win32/x64/KakaoTalk_Setup.exe': fileRoute(pe({ strings: ['KakaoTalk Setup', 'Kakao Corp.', 'Nullsoft Install System', 'KakaoTalk.exe'], size: 45056 }), 'application/octet-stream', 'KakaoTalk_Setup.exe'),
  },
},
];
