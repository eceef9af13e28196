export const ROLES = ['user', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that work in the admin portal; the admin's setting can require two-factor sign-in of them. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'support'];

export function isStaff(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}
