import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, jsonRoute, newsArticle, wpBlog } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-news-ph-gcash-cashback-texts',
  label: 'clean',
  kind: 'news-quoting-lures',
  url: 'https://www.rappler.com/technology/gcash-cashback-text-scam-june-2025/',
  body: newsArticle({
    outlet: 'Rappler',
    color: '#f05a22',
    section: 'Technology',
    headline: "'Claim your ₱1,500 cashback': New wave of GCash text scams hits subscribers",
    dek: 'The messages lead to look-alike pages that ask for a mobile number, MPIN and one-time code.',
    byline: 'By Gelo Gonzales',
    date: 'June 19, 2025 4:12 PM',
    paragraphs: [
      'MANILA, Philippines — Subscribers across networks have reported receiving text messages claiming they have an unclaimed GCash "anniversary cashback" that expires the same day.',
      'One message forwarded to Rappler reads:',
      '<blockquote>GCash: Congrats! Your account was selected for P1,500 cashback. Claim before 11:59PM today: gcash.com-securelogin[.]info/m/claim</blockquote>',
      'The link leads to a page that imitates the blue GCash interface. It asks for the user\'s mobile number, then the four-digit MPIN, and finally the six-digit authentication code sent by SMS, which the scammers use to log into the real account from another phone.',
      'In a statement, GCash said it "does not send text messages with links" and reminded users that MPINs and authentication codes should never be entered outside the app. The company said it has asked the registrars and hosting providers to take down more than 300 look-alike domains so far this year.',
      'The Cybercrime Investigation and Coordinating Center (CICC) urged the public to report scam messages to its 1326 hotline. Under the SIM Registration Act, the numbers that send the texts can be traced and blocked, although scammers increasingly use devices called "IMSI catchers" that broadcast messages directly to nearby phones.',
      'Users who think they may have entered their details should immediately call the GCash hotline 2882 and change their MPIN.',
    ],
    related: ['How to tell if a Maya or GCash link is legitimate', 'CICC: Text scams rose 40% in first quarter of 2025'],
  }),
},
{
  id: 'zy-clean-news-id-apk-undangan-whatsapp',
  label: 'clean',
  kind: 'news-quoting-lures',
  url: 'https://inet.detik.com/security/d-7391842/modus-apk-undangan-pernikahan-kuras-rekening-begini-cara-menghindarinya',
  body: newsArticle({
    outlet: 'detikInet',
    color: '#005aab',
    lang: 'id',
    section: 'Security',
    headline: 'Modus APK Undangan Pernikahan Kuras Rekening, Begini Cara Menghindarinya',
    byline: 'Anggoro Suryo - detikInet',
    date: 'Senin, 16 Jun 2025 10:45 WIB',
    paragraphs: [
      'Jakarta - Modus penipuan dengan kedok undangan pernikahan digital kembali memakan korban. Pelaku mengirim pesan WhatsApp berisi file berekstensi .apk berjudul "Undangan Pernikahan Digital" atau tautan ke situs undangan.',
      'Begitu file dipasang, aplikasi meminta izin membaca SMS. Dari situ pelaku bisa mencuri kode OTP dan mengambil alih akun mobile banking korban. Beberapa varian lain menyamar sebagai "Surat Tilang ETLE", "Cek Resi J&T" hingga "Tagihan PLN".',
      'Pakar keamanan siber dari Vaksincom, Alfons Tanujaya, menjelaskan bahwa aplikasi tersebut umumnya mengirim SMS yang dicuri ke bot Telegram milik pelaku. "Undangan pernikahan itu bentuknya gambar atau PDF, tidak mungkin berupa aplikasi. Kalau ada yang mengirim file APK, jangan dibuka," katanya.',
      'Cara menghindarinya: matikan opsi "Instal aplikasi tidak dikenal", jangan memberikan izin SMS dan aksesibilitas kepada aplikasi yang tidak jelas, dan segera hubungi bank jika merasa telah memasang file tersebut.',
      'Otoritas Jasa Keuangan (OJK) juga mengimbau masyarakat melapor melalui Indonesia Anti-Scam Centre di iasc.ojk.go.id.',
    ],
    related: ['Waspada Link Perubahan Tarif BCA dan BRI Palsu', 'OJK Blokir 3.000 Rekening Terkait Scam'],
  }),
},
{
  id: 'zy-clean-cert-lk-ezcash-advisory',
  label: 'clean',
  kind: 'gov-advisory',
  url: 'https://www.cert.gov.lk/advisories/2025/06/fraudulent-reward-messages-mobile-wallets',
  body: doc({
    title: 'Advisory: Fraudulent reward messages targeting mobile wallet users | Sri Lanka CERT',
    lang: 'si',
    css: `body{margin:0;font-family:"Noto Sans Sinhala",Arial;color:#222}.hd{background:#7a1212;color:#fff;padding:14px 26px}.w{max-width:820px;margin:24px auto;padding:0 20px;line-height:1.8}.box{border:1px solid #e5caca;background:#fdf6f6;border-radius:8px;padding:14px}code{background:#eee;padding:1px 5px}`,
    body: `<div class="hd"><b>Sri Lanka CERT</b> · ශ්‍රී ලංකා පරිගණක හදිසි ප්‍රතිචාර සංසදය</div><div class="w"><h1>Advisory SLCERT-2025-031: Fraudulent "reward" messages targeting mobile wallet users</h1><p>Severity: Medium · Published 12 June 2025</p>
<p>Sri Lanka CERT has received multiple reports of SMS and WhatsApp messages claiming that the recipient has won a Sinhala and Tamil New Year reward of Rs. 5,000 in their mobile wallet. The messages link to websites such as <code>ezcash-rewards.lk-dialog[.]net</code> that request the mobile number, NIC number and wallet PIN.</p>
<div class="box"><b>ජනතාවට උපදෙස්:</b> ඔබගේ PIN අංකය හෝ OTP අංකය කිසිවිටෙකත් වෙබ් අඩවියකට ඇතුළත් නොකරන්න. සේවා සපයන්නන් කිසිවිටෙකත් ත්‍යාග ලබා දීමට PIN අංකය ඉල්ලා නොසිටිති.</div>
<ul><li>Do not enter your PIN or OTP on any website reached through a message link.</li><li>Report suspicious messages to Sri Lanka CERT at report@cert.gov.lk or call 011 269 1692.</li><li>If you have disclosed your PIN, contact your service provider immediately to block the wallet.</li></ul></div>`,
  }),
},
{
  id: 'zy-clean-pta-fraud-awareness-urdu',
  label: 'clean',
  kind: 'gov-advisory',
  url: 'https://www.pta.gov.pk/en/media-center/single-media/beware-of-fraudulent-calls-and-messages-190625',
  body: doc({
    title: 'Beware of Fraudulent Calls and Messages | Pakistan Telecommunication Authority',
    lang: 'ur',
    css: `body{margin:0;font-family:Arial,"Noto Nastaliq Urdu";color:#222}.hd{background:#00563f;color:#fff;padding:14px 26px}.w{max-width:860px;margin:24px auto;padding:0 20px;line-height:1.8}.u{direction:rtl;text-align:right;font-size:18px;line-height:2.2;background:#f3f8f5;padding:14px;border-radius:8px}`,
    body: `<div class="hd"><b>Pakistan Telecommunication Authority</b></div><div class="w"><h1>Beware of Fraudulent Calls and Messages</h1><p>Islamabad, 19 June 2025</p>
<p>PTA advises the general public to remain vigilant against fraudulent calls and messages in which callers pose as representatives of banks, JazzCash, Easypaisa, BISP, army officials or courier companies and ask for CNIC details, PINs or one-time passwords.</p>
<p class="u">عوام سے گزارش ہے کہ کسی بھی نامعلوم کال یا پیغام پر اپنا شناختی کارڈ نمبر، پن کوڈ یا او ٹی پی ہرگز شیئر نہ کریں۔ جعلی انعامی اسکیموں اور "اکاؤنٹ بلاک" ہونے کے پیغامات سے ہوشیار رہیں۔</p>
<p>Fraudulent numbers can be reported by sending an SMS to <b>8484</b> or through the PTA complaint portal at complaint.pta.gov.pk. Financial fraud should be reported to the FIA Cyber Crime Wing at 1991.</p></div>`,
  }),
},
{
  id: 'zy-clean-wp-blog-turnstile-comments',
  label: 'clean',
  kind: 'benign-captcha',
  url: 'https://resepnenekmoyang.com/2025/03/resep-soto-ayam-lamongan/',
  body: wpBlog({
    site: 'Resep Nenek Moyang',
    tagline: 'Masakan Nusantara turun-temurun',
    lang: 'id',
    title: 'Resep Soto Ayam Lamongan dengan Koya Gurih',
    date: '8 Maret 2025',
    author: 'Bu Sri',
    accent: '#d35400',
    head: '<script src="https://challenges.cloudflare.com/turnstile/v0/api.js" async defer></script>',
    post: `<p>Soto ayam Lamongan terkenal dengan kuah kuning yang segar dan taburan koya, yaitu bubuk kerupuk udang yang dihaluskan bersama bawang putih goreng.</p>
<h3>Bahan</h3><ul><li>1 ekor ayam kampung, potong 4</li><li>2 liter air</li><li>3 lembar daun jeruk, 2 batang serai</li><li>Soun, kol iris, telur rebus, dan seledri untuk pelengkap</li></ul>
<h3>Bumbu halus</h3><ul><li>8 siung bawang merah, 5 siung bawang putih</li><li>4 butir kemiri sangrai, 3 cm kunyit bakar, 2 cm jahe</li></ul>
<p>Rebus ayam hingga empuk, angkat dan suwir. Tumis bumbu halus hingga harum, masukkan ke kaldu bersama daun jeruk dan serai. Sajikan dengan koya dan sambal.</p>
<div id="comments"><h3>Tinggalkan Balasan</h3><form action="/wp-comments-post.php" method="post" id="commentform"><p><label>Komentar</label><br><textarea name="comment" rows="5" style="width:100%"></textarea></p><p><label>Nama *</label><br><input name="author" required></p><p><label>Email *</label><br><input name="email" type="email" required></p>
<div class="cf-turnstile" data-sitekey="0x4AAAAAAAB3kq9LmX0rT4wZ" data-theme="light" data-language="id"></div><p><input name="submit" type="submit" value="Kirim Komentar"></p><input type="hidden" name="comment_post_ID" value="1184"></form></div>`,
  }),
},
];
