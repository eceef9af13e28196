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
 * 'waiting' until confirmSeconds have passed, then 'finished'; it says when (settlesAt), so the
 * payment is confirmed at that moment, as a real processor's callback would. Stateless: the
 * creation time rides in the payment id.
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
    const settlesAt = this.settlesAt(providerPaymentId);
    const status: PaymentStatus = settlesAt && this.clock.now() >= settlesAt ? 'finished' : 'waiting';
    return { status };
  }

  /** confirmSeconds after creation, which the payment id carries. */
  settlesAt(providerPaymentId: string): Date | null {
    const createdAt = Number(providerPaymentId.split('_')[1]);
    return Number.isFinite(createdAt) ? new Date(createdAt + this.confirmSeconds * 1000) : null;
  }

  /** Nobody calls back a simulation. */
  verifyNotification(): VerifiedNotification | null {
    return null;
  }
}

function trimZeros(amount: string): string {
  return amount.replace(/\.?0+$/, '');
}
