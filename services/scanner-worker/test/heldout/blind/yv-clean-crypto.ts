import { type Entry } from '../entry.js';
import { CSS, LOGO, doc, jsR } from '../parts/yv-kit.js';

const trustBlog = doc({
  title: 'Trust Wallet will never ask for your Secret Phrase | Trust Wallet Blog',
  css: `${CSS.reset}body{background:#fff;line-height:1.7}.hd{padding:14px 30px;border-bottom:1px solid #eee;font-weight:700;color:#0500ff}.c{max-width:760px;margin:0 auto;padding:30px 20px}.fake{border:2px dashed #e53935;border-radius:10px;padding:16px;background:#fff5f5}.fake textarea{width:100%;height:60px}`,
  body: `<div class="hd">Trust Wallet &middot; Blog</div><article class="c"><h1>Trust Wallet will never ask for your Secret Phrase</h1>
<p>Scammers build websites that copy our logo and claim your wallet must be "validated", "synced" or "rectified" after a migration. They ask you to type your 12 or 24-word Secret Phrase into a form. Anyone who has your phrase can take everything in your wallet.</p>
<p>Here is what one of these fake pages looks like (screenshot recreated, the form below does nothing):</p>
<div class="fake"><b>Validate your wallet</b><p>Enter your 12 or 24-word Secret Recovery Phrase, separated by spaces, to validate and sync your wallet.</p><textarea disabled placeholder="Secret phrase"></textarea><p style="font-size:12px;color:#c62828">&#9888; FAKE &mdash; never do this</p></div>
<h2>Remember</h2><ul><li>There is no such thing as "wallet validation" or "wallet synchronisation".</li><li>Our support team will never DM you first, and will never ask for your phrase or private key.</li><li>"DApp rectification" and "escrow release" sites are scams.</li></ul></article>`,
});

const roqqu = doc({
  title: 'Roqqu - Sign in',
  css: `${CSS.reset}body{background:#f4f5fb}.f{max-width:400px;margin:70px auto;background:#fff;padding:30px;border-radius:14px}${CSS.field}.b{width:100%;background:#4a3aff;color:#fff;border:0;padding:13px;border-radius:10px;margin-top:18px}`,
  body: `<form class="f" method="post" action="/auth/login"><h1 style="color:#4a3aff">Roqqu</h1><h3>Sign in to your account</h3><label>Email address</label><input name="email" type="email"><label>Password</label><input name="password" type="password"><button class="b">Sign in</button><p style="font-size:13px">No account? <a href="/auth/register">Create one</a></p></form>`,
});

export const entries: Entry[] = [
  { id: 'yv-clean-trustwallet-blog-secret-phrase', label: 'clean', kind: 'wallet-vendor-warning', url: 'https://trustwallet.com/blog/security/trust-wallet-will-never-ask-for-your-secret-phrase', body: trustBlog },
  { id: 'yv-clean-roqqu-signin', label: 'clean', kind: 'legit-crypto-exchange', url: 'https://roqqu.com/auth/login?next=%2Fp2p%2Fngn', body: roqqu },
];
