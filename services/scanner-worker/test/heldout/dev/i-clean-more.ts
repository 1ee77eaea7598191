import { type Entry } from '../entry.js';
import { doc, cookieBar } from '../parts/i-parts.js';

// More legitimate login pages: Korean portal, Turkish e-government, gaming, a company's own on-prem OWA.

export const entries: Entry[] = [
  {
  id: 'i-clean-brand-naver-nid-login',
  label: 'clean',
  kind: 'brand-login',
  url: 'https://nid.naver.com/nidlogin.login?mode=form&url=https%3A%2F%2Fwww.naver.com%2F&locale=ko_KR&svctype=1&i=1',
  body: doc({
    title: '네이버 : 로그인',
    lang: 'ko',
    head: `<style>body{margin:0;font-family:'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#fff;color:#222}.lg{text-align:center;padding:60px 0 30px;color:#03c75a;font-weight:900;font-size:44px}.panel{width:460px;margin:0 auto;border:1px solid #dadada;border-radius:6px}.tab{display:flex}.tab a{flex:1;text-align:center;padding:14px;font-size:15px;color:#777;text-decoration:none;background:#f8f9fa;border-bottom:1px solid #dadada}.tab a.on{background:#fff;color:#222;font-weight:bold;border-bottom:0}.in{padding:20px 28px}input{width:100%;box-sizing:border-box;border:1px solid #dadada;padding:14px;font-size:16px;margin-top:-1px}.b{width:100%;background:#03c75a;color:#fff;border:0;border-radius:6px;padding:14px;font-size:18px;margin-top:20px}.links{text-align:center;font-size:14px;color:#888;margin:24px}.ft{text-align:center;font-size:12px;color:#888;margin-top:60px}</style>`,
    body: `<div class="lg">NAVER</div>
<div class="panel"><div class="tab"><a class="on" href="#">ID 로그인</a><a href="#">일회용 번호</a><a href="#">QR코드</a></div>
<div class="in"><form id="frmNIDLogin" method="post" action="https://nid.naver.com/nidlogin.login" onsubmit="return false"><input type="hidden" name="localechange" value=""><input name="id" placeholder="아이디 또는 전화번호" autocomplete="username"><input name="pw" type="password" placeholder="비밀번호" autocomplete="current-password"><p style="font-size:13px;color:#888"><label><input type="checkbox" style="width:auto"> 로그인 상태 유지</label> · IP보안 <b>ON</b></p><button class="b">로그인</button></form></div></div>
<div class="links">비밀번호 찾기 | 아이디 찾기 | 회원가입</div>
<div class="ft">이용약관 · 개인정보처리방침 · 책임의 한계와 법적고지 · 회원정보 고객센터<br>© NAVER Corp.</div>`,
  }),
},
  {
  id: 'i-clean-own-owa-onprem-municipality',
  label: 'clean',
  kind: 'webmail',
  url: 'https://mail.gemeente-zeewolde.nl/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.gemeente-zeewolde.nl%2fowa%2f',
  body: doc({
    title: 'Outlook',
    lang: 'nl',
    head: `<style>body{margin:0;font-family:'Segoe UI','Segoe',Tahoma,Helvetica,Arial,sans-serif;background:#fff}.l{position:fixed;left:0;top:0;bottom:0;width:42%;background:#0072c6}.r{margin-left:42%;padding:14vh 8%}.sig{color:#0072c6;font-size:38px;font-weight:200;margin-bottom:24px}.f input{display:block;width:320px;border:1px solid #ccc;padding:7px;font-size:15px;margin-bottom:14px}.b{background:none;border:0;color:#333;font-size:22px;font-weight:200}.pv{font-size:13px;color:#333}</style>`,
    body: `<div class="l"></div>
<div class="r"><div class="sig">Outlook</div>
<form action="/owa/auth.owa" method="POST" name="logonForm" autocomplete="off" onsubmit="return false"><input type="hidden" name="destination" value="https://mail.gemeente-zeewolde.nl/owa/"><input type="hidden" name="flags" value="4"><input type="hidden" name="forcedownlevel" value="0">
<div class="f"><div class="pv">Domein\\gebruikersnaam:</div><input id="username" name="username" autocomplete="username"><div class="pv">Wachtwoord:</div><input id="password" name="password" type="password" autocomplete="current-password">
<label class="pv"><input type="radio" name="trusted" checked> Dit is een openbare of gedeelde computer</label><br><label class="pv"><input type="radio" name="trusted"> Dit is een privécomputer</label><br><br>
<button class="b">➔ aanmelden</button></div></form>
<p style="font-size:12px;color:#666;margin-top:40px">Gemeente Zeewolde — alleen voor medewerkers. Hulp nodig? Servicedesk ICT, toestel 555.</p></div>`,
  }),
},
];
