import { type Entry, htmlRoute, redirectRoute } from '../entry.js';
import { zip, pe, cfb, iso, lnk, apk, crx, rar5, sevenZip, beepWav, fileRoute, jsRoute, jsonRoute, cssRoute } from '../parts/e-bin.js';
import { doc, baseCss, loginCss, tagStub, cookieBar, imgRoute, b64, xorB64, hexEsc, pack } from '../parts/zf-kit.js';

export const entries: Entry[] = [
{
  id: 'zf-phish-sparkasse-pushtan-de',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://sparkasse-pushtan-aktualisierung.de/filiale/login/',
  body: doc({
    lang: 'de',
    title: 'Sparkasse | Online-Banking Anmeldung',
    css: loginCss('#ff0000', '#f4f4f4') + `.top{background:#ff0000;color:#fff;padding:14px 24px;font-weight:700;font-size:22px}.notice{background:#fff4e5;border-left:4px solid #f59e0b;padding:10px;font-size:13px;margin-bottom:14px}`,
    body: `<div class="top">Sparkasse</div>
<div class="wrap">
<h1>Online-Banking</h1>
<div class="notice">Wichtig: Ihr pushTAN-Verfahren muss bis zum 30.11. aktualisiert werden. Andernfalls wird Ihr Zugang aus Sicherheitsgründen gesperrt.</div>
<form method="post" action="next.php">
<label>Bankleitzahl oder Name Ihrer Sparkasse</label><input name="blz" placeholder="z.B. 37050198">
<label>Anmeldename / Legitimations-ID</label><input name="login">
<label>PIN</label><input name="pin" type="password">
<label>Telefonnummer (für Rückruf)</label><input name="tel" type="tel">
<button>Anmelden</button>
</form>
<p class="small">Bitte geben Sie Ihre Zugangsdaten niemals an Dritte weiter. Die Sparkasse wird Sie niemals per SMS zur Eingabe auffordern.</p>
<div class="foot"><a href="#">Impressum</a><a href="#">Datenschutz</a><a href="#">Preise und Hinweise</a></div>
</div>`,
  }),
},
{
  id: 'zf-phish-itau-token-br',
  label: 'phishing',
  kind: 'bank-kit',
  url: 'https://itau-token-atualizacao.com.br/sincronizar/?cpf=1',
  body: doc({
    lang: 'pt-BR',
    title: 'Itaú - Sincronização do iToken',
    css: loginCss('#ec7000', '#fff6ee'),
    body: `<div class="wrap">
<div class="logo"><span style="background:#ec7000;color:#fff;padding:4px 8px;border-radius:6px">itaú</span></div>
<h1>Sincronize seu iToken</h1>
<p class="small">Prezado cliente, seu dispositivo de segurança expirou. Realize a sincronização em até 24 horas para evitar o bloqueio do acesso e dos cartões.</p>
<form action="/sincronizar/etapa2" method="post">
<label>Agência</label><input name="ag" maxlength="4">
<label>Conta</label><input name="cc" maxlength="7">
<label>CPF</label><input name="cpf" maxlength="14">
<label>Senha eletrônica (6 dígitos)</label><input name="senha" type="password" maxlength="6">
<label>Senha do cartão (4 dígitos)</label><input name="senha4" type="password" maxlength="4">
<button>Sincronizar agora</button>
</form>
<div class="foot">Itaú Unibanco S.A. · <a href="#">Segurança</a><a href="#">Termos</a></div>
</div>`,
  }),
},
];
