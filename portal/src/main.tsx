import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { PRERENDER_LIGHT_TEMPLATE_ID } from '#domain/prerender-guard';
import { App } from './app/App';
import { preloadRoute } from './app/lazy-page';
import { routes } from './app/routes';

const container = document.getElementById('root')!;
// A page pre-rendered at build (landing, pricing, terms, sign-in, sign-up) stays on screen until
// the portal can draw the same route in full, then is replaced in one commit with its styles.
const prerendered = container.hasAttribute('data-prerendered');

/** The pre-render's marks and styles, dropped in the commit that replaces its picture. */
function dropPrerender() {
  container.removeAttribute('data-prerendered');
  document.documentElement.removeAttribute('data-skip-prerender');
  document.documentElement.removeAttribute('data-prerender-swap');
  document.querySelectorAll('style[data-prerender]').forEach((style) => style.remove());
  document.getElementById(PRERENDER_LIGHT_TEMPLATE_ID)?.remove();
}

function TakeOver() {
  useLayoutEffect(dropPrerender, []);
  return null;
}

function start() {
  // As a transition React renders in slices between which the page stays responsive; what is
  // on screen (the pre-rendered picture) stays until the whole first page is ready.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
        {prerendered && <TakeOver />}
      </StrictMode>,
    ),
  );
}

// The picture is replaced only by the page in full, so the page's code is loaded first (if that
// fails, the portal starts anyway and shows its error screen).
if (prerendered) void preloadRoute(routes, window.location).then(start, start);
else start();
