import { ServerError } from '../metrics/server-error.entity.js';
import { EaTrade } from '../ea/ea-trade.entity.js';
import { MtAccount } from '../accounts/mt-account.entity.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { AccountToken } from '../auth/account-token.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { NewsEvent } from '../news/news-event.entity.js';
import { NewsFetch } from '../news/news-fetch.entity.js';
import { Plan } from '../plans/plan.entity.js';
import { RenewalReminder } from '../reminders/renewal-reminder.entity.js';
import { Signal } from '../signals/signal.entity.js';
import { LedgerEntry } from '../ledger/ledger-entry.entity.js';
import { LedgerStoredHash } from '../ledger/ledger-stored-hash.entity.js';
import { LedgerCheckpoint } from '../ledger/ledger-checkpoint.entity.js';
import { LedgerSalt } from '../ledger/ledger-salt.entity.js';
import { AppSetting } from '../settings/app-setting.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { RecoveryCode } from '../two-factor/recovery-code.entity.js';
import { SignInChallenge } from '../two-factor/sign-in-challenge.entity.js';
import { TwoFactorCredential } from '../two-factor/two-factor-credential.entity.js';
import { User } from '../users/user.entity.js';
import { UserSettings } from '../users/user-settings.entity.js';
import { AlertCursor } from '../alerts/alert-cursor.entity.js';
import { AlertDelivery } from '../alerts/alert-delivery.entity.js';
import { AlertSettings } from '../alerts/alert-settings.entity.js';
import { IdempotentRequest } from '../idempotency/idempotent-request.entity.js';
import { JobLease } from './job-lease.entity.js';

/** Every entity the data source knows. A new entity goes here and gets a migration per driver. */
export const entities = [
  Plan,
  User,
  RefreshToken,
  AccountToken,
  Subscription,
  MtAccount,
  Payment,
  AuditEntry,
  Signal,
  LedgerEntry,
  LedgerStoredHash,
  LedgerCheckpoint,
  LedgerSalt,
  JobLease,
  NewsEvent,
  NewsFetch,
  UserSettings,
  TwoFactorCredential,
  RecoveryCode,
  SignInChallenge,
  AppSetting,
  AlertSettings,
  AlertDelivery,
  AlertCursor,
  RenewalReminder,
  IdempotentRequest,
  EaTrade,
  ServerError,
];
