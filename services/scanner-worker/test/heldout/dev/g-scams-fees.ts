import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { jsonRoute, jsRoute, pngRoute } from '../parts/e-bin.js';
import { baseCss, cookieBar, dataLayer, doc, footer, metrikaStub, pixelStub } from '../parts/g-kit.js';
export const entries: Entry[] = [
  // Indonesian: "your withdrawal is frozen, pay the unlock fee" after a fake earning platform
  {
    id: 'g-scam-id-pencairan-dana-biaya-unlock',
    label: 'scam',
    kind: 'advance-fee',
    url: 'https://member.saldo-nusantara88.com/penarikan/status?uid=772190',
    body: doc({
      lang: 'id',
      title: 'Status Penarikan Dana - Nusantara Reward Center',
      css: `${baseCss} body{background:#f1f4f9}.card{max-width:520px;margin:30px auto;background:#fff;border-radius:14px;box-shadow:0 4px 18px rgba(0,0,0,.08);padding:22px}.amt{font-size:34px;font-weight:800;color:#0a7d3b}.warn{background:#fff4e5;border-left:4px solid #f59e0b;padding:10px 12px;font-size:14px}.steps li{margin:6px 0}.bank{background:#f8fafc;border:1px dashed #94a3b8;padding:12px;border-radius:8px;font-family:monospace}.btn-g{background:#16a34a;color:#fff;width:100%;padding:14px;font-size:17px;border-radius:10px;border:0}.badge{background:#dc2626;color:#fff;border-radius:20px;padding:2px 10px;font-size:12px}`,
      head: pixelStub('381920044712003'),
      body: `<header class="top" style="background:#0f3d91;color:#fff"><div class="wrap"><b>NUSANTARA REWARD CENTER</b><span>ID Member: 772190 &middot; VIP 3</span></div></header>
<div class="card">
<p>Halo <b>Bapak/Ibu Member</b>, penarikan Anda sedang diproses.</p>
<div>Total saldo yang dapat dicairkan</div>
<div class="amt">Rp 48.750.000</div>
<p>Status: <span class="badge">DIBEKUKAN SEMENTARA</span></p>
<div class="warn">Sistem mendeteksi bahwa akun Anda belum menyelesaikan <b>verifikasi pajak penarikan (PPh 10%)</b>. Sesuai peraturan OJK &amp; Bank Indonesia, dana tidak dapat ditransfer sebelum biaya verifikasi dibayar. Biaya akan <u>dikembalikan 100%</u> bersama saldo Anda dalam 15 menit.</div>
<h3>Langkah pencairan</h3>
<ol class="steps"><li>Transfer biaya verifikasi <b>Rp 4.875.000</b> ke rekening resmi di bawah</li><li>Upload bukti transfer melalui tombol konfirmasi</li><li>Dana Rp 48.750.000 + biaya dikembalikan otomatis ke rekening Anda</li></ol>
<div class="bank">Bank: BRI<br>No. Rekening: 0387-01-044129-50-2<br>Atas Nama: CV SINAR ABADI MAKMUR<br>Berita: WD772190</div>
<p style="font-size:13px;color:#b91c1c">Batas waktu: <b id="cd">29:59</b>. Jika tidak dibayar, saldo akan hangus dan akun dinonaktifkan sesuai S&amp;K poin 7.3.</p>
<form action="/penarikan/konfirmasi" method="post" enctype="multipart/form-data">
<label>Nama pengirim<br><input name="nama" required style="width:100%;padding:10px"></label><br><br>
<label>Bukti transfer<br><input type="file" name="bukti" accept="image/*"></label><br><br>
<button class="btn-g">KONFIRMASI PEMBAYARAN</button></form>
<p style="font-size:12px;color:#64748b;margin-top:16px">Butuh bantuan? Hubungi CS resmi via WhatsApp +62 812-9930-4471 (24 jam). Jangan percaya pihak lain yang mengatasnamakan Nusantara Reward.</p>
</div>
<script>var s=1799;setInterval(function(){s--;if(s<0)s=0;document.getElementById('cd').textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0')},1000)</script>
<footer><div class="wrap">&copy; 2025 Nusantara Reward Center. Terdaftar dan diawasi. Semua hak dilindungi.</div></footer>`,
    }),
  },
  // Spanish "préstamo sin buró" with advance deposit
  {
    id: 'g-scam-mx-prestamo-sin-buro-deposito-garantia',
    label: 'scam',
    kind: 'loan-fee',
    url: 'https://prestamos-rapidos-mx.creditofacil-online.com/solicitud/aprobada',
    body: doc({
      lang: 'es-MX',
      title: 'Crédito Fácil Online | Préstamo aprobado sin Buró',
      css: `${baseCss} body{background:#f5f7fb}.c{max-width:560px;margin:26px auto;background:#fff;border-radius:10px;padding:22px;box-shadow:0 2px 10px rgba(0,0,0,.06)}.ok{color:#15803d;font-size:22px;font-weight:700}.dep{background:#eff6ff;border:1px solid #bfdbfe;border-radius:8px;padding:12px}.b{background:#1d4ed8;color:#fff}`,
      head: dataLayer('G-CF2025MX'),
      body: `<header class="top"><div class="wrap"><b style="color:#1d4ed8">Crédito<span style="color:#16a34a">Fácil</span> Online</b><nav><a href="#">Inicio</a><a href="#">Requisitos</a><a href="#">Preguntas</a></nav></div></header>
<div class="c"><p class="ok">✔ ¡Felicidades! Tu préstamo fue aprobado</p>
<p>Monto: <b>$45,000 MXN</b> &middot; Plazo: 24 meses &middot; Tasa: 1.5% mensual &middot; Sin revisar Buró de Crédito</p>
<div class="dep"><b>Depósito de garantía (reembolsable)</b><p>Para liberar tu préstamo, la Condusef exige un depósito de garantía de <b>$1,850 MXN</b> que se te devolverá junto con el primer depósito. Realiza el pago en OXXO o por transferencia SPEI:</p><p>CLABE: <b>0121 8000 4471 2290 35</b><br>Banco: BBVA<br>Beneficiario: Luis Alberto Méndez R.<br>Concepto: GARANTIA-59021</p></div>
<p>Una vez realizado el pago envía tu comprobante por WhatsApp al <b>55 4128 9930</b> y un asesor liberará tu dinero en menos de 1 hora.</p>
<a class="btn b" href="https://wa.me/5215541289930?text=Ya%20pague%20la%20garantia">Enviar comprobante por WhatsApp</a>
<p style="font-size:12px;color:#666;margin-top:18px">Crédito Fácil Online opera con registro ante CONDUSEF. CAT promedio 18.9% sin IVA. Información con fines informativos.</p></div>
${footer({ Empresa: ['Nosotros', 'Aviso de privacidad', 'Términos'], Ayuda: ['Contacto', 'Sucursales'] }, '© 2025 Crédito Fácil Online S.A. de C.V. SOFOM E.N.R.')}`,
    }),
  },
  // Brazilian government "valores a receber" fee via PIX
  {
    id: 'g-scam-br-valores-a-receber-taxa-pix',
    label: 'scam',
    kind: 'gov-benefit',
    url: 'https://consulta-valores-receber.gov-br.site/resultado?cpf=***',
    body: doc({
      lang: 'pt-BR',
      title: 'Sistema de Valores a Receber - Consulta',
      css: `body{margin:0;font-family:Rawline,Arial,sans-serif;background:#f8f8f8;color:#333}.gov{background:#071d41;color:#fff;padding:8px 20px;font-size:13px}.hd{background:#fff;padding:14px 20px;border-bottom:1px solid #ddd;font-size:20px;color:#1351b4;font-weight:bold}.c{max-width:640px;margin:20px auto;background:#fff;padding:22px;border-radius:4px}.v{font-size:30px;color:#168821;font-weight:bold}.pix{background:#f3f3f3;padding:12px;font-family:monospace;word-break:break-all}.bt{background:#1351b4;color:#fff;border:0;padding:12px 24px;border-radius:20px;font-weight:bold}`,
      body: `<div class="gov">gov.br &nbsp; | &nbsp; Órgãos do Governo &nbsp; Acesso à Informação &nbsp; Legislação</div>
<div class="hd">Valores a Receber — Banco Central</div>
<div class="c"><p>Prezado(a) cidadão(ã), foram localizados valores esquecidos em instituições financeiras vinculados ao seu CPF.</p>
<p>Valor disponível para resgate:</p><p class="v">R$ 2.847,63</p>
<p>Instituição: Caixa Econômica Federal (conta encerrada) &middot; Origem: tarifas cobradas indevidamente</p>
<h3>Taxa de liberação</h3>
<p>Para concluir o resgate é necessário o pagamento da <b>Taxa de Processamento e IOF (R$ 47,90)</b>, conforme Resolução BCB nº 98. O valor será creditado em sua conta em até 30 minutos após a confirmação.</p>
<p>Copie o código PIX Copia e Cola:</p>
<div class="pix" id="px">00020126580014BR.GOV.BCB.PIX0136d9a41c5e-7b02-4f11-9a8e-2c6e35b10f7c520400005303986540547.905802BR5920RESGATE VALORES LTDA6009SAO PAULO62070503***6304A1F3</div>
<p><button class="bt" onclick="navigator.clipboard.writeText(document.getElementById('px').textContent);this.textContent='Código copiado!'">Copiar código PIX</button></p>
<p style="font-size:12px;color:#888">Prazo para resgate: <b>hoje, até 23:59</b>. Após este prazo, os valores retornam ao Tesouro Nacional.</p></div>
<p style="text-align:center;font-size:12px;color:#999">Ministério da Economia &middot; Banco Central do Brasil &middot; Todos os direitos reservados</p>`,
    }),
  },
  // Russian: fake "state compensation" payout with commission
  {
    id: 'g-scam-ru-kompensaciya-vyplata-komissiya',
    label: 'scam',
    kind: 'gov-benefit',
    url: 'https://fond-kompensaciy-rf.online/vyplata/',
    body: doc({
      lang: 'ru',
      title: 'Государственный фонд компенсаций — проверка выплат',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#eef1f5;color:#222}.top{background:#0d4cd3;color:#fff;padding:12px 24px;display:flex;justify-content:space-between}.c{max-width:700px;margin:24px auto;background:#fff;padding:24px;border-radius:6px}.ln{display:flex;justify-content:space-between;border-bottom:1px dashed #ccc;padding:6px 0}.s{color:#0a8f3a;font-weight:bold}.b{background:#ee3f58;color:#fff;border:0;padding:14px;width:100%;font-size:17px;border-radius:6px}.log{background:#111;color:#4ade80;font-family:monospace;font-size:12px;padding:10px;height:120px;overflow:hidden}`,
      head: metrikaStub(97311842),
      body: `<div class="top"><b>ГОСФОНД КОМПЕНСАЦИЙ</b><span>Горячая линия 8-800-301-77-14</span></div>
<div class="c"><h2>Проверка положенных вам выплат</h2>
<p>Согласно постановлению № 1127-ПФ каждый гражданин РФ, пользовавшийся услугами сотовой связи и интернета в 2019–2024 гг., имеет право на компенсацию за утечку персональных данных.</p>
<div class="log" id="log"></div>
<div id="res" style="display:none"><div class="ln"><span>Компенсация за утечку данных</span><span class="s">64 350 ₽</span></div><div class="ln"><span>Перерасчёт НДФЛ</span><span class="s">12 700 ₽</span></div><div class="ln"><span><b>Итого к выплате</b></span><span class="s">77 050 ₽</span></div>
<p>Для перевода средств на вашу карту необходимо оплатить <b>комиссию за межбанковский перевод — 399 ₽</b> и <b>госпошлину за оформление — 1 250 ₽</b>.</p>
<form action="/vyplata/oplata.php" method="post"><input name="fio" placeholder="ФИО" required style="width:100%;padding:10px;margin:4px 0"><input name="card" placeholder="Номер карты для зачисления" required style="width:100%;padding:10px;margin:4px 0"><button class="b">Оплатить 1 649 ₽ и получить 77 050 ₽</button></form>
<p style="font-size:11px;color:#888">Средства поступят в течение 15 минут. Если не оплатить в течение 24 часов, выплата аннулируется.</p></div></div>
<script>var L=['Подключение к базе ФНС...','Проверка СНИЛС...','Запрос в Пенсионный фонд...','Найдены неполученные выплаты: 2','Расчёт суммы...','Готово.'],i=0,el=document.getElementById('log');var t=setInterval(function(){el.innerHTML+=L[i]+'<br>';i++;if(i>=L.length){clearInterval(t);document.getElementById('res').style.display='block'}},700)</script>`,
    }),
  },
];

