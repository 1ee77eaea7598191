import type { Entry } from '../entry.js';
import { shell, baseCss } from '../parts/xd-kit.js';

export const entries: Entry[] = [
{
  id: 'xd-clean-flatmates-kensington-room',
  label: 'clean',
  kind: 'rental-listing',
  url: 'https://flatmates.com.au/share-house-sydney-kensington-2033-P1998471',
  body: shell(
    'Room in Kensington, $265/week – near UNSW | Flatmates.com.au',
    `<header style="background:#2f3e50;color:#fff;padding:12px 24px;font:700 20px Arial">flatmates.com.au</header>
<main style="max-width:860px">
 <h1 style="font-size:24px">Furnished room in Kensington — 7 min walk to UNSW</h1>
 <p><b>$265/week</b> incl. bills · Bond 4 weeks · Available 1 Dec · Min stay 6 months</p>
 <p>Share house with 2 postgrad students (one Chinese-speaking, one Vietnamese-speaking). Double bed, desk, built-in wardrobe. We're happy for you to come and inspect any evening this week — message us to book a time. The lease is through the agent (Raine &amp; Horne Randwick) and your bond is lodged with NSW Fair Trading's Rental Bonds Online.</p>
 <p>房间可预约看房，押金由新州公平交易局托管。 Có thể hẹn xem phòng trực tiếp.</p>
 <form method="post" action="/messages/new?listing=P1998471"><label>Message</label><textarea name="m" rows="3" style="width:100%">Hi, I'd like to inspect the room. Is Thursday evening OK?</textarea><button style="margin-top:10px;background:#26b6b0">Send message</button></form>
 <p class="muted">Flatmates safety: never send money before you've inspected a property and met the people you'll live with.</p>
</main>`,
    { css: baseCss('#2f3e50', '#222', '#26b6b0') + 'main{max-width:860px}' },
  ),
},
];
