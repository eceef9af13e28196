// jsdom has no TextEncoder/TextDecoder; React Router needs them. Node's are the same API.
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// Component suites wait for what a page draws after its reads: one second (Testing Library's
// default) is short when the machine is busy with the other suites, so they wait up to five.
if (typeof document !== 'undefined') {
  // The DOM library's, not React's: importing that here would skip its cleanup after each test.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });
}
