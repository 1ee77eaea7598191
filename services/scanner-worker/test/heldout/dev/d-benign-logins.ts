import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, gtag, gtm, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';
import { loginCard } from '../parts/d-benign-logins.js';

export const entries: Entry[] = [

{
  id: 'd-ok-login-bbva-es-own',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.bbva.es/personas/acceso-clientes.html',
  body: doc({
    title: 'Acceso clientes | BBVA España',
    lang: 'es',
    head: gtm('GTM-K9XW2Q') + `<link rel="alternate" hreflang="en" href="https://www.bbva.es/en/personas/acceso-clientes.html">`,
    css: baseCss('#004481'),
    body: `${siteNav({ brand: 'BBVA', logo: svgLogo('BBVA', '#004481', 'square'), links: ['Particulares', 'Autónomos', 'Empresas', 'Ayuda'], cta: 'Hazte cliente' })}
<main id="main" class="container">${loginCard({ title: 'Accede a tu banca online', action: '/ASO/TechArchitecture/grantingTickets/V02', user: 'DNI, NIE o pasaporte', pass: 'Clave de acceso', btn: 'Entrar', links: '<p class="muted">¿Has olvidado tu clave? · BBVA nunca te pedirá tus claves por SMS, email ni teléfono. Si recibes una comunicación sospechosa, reenvíala a <a href="mailto:seguridad@bbva.com">seguridad@bbva.com</a>.</p>' })}</main>
${siteFooter({ company: 'Banco Bilbao Vizcaya Argentaria, S.A.', cols: { BBVA: ['Sobre BBVA', 'Accionistas', 'Trabaja con nosotros'], Ayuda: ['Preguntas frecuentes', 'Seguridad', 'Contacto 91 224 94 26'], Legal: ['Aviso legal', 'Privacidad', 'Cookies'] } })}
${cookieBanner('es')}`,
  }),
},

{
  id: 'd-ok-login-keycloak-smallbiz',
  label: 'clean',
  kind: 'own-login-sso',
  url: 'https://auth.fernhill-logistics.com/realms/staff/protocol/openid-connect/auth?client_id=dispatch&redirect_uri=https%3A%2F%2Fdispatch.fernhill-logistics.com%2F&response_type=code&scope=openid',
  body: doc({
    title: 'Sign in to Fernhill Logistics',
    css: `body{margin:0;background:#1f2a36 url('/resources/kc/login/fernhill/img/bg.jpg') center/cover;font-family:"Red Hat Text","Overpass",Arial,sans-serif}#kc-header{color:#fff;text-align:center;padding:50px 0 20px;font-size:28px;letter-spacing:.1em;text-transform:uppercase}.card-pf{max-width:440px;margin:0 auto;background:#fff;padding:30px 40px;border-top:4px solid #f0ab00}.pf-c-form-control{width:100%;padding:8px;border:1px solid #bbb;margin:4px 0 16px;box-sizing:border-box}.pf-c-button{background:#0066cc;color:#fff;border:0;width:100%;padding:10px}#kc-info{text-align:center;font-size:14px;margin-top:16px}`,
    body: `<div id="kc-header">Fernhill Logistics</div><div class="card-pf"><h1 id="kc-page-title" style="font-size:22px">Sign in to your account</h1>
<form id="kc-form-login" action="https://auth.fernhill-logistics.com/realms/staff/login-actions/authenticate?session_code=mH2pQ&execution=2b1c&client_id=dispatch&tab_id=Xy9" method="post">
<label for="username">Username or email</label><input tabindex="1" id="username" class="pf-c-form-control" name="username" type="text" autofocus autocomplete="off">
<label for="password">Password</label><input tabindex="2" id="password" class="pf-c-form-control" name="password" type="password" autocomplete="off">
<div><label><input tabindex="3" id="rememberMe" name="rememberMe" type="checkbox"> Remember me</label> <a tabindex="5" href="/realms/staff/login-actions/reset-credentials?client_id=dispatch" style="float:right">Forgot Password?</a></div><br>
<input type="hidden" id="id-hidden-input" name="credentialId"><input tabindex="4" class="pf-c-button" name="login" id="kc-login" type="submit" value="Sign In"></form></div>
<div id="kc-info" style="color:#ddd">Dispatch &amp; fleet tools for Fernhill staff. IT helpdesk: ext. 4400</div>`,
  }),
},

{
  id: 'd-ok-login-royalmail-account',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.royalmail.com/user/login?destination=/track-your-item',
  body: doc({
    title: 'Log in | Royal Mail Group Ltd',
    head: gtag('G-RM8H2K1QZ3'),
    css: baseCss('#da202a'),
    body: `${siteNav({ brand: 'Royal Mail', logo: '<img src="/themes/custom/rmg_base/images/logo.svg" alt="Royal Mail" height="36">', links: ['Track your item', 'Send a parcel', 'Redeliver', 'Business', 'Help'] })}
<main id="main" class="container">${loginCard({ title: 'Log in to your account', sub: 'Manage your Click & Drop orders, redeliveries and saved addresses.', action: '/user/login?destination=/track-your-item', btn: 'Log in', links: '<div class="alert alert-info">Royal Mail will never text or email you asking for payment to redeliver an item unless you have a grey "Something for you" card. <a href="/help/scam-and-fraud">How to spot a scam</a></div>' })}</main>
${siteFooter({ company: 'Royal Mail Group Ltd' })}${cookieBanner('en')}`,
  }),
},

{
  id: 'd-ok-login-telekom-de',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://accounts.login.idm.telekom.com/oauth2/auth?client_id=10LIVESAM30000004901KUNDENCENTER&response_type=code&scope=openid',
  body: doc({
    title: 'Telekom Login',
    lang: 'de',
    css: baseCss('#e20074'),
    body: `<header class="site-header"><div class="container"><span class="brand">${svgLogo('T', '#e20074', 'square')}</span><span class="muted">Login</span></div></header>
<main class="container">${loginCard({ title: 'Telekom Login', sub: 'Mit Ihrem Telekom Login melden Sie sich bei MeinMagenta, E-Mail und weiteren Diensten an.', action: '/factorx', user: 'E-Mail-Adresse oder Benutzername', pass: 'Passwort', btn: 'Weiter', links: '<p class="muted"><a href="/reset">Benutzername oder Passwort vergessen?</a> · <a href="/register">Neuen Telekom Login erstellen</a></p>' })}</main>
${siteFooter({ company: 'Telekom Deutschland GmbH', cols: { Hilfe: ['Hilfe zum Login', 'Kontakt'], Rechtliches: ['Impressum', 'Datenschutz'] } })}`,
  }),
},

{
  id: 'd-ok-gov-impots-fr',
  label: 'clean',
  kind: 'gov-login-own',
  url: 'https://cfspart.impots.gouv.fr/LoginAccess?op=c&url=aHR0cHM6Ly9jZnNwYXJ0LmltcG90cy5nb3V2LmZyL21vbnByb2ZpbC13ZWJhcHAvbW9uQ29tcHRl',
  body: doc({
    title: 'Connexion à votre espace particulier | impots.gouv.fr',
    lang: 'fr',
    css: baseCss('#000091'),
    body: `<header class="site-header"><div class="container"><span class="brand">RÉPUBLIQUE FRANÇAISE · impots.gouv.fr</span></div></header>
<main class="container"><h1 style="font-size:28px;margin-top:30px">Connexion ou création de votre espace particulier</h1>
${loginCard({ title: 'Votre numéro fiscal', sub: 'Le numéro fiscal (13 chiffres) figure en haut de la première page de votre dernière déclaration de revenus.', action: '/GetContexte', user: 'Numéro fiscal', pass: 'Mot de passe', btn: 'Continuer', links: '<p class="muted">Ou connectez-vous avec <b>FranceConnect</b>. La DGFiP ne vous demandera jamais vos coordonnées bancaires par courriel ou SMS pour un remboursement.</p>' })}</main>
${siteFooter({ company: 'Direction générale des Finances publiques', cols: { Liens: ['legifrance.gouv.fr', 'service-public.fr', 'data.gouv.fr'], Site: ['Accessibilité', 'Mentions légales', 'Données personnelles'] } })}`,
  }),
},

{
  id: 'd-ok-gov-edevlet-tr',
  label: 'clean',
  kind: 'gov-login-own',
  url: 'https://giris.turkiye.gov.tr/Giris/e-Devlet-Sifresi',
  body: doc({
    title: 'e-Devlet Kapısı Kimlik Doğrulama Sistemi',
    lang: 'tr',
    css: baseCss('#c0392b'),
    body: `<header class="site-header"><div class="container"><span class="brand">türkiye.gov.tr</span></div></header>
<main class="container">${loginCard({ title: 'e-Devlet Şifresi ile Giriş', action: '/Giris/gir', user: 'T.C. Kimlik No', pass: 'e-Devlet Şifresi', btn: 'Giriş Yap', links: '<p class="muted">Mobil İmza · e-İmza · T.C. Kimlik Kartı · İnternet Bankacılığı ile de giriş yapabilirsiniz. e-Devlet Kapısı hiçbir şekilde kredi kartı bilgisi talep etmez.</p>' })}</main>`,
  }),
},

{
  id: 'd-ok-login-itau-br',
  label: 'clean',
  kind: 'brand-login-own-domain',
  url: 'https://www.itau.com.br/para-voce/',
  body: doc({
    title: 'Itaú | Banco, Cartões, Investimentos e mais',
    lang: 'pt-BR',
    head: gtm('GTM-5WQ3S7'),
    css: baseCss('#ec7000') + `.hero{background:#ec7000;color:#fff;padding:40px 0}.acc{background:#fff;color:#333;border-radius:10px;padding:20px;max-width:360px}`,
    body: `${siteNav({ brand: 'Itaú', logo: '<img src="/media/logo-itau.svg" alt="Itaú" height="40">', links: ['Para você', 'Empresas', 'Cartões', 'Investimentos', 'Ajuda'] })}
<section class="hero"><div class="container" style="display:flex;justify-content:space-between;gap:40px"><div><h1>Abra sua conta Itaú</h1><p>Conta com pix ilimitado, cartão sem anuidade e investimentos.</p></div>
<form class="acc" method="post" action="https://internetpf5.itau.com.br/router-app/router"><b>Acesse sua conta</b><div class="form-group"><label>Agência</label><input name="agencia" maxlength="4"></div><div class="form-group"><label>Conta</label><input name="conta" maxlength="6"></div><button class="btn btn-block">Acessar</button><p class="muted">Mais acessos: CPF · Cartão de crédito</p></form></div></section>
<div class="container"><h2>Segurança</h2><p>O Itaú nunca liga, envia SMS ou e-mail pedindo senhas, token ou para atualizar dispositivos de segurança.</p></div>
${siteFooter({ company: 'Itaú Unibanco S.A.' })}${cookieBanner('pt')}`,
  }),
},

{
  id: 'd-ok-login-sso-redirect-okta',
  label: 'clean',
  kind: 'login-redirect-same-org',
  url: 'https://portal.quillfield-insurance.com/login',
  routes: {
    'portal.quillfield-insurance.com/login': redirectRoute(302, 'https://quillfield.okta-emea.com/app/quillfield_portal_1/exk9a8b7c6/sso/saml'),
    'quillfield.okta-emea.com/app/quillfield_portal_1/exk9a8b7c6/sso/saml': htmlRoute(
      doc({
        title: 'Quillfield Insurance - Sign In',
        css: `body{background:#f4f5f7 url('/bc/image/fileStoreRecord?id=fs0bg') center/cover;font-family:proxima-nova,Arial,sans-serif;margin:0}.auth{max-width:400px;margin:80px auto;background:#fff;border-radius:4px;box-shadow:0 2px 0 rgba(175,175,175,.12);padding:40px}.auth img{display:block;margin:0 auto 20px;max-height:48px}input{width:100%;padding:10px;border:1px solid #c1c1c1;margin:4px 0 14px;box-sizing:border-box}.button-primary{background:#1662dd;color:#fff;border:0;width:100%;padding:12px}.pb{text-align:center;font-size:12px;color:#6e6e78;margin-top:20px}`,
        body: `<div class="auth"><img src="/fs/bco/1/fs0logo" alt="Quillfield Insurance logo"><h2 style="text-align:center">Sign In</h2><form method="post" action="/idp/idx/identify"><label>Username</label><input name="identifier" autocomplete="username"><label><input type="checkbox" name="rememberMe"> Keep me signed in</label><br><br><button class="button-primary">Next</button></form><p><a href="/signin/forgot-password">Forgot password?</a> · <a href="/help/login">Help</a></p><p class="pb">Powered by Okta · Privacy Policy</p></div>`,
      }),
    ),
  },
},

];
