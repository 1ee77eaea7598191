import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { cookieBar, doc, foot, gtag, topbar } from '../parts/ze-kit.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
  id: 'ze-clean-my-mytax-portal',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://mytax.hasil.gov.my/',
  body: doc({
    lang: 'ms',
    title: 'MyTax - Lembaga Hasil Dalam Negeri Malaysia',
    css: '.c{max-width:560px;margin:30px auto;border:1px solid #ddd;padding:24px}.b{background:#1b3b6f;color:#fff;width:100%;margin-top:12px}',
    body: `${topbar('LHDNM · MyTax', '#1b3b6f', ['Utama', 'e-Filing', 'ezHASiL', 'Hubungi Kami', 'English'])}<div class="c"><h3>Log Masuk MyTax</h3><form method="post" action="/auth"><label>Jenis Pengenalan</label><select name="jenis"><option>MyKad</option><option>Pasport</option><option>No. Tentera</option></select><label>No. Pengenalan</label><input name="idno"><button class="b">Hantar</button></form>
<p style="font-size:12px;background:#f4f6fb;padding:10px">LHDNM tidak menghantar pautan melalui SMS/WhatsApp untuk bayaran balik cukai. Bayaran balik dikreditkan terus ke akaun bank yang didaftarkan dalam e-Filing.</p></div>${foot(['Hak Cipta © 2025 Lembaga Hasil Dalam Negeri Malaysia'])}`,
  }),
},
  {
  id: 'ze-clean-ph-lto-ltms-portal',
  label: 'clean',
  kind: 'gov-portal',
  url: 'https://portal.lto.gov.ph/ords/f?p=PUBLIC_PORTAL:HOME',
  routes: {
    'portal.lto.gov.ph/ords/f': htmlRoute(doc({
      lang: 'en-PH',
      title: 'LTMS Portal - Land Transportation Office',
      css: '.c{max-width:520px;margin:30px auto;border:1px solid #ddd;padding:24px}.b{background:#0038a8;color:#fff;width:100%;margin-top:12px}',
      body: `${topbar('LTO · LTMS', '#0038a8', ['Home', 'Online Services', 'Advisories', 'FAQ'])}<div class="c"><h3>Log in to LTMS</h3><form method="post" action="/ords/wwv_flow.accept"><label>Email or LTO Client Number</label><input name="P101_USERNAME"><label>Password</label><input name="P101_PASSWORD" type="password"><button class="b">Log In</button></form><p style="font-size:12px"><a href="#">Register</a> · <a href="#">Forgot password</a></p>
<p style="font-size:12px;background:#f0f4fb;padding:10px">ADVISORY: The LTO does not send text messages with payment links for traffic violations. Settle NCAP violations only through LTMS or authorized LTO offices.</p></div>${foot(['Republic of the Philippines · Department of Transportation · Land Transportation Office'])}`,
    })),
  },
},
  {
  id: 'ze-clean-sg-scamalert-news',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://www.scamalert.sg/resources/scams-bulletin',
  body: doc({
    lang: 'en-SG',
    title: 'Scams Bulletin | ScamAlert',
    css: '.c{max-width:860px;margin:20px auto}.a{border-bottom:1px solid #eee;padding:12px 0}.q{background:#fff3f3;padding:8px;font-size:14px}',
    body: `${topbar('ScamAlert · National Crime Prevention Council', '#d7282f', ['Scam Types', 'Resources', 'Share Your Story', 'ScamShield'])}<div class="c"><h1>Scams Bulletin</h1>
<div class="a"><h3>Fake SingPost SMS asking for customs fee</h3><p class="q">"SingPost: Your parcel is on hold at our warehouse. Pay S$2.98 customs duty within 48 hours: singpost.parcel-held[.]sbs"</p><p>Victims who entered card details later discovered unauthorised transactions.</p></div>
<div class="a"><h3>Concert and collectible fake shops</h3><p>Scam websites claim to sell sold-out LABUBU figures and concert tickets at steep discounts, accepting only PayNow or bank transfer.</p></div>
<div class="a"><h3>Government official impersonation</h3><p>Scammers claim you are involved in money laundering and ask you to transfer money to a "safe account" for investigation. Government officials will never ask you to transfer money over a call.</p></div>
<p><b>ADD · CHECK · TELL</b> — Add ScamShield, check with official sources, tell authorities. Call the ScamShield Helpline at 1799.</p></div>${foot(['© 2025 National Crime Prevention Council'])}`,
  }),
},
  {
  id: 'ze-clean-kr-krcert-smishing-guide',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://www.boho.or.kr/kr/bbs/view.do?bbsId=B0000133&nttId=71844&menuNo=205020',
  routes: {
    'www.boho.or.kr/kr/bbs/view.do': htmlRoute(doc({
      lang: 'ko',
      title: '보안공지 - 스미싱 주의 권고 | KISA 보호나라&KrCERT/CC',
      css: '.c{max-width:860px;margin:20px auto}.q{background:#f2f5fa;padding:10px;font-size:14px;margin:6px 0}',
      body: `${topbar('KISA 보호나라 & KrCERT/CC', '#1f3c88', ['보안공지', '취약점 정보', '보안가이드', '신고센터'])}<div class="c"><h1>택배·공공기관 사칭 스미싱 주의 권고</h1><p>등록일 2025-11-18 · 조회 4,812</p>
<p>최근 택배사, 경찰청, 금융기관을 사칭하여 악성 앱(APK) 설치를 유도하는 스미싱 문자가 지속 유포되고 있어 이용자의 주의가 필요합니다.</p><h3>주요 문자 유형</h3>
<div class="q">[CJ대한통운] 주소지 불명으로 반송 예정, 배송조회 앱 설치 후 주소 수정 바랍니다.</div><div class="q">[경찰청] 귀하의 명의가 금융범죄에 도용되었습니다. 보안점검 앱을 설치하세요.</div><div class="q">[정부지원] 저금리 대환대출 승인 대상입니다. 금일 마감.</div>
<h3>예방 수칙</h3><ol><li>출처가 불분명한 URL 클릭 금지</li><li>스마트폰 보안 설정에서 '출처를 알 수 없는 앱 설치' 차단</li><li>의심 문자는 118로 신고</li></ol></div>${foot(['한국인터넷진흥원 · 58324 전라남도 나주시 진흥길 9'])}`,
    })),
  },
},
  {
  id: 'ze-clean-th-police-cyber-news',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://www.thaipoliceonline.go.th/news/detail/2025-11-call-center',
  body: doc({
    lang: 'th',
    title: 'เตือนภัย: มิจฉาชีพแอบอ้างการไฟฟ้าให้ติดตั้งแอปคืนเงินประกัน',
    css: '.c{max-width:860px;margin:20px auto}.q{background:#f5f5f5;padding:10px;margin:6px 0}',
    body: `${topbar('ศูนย์รับแจ้งความออนไลน์', '#1b2a4a', ['แจ้งความ', 'ข่าวสาร', 'ติดตามคดี', 'ติดต่อเรา'])}<div class="c"><h1>เตือนภัย: มิจฉาชีพแอบอ้างการไฟฟ้าให้ติดตั้งแอปคืนเงินประกัน</h1><p>พบผู้เสียหายได้รับข้อความทางไลน์ว่ามีสิทธิ์ได้รับเงินคืนค่าประกันการใช้ไฟฟ้า และให้ติดตั้งแอปพลิเคชันผ่านลิงก์ ซึ่งเป็นแอปดูดเงินที่ควบคุมโทรศัพท์จากระยะไกล</p>
<div class="q">"ท่านมีสิทธิ์ได้รับเงินคืน 2,300 บาท กรุณาติดตั้งแอป PEA Smart Plus เวอร์ชันใหม่"</div><p>ข้อแนะนำ: ดาวน์โหลดแอปจาก App Store / Play Store เท่านั้น อย่ากดลิงก์จากผู้ที่ไม่รู้จัก หากถูกหลอกให้โทร 1441 สายด่วนศูนย์ AOC</p></div>${foot(['สำนักงานตำรวจแห่งชาติ'])}`,
  }),
},
  {
  id: 'ze-clean-hk-adcc-scameter',
  label: 'clean',
  kind: 'scam-advisory',
  url: 'https://cyberdefender.hk/zh-hk/scameter/',
  body: doc({
    lang: 'zh-HK',
    title: '防騙視伏器 Scameter | 守網者',
    css: '.c{max-width:760px;margin:20px auto}.b{background:#12355b;color:#fff}',
    body: `${topbar('守網者 CyberDefender', '#12355b', ['最新消息', '防騙視伏器', '防騙資訊', '18222'])}<div class="c"><h1>防騙視伏器 Scameter</h1><p>輸入可疑電話號碼、網址、電郵或收款帳戶，即時評估詐騙及網絡安全風險。</p><form><select style="width:30%"><option>網址</option><option>電話號碼</option><option>電郵</option><option>收款帳戶</option></select><input name="q" placeholder="例如：hk-lucky-draw.winner-prize.top"><br><br><button class="b">搜尋</button></form>
<p style="font-size:13px">常見騙案：假冒香港郵政要求繳付重新派遞費、假冒八達通回贈、網購陷阱。如有懷疑，請致電「防騙易熱線 18222」。</p></div>${foot(['香港警務處 網絡安全及科技罪案調查科'])}`,
  }),
},
];
