import { type Entry } from '../entry.js';
import { cookieBar, doc } from '../parts/xb-kit.js';

export const entries: Entry[] = [
  {
    id: 'xb-clean-verbraucherzentrale-zoll-sms',
    label: 'clean',
    kind: 'consumer-advice-quoting-phish-de',
    url: 'https://www.verbraucherzentrale.de/wissen/digitale-welt/phishingradar/phishingradar-aktuelle-warnungen-zollgebuehr-paket-tuerkei',
    body: doc({
      title: 'Phishing-Radar: Falsche Zollgebühr-SMS zu Paketen aus der Türkei | Verbraucherzentrale.de',
      lang: 'de',
      css: `body{margin:0;font-family:"Source Sans Pro",Arial,sans-serif;color:#222}.h{background:#004b87;color:#fff;padding:16px 28px;font-weight:700}.a{max-width:760px;margin:24px auto;padding:0 18px;line-height:1.7}
.ex{background:#f5f5f5;border:1px solid #ddd;padding:12px;font-size:14px;margin:10px 0}.t{background:#e7f1fa;border-left:4px solid #004b87;padding:10px 14px}`,
      body: `<div class="h">verbraucherzentrale</div>
<article class="a"><p style="color:#777">Stand: 15.10.2025</p><h1>Phishing-Radar: Falsche Zollgebühr für Pakete aus der Türkei</h1>
<p>Derzeit erhalten viele Verbraucherinnen und Verbraucher – besonders Menschen mit Familie in der Türkei – SMS, in denen angeblich eine Zollgebühr für ein Paket offen ist. Der Link führt auf eine gefälschte DHL-Seite, auf der Kreditkartendaten abgefragt werden.</p>
<div class="ex"><b>Beispiel:</b> „DHL: Ihr Paket aus der Türkei wird beim Zoll zurückgehalten. Bitte zahlen Sie 2,99 EUR: dhl-zoll-paket.de-sendung[.]info"</div>
<div class="ex"><b>Türkische Variante:</b> „PTT: Gönderiniz gümrükte bekliyor. 38,50 TL ödeme yapınız: yurticikargo-gonderi[.]shop"</div>
<p>Nach Eingabe der Kartendaten folgt eine gefälschte „Verified by Visa"-Seite. Wer dort den SMS-Code eingibt, autorisiert in Wahrheit eine Zahlung an die Betrüger.</p>
<div class="t"><b>Unser Rat:</b> Zollgebühren werden bei DHL bar oder per App bei Zustellung gezahlt, nie über einen SMS-Link. Haben Sie Daten eingegeben, lassen Sie Ihre Karte sofort über den Sperr-Notruf 116 116 sperren und erstatten Sie Anzeige.</div></article>
${cookieBar({ lang: 'de', href: '/datenschutz', accent: '#004b87' })}`,
    }),
  },
  {
    id: 'xb-clean-lab-sahte-edevlet-apk-analizi',
    label: 'clean',
    kind: 'malware-analysis-article',
    url: 'https://www.siberguvenlik-lab.com.tr/analiz/sahte-e-devlet-apk-bankaci-trojan',
    body: doc({
      title: 'Sahte e-Devlet APK\'sı ile yayılan bankacılık trojanı: teknik analiz',
      css: `body{margin:0;font-family:"IBM Plex Sans",Arial,sans-serif;color:#1b1f24;background:#fff}.h{background:#111827;color:#e5e7eb;padding:14px 26px}.a{max-width:800px;margin:24px auto;padding:0 18px;line-height:1.7}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;font-size:12.5px;overflow:auto}table{border-collapse:collapse;font-size:13px;width:100%}td,th{border:1px solid #e5e7eb;padding:6px}`,
      body: `<div class="h">Siber Güvenlik Lab · Tehdit İstihbaratı</div>
<article class="a"><h1 style="font-size:26px">Sahte e-Devlet APK'sı ile yayılan bankacılık trojanı: teknik analiz</h1><p style="color:#6b7280">13 Ekim 2025 · Analist: M. Kaya</p>
<p>"e-Devlet Kapısı v4.2.1 — eski sürümler 1 Kasım'da kapanıyor" temalı SMS'lerle yayılan APK, yüklendikten sonra Erişilebilirlik (Accessibility) izni isteyerek banka uygulamalarının üzerine sahte giriş ekranları (overlay) çiziyor ve gelen SMS'leri komuta sunucusuna iletiyor.</p>
<h2>Manifest özeti</h2><pre>package: tr.gov.turkiye.edevlet.kapisi.guncelleme
permissions:
  android.permission.RECEIVE_SMS
  android.permission.BIND_ACCESSIBILITY_SERVICE
  android.permission.SYSTEM_ALERT_WINDOW
targets (overlay): com.ziraat.ziraatmobil, com.garanti.cepsubesi, com.akbank.android.apps.akbank_direkt</pre>
<h2>IOC</h2><table><tr><th>Tür</th><th>Değer</th></tr><tr><td>Dağıtım</td><td>edevlet-mobil-indir[.]com/android/</td></tr><tr><td>C2</td><td>panel-edk[.]top/gate.php</td></tr><tr><td>SHA-256</td><td>4c1f0e9a7b2d6c3e8f5a1b0d9c7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e</td></tr></table>
<p>Resmî e-Devlet uygulaması yalnızca Google Play, App Store ve AppGallery üzerinden dağıtılmaktadır. Kurumlar için önerimiz, MDM ile bilinmeyen kaynaklardan kurulumun engellenmesidir.</p></article>`,
    }),
  },
];
