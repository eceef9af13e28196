import { join } from 'node:path';
import { MODEL_DEFAULTS } from '../model/signal-model.js';
import { Repository } from './git.js';
import { readLog, LOG_FILE } from './log.js';
import { loadPreregistration } from './preregistration.js';
import { choiceOf, engineSettings, finalReading, readPriorTrials } from './protocol.js';
import { SHIPPED_FROM } from './shipped.js';

describe('the shipped design', () => {
  const repository = Repository.containing(import.meta.dirname);
  const log = readLog(join(repository.root, LOG_FILE));
  const registered = loadPreregistration(repository, SHIPPED_FROM);
  const choice = choiceOf(registered, log)!;

  it('is the variant the committed pre-registration’s rule chose from the logged research figures', () => {
    const chosen = registered.preregistration.variants.find((variant) => variant.name === choice.chosen)!;
    expect(JSON.parse(JSON.stringify(engineSettings(repository, registered, chosen, log)))).toEqual(
      JSON.parse(JSON.stringify(MODEL_DEFAULTS)),
    );
  });

  it('passed the ship rule at its first look at the final window', () => {
    const first = log.find((entry) => entry.stage === 'final' && entry.preregistration?.name === SHIPPED_FROM)!;
    expect(first.variant.name).toBe(choice.chosen);
    expect(finalReading(registered, first, log, readPriorTrials(repository.root), choice).passesShipRule).toBe(true);
  });
});
