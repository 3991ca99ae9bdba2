import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The catalogue's own pages: events, banners, FAQs, testimonials. */
export function CatalogueNav() {
  const { t } = useTranslation('catalogue');
  const links = [
    { to: '/catalogue', label: t('nav.events'), end: true },
    { to: '/catalogue/banners', label: t('nav.banners') },
    { to: '/catalogue/faqs', label: t('nav.faqs') },
    { to: '/catalogue/testimonials', label: t('nav.testimonials') },
  ];
  return (
    <nav aria-label={t('nav.label')} className="catalogue-nav">
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
