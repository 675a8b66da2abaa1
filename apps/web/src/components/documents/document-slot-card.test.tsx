import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../lib/session';
import { photo } from '../../test/drivers';
import { createFakeFetch } from '../../test/fake-fetch';
import { renderAt } from '../../test/render-route';
import { makeUser } from '../../test/users';
import { documentUrl, DOCUMENT_TYPES } from '../../lib/document-files';
import { DocumentSlotCard } from './document-slot-card';

const DRIVER = 'd71e0000-0000-4000-8000-000000000001';
const base = `/accounts/drivers/${DRIVER}/documents`;

/** The props a slot's card gets from its record: label, whether required, types, address. */
const slotProps = (label: string, required = false) => ({
  label,
  required,
  accept: DOCUMENT_TYPES,
  documentUrl: (document: { slot: string; uploadedAt?: string }, thumbnail: boolean) =>
    documentUrl(base, document, thumbnail),
  restrictedText: 'Uploaded. Only the driver and the operator can open Aadhaar images.',
});

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('DocumentSlotCard', () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
  });

  it('offers an upload for an empty required slot and passes the chosen file on', () => {
    const onChoose = vi.fn();
    renderAt(
      <DocumentSlotCard
        {...slotProps('Driving licence (front)', true)}
        state={{ kind: 'empty' }}
        editable
        onChoose={onChoose}
      />,
    );
    const slot = card('Driving licence (front)');
    expect(slot.getByText('Required')).toBeTruthy();
    expect(slot.getByText('Not uploaded')).toBeTruthy();
    expect(slot.getByRole('button', { name: 'Upload' })).toBeTruthy();
    expect(slot.queryByRole('button', { name: 'Remove' })).toBeNull();
    const file = new File(['x'], 'dl.png', { type: 'image/png' });
    fireEvent.change(slot.getByLabelText('Upload Driving licence (front)'), {
      target: { files: [file] },
    });
    expect(onChoose).toHaveBeenCalledWith(file);
  });

  it('previews an image through a blob URL fetched with the token, with replace and remove', async () => {
    const { fetch, calls } = createFakeFetch({
      [`GET /accounts/drivers/${DRIVER}/documents/livePhoto`]: () =>
        new Response('webp bytes', { headers: { 'content-type': 'image/webp' } }),
    });
    vi.stubGlobal('fetch', fetch);
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => 'blob:thumb',
      configurable: true,
    });
    useSession
      .getState()
      .setCredentials({ user: makeUser({ role: 'vendor' }), accessToken: 'a', refreshToken: 'r' });
    const onRemove = vi.fn();
    renderAt(
      <DocumentSlotCard
        {...slotProps('Profile photo', true)}
        state={{ kind: 'image', document: photo() }}
        editable
        onRemove={onRemove}
      />,
    );
    const image = await screen.findByRole('img', { name: 'Profile photo preview' });
    expect(image.getAttribute('src')).toBe('blob:thumb');
    expect(calls[0]?.authorization).toBe('Bearer a');
    expect(calls[0]?.path).toBe(
      `/accounts/drivers/${DRIVER}/documents/livePhoto?thumbnail=true&v=2026-05-01T05%3A00%3A00.000Z`,
    );
    const slot = card('Profile photo');
    expect(slot.getByRole('button', { name: 'Replace' })).toBeTruthy();
    fireEvent.click(slot.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('shows a PDF as a file chip that opens it', () => {
    const onOpen = vi.fn();
    const pdf = photo({
      slot: 'policeCertificate',
      contentType: 'application/pdf',
      size: 12 * 1024,
      hasThumbnail: false,
    });
    renderAt(
      <DocumentSlotCard
        {...slotProps('Police verification certificate')}
        state={{ kind: 'file', document: pdf }}
        editable={false}
        onOpen={onOpen}
      />,
    );
    const chip = screen.getByRole('button', { name: 'Open Police verification certificate' });
    expect(chip.textContent).toBe('PDF · 12 KB');
    fireEvent.click(chip);
    expect(onOpen).toHaveBeenCalledWith(pdf);
    // Read only: nothing to upload or remove.
    expect(screen.queryByRole('button', { name: /Upload|Replace|Remove/ })).toBeNull();
  });

  it('says an Aadhaar image is there without fetching it, and shows an upload problem', () => {
    const { fetch, calls } = createFakeFetch();
    vi.stubGlobal('fetch', fetch);
    renderAt(
      <DocumentSlotCard
        {...slotProps('Aadhaar card (front)')}
        state={{ kind: 'restricted', document: photo({ slot: 'aadharFrontImage' }) }}
        editable
        error="This file is larger than 10 MB. Choose a smaller one."
      />,
    );
    const slot = card('Aadhaar card (front)');
    expect(
      slot.getByText('Uploaded. Only the driver and the operator can open Aadhaar images.'),
    ).toBeTruthy();
    expect(slot.getByRole('alert').textContent).toBe(
      'This file is larger than 10 MB. Choose a smaller one.',
    );
    expect(slot.queryByText('Required')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows progress while uploading', () => {
    renderAt(
      <DocumentSlotCard
        {...slotProps('Driving licence (back)', true)}
        state={{ kind: 'uploading' }}
        editable
        busy
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading…' })).toBeTruthy();
    expect(
      card('Driving licence (back)')
        .getByRole('button', { name: 'Upload' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });
});
