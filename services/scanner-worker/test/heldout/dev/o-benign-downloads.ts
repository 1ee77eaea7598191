import type { Entry } from '../entry.js';
import { htmlRoute, redirectRoute } from '../entry.js';
import { doc, gtag, matomo, cookieBar, footer, nav, baseCss, pngR, js, json } from '../parts/o-kit.js';
import { zip, pe, cfb, fileRoute } from '../parts/e-bin.js';

// Local software companies' and institutions' download pages (banking security modules, e-signature drivers,
// accounting software, national ID card utilities).

export const entries: Entry[] = [
{
  id: 'o-dl-br-bb-modulo-seguranca',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.bb.com.br/site/seguranca/modulo-de-seguranca/',
  body: doc({
    lang: 'pt-BR',
    title: 'Módulo de Segurança | Banco do Brasil',
    css: baseCss('Arial, sans-serif') + `.btn{background:#465eff;display:inline-block;text-decoration:none}.y{background:#fcfc30;padding:12px}`,
    body: `${nav('Banco do Brasil', ['Para você', 'Empresas', 'Segurança', 'Atendimento'], '#465eff')}
<main><h1>Módulo de Segurança</h1><p>O Módulo de Segurança protege suas transações no Autoatendimento BB pelo computador. A instalação é necessária para acessar a conta pelo navegador no Windows.</p>
<p><a class="btn" href="/site/seguranca/modulo-de-seguranca/download/warsaw_setup_64.exe">Baixar para Windows (64 bits)</a> <span class="muted">Versão 2.24.1 · 7,9 MB · assinado digitalmente por Topaz OFD</span></p>
<h2>Como instalar</h2><ol><li>Execute o arquivo baixado.</li><li>Siga as instruções e reinicie o navegador.</li><li>Acesse novamente bb.com.br.</li></ol>
<div class="y">O BB não envia o Módulo de Segurança por e-mail ou WhatsApp. Baixe somente em bb.com.br.</div></main>
${footer([['BB', ['Central de Atendimento 4004 0001', 'SAC 0800 729 0722', 'Ouvidoria']]], 'Banco do Brasil S.A.')}
${cookieBar('pt')}`,
  }),
  routes: {
    'www.bb.com.br/site/seguranca/modulo-de-seguranca/download/warsaw_setup_64.exe': fileRoute(pe({ strings: ['Warsaw', 'Topaz OFD', 'Banco do Brasil Modulo de Seguranca', 'Setup'], size: 8192 }), 'application/octet-stream', 'warsaw_setup_64.exe'),
  },
},
{
  id: 'o-dl-tr-eimza-surucu',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.e-guven.com/destek/surucu-ve-yazilim-indir/',
  body: doc({
    lang: 'tr',
    title: 'Sürücü ve Yazılım İndir | E-Güven',
    css: baseCss('Arial, sans-serif') + `table{width:100%;border-collapse:collapse;font-size:14px}td,th{border:1px solid #ddd;padding:8px;text-align:left}`,
    body: `${nav('E-Güven', ['Ürünler', 'Başvuru', 'Destek', 'İletişim'], '#0d47a1')}
<main><h1>Sürücü ve Yazılım İndir</h1><p>Elektronik imza kartınızı kullanabilmek için işletim sisteminize uygun kart okuyucu sürücüsünü ve imzalama uygulamasını indiriniz.</p>
<table><tr><th>Yazılım</th><th>Sürüm</th><th>İşletim Sistemi</th><th></th></tr>
<tr><td>Akis Kart Sürücüsü</td><td>2.6.4</td><td>Windows 10/11 (64 bit)</td><td><a href="/destek/dosyalar/AkisKartSurucu_2.6.4_x64.zip">İndir</a></td></tr>
<tr><td>E-Güven İmzager</td><td>5.8.1</td><td>Windows</td><td><a href="/destek/dosyalar/Imzager_5.8.1.msi">İndir</a></td></tr>
<tr><td>Java 8 (gerekli)</td><td>8u431</td><td>Windows</td><td><a href="https://www.java.com/tr/download/">java.com</a></td></tr></table>
<p class="muted">Kurulum sorunları için 0850 222 0 482 numaralı destek hattını arayabilirsiniz.</p></main>
${footer([['E-Güven', ['Hakkımızda', 'KVKK', 'Sertifika Politikaları']]], '© 2026 E-Güven Elektronik Bilgi Güvenliği A.Ş.')}`,
  }),
  routes: {
    'www.e-guven.com/destek/dosyalar/AkisKartSurucu_2.6.4_x64.zip': fileRoute(zip([{ name: 'AkisKartSurucu_x64/setup.exe', data: pe({ strings: ['AKiS Kart Surucusu', 'TUBITAK BILGEM'] }) }, { name: 'AkisKartSurucu_x64/BENIOKU.txt', data: 'Kurulum icin setup.exe dosyasini calistiriniz.' }]), 'application/zip', 'AkisKartSurucu_2.6.4_x64.zip'),
    'www.e-guven.com/destek/dosyalar/Imzager_5.8.1.msi': fileRoute(cfb(['Windows Installer', 'E-Guven Imzager', 'ProductVersion', '5.8.1']), 'application/x-msi', 'Imzager_5.8.1.msi'),
  },
},
{
  id: 'o-dl-jp-jpki-riyosha-soft',
  label: 'clean',
  kind: 'software-download',
  url: 'https://www.jpki.go.jp/download/win.html',
  body: doc({
    lang: 'ja',
    title: '利用者クライアントソフト ダウンロード（Windows版）| 公的個人認証サービス ポータルサイト',
    css: baseCss('Meiryo, sans-serif') + `.dl{border:1px solid #ccc;padding:16px;margin:12px 0}.btn{background:#00608d;display:inline-block;text-decoration:none}`,
    body: `${nav('公的個人認証サービス ポータルサイト', ['利用者の方', '事業者の方', 'ダウンロード', 'よくある質問'], '#00608d')}
<main><h1 style="font-size:22px">利用者クライアントソフト（Windows版）</h1><p>マイナンバーカードの電子証明書を利用して、e-Taxなどの電子申請を行うために必要なソフトウェアです。</p>
<div class="dl"><b>JPKI利用者ソフト Ver3.7</b><p>対応OS：Windows 10 / 11　ファイルサイズ：約40MB</p><a class="btn" href="/download/files/JPKIAPInstaller.msi">ダウンロード</a></div>
<p class="muted">※ 公的個人認証サービスがメールでソフトウェアを送付することはありません。</p></main>
${footer([['', ['サイトポリシー', 'プライバシーポリシー', 'お問い合わせ']]], '地方公共団体情報システム機構')}`,
  }),
  routes: {
    'www.jpki.go.jp/download/files/JPKIAPInstaller.msi': fileRoute(cfb(['Windows Installer', 'JPKI利用者ソフト', 'J-LIS', 'ProductVersion', '3.7.0']), 'application/x-msi', 'JPKIAPInstaller.msi'),
  },
},
];
