import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AppErrorScreen } from './AppErrorScreen';
import { RedirectIfSignedIn, RequireActiveSubscription, RequireAdmin, RequireAuth } from './guards';

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
        path: '/phone-verification-demo',
        ...page(async () => ({
          Component: (await import('../pages/phone-verification-demo/PhoneVerificationDemoPage'))
            .PhoneVerificationDemoPage,
        })),
      },
      {
        // The protected group. The subscription-record check of spec section 2 joins here as a
        // second guard element when subscriptions land.
        element: <RequireAuth />,
        children: [
          {
            path: '/dashboard',
            ...page(async () => ({ Component: (await import('../pages/dashboard/DashboardPage')).DashboardPage })),
          },
          {
            path: '/profile',
            ...page(async () => ({ Component: (await import('../pages/profile/ProfilePage')).ProfilePage })),
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
            element: <RequireAdmin />,
            children: [
              {
                path: '/admin',
                ...page(async () => ({ Component: (await import('../pages/admin/AdminPage')).AdminPage })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
