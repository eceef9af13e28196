import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../pages/landing/LandingPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { AppErrorScreen } from './AppErrorScreen';

/** The route table of spec section 2. */
export const router = createBrowserRouter([
  {
    errorElement: <AppErrorScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/phone-verification-demo',
        lazy: () =>
          import('../pages/phone-verification-demo/PhoneVerificationDemoPage').then((page) => ({
            Component: page.PhoneVerificationDemoPage,
          })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
