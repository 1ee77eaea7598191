import { type Entry, htmlRoute } from '../entry.js';
import { doc, imgs } from '../parts/s-kit.js';

/** Author s: advfee (dev split). Hand-written; see parts/s-kit.ts for the furniture. */
const E = (e: Entry): Entry => e;

export const entries: Entry[] = [
(() => {
  const h = 'un-scamvictims-compensation.org';
  return E({
    id: 's-advfee-compensation-fund',
    label: 'scam',
    kind: 'advance-fee',
    url: `https://${h}/payment-schedule`,
    body: doc({
      title: 'Scam Victims Compensation Programme – Payment Schedule 2026',
      css: `body{font-family:Arial;margin:0;color:#222}.h{background:#009edb;color:#fff;padding:16px 30px;display:flex;gap:12px;align-items:center}.h img{width:50px;height:50px;background:#fff;border-radius:50%}.w{max-width:820px;margin:auto;padding:24px}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:6px;font-size:13px}th{background:#e6f4fb}`,
      body: `<div class="h"><img src="/img/emblem.png" alt=""><div><b>International Monetary Compensation Committee</b><br><small>In partnership with the World Bank and the Economic Community of West African States</small></div></div>
<div class="w"><h2>Compensation Payment Schedule — Batch C, 2026</h2><p>Following the resolution of the committee at its meeting in New York, all individuals who have lost funds to internet fraud, lottery scams, inheritance scams or fake contracts are entitled to a compensation payment of <b>US$ 1,500,000.00</b> each.</p>
<p>Your email was found on the list of scam victims recovered by the Interpol cybercrime unit. Below are the recent beneficiaries of this batch:</p>
<table><tr><th>No.</th><th>Name</th><th>Country</th><th>Amount</th><th>Status</th></tr><tr><td>1</td><td>Deborah K. Wilson</td><td>USA</td><td>$1,500,000</td><td>Paid</td></tr><tr><td>2</td><td>Hans Peter Müller</td><td>Germany</td><td>$1,500,000</td><td>Paid</td></tr><tr><td>3</td><td>Ana Lúcia Ferreira</td><td>Brazil</td><td>$1,500,000</td><td>Paid</td></tr><tr><td>4</td><td>Yours</td><td>—</td><td>$1,500,000</td><td>Pending release fee</td></tr></table>
<p>Your payment will be loaded on an <b>ATM Visa card</b> and sent via DHL. You are required to pay only the <b>DHL delivery and card activation fee of $320</b>. Do not contact any other office as there are many impostors.</p>
<p>Contact the Payment Director, Dr. Michael Adewale: <b>paymentdirector.imcc@gmail.com</b></p>
<p style="font-size:11px">© 2026 IMCC. All rights reserved.</p></div>`,
    }),
    routes: imgs(h, ['emblem.png']),
  });
})(),

(() => {
  const h = 'euromilhoes-premios-oficial.pt.net';
  return E({
    id: 's-advfee-lottery-pt',
    label: 'scam',
    kind: 'lottery-fee',
    url: `https://${h}/reclamar-premio`,
    body: doc({
      lang: 'pt-PT',
      title: 'Reclamação de Prémio – Sorteio Internacional de E-mails',
      css: `body{font-family:Arial;margin:0;background:#f4f4f4}.h{background:#003a8c;color:#ffd700;padding:18px 30px;font-size:24px;font-weight:bold}.w{max-width:700px;margin:24px auto;background:#fff;padding:26px}.v{font-size:32px;color:#2e7d32;font-weight:bold}input{display:block;width:100%;padding:8px;margin:5px 0 12px}.b{background:#2e7d32;color:#fff;border:0;padding:12px 28px}`,
      body: `<div class="h">★ Sorteio Internacional Euro-Promo ★</div>
<div class="w"><p>Caro(a) premiado(a),</p><p>Temos o prazer de informar que o seu endereço de e-mail foi sorteado no nosso programa anual de promoção internacional, realizado em Lisboa. O seu bilhete nº <b>EM-77-4410-PT</b> ganhou o prémio da categoria 2:</p>
<p class="v">€ 850.000,00</p><p>Para processar o pagamento, preencha o formulário abaixo. Devido às leis de branqueamento de capitais, o vencedor deve pagar a <b>taxa de processamento e o imposto de selo (€ 1.250,00)</b> antes da transferência do prémio. Este valor não pode ser deduzido do prémio.</p>
<form onsubmit="event.preventDefault();this.outerHTML='<p><b>Obrigado.</b> O seu agente de pagamento, Dr. Fernando Costa, irá contactá-lo por e-mail com os dados bancários para o pagamento da taxa.</p>'"><input placeholder="Nome completo"><input placeholder="Morada"><input placeholder="Telemóvel"><input placeholder="Profissão"><input placeholder="Número do bilhete"><button class="b">Reclamar prémio</button></form>
<p style="font-size:11px;color:#888">Este prémio deve ser reclamado no prazo de 14 dias. Mantenha esta informação confidencial até ao pagamento para evitar reclamações duplicadas.</p></div>`,
    }),
  });
})(),

(() => {
  const h = 'biedronka-nagrody-urodzinowe.pl.eu';
  return E({
    id: 's-prize-supermarket-pl',
    label: 'scam',
    kind: 'prize-draw',
    url: `https://${h}/ankieta/`,
    body: doc({
      lang: 'pl',
      title: 'Biedronka – 30 urodziny! Odbierz bon 1000 zł',
      css: `body{margin:0;font-family:Arial;background:#fff5f5}.h{background:#e2001a;color:#fff;padding:14px;text-align:center}.c{max-width:480px;margin:20px auto;background:#fff;border-radius:10px;padding:20px;box-shadow:0 2px 8px rgba(0,0,0,.1)}.q button{display:block;width:100%;margin:8px 0;padding:12px;border:1px solid #e2001a;background:#fff;border-radius:6px}.box{display:inline-block;width:90px;height:90px;margin:6px;background:#e2001a;color:#fff;font-size:40px;line-height:90px;text-align:center;border-radius:8px;cursor:pointer}#step2,#step3{display:none}.fb{font-size:13px;border-top:1px solid #eee;padding:8px 0}`,
      body: `<div class="h"><b>🐞 30 lat z Wami! Ankieta urodzinowa</b></div>
<div class="c"><div id="step1" class="q"><p>Odpowiedz na 3 pytania i wygraj <b>bon o wartości 1000 zł</b>! Dziś pozostało <b>27</b> bonów.</p><p id="qq">1. Jak często robisz zakupy w naszych sklepach?</p><button>Codziennie</button><button>Kilka razy w tygodniu</button><button>Raz w tygodniu</button><button>Rzadziej</button></div>
<div id="step2"><p>Dziękujemy! Wybierz jedno z pudełek. Masz 3 próby.</p><div id="boxes"></div><p id="msg"></p></div>
<div id="step3"><h2>🎉 GRATULACJE!</h2><p>Wygrałeś bon o wartości <b>1000 zł</b>! Aby go otrzymać, opłać jedynie koszt wysyłki karty podarunkowej: <b>4,99 zł</b>.</p><a href="/ankieta/wysylka.html" style="display:block;background:#e2001a;color:#fff;text-align:center;padding:14px;border-radius:6px;text-decoration:none">ODBIERZ NAGRODĘ</a></div>
<div class="fb"><b>Katarzyna Nowak</b> Dostałam już bon, dziękuję! 😍 · 12 min</div><div class="fb"><b>Marek Wiśniewski</b> Myślałem że to oszustwo ale naprawdę przyszło 👍 · 34 min</div></div>
<script>
var qs=['2. Ile średnio wydajesz na zakupy tygodniowo?','3. Czy poleciłbyś nasz sklep znajomym?'];var qi=0;
document.querySelectorAll('#step1 button').forEach(function(b){b.onclick=function(){if(qi<qs.length){document.getElementById('qq').textContent=qs[qi++];}else{document.getElementById('step1').style.display='none';document.getElementById('step2').style.display='block';}}});
var tries=0,bx=document.getElementById('boxes');for(var i=0;i<9;i++){var d=document.createElement('div');d.className='box';d.textContent='🎁';d.onclick=function(){tries++;if(tries<2){this.textContent='✖';document.getElementById('msg').textContent='Niestety pusto! Spróbuj ponownie.';}else{this.textContent='💳';setTimeout(function(){document.getElementById('step2').style.display='none';document.getElementById('step3').style.display='block';},700);}};bx.appendChild(d);}
</script>`,
    }),
    routes: {
      [`${h}/ankieta/wysylka.html`]: htmlRoute(doc({ lang: 'pl', title: 'Wysyłka nagrody – 4,99 zł', css: 'body{font-family:Arial;max-width:440px;margin:20px auto}input{display:block;width:100%;padding:9px;margin:5px 0 12px}', body: `<h3>Dane do wysyłki</h3><input placeholder="Imię i nazwisko"><input placeholder="Adres"><input placeholder="Telefon"><h3>Płatność 4,99 zł</h3><input placeholder="Numer karty"><input placeholder="MM/RR"><input placeholder="CVC"><button>Zapłać 4,99 zł</button><p style="font-size:10px;color:#888">Zamawiając akceptujesz regulamin subskrypcji VIP (89,99 zł co 14 dni, możliwość anulowania).</p>` })),
    },
  });
})(),
];
