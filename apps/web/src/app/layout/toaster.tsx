import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';

/**
 * Sonner hangs the close button over the toast's top-left corner (translate -35%); on a phone the
 * toast spans the screen and the button sits half outside it. Its own variables put it inside, at
 * the top right, and the text keeps clear of it.
 */
const CLOSE_INSIDE = {
  '--toast-close-button-start': 'unset',
  '--toast-close-button-end': '0',
  '--toast-close-button-transform': 'translate(-8px, 8px)',
} as CSSProperties;
const CLEAR_OF_CLOSE: CSSProperties = { paddingInlineEnd: '36px' };

/**
 * Spec §9 puts toasts top-right; sonner's own top (16 px on phones, 24 px wider) lays them over the
 * sticky header, where a phone's full-width toast hides the logo, basket and menu. They start just
 * below it instead (`--header-h`, global.css), on every width.
 */
const BELOW_HEADER = { top: 'calc(var(--header-h) + 8px)' };

/** Loaded after first paint (see root layout): top-right below the header, 5 s, Alt+T focuses the toasts (spec §9). Labels in the page's language. */
export default function Toaster() {
  const { t } = useTranslation('common');
  return (
    <SonnerToaster
      position="top-right"
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      style={CLOSE_INSIDE}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      // The whole name in the page's language: sonner's default appends the raw hotkey ("alt+T").
      customAriaLabel={t('toasts.region')}
      toastOptions={{ style: CLEAR_OF_CLOSE, closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
