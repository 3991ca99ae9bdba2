export { BannerCarousel } from './components/banner-carousel.tsx';
