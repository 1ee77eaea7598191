import { htmlRoute, type Entry } from '../entry.js';
import { analytics, css, doc, img, js, json, qrSvg } from '../parts/h-parts.js';

export const entries: Entry[] = [
  // h-ok-firebase-rsvp-form
{
  id: 'h-ok-firebase-rsvp-form',
  label: 'clean',
  kind: 'free-hosting-benign',
  url: 'https://westside-choir-gala.web.app/rsvp',
  body: doc({
    title: 'RSVP – Westside Community Choir Winter Gala',
    head: '<script defer src="/__/firebase/10.12.2/firebase-app-compat.js"></script><script defer src="/__/firebase/init.js"></script>',
    css: `body{margin:0;font-family:Lora,Georgia,serif;background:#0d2436;color:#f4efe6}.c{max-width:520px;margin:40px auto;background:#163349;padding:30px;border-radius:10px}label{display:block;margin-top:14px;font-family:Arial;font-size:14px}input,select{width:100%;padding:10px;border:0;border-radius:4px;box-sizing:border-box;margin-top:4px}button{margin-top:20px;background:#d4a24c;color:#0d2436;border:0;padding:12px 28px;border-radius:4px;font-weight:bold}`,
    body: `<div class="c"><h1>Winter Gala 2026</h1><p>Saturday 19 December · 7 pm · St. Matthew's Hall, Oak Street<br>Carols, a silent auction and mulled cider. Free entry — donations support our youth scholarships.</p>
<form id="rsvp"><label>Name</label><input name="name" required><label>Email (for a reminder only)</label><input name="email" type="email"><label>Number of guests</label><select name="guests"><option>1</option><option>2</option><option>3</option><option>4</option></select><label>Dietary needs</label><input name="diet"><button>Send RSVP</button></form><p id="done" style="display:none">Thank you — see you there! 🎄</p></div>
<script>document.getElementById('rsvp').addEventListener('submit',function(e){e.preventDefault();var d=Object.fromEntries(new FormData(this));(window.rsvpSave||function(){return Promise.resolve()})(d).then(function(){document.getElementById('rsvp').style.display='none';document.getElementById('done').style.display='block'})});</script>`,
  }),
  routes: {
    'westside-choir-gala.web.app/__/firebase/10.12.2/firebase-app-compat.js': js('/* Firebase App compat (stub) */window.firebase={initializeApp:function(c){return {options:c}},firestore:function(){return {collection:function(){return {add:function(d){return fetch("https://firestore.googleapis.com/v1/projects/westside-choir-gala/databases/(default)/documents/rsvps",{method:"POST",body:JSON.stringify(d)}).catch(function(){})}}}}}};'),
    'westside-choir-gala.web.app/__/firebase/init.js': js('if(typeof firebase!=="undefined"){firebase.initializeApp({apiKey:"AIzaSyB-westside-demo-key",authDomain:"westside-choir-gala.firebaseapp.com",projectId:"westside-choir-gala",storageBucket:"westside-choir-gala.appspot.com",appId:"1:448812093311:web:8a7b6c5d4e3f"});window.rsvpSave=function(d){return firebase.firestore().collection("rsvps").add(d)}}'),
    'firestore.googleapis.com/v1/projects/westside-choir-gala/databases/(default)/documents/rsvps': json({ name: 'projects/westside-choir-gala/databases/(default)/documents/rsvps/abc' }),
  },
},
  // h-ok-dropbox-real-shared-file
{
  id: 'h-ok-dropbox-real-shared-file',
  label: 'clean',
  kind: 'cloud-share-real',
  url: 'https://www.dropbox.com/scl/fi/8k2jq0xv3m1n5p7r9t4wz/Tischplan_Hochzeit.pdf?rlkey=a1b2c3d4e5f6g7h8i9j0k1l2m&dl=0',
  body: doc({
    title: 'Tischplan_Hochzeit.pdf | Dropbox',
    css: `body{margin:0;font-family:"Sharp Grotesk","Atlas Grotesk",Arial,sans-serif;background:#f7f5f2}.tb{background:#fff;display:flex;align-items:center;gap:14px;padding:10px 20px;border-bottom:1px solid #e6e4e0}.tb b{color:#0061fe}.tb .r{margin-left:auto;display:flex;gap:10px}.tb button{border:1px solid #ccc;background:#fff;padding:8px 14px;border-radius:4px}.tb .p{background:#0061fe;color:#fff;border:0}.v{max-width:800px;margin:30px auto;background:#fff;height:560px;box-shadow:0 1px 4px #0002;padding:50px;box-sizing:border-box;font-family:Georgia,serif}.v table{width:100%;border-collapse:collapse}.v td{border:1px solid #ccc;padding:8px}`,
    body: `<div class="tb"><b>Dropbox</b><span>Tischplan_Hochzeit.pdf</span><div class="r"><button>Kopieren</button><button class="p">Herunterladen</button><button onclick="location.href='/login'">Anmelden</button></div></div>
<div class="v"><h2 style="text-align:center">Hochzeit Julia &amp; Marco · 12. September 2026</h2><table><tr><td><b>Tisch 1</b><br>Brautpaar, Trauzeugen</td><td><b>Tisch 2</b><br>Familie Berger</td></tr><tr><td><b>Tisch 3</b><br>Familie Rossi</td><td><b>Tisch 4</b><br>Freunde Studium</td></tr><tr><td><b>Tisch 5</b><br>Kolleginnen &amp; Kollegen</td><td><b>Tisch 6</b><br>Nachbarn, Verein</td></tr></table></div>
<p style="text-align:center;font-size:12px;color:#777">Geteilt von Julia Berger · 214 KB · Datenschutz · Bedingungen</p>`,
  }),
},
];
