import type { AuthProvider } from 'react-admin';
import { logout } from '../api/client';
import { readSession } from '../api/session';

const STAFF = ['admin', 'support'];

/** The portal's own session and roles; sign-in happens on the portal's /login page. */
export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign in on the main login page')),
  logout: async () => {
    if (readSession()) await logout();
    return '/';
  },
  checkAuth: async () => {
    const role = readSession()?.user.role;
    if (!role || !STAFF.includes(role)) throw { redirectTo: '/', logoutUser: false, message: false };
  },
  checkError: async (error: { status?: number }) => {
    // The HTTP client already refreshed once; a 401 now means the session is over.
    if (error?.status === 401) throw new Error('Session ended');
  },
  getPermissions: async () => readSession()?.user.role ?? null,
  getIdentity: async () => {
    const user = readSession()?.user;
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email };
  },
};
