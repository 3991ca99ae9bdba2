import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop: the owner sets `open` false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom (Cancel / Save …). */
  footer?: ReactNode;
  /** 'drawer' slides in from the side on a desk and fills the screen on a phone (route actions, forms). */
  variant?: 'dialog' | 'drawer';
  className?: string;
};

/**
 * A native modal <dialog> (decision 103): showModal() makes the rest of the page inert, keeps Tab
 * inside, closes on Escape and gives focus back to the opener when it closes — no library needed.
 */
export function Dialog({ open, onClose, title, description, children, footer, variant = 'dialog', className }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onNativeClose = () => onCloseRef.current();
    // A click on the backdrop lands on the <dialog> itself (its content is in the inner box); the
    // keyboard way out is Escape, which the browser handles.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('close', onNativeClose);
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      dialog.removeEventListener('click', onBackdropClick);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['ui-dialog', `ui-dialog--${variant}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      {open && (
        <div className="ui-dialog__box">
          <header className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            <button type="button" className="ui-dialog__close" onClick={() => onCloseRef.current()} aria-label={t('actions.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {description && (
            <p id={descriptionId} className="ui-dialog__description">
              {description}
            </p>
          )}
          <div className="ui-dialog__body">{children}</div>
          {footer && <footer className="ui-dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
