/** Long US date, e.g. "November 22, 2026" (spec section 2, /profile). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
