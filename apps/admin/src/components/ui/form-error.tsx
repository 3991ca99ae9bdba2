import type { ReactNode } from 'react';

/**
 * A form's own error (the server's 400 message, e.g. react-hook-form's `errors.root?.server`),
 * announced when it appears. Renders nothing without a message.
 */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="ui-form-error" role="alert">
      {children}
    </p>
  );
}
