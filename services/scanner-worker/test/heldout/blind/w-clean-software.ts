import { redirectRoute, type Entry } from '../entry.js';
import { doc, pic, js, json, html, css, tag, cookieBar, baseCss } from '../parts/w-kit.js';
import { cfb, fileRoute, iso, pe, zip } from '../parts/e-bin.js';

export const entries: Entry[] = [
  {
    id: 'w-clean-vendor-videolan-vlc-download',
    label: 'clean',
    kind: 'vendor-download',
    url: 'https://www.videolan.org/vlc/download-windows.en_GB.html',
    body: doc({
      title: 'Official download of VLC media player for Windows - VideoLAN',
      css: baseCss('#ff8800', 'Helvetica,Arial,sans-serif') + `.dl{background:#ff8800;color:#fff;padding:16px 30px;border-radius:4px;font-size:20px;text-decoration:none;display:inline-block}`,
      body: `<header class="top"><b>VideoLAN</b><nav><a href="/">Home</a><a href="/vlc/">VLC</a><a href="/projects.html">Projects</a><a href="/contribute.html">Contribute</a><a href="/support/">Support</a></nav></header>
<div class="wrap"><h1>VLC media player for Windows</h1><p>VLC is a free and open source cross-platform multimedia player and framework that plays most multimedia files as well as DVDs, Audio CDs, VCDs, and various streaming protocols.</p>
<a class="dl" href="https://get.videolan.org/vlc/3.0.21/win64/vlc-3.0.21-win64.msi">Download VLC</a> <span class="muted">Version 3.0.21 · Windows 64bit (MSI package) · 42 MB</span>
<h3>Other systems</h3><p><a href="/vlc/download-macosx.html">macOS</a> · <a href="/vlc/#download">Linux</a> · <a href="/vlc/download-android.html">Android</a> · <a href="/vlc/download-ios.html">iOS</a></p>
<h3>Verify</h3><p>SHA-256 checksum: <code>2ad0…e71c</code> · <a href="#">GPG signature</a>. Only download VLC from this website; other sites may bundle adware.</p></div>
<footer>VideoLAN, a project and a non-profit organization. <a href="#">Legal</a><a href="#">Report trademark abuse</a></footer>`,
    }),
    routes: {
      'get.videolan.org/vlc/3.0.21/win64/vlc-3.0.21-win64.msi': fileRoute(cfb(['VideoLAN', 'VLC media player', 'Windows Installer', 'https://www.videolan.org/']), 'application/x-msi', 'vlc-3.0.21-win64.msi'),
    },
  },
  {
    id: 'w-clean-download-portal-audacity-listing',
    label: 'clean',
    kind: 'download-portal',
    url: 'https://www.filebazaar.net/windows/audio/audacity/',
    body: doc({
      title: 'Audacity 3.7.1 Free Download for Windows – FileBazaar',
      head: tag('G-FB8812XX'),
      css: baseCss('#2a6ebb', 'Segoe UI,Arial,sans-serif') + `.side{float:right;width:280px}.ad{background:#f4f4f4;height:250px;text-align:center;color:#aaa;line-height:250px;font-size:12px}`,
      body: `<header class="top"><b style="color:#2a6ebb;font-size:20px">FileBazaar</b><nav><a href="#">Windows</a><a href="#">Mac</a><a href="#">Android</a><a href="#">Latest updates</a></nav><input style="width:260px" placeholder="Search software"></header>
<div class="wrap"><div class="side"><div class="ad">Advertisement</div><h4>Alternatives</h4><p><a href="#">Ocenaudio</a><br><a href="#">WavePad</a><br><a href="#">Reaper</a></p></div>
<h1>Audacity 3.7.1</h1><p class="muted">Free · Open source · Windows 10/11 · 64-bit · 15.8 MB · Scanned with 70 antivirus engines: clean</p>
<p>Audacity is an easy-to-use, multi-track audio editor and recorder. Record live audio, convert tapes and records into digital recordings, edit MP3, WAV, AIFF and FLAC files, cut, copy, splice and mix sounds together.</p>
<p><a class="btn" href="/windows/audio/audacity/download/">Download Audacity</a> &nbsp; <a href="https://www.audacityteam.org/">Developer website</a></p>
<h3>What’s new in 3.7.1</h3><ul><li>Fixed crash when opening projects with missing clips</li><li>Improved FFmpeg detection</li></ul>
<h3>User reviews</h3><p>★★★★★ “Still the best free editor for podcasts.” — kev_g</p></div>
<footer>© 2025 FileBazaar · We host original installers only, with no bundled offers. <a href="#">Privacy</a><a href="#">Submit software</a></footer>${cookieBar('We use cookies for analytics and advertising.')}`,
    }),
    routes: {
      'www.filebazaar.net/windows/audio/audacity/download/': html(doc({ title: 'Downloading Audacity – FileBazaar', body: `<p>Your download will start in 5 seconds. If it does not, <a href="https://dl.filebazaar.net/audacity/audacity-win-3.7.1-64bit.exe">click here</a>.</p>`, scripts: `<script>setTimeout(function(){location.href='https://dl.filebazaar.net/audacity/audacity-win-3.7.1-64bit.exe'},5000)</script>` })),
      'dl.filebazaar.net/audacity/audacity-win-3.7.1-64bit.exe': fileRoute(pe({ strings: ['Audacity Team', 'Inno Setup'] }), 'application/octet-stream', 'audacity-win-3.7.1-64bit.exe'),
    },
  },
  {
    id: 'w-clean-mod-page-skyrim-weather',
    label: 'clean',
    kind: 'game-mod',
    url: 'https://www.modhaven.net/skyrimspecialedition/mods/41288',
    body: doc({
      title: 'Cathedral Weathers and Seasons at Skyrim Special Edition – ModHaven',
      css: `body{margin:0;background:#1c1c1c;color:#ddd;font-family:Roboto,Arial,sans-serif}.h{background:#101010;padding:12px 30px;display:flex;gap:20px}.h a{color:#bbb;text-decoration:none}.c{max-width:1000px;margin:auto;padding:20px}
.tabs a{margin-right:14px;color:#da8e35}.files{background:#262626;padding:14px;border-radius:4px;margin:10px 0}.b{background:#da8e35;color:#000;padding:8px 16px;text-decoration:none;border-radius:3px}`,
      body: `<div class="h"><b style="color:#da8e35">ModHaven</b><a href="#">Games</a><a href="#">Mods</a><a href="#">Collections</a><a href="#">Forums</a></div>
<div class="c"><h1>Cathedral Weathers and Seasons</h1><p>by <b>Arthmoor_fan</b> · Endorsements 48.2k · Unique DLs 612k · Version 2.3</p>
<div class="tabs"><a href="#">Description</a><a href="#">Files</a><a href="#">Images</a><a href="#">Posts</a><a href="#">Bugs</a></div>
<p>A complete weather overhaul with 130+ new weathers, seasonal variations and improved interior lighting. Compatible with ENB and Community Shaders. Requires SKSE64 and powerofthree's Papyrus Extender.</p>
<div class="files"><b>Main file:</b> Cathedral Weathers 2.3 (ESL-flagged ESP, 84 MB)<br><a class="b" href="/skyrimspecialedition/mods/41288/files/CathedralWeathers-2.3.zip">Manual download</a> <span style="font-size:12px;color:#999">Use a mod manager (MO2 or Vortex) for best results.</span></div>
<h3>Posts (2,118)</h3><p><b>Ysolda_enjoyer</b>: Works great with Lux. Load it after your lighting mods.</p><p><b>Arthmoor_fan</b> (author): Sticky — please don’t use this with Obsidian Weathers at the same time.</p></div>`,
    }),
    routes: {
      'www.modhaven.net/skyrimspecialedition/mods/41288/files/CathedralWeathers-2.3.zip': fileRoute(zip([{ name: 'Cathedral Weathers.esp', data: Buffer.concat([Buffer.from('TES4'), Buffer.alloc(60, 1)]) }, { name: 'Interface/Translations/cathedralweathers_english.txt', data: '$CW_MCM_TITLE\tCathedral Weathers\r\n' }, { name: 'readme.txt', data: 'Install with MO2 or Vortex.\r\n' }]), 'application/zip', 'CathedralWeathers-2.3.zip'),
    },
  },
  {
    id: 'w-clean-forum-roblox-scripting-help',
    label: 'clean',
    kind: 'cheat-discussion',
    url: 'https://devforum-luau.community/t/how-to-detect-speed-exploiters-server-side/88213',
    body: doc({
      title: 'How to detect speed exploiters server-side? - Scripting Support - Luau Dev Community',
      css: baseCss('#00a2ff', 'Source Sans Pro,Arial,sans-serif') + `pre{background:#272822;color:#f8f8f2;padding:12px;border-radius:4px;overflow:auto}.post{border-bottom:1px solid #eee;padding:14px 0}`,
      body: `<header class="top"><b>Luau Dev Community</b><nav><a href="#">Latest</a><a href="#">Categories</a><a href="#">Top</a></nav></header>
<div class="wrap" style="max-width:820px"><h1>How to detect speed exploiters server-side?</h1><p class="muted">Help and Feedback › Scripting Support</p>
<div class="post"><b>blox_architect</b><p>My obby game keeps getting people using executors to change WalkSpeed. I know client-side checks are useless because they can just delete the LocalScript. What is the best server-side approach?</p></div>
<div class="post"><b>sleitnick_fan</b> <span class="muted">Solution</span><p>Track each character's position on the server every heartbeat and compare distance travelled against the max allowed speed with some tolerance for latency:</p>
<pre>local MAX = 16 * 1.35
RunService.Heartbeat:Connect(function(dt)
  for _, plr in Players:GetPlayers() do
    local root = plr.Character and plr.Character:FindFirstChild("HumanoidRootPart")
    if root then
      local last = lastPos[plr]
      if last and (root.Position - last).Magnitude / dt > MAX then
        root.CFrame = CFrame.new(last) -- rubber-band instead of kicking
      end
      lastPos[plr] = root.Position
    end
  end
end)</pre><p>Rubber-banding avoids false positives from lag spikes. Don't kick on the first violation.</p></div>
<div class="post"><b>blox_architect</b><p>This works, thanks! Also saw a lot of “free executor” downloads on YouTube while researching — those are basically all token loggers, don’t download them, people.</p></div></div>`,
    }),
  },
];
