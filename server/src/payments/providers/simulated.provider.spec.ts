import { FakeClock } from '../../clock/fake-clock.js';
import { SimulatedPaymentProvider } from './simulated.provider.js';

describe('SimulatedPaymentProvider', () => {
  it('says the payment settles its confirmation delay after creation, and reads finished from then', async () => {
    const clock = new FakeClock(new Date('2026-11-25T12:00:00Z'));
    const provider = new SimulatedPaymentProvider(clock, 3);
    const { providerPaymentId } = await provider.create({
      orderId: '1',
      priceAmount: '29.00',
      priceCurrency: 'USD',
      payCurrency: 'btc',
      description: 'Basic plan, monthly',
    });
    expect(provider.settlesAt(providerPaymentId)).toEqual(new Date('2026-11-25T12:00:03Z'));
    clock.moveTo(new Date('2026-11-25T12:00:02.999Z'));
    expect(await provider.status(providerPaymentId)).toEqual({ status: 'waiting' });
    clock.moveTo(new Date('2026-11-25T12:00:03Z'));
    expect(await provider.status(providerPaymentId)).toEqual({ status: 'finished' });
  });

  it('knows nothing of an id it did not make', async () => {
    const provider = new SimulatedPaymentProvider(new FakeClock(), 3);
    expect(provider.settlesAt('sim_x_y')).toBeNull();
    expect(await provider.status('sim_x_y')).toEqual({ status: 'waiting' });
  });
});
