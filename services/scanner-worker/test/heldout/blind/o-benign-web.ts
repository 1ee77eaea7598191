import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, metaPixel, cookieBar, footer, nav, adSlots, baseCss, pngR, js, json } from '../parts/o-kit.js';

// Marketplaces' payment-protection pages, local news sites heavy with ads and scripts, consent walls,
// bot-check interstitials and parked domains.

export const entries: Entry[] = [
{
  id: 'o-market-br-mercadolivre-compra-garantida',
  label: 'clean',
  kind: 'marketplace-protection',
  url: 'https://www.mercadolivre.com.br/ajuda/Compra-Garantida_1166',
  body: doc({
    lang: 'pt-BR',
    title: 'Compra Garantida | Mercado Livre',
    css: baseCss('"Proxima Nova", Arial, sans-serif', '#ededed') + `.h{background:#ffe600;padding:12px 6%;display:flex;gap:14px;align-items:center}.h input{max-width:560px;margin:0}.b{background:#fff;border-radius:6px;padding:24px}`,
    body: `<div class="h"><b style="color:#2d3277">mercado livre</b><input placeholder="Buscar produtos, marcas e muito mais…"></div>
<main><div class="b"><h1>Compra Garantida</h1><p>Se o produto não chegar, chegar diferente do anúncio ou com defeito, devolvemos o seu dinheiro.</p>
<h2>Quando estou protegido?</h2><ul><li>Quando você paga pelo Mercado Pago dentro do Mercado Livre.</li><li>Quando toda a conversa acontece pelo Mercado Livre.</li></ul>
<h2>Quando não estou protegido</h2><p>Pagamentos por Pix direto ao vendedor, depósito bancário ou links enviados por WhatsApp <b>não</b> têm Compra Garantida.</p></div></main>
${footer([['Mercado Livre', ['Trabalhe conosco', 'Termos e condições', 'Privacidade', 'Acessibilidade']]], 'Copyright © 1999-2026 Ebazar.com.br LTDA. CNPJ n.º 03.007.331/0001-41')}
${cookieBar('pt')}`,
  }),
},
{
  id: 'o-market-tr-sahibinden-param-guvende',
  label: 'clean',
  kind: 'marketplace-protection',
  url: 'https://www.sahibinden.com/param-guvende',
  body: doc({
    lang: 'tr',
    title: 'Param Güvende ile Güvenli Alışveriş - sahibinden.com',
    css: baseCss('Arial, sans-serif', '#f4f4f4') + `.h{background:#ffe800;padding:12px 6%;font-weight:900}.g{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}.g div{background:#fff;padding:16px;border-radius:6px}`,
    body: `<div class="h">sahibinden.com</div>
<main><h1>Param Güvende</h1><p>Alıcının ödemesi, ürün teslim alınıp onaylanana kadar güvence altında tutulur.</p>
<div class="g"><div><b>1. Öde</b><p>Kredi kartı veya banka kartıyla sahibinden.com üzerinden ödeme yapın.</p></div><div><b>2. Teslim al</b><p>Ürünü kargo ile teslim alın ve kontrol edin.</p></div><div><b>3. Onayla</b><p>Onayınızla birlikte ödeme satıcıya aktarılır.</p></div></div>
<p><b>Dikkat:</b> sahibinden.com size WhatsApp veya SMS ile ödeme linki göndermez. Param Güvende ödemeleri yalnızca sahibinden.com alan adında yapılır.</p></main>
${footer([['Kurumsal', ['Hakkımızda', 'İletişim', 'Kişisel Verilerin Korunması']]], 'Copyright © 2000-2026 sahibinden.com')}
${cookieBar('tr')}`,
  }),
},
{
  id: 'o-news-pl-portal-reklamy',
  label: 'clean',
  kind: 'news-ads',
  url: 'https://www.kurier-lubelski24.pl/wiadomosci/lublin/art/2026/11/28/nowe-linie-autobusowe-od-grudnia/',
  body: doc({
    lang: 'pl',
    title: 'Nowe linie autobusowe od grudnia. Sprawdź zmiany w rozkładzie | Kurier Lubelski 24',
    head: gtag('G-KL24NEWS01', '/assets/gtag.js') + metaPixel('104477209931') + `<script async src="/assets/prebid.js"></script>`,
    css: baseCss('Georgia, serif') + `.w{display:grid;grid-template-columns:1fr 300px;gap:24px;max-width:1080px;margin:0 auto;padding:20px}.sb div{background:#f3f3f3;height:250px;margin-bottom:14px}.rel a{display:block;padding:6px 0;border-bottom:1px solid #eee;font:14px Arial}#sticky{position:fixed;bottom:0;left:0;right:0;height:70px;background:#fafafa;border-top:1px solid #ddd;text-align:center;font:11px Arial;color:#999}`,
    body: `${nav('Kurier Lubelski 24', ['Lublin', 'Region', 'Sport', 'Biznes', 'Kultura', 'Ogłoszenia'], '#b71c1c')}
<div class="w"><article><h1>Nowe linie autobusowe od grudnia. Sprawdź zmiany w rozkładzie</h1><p class="muted">28.11.2026, 07:45 · Aktualizacja: 09:12</p>
<p>Zarząd Transportu Miejskiego w Lublinie zapowiada uruchomienie dwóch nowych linii: 41 i 58. Autobusy połączą Czechów z nowym osiedlem przy ul. Szeligowskiego.</p>
${adSlots(2)}
<p>Zmiany obejmą także linie nocne. Rozkłady będą dostępne na przystankach od 5 grudnia.</p>
<div class="rel"><b>Czytaj także</b><a href="#">Remont wiaduktu na Krochmalnej. Utrudnienia do wiosny</a><a href="#">Jarmark Bożonarodzeniowy na Starym Mieście – program</a><a href="#">Motor Lublin – Legia 2:1. Zobacz gole</a></div>
<div id="taboola-below-article"></div></article>
<aside class="sb"><div></div><div></div><b>Najczęściej czytane</b></aside></div>
<div id="sticky">REKLAMA</div>
${cookieBar('pl')}
<script>window._taboola=window._taboola||[];_taboola.push({mode:'thumbnails-a',container:'taboola-below-article',placement:'Below Article',target_type:'mix'});</script>`,
  }),
  routes: {
    'www.kurier-lubelski24.pl/assets/gtag.js': js('window.dataLayer=window.dataLayer||[];'),
    'www.kurier-lubelski24.pl/assets/prebid.js': js('var pbjs=pbjs||{};pbjs.que=pbjs.que||[];pbjs.que.push(function(){pbjs.addAdUnits&&pbjs.addAdUnits([])});'),
  },
},
{
  id: 'o-news-br-portal-popups',
  label: 'clean',
  kind: 'news-ads',
  url: 'https://www.folhadolitoral-pr.com.br/cidades/2026/11/chuva-forte-alerta-defesa-civil-paranagua/',
  body: doc({
    lang: 'pt-BR',
    title: 'Defesa Civil emite alerta de chuva forte para Paranaguá e Matinhos - Folha do Litoral',
    head: gtag('G-FDL2026BR', '/js/gtag.js') + metaPixel('881204456712'),
    css: baseCss('Arial, sans-serif') + `article{max-width:740px;margin:0 auto;padding:20px}#push{position:fixed;top:10px;left:50%;transform:translateX(-50%);background:#fff;box-shadow:0 2px 10px rgba(0,0,0,.2);padding:14px;width:380px;display:none;font-size:14px}#push button{margin:8px 6px 0 0;padding:6px 12px}.wa{background:#25d366;color:#fff;padding:10px;border-radius:6px;display:block;text-align:center;text-decoration:none}`,
    body: `${nav('Folha do Litoral', ['Cidades', 'Política', 'Esportes', 'Polícia', 'Classificados'], '#0b4f8a')}
<article><h1>Defesa Civil emite alerta de chuva forte para Paranaguá e Matinhos</h1><p class="muted">Por Redação · 28/11/2026 08h02</p>
<p>A Defesa Civil do Paraná emitiu alerta laranja para o litoral entre sexta e domingo, com previsão de até 120 mm de chuva. Moradores de áreas de risco devem cadastrar o CEP para receber alertas por SMS no número 40199.</p>
${adSlots(3, 'ad-fdl')}
<a class="wa" href="https://chat.whatsapp.com/Fdl2026Litoral">📲 Entre no grupo de notícias da Folha no WhatsApp</a></article>
<div id="push"><b>Folha do Litoral</b> gostaria de enviar notificações de últimas notícias.<br><button onclick="push.remove();Notification&&Notification.requestPermission&&Notification.requestPermission()">Permitir</button><button onclick="push.remove()">Agora não</button></div>
${cookieBar('pt')}
<script>setTimeout(function(){push.style.display='block'},3000);</script>`,
  }),
  routes: { 'www.folhadolitoral-pr.com.br/js/gtag.js': js('window.dataLayer=window.dataLayer||[];') },
},
{
  id: 'o-news-id-portal-iklan',
  label: 'clean',
  kind: 'news-ads',
  url: 'https://www.kabarsurabaya.co.id/read/2026/11/28/harga-cabai-rawit-naik-jelang-nataru',
  body: doc({
    lang: 'id',
    title: 'Harga Cabai Rawit Naik Jelang Nataru, Tembus Rp 90 Ribu per Kg - Kabar Surabaya',
    head: gtag('G-KBRSBY2026', '/static/gtag.js') + `<script async src="/static/gpt.js"></script>`,
    css: baseCss('Arial, sans-serif') + `article{max-width:740px;margin:0 auto;padding:20px}#inter{position:fixed;inset:0;background:rgba(0,0,0,.7);display:flex;align-items:center;justify-content:center}#inter div{background:#fff;width:340px;height:300px;position:relative;text-align:center;padding-top:120px;color:#999}#inter button{position:absolute;top:6px;right:6px}`,
    body: `${nav('KabarSurabaya', ['Berita', 'Ekonomi', 'Olahraga', 'Hiburan', 'Video'], '#d32f2f')}
<article><h1>Harga Cabai Rawit Naik Jelang Nataru, Tembus Rp 90 Ribu per Kg</h1><p class="muted">Sabtu, 28 Nov 2026 06:30 WIB</p>
<p>Harga cabai rawit di Pasar Keputran Surabaya naik tajam menjelang Natal dan Tahun Baru. Pedagang menyebut pasokan dari Kediri berkurang akibat hujan.</p>
${adSlots(3, 'div-gpt-ad-ks')}
<p><b>Baca Juga:</b> <a href="#">Jadwal Pemadaman Listrik PLN Surabaya Pekan Ini</a></p></article>
<div id="inter"><div>IKLAN<button onclick="inter.remove()">✕ Tutup</button></div></div>`,
  }),
  routes: {
    'www.kabarsurabaya.co.id/static/gtag.js': js('window.dataLayer=window.dataLayer||[];'),
    'www.kabarsurabaya.co.id/static/gpt.js': js('window.googletag=window.googletag||{cmd:[]};googletag.cmd.push=function(f){try{f()}catch(e){}};'),
  },
},
{
  id: 'o-cookie-it-consenso-iab',
  label: 'clean',
  kind: 'cookie-wall',
  url: 'https://www.cronache-veneto.it/padova/cronaca/2026/11/28/truffa-sms-falso-corriere-anziani',
  body: doc({
    lang: 'it',
    title: 'Truffa del falso SMS del corriere: decine di segnalazioni a Padova - Cronache Veneto',
    css: baseCss('Georgia, serif') + `article{max-width:720px;margin:0 auto;padding:20px}#iub{position:fixed;left:0;right:0;bottom:0;background:#fff;box-shadow:0 -2px 14px rgba(0,0,0,.2);padding:20px 6%;font:14px Arial}#iub button{padding:9px 18px;margin-right:8px;border:0}`,
    body: `${nav('Cronache Veneto', ['Padova', 'Venezia', 'Verona', 'Vicenza', 'Sport'], '#14365d')}
<article><h1>Truffa del falso SMS del corriere: decine di segnalazioni a Padova</h1><p class="muted">28 novembre 2026</p>
<p>La Polizia Postale segnala un aumento di messaggi che chiedono il pagamento di pochi euro per "sbloccare" una consegna. Il link porta a un sito che imita Poste Italiane e chiede i dati della carta.</p>
<p>"Non cliccate sui link e non inserite mai i dati della carta", spiegano gli agenti. Le segnalazioni si possono fare su commissariatodips.it.</p></article>
<div id="iub"><b>Informativa</b><p>Noi e terze parti selezionate utilizziamo cookie o tecnologie simili per finalità tecniche e, con il tuo consenso, anche per "misurazione" e "targeting e pubblicità" come specificato nella cookie policy. Puoi liberamente prestare, rifiutare o revocare il tuo consenso, in qualsiasi momento.</p><button style="background:#14365d;color:#fff" onclick="iub.remove()">Accetta</button><button onclick="iub.remove()">Rifiuta</button><button style="background:none;text-decoration:underline">Scopri di più e personalizza</button></div>`,
  }),
},
{
  id: 'o-captcha-jp-ticket-queue',
  label: 'clean',
  kind: 'captcha-interstitial',
  url: 'https://queue.kansai-ticket.jp/?c=kansaiticket&e=live2026xmas&t=https%3A%2F%2Fwww.kansai-ticket.jp%2Fevent%2Flive2026xmas',
  body: doc({
    lang: 'ja',
    title: 'ただいまアクセスが集中しています | 関西チケット',
    css: baseCss('Meiryo, sans-serif', '#f7f7f7') + `.w{max-width:520px;margin:60px auto;text-align:center}.bar{height:10px;background:#e0e0e0;border-radius:5px;overflow:hidden}.bar div{height:100%;width:8%;background:#e6007e;transition:width 1s}.cap{border:1px solid #ccc;background:#fff;padding:14px;display:flex;gap:10px;align-items:center;justify-content:center;margin:16px 0}`,
    body: `<div class="w card"><h1 style="font-size:20px">ただいまアクセスが集中しています</h1><p>順番になりましたら自動的に販売ページへ移動します。このページを再読み込みしないでください。</p>
<div class="cap"><input type="checkbox" id="hc" style="width:20px;height:20px"><label for="hc">私はロボットではありません</label></div>
<p>あなたの順番：<b id="pos">2,418</b> 番目　予想待ち時間：<b id="eta">約12分</b></p><div class="bar"><div id="pb"></div></div>
<p class="muted">キューID: <span id="qid"></span></p></div>
<script>
qid.textContent=crypto.randomUUID?crypto.randomUUID():Date.now();
var p=2418;setInterval(function(){p=Math.max(0,p-Math.floor(Math.random()*60));pos.textContent=p.toLocaleString('ja-JP');pb.style.width=(100-p/2418*100)+'%';eta.textContent='約'+Math.ceil(p/200)+'分';},2000);
hc.onchange=function(){fetch('/api/verify',{method:'POST',body:JSON.stringify({q:qid.textContent})}).catch(function(){})};
</script>`,
  }),
  routes: { 'queue.kansai-ticket.jp/api/verify': json({ ok: true }) },
},
{
  id: 'o-captcha-fr-verification-boutique',
  label: 'clean',
  kind: 'captcha-interstitial',
  url: 'https://www.maison-brico-lyon.fr/outillage/perceuses/?page=3',
  body: doc({
    lang: 'fr',
    title: 'Vérification de sécurité – Maison Brico Lyon',
    css: `body{margin:0;font-family:Arial;background:#f2f2f2}.w{max-width:460px;margin:90px auto;background:#fff;border-radius:8px;padding:28px;text-align:center;box-shadow:0 2px 10px rgba(0,0,0,.08)}.sl{height:44px;background:#e8e8e8;border-radius:22px;position:relative;margin:18px 0}.k{position:absolute;left:3px;top:3px;width:38px;height:38px;background:#1e88e5;border-radius:50%;cursor:pointer}`,
    body: `<div class="w"><h1 style="font-size:20px">Un instant…</h1><p>Nous avons détecté une activité inhabituelle depuis votre connexion. Faites glisser le curseur pour continuer vers <b>maison-brico-lyon.fr</b>.</p>
<div class="sl" id="sl"><div class="k" id="k"></div></div><p style="font-size:12px;color:#888">Protection anti-robots · Référence : <span id="ref"></span></p></div>
<script>
ref.textContent=Math.random().toString(36).slice(2,12).toUpperCase();
var drag=false,x0=0;k.onmousedown=function(e){drag=true;x0=e.clientX};
document.onmouseup=function(e){if(!drag)return;drag=false;if(e.clientX-x0>300){document.cookie='bm_chk=1;path=/;max-age=3600';location.reload()}else k.style.left='3px'};
document.onmousemove=function(e){if(drag)k.style.left=Math.min(380,Math.max(3,e.clientX-x0))+'px'};
</script>`,
  }),
},
{
  id: 'o-parked-br-dominio-venda',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://www.lojadecasaeconstrucao.com.br/',
  body: doc({
    lang: 'pt-BR',
    title: 'lojadecasaeconstrucao.com.br – Este domínio pode estar à venda',
    css: `body{margin:0;font-family:Arial;background:#fafafa;color:#333}.w{max-width:760px;margin:40px auto;text-align:center}.l a{display:block;background:#fff;border:1px solid #ddd;margin:8px 0;padding:14px;color:#1a0dab;text-decoration:none;text-align:left}.s{background:#2e7d32;color:#fff;display:inline-block;padding:12px 24px;border-radius:4px;text-decoration:none}`,
    body: `<div class="w"><h1>lojadecasaeconstrucao.com.br</h1><p><a class="s" href="https://registro.br/">Este domínio pode estar à venda – faça uma oferta</a></p>
<h3>Links relacionados</h3><div class="l"><a href="/lander?q=material+de+construcao">Material de Construção</a><a href="/lander?q=pisos+e+revestimentos">Pisos e Revestimentos</a><a href="/lander?q=tintas+para+parede">Tintas para Parede</a><a href="/lander?q=ferramentas">Ferramentas Elétricas</a></div>
<p style="font-size:11px;color:#999">© 2026 lojadecasaeconstrucao.com.br · Política de privacidade</p></div>
<script>window.caf_params={pubId:'dp-parking-br-31',domainRegistrant:'as-drid-2611',adtest:'off',hl:'pt'};</script>`,
  }),
},
{
  id: 'o-parked-pl-domena-na-sprzedaz',
  label: 'clean',
  kind: 'parked-domain',
  url: 'https://sklep-rowerowy-krakow.pl/',
  body: doc({
    lang: 'pl',
    title: 'sklep-rowerowy-krakow.pl – domena na sprzedaż',
    css: `body{margin:0;font-family:Arial;background:linear-gradient(#2c3e50,#1a252f);color:#fff;min-height:100vh}.w{max-width:620px;margin:0 auto;padding-top:100px;text-align:center}.p{font-size:34px;font-weight:800;color:#ffd54f}a.b{background:#ff9800;color:#000;padding:14px 30px;border-radius:30px;text-decoration:none;display:inline-block;margin-top:18px;font-weight:700}`,
    body: `<div class="w"><p>Domena</p><h1>sklep-rowerowy-krakow.pl</h1><p>jest na sprzedaż!</p><div class="p">2 460 zł brutto</div><a class="b" href="https://www.aftermarket.pl/domena/sklep-rowerowy-krakow.pl">Kup teraz na AfterMarket.pl</a>
<p style="font-size:12px;opacity:.7;margin-top:40px">Bezpieczna transakcja przez serwis pośredniczący. Domena zostanie przeniesiona w ciągu 24 godzin.</p></div>`,
  }),
},
];
