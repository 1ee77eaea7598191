import { htmlRoute, type Entry } from '../entry.js';
import { beepWav, jsonRoute } from '../parts/e-bin.js';

// Tech-support and investment scam landing pages on hosted accounts.

export const entries: Entry[] = [
{
  id: 'zl-scam-invest-quantum-ai-it',
  label: 'scam',
  kind: 'investment',
  url: 'https://quantum-ai-italia.gratis-hosting.eu/',
  body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Quantum AI Italia – Il trading automatico approvato</title>
<style>body{margin:0;font-family:Arial;background:#081b33;color:#fff}.h{padding:16px 30px;font-weight:700;font-size:22px}.hero{display:flex;gap:30px;max-width:1000px;margin:30px auto;padding:0 20px}.f{background:#fff;color:#222;padding:22px;border-radius:8px;width:360px}
input{width:100%;padding:10px;margin:5px 0}button{width:100%;padding:13px;background:#f7b500;border:0;font-weight:700;font-size:16px}</style></head>
<body><div class="h">⚛ Quantum AI</div><div class="hero"><div><h1>Guadagna fino a 1.500 € al giorno con l'intelligenza artificiale</h1><p>Tecnologia usata da Elon Musk. Deposito minimo 250 €. Tasso di successo del 99,4%.</p><p>✔ Nessuna esperienza necessaria ✔ Prelievi in 24 ore ✔ Account manager personale</p></div>
<form class="f" action="/lead.php" method="post"><h3>Inizia ora</h3><input name="nome" placeholder="Nome"><input name="cognome" placeholder="Cognome"><input name="email" placeholder="Email"><input name="tel" placeholder="+39"><button>REGISTRATI GRATIS</button><p style="font-size:11px;color:#777">Un nostro consulente ti chiamerà entro 15 minuti.</p></form></div></body></html>`,
},
{
  id: 'zl-scam-invest-repsol-es',
  label: 'scam',
  kind: 'investment',
  url: 'https://repsol-inversion-ciudadana.alpenweb.site/registro',
  body: `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Repsol Inversiones – Invierta 250€ y obtenga ingresos pasivos</title>
<style>body{margin:0;font-family:Arial;background:#fff}.h{background:#ff8200;color:#fff;padding:16px 30px;font-size:22px;font-weight:700}.c{max-width:760px;margin:auto;padding:20px}.f{background:#fff4e6;padding:20px;border-radius:8px}input{width:100%;padding:10px;margin:5px 0}</style></head>
<body><div class="h">REPSOL · Programa de inversión ciudadana</div><div class="c"><h1>Gane desde 3.000 € al mes con las acciones de Repsol</h1><p>El Gobierno y Repsol lanzan un programa que permite a los ciudadanos españoles invertir en el sector energético desde solo 250 €. Plazas limitadas.</p>
<div class="f"><h3>Paso 1: Responda a la encuesta</h3><p>¿Cuál es su edad? <select><option>25-40</option><option>41-60</option><option>60+</option></select></p><p>¿Cuánto desea ganar al mes? <select><option>1.000 €</option><option>3.000 €</option><option>10.000 €</option></select></p>
<form action="/registro/enviar" method="post"><input name="nombre" placeholder="Nombre"><input name="email" placeholder="Email"><input name="telefono" placeholder="+34"><button style="padding:12px 24px;background:#ff8200;color:#fff;border:0">Obtener acceso</button></form></div></div></body></html>`,
},
{
  id: 'zl-scam-invest-cez-akcie-cz',
  label: 'scam',
  kind: 'investment',
  url: 'https://cez-investice-obcane.gratis-hosting.eu/',
  body: `<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>Investujte do ČEZ od 5 000 Kč – pasivní příjem pro každého</title>
<style>body{margin:0;font-family:Arial}.h{background:#f26522;color:#fff;padding:16px 30px;font-weight:700}.c{max-width:760px;margin:auto;padding:20px}input{width:100%;padding:10px;margin:5px 0}.ch{height:160px;background:linear-gradient(to top right,#e8f5e9,#43a047)}</style></head>
<body><div class="h">ČEZ · Investiční platforma pro občany</div><div class="c"><h1>Vydělávejte až 90 000 Kč měsíčně na akciích ČEZ</h1><div class="ch"></div><p>Nová platforma s umělou inteligencí automaticky obchoduje s akciemi ČEZ. Stačí vklad 5 000 Kč. Zisk je garantován.</p>
<form action="/zajem" method="post" style="background:#fff3ec;padding:18px"><input name="jmeno" placeholder="Jméno a příjmení"><input name="email" placeholder="E-mail"><input name="tel" placeholder="+420"><button style="padding:12px 24px;background:#f26522;color:#fff;border:0">Chci začít investovat</button></form>
<p style="font-size:11px;color:#888">Po registraci vás bude kontaktovat osobní finanční poradce.</p></div></body></html>`,
},
];
