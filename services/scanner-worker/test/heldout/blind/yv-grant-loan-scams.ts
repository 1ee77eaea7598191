import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { CSS, LOGO, doc, naira, wa } from '../parts/yv-kit.js';

const traderMoni = doc({
  title: 'TraderMoni 2025 Don Land!',
  css: `${CSS.reset}body{background:#fff9e6}.c{max-width:440px;margin:0 auto;padding:18px}.b{background:#008751;color:#fff;padding:18px;border-radius:12px;text-align:center}.q{background:#fff;border:1px solid #eee;border-radius:10px;padding:14px;margin:10px 0}.q button{display:block;width:100%;margin:6px 0;padding:10px;border:1px solid #008751;background:#fff;border-radius:6px}.bar{height:14px;background:#eee;border-radius:7px;overflow:hidden}.bar i{display:block;height:100%;background:#25d366;width:0}.share{background:#25d366;color:#fff;border:0;width:100%;padding:14px;border-radius:8px;font-size:16px}`,
  body: `<div class="c"><div class="b"><h2>TraderMoni 2025 don land &#127475;&#127468;</h2><p>Federal Government dey give ${naira(50000)} to every petty trader, market woman, okada and keke rider. No collateral, no interest!</p></div>
<div id="qz"><div class="q"><b>1. You be trader?</b><button>Yes</button><button>No</button></div>
<div class="q"><b>2. Wetin you dey sell?</b><button>Foodstuff</button><button>Provisions</button><button>Clothes</button><button>Other</button></div></div>
<div id="sh" style="display:none"><p><b>Congrats!</b> You qualify for ${naira(50000)}. Share this message to <b>10 WhatsApp groups</b> or <b>15 friends</b> to unlock your grant.</p>
<div class="bar"><i id="pr"></i></div><p id="cnt">0/10</p>
<button class="share" id="sb">Share on WhatsApp</button></div>
<div id="fee" style="display:none" class="q"><b>Last step:</b> Pay ${naira(2000)} TraderMoni registration/form fee to get your ${naira(50000)}. Account: <b>7068224519 (OPay) &mdash; GEEP ENROLLMENT OFFICE</b>. After payment, WhatsApp the receipt to 0706 822 4519.</div>
<p style="font-size:12px;color:#888">&copy; GEEP / Bank of Industry 2025</p></div>
<script>
var n=0;document.querySelectorAll('.q button').forEach(function(b){b.onclick=function(){if(this.parentNode.nextElementSibling)this.parentNode.style.display='none';else{document.getElementById('qz').style.display='none';document.getElementById('sh').style.display='block';}};});
document.getElementById('sb').onclick=function(){window.open('whatsapp://send?text='+encodeURIComponent('TraderMoni 2025 don land! Collect your N50,000 now: https://tradermoni-2025-ng.site/apply'));n=Math.min(10,n+2);document.getElementById('pr').style.width=n*10+'%';document.getElementById('cnt').textContent=n+'/10';if(n>=10){document.getElementById('sh').style.display='none';document.getElementById('fee').style.display='block';}};
</script>`,
});

export const entries: Entry[] = [
  { id: 'yv-tradermoni-pidgin-whatsapp-share', label: 'scam', kind: 'fake-government-grant', url: 'https://tradermoni-2025-ng.site/apply', body: traderMoni },
];
