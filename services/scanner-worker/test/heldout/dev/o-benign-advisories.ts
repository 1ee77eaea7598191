import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, cookieBar, footer, nav, baseCss, pngR, js, json } from '../parts/o-kit.js';

// CERT, police and bank security advisories: they quote the phishing texts, name fake domains (defanged) and
// show screenshots of kits, which is why they land in the queue.

export const entries: Entry[] = [
{
  id: 'o-adv-jp-antiphishing-etc',
  label: 'clean',
  kind: 'cert-advisory',
  url: 'https://www.antiphishing.jp/news/alert/etc_20261120.html',
  body: doc({
    lang: 'ja',
    title: 'ETC利用照会サービスをかたるフィッシング (2026/11/20) | フィッシング対策協議会',
    css: baseCss('Meiryo, sans-serif') + `article{max-width:780px;margin:0 auto;padding:20px}.mail{border:1px solid #999;background:#fafafa;padding:14px;font-size:14px;white-space:pre-wrap}.shot{width:100%;height:220px;background:#e6e6e6;display:flex;align-items:center;justify-content:center;color:#777;margin:10px 0}`,
    body: `${nav('フィッシング対策協議会 Council of Anti-Phishing Japan', ['ニュース', '緊急情報', '報告する', '会員'], '#1b4f8a')}
<article><h1 style="font-size:22px">ETC利用照会サービスをかたるフィッシング (2026/11/20)</h1>
<p>1. ETC利用照会サービスをかたるフィッシングの報告を受けています。</p>
<p>2. 2026/11/20 15:00 時点で、フィッシングサイトは稼働中であり、JPCERT/CC にサイト閉鎖のための調査を依頼中です。類似のフィッシングサイトが公開される可能性がありますので引き続きご注意ください。</p>
<p>3. メールの件名</p><div class="mail">【重要】ETCサービスは無効になりました
【ETC利用照会サービス】未払い料金のお知らせ</div>
<p>4. メールの文面</p><div class="mail">いつもETCをご利用いただきありがとうございます。
お客様のETCサービスは無効になりました。引き続きご利用いただくには、以下のリンクから詳細をご確認ください。
登録の有効期限が切れると、ETCカードがご利用いただけなくなります。
▼詳細はこちら
https://etc-meisai.jp-service[.]top/etc/R?funccode=1013000000</div>
<div class="shot">[フィッシングサイトの画面]</div>
<p>5. このようなフィッシングサイトにて、ログインID、パスワード、クレジットカード情報等を絶対に入力しないように注意してください。</p></article>
${footer([['', ['サイトマップ', 'プライバシーポリシー', 'お問い合わせ']]], 'Copyright © Council of Anti-Phishing Japan. All Rights Reserved.')}`,
  }),
},
{
  id: 'o-adv-es-policia-smishing-dgt',
  label: 'clean',
  kind: 'police-advisory',
  url: 'https://www.policia.es/_es/comunicacion_prensa_detalle.php?ID=17204',
  body: doc({
    lang: 'es',
    title: 'La Policía Nacional alerta de SMS fraudulentos que suplantan a la DGT - Policía Nacional',
    css: baseCss('Arial, sans-serif') + `article{max-width:760px;margin:0 auto;padding:20px}.sms{max-width:320px;background:#e9e9eb;border-radius:16px;padding:12px;font-size:14px;margin:12px 0}`,
    body: `${nav('POLICÍA NACIONAL', ['Inicio', 'Prensa', 'Colabora', 'Denuncias', 'Trámites'], '#002c5f')}
<article><p class="muted">Madrid, 21/11/2026</p><h1>La Policía Nacional alerta de una oleada de SMS fraudulentos que suplantan a la DGT</h1>
<p>Los agentes advierten de mensajes que informan de una supuesta multa pendiente con un descuento del 50% si se paga en pocos días. El enlace dirige a una web que imita la Sede Electrónica y solicita los datos de la tarjeta bancaria.</p>
<div class="sms">DGT: Tiene una multa pendiente de pago (expediente DGT-49281). Abone 50,00 EUR antes de 3 dias para evitar recargos: sede-dgt-gob[.]es-multas[.]live</div>
<h2>Consejos</h2><ul><li>La DGT no envía notificaciones de multas por SMS.</li><li>Compruebe siempre sus multas en sede.dgt.gob.es o en la app miDGT.</li><li>Si ha facilitado sus datos, contacte con su banco y presente denuncia.</li></ul>
<p>Puede informar de estos fraudes en <b>fraudeinternet@policia.es</b>.</p></article>
${footer([['Policía Nacional', ['Aviso legal', 'Accesibilidad', 'Contacto']]], '© Policía Nacional 2026 · Ministerio del Interior', '#002c5f', '#fff')}
${cookieBar('es')}`,
  }),
},
{
  id: 'o-bank-br-itau-golpes',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.itau.com.br/seguranca/golpes',
  body: doc({
    lang: 'pt-BR',
    title: 'Golpes mais comuns e como se proteger | Itaú',
    css: baseCss('"Itau Display", Arial, sans-serif') + `.g{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:16px}.g div{border-radius:10px;background:#fff4e6;padding:16px}`,
    body: `${nav('Itaú', ['Para você', 'Empresas', 'Segurança', 'Ajuda'], '#ec7000')}
<main><h1>Golpes mais comuns e como se proteger</h1>
<div class="g"><div><b>Falsa central de atendimento</b><p>O Itaú nunca liga pedindo senha, token ou para fazer transferências "de teste".</p></div><div><b>Boleto falso</b><p>Confira o beneficiário antes de pagar. Desconfie de boletos recebidos por e-mail.</p></div><div><b>Link falso por SMS</b><p>Não clique em links de "atualização cadastral" ou "pontos expirando".</p></div><div><b>Golpe do Pix agendado</b><p>Verifique o comprovante no app antes de entregar um produto.</p></div><div><b>Intimação falsa</b><p>E-mails que se passam por tribunais e pedem para baixar "visualizadores" instalam vírus.</p></div></div>
<p>Recebeu algo suspeito? Encaminhe para <b>phishing@itau-unibanco.com.br</b>.</p></main>
${footer([['Itaú', ['Sobre', 'Canais de atendimento', 'Ouvidoria 0800 570 0011']]], 'Itaú Unibanco S.A. CNPJ 60.701.190/0001-04')}
${cookieBar('pt')}`,
  }),
},
{
  id: 'o-bank-mx-bbva-seguridad',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.bbva.mx/personas/servicios-digitales/seguridad.html',
  body: doc({
    lang: 'es-MX',
    title: 'Seguridad | BBVA México',
    css: baseCss('Arial, sans-serif') + `.tip{display:flex;gap:14px;border-bottom:1px solid #eee;padding:14px 0}.n{background:#1973b8;color:#fff;width:34px;height:34px;border-radius:50%;display:flex;align-items:center;justify-content:center;flex-shrink:0}`,
    body: `${nav('BBVA', ['Personas', 'Empresas', 'Ayuda', 'Acceso a BBVA net'], '#072146')}
<main><h1>Tu seguridad es primero</h1><p>BBVA México nunca te pedirá por teléfono, SMS o correo tus contraseñas, NIP, token o los 16 dígitos de tu tarjeta.</p>
<div class="tip"><div class="n">1</div><div><b>Cargos no reconocidos</b><p>Si recibes un mensaje sobre un cargo que no reconoces, no uses el enlace. Revisa tus movimientos en la app BBVA México.</p></div></div>
<div class="tip"><div class="n">2</div><div><b>Token móvil</b><p>Nunca compartas el código de tu Token móvil. Nadie de BBVA lo necesita para cancelar un cargo.</p></div></div>
<div class="tip"><div class="n">3</div><div><b>Línea BBVA</b><p>Llámanos al 55 5226 2663 desde cualquier parte del país.</p></div></div></main>
${footer([['BBVA', ['Aviso de privacidad', 'UNE', 'Buró de Entidades Financieras']]], 'BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México.', '#072146', '#fff')}`,
  }),
},
{
  id: 'o-bank-ng-gtbank-fraud-alert',
  label: 'clean',
  kind: 'bank-security-notice',
  url: 'https://www.gtbank.com/fraud-alert',
  body: doc({
    lang: 'en-NG',
    title: 'Fraud Alert | GTBank',
    css: baseCss('Arial, sans-serif') + `.a{background:#fff3ea;border-left:4px solid #dd4f05;padding:12px;margin:10px 0}`,
    body: `${nav('GTBank', ['Personal', 'Business', 'Corporate', 'Help'], '#dd4f05')}
<main><h1>Fraud Alert</h1><p>Fraudsters are sending messages claiming your account will be placed on Post No Debit if you do not "revalidate" your BVN and NIN.</p>
<div class="a"><b>GTBank will never ask for:</b> your Internet Banking password, token code, card PIN or full card number via phone, SMS, email or any website.</div>
<p>Your BVN/NIN linkage can only be done in the GTWorld app, at any GTBank branch, or via *737*6*1#.</p>
<p>If you have disclosed your details, dial <b>*737*51*74#</b> to block your account immediately or call GTConnect on 0700 482 666 328.</p></main>
${footer([['GTBank', ['About', 'Careers', 'Contact']]], 'Guaranty Trust Bank Ltd. Licensed by the Central Bank of Nigeria. Deposits are insured by NDIC.', '#333', '#eee')}`,
  }),
},
];
