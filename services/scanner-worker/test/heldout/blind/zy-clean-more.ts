import { htmlRoute, type Entry } from '../entry.js';
import { doc, jsonRoute } from '../parts/zy-kit.js';

export const entries: Entry[] = [
{
  id: 'zy-clean-jnt-official-tracking',
  label: 'clean',
  kind: 'courier-tracking',
  url: 'https://jet.co.id/track?awb=JX4418920351',
  body: doc({
    title: 'Lacak Kiriman | J&T Express Indonesia',
    lang: 'id',
    css: `*{box-sizing:border-box}body{margin:0;font-family:Arial;background:#f6f6f6;color:#222}.h{background:#e60012;color:#fff;padding:14px 24px;font:900 22px Arial;display:flex;justify-content:space-between}.h a{color:#fff;font:400 14px Arial;margin-left:14px}
.w{max-width:720px;margin:20px auto;background:#fff;border-radius:8px;padding:22px}.s{display:flex;gap:8px}.s input{flex:1;padding:11px;border:1px solid #ccc;border-radius:4px}.s button{background:#e60012;color:#fff;border:0;padding:0 20px;border-radius:4px}
.tl{border-left:3px solid #e60012;margin:18px 0 0 6px;padding-left:16px}.tl div{margin-bottom:14px;font-size:14px}.tl b{display:block}.n{background:#fff6f6;border-radius:6px;padding:12px;font-size:13px;margin-top:16px}`,
    body: `<div class="h">J&amp;T EXPRESS<span><a href="/">Beranda</a><a href="/track">Lacak</a><a href="/tarif">Cek Tarif</a></span></div>
<div class="w"><form class="s" action="/track"><input name="awb" value="JX4418920351"><button>Lacak</button></form><div id="r" class="tl"></div>
<div class="n">J&amp;T Express tidak pernah meminta biaya tambahan, pembayaran ulang ongkir, atau data kartu melalui SMS/WhatsApp. Kurir hanya menagih COD sesuai nilai yang tertera di resi. Layanan pelanggan: 021-8066-1888.</div></div>
<script>
fetch("/api/track?awb="+encodeURIComponent(new URLSearchParams(location.search).get("awb")||""),{headers:{Accept:"application/json"}}).then(function(r){return r.json()}).then(function(j){
 document.getElementById("r").innerHTML=j.history.map(function(h){return "<div><b>"+h.status+"</b>"+h.place+" · "+h.time+"</div>"}).join("")});
</script>`,
  }),
  routes: {
    'jet.co.id/api/track': jsonRoute({ awb: 'JX4418920351', history: [{ status: 'Paket sedang diantar', place: 'Cakung DC', time: '21-06-2025 09:12' }, { status: 'Paket tiba di gudang', place: 'Cakung DC', time: '21-06-2025 02:40' }, { status: 'Paket dikirim', place: 'Surabaya Gateway', time: '19-06-2025 22:05' }] }),
  },
},
];
