import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, msLogo, msCss, msFoot, googleLogo, dataLayer, cookieBar, jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/l-kit.js';

// Real providers' own pages, as they reach a scanner from mail links (sign-in, shares, e-signature, HR SaaS).

export const entries: Entry[] = [
{
  id: 'l-clean-docusign-signing-emailstart',
  label: 'clean',
  kind: 'esign-real',
  url: 'https://eu.docusign.net/Signing/EmailStart.aspx?a=4f6e2c1d-8b7a-4e0d-9c11-kestrel00317&etti=24&acct=0d1e4b2a-77c3-4f5e-a1b9-6c2d8e0f1a33&er=8a1b9e3c-2d4f-4c5b-9e6a-7f8d0c1b2a34',
  routes: {
    'eu.docusign.net/Signing/EmailStart.aspx': redirectRoute(302, 'https://eu.docusign.net/Signing/StartInSession.aspx?t=1c2d3e4f-kestrel-session&DSIElement=&EnableNDSE=true'),
    'eu.docusign.net/Signing/StartInSession.aspx': htmlRoute(page({
      title: 'DocuSign',
      css: `body{margin:0;font-family:"DS Indigo","Helvetica Neue",Arial;background:#f7f7f7}.tb{background:#fff;border-bottom:1px solid #ccc;display:flex;align-items:center;justify-content:space-between;padding:10px 20px}.msg{max-width:820px;margin:20px auto;background:#fff;border:1px solid #ddd;padding:20px;font-size:14px}.cont{background:#ffc820;border:0;padding:10px 26px;font-weight:bold;border-radius:2px}.pg{width:640px;height:820px;margin:14px auto;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.2);padding:50px;box-sizing:border-box;font-family:Times New Roman,serif}`,
      body: `<div class="tb"><b style="font-size:20px">DocuSign</b><span style="font-size:13px">OTHER ACTIONS &#9662;</span></div>
<div class="msg"><p><b>Please review and act on these documents.</b></p><p>Brightline Legal LLP &middot; Mark Hollis</p><label><input type="checkbox"> I agree to use electronic records and signatures.</label> <a href="#">Electronic Record and Signature Disclosure</a><div style="text-align:right"><button class="cont">CONTINUE</button></div></div>
<div class="pg"><h3 style="text-align:center">AMENDMENT No. 3 TO MASTER SERVICES AGREEMENT</h3><p>This Amendment is entered into as of December 1, 2026 between Kestrel Freight Group GmbH ("Customer") and Brightline Legal LLP ("Provider").</p><p>1. Section 4.2 (Fees) is amended to reflect the fee schedule in Exhibit B.</p><p>2. All other terms remain in full force and effect.</p></div>
<p style="text-align:center;font-size:11px;color:#666">Powered by DocuSign &middot; Terms of Use &amp; Privacy &middot; Copyright © 2026 DocuSign, Inc. All rights reserved</p>`,
    })),
  },
},
{
  id: 'l-clean-adobe-acrobat-sign-esign-widget',
  label: 'clean',
  kind: 'esign-real',
  url: 'https://secure.eu1.adobesign.com/public/apiesign?pid=CBFCIBAA3AAABLblqZhBkestrelmK8X1d9qRrA&client_id=CBJCHBCAABAAkestrelY2dNq',
  routes: {
    'secure.eu1.adobesign.com/public/apiesign': htmlRoute(page({
      title: 'Adobe Acrobat Sign',
      css: `body{margin:0;font-family:adobe-clean,"Source Sans Pro",Arial;background:#f8f8f8}.bar{background:#fff;border-bottom:1px solid #e1e1e1;padding:10px 18px;display:flex;justify-content:space-between}.doc{width:680px;margin:20px auto;background:#fff;padding:40px;box-shadow:0 1px 3px rgba(0,0,0,.2)}.sig{border:2px dashed #1473e6;padding:14px;color:#1473e6;width:240px}.cta{background:#1473e6;color:#fff;border:0;border-radius:16px;padding:8px 20px;font-weight:bold}`,
      body: `<div class="bar"><span><b style="color:#eb1000">&#9650;</b> Adobe Acrobat Sign</span><span>Options &#9662; &nbsp; <button class="cta">Start</button></span></div>
<div class="doc"><h2>Mutual Non-Disclosure Agreement</h2><p>Between Nordkabel GmbH, Hamburg, and Kestrel Freight Group GmbH, Bremen.</p><p>1. Purpose. The parties wish to evaluate a potential business relationship concerning cable logistics in the Baltic region...</p><p>Signed for Kestrel Freight Group GmbH:</p><div class="sig">Click here to sign</div><p style="font-size:12px;color:#888">Agreement ID: CBJCHBCAABAAkestrelY2dNq</p></div>
<p style="text-align:center;font-size:11px;color:#666">© 2026 Adobe. All rights reserved. Terms of Use | Privacy | Cookie preferences | Consumer Disclosure</p>`,
    })),
  },
},
{
  id: 'l-clean-dropbox-shared-pdf-scl',
  label: 'clean',
  kind: 'file-share-real',
  url: 'https://www.dropbox.com/scl/fi/q8w3kestrel2r7p1/Carrier_Rate_Card_2027.pdf?rlkey=k1x9lmbv0kestrel7td2q&dl=0',
  routes: {
    'www.dropbox.com/scl/fi/q8w3kestrel2r7p1/Carrier_Rate_Card_2027.pdf': htmlRoute(page({
      title: 'Carrier_Rate_Card_2027.pdf | Dropbox',
      css: `body{margin:0;font-family:"Sharp Grotesk",Atlas Grotesk,Arial;background:#f7f5f2}.tb{background:#fff;display:flex;justify-content:space-between;align-items:center;padding:10px 20px;border-bottom:1px solid #e6e3df}.bt{background:#0061fe;color:#fff;border:0;padding:9px 16px;border-radius:4px;font-weight:600;margin-left:6px}.bt2{background:#fff;border:1px solid #bbb5ae;padding:9px 16px;border-radius:4px}.pv{width:640px;margin:24px auto;background:#fff;height:780px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:40px;box-sizing:border-box}table{width:100%;border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:6px}`,
      body: `<div class="tb"><span><b style="color:#0061fe">&#9670; Dropbox</b> &nbsp; Carrier_Rate_Card_2027.pdf</span><span><button class="bt2">Sign up</button><button class="bt2">Log in</button><button class="bt">Download</button></span></div>
<div class="pv"><h2>Baltic Lines A/S – Rate Card 2027</h2><table><tr><th>Lane</th><th>20' DV</th><th>40' HC</th></tr><tr><td>Bremerhaven – Gdynia</td><td>€ 610</td><td>€ 890</td></tr><tr><td>Hamburg – Klaipėda</td><td>€ 640</td><td>€ 935</td></tr><tr><td>Aarhus – Tallinn</td><td>€ 575</td><td>€ 840</td></tr></table><p style="font-size:12px">Valid 1 Jan – 31 Dec 2027, excl. BAF/ETS surcharge.</p></div>
<p style="text-align:center;font-size:12px;color:#736c64">Shared by Lars Jensen (Baltic Lines) &middot; <a href="https://www.dropbox.com/privacy">Privacy</a> &middot; <a href="https://www.dropbox.com/terms">Terms</a></p>${cookieBar('en')}`,
    })),
  },
},
{
  id: 'l-clean-zoom-join-launch-meeting',
  label: 'clean',
  kind: 'meeting-real',
  url: 'https://kestrel-freight.zoom.us/j/84127730951?pwd=c2tlc3RyZWxaV0FhbDZ3a0FxT0t6dz09',
  routes: {
    'kestrel-freight.zoom.us/j/84127730951': htmlRoute(page({
      title: 'Launch Meeting - Zoom',
      css: `body{margin:0;font-family:Lato,Arial;text-align:center;color:#232333}.hd{padding:14px 24px;border-bottom:1px solid #eee;text-align:left;color:#0b5cff;font-weight:900;font-size:24px}h2{margin-top:80px;font-weight:400}.b{background:#0b5cff;color:#fff;padding:12px 30px;border-radius:12px;text-decoration:none;display:inline-block}`,
      body: `<div class="hd">zoom</div><h2>Click <b>Open Zoom Workplace</b> on the dialog shown by your browser</h2><p>If you don't see a dialog, click <b>Launch Meeting</b> below</p><p style="font-size:12px;color:#747487">By clicking "Launch Meeting", you agree to our <a href="https://explore.zoom.us/en/terms/">Terms of Service</a> and <a href="https://explore.zoom.us/en/privacy/">Privacy Statement</a></p><a class="b" href="zoommtg://zoom.us/join?action=join&confno=84127730951">Launch Meeting</a><p style="font-size:14px">Don't have Zoom Workplace installed? <a href="https://zoom.us/download">Download Now</a></p><p style="font-size:14px">Having issues with Zoom Workplace? <a href="/wc/join/84127730951">Join from your browser</a></p>
<script>setTimeout(function(){try{location.href='zoommtg://zoom.us/join?action=join&confno=84127730951&pwd=c2tlc3RyZWxaV0FhbDZ3a0FxT0t6dz09'}catch(e){}},800)</script>`,
    })),
  },
},
{
  id: 'l-clean-sap-ariba-supplier-invoice',
  label: 'clean',
  kind: 'vendor-portal-real',
  url: 'https://service.ariba.com/Supplier.aw/125047031/aw?awh=r&awssk=kEsTrEl9&dard=1',
  routes: {
    'service.ariba.com/Supplier.aw/125047031/aw': htmlRoute(page({
      title: 'SAP Business Network - Supplier Login',
      css: `body{margin:0;font-family:"72",Arial;background:#fff}.hd{background:#354a5f;color:#fff;padding:12px 20px}.c{width:400px;margin:50px auto}input{width:100%;padding:10px;border:1px solid #89919a;margin:5px 0 12px;box-sizing:border-box}.b{background:#0a6ed1;color:#fff;border:0;padding:10px 24px}`,
      body: `<div class="hd"><b>SAP</b> Business Network</div><div class="c"><h2>Supplier Login</h2><p style="font-size:13px">You have a new purchase order from <b>Kestrel Freight Group GmbH</b>. Log in to your SAP Business Network account to view and confirm PO 4500187732.</p><form onsubmit="return false"><label>Username</label><input><label>Password</label><input type="password"><button class="b">Login</button></form><p style="font-size:12px"><a href="#">Forgot Username</a> | <a href="#">Password</a></p><p style="font-size:11px;color:#666">© 2026 SAP SE or an SAP affiliate company. All rights reserved. <a href="https://www.sap.com/about/legal/privacy.html">Privacy</a> · <a href="https://www.sap.com/about/legal/impressum.html">Legal Disclosure</a></p></div>`,
    })),
  },
},
{
  id: 'l-clean-ms-password-reset-sspr',
  label: 'clean',
  kind: 'password-reset-real',
  url: 'https://passwordreset.microsoftonline.com/?ru=https%3a%2f%2flogin.microsoftonline.com%2fkestrelfreight.onmicrosoft.com%2freprocess&mkt=en-US&hosted=0&device_platform=Windows',
  routes: {
    'passwordreset.microsoftonline.com/': htmlRoute(page({
      title: 'Microsoft Online Password Reset',
      css: `body{margin:0;font-family:Segoe UI,Arial;background:#fff;color:#333}.hd{padding:14px 30px;border-bottom:1px solid #eee}.c{max-width:640px;margin:30px 60px}input{width:320px;padding:6px;border:1px solid #aaa}.b{background:#0067b8;color:#fff;border:0;padding:6px 20px;margin-right:6px}.cap{width:200px;height:60px;background:repeating-linear-gradient(45deg,#ddd,#ddd 6px,#f4f4f4 6px,#f4f4f4 12px);font:italic 28px Georgia;display:flex;align-items:center;justify-content:center;letter-spacing:6px}`,
      body: `<div class="hd">${msLogo}</div><div class="c"><h1 style="font-weight:300">Get back into your account</h1><h3 style="font-weight:400">Who are you?</h3><p>To recover your account, begin by entering your email or username and the characters in the picture or audio below.</p><form onsubmit="return false"><p>Email or Username: *</p><input placeholder="Example: user@contoso.onmicrosoft.com or user@contoso.com"><div style="margin:14px 0" class="cap">7RkP2q</div><input placeholder="Enter the characters in the picture or the words in the audio."><p><button class="b">Next</button><button class="b" style="background:#ccc;color:#000">Cancel</button></p></form></div>
<div style="position:fixed;bottom:0;width:100%;font-size:12px;padding:10px 30px;border-top:1px solid #eee">©2026 Microsoft Corporation &nbsp; <a href="https://go.microsoft.com/fwlink/?LinkId=521839">Legal</a> | <a href="https://go.microsoft.com/fwlink/?LinkId=521839">Privacy</a></div>`,
    })),
  },
},
{
  id: 'l-clean-google-drive-file-view',
  label: 'clean',
  kind: 'file-share-real',
  url: 'https://drive.google.com/file/d/1kEsTrElQ9zYvW3xP2mN8bR4tLc7Hd0aF/view?usp=sharing',
  routes: {
    'drive.google.com/file/d/1kEsTrElQ9zYvW3xP2mN8bR4tLc7Hd0aF/view': htmlRoute(page({
      title: 'Lieferantenselbstauskunft_2027.pdf - Google Drive',
      css: `body{margin:0;background:#323639;font-family:Roboto,Arial;color:#fff}.tb{display:flex;justify-content:space-between;padding:10px 16px;background:rgba(0,0,0,.6)}.pg{width:620px;height:820px;margin:20px auto;background:#fff;color:#222;padding:50px;box-sizing:border-box}.b{background:#fff;color:#1a73e8;border:0;padding:8px 14px;border-radius:4px}`,
      body: `<div class="tb"><span>&#128196; Lieferantenselbstauskunft_2027.pdf</span><span><button class="b">Open with</button> &nbsp; &#11015; &#128424; &#8942; &nbsp; <a href="https://accounts.google.com/ServiceLogin?service=wise" style="color:#8ab4f8">Sign in</a></span></div><div class="pg"><h2>Lieferantenselbstauskunft 2027</h2><p>Bitte füllen Sie diesen Fragebogen vollständig aus und senden Sie ihn bis zum 15.01.2027 an einkauf@kestrel-freight.com zurück.</p><p>1. Firmenname und Anschrift<br>2. Handelsregisternummer<br>3. Umsatzsteuer-ID<br>4. Zertifizierungen (ISO 9001, ISO 14001, AEO)</p></div>`,
    })),
  },
},
];
