/**
 * React Router as react-admin's router adapter sees it in this portal (see lean-imports.ts): the
 * admin always runs inside the portal's router, so react-admin's own hash router never is made.
 */
export * from 'react-router';

const INSIDE_PORTAL = "The admin portal runs inside the portal's router and makes no router of its own.";

export function createHashRouter(): never {
  throw new Error(INSIDE_PORTAL);
}

export function RouterProvider(): never {
  throw new Error(INSIDE_PORTAL);
}
