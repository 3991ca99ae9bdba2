import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DetailedError } from 'tus-js-client';
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

afterEach(() => {
  vi.unstubAllGlobals();
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

describe('VideoUpload', () => {
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
