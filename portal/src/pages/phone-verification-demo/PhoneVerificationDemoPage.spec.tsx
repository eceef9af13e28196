/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PhoneVerificationDemoPage } from './PhoneVerificationDemoPage';

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/phone-verification-demo']}>
      <Routes>
        <Route path="/phone-verification-demo" element={<PhoneVerificationDemoPage />} />
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
  return { user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

const currentPath = () => screen.getByLabelText('Current path').textContent;

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('PhoneVerificationDemoPage', () => {
  it('introduces the demo: brand, back button, blurbs and the demo code', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Verification Demo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SignalDesk' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '40+ countries' })).toBeTruthy();
    expect(screen.getByText(/SMS verification provider/)).toBeTruthy();
    expect(screen.getByText('This is a demo').parentElement?.textContent).toBe(
      'This is a demoNo SMS is sent. Enter any number, then use the code 123456 to verify it.',
    );
  });

  it('skips to the dashboard', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Skip Demo & Go to Dashboard →' }));
    expect(currentPath()).toBe('/dashboard');
  });

  it('opens the verification and goes back to the introduction on Cancel', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Start Phone Verification' }));
    expect(screen.getByRole('heading', { name: 'Verify your phone number' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Start Phone Verification' })).toBeTruthy();
  });

  it('shows the verified number and what production would do, then offers Try Again and the dashboard', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Start Phone Verification' }));
    await user.keyboard('2133734253{Enter}');
    await advance(1000);
    await user.keyboard('123456{Enter}');
    await advance(1000);
    expect(screen.getByRole('heading', { name: 'Phone Verified!' })).toBeTruthy();
    await advance(1500);

    expect(screen.getByText('+1 213 373 4253')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What would happen in production' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Verify your phone number' })).toBeTruthy();
    await user.keyboard('2133734253{Enter}');
    await advance(1000);
    await user.keyboard('123456{Enter}');
    await advance(1000);
    await advance(1500);

    await user.click(screen.getByRole('link', { name: 'Continue to Dashboard →' }));
    expect(currentPath()).toBe('/dashboard');
  });
});
