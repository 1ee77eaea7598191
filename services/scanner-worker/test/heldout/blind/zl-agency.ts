import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute, cssRoute, pngRoute } from '../parts/e-bin.js';
import { shell, wpPage, wpAssets } from '../parts/zl-kit.js';

// Agencies' staging sites and plugin/theme demo pages hosted with us.

export const entries: Entry[] = [
{
  id: 'zl-clean-theme-demo-shop-lorem',
  label: 'clean',
  kind: 'theme-demo',
  url: 'https://demo.northwind-themes.com/flavor/shop/',
  body: wpPage({ host: 'demo.northwind-themes.com', lang: 'en-US', title: 'Shop', brand: 'Flavor — WooCommerce Theme Demo', tagline: 'Just another demo site', nav: ['Home', 'Shop', 'Blog', 'Pages', 'Buy theme'], theme: 'flavor',
    body: `<div style="background:#fffbe6;border:1px solid #f0d97a;padding:10px;margin-bottom:16px">This is a demo store for testing purposes — no orders shall be fulfilled. <a href="#">Dismiss</a></div><h1>Shop</h1>
<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:20px">${['Minimal Chair', 'Oak Side Table', 'Ceramic Vase', 'Linen Throw', 'Pendant Lamp', 'Wool Rug'].map((n, i) => `<div><div style="height:160px;background:#e9e4dc"></div><h3>${n}</h3><p>$${49 + i * 30}.00</p><a href="#" class="button">Add to cart</a></div>`).join('')}</div>
<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p>
<div style="position:fixed;right:20px;bottom:20px;background:#111;color:#fff;padding:12px 18px;border-radius:30px">Buy Flavor on ThemeForest – $59</div>`,
    footer: '© 2026 Northwind Themes. Demo content and images are for preview only.' }),
  routes: wpAssets('demo.northwind-themes.com', 'flavor'),
},
{
  id: 'zl-clean-staging-coming-soon-it',
  label: 'clean',
  kind: 'agency-staging',
  url: 'https://nuovo.pasticceria-dolcevita-torino.it/',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow"><title>Pasticceria Dolce Vita – Stiamo arrivando</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f7e8e4;font-family:Georgia,serif;text-align:center;color:#5a2d2d}.b{max-width:520px}input{padding:10px;width:60%;border:1px solid #caa}button{padding:10px 18px;background:#5a2d2d;color:#fff;border:0}</style></head>
<body><div class="b"><h1>Il nuovo sito è in arrivo</h1><p>Stiamo preparando qualcosa di dolce. Nel frattempo ci trovi in Via Garibaldi 21, Torino – aperti tutti i giorni dalle 7:30.</p>
<form><input type="email" placeholder="La tua email"><button>Avvisami</button></form><p style="font-size:12px;margin-top:30px">Sito realizzato da Agenzia Web Sabauda · <a href="/wp-login.php" style="color:#5a2d2d">Accesso staff</a></p></div></body></html>`,
},
{
  id: 'zl-clean-wp-multisite-signup',
  label: 'clean',
  kind: 'agency-staging',
  url: 'https://blogs.gymnasium-am-rhein.de/wp-signup.php',
  body: wpPage({ host: 'blogs.gymnasium-am-rhein.de', lang: 'de-DE', title: 'Registrieren', brand: 'Klassenblogs Gymnasium am Rhein', tagline: 'Blogs der Klassen und AGs', nav: ['Alle Blogs', 'Anleitung', 'Registrieren'],
    body: `<h2>Hol dir deinen eigenen Klassenblog in Sekunden</h2><p>Registrierung nur mit schulischer E-Mail-Adresse (@gymnasium-am-rhein.de). Lehrkräfte schalten Schülerkonten frei.</p>
<form id="setupform" method="post" action="https://blogs.gymnasium-am-rhein.de/wp-signup.php"><input type="hidden" name="stage" value="validate-user-signup"><label for="user_name">Benutzername:</label><input name="user_name" id="user_name" maxlength="60"><p class="muted">(Muss mindestens 4 Zeichen lang sein, nur Kleinbuchstaben und Zahlen.)</p>
<label for="user_email">E-Mail-Adresse:</label><input id="user_email" name="user_email" type="email"><p class="muted">Wir senden deine Registrierungsbestätigung an diese Adresse.</p>
<p><label><input type="radio" name="signup_for" value="blog" checked style="width:auto"> Gib mir eine Website!</label> <label><input type="radio" name="signup_for" value="user" style="width:auto"> Nur einen Benutzernamen, bitte.</label></p><input type="submit" name="submit" class="submit" value="Weiter"></form>`,
    footer: 'Gymnasium am Rhein · Schulträger Stadt Neuss · Impressum · Datenschutz · Netiquette' }),
  routes: wpAssets('blogs.gymnasium-am-rhein.de'),
},
];
