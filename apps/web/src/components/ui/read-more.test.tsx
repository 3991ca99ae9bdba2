import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { ReadMore } from './read-more.tsx';

const LIMITS = { narrow: 40, medium: 60, wide: 200 };
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('ReadMore', () => {
  beforeAll(() => initI18n('english'));

  it('renders every width’s cut at once (CSS shows the screen’s), so the server and the browser agree', () => {
    const { container } = render(<ReadMore html={`<p>${words(30)}</p>`} limits={LIMITS} />);
    // narrow and medium are cut, wide (200) is not: two cuts and the full text for wide screens.
    const cuts = [...container.querySelectorAll('p')].filter((p) => p.textContent?.endsWith('…'));
    expect(cuts).toHaveLength(2);
    expect(container.querySelectorAll('.rich-text')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Read More' })).toBeTruthy();
  });

  it('shows the full text once expanded, and no button when the text is short everywhere', () => {
    const { container, unmount } = render(<ReadMore html={`<p>${words(30)}</p>`} limits={LIMITS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(container.querySelectorAll('.rich-text')).toHaveLength(1);
    expect(container.textContent).toContain('word29');
    expect(screen.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
    unmount();

    render(<ReadMore html="<p>short</p>" limits={LIMITS} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
