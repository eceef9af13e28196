import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AppErrorScreen } from './AppErrorScreen';
import {
  RedirectIfSignedIn,
  RequireActiveSubscription,
  RequireAuth,
  RequireStaff,
  RequireSubscriptionRecord,
} from './guards';

/** Loads a page's code only when the route is visited; the landing page stays light. */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** The route table of spec section 2. */
export const router = createBrowserRouter([
  {
    errorElement: <AppErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/login',
        ...page(async () => {
          const { LoginPage } = await import('../pages/login/LoginPage');
          return {
            Component: () => (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          };
        }),
      },
      {
        path: '/signup',
        ...page(async () => {
          const { SignupPage } = await import('../pages/signup/SignupPage');
          return {
            Component: () => (
              <RedirectIfSignedIn>
                <SignupPage />
              </RedirectIfSignedIn>
            ),
          };
        }),
      },
      { path: '/terms', ...page(async () => ({ Component: (await import('../pages/terms/TermsPage')).TermsPage })) },
      {
        path: '/pricing',
        ...page(async () => ({ Component: (await import('../pages/pricing/PricingPage')).PricingPage })),
      },
      {
        path: '/subscription',
        ...page(async () => ({ Component: (await import('../pages/subscription/SubscriptionPage')).SubscriptionPage })),
      },
      {
        path: '/phone-verification-demo',
        ...page(async () => ({
          Component: (await import('../pages/phone-verification-demo/PhoneVerificationDemoPage'))
            .PhoneVerificationDemoPage,
        })),
      },
      {
        // The protected group: a token, then a chosen plan (spec section 2).
        element: <RequireAuth />,
        children: [
          {
            element: <RequireSubscriptionRecord />,
            children: [
              {
                path: '/dashboard',
                ...page(async () => ({ Component: (await import('../pages/dashboard/DashboardPage')).DashboardPage })),
              },
              {
                path: '/payment-flow',
                ...page(async () => ({
                  Component: (await import('../pages/payment-flow/PaymentFlowPage')).PaymentFlowPage,
                })),
              },
              {
                element: <RequireActiveSubscription />,
                children: [
                  {
                    path: '/app',
                    ...page(async () => ({ Component: (await import('../pages/app/SignalsAppPage')).SignalsAppPage })),
                  },
                ],
              },
              {
                path: '/profile',
                ...page(async () => ({ Component: (await import('../pages/profile/ProfilePage')).ProfilePage })),
              },
              {
                element: <RequireStaff />,
                children: [
                  {
                    // react-admin's own routes live below /admin; its code loads only here.
                    path: '/admin/*',
                    ...page(async () => ({ Component: (await import('../admin/AdminApp')).AdminApp })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
