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

/** The fixed target for a path, or null when the browser's history should decide. */
export function backTargetFor(pathname: string): string | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BACK_TARGETS[normalised] ?? null;
}
