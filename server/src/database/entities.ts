import { MtAccount } from '../accounts/mt-account.entity.js';
import { AuditEntry } from '../audit/audit-entry.entity.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { Payment } from '../payments/payment.entity.js';
import { NewsEvent } from '../news/news-event.entity.js';
import { NewsFetch } from '../news/news-fetch.entity.js';
import { Plan } from '../plans/plan.entity.js';
import { Signal } from '../signals/signal.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { User } from '../users/user.entity.js';
import { JobLease } from './job-lease.entity.js';

/** Every entity the data source knows. A new entity goes here and gets a migration per driver. */
export const entities = [
  Plan,
  User,
  RefreshToken,
  Subscription,
  MtAccount,
  Payment,
  AuditEntry,
  Signal,
  JobLease,
  NewsEvent,
  NewsFetch,
];
