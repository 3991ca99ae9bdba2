export { useReviews } from './api/get-reviews.ts';
export { Testimonials } from './components/testimonials.tsx';
export { youTubeId } from './lib/media.ts';
export { reviewsQuery } from './api/get-reviews.ts';
