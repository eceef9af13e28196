/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import { sharedRead, type SharedRead } from './shared-read';

function Reader({ read, name }: { read: SharedRead<string>; name: string }) {
  const state = read.use();
  return <p data-testid={name}>{state.status === 'success' ? state.data : state.status}</p>;
}

/** A load whose answers the test gives one by one. */
function controlledLoad() {
  const calls: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const flush = () => act(async () => {});

describe('sharedRead', () => {
  it('asks once for every component that draws it, and draws the answer in each', async () => {
    const { load, calls } = controlledLoad();
    const read = sharedRead(load);
    render(
      <>
        <Reader read={read} name="a" />
        <Reader read={read} name="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('pending');
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve('plans'));
    expect(screen.getByTestId('a').textContent).toBe('plans');
    expect(screen.getByTestId('b').textContent).toBe('plans');
  });

  it('starts from the seed without asking, so a page drawn from it never shows its loading state', () => {
    const { load, calls } = controlledLoad();
    const read = sharedRead(load, { seed: () => 'painted' });
    render(<Reader read={read} name="a" />);
    expect(screen.getByTestId('a').textContent).toBe('painted');
    expect(calls).toHaveLength(0);
  });

  it('tries three more times before the error shows, waiting twice as long each time', async () => {
    jest.useFakeTimers();
    try {
      const { load, calls } = controlledLoad();
      const read = sharedRead(load, { retryDelayMs: 1000 });
      render(<Reader read={read} name="a" />);
      for (const [attempt, wait] of [1000, 2000, 4000].entries()) {
        await act(async () => calls[attempt].reject(new Error('down')));
        await act(async () => jest.advanceTimersByTime(wait - 1));
        expect(calls).toHaveLength(attempt + 1);
        await act(async () => jest.advanceTimersByTime(1));
        expect(calls).toHaveLength(attempt + 2);
        expect(screen.getByTestId('a').textContent).toBe('pending');
      }
      await act(async () => calls[3].reject(new Error('still down')));
      expect(screen.getByTestId('a').textContent).toBe('error');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again when a component starts to draw an answer older than its freshness, showing the old one meanwhile', async () => {
    let now = 0;
    const { load, calls } = controlledLoad();
    const read = sharedRead(load, { staleMs: 30_000, now: () => now });
    const first = render(<Reader read={read} name="a" />);
    await act(async () => calls[0].resolve('old'));
    first.unmount();

    now = 29_999;
    const second = render(<Reader read={read} name="a" />);
    expect(calls).toHaveLength(1);
    second.unmount();

    now = 30_000;
    render(<Reader read={read} name="a" />);
    expect(calls).toHaveLength(2);
    expect(screen.getByTestId('a').textContent).toBe('old');
    await act(async () => calls[1].resolve('new'));
    expect(screen.getByTestId('a').textContent).toBe('new');
  });

  it('keeps an answer on screen when a later refresh fails', async () => {
    jest.useFakeTimers();
    try {
      let now = 0;
      const { load, calls } = controlledLoad();
      const read = sharedRead(load, { retries: 0, staleMs: 10, now: () => now });
      const first = render(<Reader read={read} name="a" />);
      await act(async () => calls[0].resolve('shown'));
      first.unmount();
      now = 10;
      render(<Reader read={read} name="a" />);
      await act(async () => calls[1].reject(new Error('down')));
      await flush();
      expect(screen.getByTestId('a').textContent).toBe('shown');
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws what it was primed with when rendered on the server, and asks nothing there', () => {
    const { load, calls } = controlledLoad();
    const read = sharedRead(load);
    read.prime('given');
    expect(renderToString(<Reader read={read} name="a" />)).toContain('given');
    read.prime(undefined);
    expect(renderToString(<Reader read={read} name="a" />)).toContain('pending');
    expect(calls).toHaveLength(0);
  });
});
