import type { TBanner } from '@sankalp/contract';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, NAMESPACES } from '../../../lib/i18n.ts';
import { BannerSlide } from './banner-slide.tsx';

/** Issue 21 item 17: a banner saved with a link to another site (before the console refused them) does not leave the site. */
const bannerLinkingTo = (onClick: string): TBanner => ({
  id: 'b1',
  title: 'Diwali puja',
  description: 'Book now',
  imageInfo: { url: '/images/placeholder.svg', altText: 'Lamps', imageText: '', onClick },
});
const renderSlide = (onClick: string) =>
  render(
    <MemoryRouter>
      <ul>
        <BannerSlide banner={bannerLinkingTo(onClick)} index={0} total={1} />
      </ul>
    </MemoryRouter>,
  ).container;

beforeAll(async () => {
  await initI18n('english', NAMESPACES);
});

describe('BannerSlide link', () => {
  it('opens a site path, with the language', () => {
    expect(renderSlide('/puja/diwali').querySelector('a')?.getAttribute('href')).toBe('/puja/diwali?language=english');
  });

  it.each(['//evil.example', '/\\evil.example', '/\\/evil.example', 'https://evil.example'])('is no link for %s, but still shows the slide', (onClick) => {
    const slide = renderSlide(onClick);
    expect(slide.querySelector('a')).toBeNull();
    expect(slide.textContent).toContain('Diwali puja');
    expect(slide.querySelector('img')?.getAttribute('alt')).toBe('Lamps');
  });
});
