import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { doc, baseCss, fontTC, fontSC, mark, cardFields, cardFormatJs, footer, b64 } from '../parts/yq-kit.js';
import { jsRoute, jsonRoute, pngRoute, cssRoute } from '../parts/e-bin.js';


export const entries: Entry[] = [
  {
    id: 'yq-shuadan-task-center-vip',
    label: 'scam',
    kind: 'task-job-scam',
    url: `https://m.youpinhui-task.com/#/home`,
    body: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,user-scalable=no"><title>优品汇 · 任务中心</title>
<link rel="stylesheet" href="/static/css/app.css"></head><body><div id="app"></div>
<script src="/static/js/chunk-vendors.js"></script><script src="/static/js/app.js"></script></body></html>`,
    routes: {
      'm.youpinhui-task.com/static/css/app.css': cssRoute(`body{margin:0;font-family:${fontSC};background:#f6f6f6;font-size:14px}
.top{background:linear-gradient(135deg,#ff6034,#ee0a24);color:#fff;padding:18px 16px 50px}.top .bal{font-size:30px;font-weight:700}
.card{background:#fff;margin:-34px 12px 12px;border-radius:10px;padding:14px;display:flex;justify-content:space-around;text-align:center}
.card b{display:block;font-size:18px;color:#ee0a24}
.sec{background:#fff;margin:12px;border-radius:10px;padding:14px}
.lv{display:flex;gap:8px;overflow:auto}.lv div{flex:0 0 130px;border:1px solid #ffd5c8;border-radius:8px;padding:10px;font-size:12px}
.lv div.on{background:#fff3ef;border-color:#ee0a24}
.grab{display:block;width:100%;height:48px;border:0;border-radius:24px;background:linear-gradient(90deg,#ff6034,#ee0a24);color:#fff;font-size:17px}
.mod{position:fixed;inset:0;background:rgba(0,0,0,.55);display:none;align-items:center;justify-content:center}.mod .in{background:#fff;width:82%;border-radius:10px;padding:18px}
.nav{position:fixed;left:0;right:0;bottom:0;background:#fff;display:flex;border-top:1px solid #eee}.nav a{flex:1;text-align:center;padding:8px 0;font-size:12px;color:#666;text-decoration:none}
.msg{font-size:12px;color:#666;height:20px;overflow:hidden}`),
      'm.youpinhui-task.com/static/js/chunk-vendors.js': jsRoute(`/*! app runtime */window.__m=function(t,p){var d=document.createElement('div');d.innerHTML=t;return d;};`),
      'm.youpinhui-task.com/static/js/app.js': jsRoute(`(function(){
var u={name:'1388****562',vip:1,bal:286.50,today:0,limit:30,frozen:0};
var lv=[{n:'VIP1',c:'0.4%',min:'0',t:30},{n:'VIP2',c:'0.6%',min:'¥1,000',t:40},{n:'VIP3',c:'0.8%',min:'¥5,000',t:50},{n:'VIP4',c:'1.2%',min:'¥20,000',t:60}];
var h='<div class="top"><div>可用余额 (元)</div><div class="bal" id="bal">'+u.bal.toFixed(2)+'</div><div style="font-size:12px">账号 '+u.name+' · VIP'+u.vip+'</div></div>'+
'<div class="card"><div><b id="td">'+u.today+'/'+u.limit+'</b>今日完成</div><div><b>¥0.00</b>今日佣金</div><div><b>¥'+u.frozen.toFixed(2)+'</b>冻结金额</div></div>'+
'<div class="sec"><div class="msg" id="roll">恭喜用户 139****2281 完成任务获得佣金 ¥186.30</div></div>'+
'<div class="sec"><h4 style="margin:0 0 10px">会员等级 · 佣金比例</h4><div class="lv">'+lv.map(function(l,i){return '<div class="'+(i===0?'on':'')+'"><b>'+l.n+'</b><br>佣金 '+l.c+'<br>每日 '+l.t+' 单<br>充值 '+l.min+'</div>'}).join('')+'</div></div>'+
'<div class="sec"><h4 style="margin:0 0 8px">规则说明</h4><p style="font-size:12px;color:#666;margin:0">1. 每单需先垫付商品金额，完成后本金+佣金即时返还至余额。<br>2. 系统随机派发“联单”（组合订单），联单期间须完成全部订单方可提现。<br>3. 账户余额不足时请联系在线客服充值。<br>4. 提现时间 10:00-22:00，单笔最低 ¥100。</p></div>'+
'<div style="padding:0 12px 70px"><button class="grab" id="grab">开始抢单</button></div>'+
'<div class="mod" id="mod"><div class="in"><h3 style="margin-top:0">匹配到订单</h3><p id="od"></p><button class="grab" id="sub">提交订单</button></div></div>'+
'<div class="nav"><a href="#/home">首页</a><a href="#/task">任务</a><a href="#/recharge">充值</a><a href="https://t.me/youpinhui_kefu8">在线客服</a><a href="#/me">我的</a></div>';
document.getElementById('app').innerHTML=h;
var names=['158****0917','186****4420','137****8163','199****2705'];var k=0;setInterval(function(){document.getElementById('roll').textContent='恭喜用户 '+names[k++%4]+' 完成任务获得佣金 ¥'+(50+Math.random()*300).toFixed(2)},2500);
var goods=[['Apple AirPods Pro 2',1899],['SK-II 神仙水 230ml',1540],['戴森吹风机 HD15',3199]];
document.getElementById('grab').onclick=function(){var g=goods[Math.floor(Math.random()*goods.length)];
document.getElementById('od').innerHTML='商品：'+g[0]+'<br>订单金额：¥'+g[1]+'<br>预计佣金：¥'+(g[1]*0.004).toFixed(2);
document.getElementById('mod').style.display='flex';
document.getElementById('sub').onclick=function(){if(g[1]>u.bal){alert('余额不足，请联系客服充值 ¥'+(g[1]-u.bal).toFixed(2)+' 后继续完成联单任务');location.href='https://t.me/youpinhui_kefu8';}};};
})();`),
    },
  },
  {
    id: 'yq-overseas-high-pay-cs-job-cambodia',
    label: 'scam',
    kind: 'job-scam',
    url: 'https://haiwai-gaoxin.zhaopin-job.top/detail/2841.html',
    body: doc({
      title: '【急招】海外客服专员 月薪2-5万 包吃住包机票',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f5f6f7') +
        `.w{max-width:760px;margin:20px auto;background:#fff;padding:26px;border-radius:6px}
.sal{font-size:26px;color:#fe574a;font-weight:700}
.tags span{display:inline-block;background:#f0f5ff;color:#2f54eb;font-size:12px;padding:2px 8px;margin:4px 4px 0 0;border-radius:3px}
.ct{background:#fff7e6;border:1px solid #ffd591;padding:14px;border-radius:4px}
.go{background:#00bebd;color:#fff;padding:12px 30px}`,
      body: `<div class="w">
<h2 style="margin:0">海外客服专员（中文）</h2>
<div class="sal">20,000 - 50,000 元/月</div>
<div class="tags"><span>柬埔寨·西港</span><span>经验不限</span><span>学历不限</span><span>包吃住</span><span>报销机票</span><span>月休4天</span></div>
<h3>岗位职责</h3>
<ol><li>通过电脑/手机与客户进行文字沟通，维护客户关系；</li><li>按照公司话术引导客户参与平台活动；</li><li>完成每日业绩指标，有提成。</li></ol>
<h3>任职要求</h3>
<ol><li>18-35 岁，会打字即可，无需外语；</li><li>服从管理，能适应封闭式管理；</li><li>签证、护照由公司统一办理，入职后护照由公司统一保管。</li></ol>
<div class="ct"><b>联系方式</b><br>招聘主管：王经理　微信/飞机：haiwai_hr888<br>先到先得，下周一统一安排出发（可先到西双版纳/瑞丽集合）。</div>
<p style="margin-top:20px"><a class="btn go" href="https://t.me/haiwai_hr888">立即报名</a></p>
<p class="hint">发布于 2 小时前 · 已有 327 人投递</p>
</div>`,
    }),
  },
  {
    id: 'yq-loan-approved-unfreeze-fee',
    label: 'scam',
    kind: 'loan-fee-scam',
    url: 'https://h5.jiesuda-loan.com/#/order/detail?id=LN20240418771',
    body: doc({
      title: '借速达 - 借款详情',
      lang: 'zh-CN',
      css:
        baseCss(fontSC, '#f4f6fa') +
        `.top{background:#3b6cff;color:#fff;padding:20px 16px}.top .m{font-size:34px;font-weight:700}
.box{background:#fff;margin:12px;border-radius:8px;padding:16px}
.st{color:#f5222d;font-weight:700}
.row2{display:flex;justify-content:space-between;font-size:14px;padding:6px 0;border-bottom:1px solid #f3f3f3}
.go{background:#3b6cff;color:#fff;width:100%;height:46px;border-radius:23px}`,
      body: `<div class="top"><div>借款金额（元）</div><div class="m">50,000.00</div><div style="font-size:12px">借款期限 12 期 · 日利率 0.02%</div></div>
<div class="box"><div class="row2"><span>订单状态</span><span class="st">放款失败 · 资金已冻结</span></div>
<div class="row2"><span>收款银行卡</span><span>6217 **** **** 0391（卡号有误）</span></div>
<div class="row2"><span>冻结原因</span><span>银行卡号填写错误，系统判定为虚假信息</span></div></div>
<div class="box"><h4 style="margin-top:0">解冻说明</h4>
<p style="font-size:13px;color:#555">根据银保监会规定，为证明您的还款能力，需缴纳借款金额 10% 的<b>解冻验证金 ¥5,000</b>至平台监管账户。验证通过后，解冻金将与借款 50,000 元一并发放至您的银行卡（约 30 分钟到账）。</p>
<p style="font-size:13px;color:#555">收款户名：深圳市鑫汇达商贸有限公司<br>开户行：中国农业银行深圳福田支行<br>账号：4100 0301 0401 2288 7</p>
<p class="hint">请在转账备注中填写订单号 LN20240418771。逾期未处理将影响您的征信记录。</p>
<button class="btn go" onclick="location.href='https://h5.jiesuda-loan.com/kefu.html'">我已转账，联系客服</button></div>`,
    }),
  },
];
