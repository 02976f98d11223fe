// @vitest-environment happy-dom

import { MAX_IMAGE_BYTES } from '@shared/domain/authoring';
import { adminUploads as t } from '@shared/i18n/admin/uploads';
import { uploadResponseSchema } from '@shared/schemas/uploads';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from './image-field';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('@web/lib/notify', () => ({ notifyError, notifySuccess: vi.fn() }));

const STORED = `/uploads/quiz-thumbnails/${'a'.repeat(64)}.webp`;
const UPLOAD_ROUTE = 'POST /api/admin/uploads/quiz-thumbnails';

/** The browser's image loader: addresses listed here load, every other one fails. */
const loadable = new Set<string>();
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  set src(value: string) {
    queueMicrotask(() => {
      if (loadable.has(value)) {
        this.naturalWidth = 640;
        this.onload?.();
      } else this.onerror?.();
    });
  }
}

beforeEach(() => vi.stubGlobal('Image', FakeImage));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notifyError.mockReset();
  loadable.clear();
});

function renderField(value: string | null = null, disabled = false) {
  const onChange = vi.fn();
  render(
    <form onSubmit={() => onChange('submitted')}>
      <ImageField
        label="Rasm"
        bucket="quiz-thumbnails"
        value={value}
        onChange={onChange}
        disabled={disabled}
      />
    </form>,
  );
  return onChange;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText(t.chooseFile), { target: { files: [file] } });
const png = (bytes = 10, name = 'rasm.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImageField, by upload', () => {
  it('uploads the chosen file as the multipart field `file` and takes the stored address', async () => {
    const calls = fakeApi({
      [UPLOAD_ROUTE]: reply(uploadResponseSchema, { url: STORED, width: 4, height: 3, bytes: 90 }, 201),
    });
    const onChange = renderField();
    const file = png();
    choose(file);
    expect(screen.getByRole('status').textContent).toBe(t.uploading);
    expect(screen.getByRole('button', { name: t.chooseFile }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
    expect((calls[0]!.body as FormData).get('file')).toBe(file);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image, or over 5 MB, without calling the server', () => {
    const calls = fakeApi({});
    const onChange = renderField();
    choose(new File(['salom'], 'rasm.png', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe(t.notImage);
    choose(png(MAX_IMAGE_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(t.tooLarge);
    expect(calls).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a dropped file too', async () => {
    fakeApi({
      [UPLOAD_ROUTE]: reply(uploadResponseSchema, { url: STORED, width: 4, height: 3, bytes: 90 }, 201),
    });
    const onChange = renderField();
    const zone = screen.getByText(t.dropHint).parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
  });

  it("shows the server's Uzbek refusal, and the spec's text when the server fails", async () => {
    fakeApi({ [UPLOAD_ROUTE]: refuse(400, 'UPLOAD_NOT_IMAGE', t.notImage) });
    const onChange = renderField();
    choose(png());
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(t.notImage));
    fakeApi({ [UPLOAD_ROUTE]: refuse(500, 'INTERNAL', 'Serverda xatolik') });
    choose(png());
    await waitFor(() => expect(notifyError).toHaveBeenLastCalledWith(t.uploadFailed));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: t.chooseFile }).hasAttribute('disabled')).toBe(false);
  });
});

describe('ImageField, by URL', () => {
  async function applyAddress(address: string, how: 'button' | 'enter' = 'button') {
    fireEvent.mouseDown(screen.getByRole('tab', { name: t.urlTab }));
    const input = await screen.findByLabelText(t.urlLabel);
    fireEvent.change(input, { target: { value: address } });
    // fireEvent answers false when the handler prevented the default (here: submitting the form)
    if (how === 'enter') return fireEvent.keyDown(input, { key: 'Enter' });
    return fireEvent.click(screen.getByRole('button', { name: t.apply }));
  }

  it('says what is wrong with an empty, a malformed and a non-image address', async () => {
    const onChange = renderField();
    await applyAddress('   ');
    expect((await screen.findByRole('alert')).textContent).toBe(t.urlRequired);
    await applyAddress('javascript:alert(1)');
    expect((await screen.findByRole('alert')).textContent).toBe(t.urlInvalid);
    await applyAddress('https://misol.uz/sahifa.html');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t.urlNotImage));
    expect(screen.getByLabelText(t.urlLabel).getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses an address that loads as an image; Enter applies it without submitting the form', async () => {
    loadable.add('https://misol.uz/rasm.jpg');
    const onChange = renderField();
    expect(await applyAddress('  https://misol.uz/rasm.jpg ', 'enter')).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('https://misol.uz/rasm.jpg'));
    expect(onChange).not.toHaveBeenCalledWith('submitted');
    expect((screen.getByLabelText(t.urlLabel) as HTMLInputElement).value).toBe('');
  });
});

describe('ImageField, the current image', () => {
  it('shows the image with a remove button that clears it', () => {
    const onChange = renderField(STORED);
    expect(screen.getByRole('img', { name: t.preview }).getAttribute('src')).toBe(STORED);
    fireEvent.click(screen.getByRole('button', { name: t.remove }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('says no image is chosen, and is labelled by the form label', () => {
    renderField();
    expect(screen.getByText(t.noImage)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Rasm' })).toBeTruthy();
  });

  it('lets nothing be changed while the form is disabled', () => {
    renderField(STORED, true);
    expect(screen.getByRole('button', { name: t.remove }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: t.chooseFile }).hasAttribute('disabled')).toBe(true);
  });
});
