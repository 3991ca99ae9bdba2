import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError } from '../../../components/ui/index.ts';

/** The add/edit dialog of the banners, FAQs and testimonials pages: a form with Save and Cancel. */
export function ContentDialog(props: {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  serverError?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = `content-form-${props.title.replace(/\W+/g, '-')}`;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      variant="drawer"
      footer={
        <>
          <Button onClick={props.onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={props.saving}>
            {t('actions.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit();
        }}
      >
        {props.children}
        <FormError>{props.serverError}</FormError>
      </form>
    </Dialog>
  );
}
