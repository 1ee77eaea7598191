import type { Route } from '../../corpus/corpus.js';

/** Helpers shared by dev/c-benign-articles.ts and blind/c-benign-articles.ts (the same family's pages in both splits). */
// Clean: security write-ups rendered from Markdown in the browser, quoting lure code and commands.
export const raw = String.raw;
export const js = (body: string): Route => ({ status: 200, headers: { 'content-type': 'application/javascript; charset=utf-8' }, body });
export const md = (body: string): Route => ({ status: 200, headers: { 'content-type': 'text/markdown; charset=utf-8' }, body });

/** A small Markdown renderer (headings, code fences, inline code, lists, links, quotes, paragraphs), as blogs vendor it. */
export const mdRenderer = raw`(function(g){
function esc(s){return s.replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;')}
function inline(s){return esc(s).replace(/\x60([^\x60]+)\x60/g,'<code>$1</code>').replace(/\*\*([^*]+)\*\*/g,'<strong>$1</strong>').replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g,'<a href="$2" rel="noopener">$1</a>')}
g.renderMarkdown=function(src){var out=[],lines=src.replace(/\r/g,'').split('\n'),i=0,para=[],list=null;
function flush(){if(para.length){out.push('<p>'+inline(para.join(' '))+'</p>');para=[]}if(list){out.push('<ul>'+list.map(function(x){return '<li>'+inline(x)+'</li>'}).join('')+'</ul>');list=null}}
while(i<lines.length){var l=lines[i];
 if(/^\x60\x60\x60/.test(l)){flush();var lang=l.slice(3).trim(),buf=[];i++;while(i<lines.length&&!/^\x60\x60\x60/.test(lines[i]))buf.push(lines[i++]);out.push('<pre class="code" data-lang="'+esc(lang)+'"><code>'+esc(buf.join('\n'))+'</code></pre>');i++;continue}
 var h=/^(#{1,4})\s+(.*)/.exec(l);if(h){flush();out.push('<h'+(h[1].length+1)+'>'+inline(h[2])+'</h'+(h[1].length+1)+'>');i++;continue}
 if(/^>\s?/.test(l)){flush();out.push('<blockquote>'+inline(l.replace(/^>\s?/,''))+'</blockquote>');i++;continue}
 if(/^[-*]\s+/.test(l)){if(para.length)flush();(list=list||[]).push(l.replace(/^[-*]\s+/,''));i++;continue}
 if(!l.trim()){flush();i++;continue}
 para.push(l.trim());i++}
flush();return out.join('\n')};
})(window);`;
export const articleCss = 'body{margin:0;font-family:"Source Serif 4",Georgia,serif;color:#1f2328;background:#fff}header{border-bottom:1px solid #eee;padding:14px 28px;font:600 16px Inter,Arial,sans-serif}article{max-width:760px;margin:30px auto;padding:0 20px;line-height:1.7;font-size:18px}pre.code{background:#0f172a;color:#e2e8f0;padding:14px;border-radius:8px;overflow:auto;font-size:13px;line-height:1.5}code{font-family:"JetBrains Mono",Menlo,monospace;font-size:.9em}blockquote{border-left:3px solid #cbd5e1;margin:0;padding-left:14px;color:#475569}.meta{font:14px Inter,Arial,sans-serif;color:#64748b}';
