import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsRoute, jsonRoute } from '../parts/v-kit.js';

// Real file-share vendors' pages (blind split).

// 1. Box shared folder link (public preview, no sign-in required).
const h1 = 'app.box.com';
const box: Entry = {
  id: 'v-clean-box-shared-folder',
  label: 'clean',
  kind: 'fileshare',
  url: `https://${h1}/s/q8w3e5r7t9y1u2i4o6p8a0s2d4f6g8h0`,
  routes: {
    [`${h1}/s/q8w3e5r7t9y1u2i4o6p8a0s2d4f6g8h0`]: htmlRoute(
      doc({
        title: 'Tender Pack – Bridge Street Refurbishment | Powered by Box',
        css: `body{margin:0;font-family:Lato,"Helvetica Neue",Arial;background:#fff;color:#222}.h{height:56px;display:flex;align-items:center;padding:0 20px;border-bottom:1px solid #e8e8e8;gap:14px}.b{background:#0061d5;color:#fff;border:0;border-radius:4px;padding:8px 16px}
.l{max-width:1000px;margin:20px auto}.row{display:flex;justify-content:space-between;padding:12px 10px;border-bottom:1px solid #f0f0f0;font-size:14px}.row:hover{background:#f7fafd}`,
        body: `<div class="h"><b style="color:#0061d5;font-size:22px">box</b><span style="margin-left:auto"><button class="b">Download</button> <a href="https://account.box.com/login">Log In</a> · <a href="https://account.box.com/signup">Sign Up</a></span></div>
<div class="l"><h2>Tender Pack – Bridge Street Refurbishment</h2><p style="color:#767676;font-size:13px">Shared by Whitmore Construction Ltd · Updated Mar 2, 2026</p><div id="items">Loading…</div></div>
<script src="/app-api/static/shared-folder.js"></script>`,
      }),
    ),
    [`${h1}/app-api/static/shared-folder.js`]: jsRoute(`fetch('/app-api/enduserapp/shared-folder?sharedName=q8w3e5r7t9y1u2i4o6p8a0s2d4f6g8h0').then(function(r){return r.json()}).then(function(j){document.getElementById('items').innerHTML=j.items.map(function(i){return '<div class="row"><span>'+i.name+'</span><span style="color:#767676">'+i.size+' · '+i.modified+'</span></div>'}).join('')});`),
    [`${h1}/app-api/enduserapp/shared-folder`]: jsonRoute({
      items: [
        { name: '01 Invitation to Tender.pdf', size: '412 KB', modified: 'Feb 28, 2026' },
        { name: '02 Drawings (A1-A24).pdf', size: '38.2 MB', modified: 'Mar 2, 2026' },
        { name: '03 Bill of Quantities.xlsx', size: '1.1 MB', modified: 'Mar 2, 2026' },
        { name: '04 Health & Safety Plan.docx', size: '880 KB', modified: 'Feb 27, 2026' },
      ],
    }),
  },
};

// 2. OneDrive share link via 1drv.ms redirect, landing on onedrive.live.com.
const h2a = '1drv.ms';
const h2 = 'onedrive.live.com';
const onedrive: Entry = {
  id: 'v-clean-onedrive-share-1drv',
  label: 'clean',
  kind: 'fileshare',
  url: `https://${h2a}/f/c/7a1b2c3d4e5f6a7b/EqZx9Lk2PwFMn8RtYb3cV0sBq7Yh1Tn4uW2eX5jK8pLm6A`,
  routes: {
    [`${h2a}/f/c/7a1b2c3d4e5f6a7b/EqZx9Lk2PwFMn8RtYb3cV0sBq7Yh1Tn4uW2eX5jK8pLm6A`]: redirectRoute(301, `https://${h2}/redir?resid=7A1B2C3D4E5F6A7B%21s4f2a9c0d1e&authkey=%21AJq3Lk9mN2xYz0&page=Folder`),
    [`${h2}/redir`]: htmlRoute(
      doc({
        title: 'Allotment Society 2026 - OneDrive',
        css: `body{margin:0;font-family:"Segoe UI",Arial;background:#faf9f8}.h{height:48px;background:#0078d4;color:#fff;display:flex;align-items:center;padding:0 16px;gap:12px}.c{max-width:900px;margin:20px auto;background:#fff;padding:20px}
.row{display:flex;justify-content:space-between;padding:10px;border-bottom:1px solid #edebe9;font-size:14px}`,
        body: `<div class="h"><b>OneDrive</b><span style="margin-left:auto;font-size:13px"><a href="https://login.live.com/login.srf" style="color:#fff">Sign in</a></span></div>
<div class="c"><h2>Allotment Society 2026</h2><p style="font-size:13px;color:#605e5c">Shared with you by Graham Pike · Anyone with the link can view</p>
<div class="row"><span>📄 AGM minutes – January 2026.docx</span><span>Jan 28</span></div><div class="row"><span>📊 Plot rents 2026.xlsx</span><span>Feb 3</span></div><div class="row"><span>🖼️ Spring open day poster.png</span><span>Feb 20</span></div><div class="row"><span>📄 Water trough rota.pdf</span><span>Mar 1</span></div>
<p style="font-size:12px;color:#605e5c;margin-top:24px">Microsoft · Privacy and cookies · Terms of use · Report abuse</p></div>`,
      }),
    ),
  },
};

export const entries: Entry[] = [box, onedrive];
