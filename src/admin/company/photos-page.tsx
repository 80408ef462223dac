import { type ChangeEvent, useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { PHOTO_SLOTS, type PhotoSlot, type SlotPhoto, slotPhotoUrl } from '../../shared/photos.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { IMAGES, imageUrl, widthsOf } from '../../shared/image-catalog.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { Hint } from '../components/field.tsx';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '../media/upload-image.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { listPhotos, revertPhoto } from './company-api.ts';
import { useLoaded } from './use-loaded.ts';

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Slot = styled.li`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surface};
  img { width: 100%; height: auto; border-radius: ${radius.sm}; background: ${colors.surfaceAlt}; }
  h2 { margin: 0; font-size: 1rem; }
  p { margin: 0; }
`;

const Upload = styled.label`
  display: inline-flex;
  justify-content: center;
  padding: 0.6rem 1rem;
  border: 2px solid ${colors.copperDark};
  border-radius: ${radius.sm};
  color: ${colors.copperDark};
  font-weight: 600;
  cursor: pointer;
  input { position: absolute; width: 1px; height: 1px; opacity: 0; }
  &:focus-within { outline: 3px solid ${colors.copperDark}; outline-offset: 2px; }
`;

function SlotCard(props: { token: string; slot: PhotoSlot; photo: SlotPhoto | undefined; onChanged: () => Promise<void> }) {
  const { token, slot, photo } = props;
  const toast = useToast();
  const expired = useSessionExpiry();
  const [busy, setBusy] = useState(false);
  const thumb = widthsOf(slot)[0]!;

  async function run(work: () => Promise<unknown>, done: string, failure: string) {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
    } catch (error) {
      if (!expired(error)) toast({ variant: 'destructive', title: failure, ...(problemOf(error).message ? { description: problemOf(error).message! } : {}) });
    } finally {
      setBusy(false);
    }
    await props.onChanged();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return toast({ variant: 'destructive', title: 'Failed to upload the photograph', description: problem });
    void run(() => uploadImage(token, file, `/api/admin/photos/${slot}`), 'Photograph uploaded', 'Failed to upload the photograph');
  }

  return (
    <Slot aria-label={slot} data-slot={slot}>
      <img
        src={photo ? slotPhotoUrl(photo.mediaId, thumb, 'webp') : imageUrl(slot, thumb, 'webp')}
        width={thumb}
        height={Math.round((thumb * IMAGES[slot].height) / IMAGES[slot].width)}
        alt={photo ? `Photograph for ${slot}` : `Drawing for ${slot}`}
      />
      <h2>{slot}</h2>
      <Hint>{IMAGES[slot].subject}</Hint>
      <p data-slot-state>{photo ? 'Photograph' : 'Drawing, labelled "Illustration"'}</p>
      <Upload>
        {busy ? 'Working...' : photo ? 'Replace the photograph' : 'Upload a photograph'}
        <input type="file" accept={IMAGE_ACCEPT} disabled={busy} onChange={choose} aria-label={`Upload a photograph for ${slot}`} />
      </Upload>
      {photo ? (
        <Button $variant="ghost" disabled={busy} onClick={() => void run(() => revertPhoto(token, slot), 'Back to the drawing', 'Failed to revert')}>
          Revert to drawing<span className="visually-hidden"> for {slot}</span>
        </Button>
      ) : null}
    </Slot>
  );
}

function Photos({ token }: { token: string }) {
  const photos = useLoaded(useCallback(() => listPhotos(token), [token]), 'Failed to load the photographs');
  if (photos.status === 'loading') return <p>Loading...</p>;
  if (photos.status === 'failed') return <p role="alert">{photos.message}</p>;
  return (
    <>
      <p>
        Each picture below is drawn until the company supplies a photograph. An upload is cropped to the picture's proportions,
        served at every size the site uses, and replaces the drawing on every page; its location and camera data are removed.
      </p>
      <Grid>
        {PHOTO_SLOTS.map((slot) => (
          <SlotCard key={slot} token={token} slot={slot} photo={photos.value.find((p) => p.slot === slot)} onChanged={photos.reload} />
        ))}
      </Grid>
    </>
  );
}

export default function PhotosPage() {
  return <AdminShell title="Photos">{(token) => <Photos token={token} />}</AdminShell>;
}
