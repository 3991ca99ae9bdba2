import { forwardRef, useCallback } from 'react';
import { Link, useNavigate, type LinkProps, type NavigateOptions } from 'react-router';
import { useLanguage } from '../../lib/app-state.ts';
import { withLanguage } from '../../lib/language-url.ts';

/** A router link that carries `?language=` (every URL must, spec §2), so no redirect is needed. */
export const LangLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(function LangLink({ to, ...rest }, ref) {
  const language = useLanguage();
  return <Link ref={ref} to={withLanguage(to, language)} {...rest} />;
});

export function useLangNavigate() {
  const navigate = useNavigate();
  const language = useLanguage();
  return useCallback((to: string, options?: NavigateOptions) => navigate(withLanguage(to, language), options), [navigate, language]);
}
