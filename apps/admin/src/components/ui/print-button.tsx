import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Prints the current page on A4 without the header and navigation (styles/print.css). */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Button className="no-print" onClick={() => window.print()}>
      {label ?? t('actions.print')}
    </Button>
  );
}
