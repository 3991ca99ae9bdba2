import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../components/ui/index.ts';

/** A new reading is never started by accident: a second Start carries the reading on; this asks first. */
export function StartNewReading({ open, onOpen, onClose, onConfirm }: { open: boolean; onOpen: () => void; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('reading');
  return (
    <>
      <Button variant="ghost" onClick={onOpen} aria-haspopup="dialog">
        {t('startNew')}
      </Button>
      <Dialog
        open={open}
        onClose={onClose}
        title={t('startNewTitle')}
        description={t('startNewText')}
        footer={
          <>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button variant="primary" onClick={onConfirm}>
              {t('startNewConfirm')}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </>
  );
}
