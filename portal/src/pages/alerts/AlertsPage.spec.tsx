/** @jest-environment jsdom */
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError, type AlertSettings } from '../../api/client';
import { api } from '../../api/endpoints';
import { AlertsPage } from './AlertsPage';
import { ToastHost } from '../../app/toasts';

const SETTINGS: AlertSettings = {
  saved: true,
  emailAddress: 'trader@example.com',
  emailEnabled: true,
  telegramEnabled: false,
  webhookEnabled: false,
  webhookUrl: null,
  newSignals: true,
  signalCategories: [],
  minConfidence: 0,
  signalOutcomes: false,
  highImpactNews: false,
  newsCurrencies: [],
  subscriptionReminders: true,
  paymentConfirmed: true,
  telegram: { available: true, botUsername: 'SignalDeskBot', linked: false },
  webhook: { hasSecret: false },
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/alerts']}>
        <AlertsPage />
      </MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  jest.spyOn(api.alerts, 'settings').mockResolvedValue(SETTINGS);
  jest.spyOn(api.alerts, 'deliveries').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

describe('AlertsPage', () => {
  it('keeps what the trader types, and turns the webhook switch on only with an address', async () => {
    const user = setup();
    const address = await screen.findByLabelText('Webhook address');
    const webhookSwitch = screen.getByRole('switch', { name: 'Webhook alerts' });
    expect((webhookSwitch as HTMLInputElement).disabled).toBe(true);
    await user.type(address, 'https://example.com/hook');
    expect((address as HTMLInputElement).value).toBe('https://example.com/hook');
    expect((webhookSwitch as HTMLInputElement).disabled).toBe(false);
  });

  it('sends the whole form on save, and shows the secret the first address comes with', async () => {
    const save = jest.spyOn(api.alerts, 'save').mockResolvedValue({
      ...SETTINGS,
      webhookUrl: 'https://example.com/hook',
      webhook: { hasSecret: true },
      webhookSecret: 'whsec_abc',
    });
    const user = setup();
    await user.type(await screen.findByLabelText('Webhook address'), 'https://example.com/hook');
    await user.click(screen.getByRole('switch', { name: 'Webhook alerts' }));
    await user.click(screen.getByRole('switch', { name: 'Signal outcomes' }));
    await user.click(screen.getByRole('switch', { name: 'High-impact releases' }));
    await user.click(screen.getByRole('button', { name: 'EUR' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(save).toHaveBeenCalledWith({
      emailEnabled: true,
      telegramEnabled: false,
      webhookEnabled: true,
      webhookUrl: 'https://example.com/hook',
      newSignals: true,
      signalCategories: [],
      minConfidence: 0,
      signalOutcomes: true,
      highImpactNews: true,
      newsCurrencies: ['EUR'],
      subscriptionReminders: true,
      paymentConfirmed: true,
    });
    expect(((await screen.findByRole('textbox', { name: 'Signing secret' })) as HTMLInputElement).value).toBe(
      'whsec_abc',
    );
  });

  it('shows why a webhook address was refused at the field itself', async () => {
    const refusal =
      'The webhook address must be reachable on the public internet: 10.0.0.5 is an address on a private network.';
    jest.spyOn(api.alerts, 'save').mockRejectedValue(new ApiError(refusal, 400));
    const user = setup();
    const address = await screen.findByLabelText('Webhook address');
    await user.type(address, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findAllByText(refusal)).toHaveLength(2);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(refusal);
  });
});
