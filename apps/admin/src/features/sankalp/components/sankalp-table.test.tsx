import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TSankalpList } from '@sankalp/contract';
import { SankalpTable } from './sankalp-table.tsx';

const list = (language: 'english' | 'hindi'): TSankalpList => ({
  eventId: 'e1',
  eventName: language === 'hindi' ? 'रुद्राभिषेक' : 'Rudrabhishek',
  templeName: 'Kashi',
  date: '2026-12-08',
  language,
  count: 2,
  names: 3,
  lines: [
    { orderId: 'SKPAAAAAAAAA', devoteeName: 'Anil Kumar', gotra: 'Kashyap', additionalNames: ['Sita'], items: [{ name: 'Family package', quantity: 1 }] },
    { orderId: 'SKPBBBBBBBBB', devoteeName: 'मीरा देवी', gotra: 'कश्यप', additionalNames: [], items: [{ name: 'परिवार पैकेज', quantity: 2 }] },
  ],
});

describe('SankalpTable', () => {
  it('lists each order as one row under a header that repeats on printed pages', () => {
    render(<SankalpTable list={list('english')} />);
    const table = screen.getByRole('table');
    expect(table.querySelector('thead')).not.toBeNull();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Anil Kumar');
    expect(rows[1]!.textContent).toContain('Sita');
    expect(rows[2]!.textContent).toContain('परिवार पैकेज ×2');
  });

  it('titles its columns in the list’s language, not the console’s', () => {
    render(<SankalpTable list={list('hindi')} />);
    expect(screen.getByRole('columnheader', { name: 'गोत्र' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'भक्त' })).toBeTruthy();
  });
});
