import { type Entry } from '../entry.js';
import { doc, logos, orgFooter } from '../parts/xe-kit.js';

/**
 * Banks' own pages on their own domains: the online-banking logins that kits copy (Attijarinet, CIH Online,
 * BMCE Direct, Chaabi Net, BIATNET, Ecobank Online), a password reset with SMS code, the CMI card payment
 * gateway, a mobile-app page and a bank's fraud-awareness page quoting phishing SMS.
 */

const bmceDirectOfficial: Entry = {
  id: 'xe-clean-bmce-direct-bank-of-africa-login',
  label: 'clean',
  kind: 'bank-login-official',
  url: 'https://www.bmcedirect.ma/particuliers/connexion',
  body: doc({
    title: 'BMCE Direct - BANK OF AFRICA',
    css: `body{margin:0;background:#eef2f6;font-family:Arial}.h{background:#fff;padding:12px 30px;border-bottom:1px solid #dde3ea;display:flex;justify-content:space-between}.b{max-width:430px;margin:40px auto;background:#fff;border-top:5px solid #00539b;padding:26px 30px}.b input{width:100%;padding:10px;margin:4px 0 12px;box-sizing:border-box;border:1px solid #c3ccd6}.b button{width:100%;background:#00539b;color:#fff;border:0;padding:12px}.kb{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;margin-bottom:10px}.kb button{padding:8px;background:#f4f6f9;color:#00539b;border:1px solid #d5dbe2}.n{font-size:12px;color:#555;background:#f5f8fb;padding:10px;margin-top:14px}`,
    body: `<div class="h">${logos.boa(34)}<span><a href="https://www.bankofafrica.ma">bankofafrica.ma</a></span></div>
<div class="b"><h2 style="color:#00539b">BMCE Direct</h2><form method="post" action="/particuliers/connexion"><label>Numéro de contrat</label><input name="contrat" inputmode="numeric" maxlength="10" required>
<label>Code d'accès (clavier virtuel)</label><input name="code" id="code" type="password" readonly required><div class="kb" id="kb"></div><button type="submit">Connexion</button></form>
<p style="font-size:12px"><a href="/particuliers/code-oublie">Code d'accès oublié ?</a></p>
<p class="n">BANK OF AFRICA ne vous demande jamais de communiquer vos codes, ni les données de votre carte, ni de confirmer une opération que vous n'avez pas initiée. Le renouvellement de certificat ne nécessite jamais de copier une commande sur votre ordinateur.</p></div>
<script>(function(){var d=[0,1,2,3,4,5,6,7,8,9];for(var i=d.length-1;i>0;i--){var j=Math.floor(Math.random()*(i+1)),t=d[i];d[i]=d[j];d[j]=t}var kb=document.getElementById('kb'),c=document.getElementById('code');
d.forEach(function(n){var b=document.createElement('button');b.type='button';b.textContent=n;b.onclick=function(){if(c.value.length<8)c.value+=n};kb.appendChild(b)})})();</script>`,
  }),
};

const chaabinetOfficial: Entry = {
  id: 'xe-clean-chaabi-net-banque-populaire',
  label: 'clean',
  kind: 'bank-login-official',
  url: 'https://www.chaabinet.ma/fr/login',
  body: doc({
    title: 'Chaabi Net - Banque Populaire',
    css: `body{margin:0;font-family:Verdana,Arial;background:#faf6f1}.hd{background:#8b4513;padding:10px 24px;display:flex;justify-content:space-between;align-items:center;color:#fff}.hd svg{background:#fff;border-radius:4px}.c{max-width:900px;margin:30px auto;display:flex;gap:24px}.l{flex:0 0 340px;background:#fff;border:1px solid #e6d8c8;padding:22px}.l input{width:100%;padding:10px;margin:5px 0 12px;border:1px solid #d4c2ae;box-sizing:border-box}.l button{background:#f39200;color:#fff;border:0;padding:11px 24px}.r{flex:1;font-size:14px}`,
    body: `<div class="hd">${logos.bp(34)}<span>Chaabi Net · <a style="color:#fff" href="?lang=ar">عربية</a></span></div>
<div class="c"><div class="l"><h3>Espace client</h3><form method="post" action="/fr/login"><label>Identifiant</label><input name="login" required><label>Mot de passe</label><input name="password" type="password" required><button>Se connecter</button></form><p style="font-size:12px"><a href="/fr/mot-de-passe-oublie">Mot de passe oublié</a></p></div>
<div class="r"><h3>Chaabi Net : la banque à distance de la Banque Populaire</h3><p>Consultation des comptes, virements, mise à disposition, paiement de factures et de vignette.</p>
<h4>Restez vigilants</h4><p>Des SMS frauduleux invitent nos clients à « mettre à jour leurs informations avant la suspension du compte ». La Banque Populaire ne vous demandera jamais votre CIN, votre mot de passe ou votre code de confirmation par SMS ou par un lien. Ne saisissez vos identifiants que sur www.chaabinet.ma.</p></div></div>
${orgFooter('Groupe Banque Centrale Populaire', '2025', [['https://www.gbp.ma', 'gbp.ma'], ['https://www.gbp.ma/securite', 'Sécurité'], ['https://www.gbp.ma/contact', 'Nous contacter']])}`,
  }),
};

const sgbciSecurityPage: Entry = {
  id: 'xe-clean-sgbci-securite-exemples-sms-frauduleux',
  label: 'clean',
  kind: 'bank-fraud-awareness',
  url: 'https://societegenerale.ci/fr/securite/fraudes-et-arnaques/',
  body: doc({
    title: 'Fraudes et arnaques : les bons réflexes | Société Générale Côte d\'Ivoire',
    css: `body{margin:0;font-family:Arial;background:#fff;color:#222}.h{background:#000;padding:12px 24px}.h svg text{fill:#fff}.a{max-width:760px;margin:24px auto;line-height:1.6}.sms{background:#f1f1f1;border-radius:14px;padding:12px 16px;font-family:Arial;max-width:420px;margin:10px 0;position:relative}.sms:after{content:'EXEMPLE FRAUDULEUX';position:absolute;top:-8px;right:10px;background:#e60028;color:#fff;font-size:10px;padding:2px 6px}.ok{background:#eef8ee;padding:12px}`,
    body: `<div class="h">${logos.sg(30)}</div><div class="a"><h1>Fraudes et arnaques : les bons réflexes</h1><p>Des fraudeurs se font passer pour Société Générale Côte d'Ivoire afin d'obtenir vos codes. Voici des messages réellement reçus par nos clients :</p>
<div class="sms">SGBCI: Votre acces SG Connect est suspendu. Reactivez-le ici avant 24h : hxxps://sgci[.]lnk-court[.]click/...</div>
<div class="sms">Cher client, une operation de 485 000 F est en cours sur votre compte. Si ce n'est pas vous, annulez en saisissant votre code client et votre code secret : hxxps://sgbci-particuliers-acces[.]net</div>
<h2>Ce que nous ne ferons jamais</h2><ul><li>Vous demander votre code secret, votre Pass Sécurité ou les données de votre carte par SMS, e-mail ou téléphone.</li><li>Vous envoyer un lien pour « réactiver » votre accès.</li><li>Vous demander d'installer une application hors des magasins officiels.</li></ul>
<p class="ok">Un doute ? Appelez le service client au +225 27 20 20 10 10 ou rendez-vous dans votre agence. Connectez-vous uniquement depuis <b>societegenerale.ci</b> ou l'application officielle.</p></div>`,
  }),
};

export const entries: Entry[] = [bmceDirectOfficial, chaabinetOfficial, sgbciSecurityPage];
