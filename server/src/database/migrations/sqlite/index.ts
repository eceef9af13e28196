import { CreatePlans1795309342502 } from './1795309342502-CreatePlans.js';
import { CreateUsers1795309686159 } from './1795309686159-CreateUsers.js';
import { CreateSubscriptionsAndAccounts1795310895799 } from './1795310895799-CreateSubscriptionsAndAccounts.js';
import { CreateNews1795311539716 } from './1795311539716-CreateNews.js';

export const sqliteMigrations = [CreatePlans1795309342502, CreateUsers1795309686159, CreateSubscriptionsAndAccounts1795310895799, CreateNews1795311539716];
