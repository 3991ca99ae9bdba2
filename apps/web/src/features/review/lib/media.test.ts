import { describe, expect, it } from 'vitest';
import { reviewLocation, reviewMedia, youTubeId } from './media.ts';

describe('youTubeId', () => {
  it('extracts the 11-character id from the usual link shapes', () => {
    expect(youTubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('rejects other links', () => {
    expect(youTubeId('https://example.org/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeId('/videos/review.mp4')).toBeNull();
  });
});

describe('reviewMedia', () => {
  it('embeds YouTube, shows image links as images and plays the rest as mp4', () => {
    expect(reviewMedia({ videoInfo: { url: 'https://youtu.be/dQw4w9WgXcQ' }, image: null })).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ', poster: null });
    expect(reviewMedia({ videoInfo: { url: '/images/reviews/a.JPG' }, image: null })).toEqual({ kind: 'image', url: '/images/reviews/a.JPG' });
    expect(reviewMedia({ videoInfo: { url: '/videos/a' }, image: { url: '/p.jpg' } })).toEqual({ kind: 'video', url: '/videos/a', poster: '/p.jpg' });
    expect(reviewMedia({ videoInfo: null, image: { url: '/p.jpg' } })).toEqual({ kind: 'image', url: '/p.jpg' });
    expect(reviewMedia({ videoInfo: null, image: null })).toEqual({ kind: 'none' });
  });
});

describe('reviewLocation', () => {
  const empty = { address: null, city: null, country: null, pincode: null };
  it("falls back to 'Devotee' per part, once", () => {
    expect(reviewLocation({ ...empty, city: 'Varanasi', country: 'India' }, 'Devotee')).toBe('Varanasi, India');
    expect(reviewLocation(empty, 'Devotee')).toBe('Devotee');
    expect(reviewLocation({ ...empty, country: 'India' }, 'Devotee')).toBe('Devotee, India');
  });
});
