import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailedError } from 'tus-js-client';
import i18n from 'i18next';
import { createQueryClient } from '../../lib/query-client.ts';
import { tusErrorMessage } from './api/video-upload.ts';
import { ImageUpload, VideoUpload } from './index.ts';

/** Stands in for the browser's XMLHttpRequest: reports progress, then answers `answer`. */
function fakeXhr(answer: { status: number; body: unknown }) {
  const sent: { headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {}
    send(body: unknown) {
      sent.push({ headers: this.headers, body });
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** The uploads read the server's limits (GET /media/limits) through the query client. */
const render = (node: ReactNode) => renderBare(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

/** Answers GET /media/limits with `limits` (and fails anything else). */
function serveLimits(limits: { imageMaxBytes: number; imageMaxPixels: number; videoMaxBytes: number }) {
  const fetch = vi.fn(async (url: string) =>
    String(url).endsWith('/media/limits')
      ? new Response(JSON.stringify({ data: limits }), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('', { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const limits = { imageMaxBytes: 20 * 1024 * 1024, imageMaxPixels: 24_000_000, videoMaxBytes: 3 * 1024 ** 3 };
beforeEach(() => serveLimits(limits));

describe('upload hints', () => {
  it("state the server's limits: image bytes and megapixels, video size (issue 21)", async () => {
    serveLimits(limits);
    render(
      <>
        <ImageForm onChange={vi.fn()} />
        <VideoUpload target={{ orderId: 'SKP1' }} onUploaded={vi.fn()} />
      </>,
    );
    await screen.findByText('JPEG, PNG, WebP or AVIF, up to 20 MB and 24 megapixels (what a phone camera takes). It is resized for phones and desktops.');
    await screen.findByText(/^MP4, MOV or WebM, up to 3 GB\. /);
  });

  it('say them in Hindi too, and name only the file types while the limits are unknown', async () => {
    await i18n.changeLanguage('hi');
    serveLimits(limits);
    render(<VideoUpload target={{ orderId: 'SKP1' }} onUploaded={vi.fn()} />);
    expect(screen.getByText(/^MP4, MOV या WebM फ़ाइल। /)).toBeTruthy();
    await screen.findByText(/^MP4, MOV या WebM फ़ाइल, अधिकतम 3 जीबी। /);
  });
});

function ImageForm({ onChange }: { onChange: (url: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ImageUpload
      id="title-image"
      label="Title image"
      value={value}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' });

describe('ImageUpload', () => {
  it('uploads the chosen file, shows the preview and can remove it', async () => {
    const url = '/media/images/0b7f9a52-3c1e-4d2a-9f1e-2a6c8b3d4e5f-1080.webp';
    const sent = fakeXhr({ status: 200, body: { data: { id: 'x', url, widths: [360, 720, 1080], width: 1080, height: 720 } } });
    const onChange = vi.fn();
    render(<ImageForm onChange={onChange} />);
    await userEvent.upload(screen.getByLabelText('Title image'), photo());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(url));
    expect(sent[0]!.body).toBeInstanceOf(FormData);
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Preview of Title image' }).getAttribute('src')).toBe(url);
    expect(screen.getByRole('status').textContent).toBe('Image uploaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("hides the browser's own picker (its English 'Choose File') behind a button in the console's words", async () => {
    const url = '/media/images/0b7f9a52-3c1e-4d2a-9f1e-2a6c8b3d4e5f-1080.webp';
    fakeXhr({ status: 200, body: { data: { id: 'x', url, widths: [1080], width: 1080, height: 720 } } });
    render(<ImageForm onChange={vi.fn()} />);
    const input = screen.getByLabelText(/Title image/);
    expect(input.className).toContain('visually-hidden');
    expect(screen.getByText('Choose an image').tagName).toBe('LABEL');
    await userEvent.upload(input, photo());
    await screen.findByText('Choose another image');
  });

  it("shows the server's message next to the field", async () => {
    fakeXhr({ status: 400, body: { statusCode: 400, code: 'VALIDATION', message: 'This file is not an image we can use.' } });
    const onChange = vi.fn();
    render(<ImageForm onChange={onChange} />);
    const input = screen.getByLabelText('Title image');
    await userEvent.upload(input, photo());
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('This file is not an image we can use.');
    expect(onChange).not.toHaveBeenCalled();
  });
});

/**
 * A tus server behind a stand-in XMLHttpRequest: POST makes the upload, HEAD tells its offset,
 * PATCH stores the bytes. The first PATCH hangs (a dead mobile connection: no byte, no error).
 */
function tusServerWithOneStall() {
  const log: string[] = [];
  let stored = 0;
  let patches = 0;
  // The HEAD after the restart waits for the test to have seen the stall announced.
  let releaseHead = () => {};
  const headReleased = new Promise<void>((resolve) => (releaseHead = resolve));
  class TusXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private answer: Record<string, string> = {};
    open(method: string) {
      this.method = method;
    }
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.answer[name.toLowerCase()] ?? null;
    }
    abort() {
      log.push(`${this.method} aborted`);
    }
    send(body: Blob | null) {
      log.push(this.method);
      if (this.method === 'PATCH' && ++patches === 1) return;
      void (this.method === 'HEAD' ? headReleased : Promise.resolve()).then(() => {
        if (this.method === 'POST') [this.status, this.answer] = [201, { location: '/admin/api/v1/media/videos/tus/u1' }];
        if (this.method === 'HEAD') [this.status, this.answer] = [200, { 'upload-offset': String(stored), 'upload-length': '9' }];
        if (this.method === 'PATCH') {
          stored += body?.size ?? 0;
          this.upload.onprogress?.({ lengthComputable: true, loaded: body?.size ?? 0, total: body?.size ?? 0 });
          [this.status, this.answer] = [204, { 'upload-offset': String(stored), 'x-media-url': '/media/videos/u1.mp4', 'x-media-id': 'u1' }];
        }
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', TusXhr);
  return { log, releaseHead };
}

describe('VideoUpload', () => {
  it('a stalled upload starts again by itself from where the server stopped, and says so', async () => {
    const { log, releaseHead } = tusServerWithOneStall();
    const onUploaded = vi.fn();
    render(<VideoUpload target={{ orderId: 'SKP1' }} onUploaded={onUploaded} stallMs={300} />);
    await userEvent.upload(screen.getByLabelText('Puja video'), new File(['puja-vid!'], 'puja.mp4', { type: 'video/mp4' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The connection stalled: continuing the upload.'));
    expect(onUploaded).not.toHaveBeenCalled();
    releaseHead();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith({ id: 'u1', url: '/media/videos/u1.mp4' }));
    expect(log).toEqual(['POST', 'PATCH', 'PATCH aborted', 'HEAD', 'PATCH']);
    expect(screen.getByRole('status').textContent).toBe('Video uploaded.');
  });

  it('refuses a file that is not a video before uploading anything', async () => {
    render(<VideoUpload target={{ orderId: 'SKP1' }} onUploaded={vi.fn()} />);
    const input = screen.getByLabelText('Puja video');
    await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please upload an MP4, MOV or WebM video.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("reads the server's message out of a failed tus request", () => {
    const failed = (status: number, body: string) =>
      Object.assign(new Error('tus'), { originalResponse: { getStatus: () => status, getBody: () => body } }) as unknown as DetailedError;
    expect(tusErrorMessage(failed(403, JSON.stringify({ message: 'This belongs to a temple you are not assigned to.' })))).toBe(
      'This belongs to a temple you are not assigned to.',
    );
    expect(tusErrorMessage(failed(409, 'Upload-Offset conflict\n'))).toBe('Request failed (409).');
    expect(tusErrorMessage(new Error('offline'))).toBe('Could not reach the server. Check the connection and try again.');
  });
});
