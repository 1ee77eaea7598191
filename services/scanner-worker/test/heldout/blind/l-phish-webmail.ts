import type { Entry } from '../entry.js';
import { htmlRoute } from '../entry.js';
import { page, jsRoute, jsonRoute, pngRoute } from '../parts/l-kit.js';

// Regional webmail kits (Czech, Polish, German, Italian, French, Japanese).

export const entries: Entry[] = [
{
  id: 'l-phish-webmail-seznam-cz-overeni',
  label: 'phishing',
  kind: 'webmail-regional',
  url: 'https://email-seznam.overeni-schranky.cz.login-posta.eu/prihlaseni',
  routes: {
    'email-seznam.overeni-schranky.cz.login-posta.eu/prihlaseni': htmlRoute(page({
      lang: 'cs',
      title: 'Seznam Email – Přihlášení',
      css: `body{margin:0;font-family:Arial;background:#fff}.c{max-width:360px;margin:80px auto;text-align:center}.lg{color:#c00;font-size:36px;font-weight:bold}input{width:100%;padding:12px;margin:6px 0;border:1px solid #ccc;border-radius:4px;font-size:15px}button{width:100%;background:#c00;color:#fff;border:0;padding:12px;border-radius:22px;font-size:15px;margin-top:10px}`,
      body: `<div class="c"><div class="lg">Seznam<span style="color:#333">.cz</span></div><h3>Ověření schránky</h3><p style="font-size:14px;color:#555">Z důvodu aktualizace zabezpečení je nutné ověřit vaši e-mailovou schránku. Neověřené schránky budou do 24 hodin omezeny.</p>
<form method="post" action="/prihlaseni/over.php"><input name="username" placeholder="Uživatelské jméno" required><input type="password" name="password" placeholder="Heslo" required><button>Přihlásit se</button></form><p style="font-size:12px;color:#888">© 1996–2026 Seznam.cz, a.s.</p></div>`,
    })),
  },
},
{
  id: 'l-phish-webmail-wp-poczta-pl',
  label: 'phishing',
  kind: 'webmail-regional',
  url: 'https://poczta-wp.aktualizacja-konta.pl.mail-serwis.net/login/',
  routes: {
    'poczta-wp.aktualizacja-konta.pl.mail-serwis.net/login/': htmlRoute(page({
      lang: 'pl',
      title: 'Poczta WP - Logowanie',
      css: `body{margin:0;font-family:Roboto,Arial;background:#f5f5f5}.hd{background:#fff;padding:14px 26px;border-bottom:1px solid #ddd;color:#ee1c25;font-weight:900;font-size:24px}.c{max-width:380px;margin:50px auto;background:#fff;padding:26px;border-radius:6px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bbb;border-radius:4px}button{width:100%;background:#ee1c25;color:#fff;border:0;padding:12px;border-radius:4px}`,
      body: `<div class="hd">WP Poczta</div><div class="c"><h3>Zaloguj się</h3><p style="font-size:13px;background:#fff8d6;padding:8px">Twoja skrzynka przekroczyła limit. Zaloguj się, aby odebrać 14 wstrzymanych wiadomości.</p>
<form method="post" action="/login/weryfikuj.php"><input name="login" placeholder="Adres e-mail lub login" required><input type="password" name="password" placeholder="Hasło" required><button>Zaloguj się</button></form><p style="font-size:12px"><a href="#">Nie pamiętasz hasła?</a></p></div>`,
    })),
  },
},
{
  id: 'l-phish-webmail-libero-it-disattivazione',
  label: 'phishing',
  kind: 'webmail-regional',
  url: 'https://libero-mail.verifica-account.it.webmail-assistenza.com/',
  routes: {
    'libero-mail.verifica-account.it.webmail-assistenza.com/': htmlRoute(page({
      lang: 'it',
      title: 'Libero Mail - Login',
      css: `body{margin:0;font-family:Arial;background:#eef3f8}.c{max-width:380px;margin:70px auto;background:#fff;padding:28px;border-radius:8px}.lg{color:#0d6ab1;font-weight:bold;font-size:30px}input{width:100%;padding:11px;margin:6px 0 12px;border:1px solid #bcc}button{width:100%;background:#0d6ab1;color:#fff;border:0;padding:12px;border-radius:20px}`,
      body: `<div class="c"><div class="lg">libero<span style="color:#f39200">mail</span></div><p style="font-size:14px">Gentile utente, il tuo account verrà disattivato per inattività. Effettua l'accesso per mantenerlo attivo.</p>
<form method="post" action="/entra.php"><input name="email" placeholder="Email" required><input type="password" name="pass" placeholder="Password" required><button>ENTRA</button></form><p style="font-size:11px;color:#888">Italiaonline S.p.A. – P.IVA 03970540963</p></div>`,
    })),
  },
},
];
