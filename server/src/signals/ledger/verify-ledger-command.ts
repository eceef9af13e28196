/**
 * Recomputes the public hash chain of published signals from a running deployment:
 *   npm run verify-ledger -- https://signals.example.com
 * Prints "Ledger verified: N entries, head <hash>" and exits 0, or names the first entry that
 * breaks the chain and why, and exits 1 (also when the ledger cannot be read).
 */
import { verifyLedger } from './ledger-verifier.js';

const [url] = process.argv.slice(2);
if (!url) {
  console.error('Name the deployment to verify: npm run verify-ledger -- https://signals.example.com');
  process.exit(1);
}
try {
  const verdict = await verifyLedger(url);
  if (!verdict.verified) {
    console.error(verdict.reason);
    process.exit(1);
  }
  console.log(`Ledger verified: ${verdict.entries} entries, head ${verdict.head}`);
} catch (error) {
  const { message, cause } = error as Error & { cause?: Error };
  console.error(`Could not read the ledger of ${url}: ${message}${cause ? ` (${cause.message})` : ''}`);
  process.exit(1);
}
