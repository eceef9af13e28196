import type { RouteObject } from 'react-router';
import { LandingPage } from '../pages/landing/LandingPage';
import { lazyPage } from './lazy-page';
import { PageFrame } from './PageFrame';
import { RedirectIfSignedIn, RequireAuth } from './guards';

/** The route table of spec section 2 (the browser's router and the build's pre-render share it). */
export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/login',
        ...lazyPage('Sign in', async () => {
          const { LoginPage } = await import('../pages/login/LoginPage');
          return () => (
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          );
        }),
      },
      {
        path: '/signup',
        ...lazyPage('Create your account', async () => {
          const { SignupPage } = await import('../pages/signup/SignupPage');
          return () => (
            <RedirectIfSignedIn>
              <SignupPage />
            </RedirectIfSignedIn>
          );
        }),
      },
      {
        path: '/forgot-password',
        ...lazyPage(
          'Forgot password',
          async () => (await import('../pages/forgot-password/ForgotPasswordPage')).ForgotPasswordPage,
        ),
      },
      {
        // Open to a signed-in visitor too: a reset signs every device out anyway.
        path: '/reset-password',
        ...lazyPage(
          'Reset password',
          async () => (await import('../pages/reset-password/ResetPasswordPage')).ResetPasswordPage,
        ),
      },
      {
        path: '/confirm-email',
        ...lazyPage(
          'Confirm email',
          async () => (await import('../pages/confirm-email/ConfirmEmailPage')).ConfirmEmailPage,
        ),
      },
      {
        path: '/performance',
        ...lazyPage('Track record', async () => (await import('../pages/performance/PerformancePage')).PerformancePage),
      },
      {
        path: '/terms',
        ...lazyPage('Terms and risk disclaimer', async () => (await import('../pages/terms/TermsPage')).TermsPage),
      },
      {
        path: '/pricing',
        ...lazyPage('Pricing', async () => (await import('../pages/pricing/PricingPage')).PricingPage),
      },
      {
        path: '/subscription',
        ...lazyPage(
          'Choose your plan',
          async () => (await import('../pages/subscription/SubscriptionPage')).SubscriptionPage,
        ),
      },
      {
        path: '/phone-verification-demo',
        ...lazyPage(
          'Phone verification demo',
          async () =>
            (await import('../pages/phone-verification-demo/PhoneVerificationDemoPage')).PhoneVerificationDemoPage,
        ),
      },
      {
        // The protected group: a token (spec section 2); below it, a plan only where one is paid for.
        element: <RequireAuth />,
        children: [
          {
            // A receipt needs only its owner signed in (the server answers 404 to anyone else).
            path: '/receipts/:id',
            ...lazyPage('Receipt', async () => (await import('../pages/receipts/ReceiptPage')).ReceiptPage),
          },
          {
            // Account pages: open to every signed-in user, with a plan or without (DESIGN section 6).
            path: '/dashboard',
            ...lazyPage('Dashboard', async () => (await import('../pages/dashboard/DashboardPage')).DashboardPage),
          },
          {
            path: '/dashboard/accounts/:id',
            ...lazyPage('MT account', async () => (await import('../pages/mt-account/MtAccountPage')).MtAccountPage),
          },
          {
            path: '/payment-flow',
            ...lazyPage(
              'Secure payment',
              async () => (await import('../pages/payment-flow/PaymentFlowPage')).PaymentFlowPage,
            ),
          },
          {
            path: '/profile',
            ...lazyPage('Account settings', async () => (await import('../pages/profile/ProfilePage')).ProfilePage),
          },
          {
            // What is paid for, each page behind a plan: signals and the calendar beside them, and alerts.
            path: '/app',
            ...lazyPage('Signals', async () => {
              const [{ SignalsAppPage }, { RequirePaidPlan }] = await Promise.all([
                import('../pages/app/SignalsAppPage'),
                import('../features/subscription/PlanRequired'),
              ]);
              return () => (
                <RequirePaidPlan feature="signals">
                  <SignalsAppPage />
                </RequirePaidPlan>
              );
            }),
          },
          {
            path: '/app/signals/:id',
            ...lazyPage('Signal', async () => {
              const [{ SignalDetailPage }, { RequirePaidPlan }] = await Promise.all([
                import('../pages/signal-detail/SignalDetailPage'),
                import('../features/subscription/PlanRequired'),
              ]);
              return () => (
                <RequirePaidPlan feature="signals">
                  <SignalDetailPage />
                </RequirePaidPlan>
              );
            }),
          },
          {
            path: '/alerts',
            ...lazyPage('Alerts', async () => {
              const [{ AlertsPage }, { RequirePaidPlan }] = await Promise.all([
                import('../pages/alerts/AlertsPage'),
                import('../features/subscription/PlanRequired'),
              ]);
              return () => (
                <RequirePaidPlan feature="alerts">
                  <AlertsPage />
                </RequirePaidPlan>
              );
            }),
          },
          {
            // The staff check (and the query library it reads two-factor through) loads only here.
            ...lazyPage('Admin', async () => (await import('./RequireStaff')).RequireStaff),
            children: [
              {
                // react-admin's own routes live below /admin; its code loads only here.
                path: '/admin/*',
                ...lazyPage('Admin', async () => (await import('../admin/AdminApp')).AdminApp),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        ...lazyPage('Page not found', async () => (await import('../pages/not-found/NotFoundPage')).NotFoundPage),
      },
    ],
  },
];
