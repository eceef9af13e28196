import type { RouteObject } from 'react-router';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AppErrorScreen } from './AppErrorScreen';
import { PageLoading, TitledOutlet } from './PageTitle';
import {
  RedirectIfSignedIn,
  RequireActiveSubscription,
  RequireAuth,
  RequireStaff,
  RequireSubscriptionRecord,
} from './guards';

/** Loads a page's code only when the route is visited; the landing page stays light. */
const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({ lazy: load });

/** The route table of spec section 2 (the browser's router and the build's pre-render share it). */
export const routes: RouteObject[] = [
  {
    element: <TitledOutlet />,
    HydrateFallback: PageLoading,
    errorElement: <AppErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/login',
        handle: { title: 'Sign in' },
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
        handle: { title: 'Create your account' },
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
      {
        path: '/forgot-password',
        handle: { title: 'Forgot password' },
        ...page(async () => ({
          Component: (await import('../pages/forgot-password/ForgotPasswordPage')).ForgotPasswordPage,
        })),
      },
      {
        // Open to a signed-in visitor too: a reset signs every device out anyway.
        path: '/reset-password',
        handle: { title: 'Reset password' },
        ...page(async () => ({
          Component: (await import('../pages/reset-password/ResetPasswordPage')).ResetPasswordPage,
        })),
      },
      {
        path: '/confirm-email',
        handle: { title: 'Confirm email' },
        ...page(async () => ({
          Component: (await import('../pages/confirm-email/ConfirmEmailPage')).ConfirmEmailPage,
        })),
      },
      {
        path: '/performance',
        handle: { title: 'Track record' },
        ...page(async () => ({ Component: (await import('../pages/performance/PerformancePage')).PerformancePage })),
      },
      {
        path: '/terms',
        handle: { title: 'Terms and risk disclaimer' },
        ...page(async () => ({ Component: (await import('../pages/terms/TermsPage')).TermsPage })),
      },
      {
        path: '/pricing',
        handle: { title: 'Pricing' },
        ...page(async () => ({ Component: (await import('../pages/pricing/PricingPage')).PricingPage })),
      },
      {
        path: '/subscription',
        handle: { title: 'Choose your plan' },
        ...page(async () => ({ Component: (await import('../pages/subscription/SubscriptionPage')).SubscriptionPage })),
      },
      {
        path: '/phone-verification-demo',
        handle: { title: 'Phone verification demo' },
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
            // A receipt needs only its owner signed in (the server answers 404 to anyone else).
            path: '/receipts/:id',
            handle: { title: 'Receipt' },
            ...page(async () => ({ Component: (await import('../pages/receipts/ReceiptPage')).ReceiptPage })),
          },
          {
            element: <RequireSubscriptionRecord />,
            children: [
              {
                path: '/dashboard',
                handle: { title: 'Dashboard' },
                ...page(async () => ({ Component: (await import('../pages/dashboard/DashboardPage')).DashboardPage })),
              },
              {
                path: '/payment-flow',
                handle: { title: 'Secure payment' },
                ...page(async () => ({
                  Component: (await import('../pages/payment-flow/PaymentFlowPage')).PaymentFlowPage,
                })),
              },
              {
                element: <RequireActiveSubscription />,
                children: [
                  {
                    path: '/app',
                    handle: { title: 'Signals' },
                    ...page(async () => ({ Component: (await import('../pages/app/SignalsAppPage')).SignalsAppPage })),
                  },
                  {
                    path: '/app/signals/:id',
                    handle: { title: 'Signal' },
                    ...page(async () => ({
                      Component: (await import('../pages/signal-detail/SignalDetailPage')).SignalDetailPage,
                    })),
                  },
                ],
              },
              {
                path: '/profile',
                handle: { title: 'Account settings' },
                ...page(async () => ({ Component: (await import('../pages/profile/ProfilePage')).ProfilePage })),
              },
              {
                path: '/alerts',
                handle: { title: 'Alerts' },
                ...page(async () => ({ Component: (await import('../pages/alerts/AlertsPage')).AlertsPage })),
              },
              {
                element: <RequireStaff />,
                children: [
                  {
                    // react-admin's own routes live below /admin; its code loads only here.
                    path: '/admin/*',
                    handle: { title: 'Admin' },
                    ...page(async () => ({ Component: (await import('../admin/AdminApp')).AdminApp })),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
    ],
  },
];
