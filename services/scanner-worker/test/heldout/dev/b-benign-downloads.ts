import type { Entry } from '../entry.js';
import { html, pe, msi } from '../parts/b-benign-downloads.js';

export const entries: Entry[] = [
{
  id: 'b-ok-dl-archiver',
  label: 'clean',
  kind: 'vendor-download',
  url: 'https://www.7pack.org/download.html',
  body: html`<html><head><meta charset="utf-8"><title>Download</title><style>body{font-family:Tahoma,Arial;font-size:13px;margin:20px 40px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 10px}h1{font-size:20px}</style></head>
<body><h1>Download 7pack</h1><p>Download 7pack 24.08 (2024-08-11) for Windows:</p>
<table><tr><th>Link</th><th>Type</th><th>Windows</th><th>Size</th></tr>
<tr><td><a href="a/7p2408-x64.exe">Download</a></td><td>.exe</td><td>64-bit x64</td><td>1.6 MB</td></tr>
<tr><td><a href="a/7p2408.exe">Download</a></td><td>.exe</td><td>32-bit x86</td><td>1.3 MB</td></tr>
<tr><td><a href="a/7p2408-arm64.exe">Download</a></td><td>.exe</td><td>64-bit ARM64</td><td>1.6 MB</td></tr>
<tr><td><a href="a/7p2408-x64.msi">Download</a></td><td>.msi</td><td>64-bit x64</td><td>1.9 MB</td></tr></table>
<p>License: GNU LGPL + unRAR restriction. You can use 7pack on any computer, including a computer in a commercial organization.</p>
<p>Other files: <a href="a/7p2408-src.tar.xz">source code</a>, <a href="a/7p2408-extra.7z">extra</a>. <a href="history.txt">History of changes</a>.</p></body></html>`,
  routes: {
    'www.7pack.org/a/7p2408-x64.exe': { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: pe('7pack 24.08 x64 Setup') },
    'www.7pack.org/a/7p2408-x64.msi': { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: msi('7pack 24.08 (x64 edition)') },
  },
},
];
