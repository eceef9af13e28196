import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { router } from './app/router';

const container = document.getElementById('root')!;
// A page pre-rendered at build (landing, pricing, terms) stays on screen until the portal can
// draw the same route in full, then is replaced in one commit with its styles.
const prerendered = container.hasAttribute('data-prerendered');

function start() {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  if (!prerendered) return;
  container.removeAttribute('data-prerendered');
  document.documentElement.removeAttribute('data-skip-prerender');
  document.querySelectorAll('style[data-prerender]').forEach((style) => style.remove());
}

if (prerendered && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
} else {
  start();
}
