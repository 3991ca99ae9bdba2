export { SignInFlow } from './components/sign-in-flow.tsx';
export { logout } from './api/logout.ts';
