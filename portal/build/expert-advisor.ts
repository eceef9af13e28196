import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where traders download the Expert Advisor from: the account page links here. */
export const EXPERT_ADVISOR_PATH = 'downloads/SignalDesk.mq5';
const source = fileURLToPath(new URL('../../integrations/metatrader5/SignalDesk.mq5', import.meta.url));

/**
 * Ships integrations/metatrader5/SignalDesk.mq5 with the portal as /downloads/SignalDesk.mq5, the
 * file as it is in the repository (the build copies it; the dev server reads it on each request).
 */
export function expertAdvisor(): Plugin {
  return {
    name: 'signaldesk-expert-advisor',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: EXPERT_ADVISOR_PATH, source: readFileSync(source) });
    },
    configureServer(server) {
      server.middlewares.use(`/${EXPERT_ADVISOR_PATH}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(readFileSync(source));
      });
    },
  };
}
