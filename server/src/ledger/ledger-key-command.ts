/**
 * Makes a signing key for the transparency log, for production's LEDGER_SIGNING_KEY:
 *   npm run ledger-key -- signals.example.com/signal-log
 * Prints the signer key (a secret: put it in the environment) and the verifier key (public: the
 * server serves it at /api/ledger/key; print it where traders will find it too).
 */
import { randomBytes } from 'node:crypto';
import { isKeyName, signerFromSeed } from './note-key.js';

const [name] = process.argv.slice(2);
if (!name || !isKeyName(name)) {
  console.error(
    'Name the log, as its origin: npm run ledger-key -- signals.example.com/signal-log (no spaces, no plus sign)',
  );
  process.exit(1);
}
const signer = signerFromSeed(name, randomBytes(32));
console.log(`LEDGER_SIGNING_KEY=${signer.skey}`);
console.log(`verifier key:       ${signer.vkey}`);
