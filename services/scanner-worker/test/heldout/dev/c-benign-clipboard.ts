import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Clean: copy buttons (install one-liners, codes, addresses) and files exported through Blob URLs.
const raw = String.raw;
const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(v) });

export const entries: Entry[] = [
  {
    id: 'c-clean-clip-scoop',
    label: 'clean',
    kind: 'benign-clipboard',
    url: 'https://scoop.sh/',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Scoop</title>
<style>body{margin:0;font-family:"Segoe UI",system-ui,sans-serif;color:#222;background:#fff}.h{text-align:center;padding:60px 20px 20px}.h h1{font-size:56px;margin:0}.h p{font-size:20px;color:#555}.box{max-width:760px;margin:20px auto;background:#f6f8fa;border:1px solid #e1e4e8;border-radius:8px;padding:20px}.ln{display:flex;align-items:center;gap:10px;background:#012456;color:#eee;font-family:Consolas,monospace;padding:12px 14px;border-radius:6px;margin:8px 0;font-size:14px}.ln code{flex:1;overflow:auto;white-space:nowrap}.ln button{background:#0366d6;color:#fff;border:0;border-radius:4px;padding:5px 10px;cursor:pointer}.srch{max-width:760px;margin:30px auto}.srch input{width:100%;padding:12px;border:1px solid #ccc;border-radius:6px;box-sizing:border-box}.res div{padding:8px 0;border-bottom:1px solid #eee}</style></head>
<body><div class="h"><h1>Scoop</h1><p>A command-line installer for Windows</p></div>
<div class="box"><b>Quickstart</b><p>Open a PowerShell terminal (version 5.1 or later) and from the PS C:\&gt; prompt, run:</p><div id="cmds"></div><p style="font-size:13px;color:#666">Advanced installation options: see the <a href="https://github.com/ScoopInstaller/Install#readme">installer's readme</a>.</p></div>
<div class="srch"><input id="q" placeholder="Search apps, e.g. git, nodejs, 7zip"><div class="res" id="res"></div></div>
<script>
var lines = ['Set-ExecutionPolicy -ExecutionPolicy RemoteSigned -Scope CurrentUser', 'Invoke-RestMethod -Uri https://get.scoop.sh | Invoke-Expression'];
var host = document.getElementById('cmds');
lines.forEach(function (l) {
  var d = document.createElement('div'); d.className = 'ln';
  var c = document.createElement('code'); c.textContent = l;
  var b = document.createElement('button'); b.textContent = 'Copy';
  b.onclick = function () { navigator.clipboard.writeText(l).then(function () { b.textContent = '✓'; setTimeout(function () { b.textContent = 'Copy'; }, 1200); }); };
  d.append(c, b); host.appendChild(d);
});
var t;
document.getElementById('q').addEventListener('input', function (e) {
  clearTimeout(t); var v = e.target.value.trim(); if (!v) { document.getElementById('res').innerHTML = ''; return; }
  t = setTimeout(function () {
    fetch('/api/search?q=' + encodeURIComponent(v)).then(function (r) { return r.json(); }).then(function (j) {
      document.getElementById('res').innerHTML = j.results.map(function (a) { return '<div><b>' + a.name + '</b> ' + a.version + ' <small>(' + a.bucket + ')</small> — <code>scoop install ' + a.name + '</code></div>'; }).join('');
    });
  }, 250);
});
</script></body></html>`,
    routes: {
      'scoop.sh/api/search': json({ results: [{ name: 'git', version: '2.45.1', bucket: 'main' }, { name: 'nodejs-lts', version: '20.13.1', bucket: 'main' }, { name: '7zip', version: '24.05', bucket: 'main' }] }),
    },
  },
  {
    id: 'c-clean-clip-recovery-codes',
    label: 'clean',
    kind: 'benign-clipboard',
    url: 'https://id.fieldnote.app/settings/security/two-factor/recovery-codes',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Recovery codes · Fieldnote</title>
<style>body{margin:0;font-family:-apple-system,"Segoe UI",sans-serif;background:#f6f8fa;color:#1f2328}.c{max-width:620px;margin:40px auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:24px}.warn{background:#fff8c5;border:1px solid #d4a72c66;padding:12px;border-radius:6px;font-size:14px}.codes{display:grid;grid-template-columns:1fr 1fr;gap:6px 30px;font-family:ui-monospace,Menlo,monospace;font-size:16px;margin:18px 0;padding:16px;border:1px dashed #d0d7de;border-radius:6px}.bt{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:6px 14px;margin-right:6px;cursor:pointer}</style></head>
<body><div class="c"><h2>Two-factor recovery codes</h2><div class="warn">Keep your recovery codes as safe as your password. We recommend saving them with a password manager. If you lose your device and your recovery codes, you will lose access to your account.</div><div class="codes" id="codes"></div><button class="bt" id="dl">Download</button><button class="bt" id="pr">Print</button><button class="bt" id="cp">Copy</button><p style="font-size:13px;color:#656d76">Generated <span id="gen"></span>. Each code can be used once.</p></div>
<script>
(async function () {
  const r = await fetch('/api/account/2fa/recovery-codes', { credentials: 'same-origin' }).then((x) => x.json());
  document.getElementById('codes').innerHTML = r.codes.map((c) => '<span>' + c + '</span>').join('');
  document.getElementById('gen').textContent = new Date(r.generated_at).toLocaleDateString();
  const text = 'Fieldnote recovery codes for ' + r.account + '\n\n' + r.codes.join('\n') + '\n';
  document.getElementById('cp').onclick = () => navigator.clipboard.writeText(r.codes.join('\n')).then(() => (document.getElementById('cp').textContent = 'Copied'));
  document.getElementById('dl').onclick = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a'); a.href = url; a.download = 'fieldnote-recovery-codes.txt'; a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  document.getElementById('pr').onclick = () => window.print();
})();
</script></body></html>`,
    routes: {
      'id.fieldnote.app/api/account/2fa/recovery-codes': json({ account: 'mkowalski', generated_at: '2024-04-02T10:11:00Z', codes: ['7f3a1-9c2e4', 'b81d0-44fa2', '0e9c7-a15b3', '5d2f8-e06c1', 'c4a90-7b3d2', '19e6b-f82a0', 'a7c35-2d19e', '6b0f4-c8e57'] }),
    },
  },
  {
    id: 'c-clean-blob-ics-calendar',
    label: 'clean',
    kind: 'benign-blob-export',
    url: 'https://events.northbaymakers.org/2024/open-studio-weekend',
    body: raw`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Open Studio Weekend 2024 · North Bay Makers</title>
<style>body{margin:0;font-family:"Public Sans",Arial,sans-serif;color:#222}.h{background:#222;color:#fff;padding:40px 24px}.h h1{margin:0;font-size:36px}.b{max-width:720px;margin:24px auto;padding:0 16px}.bt{background:#e4572e;color:#fff;border:0;border-radius:4px;padding:10px 16px;margin-right:8px;cursor:pointer}</style></head>
<body><div class="h"><h1>Open Studio Weekend</h1><p id="when"></p></div><div class="b"><p>Forty local artists, woodworkers and printmakers open their studios to the public. Free entry; maps available at the Community Hall.</p><button class="bt" id="ics">Add to calendar (.ics)</button><button class="bt" id="g">Google Calendar</button></div>
<script>
var ev = { uid: 'osw-2024@northbaymakers.org', title: 'Open Studio Weekend', start: '20240615T170000Z', end: '20240616T010000Z', loc: 'Community Hall, 12 Harbor Rd, Petaluma CA', desc: 'Forty local studios open to the public. Free entry.' };
document.getElementById('when').textContent = new Date(Date.UTC(2024, 5, 15, 17)).toLocaleString([], { dateStyle: 'full', timeStyle: 'short' });
document.getElementById('ics').onclick = function () {
  var stamp = new Date().toISOString().replace(/[-:]/g, '').split('.')[0] + 'Z';
  var ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//North Bay Makers//Events//EN', 'BEGIN:VEVENT', 'UID:' + ev.uid, 'DTSTAMP:' + stamp, 'DTSTART:' + ev.start, 'DTEND:' + ev.end, 'SUMMARY:' + ev.title, 'LOCATION:' + ev.loc.replace(/,/g, '\\,'), 'DESCRIPTION:' + ev.desc, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
  var a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  a.download = 'open-studio-weekend.ics';
  a.click();
};
document.getElementById('g').onclick = function () {
  window.open('https://calendar.google.com/calendar/render?action=TEMPLATE&text=' + encodeURIComponent(ev.title) + '&dates=' + ev.start + '/' + ev.end + '&location=' + encodeURIComponent(ev.loc), '_blank', 'noopener');
};
</script></body></html>`,
  },
  {
    id: 'c-clean-blob-pdf-invoice',
    label: 'clean',
    kind: 'benign-blob-export',
    url: 'https://billing.quillhost.com/invoices/INV-2024-00418',
    body: raw`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice INV-2024-00418 · Quillhost Billing</title>
<style>body{margin:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif}.inv{max-width:700px;margin:30px auto;background:#fff;padding:36px;box-shadow:0 1px 3px #0002}table{width:100%;border-collapse:collapse}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left}.r{text-align:right}.bt{background:#2563eb;color:#fff;border:0;border-radius:4px;padding:9px 16px;cursor:pointer}</style></head>
<body><div class="inv" id="inv"></div>
<script src="/static/mini-pdf.js"></script>
<script>
fetch('/api/invoices/INV-2024-00418').then(r => r.json()).then(inv => {
  const total = inv.lines.reduce((s, l) => s + l.qty * l.unit, 0);
  document.getElementById('inv').innerHTML = '<div style="display:flex;justify-content:space-between"><h2>Quillhost</h2><div class="r">Invoice ' + inv.number + '<br>' + inv.date + '</div></div><p>Bill to: ' + inv.customer + '</p><table><tr><th>Description</th><th class="r">Qty</th><th class="r">Unit</th><th class="r">Amount</th></tr>' + inv.lines.map(l => '<tr><td>' + l.desc + '</td><td class="r">' + l.qty + '</td><td class="r">' + l.unit.toFixed(2) + '</td><td class="r">' + (l.qty * l.unit).toFixed(2) + '</td></tr>').join('') + '<tr><th colspan="3" class="r">Total (EUR)</th><th class="r">' + total.toFixed(2) + '</th></tr></table><p style="margin-top:24px"><button class="bt" id="pdf">Download PDF</button></p>';
  document.getElementById('pdf').onclick = () => {
    const lines = ['Quillhost - Invoice ' + inv.number, 'Date: ' + inv.date, 'Bill to: ' + inv.customer, ''].concat(inv.lines.map(l => l.desc + '  x' + l.qty + '  ' + (l.qty * l.unit).toFixed(2) + ' EUR'), ['', 'Total: ' + total.toFixed(2) + ' EUR']);
    const blob = MiniPDF.fromLines(lines);
    const a = document.createElement('a'); a.href = URL.createObjectURL(blob); a.download = inv.number + '.pdf'; a.click();
  };
});
</script></body></html>`,
    routes: {
      'billing.quillhost.com/static/mini-pdf.js': js(raw`/* mini-pdf: single-page text PDFs, Helvetica 11pt */
window.MiniPDF={fromLines:function(lines){
  var esc=function(s){return s.replace(/\\/g,'\\\\').replace(/\(/g,'\\(').replace(/\)/g,'\\)')};
  var content='BT /F1 11 Tf 50 790 Td 14 TL '+lines.map(function(l){return '('+esc(l)+') Tj T*'}).join(' ')+' ET';
  var objs=['<< /Type /Catalog /Pages 2 0 R >>','<< /Type /Pages /Kids [3 0 R] /Count 1 >>','<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>','<< /Length '+content.length+' >>\nstream\n'+content+'\nendstream','<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'];
  var out='%PDF-1.4\n',offs=[];
  objs.forEach(function(o,i){offs.push(out.length);out+=(i+1)+' 0 obj\n'+o+'\nendobj\n'});
  var x=out.length;out+='xref\n0 '+(objs.length+1)+'\n0000000000 65535 f \n'+offs.map(function(o){return ('000000000'+o).slice(-10)+' 00000 n \n'}).join('')+'trailer\n<< /Size '+(objs.length+1)+' /Root 1 0 R >>\nstartxref\n'+x+'\n%%EOF';
  return new Blob([out],{type:'application/pdf'});
}};`),
      'billing.quillhost.com/api/invoices/INV-2024-00418': json({ number: 'INV-2024-00418', date: '2024-05-01', customer: 'Studio Lindqvist AB, Stockholm', lines: [{ desc: 'VPS M (4 vCPU, 8 GB) - May', qty: 2, unit: 18.9 }, { desc: 'Block storage 200 GB', qty: 1, unit: 9.6 }, { desc: 'Managed backups', qty: 1, unit: 4 }] }),
    },
  },
];
