import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStaffMe } from '@sankalp/contract';
import { staffMeQueryKey } from '../../../lib/staff.ts';
import { mediaLimitsQueryKey } from '../../media/index.ts';
import { adminOrder } from '../lib/admin-order.fixture.ts';
import { OrderActions } from './order-actions.tsx';

// The tus upload itself is the media feature's (and its e2e test's): here it finishes at once with the server's path.
vi.mock('../../media/api/video-upload.ts', () => ({
  resumeIfStarted: async () => false,
  createVideoUpload: (_file: File, _target: unknown, callbacks: { onProgress: (a: number, b: number) => void; onSuccess: (v: object) => void }) => ({
    start: () => {
      callbacks.onProgress(10, 10);
      callbacks.onSuccess({ id: 'v1', url: '/media/videos/abc123.mp4' });
    },
    abort: async () => undefined,
  }),
}));

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the video drawer after an upload (issue 21)', () => {
  it('shows the uploaded video with its name and length, not the internal path or "No file chosen", and attaches it', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:local-video', revokeObjectURL: () => undefined }));
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: { orderId: 'SKP23VDAK8RV', status: 'COMPLETED', version: 4 } }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const me: TStaffMe = { staffId: 's1', phone: '9999900002', name: 'Op', role: 'temple_staff', temples: [] };
    client.setQueryData(staffMeQueryKey, me);
    client.setQueryData(mediaLimitsQueryKey, { imageMaxBytes: 15 * 1024 ** 2, imageMaxPixels: 50_000_000, videoMaxBytes: 2 * 1024 ** 3 });
    render(
      <QueryClientProvider client={client}>
        <OrderActions order={adminOrder({ performedOn: '2026-03-20' })} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Attach video' }));
    expect(screen.getByText('Choose a video file')).toBeTruthy();
    await userEvent.upload(screen.getByLabelText(/Puja video/), new File(['0'.repeat(2_621_440)], 'rudrabhishek-asha.mp4', { type: 'video/mp4' }));

    expect(await screen.findByText('✓ Video uploaded.')).toBeTruthy();
    const player = screen.getByLabelText('Preview of rudrabhishek-asha.mp4');
    expect(player.getAttribute('src')).toBe('blob:local-video');
    Object.defineProperty(player, 'duration', { value: 65.2 });
    fireEvent.loadedMetadata(player);
    expect(screen.getByText('Length 1:05 · 2.5 MB')).toBeTruthy();
    // The link field held the server's path: it is gone, and nothing shows the path or a 100 % bar.
    expect(screen.queryByLabelText('YouTube link')).toBeNull();
    expect(document.body.textContent).not.toContain('/media/videos/');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Choose another video')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Attach and complete' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, RequestInit])[1].body as string)).toEqual({
      videoUrl: '/media/videos/abc123.mp4',
      expectedVersion: 3,
    });
  });
});
