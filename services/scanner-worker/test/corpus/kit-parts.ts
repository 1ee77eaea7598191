/**
 * Building blocks of the labelled detection corpus: brands as a kit author sees them (display name,
 * colours, the wording of their login pages in a few languages), hosts phishers register, and small
 * helpers. Written from the description of kinds of pages, not from the detection rules.
 */

export type Rng = () => number;

/** mulberry32: a seeded generator, so the corpus is the same on every run. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
export const shuffle = <T>(r: Rng, items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};
export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type KitBrand = {
  name: string;
  /** A host the brand really owns (benign pages on it). */
  ownHost: string;
  loginPath: string;
  color: string;
  /** Short slug phishers put into hostnames. */
  slug: string;
  /** What the account is called on the brand's own pages. */
  account: string;
  kind: 'tech' | 'bank' | 'parcel' | 'crypto' | 'social' | 'media' | 'docs';
};

export const BRANDS: KitBrand[] = [
  { name: 'Microsoft', ownHost: 'login.microsoftonline.com', loginPath: '/common/oauth2/authorize', color: '#0067b8', slug: 'microsoft', account: 'Microsoft account', kind: 'tech' },
  { name: 'Office 365', ownHost: 'www.office.com', loginPath: '/login', color: '#d83b01', slug: 'office365', account: 'Office 365 account', kind: 'tech' },
  { name: 'Outlook', ownHost: 'outlook.live.com', loginPath: '/owa/', color: '#0078d4', slug: 'outlook', account: 'Outlook mailbox', kind: 'tech' },
  { name: 'Google', ownHost: 'accounts.google.com', loginPath: '/signin', color: '#4285f4', slug: 'google', account: 'Google Account', kind: 'tech' },
  { name: 'Apple', ownHost: 'appleid.apple.com', loginPath: '/sign-in', color: '#333333', slug: 'appleid', account: 'Apple ID', kind: 'tech' },
  { name: 'PayPal', ownHost: 'www.paypal.com', loginPath: '/signin', color: '#003087', slug: 'paypal', account: 'PayPal account', kind: 'bank' },
  { name: 'Amazon', ownHost: 'www.amazon.com', loginPath: '/ap/signin', color: '#ff9900', slug: 'amazon', account: 'Amazon account', kind: 'media' },
  { name: 'Netflix', ownHost: 'www.netflix.com', loginPath: '/login', color: '#e50914', slug: 'netflix', account: 'Netflix membership', kind: 'media' },
  { name: 'Facebook', ownHost: 'www.facebook.com', loginPath: '/login/', color: '#1877f2', slug: 'facebook', account: 'Facebook account', kind: 'social' },
  { name: 'Instagram', ownHost: 'www.instagram.com', loginPath: '/accounts/login/', color: '#c13584', slug: 'instagram', account: 'Instagram account', kind: 'social' },
  { name: 'WhatsApp', ownHost: 'web.whatsapp.com', loginPath: '/', color: '#25d366', slug: 'whatsapp', account: 'WhatsApp account', kind: 'social' },
  { name: 'LinkedIn', ownHost: 'www.linkedin.com', loginPath: '/login', color: '#0a66c2', slug: 'linkedin', account: 'LinkedIn profile', kind: 'social' },
  { name: 'DHL', ownHost: 'www.dhl.com', loginPath: '/tracking', color: '#ffcc00', slug: 'dhl', account: 'DHL shipment', kind: 'parcel' },
  { name: 'FedEx', ownHost: 'www.fedex.com', loginPath: '/fedextrack/', color: '#4d148c', slug: 'fedex', account: 'FedEx delivery', kind: 'parcel' },
  { name: 'UPS', ownHost: 'www.ups.com', loginPath: '/track', color: '#351c15', slug: 'ups', account: 'UPS My Choice', kind: 'parcel' },
  { name: 'USPS', ownHost: 'tools.usps.com', loginPath: '/go/TrackConfirmAction', color: '#333366', slug: 'usps', account: 'USPS package', kind: 'parcel' },
  { name: 'Chase', ownHost: 'secure.chase.com', loginPath: '/web/auth/', color: '#117aca', slug: 'chase', account: 'Chase Online', kind: 'bank' },
  { name: 'Wells Fargo', ownHost: 'connect.secure.wellsfargo.com', loginPath: '/auth/login/present', color: '#d71e28', slug: 'wellsfargo', account: 'Wells Fargo Online', kind: 'bank' },
  { name: 'Bank of America', ownHost: 'secure.bankofamerica.com', loginPath: '/login/sign-in/', color: '#012169', slug: 'bankofamerica', account: 'Online Banking', kind: 'bank' },
  { name: 'Citi', ownHost: 'online.citi.com', loginPath: '/US/login.do', color: '#056dae', slug: 'citibank', account: 'Citi Online', kind: 'bank' },
  { name: 'HSBC', ownHost: 'www.hsbc.co.uk', loginPath: '/login/', color: '#db0011', slug: 'hsbc', account: 'HSBC Online Banking', kind: 'bank' },
  { name: 'Adobe', ownHost: 'auth.services.adobe.com', loginPath: '/signin', color: '#fa0f00', slug: 'adobe', account: 'Adobe ID', kind: 'docs' },
  { name: 'Dropbox', ownHost: 'www.dropbox.com', loginPath: '/login', color: '#0061ff', slug: 'dropbox', account: 'Dropbox account', kind: 'docs' },
  { name: 'DocuSign', ownHost: 'account.docusign.com', loginPath: '/', color: '#ffcc22', slug: 'docusign', account: 'DocuSign envelope', kind: 'docs' },
  { name: 'Coinbase', ownHost: 'login.coinbase.com', loginPath: '/signin', color: '#0052ff', slug: 'coinbase', account: 'Coinbase account', kind: 'crypto' },
  { name: 'Binance', ownHost: 'accounts.binance.com', loginPath: '/en/login', color: '#f0b90b', slug: 'binance', account: 'Binance account', kind: 'crypto' },
  { name: 'MetaMask', ownHost: 'metamask.io', loginPath: '/', color: '#f6851b', slug: 'metamask', account: 'MetaMask wallet', kind: 'crypto' },
  { name: 'Steam', ownHost: 'store.steampowered.com', loginPath: '/login/', color: '#171a21', slug: 'steamcommunity', account: 'Steam account', kind: 'media' },
  { name: 'Roblox', ownHost: 'www.roblox.com', loginPath: '/login', color: '#e2231a', slug: 'roblox', account: 'Roblox account', kind: 'media' },
  { name: 'Yahoo', ownHost: 'login.yahoo.com', loginPath: '/', color: '#6001d2', slug: 'yahoo', account: 'Yahoo Mail', kind: 'tech' },
  { name: 'AOL', ownHost: 'login.aol.com', loginPath: '/', color: '#31459b', slug: 'aol', account: 'AOL Mail', kind: 'tech' },
  { name: 'AT&T', ownHost: 'signin.att.com', loginPath: '/', color: '#00a8e0', slug: 'att', account: 'AT&T account', kind: 'tech' },
  { name: 'Spotify', ownHost: 'accounts.spotify.com', loginPath: '/en/login', color: '#1db954', slug: 'spotify', account: 'Spotify Premium', kind: 'media' },
];

/** Words phishers build hostnames from. */
export const HOST_WORDS = ['secure', 'verify', 'account', 'update', 'login', 'signin', 'auth', 'support', 'service', 'portal', 'center', 'recovery', 'billing', 'confirm', 'access', 'online', 'help', 'id', 'web', 'my'];
export const NEUTRAL_WORDS = ['blue', 'river', 'north', 'pixel', 'harbor', 'maple', 'orbit', 'quartz', 'summit', 'willow', 'cedar', 'lumen', 'nova', 'atlas', 'ember', 'delta', 'fjord', 'koala', 'mango', 'tundra'];
export const KIT_TLDS = ['top', 'xyz', 'online', 'site', 'shop', 'info', 'com', 'net', 'live', 'click', 'icu', 'buzz', 'app', 'co', 'org', 'cc'];
export const BENIGN_TLDS = ['com', 'org', 'net', 'io', 'de', 'co.uk', 'fr', 'dev'];

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'pt';
export const LANGS: Lang[] = ['en', 'de', 'fr', 'es', 'pt'];

export const T: Record<Lang, { signIn: string; email: string; password: string; next: string; forgot: string; verify: string; suspended: string; code: string; card: string; expiry: string; cvv: string; pay: string; fee: string }> = {
  en: { signIn: 'Sign in', email: 'Email or phone', password: 'Password', next: 'Next', forgot: 'Forgot password?', verify: 'Verify your identity', suspended: 'We noticed unusual activity and temporarily limited your account. Confirm your details to restore access.', code: 'Enter the 6-digit code we sent to your phone', card: 'Card number', expiry: 'Expiry date (MM/YY)', cvv: 'Security code (CVV)', pay: 'Pay now', fee: 'A customs fee of 1.99 USD is due before your parcel can be delivered.' },
  de: { signIn: 'Anmelden', email: 'E-Mail oder Telefon', password: 'Passwort', next: 'Weiter', forgot: 'Passwort vergessen?', verify: 'Bestätigen Sie Ihre Identität', suspended: 'Wir haben ungewöhnliche Aktivitäten festgestellt und Ihr Konto vorübergehend eingeschränkt. Bestätigen Sie Ihre Daten.', code: 'Geben Sie den 6-stelligen Code ein, den wir an Ihr Telefon gesendet haben', card: 'Kartennummer', expiry: 'Ablaufdatum (MM/JJ)', cvv: 'Sicherheitscode (CVV)', pay: 'Jetzt bezahlen', fee: 'Eine Zollgebühr von 1,99 EUR ist fällig, bevor Ihr Paket zugestellt werden kann.' },
  fr: { signIn: 'Se connecter', email: 'E-mail ou téléphone', password: 'Mot de passe', next: 'Suivant', forgot: 'Mot de passe oublié ?', verify: 'Vérifiez votre identité', suspended: 'Nous avons détecté une activité inhabituelle et limité temporairement votre compte. Confirmez vos informations.', code: 'Saisissez le code à 6 chiffres envoyé sur votre téléphone', card: 'Numéro de carte', expiry: "Date d'expiration (MM/AA)", cvv: 'Cryptogramme (CVV)', pay: 'Payer', fee: 'Des frais de douane de 1,99 EUR doivent être réglés avant la livraison de votre colis.' },
  es: { signIn: 'Iniciar sesión', email: 'Correo electrónico o teléfono', password: 'Contraseña', next: 'Siguiente', forgot: '¿Olvidaste tu contraseña?', verify: 'Verifica tu identidad', suspended: 'Detectamos actividad inusual y limitamos temporalmente tu cuenta. Confirma tus datos para recuperar el acceso.', code: 'Introduce el código de 6 dígitos que enviamos a tu teléfono', card: 'Número de tarjeta', expiry: 'Fecha de caducidad (MM/AA)', cvv: 'Código de seguridad (CVV)', pay: 'Pagar ahora', fee: 'Se debe pagar una tasa de aduana de 1,99 EUR antes de entregar su paquete.' },
  pt: { signIn: 'Entrar', email: 'E-mail ou telefone', password: 'Senha', next: 'Próximo', forgot: 'Esqueceu a senha?', verify: 'Verifique sua identidade', suspended: 'Detectamos atividade incomum e limitamos temporariamente sua conta. Confirme seus dados para restaurar o acesso.', code: 'Digite o código de 6 dígitos enviado para o seu telefone', card: 'Número do cartão', expiry: 'Validade (MM/AA)', cvv: 'Código de segurança (CVV)', pay: 'Pagar agora', fee: 'Uma taxa alfandegária de 1,99 EUR deve ser paga antes da entrega da sua encomenda.' },
};

/** Base64 of a string (kits ship whole pages this way). */
export const b64 = (s: string): string => Buffer.from(s, 'utf8').toString('base64');
/** Percent-escaping of every character, as `unescape` kits do. */
export const pctAll = (s: string): string => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
export const charCodes = (s: string): string => [...s].map((c) => c.charCodeAt(0)).join(',');
