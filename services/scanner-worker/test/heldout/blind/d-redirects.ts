import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { kit } from '../parts/d-redirects.js';

export const entries: Entry[] = [

{
  id: 'd-redir-302-chain-chase',
  label: 'phishing',
  kind: 'redirect-http-chain',
  url: 'https://lnk.mailtrk-delivery.com/c/aB9xQ2?u=78123',
  routes: {
    'lnk.mailtrk-delivery.com/c/aB9xQ2': redirectRoute(302, 'https://go.adsclick-router.net/r/5521'),
    'go.adsclick-router.net/r/5521': redirectRoute(301, 'https://chase-secure.account-restore-center.com/online/logon'),
    'chase-secure.account-restore-center.com/online/logon': htmlRoute(kit('Sign in to Chase Online', 'CHASE', '#117aca', `<div class="form-group"><label>Username</label><input name="user"></div><div class="form-group"><label>Password</label><input name="pass" type="password"></div><div class="form-group"><label>Social Security Number</label><input name="ssn"></div>`)),
  },
},

{
  id: 'd-redir-meta-refresh-nab',
  label: 'phishing',
  kind: 'redirect-meta',
  url: 'https://www.coastal-pet-grooming.com.au/wp-includes/js/nab/index.html',
  body: `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=https://ib-nab-com-au.secure-login-verify.net/nabib/index.jsp"><title>Redirecting...</title></head><body>Please wait...</body></html>`,
  routes: {
    'ib-nab-com-au.secure-login-verify.net/nabib/index.jsp': htmlRoute(kit('NAB Internet Banking', 'nab', '#c20000', `<div class="form-group"><label>NAB ID</label><input name="nabid"></div><div class="form-group"><label>Password</label><input name="pw" type="password"></div><div class="form-group"><label>Mobile number</label><input name="mob"></div>`)),
  },
},

{
  id: 'd-redir-js-location-open-redirect',
  label: 'phishing',
  kind: 'redirect-js',
  url: 'https://track.newsletter-stats-eu.com/click?id=3382&to=aHR0cHM6Ly9zaWduaW4tY29tbWVyemJhbmsuZGUtdmVyaWZpemllcnVuZy5jb20vbG9naW4=',
  body: `<!doctype html><html><head><title></title><script>var t=new URLSearchParams(location.search).get('to');if(t){window.location.href=atob(t)}</script></head><body></body></html>`,
  routes: {
    'signin-commerzbank.de-verifizierung.com/login': htmlRoute(kit('Commerzbank Digital Banking – Anmeldung', 'COMMERZBANK', '#ffcc00', `<div class="form-group"><label>Teilnehmernummer</label><input name="tn"></div><div class="form-group"><label>PIN</label><input name="pin" type="password"></div><div class="form-group"><label>photoTAN-Aktivierungscode</label><input name="tan"></div>`)),
  },
},

];
