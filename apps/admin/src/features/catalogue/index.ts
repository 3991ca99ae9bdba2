import type { RouteObject } from 'react-router';

/** The catalogue section's pages, mounted at /catalogue by app/routes.tsx (each page is its own chunk). */
export const catalogueRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/catalogue-page.tsx').then((m) => ({ Component: m.CataloguePage })) },
  { path: 'events/new', lazy: () => import('./routes/event-editor-page.tsx').then((m) => ({ Component: m.EventEditorPage })) },
  { path: 'events/:id', lazy: () => import('./routes/event-editor-page.tsx').then((m) => ({ Component: m.EventEditorPage })) },
  { path: 'banners', lazy: () => import('./routes/banners-page.tsx').then((m) => ({ Component: m.BannersPage })) },
  { path: 'faqs', lazy: () => import('./routes/faqs-page.tsx').then((m) => ({ Component: m.FaqsPage })) },
  { path: 'testimonials', lazy: () => import('./routes/testimonials-page.tsx').then((m) => ({ Component: m.TestimonialsPage })) },
];
