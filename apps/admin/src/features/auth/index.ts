// The auth feature's public surface: the sign-in route and sign-out, used by the shell (app/).
export { useSignOut } from './api/use-sign-out.ts';
export const loadSignInPage = () => import('./routes/sign-in-page.tsx').then((m) => ({ Component: m.SignInPage }));
