export { BannerCarousel } from './components/banner-carousel.tsx';
export { bannersQuery } from './api/get-banners.ts';
