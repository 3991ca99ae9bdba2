import type { ReactNode } from 'react';

/**
 * A form's own error (the server's 400 message, e.g. react-hook-form's `errors.root?.server`),
 * announced when it appears. Renders nothing without a message. Several reasons, one per line
 * (errorDetail), are shown as a list.
 */
export function FormError({ children }: { children?: ReactNode }) {
  if (!children) return null;
  if (typeof children === 'string' && children.includes('\n'))
    return (
      <div className="ui-form-error" role="alert">
        <ul>
          {children.split('\n').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    );
  return (
    <p className="ui-form-error" role="alert">
      {children}
    </p>
  );
}
