/** True when a write failed on a unique index (MySQL/MariaDB or SQLite). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } } | null)?.driverError?.code;
  const own = (error as { code?: string } | null)?.code;
  return [code, own].some((value) => value === 'ER_DUP_ENTRY' || value === 'SQLITE_CONSTRAINT_UNIQUE');
}
