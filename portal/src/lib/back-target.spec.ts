import { backTargetFor } from './back-target';

describe('backTargetFor', () => {
  it.each([
    ['/payment-flow', '/pricing'],
    ['/profile', '/dashboard'],
    ['/subscription', '/dashboard'],
    ['/pricing', '/'],
    ['/dashboard', '/'],
    ['/app', '/dashboard'],
    ['/login', '/'],
    ['/signup', '/'],
    ['/profile/', '/dashboard'],
    ['/receipts/42', '/profile'],
    ['/dashboard/accounts/7', '/dashboard'],
  ])('sends %s back to %s', (path, target) => {
    expect(backTargetFor(path)).toBe(target);
  });

  it('leaves other pages to the browser history', () => {
    expect(backTargetFor('/terms')).toBeNull();
    expect(backTargetFor('/')).toBeNull();
    expect(backTargetFor('/admin')).toBeNull();
    expect(backTargetFor('/receipts')).toBeNull();
  });
});
