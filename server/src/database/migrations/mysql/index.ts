import { CreatePlans1795309342502 } from './1795309342502-CreatePlans.js';

export const mysqlMigrations = [CreatePlans1795309342502];
