import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { CSS, MARK, analytics, b64, doc, esc, metaFooter } from '../parts/ys-kit.js';

export const entries: Entry[] = [
{
  id: 'ys-clean-registrobr-renovacao-pix',
  label: 'clean',
  kind: 'registrar-renewal',
  url: 'https://registro.br/painel/dominios/agenciaverdemar.com.br/renovacao',
  body: doc({
    lang: 'pt-BR',
    title: 'Renovação de domínio - Registro.br',
    css: CSS.reset + `body{font-family:Arial,sans-serif;background:#f4f4f4;color:#222}.hd{background:#fff;border-bottom:3px solid #00a859;padding:14px 28px;font-weight:700;font-size:20px}.hd span{color:#00a859}.c{max-width:760px;margin:30px auto;background:#fff;padding:28px;border-radius:6px}table{width:100%;border-collapse:collapse}td{padding:10px;border-bottom:1px solid #eee}.op{display:flex;gap:12px;margin:14px 0}.op label{flex:1;border:1px solid #ccc;border-radius:6px;padding:12px}button{background:#00a859;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-weight:700}`,
    body: `<div class="hd">registro<span>.br</span> <small style="font-weight:400;color:#666">· Painel do titular</small></div>
<div class="c"><h2>Renovar agenciaverdemar.com.br</h2>
<table><tr><td>Domínio</td><td><b>agenciaverdemar.com.br</b></td></tr><tr><td>Expiração atual</td><td>02/11/2025</td></tr><tr><td>Titular</td><td>VERDEMAR COMUNICACAO LTDA (CNPJ 34.118.902/0001-71)</td></tr></table>
<form method="post" action="/painel/dominios/agenciaverdemar.com.br/renovacao/confirmar"><p><b>Período</b></p><div class="op"><label><input type="radio" name="anos" value="1" checked> 1 ano — R$ 40,00</label><label><input type="radio" name="anos" value="5"> 5 anos — R$ 190,00</label><label><input type="radio" name="anos" value="10"> 10 anos — R$ 370,00</label></div>
<p><b>Forma de pagamento</b></p><div class="op"><label><input type="radio" name="pg" value="pix" checked> Pix (compensação imediata)</label><label><input type="radio" name="pg" value="boleto"> Boleto bancário</label><label><input type="radio" name="pg" value="cartao"> Cartão de crédito</label></div>
<button type="submit">Gerar cobrança</button></form>
<p style="font-size:12px;color:#666">O Registro.br é o único responsável pelo registro de domínios .br. Cobranças de "registro de marca", "indexação" ou "listagem SEO" enviadas por terceiros não têm relação com o Registro.br.</p></div>`,
  }),
},

{
  id: 'ys-clean-aruba-rinnovo-it',
  label: 'clean',
  kind: 'registrar-renewal',
  url: 'https://managehosting.aruba.it/rinnovo-servizi.aspx?dom=pasticceriaromano.it',
  body: doc({
    lang: 'it',
    title: 'Rinnovo servizi - Aruba.it',
    css: CSS.reset + `body{font-family:"Titillium Web",Arial,sans-serif;background:#f2f4f7;color:#1e2a38}.hd{background:#fff;padding:14px 28px;border-bottom:1px solid #dde2e8;font-weight:700;color:#f26a1b;font-size:22px}.c{max-width:820px;margin:26px auto;background:#fff;padding:26px;border-radius:6px}table{width:100%;border-collapse:collapse}th,td{padding:10px;border-bottom:1px solid #eee;text-align:left}.tot{text-align:right;font-size:20px;font-weight:700;margin:14px 0}button{background:#f26a1b;color:#fff;border:0;border-radius:4px;padding:12px 28px;font-weight:700}.pm label{display:block;margin:6px 0}`,
    body: `<div class="hd">aruba<span style="color:#1e2a38">.it</span> <small style="font-weight:400;color:#666;font-size:14px">Area Clienti · Pannello di controllo</small></div>
<div class="c"><h2>Rinnovo servizi in scadenza</h2>
<table><tr><th>Servizio</th><th>Scadenza</th><th>Durata</th><th>Importo</th></tr><tr><td>Hosting Linux Easy — pasticceriaromano.it</td><td>28/10/2025</td><td>12 mesi</td><td>€ 29,99</td></tr><tr><td>Caselle PEC (2)</td><td>28/10/2025</td><td>12 mesi</td><td>€ 10,00</td></tr></table>
<div class="tot">Totale IVA inclusa: € 48,79</div>
<form method="post" action="/rinnovo-servizi.aspx?step=pagamento" class="pm"><label><input type="radio" name="pm" value="cc" checked> Carta di credito / prepagata</label><label><input type="radio" name="pm" value="paypal"> PayPal</label><label><input type="radio" name="pm" value="bonifico"> Bonifico bancario</label><label><input type="checkbox" name="auto" checked> Attiva il rinnovo automatico</label><button type="submit">Procedi al pagamento</button></form>
<p style="font-size:12px;color:#667">Aruba ti invia gli avvisi di scadenza solo da indirizzi @staff.aruba.it. Non pagare bollettini o bonifici richiesti da mittenti diversi.</p></div>`,
  }),
},

{
  id: 'ys-clean-parked-domain-for-sale',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://glowtheory.co/',
  body: doc({
    title: 'glowtheory.co is for sale',
    head: `<script src="https://afternic.com/lander/assets/lander.min.js" defer></script>`,
    css: CSS.reset + `body{font-family:Helvetica,Arial,sans-serif;background:#fff;color:#1b1b1b;text-align:center}.w{max-width:640px;margin:14vh auto;padding:0 20px}h1{font-size:44px;margin:0}.p{font-size:28px;margin:16px 0}.b{display:inline-block;background:#1b1b1b;color:#fff;padding:14px 28px;border-radius:6px;text-decoration:none;font-weight:700}.s{font-size:13px;color:#777;margin-top:40px}.rel{margin-top:40px;text-align:left}.rel a{display:block;padding:8px 0;border-bottom:1px solid #eee;color:#0b57d0;text-decoration:none}`,
    body: `<div class="w"><p style="color:#777">The domain name</p><h1>glowtheory.co</h1><p>is for sale</p><p class="p"><b>$2,895</b> USD</p><a class="b" href="https://www.afternic.com/domain/glowtheory.co">Buy now</a> &nbsp; <a href="https://www.afternic.com/forsale/glowtheory.co?traffic_type=TDFS&traffic_id=daslnc" style="color:#1b1b1b">Make an offer</a>
<div class="rel"><p style="color:#777;font-size:13px">Related searches</p><a href="/search?q=Skincare+Serum">Skincare Serum</a><a href="/search?q=Beauty+Brand+Packaging">Beauty Brand Packaging</a><a href="/search?q=Organic+Cosmetics">Organic Cosmetics</a></div>
<p class="s">Transaction handled securely by Afternic, a GoDaddy brand. Buyer protection program · Fast &amp; easy transfers · Hassle-free payments</p></div>`,
  }),
},

{
  id: 'ys-clean-google-ads-credit-offer-ptbr',
  label: 'clean',
  kind: 'brand-promo-offer',
  url: 'https://ads.google.com/intl/pt-BR_br/home/offers/?subid=br-pt-ha-awa-bk-c-cor!o3~offer',
  body: doc({
    lang: 'pt-BR',
    title: 'Oferta de crédito promocional | Google Ads',
    head: analytics('G-ADS3RT7', '/intl/pt-BR_br/home/_/log'),
    css: CSS.reset + `body{font-family:"Google Sans",Roboto,Arial,sans-serif;color:#202124;background:#fff}.hd{display:flex;align-items:center;gap:10px;padding:16px 32px;border-bottom:1px solid #e8eaed}.h{max-width:1000px;margin:50px auto;padding:0 24px;text-align:center}.h h1{font-size:44px}.b{display:inline-block;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none}.t{max-width:760px;margin:30px auto;padding:0 24px;font-size:13px;color:#5f6368;line-height:1.6}`,
    body: `<div class="hd">${MARK.googleAds}<b>Google Ads</b></div>
<div class="h"><h1>Invista R$ 700 e ganhe R$ 1.400 em crédito</h1><p>Para novos anunciantes no Brasil. Comece a anunciar hoje e receba o crédito promocional após atingir o gasto qualificado em até 60 dias.</p><a class="b" href="https://ads.google.com/um/StartNow?subid=br-pt-ha-awa-bk-c-cor!o3~offer">Começar agora</a></div>
<div class="t"><b>Termos e condições:</b> oferta válida para contas novas do Google Ads com endereço de faturamento no Brasil. O crédito é aplicado automaticamente na conta — não há taxa de ativação nem código a ser comprado. O Google nunca vende códigos promocionais; códigos oferecidos por terceiros mediante pagamento não são válidos. O crédito expira 60 dias após ser aplicado.</div>`,
  }),
},

{
  id: 'ys-clean-meta-billing-hub-add-card',
  label: 'clean',
  kind: 'brand-billing-own-domain',
  url: 'https://business.facebook.com/billing_hub/payment_settings/?asset_id=229188301147&business_id=1084732291662&placement=ads_manager',
  body: doc({
    title: 'Billing and payments | Meta Business Suite',
    head: `<script src="https://static.xx.fbcdn.net/rsrc.php/v3/yN/r/billing_hub_payment_settings.js" async></script>`,
    css: CSS.reset + CSS.meta + `.lay{display:flex}.side{width:240px;background:#fff;min-height:100vh;border-right:1px solid #dadde1;padding:14px}.side a{display:block;padding:9px 10px;border-radius:6px;text-decoration:none;font-size:14px}.side a.on{background:#e7f3ff;color:#0866FF}.main{flex:1;padding:24px}.main .card{margin:0 0 16px;max-width:760px}.m{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}.m .card{width:440px}`,
    body: `<div class="lay"><div class="side">${MARK.meta}<a href="/latest/home">Home</a><a href="/latest/ad_center">Ads</a><a href="/billing_hub/accounts" class="on">Billing and payments</a><a href="/latest/settings">Settings</a></div>
<div class="main"><div class="card"><h3 style="margin-top:0">Payment methods</h3><p class="muted">Ad account: Verdemar Cosméticos (2291 8830 1147) · BRL</p><p>Visa •••• 4421 — <span style="color:#e41e3f">Expired</span></p></div>
<div class="m"><div class="card"><h3 style="margin-top:0">Add payment method</h3><form method="post" action="/ajax/payment/token_proxy.php?tpe=%2Fbilling%2Fcredit_card%2Fadd" id="pm"><input type="hidden" name="fb_dtsg" value="NAcMk9tW2pQx:37:1728901442"><input type="hidden" name="payment_account_id" value="229188301147">
<label>Card number</label><input class="inp" name="creditCardNumber" autocomplete="cc-number"><div style="display:flex;gap:10px"><div style="flex:1"><label>MM/YY</label><input class="inp" name="expiry" autocomplete="cc-exp"></div><div style="flex:1"><label>Security code</label><input class="inp" name="csc" autocomplete="cc-csc"></div></div><label>Name on card</label><input class="inp" name="cardholderName" autocomplete="cc-name">
<p class="muted" style="font-size:12px">Your payment methods are saved and stored securely. <a href="https://www.facebook.com/payments_terms">Terms apply</a>.</p><button class="btn">Save</button></form></div></div></div></div>`,
  }),
},
];
