import { type Entry } from '../entry.js';
import { RAVEN_CSS, STEAM_CSS, doc, esc, ravenFooter, ravenLogo, steamMark } from '../parts/yc-kit.js';

export const entries: Entry[] = [
{
  id: 'yc-minecraft-snapshot-patch-commands',
  label: 'clean',
  kind: 'patch-notes',
  url: 'https://www.minecraft.net/en-us/article/minecraft-snapshot-25w27a',
  body: doc({
    title: 'Minecraft Snapshot 25w27a | Minecraft',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans",Arial,sans-serif;color:#1d1d1d;background:#fff}
header{background:#1d1d1d;color:#fff;padding:14px 40px;display:flex;gap:30px;align-items:center}header b{font-family:"Minecraft Ten",Impact,sans-serif;font-size:22px;letter-spacing:1px}
header a{color:#ccc;text-decoration:none;font-size:14px}article{max-width:800px;margin:30px auto;padding:0 20px;line-height:1.65}
h1{font-size:36px}h2{border-bottom:2px solid #eee;padding-bottom:6px;margin-top:34px}code{background:#f3f3f3;padding:1px 5px;border-radius:3px;font-size:14px}
pre{background:#2d2d2d;color:#f1f1f1;padding:14px;border-radius:4px;overflow:auto;font-size:13px}`,
    body: `<header><b>MINECRAFT</b><a href="/en-us/games">Games</a><a href="/en-us/marketplace">Marketplace</a><a href="/en-us/articles">News</a><a href="https://help.minecraft.net/">Help</a></header>
<article><p style="color:#666">Java Edition · Snapshot · June 2025</p><h1>Minecraft Snapshot 25w27a</h1>
<p>This week's snapshot brings changes to commands and data packs, improvements to the new dried ghast, and a handful of bug fixes. Snapshots are available for Minecraft: Java Edition. To install the Snapshot, open up the Minecraft Launcher and enable snapshots in the "Installations" tab.</p>
<p><b>Snapshots can corrupt your world, so please back up and/or run them in a different folder from your main worlds.</b></p>
<h2>Technical Changes</h2><h3>Commands</h3><p>The <code>/give</code> command now accepts item components inline, for example:</p>
<pre>/give @p minecraft:diamond_sword[minecraft:enchantments={levels:{"minecraft:sharpness":5}},minecraft:custom_name='"Excalibur"'] 1</pre>
<p>The <code>/execute</code> command gained a new <code>if stopwatch</code> sub-command:</p>
<pre>/stopwatch create race:lap
/execute if stopwatch race:lap 30.. run say Too slow!
/stopwatch query race:lap 20</pre>
<p>The <code>/summon</code> command can now target the dried ghast's hydration state:</p>
<pre>/summon minecraft:dried_ghast ~ ~1 ~ {hydration:3}</pre>
<h3>Data Packs</h3><p>The data pack version is now <code>81</code>. Added a new <code>stopwatch</code> predicate and the <code>minecraft:item_model</code> component now supports <code>select</code> with a <code>component</code> property.</p>
<h2>Fixed bugs in 25w27a</h2><ul><li>MC-279012 — Happy ghasts do not drift in flowing water</li><li>MC-280144 — <code>/tp</code> with relative rotation ignored <code>facing entity</code></li><li>MC-280771 — Copper golems sometimes walk into lava when sorting chests</li></ul>
<h2>Get the Snapshot</h2><p>Snapshots are available for Minecraft: Java Edition. Report bugs at <a href="https://bugs.mojang.com/">bugs.mojang.com</a> and leave feedback at <a href="https://feedback.minecraft.net/">feedback.minecraft.net</a>.</p></article>`,
  }),
},
{
  id: 'yc-reddit-psa-vote-team-steam-scam',
  label: 'clean',
  kind: 'forum-warning',
  url: 'https://old.reddit.com/r/GlobalOffensive/comments/1dq8zk2/psa_the_vote_for_my_team_steam_scam_is_back/',
  body: doc({
    title: 'PSA: the "vote for my team" Steam scam is back, now with a fake pop-up window that looks exactly like Steam : r/GlobalOffensive',
    css: `body{margin:0;font-family:verdana,arial,helvetica,sans-serif;font-size:13px;background:#fff;color:#222}
#header{background:#cee3f8;border-bottom:1px solid #5f99cf;padding:6px 10px}#header b{font-size:16px}
.content{margin:10px 310px 10px 10px}.side{position:absolute;right:10px;top:50px;width:290px;font-size:12px;background:#f5f5f5;border:1px solid #ddd;padding:10px}
.title{font-size:16px;color:#0000ff}.tagline{color:#888;font-size:10px}.md{max-width:60em;line-height:1.5}.md code{background:#f6f6f6;border:1px solid #e6e6e6;padding:0 3px}
.comment{margin:10px 0 0 20px;border-left:1px dotted #ddd;padding-left:10px}.score{color:#888}`,
    body: `<div id="header"><b>reddit</b> &nbsp; <a href="/r/GlobalOffensive/">GLOBALOFFENSIVE</a></div>
<div class="content"><p class="title">PSA: the "vote for my team" Steam scam is back, now with a fake pop-up window that looks exactly like Steam</p>
<p class="tagline">submitted 6 hours ago by <a href="#">u/sprayc0ntrol</a> · 4.1k points (96% upvoted)</p>
<div class="md"><p>A friend of mine (level 80, 7 years on Steam) got hit yesterday. A "friend" messaged him: <i>"hey can u vote for my team in the open qualifier? we need 200 more votes, link: risingwolves-cup[.]com/vote"</i>.</p>
<p>The site looks like a normal esports page. When you click VOTE it opens what looks like a <b>Chrome pop-up window with steamcommunity.com in the address bar</b> and a padlock. It's not a real window — it's drawn inside the page (google "browser in the browser attack"). You can tell because you can't drag it outside the browser, and it doesn't show up in the taskbar.</p>
<p>Once you type your password and Steam Guard code, they log in, change the email, and trade away your inventory within minutes. They also use the account to send the same message to all your friends.</p>
<p><b>How to protect yourself:</b></p><ul><li>Real "Sign in through Steam" always redirects the whole tab to <code>steamcommunity.com/openid/login</code>. Check the real address bar.</li><li>Use the Steam Mobile App QR login where possible</li><li>If you entered your details: <a href="https://help.steampowered.com/">help.steampowered.com</a> &rarr; recover account, then deauthorize all devices and revoke your Web API key (scammers set one up to hijack trade offers)</li></ul>
<p>Also reported the domain to the registrar. Stay safe.</p></div>
<div class="comment"><p class="tagline"><b>u/ValveAnticheat_not</b> <span class="score">1.2k points</span></p><p>Worth adding: check <code>steamcommunity.com/dev/apikey</code> — if there's a key you didn't create, revoke it. That's how they redirect your trade offers.</p></div>
<div class="comment"><p class="tagline"><b>u/mirage_enjoyer</b> <span class="score">640 points</span></p><p>got the same message in Polish last week, "zagłosuj na moją drużynę". same site different domain</p></div></div>
<div class="side"><b>r/GlobalOffensive</b><p>Counter-Strike 2 news, discussion and clips. Rule 6: no scam links — report them.</p></div>`,
  }),
},
{
  id: 'yc-roblox-help-free-robux-scams',
  label: 'clean',
  kind: 'help-article',
  url: 'https://en.help.roblox.com/hc/en-us/articles/203313380-Scams-and-How-to-Avoid-Them',
  body: doc({
    title: 'Scams and How to Avoid Them – Roblox Support',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Builder Sans","Source Sans Pro",Arial,sans-serif;color:#393b3d;background:#fff}
header{background:#232527;color:#fff;padding:14px 30px;font-weight:700}article{max-width:780px;margin:30px auto;padding:0 20px;line-height:1.7}
h1{font-size:32px}h2{font-size:20px;margin-top:26px}.box{background:#f2f4f5;border-radius:8px;padding:14px 18px}`,
    body: `<header>ROBLOX Support</header><article><p style="color:#777;font-size:13px">Roblox Support &gt; Safety &amp; Civility</p><h1>Scams and How to Avoid Them</h1>
<p>Scammers try to trick you into giving away your account, items or Robux. Here are the most common scams and how to stay safe.</p>
<h2>"Free Robux" generators</h2><p>There is no such thing as free Robux. Websites and videos promising Robux generators, "human verification" or offer walls will never give you Robux. They try to get your password, make you install apps, or sign you up for paid services. The only places to get Robux are the Roblox website and apps, Roblox gift cards, and Premium.</p>
<h2>Fake login pages</h2><p>Some sites copy the Roblox login screen, often on addresses that look like <b>roblox.com.</b>-something, and say you must log in to "view a profile" or "trade". Only log in at <b>www.roblox.com</b>. Always check the address bar.</p>
<h2>Copy-and-paste scams</h2><p>Never paste anything into your browser's address bar or developer console (F12) because someone told you to — it can give them access to your account.</p>
<div class="box"><b>Tip:</b> Turn on 2-Step Verification in <b>Settings &rarr; Security</b>. Roblox staff will never ask for your password.</div>
<h2>Report a scam</h2><p>Use the Report Abuse feature on the user's profile or in-experience menu.</p></article>`,
  }),
},
{
  id: 'yc-ru-dota2-autoexec-guide',
  label: 'clean',
  kind: 'community-guide',
  url: 'https://www.cybersport.ru/tags/dota-2/autoexec-dota-2-luchshie-komandy-dlya-konsoli-2025',
  body: doc({
    title: 'Autoexec в Dota 2: лучшие консольные команды 2025 — Киберспорт',
    lang: 'ru',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Roboto,Arial,sans-serif;color:#1b1b1b;background:#f5f5f5}
header{background:#121212;color:#fff;padding:14px 30px;font-weight:700;font-size:18px}article{max-width:780px;margin:24px auto;background:#fff;padding:30px;line-height:1.7}
pre{background:#1e1e1e;color:#d4d4d4;padding:14px;border-radius:6px;overflow:auto;font-size:13px}code{background:#eee;padding:1px 4px;border-radius:3px}`,
    body: `<header>Киберспорт.ру</header><article><p style="color:#777;font-size:13px">Dota 2 · Гайды · 12 минут</p><h1>Autoexec в Dota 2: лучшие консольные команды 2025</h1>
<p>Файл autoexec.cfg выполняется при каждом запуске игры и позволяет сохранить настройки, которых нет в обычном меню. Рассказываем, где его создать и какие команды в него добавить.</p>
<h2>Где находится autoexec.cfg</h2><p>Откройте папку <code>Steam\\steamapps\\common\\dota 2 beta\\game\\dota\\cfg</code> и создайте текстовый файл <code>autoexec.cfg</code>. В параметрах запуска игры в Steam добавьте <code>-console</code>, чтобы включить консоль.</p>
<h2>Полезные команды</h2><pre>// камера
dota_camera_distance 1200
dota_camera_disable_zoom 1
// интерфейс
dota_minimap_hero_size 800
dota_health_per_vertical_marker 250
// производительность
fps_max 240
cl_showfps 1
// бинды
bind "F5" "dota_camera_set_lookatpos 0 0"
bind "space" "+dota_camera_follow"</pre>
<p>Команда <code>dota_camera_distance</code> больше не работает в матчмейкинге выше 1200 — сервер её ограничивает, за использование не банят.</p>
<h2>Осторожно с «читерскими конфигами»</h2><p>В Telegram и на форумах распространяют «конфиги» и «лаунчеры с автоэкзеком», которые просят отключить антивирус или запустить команду в PowerShell. Настоящий autoexec — это обычный текстовый файл, ему не нужны .exe и права администратора.</p></article>`,
  }),
},
{
  id: 'yc-maplestory-patch-notes-ko',
  label: 'clean',
  kind: 'patch-notes',
  url: 'https://maplestory.nexon.com/News/Update/983',
  body: doc({
    title: '메이플스토리 | 업데이트 - 7월 10일(목) 패치 노트',
    lang: 'ko',
    css: `*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans KR","Malgun Gothic",sans-serif;color:#333;background:#f7f3ec}
header{background:#ff8a00;color:#fff;padding:16px 30px;font-weight:900;font-size:22px}.w{max-width:860px;margin:26px auto;background:#fff;padding:34px;border-radius:8px;line-height:1.8}
h2{border-left:5px solid #ff8a00;padding-left:10px;font-size:19px;margin-top:30px}table{border-collapse:collapse;width:100%;font-size:14px}td,th{border:1px solid #e5dccd;padding:6px 10px}th{background:#fbf4e8}
.nt{background:#fff7e6;border:1px solid #ffd08a;padding:12px 16px;border-radius:6px;font-size:14px}`,
    body: `<header>MapleStory</header><div class="w"><p style="color:#999">업데이트 · 2025.07.10</p><h1 style="font-size:26px">7월 10일(목) 패치 노트</h1>
<div class="nt">패치 적용 후 넥슨 런처에서 게임을 실행해 주세요. 공식 홈페이지 외의 사이트에서 배포되는 '패치 파일' 또는 '클라이언트 수정 프로그램'은 계정 도용 위험이 있으니 절대 내려받지 마세요.</div>
<h2>직업 밸런스</h2><table><tr><th>직업</th><th>스킬</th><th>변경 내용</th></tr><tr><td>히어로</td><td>레이지 업라이징</td><td>최종 데미지 15% → 18%</td></tr><tr><td>비숍</td><td>엔젤레이</td><td>재사용 대기시간 8초 → 6초</td></tr><tr><td>카인</td><td>드래곤 버스트</td><td>공격 횟수 6회 → 7회</td></tr></table>
<h2>이벤트</h2><ul><li>썸머 카운트다운 이벤트가 시작됩니다. (7/10 ~ 8/13)</li><li>'챌린저스 월드 시즌 3' 보상 교환 기간이 연장됩니다.</li></ul>
<h2>버그 수정</h2><ul><li>특정 상황에서 경매장 검색이 되지 않던 현상을 수정했습니다.</li><li>길드 노블레스 스킬이 초기화되던 현상을 수정했습니다.</li></ul>
<p style="color:#999;font-size:13px">© NEXON Korea Corporation All Rights Reserved.</p></div>`,
  }),
},
{
  id: 'yc-ravenhold-ptbr-help-golpe-pix',
  label: 'clean',
  kind: 'help-article',
  url: 'https://suporte.ravenhold.com.br/artigos/como-identificar-golpes-e-proteger-sua-conta',
  body: doc({
    title: 'Como identificar golpes e proteger sua conta — Suporte Ravenhold',
    lang: 'pt-BR',
    css: RAVEN_CSS + `.w{max-width:800px;margin:30px auto;padding:0 18px;line-height:1.7;color:#d6d8dd}.w h1{color:#fff}.w h2{color:#fff;font-size:19px;margin-top:26px}
.ex{background:#1c1f27;border:1px dashed #444a57;border-radius:8px;padding:12px 14px;font-size:14px;color:#b7bcc6}`,
    body: `<div class="rh-top"><a href="https://ravenhold.com/pt-br">${ravenLogo(28)}</a><nav><a href="https://suporte.ravenhold.com.br/">Suporte</a><a href="https://suporte.ravenhold.com.br/contato">Fale conosco</a></nav><span class="sp"></span></div>
<div class="w"><h1>Como identificar golpes e proteger sua conta</h1><p>Os golpistas usam o nome da Ravenhold para roubar contas, itens e dinheiro. Veja os golpes mais comuns no Brasil e como se proteger.</p>
<h2>1. "Taxa para liberar o prêmio" via Pix</h2><p>Mensagens dizendo que você ganhou um console ou Embers e precisa pagar uma taxa de frete, imposto ou "liberação" por Pix são golpe. A Ravenhold <b>nunca</b> cobra taxas para entregar prêmios.</p>
<div class="ex">Exemplo real denunciado por jogadores: <i>"Parabéns! Você foi o jogador nº 1.000.000. Pague R$ 9,90 de frete via Pix para receber seu PS5."</i></div>
<h2>2. Páginas de login falsas</h2><p>Só faça login em <b>account.ravenhold.com</b>. Desconfie de endereços como <i>ravenhold-login.com</i>, <i>store-ravenhold.com</i> ou links encurtados enviados no Discord.</p>
<h2>3. "Moderadores" pedindo sua senha</h2><p>Nenhum moderador ou funcionário vai pedir sua senha, código de verificação em duas etapas ou código de recuperação. Apelações de banimento são feitas somente em <a href="https://suporte.ravenhold.com.br/apelacao">suporte.ravenhold.com.br/apelacao</a>, sem pedir senha.</p>
<h2>4. Ative a verificação em duas etapas</h2><p>Acesse <b>Conta &rarr; Segurança &rarr; Verificação em duas etapas</b> e use um aplicativo autenticador.</p>
<p>Caiu em um golpe? <a href="https://suporte.ravenhold.com.br/contato">Abra um chamado</a> informando o número do pedido e, se houver pagamento, registre um boletim de ocorrência e avise seu banco.</p></div>
${ravenFooter('pt')}`,
  }),
},
];
