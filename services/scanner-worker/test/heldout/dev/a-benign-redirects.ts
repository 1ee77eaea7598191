import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';

export const entries: Entry[] = [
{
  id: 'a-bredir-shortener-to-article',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://qrl.to/r8Kp2',
  routes: {
    'qrl.to/r8Kp2': redirectRoute(301, 'https://www.lakeshore-gazette.com/local/2025/03/14/library-expansion-approved'),
    'www.lakeshore-gazette.com/local/2025/03/14/library-expansion-approved': htmlRoute(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Council approves $4.2M library expansion | Lakeshore Gazette</title>
<meta property="og:title" content="Council approves $4.2M library expansion">
<style>
body{margin:0;font-family:Georgia,serif;color:#1a1a1a;line-height:1.7}
.mast{text-align:center;border-bottom:3px double #222;padding:14px;font-size:34px;font-weight:bold}
.nav{text-align:center;font-family:Arial;font-size:13px;padding:8px;border-bottom:1px solid #ddd}.nav a{margin:0 10px;color:#222;text-decoration:none}
article{max-width:700px;margin:24px auto;padding:0 20px}
.by{font-family:Arial;font-size:13px;color:#666}
.sub{background:#f5f5f0;padding:14px;font-family:Arial;font-size:14px}
</style>
</head>
<body>
<div class="mast">The Lakeshore Gazette</div>
<div class="nav"><a href="/local">Local</a><a href="/schools">Schools</a><a href="/sports">Sports</a><a href="/obituaries">Obituaries</a><a href="https://account.lakeshore-gazette.com/login">Sign in</a><a href="/subscribe">Subscribe</a></div>
<article>
<h1>Council approves $4.2M library expansion</h1>
<p class="by">By Dana Whitfield · March 14, 2025</p>
<p>The city council voted 6–1 Thursday to fund a two-story addition to the Lakeshore Public Library, adding a children's wing, six study rooms and a makerspace. Construction is expected to begin in September and finish by late 2026.</p>
<p>"We've had waiting lists for study rooms since the pandemic," head librarian Ruth Okonkwo told the council. The lone dissenting vote came from council member Gary Pruitt, who argued the project should wait for a state matching grant.</p>
<p>The library will remain open during construction, with the main entrance temporarily moved to Elm Street.</p>
<div class="sub">Local news matters. <a href="/subscribe">Subscribe for $1 for 3 months</a>.</div>
</article>
</body>
</html>`),
  },
},
{
  id: 'a-bredir-login-next-within-site',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://portal.greenfield-housing.org.uk/account/repairs',
  routes: {
    'portal.greenfield-housing.org.uk/account/repairs': redirectRoute(302, '/login?next=%2Faccount%2Frepairs'),
    'portal.greenfield-housing.org.uk/login': htmlRoute(`<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – My Greenfield | Greenfield Housing Association</title>
<style>
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f3f6f4;color:#1a2e22}
header{background:#2d6a4f;color:#fff;padding:14px 26px;display:flex;justify-content:space-between}
header a{color:#d8f3dc}
.c{max-width:440px;margin:40px auto;background:#fff;padding:28px;border-radius:6px}
label{display:block;font-weight:bold;margin:14px 0 6px}
input{width:100%;height:42px;border:2px solid #1a2e22;padding:0 10px;font-size:16px;box-sizing:border-box}
button{margin-top:20px;background:#2d6a4f;color:#fff;border:0;height:44px;padding:0 28px;font-size:16px}
.info{background:#e9f5ee;padding:12px;font-size:14px;margin-bottom:16px}
</style>
</head>
<body>
<header><b>Greenfield Housing</b><a href="https://www.greenfield-housing.org.uk/contact">Contact us</a></header>
<div class="c">
<div class="info">Please sign in to report or track a repair.</div>
<h1 style="font-size:24px;margin-top:0">Sign in to My Greenfield</h1>
<form method="post" action="/login?next=%2Faccount%2Frepairs">
<input type="hidden" name="csrfmiddlewaretoken" value="WqR4kx0v">
<label for="e">Email address or tenancy reference</label><input id="e" name="username" autocomplete="username">
<label for="p">Password</label><input id="p" name="password" type="password" autocomplete="current-password">
<button type="submit">Sign in</button>
</form>
<p style="font-size:14px"><a href="/password-reset">Forgotten your password?</a> · <a href="/register">Register</a></p>
<p style="font-size:13px;color:#555">Emergency repair (gas leak, flooding, no heating)? Call 0300 555 0188 any time.</p>
</div>
</body>
</html>`),
  },
},
{
  id: 'a-bredir-meta-refresh-rebrand',
  label: 'clean',
  kind: 'benign-redirect',
  url: 'https://www.kowalski-tlumaczenia.pl/',
  body: `<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5; url=https://www.lingvista.pl/">
<title>Kowalski Tłumaczenia – zmieniliśmy nazwę</title>
<style>body{font-family:Arial,sans-serif;text-align:center;padding:80px 20px;color:#333}a{color:#0a58ca}</style>
</head>
<body>
<h1>Kowalski Tłumaczenia to teraz Lingvista</h1>
<p>Ta sama ekipa, te same ceny, nowa nazwa. Za chwilę przeniesiemy Cię na <a href="https://www.lingvista.pl/">lingvista.pl</a>.</p>
<p style="font-size:13px;color:#777">Jeśli przekierowanie nie zadziała, kliknij link powyżej.</p>
</body>
</html>`,
  routes: {
    'www.lingvista.pl/': htmlRoute(`<!DOCTYPE html>
<html lang="pl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Lingvista – biuro tłumaczeń przysięgłych, Kraków</title>
<style>body{margin:0;font-family:"Lato",Arial,sans-serif;color:#222}header{display:flex;justify-content:space-between;padding:18px 30px;border-bottom:1px solid #eee}header a{margin-left:16px;color:#222;text-decoration:none}.hero{padding:60px 30px;background:#f3f6ff;text-align:center}.p{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.6}</style></head>
<body><header><b>Lingvista</b><nav><a href="/uslugi">Usługi</a><a href="/cennik">Cennik</a><a href="/kontakt">Kontakt</a><a href="/wycena">Bezpłatna wycena</a></nav></header>
<div class="hero"><h1>Tłumaczenia przysięgłe i specjalistyczne</h1><p>Angielski, niemiecki, ukraiński, francuski · od 2009 roku w Krakowie</p></div>
<div class="p"><p>Tłumaczymy akty stanu cywilnego, dokumenty samochodowe, umowy i dokumentację medyczną. Wycenę otrzymasz w ciągu godziny.</p><p>ul. Długa 14/3, 31-147 Kraków · tel. 12 555 01 90</p></div></body></html>`),
  },
},
];
