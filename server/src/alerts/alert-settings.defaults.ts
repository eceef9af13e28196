import type { Repository } from 'typeorm';
import { AlertSettings } from './alert-settings.entity.js';

/** A trader's settings, or what the form starts from before they save it (not stored yet). */
export async function alertSettingsFor(repository: Repository<AlertSettings>, userId: number): Promise<AlertSettings> {
  return (
    (await repository.findOneBy({ userId })) ??
    repository.create({
      userId,
      emailEnabled: true,
      telegramChatId: null,
      telegramEnabled: false,
      telegramLinkCodeHash: null,
      telegramLinkExpiresAt: null,
      webhookUrl: null,
      webhookSalt: null,
      webhookEnabled: false,
      newSignals: true,
      signalCategories: [],
      minConfidence: 0,
      signalOutcomes: false,
      highImpactNews: false,
      newsCurrencies: [],
      subscriptionReminders: true,
      paymentConfirmed: true,
    })
  );
}
