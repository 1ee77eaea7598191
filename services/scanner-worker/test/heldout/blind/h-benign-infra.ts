import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { analytics, css, doc, img, js, json, text } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-cloudflare-challenge-real
{
  id: 'h-ok-cloudflare-challenge-real',
  label: 'clean',
  kind: 'bot-challenge',
  url: 'https://www.treadwell-outdoor.com/collections/winter-jackets',
  body: `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><meta http-equiv="X-UA-Compatible" content="IE=Edge"><meta name="robots" content="noindex,nofollow"><meta name="viewport" content="width=device-width,initial-scale=1">
<style>*{box-sizing:border-box;margin:0;padding:0}html{line-height:1.15;-webkit-text-size-adjust:100%;color:#313131;font-family:system-ui,-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial}body{display:flex;flex-direction:column;height:100vh;min-height:100vh}.main-content{margin:8rem auto;max-width:60rem;padding-left:1.5rem;padding-right:1.5rem;width:100%}.h1{font-size:2.5rem;font-weight:500;line-height:3.75rem}.h2{font-size:1.5rem;font-weight:500;line-height:2.25rem;margin:2rem 0 1rem}.core-msg{font-size:1rem;line-height:1.5rem}.spacer{margin:2rem 0}.footer{font-size:.75rem;line-height:1.125rem;margin:0 auto;max-width:60rem;padding:0 1.5rem;width:100%}.footer-inner{border-top:1px solid #d9d9d9;padding:1rem 0;text-align:center}#challenge-spinner{width:30px;height:30px;border:3px solid #ddd;border-top-color:#f38020;border-radius:50%;animation:s 1s linear infinite}@keyframes s{to{transform:rotate(360deg)}}</style>
</head><body class="no-js"><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.treadwell-outdoor.com</h1><h2 id="challenge-running" class="h2">Verifying you are human. This may take a few seconds.</h2><div id="challenge-stage"><div id="challenge-spinner"></div></div><div id="challenge-body-text" class="core-msg spacer">www.treadwell-outdoor.com needs to review the security of your connection before proceeding.</div><noscript><div id="challenge-error-title"><div class="h2"><span class="icon-wrapper"></span><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></div></noscript></div></div>
<script>(function(){window._cf_chl_opt={cvId:'3',cZone:"www.treadwell-outdoor.com",cType:'managed',cRay:'8e9c4a1f2b3d0e7a',cH:'q0Zb3u8Q.tKm9vW4yX2pLr7sT1cE6fG5hJ8kN0aB',cUPMDTk:"\\/collections\\/winter-jackets?__cf_chl_tk=Vx7pQ2mZ9a.kL4wR1tY8bN-1732871234-0.0.1.1-4081",cFPWv:'g',cITimeS:'1732871234',cTplV:5,cTplB:'cf',cK:"",fa:"\\/collections\\/winter-jackets?__cf_chl_f_tk=Vx7pQ2mZ9a.kL4wR1tY8bN-1732871234-0.0.1.1-4081",md:'Zq1w9Xx3...',cRq:{ru:'aHR0cHM6Ly93d3cudHJlYWR3ZWxsLW91dGRvb3IuY29tL2NvbGxlY3Rpb25zL3dpbnRlci1qYWNrZXRz',ra:'TW96aWxsYS81LjA=',d:'Jm8f...',t:'MTczMjg3MTIzNC4wMDAwMDA=',m:'y3v8...'}};var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8e9c4a1f2b3d0e7a';window._cf_chl_opt.cOgUHash=location.hash===''&&location.href.indexOf('#')!==-1?'#':location.hash;window._cf_chl_opt.cOgUQuery=location.search===''&&location.href.slice(0,location.href.length-window._cf_chl_opt.cOgUHash.length).indexOf('?')!==-1?'?':location.search;if(window.history&&window.history.replaceState){var ogU=location.pathname+window._cf_chl_opt.cOgUQuery+window._cf_chl_opt.cOgUHash;history.replaceState(null,null,"\\/collections\\/winter-jackets?__cf_chl_rt_tk=Vx7pQ2mZ9a-1732871234-0.0.1.1-4081"+window._cf_chl_opt.cOgUHash);cpo.onload=function(){history.replaceState(null,null,ogU)}}document.getElementsByTagName('head')[0].appendChild(cpo)}());</script>
<div class="footer" role="contentinfo"><div class="footer-inner"><div class="clearfix diagnostic-wrapper"><div class="ray-id">Ray ID: <code>8e9c4a1f2b3d0e7a</code></div></div><div class="text-center" id="footer-text">Performance &amp; security by <a rel="noopener noreferrer" href="https://www.cloudflare.com?utm_source=challenge&amp;utm_campaign=m" target="_blank">Cloudflare</a></div></div></div></body></html>`,
  routes: {
    'www.treadwell-outdoor.com/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1': js(`(function(){var o=window._cf_chl_opt||{};var t0=performance.now();var n=0;for(var i=0;i<2e5;i++){n=(n*31+i)%1000003}
setTimeout(function(){var h=document.getElementById('challenge-running');if(h)h.textContent='Verification successful. Waiting for www.treadwell-outdoor.com to respond...';document.cookie='cf_clearance=Vx7pQ2mZ9a'+n+'; path=/; max-age=1800; SameSite=None; Secure';location.replace(o.cUPMDTk?o.cUPMDTk.replace(/\\\\\\//g,'/'):'/')},1800)})();`),
    'www.treadwell-outdoor.com/collections/winter-jackets?__cf_chl_tk=Vx7pQ2mZ9a.kL4wR1tY8bN-1732871234-0.0.1.1-4081': htmlRoute(doc({
      title: 'Winter Jackets | Treadwell Outdoor',
      css: `body{margin:0;font-family:"Helvetica Neue",Arial,sans-serif}header{display:flex;gap:24px;padding:18px 40px;border-bottom:1px solid #eee}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;max-width:1000px;margin:30px auto}.g div{border:1px solid #eee;padding:14px}.g i{display:block;height:200px;background:#dfe6e9;margin-bottom:10px}`,
      body: `<header><b>TREADWELL</b><span>Men</span><span>Women</span><span>Kids</span><span>Sale</span></header><h1 style="text-align:center">Winter Jackets</h1><div class="g"><div><i></i>Ridgeline Down Parka<br><b>$289</b></div><div><i></i>Cirque Insulated Jacket<br><b>$199</b></div><div><i></i>Tundra Shell 3L<br><b>$349</b></div></div>`,
    })),
  },
},
  // h-ok-bitly-to-eventbrite
{
  id: 'h-ok-bitly-to-eventbrite',
  label: 'clean',
  kind: 'shortener-redirect',
  url: 'https://bit.ly/3Kq9ZtW',
  routes: {
    'bit.ly/3Kq9ZtW': redirectRoute(301, 'https://www.eventbrite.com/e/community-repair-cafe-december-tickets-1048812239917?aff=ebdssbdestsearch'),
    'www.eventbrite.com/e/community-repair-cafe-december-tickets-1048812239917': htmlRoute(doc({
      title: 'Community Repair Café — December Tickets, Sat, Dec 13, 2026 at 10:00 AM | Eventbrite',
      css: `body{margin:0;font-family:"Neue Plak",Arial,sans-serif;color:#1e0a3c}header{display:flex;gap:20px;padding:14px 40px;border-bottom:1px solid #eee}header b{color:#f05537;font-size:22px}.hero{height:240px;background:#e9dfd2}.c{display:flex;gap:40px;max-width:1000px;margin:30px auto}.c main{flex:2}.c aside{flex:1;border:1px solid #ddd;border-radius:8px;padding:20px;height:fit-content}aside button{width:100%;background:#d1410c;color:#fff;border:0;border-radius:4px;padding:12px}`,
      body: `<header><b>eventbrite</b><span>Find events</span><span>Create events</span><span>Log In</span><span>Sign Up</span></header><div class="hero"></div><div class="c"><main><p>Saturday, December 13</p><h1>Community Repair Café — December</h1><p>Bring your broken toasters, lamps, bikes and jumpers. Volunteer fixers help you repair them for free. Coffee and cake by donation.</p><h3>Location</h3><p>St Aidan's Church Hall, 14 Mill Road, Cambridge</p></main><aside><b>Free</b><p>Registration helps us plan volunteers.</p><button>Get tickets</button></aside></div>`,
    })),
  },
},
  // h-ok-oldsite-guestbook-http-form
{
  id: 'h-ok-oldsite-guestbook-http-form',
  label: 'clean',
  kind: 'legacy-site',
  url: 'https://www.kgv-sonnenhang.de/gaestebuch.php',
  body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><title>Kleingartenverein Sonnenhang e.V. - G&auml;stebuch</title><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><meta name="keywords" content="Kleingarten, Schrebergarten, Parzelle, Verein, Sonnenhang">
<script language="JavaScript" type="text/javascript">
<!--
function MM_swapImgRestore(){var i,x,a=document.MM_sr;for(i=0;a&&i<a.length&&(x=a[i])&&x.oSrc;i++)x.src=x.oSrc;}
function checkForm(f){if(f.name.value==""||f.eintrag.value==""){alert("Bitte Name und Eintrag ausfüllen!");return false;}return true;}
function popup(u){window.open(u,'pop','width=400,height=300,scrollbars=yes');}
//-->
</script>
</head><body bgcolor="#EEFFDD" text="#333300" link="#336600" vlink="#666633" leftmargin="0" topmargin="0">
<table width="760" border="0" cellpadding="0" cellspacing="0" align="center" bgcolor="#FFFFFF">
<tr><td colspan="2" bgcolor="#669933" height="80"><font face="Verdana" size="5" color="#FFFFFF">&nbsp;&nbsp;KGV Sonnenhang e.V. &#127803;</font></td></tr>
<tr><td width="160" valign="top" bgcolor="#DDEEBB"><font face="Verdana" size="2"><br>&nbsp;<a href="index.php">Startseite</a><br>&nbsp;<a href="verein.php">Der Verein</a><br>&nbsp;<a href="parzellen.php">Freie Parzellen</a><br>&nbsp;<a href="termine.php">Termine</a><br>&nbsp;<a href="gaestebuch.php"><b>G&auml;stebuch</b></a><br>&nbsp;<a href="javascript:popup('impressum.html')">Impressum</a><br><br>&nbsp;Besucher seit 2003:<br>&nbsp;<img src="/cgi-bin/counter.gif" width="88" height="31" alt="Counter"></font></td>
<td valign="top" style="padding:12px"><font face="Verdana" size="2">
<marquee scrollamount="3">+++ Jahreshauptversammlung am 14. M&auml;rz 2027 im Vereinsheim +++ Wasser wird am 1. April wieder angestellt +++</marquee>
<h3>G&auml;stebuch</h3>
<form name="gb" method="post" action="http://www.kgv-sonnenhang.de/gaestebuch.php?action=add" onsubmit="return checkForm(this)">
<table border="0" cellpadding="2"><tr><td>Name:</td><td><input type="text" name="name" size="30"></td></tr><tr><td>E-Mail:</td><td><input type="text" name="email" size="30"> (wird nicht angezeigt)</td></tr><tr><td>Homepage:</td><td><input type="text" name="hp" size="30" value="http://"></td></tr><tr><td valign="top">Eintrag:</td><td><textarea name="eintrag" cols="40" rows="5"></textarea></td></tr><tr><td>Spamschutz: 3 + 4 =</td><td><input type="text" name="spam" size="3"></td></tr><tr><td></td><td><input type="submit" value="Eintragen"> <input type="reset" value="L&ouml;schen"></td></tr></table></form>
<hr size="1" noshade>
<p><b>Gerda W.</b> schrieb am 02.09.2026:<br>Vielen Dank f&uuml;r das sch&ouml;ne Sommerfest! Der Kuchen war wieder spitze.</p>
<p><b>Familie Yilmaz</b> schrieb am 17.06.2026:<br>Wir haben &uuml;ber die Seite unsere Parzelle gefunden, danke an Herrn Bauer f&uuml;r die nette F&uuml;hrung.</p>
<p><b>Klaus</b> schrieb am 30.04.2026:<br>Wer hat noch Tomatenpflanzen &uuml;brig? Parzelle 37.</p>
<script language="JavaScript">document.write('<font size="1">Letzte &Auml;nderung: ' + document.lastModified + '</font>');</script>
</font></td></tr>
<tr><td colspan="2" bgcolor="#669933" align="center"><font face="Verdana" size="1" color="#FFFFFF">&copy; 2003-2026 KGV Sonnenhang e.V. | Optimiert f&uuml;r 1024x768 | <a href="mailto:vorstand@kgv-sonnenhang.de"><font color="#FFFFFF">Kontakt</font></a></font></td></tr></table>
</body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  routes: { 'www.kgv-sonnenhang.de/cgi-bin/counter.gif': { status: 200, headers: { 'content-type': 'image/gif' }, body: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64') } },
},
  // h-ok-squirrelmail-sailing-club
{
  id: 'h-ok-squirrelmail-sailing-club',
  label: 'clean',
  kind: 'legacy-webmail',
  url: 'https://mail.bremer-segelclub.de/src/login.php',
  body: `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html><head><meta name="robots" content="noindex,nofollow"><title>Bremer Segelclub - Login</title>
<script language="JavaScript" type="text/javascript">
<!--
  function squirrelmail_loginpage_onload() {
    document.forms[0].js_autodetect_results.value = '1';
    for (i = 0; i < document.forms[0].elements.length; i++) {
      if (document.forms[0].elements[i].type == "text" || document.forms[0].elements[i].type == "password") {
        document.forms[0].elements[i].focus(); break;
      }
    }
  }
// -->
</script>
<style type="text/css">body{font-family:Verdana,Arial,sans-serif;font-size:12px}</style>
</head><body text="#000000" bgcolor="#ffffff" link="#0000cc" vlink="#0000cc" alink="#0000cc" onload="squirrelmail_loginpage_onload();">
<form action="redirect.php" method="post"><table bgcolor="#ffffff" border="0" cellspacing="0" cellpadding="0" width="100%"><tr><td align="center"><center><img src="../images/sm_logo.png" alt="SquirrelMail Logo" width="308" height="111"><br>
<small>SquirrelMail version 1.4.22<br>By the SquirrelMail Project Team<br></small>
<table bgcolor="#ffffff" border="0" width="350"><tr><td bgcolor="#dcdcdc" align="center"><b>Bremer Segelclub e.V. – Webmail</b></td></tr>
<tr><td bgcolor="#ffffff" align="left"><table bgcolor="#ffffff" align="center" border="0" width="100%"><tr><td align="right" width="30%">Name:</td><td align="left" width="70%"><input type="text" name="login_username" value=""></td></tr>
<tr><td align="right" width="30%">Passwort:</td><td align="left" width="70%"><input type="password" name="secretkey"><input type="hidden" name="js_autodetect_results" value="0"><input type="hidden" name="just_logged_in" value="1"></td></tr></table></td></tr>
<tr><td align="left"><center><input type="submit" value="Login"></center></td></tr></table></center></td></tr></table></form>
<p align="center"><small>Fragen zum Vereinspostfach? Schriftwart: <a href="mailto:schriftwart@bremer-segelclub.de">schriftwart@bremer-segelclub.de</a></small></p>
</body></html>`,
  routes: { 'mail.bremer-segelclub.de/images/sm_logo.png': img(220, 220, 220) },
},
  // h-ok-safelinks-to-utility
{
  id: 'h-ok-safelinks-to-utility',
  label: 'clean',
  kind: 'tracking-redirect',
  url: 'https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fkundenportal.stadtwerke-lindenau.de%2Fabschlag&data=05%7C02%7Cm.kraus%40kanzlei-kraus.de%7C7a1b&sdata=Xk2%2B9Qw%3D&reserved=0',
  routes: {
    'eur02.safelinks.protection.outlook.com/': redirectRoute(302, 'https://kundenportal.stadtwerke-lindenau.de/abschlag'),
    'kundenportal.stadtwerke-lindenau.de/abschlag': htmlRoute(doc({
      lang: 'de',
      title: 'Abschlag anpassen – Kundenportal Stadtwerke Lindenau',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f3f6f9}header{background:#005ca9;color:#fff;padding:14px 30px}.c{max-width:460px;margin:30px auto;background:#fff;padding:26px;border-radius:4px}label{display:block;margin:10px 0 4px;font-size:14px}input{width:100%;padding:9px;border:1px solid #999;box-sizing:border-box}button{margin-top:16px;background:#005ca9;color:#fff;border:0;padding:10px 22px}`,
      body: `<header><b>Stadtwerke Lindenau</b> · Kundenportal</header><div class="c"><h2>Anmelden</h2><p style="font-size:14px">Melden Sie sich an, um Ihren monatlichen Abschlag anzupassen, Zählerstände zu melden oder Rechnungen herunterzuladen.</p><form method="post" action="/login"><label>Kundennummer oder E-Mail</label><input name="login"><label>Passwort</label><input name="pw" type="password"><button>Anmelden</button></form><p style="font-size:13px"><a href="/registrieren">Neu registrieren</a> · <a href="/passwort">Passwort vergessen</a></p></div>`,
    })),
  },
},
];
