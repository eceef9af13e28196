import type { CsvColumn } from '../common/csv.js';
import type { AdminUserDto } from './users-admin.service.js';

/** The users export: who they are, how to reach them, and what they pay for. */
export const USER_EXPORT_COLUMNS: CsvColumn<AdminUserDto>[] = [
  { header: 'User ID', value: (user) => user.id },
  { header: 'Email', value: (user) => user.email },
  { header: 'First name', value: (user) => user.firstName },
  { header: 'Last name', value: (user) => user.lastName },
  { header: 'Phone', value: (user) => user.phone },
  { header: 'Role', value: (user) => user.role },
  { header: 'Disabled', value: (user) => (user.disabled ? 'yes' : 'no') },
  { header: 'Plan', value: (user) => user.planName ?? user.plan },
  { header: 'Plan code', value: (user) => user.plan },
  { header: 'Subscription status', value: (user) => user.subscriptionStatus },
  { header: 'Subscription expires (UTC)', value: (user) => user.expiresAt },
  { header: 'Joined (UTC)', value: (user) => user.createdAt },
];
