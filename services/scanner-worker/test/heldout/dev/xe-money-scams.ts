import { htmlRoute, type Entry } from '../entry.js';
import { doc, waFloat } from '../parts/xe-kit.js';

/**
 * Money-multiplying schemes passed around on WhatsApp and Facebook: "double your money in 24 h", a forex
 * "100 % bonus" account manager, fixed-match betting tips, a cloud-mining Ponzi with referral levels, a
 * like-and-earn task scam that needs recharges, and a fake "recovery" office for earlier victims.
 */

const doubleMoneyWhatsapp: Entry = {
  id: 'xe-double-argent-24h-whatsapp-groupe',
  label: 'scam',
  kind: 'investment-doubling-scam',
  url: 'https://gain-rapide-ci.com/investir',
  body: doc({
    title: 'Investissez 10 000 FCFA, recevez 20 000 FCFA en 24H ✅',
    css: `body{margin:0;background:#0b3d2e;font-family:Arial;color:#fff}.w{max-width:460px;margin:0 auto;padding:18px}.pl{background:#fff;color:#222;border-radius:10px;padding:14px;margin:10px 0;display:flex;justify-content:space-between;align-items:center}.pl b{font-size:20px;color:#0b3d2e}.pl span{background:#f5c518;padding:6px 10px;border-radius:6px;font-weight:bold}.tm{background:#e7ffdb;color:#222;border-radius:8px;padding:10px;margin:8px 0;font-size:14px}.tm img{display:none}`,
    body: `<div class="w"><h1>💰 GAIN RAPIDE CI 💰</h1><p>Programme d'investissement 100 % sécurisé. Nous investissons dans le trading et le transfert d'argent. <b>Tu gagnes 100 % en 24 heures</b>.</p>
<div class="pl"><b>5 000 F</b> ➜ <span>10 000 F</span></div><div class="pl"><b>10 000 F</b> ➜ <span>20 000 F</span></div><div class="pl"><b>50 000 F</b> ➜ <span>100 000 F</span></div><div class="pl"><b>100 000 F</b> ➜ <span>250 000 F 🔥</span></div>
<p>Envoie ton investissement par Orange Money / Moov / MTN / Wave au <b>07 48 29 11 06</b> (nom : Traoré Inza) et envoie la capture sur WhatsApp. Paiement garanti.</p>
<h3>Témoignages des membres</h3><div class="tm"><b>Awa</b> : Merci chef j'ai reçu mes 100 000 ce matin 🙏🙏</div><div class="tm"><b>Yao Serge</b> : Au début je doutais mais c'est du vrai. Deuxième fois que je reçois.</div><div class="tm"><b>Mariam</b> : Dieu te bénisse, ma tontine est sauvée.</div>
<p style="font-size:12px">⚠️ Places limitées à 50 personnes par jour. Ne rate pas ta chance.</p></div>${waFloat('2250748291106', 'Bonjour je veux investir', 'Rejoindre le groupe')}`,
  }),
};

const forexBonus: Entry = {
  id: 'xe-forex-bonus-100-account-manager-arabic',
  label: 'scam',
  kind: 'forex-investment-scam',
  url: 'https://fx-prime-capital-maghreb.com/ar/bonus',
  body: doc({
    title: 'FX Prime Capital | بونص 100% على الإيداع الأول',
    lang: 'ar',
    dir: 'rtl',
    css: `body{margin:0;font-family:Tahoma,Arial;background:#0d1117;color:#e6edf3}.h{padding:14px 24px;border-bottom:1px solid #222;display:flex;justify-content:space-between}.hero{text-align:center;padding:40px 20px}.hero h1{font-size:34px;color:#3fb950}.tk{display:flex;gap:20px;justify-content:center;font-family:monospace;direction:ltr}.tk span{color:#3fb950}.f{max-width:420px;margin:20px auto;background:#161b22;padding:22px;border-radius:8px}.f input,.f select{width:100%;padding:11px;margin:6px 0;background:#0d1117;border:1px solid #30363d;color:#fff;box-sizing:border-box}.f button{width:100%;padding:13px;background:#238636;border:0;color:#fff;font-size:16px}.lic{font-size:11px;color:#8b949e;text-align:center}`,
    body: `<div class="h"><b>FX PRIME CAPITAL</b><span>مرخصة · Regulated · FCA* CySEC*</span></div>
<div class="hero"><h1>أرباح يومية مضمونة حتى 8%</h1><p>افتح حسابك الآن واحصل على <b>بونص 100%</b> على الإيداع الأول. مستشار شخصي يتداول لك — بدون أي خبرة.</p>
<div class="tk"><div>EUR/USD <span>1.0842 ▲</span></div><div>XAU/USD <span>2 384.10 ▲</span></div><div>BTC/USD <span>67 210 ▲</span></div></div></div>
<div class="f"><h3>سجل الآن - Inscription</h3><form action="/ar/lead.php" method="post"><input name="name" placeholder="الاسم الكامل"><input name="phone" placeholder="رقم الهاتف / واتساب" dir="ltr"><select name="country"><option>المغرب</option><option>الجزائر</option><option>تونس</option></select>
<select name="dep"><option>250 $ (بونص 250 $)</option><option>1 000 $ (بونص 1 000 $ + VIP)</option><option>5 000 $ (حساب إسلامي بدون فوائد)</option></select><button>ابدأ الربح الآن</button></form>
<p class="lic">الإيداع عبر USDT (TRC20) أو تحويل بنكي أو CashPlus. السحب خلال 24 ساعة. رأس المال مضمون 100%.</p></div>${waFloat('447418390221', 'مرحبا، أريد فتح حساب بونص 100%', 'مستشارك')}`,
  }),
};

const fixedMatches: Entry = {
  id: 'xe-matchs-truques-coupon-vip-betting',
  label: 'scam',
  kind: 'betting-fixed-match-scam',
  url: 'https://coupon-vip-sure.com/matchs-fixes',
  body: doc({
    title: 'Matchs fixés 100% sûrs – Coupon VIP du jour – Cote 45',
    css: `body{margin:0;background:#111;color:#fff;font-family:Arial}.b{background:#1a7f37;padding:16px;text-align:center;font-size:22px;font-weight:bold}.w{max-width:600px;margin:16px auto;padding:0 12px}.tk{background:#fff;color:#111;border-radius:6px;padding:12px;margin:10px 0;font-family:monospace}.tk .won{color:#1a7f37;font-weight:bold}.vip{background:#f7c600;color:#111;padding:16px;border-radius:6px}.lock{filter:blur(4px)}`,
    body: `<div class="b">⚽ COUPON VIP SÛR · MATCHS FIXÉS · 1xBet · Premier Bet · Betway</div><div class="w">
<p>Nous avons des contacts avec des arbitres et des dirigeants de clubs en Europe et en Afrique. Les matchs sont <b>arrangés à l'avance</b>. 0 risque.</p>
<div class="tk">HIER ✅ Ticket #1182 – cote 38.50 – <span class="won">GAGNÉ</span><br>Mise 10 000 F → Gain 385 000 F</div><div class="tk">AVANT-HIER ✅ Ticket #1181 – cote 22.10 – <span class="won">GAGNÉ</span></div>
<div class="vip"><h3>🔒 Coupon du jour – cote 45.00</h3><p class="lock">Angers – Lorient : 2-1 · Real Betis – Girona : 1-1 · ASEC – Africa Sports : 2-0</p>
<p><b>Prix du coupon VIP : 15 000 FCFA</b> / 150 DH. Paiement Orange Money, Wave, MTN, Moov, Airtel. <b>Si le coupon perd, on vous rembourse le double.</b></p>
<p>Code promo 1xBet <b>VIPSURE</b> : bonus 200 % sur votre premier dépôt.</p></div>
<p>Écris-nous sur Telegram <b>@coupon_vip_sure_officiel</b> ou WhatsApp.</p></div>${waFloat('22961408822', 'Je veux le coupon VIP du jour', 'Acheter le coupon')}`,
  }),
};

const miningPonzi: Entry = (() => {
  const host = 'afrimine-cloud.vip';
  return {
    id: 'xe-cloud-mining-ponzi-referral-levels',
    label: 'scam',
    kind: 'investment-ponzi-scam',
    url: `https://${host}/#/register?invite=AM88341`,
    routes: {
      [`${host}/`]: htmlRoute(doc({
        title: 'AfriMine Cloud - Minage intelligent · Revenus quotidiens',
        css: `body{margin:0;font-family:Arial;background:linear-gradient(#1e3c72,#2a5298);color:#fff;min-height:100vh}.w{max-width:420px;margin:0 auto;padding:16px}.m{background:rgba(255,255,255,.12);border-radius:12px;padding:14px;margin:10px 0}.m b{color:#ffd54f}.r{display:flex;justify-content:space-between}input{width:100%;padding:12px;border-radius:8px;border:0;margin:6px 0;box-sizing:border-box}button{width:100%;padding:13px;border-radius:8px;border:0;background:#ffd54f;font-weight:bold}.lv{font-size:13px}`,
        body: `<div class="w"><h2>⛏ AfriMine Cloud</h2><p>Louez une machine de minage et recevez vos gains chaque jour sur Orange Money, MTN MoMo, Wave ou USDT.</p>
<div class="m"><div class="r"><span>Machine S1</span><b>8 000 FCFA</b></div><div class="r"><span>Revenu journalier</span><b>560 F/jour (7 %)</b></div><div class="r"><span>Durée</span><span>60 jours</span></div></div>
<div class="m"><div class="r"><span>Machine S9 Pro</span><b>120 000 FCFA</b></div><div class="r"><span>Revenu journalier</span><b>10 800 F/jour (9 %)</b></div><div class="r"><span>Durée</span><span>90 jours</span></div></div>
<div class="m lv"><b>Commission de parrainage :</b> Niveau 1 : 25 % · Niveau 2 : 3 % · Niveau 3 : 2 %. Bonus d'inscription : 1 000 F offerts. Retrait minimum 2 000 F (frais 10 %).</div>
<form action="/api/user/register" method="post"><input name="phone" placeholder="Numéro de téléphone"><input name="password" type="password" placeholder="Mot de passe"><input name="paypwd" type="password" placeholder="Mot de passe de retrait"><input name="invite" value="AM88341"><button>S'inscrire et recevoir 1 000 F</button></form>
<p style="font-size:11px;opacity:.7">AfriMine Cloud Ltd – Enregistrée au Royaume-Uni n° 14882031. Rejoignez le canal Telegram officiel @AfriMineOfficiel.</p></div>`,
      })),
    },
  };
})();

const likeTaskScam: Entry = {
  id: 'xe-tache-like-tiktok-recharge-vip',
  label: 'scam',
  kind: 'task-job-scam',
  url: 'https://tiktask-emploi.com/m/index.html?code=8842',
  body: doc({
    title: 'TikTask – Gagnez 15 000 FCFA par jour en aimant des vidéos',
    css: `body{margin:0;background:#010101;color:#fff;font-family:Arial}.w{max-width:420px;margin:0 auto;padding:18px}.vip{display:grid;grid-template-columns:1fr 1fr;gap:10px}.vip div{background:#1f1f1f;border:1px solid #fe2c55;border-radius:10px;padding:10px;font-size:13px}.vip b{color:#25f4ee;font-size:16px}.ch{background:#1f1f1f;border-radius:10px;padding:12px;margin:10px 0;font-size:14px}.me{background:#fe2c55;border-radius:10px;padding:10px;margin:6px 0 6px 40px}`,
    body: `<div class="w"><h2>TikTask 🎵 Travail à domicile</h2><p>Aimez et abonnez-vous à des comptes pour nos clients annonceurs. Chaque tâche est payée <b>500 F</b>. Paiement immédiat sur mobile money.</p>
<div class="vip"><div><b>VIP 1</b><br>Recharge 15 000 F<br>20 tâches/jour<br>≈ 10 000 F/jour</div><div><b>VIP 2</b><br>Recharge 50 000 F<br>40 tâches/jour<br>≈ 28 000 F/jour</div><div><b>VIP 3</b><br>Recharge 150 000 F<br>80 tâches/jour</div><div><b>VIP 4</b><br>Recharge 400 000 F<br>Tâches illimitées</div></div>
<div class="ch"><b>Recruteuse Sandrine (TikTask RH)</b> : Bonjour ! Vous avez terminé 3 tâches gratuites, 1 500 F vous attendent. Pour retirer, activez VIP 1 (15 000 F) — c'est remboursé avec vos gains du jour.</div>
<div class="me">Je n'ai que 10 000 F...</div><div class="ch"><b>Recruteuse Sandrine</b> : Faites le reste avec un ami, sinon votre compte sera gelé et les 1 500 F perdus 😔. Envoyez au 05 54 71 80 33 (MTN).</div></div>${waFloat('2250554718033', 'Bonjour, je veux activer VIP 1', 'Parler à la recruteuse')}`,
  }),
};

export const entries: Entry[] = [doubleMoneyWhatsapp, forexBonus, fixedMatches, miningPonzi, likeTaskScam];
