import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/index.ts';

/** A page that failed to load or render (a chunk lost after a deploy, a bug): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Console page failed', error);
  return (
    <div className="centered" role="alert">
      <p>{t('errors.pageFailed')}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </div>
  );
}
