import type { AlertSettings, AlertSettingsChanges } from '../../api/client';

/** The editable part of the settings, as the page holds it between saves. */
export type AlertForm = AlertSettingsChanges;

export function formOf(settings: AlertSettings): AlertForm {
  return {
    emailEnabled: settings.emailEnabled,
    telegramEnabled: settings.telegramEnabled,
    webhookEnabled: settings.webhookEnabled,
    webhookUrl: settings.webhookUrl,
    newSignals: settings.newSignals,
    signalCategories: settings.signalCategories,
    minConfidence: settings.minConfidence,
    signalOutcomes: settings.signalOutcomes,
    highImpactNews: settings.highImpactNews,
    newsCurrencies: settings.newsCurrencies,
    subscriptionReminders: settings.subscriptionReminders,
    paymentConfirmed: settings.paymentConfirmed,
  };
}

/** What the form would send: a blank webhook address is none. */
export function changesOf(form: AlertForm): AlertSettingsChanges {
  const webhookUrl = form.webhookUrl?.trim() || null;
  return { ...form, webhookUrl, webhookEnabled: form.webhookEnabled && webhookUrl !== null };
}
