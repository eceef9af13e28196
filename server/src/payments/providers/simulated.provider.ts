import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock/clock.js';
import type { PaymentStatus } from '../payment.entity.js';
import type {
  CreateProviderPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentState,
  VerifiedNotification,
} from './payment-provider.js';

/** Demo prices in USD per coin: the simulated checkout needs a believable amount, not a market. */
export const DEMO_RATES_USD: Record<string, number> = {
  btc: 95000,
  eth: 3500,
  sol: 180,
  usdterc20: 1,
  usdttrc20: 1,
  usdtbsc: 1,
  ltc: 90,
  ada: 0.7,
  dot: 6,
  doge: 0.2,
};

/**
 * The offline default: a clearly fake address per payment, an amount from the demo rates, and
 * 'waiting' until confirmSeconds have passed, then 'finished'. Stateless: the creation time rides
 * in the payment id.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  /** Nobody can pay a simulated address, so a superseded simulated invoice never confirms. */
  readonly lateFundsPossible = false;

  constructor(
    private readonly clock: Clock,
    private readonly confirmSeconds: number,
  ) {}

  async currencies(): Promise<string[]> {
    return Object.keys(DEMO_RATES_USD);
  }

  async create(input: CreateProviderPayment): Promise<ProviderPayment> {
    const rate = DEMO_RATES_USD[input.payCurrency];
    const createdAt = this.clock.now().getTime();
    return {
      providerPaymentId: `sim_${createdAt}_${randomBytes(6).toString('hex')}`,
      status: 'waiting',
      payAddress: `SIMULATED-${input.payCurrency.toUpperCase()}-${randomBytes(12).toString('hex')}`,
      payAmount: trimZeros((Number(input.priceAmount) / rate).toFixed(8)),
      payCurrency: input.payCurrency,
    };
  }

  async status(providerPaymentId: string): Promise<ProviderPaymentState> {
    const createdAt = Number(providerPaymentId.split('_')[1]);
    const elapsed = (this.clock.now().getTime() - createdAt) / 1000;
    const status: PaymentStatus = Number.isFinite(createdAt) && elapsed >= this.confirmSeconds ? 'finished' : 'waiting';
    return { status };
  }

  /** Nobody calls back a simulation. */
  verifyNotification(): VerifiedNotification | null {
    return null;
  }
}

function trimZeros(amount: string): string {
  return amount.replace(/\.?0+$/, '');
}
