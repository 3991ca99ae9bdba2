import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import styles from './modal-dialog.module.css';

type Props = {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** showModal focuses the first button (close); a form's first field is where the devotee wants to type. */
  focusFirstInput?: boolean;
  /** 520 px instead of 440 px, for lists. */
  wide?: boolean;
  /** A line under the title saying what the dialog is for; read with the title (aria-describedby). */
  description?: ReactNode;
  descriptionId?: string;
  children: ReactNode;
};

/**
 * A native modal `<dialog>` (focus kept inside, Escape and the close button close it) with a title,
 * open while mounted: the 'Please Login' modal and the basket's add-offerings list.
 */
export function ModalDialog({ titleId, title, closeLabel, onClose, focusFirstInput = false, wide = false, description, descriptionId, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    if (focusFirstInput) el?.querySelector<HTMLInputElement>('input')?.focus();
    return () => el?.close();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- opens once, on mount

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onCancel={onClose}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      {description && <div className={styles.description}>{description}</div>}
      {children}
    </dialog>
  );
}
