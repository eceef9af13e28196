/**
 * The public pages (landing, pricing, terms, sign-in, sign-up) are pre-rendered at build, signed out and in the
 * dark theme, so they paint before any JavaScript runs. A visitor for whom that picture would be
 * wrong (a light theme chosen or asked for by the system, or a stored session) gets it hidden
 * until the portal draws the real page; everyone else sees it at once.
 *
 * The script also starts the portal's code, named by a `portal-entry` meta tag, after the first
 * paint. Shared because the build puts this script inline in the pre-rendered pages and the
 * server's Content-Security-Policy allows exactly this script by its hash.
 */
export const PRERENDER_GUARD_SCRIPT =
  '(function(){' +
  "try{var m=localStorage.getItem('colorMode');" +
  "if(m==='light'||(!m&&matchMedia('(prefers-color-scheme: light)').matches)||localStorage.getItem('accessToken'))" +
  "document.documentElement.setAttribute('data-skip-prerender','')}catch(e){}" +
  // The portal's script is requested once the page has painted (a hidden tab paints late: a
  // timer starts it there), so the first paint never waits on the network for it.
  'var e=document.querySelector(\'meta[name="portal-entry"]\'),d=0;' +
  "function go(){if(d||!e)return;d=1;var s=document.createElement('script');" +
  "s.type='module';s.crossOrigin='';s.src=e.content;document.head.appendChild(s)}" +
  'requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200)})()';

/**
 * Hides a pre-rendered page the guard script marked as wrong for this visitor, and keeps clicks
 * off every pre-rendered page until the portal has taken it over (its buttons do nothing before).
 */
export const PRERENDER_GUARD_STYLE =
  '#root[data-prerendered]{pointer-events:none}[data-skip-prerender] #root[data-prerendered]{visibility:hidden}';

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
