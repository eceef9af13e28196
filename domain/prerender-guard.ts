/**
 * The public pages (landing, pricing, terms, sign-in, sign-up) are pre-rendered at build, signed
 * out, in the dark theme and (inert, in a template) in the light one, so they paint before any
 * JavaScript runs. The guard script picks the theme the portal will draw: a visitor who chose
 * light or whose system asks for it gets the light picture swapped in once the document is
 * parsed (hidden until then). A visitor with a stored session would see the wrong header: the
 * picture stays hidden until the portal draws the real page.
 *
 * The script also starts the portal's code, named by a `portal-entry` meta tag, after the first
 * paint. Shared because the build puts this script inline in the pre-rendered pages and the
 * server's Content-Security-Policy allows exactly this script by its hash.
 */
/** The id of the template holding a page's light-theme picture, after the root. */
export const PRERENDER_LIGHT_TEMPLATE_ID = 'prerender-light';

export const PRERENDER_GUARD_SCRIPT =
  '(function(){var h=document.documentElement;' +
  "try{var m=localStorage.getItem('colorMode');" +
  "if(localStorage.getItem('accessToken'))h.setAttribute('data-skip-prerender','');" +
  "else if(m==='light'||(!m&&matchMedia('(prefers-color-scheme: light)').matches)){" +
  "h.setAttribute('data-prerender-swap','');" +
  "document.addEventListener('DOMContentLoaded',function(){" +
  "var t=document.getElementById('" +
  PRERENDER_LIGHT_TEMPLATE_ID +
  "'),r=document.getElementById('root');" +
  "if(t&&r&&r.hasAttribute('data-prerendered')){var c=t.content,s=c.querySelector('style');" +
  "document.querySelectorAll('style[data-prerender]').forEach(function(x){x.remove()});" +
  "if(s){s.setAttribute('data-prerender','');document.head.appendChild(s)}r.replaceChildren(c)}" +
  "h.removeAttribute('data-prerender-swap')})}}catch(e){}" +
  // The portal's script is requested once the page has painted (a hidden tab paints late: a
  // timer starts it there), so the first paint never waits on the network for it.
  'var e=document.querySelector(\'meta[name="portal-entry"]\'),d=0;' +
  "function go(){if(d||!e)return;d=1;var s=document.createElement('script');" +
  "s.type='module';s.crossOrigin='';s.src=e.content;document.head.appendChild(s)}" +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200)})()';

/**
 * Hides a pre-rendered page the guard script marked as wrong for this visitor (or not swapped to
 * the light picture yet), and keeps clicks off every pre-rendered page until the portal has taken
 * it over (its buttons do nothing before).
 */
export const PRERENDER_GUARD_STYLE =
  '#root[data-prerendered]{pointer-events:none}' +
  '[data-skip-prerender] #root[data-prerendered],[data-prerender-swap] #root[data-prerendered]{visibility:hidden}';

/**
 * The routes pre-rendered at build, with the file each is written to under the portal's build.
 * Their form controls are disabled until the portal takes over, so nothing typed before is lost.
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'prerendered/index.html' },
  { path: '/pricing', file: 'prerendered/pricing.html' },
  { path: '/terms', file: 'prerendered/terms.html' },
  { path: '/login', file: 'prerendered/login.html' },
  { path: '/signup', file: 'prerendered/signup.html' },
] as const;
