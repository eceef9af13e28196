import { CreatePlans1795309342502 } from './1795309342502-CreatePlans.js';
import { CreateUsers1795309686159 } from './1795309686159-CreateUsers.js';
import { CreateSubscriptionsAndAccounts1795310895799 } from './1795310895799-CreateSubscriptionsAndAccounts.js';
import { CreatePayments1795311428868 } from './1795311428868-CreatePayments.js';
import { CreateNews1795311539716 } from './1795311539716-CreateNews.js';
import { CreateSignalsAndJobLeases1795311731523 } from './1795311731523-CreateSignalsAndJobLeases.js';
import { CreateAuditEntries1795312482826 } from './1795312482826-CreateAuditEntries.js';

export const mysqlMigrations = [CreatePlans1795309342502, CreateUsers1795309686159, CreateSubscriptionsAndAccounts1795310895799, CreatePayments1795311428868, CreateNews1795311539716, CreateSignalsAndJobLeases1795311731523, CreateAuditEntries1795312482826];
