/** Where the back button of each page goes (spec section 2); other pages use browser history. */
const BACK_TARGETS: Record<string, string> = {
  '/payment-flow': '/pricing',
  '/profile': '/dashboard',
  '/subscription': '/dashboard',
  '/pricing': '/',
  '/dashboard': '/',
  '/app': '/dashboard',
  '/login': '/',
  '/signup': '/',
};

/**
 * Pages under a path, whose back button goes to one place: a receipt goes back to the profile's
 * billing history, an MT account's page to the dashboard.
 */
const BACK_TARGETS_BELOW: [prefix: string, target: string][] = [
  ['/receipts/', '/profile'],
  ['/dashboard/accounts/', '/dashboard'],
];

/** The fixed target for a path, or null when the browser's history should decide. */
export function backTargetFor(pathname: string): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BACK_TARGETS[normalised] ?? BACK_TARGETS_BELOW.find(([prefix]) => normalised.startsWith(prefix))?.[1] ?? null;
}
