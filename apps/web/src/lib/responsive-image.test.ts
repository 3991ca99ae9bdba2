import { describe, expect, it } from 'vitest';
import { mediaSrcSet, responsiveImage } from './responsive-image.ts';

const ID = '0b7f9a52-3c1e-4d2a-9f1e-2a6c8b3d4e5f';

describe('mediaSrcSet', () => {
  it('lists every standard width up to the one the URL names', () => {
    expect(mediaSrcSet(`/media/images/${ID}-1600.webp`)).toBe(
      `/media/images/${ID}-360.webp 360w, /media/images/${ID}-720.webp 720w, /media/images/${ID}-1080.webp 1080w, /media/images/${ID}-1600.webp 1600w`,
    );
  });

  it('ends at the original width of a smaller image', () => {
    expect(mediaSrcSet(`/media/images/${ID}-1000.webp`)).toBe(
      `/media/images/${ID}-360.webp 360w, /media/images/${ID}-720.webp 720w, /media/images/${ID}-1000.webp 1000w`,
    );
    expect(mediaSrcSet(`/media/images/${ID}-300.webp`)).toBe(`/media/images/${ID}-300.webp 300w`);
  });

  it('works for images in object storage', () => {
    expect(mediaSrcSet(`https://cdn.sankalp.example/images/${ID}-720.webp`)).toBe(
      `https://cdn.sankalp.example/images/${ID}-360.webp 360w, https://cdn.sankalp.example/images/${ID}-720.webp 720w`,
    );
  });

  it('leaves seeded and external images alone', () => {
    for (const url of [
      '/images/puja-kashi.webp',
      'https://example.com/photo.jpg',
      `/media/images/${ID}.webp`,
      `/media/images/${ID}-720.jpg`,
      `/media/images/not-a-uuid-720.webp`,
    ]) {
      expect(mediaSrcSet(url)).toBeUndefined();
      expect(responsiveImage(url, '100vw')).toEqual({ src: url });
    }
  });

  it('gives src, srcSet and sizes to spread on an img', () => {
    expect(responsiveImage(`/media/images/${ID}-360.webp`, '96px')).toEqual({
      src: `/media/images/${ID}-360.webp`,
      srcSet: `/media/images/${ID}-360.webp 360w`,
      sizes: '96px',
    });
  });
});
