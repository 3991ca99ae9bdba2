import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setStaffToken } from '../../../lib/staff-session.ts';
import { EventAudit } from './event-audit.tsx';

const EVENT = '6f1c2d3e-4f5a-4b7e-9a52-1c2d3e4f5a6b';
const entry = {
  id: 7,
  at: '2026-11-27T10:00:00.000Z',
  actor: 'Demo Operator (operator)',
  action: 'event.update',
  entityType: 'event',
  entityId: EVENT,
  before: { name: { en: 'Rudrabhishek', hi: 'रुद्राभिषेक' }, locationPincode: '221001', updatedAt: '2026-11-26T10:00:00.000Z' },
  after: { name: { en: 'Rudrabhishek', hi: 'रुद्राभिषेक' }, locationPincode: '221005', updatedAt: '2026-11-27T10:00:00.000Z' },
};

describe('EventAudit', () => {
  it('names the fields a change touched, before → after, and keeps the whole record on demand', async () => {
    setStaffToken('tok');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: [entry] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <EventAudit id={EVENT} />
      </QueryClientProvider>,
    );
    const changed = await screen.findByText('locationPincode');
    expect(within(changed.parentElement!).getByText('221001 → 221005')).toBeTruthy();
    // Unchanged fields and timestamps are not listed as changes.
    expect(screen.queryByText('name')).toBeNull();
    expect(screen.queryByText('updatedAt')).toBeNull();
    expect(screen.getByText('Before and after')).toBeTruthy();
  });
});
