import { type Entry } from '../entry.js';
import { site } from '../parts/yz-kit.js';

export const entries: Entry[] = [
{
  id: 'yz-clean-otp-biztonsag-figyelmeztetes',
  label: 'clean',
  kind: 'bank-security-page',
  url: 'https://www.otpbank.hu/portal/hu/Biztonsag/Figyelmeztetesek/2025-10-csalo-sms',
  body: site({
    lang: 'hu',
    title: 'Biztonsági figyelmeztetés – csaló SMS-ek és hívások | OTP Bank',
    brand: 'OTP Bank',
    color: '#52ae30',
    nav: ['Lakossági', 'Vállalati', 'Biztonság', 'Kapcsolat'],
    main: `<h1>Figyelem: csaló SMS-ek és telefonhívások</h1>
<p>Ismét OTP Bank nevében küldött hamis SMS-eket észleltünk. Az üzenetek egy hamis OTPdirekt belépési oldalra mutatnak, ahol a csalók a felhasználói azonosítót, a jelszót és az SMS-kódot kérik:</p>
<pre>OTP Bank: Biztonsagi frissites miatt azonositsa magat 24 oran belul: hxxps://otpdirekt-hu[.]belepes-ellenorzes[.]com</pre>
<p>A telefonos csalók gyakran a bank „biztonsági osztályának” munkatársaként mutatkoznak be, és arra kérik ügyfeleinket, hogy utalják át pénzüket egy „biztonságos számlára”, vagy telepítsenek távsegítő alkalmazást (AnyDesk).</p>
<p><b>Az OTP Bank soha nem kér ilyet.</b> Gyanús esetben hívja a +36 1/20/30/70 3 666 666 számot.</p>`,
    footer: 'OTP Bank Nyrt. · 1051 Budapest, Nádor utca 16.',
  }),
},
];
