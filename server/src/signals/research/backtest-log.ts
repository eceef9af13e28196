import { join } from 'node:path';
import type { Evaluation } from './evaluation.js';
import type { Repository } from './git.js';
import { appendLog, readLog, LOG_FILE, type LogEntry, type Window } from './log.js';
import { logEntry } from './protocol.js';

/**
 * Appends a back-test run to the research log: a back-test of the engine on the data is an
 * evaluation like any other, and a look at every window it covers.
 */
export function logBacktest(
  repository: Repository,
  variant: LogEntry['variant'],
  window: Window,
  data: LogEntry['data'],
  figures: Evaluation,
): LogEntry {
  const file = join(repository.root, LOG_FILE);
  const entry = logEntry(repository, null, 'backtest', variant, window, data, figures, readLog(file));
  appendLog(file, entry);
  return entry;
}
