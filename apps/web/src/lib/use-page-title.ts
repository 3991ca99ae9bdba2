import { useEffect } from 'react';

const SITE = 'Sankalp';

/** Sets the document title for the current screen ("Puja Basket · Sankalp"). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : SITE;
  }, [title]);
}
