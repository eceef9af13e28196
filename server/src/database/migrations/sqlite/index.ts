import { CreatePlans1795309342502 } from './1795309342502-CreatePlans.js';
import { CreateUsers1795309686159 } from './1795309686159-CreateUsers.js';
import { CreateSubscriptionsAndAccounts1795310895799 } from './1795310895799-CreateSubscriptionsAndAccounts.js';
import { CreatePayments1795311428868 } from './1795311428868-CreatePayments.js';
import { CreateNews1795311539716 } from './1795311539716-CreateNews.js';
import { CreateSignalsAndJobLeases1795311731523 } from './1795311731523-CreateSignalsAndJobLeases.js';
import { CreateAuditEntries1795312482826 } from './1795312482826-CreateAuditEntries.js';
import { AddUserTokenGeneration1795388807262 } from './1795388807262-AddUserTokenGeneration.js';
import { CreateUserSettings1795389396865 } from './1795389396865-CreateUserSettings.js';
import { SupersededPayments1795389936685 } from './1795389936685-SupersededPayments.js';
import { AddAccountTokens1795390237832 } from './1795390237832-AddAccountTokens.js';
import { AddUserDeletedAt1795390600000 } from './1795390600000-AddUserDeletedAt.js';
import { AddPlanSignalDelay1795453196728 } from './1795453196728-AddPlanSignalDelay.js';
import { AddTwoFactorSignIn1795456461836 } from './1795456461836-AddTwoFactorSignIn.js';
import { AddAlerts1795456569457 } from './1795456569457-AddAlerts.js';
import { PlanChangesReceiptsReminders1795456386492 } from './1795456386492-PlanChangesReceiptsReminders.js';
import { AddSignalLedger1795630527361 } from './1795630527361-AddSignalLedger.js';

export const sqliteMigrations = [CreatePlans1795309342502, CreateUsers1795309686159, CreateSubscriptionsAndAccounts1795310895799, CreatePayments1795311428868, CreateNews1795311539716, CreateSignalsAndJobLeases1795311731523, CreateAuditEntries1795312482826, AddUserTokenGeneration1795388807262, CreateUserSettings1795389396865, SupersededPayments1795389936685, AddAccountTokens1795390237832, AddUserDeletedAt1795390600000, AddPlanSignalDelay1795453196728, PlanChangesReceiptsReminders1795456386492, AddTwoFactorSignIn1795456461836, AddAlerts1795456569457, AddSignalLedger1795630527361];
