import { Counter, Histogram, Registry } from 'prom-client';
import { TalliedCounter, TalliedHistogram } from './tallied.js';

const BOUNDS = [0.001, 0.01, 0.1, 1];

/** The text format's samples and comments, with each sample's labels in one order (their order carries no meaning). */
function samples(text: string): string[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^(\w+)\{(.*)\} (\S+)$/.exec(line);
      return match ? `${match[1]}{${match[2].split(',').sort().join(',')}} ${match[3]}` : line;
    })
    .sort();
}
const LABELS = ['route', 'status_class'];

describe('tallied metrics', () => {
  it('write out the samples prom-client writes for the same observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const histogram = new TalliedHistogram('t_duration_seconds', 'How long.', LABELS, BOUNDS, ours);
    const counter = new TalliedCounter('t_answers_total', 'How many.', LABELS, ours);
    const reference = new Histogram({
      name: 't_duration_seconds',
      help: 'How long.',
      labelNames: LABELS,
      buckets: BOUNDS,
      registers: [theirs],
    });
    const referenceCounter = new Counter({
      name: 't_answers_total',
      help: 'How many.',
      labelNames: LABELS,
      registers: [theirs],
    });

    const observations: Array<[Record<string, string>, number]> = [
      [{ route: '/a', status_class: '2xx' }, 0.0004],
      [{ route: '/a', status_class: '2xx' }, 0.001],
      [{ route: '/a', status_class: '2xx' }, 0.05],
      [{ status_class: '5xx', route: '/b' }, 7],
      [{ route: '/a', status_class: '4xx' }, 1],
    ];
    for (const [labels, value] of observations) {
      histogram.series(labels).observe(value);
      counter.series(labels).inc();
      reference.observe(labels, value);
      referenceCounter.inc(labels);
    }
    expect(samples(await ours.metrics())).toEqual(samples(await theirs.metrics()));
  });

  it('give the same series for the same labels, whatever their order', () => {
    const histogram = new TalliedHistogram('t_seconds', 'How long.', LABELS, BOUNDS, new Registry());
    expect(histogram.series({ route: '/a', status_class: '2xx' })).toBe(
      histogram.series({ status_class: '2xx', route: '/a' }),
    );
    expect(histogram.series({ route: '/a', status_class: '2xx' })).not.toBe(
      histogram.series({ route: '/a', status_class: '3xx' }),
    );
  });
});
