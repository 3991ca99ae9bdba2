export { useFaqs, type FaqSource } from './api/get-faqs.ts';
export { FaqAccordion } from './components/faq-accordion.tsx';
export { FaqSection } from './components/faq-section.tsx';
export { faqsQuery } from './api/get-faqs.ts';
