import { type ChangeEvent, type ReactNode, useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { GALLERY_CATEGORIES, GALLERY_SHAPE, type GalleryCaption, type GalleryCategory, MAX_GALLERY_PHOTOS, SEED_GALLERY, isAddedGallerySlot } from '../../shared/gallery.ts';
import { IMAGES, imageUrl, widthsOf } from '../../shared/image-catalog.ts';
import { TRASH_DAYS } from '../../shared/trash.ts';
import { PHOTO_SLOTS, type PhotoSlot, type SlotPhoto, SLOT_PLACES, slotName, slotPhotoUrl } from '../../shared/photos.ts';
import { Button } from '../../ui/button.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { useToast } from '../../ui/toast.tsx';
import { problemOf } from '../admin-api.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Hint } from '../components/field.tsx';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '../media/upload-image.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { captionPhoto, listPhotos, revertPhoto } from './company-api.ts';
import { PhotoCaptionForm } from './photo-caption-form.tsx';
import { useLoaded } from './use-loaded.ts';

const Grid = styled.ul`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0 0 2.5rem;
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
  h3 { margin: 0; font-size: 1rem; }
  p { margin: 0; }
`;

const Page = styled.span`
  display: block;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${colors.copperDark};
`;

const CaptionText = styled.dl`
  display: grid;
  gap: 0.2rem;
  margin: 0;
  font-size: 0.9rem;
  dt { font-weight: 600; color: ${colors.ink}; }
  dd { margin: 0 0 0.3rem; color: ${colors.muted}; }
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

const SectionTitle = styled.h2`
  font-size: 1.3rem;
  margin: 0 0 0.5rem;
`;

const Lead = styled.p`
  margin: 0 0 1.25rem;
  max-width: 70ch;
`;

type Run = (work: () => Promise<unknown>, done: string, failure: string) => Promise<void>;

/** Runs a write with its toasts, then reloads the list whatever happened. */
function useRun(onChanged: () => Promise<void>): [boolean, Run] {
  const toast = useToast();
  const expired = useSessionExpiry();
  const [busy, setBusy] = useState(false);
  const run: Run = async (work, done, failure) => {
    setBusy(true);
    try {
      await work();
      toast({ title: done });
    } catch (error) {
      if (!expired(error)) toast({ variant: 'destructive', title: failure, ...(problemOf(error).message ? { description: problemOf(error).message! } : {}) });
    } finally {
      setBusy(false);
    }
    await onChanged();
  };
  return [busy, run];
}

/** Takes a photograph off the site, after asking: it waits in the Trash, where it can be restored. */
function RemovePhoto(props: { name: string; label: string; busy: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button $variant="ghost" disabled={props.busy} onClick={() => setAsking(true)}>
        {props.label}
        <span className="visually-hidden"> for {props.name}</span>
      </Button>
      <ConfirmDialog
        item={asking ? props.name : null}
        title={props.label}
        question="Are you sure you want to take this photograph off the website?"
        name={(name) => name}
        note={`It waits in the Trash for ${TRASH_DAYS} days, where it can be restored.`}
        confirm={() => props.label}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          props.onConfirm();
        }}
      />
    </>
  );
}

/** A file input styled as a button; the chosen file is checked against the server's limits first. */
function ChooseFile(props: { label: string; accessibleName: string; disabled: boolean; onFile: (file: File) => void }) {
  const toast = useToast();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return toast({ variant: 'destructive', title: 'Failed to upload the photograph', description: problem });
    props.onFile(file);
  }
  return (
    <Upload>
      {props.label}
      <input type="file" accept={IMAGE_ACCEPT} disabled={props.disabled} onChange={choose} aria-label={props.accessibleName} />
    </Upload>
  );
}

function Thumbnail(props: { photo: SlotPhoto | undefined; drawing: PhotoSlot | null; alt: string }) {
  const thumb = GALLERY_SHAPE.widths[0]!;
  if (props.photo) {
    const width = props.drawing ? widthsOf(props.drawing)[0]! : thumb;
    const height = props.drawing ? Math.round((width * IMAGES[props.drawing].height) / IMAGES[props.drawing].width) : Math.round((thumb * GALLERY_SHAPE.height) / GALLERY_SHAPE.width);
    return <img src={slotPhotoUrl(props.photo.mediaId, width, 'webp')} width={width} height={height} alt={props.alt} />;
  }
  if (!props.drawing) return null;
  const width = widthsOf(props.drawing)[0]!;
  return <img src={imageUrl(props.drawing, width, 'webp')} width={width} height={Math.round((width * IMAGES[props.drawing].height) / IMAGES[props.drawing].width)} alt={props.alt} />;
}

function CardHeading(props: { page: string; place: string }) {
  return (
    <h3>
      <Page>{props.page}</Page>
      {props.place}
    </h3>
  );
}

const EMPTY_CAPTION: GalleryCaption = { title: '', description: '', alt: '', project: '', location: '', category: GALLERY_CATEGORIES[0] };

/** What the caption form starts from: the photograph's own caption, else where its drawing's scene is (never the drawing's words). */
function startingCaption(photo: SlotPhoto | undefined, slot: string): GalleryCaption {
  if (photo?.caption) return { ...photo.caption, category: photo.caption.category as GalleryCategory };
  const seed = SEED_GALLERY.find((s) => s.slot === slot);
  return seed ? { ...EMPTY_CAPTION, project: seed.project, location: seed.location, category: seed.category } : EMPTY_CAPTION;
}

/**
 * A picture uploaded with its caption: the file goes up, then the caption is saved on the version the upload
 * made. Until both are in, the gallery keeps what it showed. `uploaded` is told as soon as the file is in, so a
 * caption refused after it is saved again without sending the picture twice.
 */
async function uploadWithCaption(token: string, url: string, file: File, caption: GalleryCaption, uploaded: () => Promise<void>): Promise<void> {
  const photo = await uploadImage<SlotPhoto>(token, file, url);
  try {
    await captionPhoto(token, photo.slot, { ...caption, version: photo.version });
  } catch (error) {
    await uploaded();
    throw error;
  }
}

/** One card of the Project Gallery: its picture and caption, edited together. */
function GalleryCardEditor(props: { token: string; slot: string; photo: SlotPhoto | undefined; onChanged: () => Promise<void> }) {
  const { token, slot, photo } = props;
  const [busy, run] = useRun(props.onChanged);
  const [editing, setEditing] = useState<{ file: File | null } | null>(null);
  const drawing = SEED_GALLERY.find((s) => s.slot === slot)?.slot ?? null;
  const name = drawing ? slotName(drawing) : `Project Gallery · ${photo?.caption?.title ?? 'Added photograph'}`;
  const place = drawing ? SLOT_PLACES[drawing] : { page: 'Project Gallery', place: photo?.caption?.title ?? 'Added photograph, waiting for its caption' };
  const state = !photo ? 'Drawing, labelled "Illustration"' : photo.caption ? 'Photograph with its own caption' : 'Photograph waiting for its caption: the gallery shows it once the caption is saved';

  async function save(caption: GalleryCaption) {
    const uploaded = async () => {
      setEditing({ file: null });
      await props.onChanged();
    };
    if (editing?.file) await uploadWithCaption(token, `/api/admin/photos/${slot}`, editing.file, caption, uploaded);
    else if (photo) await captionPhoto(token, slot, { ...caption, version: photo.version });
    setEditing(null);
    await run(async () => {}, editing?.file ? 'Photograph and caption saved' : 'Caption saved', 'Failed to reload the photographs');
  }

  return (
    <Slot aria-label={name} data-slot={slot}>
      <Thumbnail photo={photo} drawing={drawing} alt={photo?.caption?.alt ?? (photo ? `Photograph for ${name}` : `Drawing for ${name}`)} />
      <CardHeading {...place} />
      <p data-slot-state>{state}</p>
      {photo?.caption && !editing ? (
        <CaptionText>
          <dt>Caption</dt>
          <dd>{[photo.caption.title, photo.caption.description].filter(Boolean).join(': ')}</dd>
          <dt>Where</dt>
          <dd>{[photo.caption.project, photo.caption.location].filter(Boolean).join(' · ') || 'Not given'}</dd>
          <dt>Category</dt>
          <dd>{photo.caption.category}</dd>
        </CaptionText>
      ) : null}
      {editing ? (
        <PhotoCaptionForm id={`caption-${slot}`} name={name} initial={startingCaption(photo, slot)} file={editing.file} onSave={save} onCancel={() => setEditing(null)} />
      ) : (
        <>
          <ChooseFile
            label={busy ? 'Working...' : photo ? 'Replace the photograph' : 'Upload a photograph'}
            accessibleName={`Upload a photograph for ${name}`}
            disabled={busy}
            onFile={(file) => setEditing({ file })}
          />
          {photo ? (
            <Button $variant="outline" disabled={busy} onClick={() => setEditing({ file: null })}>
              {photo.caption ? 'Edit caption' : 'Write its caption'}
              <span className="visually-hidden"> for {name}</span>
            </Button>
          ) : null}
          {photo ? (
            <RemovePhoto
              name={name}
              label={drawing ? 'Revert to drawing' : 'Remove from the gallery'}
              busy={busy}
              onConfirm={() => void run(() => revertPhoto(token, slot), drawing ? 'Back to the drawing' : 'Removed from the gallery', 'Failed to revert')}
            />
          ) : null}
        </>
      )}
    </Slot>
  );
}

/** A photograph added to the gallery, uploaded with its caption. */
function AddToGallery(props: { token: string; full: boolean; onChanged: () => Promise<void> }) {
  const toast = useToast();
  const [busy, run] = useRun(props.onChanged);
  const [file, setFile] = useState<File | null>(null);
  return (
    <Slot aria-label="Add a photograph to the gallery" data-slot="new">
      <CardHeading page="Project Gallery" place="Add a photograph" />
      {props.full ? <Hint>The gallery is full ({MAX_GALLERY_PHOTOS} photographs): remove one to add another.</Hint> : null}
      {file ? (
        <PhotoCaptionForm
          id="caption-new"
          name="New gallery photograph"
          initial={EMPTY_CAPTION}
          file={file}
          onCancel={() => setFile(null)}
          onSave={async (caption) => {
            // A caption refused after the upload is finished on the added photograph's own card.
            await uploadWithCaption(props.token, '/api/admin/gallery', file, caption, async () => {
              setFile(null);
              toast({ variant: 'destructive', title: 'Photograph uploaded, caption not saved', description: 'Write its caption on its card: the gallery shows it once saved.' });
              await props.onChanged();
            });
            setFile(null);
            await run(async () => {}, 'Photograph added to the gallery', 'Failed to reload the photographs');
          }}
        />
      ) : (
        <ChooseFile label="Choose a photograph" accessibleName="Add a photograph to the gallery" disabled={busy || props.full} onFile={setFile} />
      )}
    </Slot>
  );
}

/** A drawing elsewhere on the site, which a photograph can replace (its words are the page's). */
function SlotCard(props: { token: string; slot: PhotoSlot; photo: SlotPhoto | undefined; onChanged: () => Promise<void> }) {
  const { token, slot, photo } = props;
  const [busy, run] = useRun(props.onChanged);
  const name = slotName(slot);
  return (
    <Slot aria-label={name} data-slot={slot}>
      <Thumbnail photo={photo} drawing={slot} alt={photo ? `Photograph for ${name}` : `Drawing for ${name}`} />
      <CardHeading {...SLOT_PLACES[slot]} />
      <Hint>{IMAGES[slot].subject}</Hint>
      <p data-slot-state>{photo ? 'Photograph' : 'Drawing, labelled "Illustration"'}</p>
      <ChooseFile
        label={busy ? 'Working...' : photo ? 'Replace the photograph' : 'Upload a photograph'}
        accessibleName={`Upload a photograph for ${name}`}
        disabled={busy}
        onFile={(file) => void run(() => uploadImage(token, file, `/api/admin/photos/${slot}`), 'Photograph uploaded', 'Failed to upload the photograph')}
      />
      {photo ? (
        <RemovePhoto name={name} label="Revert to drawing" busy={busy} onConfirm={() => void run(() => revertPhoto(token, slot), 'Back to the drawing', 'Failed to revert')} />
      ) : null}
    </Slot>
  );
}

function Section(props: { id: string; title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id}>
      <SectionTitle id={props.id}>{props.title}</SectionTitle>
      <Lead>{props.lead}</Lead>
      <Grid>{props.children}</Grid>
    </section>
  );
}

const GALLERY_SEED_SLOTS: ReadonlySet<string> = new Set(SEED_GALLERY.map((s) => s.slot));

function Photos({ token }: { token: string }) {
  const photos = useLoaded(useCallback(() => listPhotos(token), [token]), 'Failed to load the photographs');
  if (photos.status === 'loading') return <p>Loading...</p>;
  if (photos.status === 'failed') return <p role="alert">{photos.message}</p>;
  const bySlot = new Map(photos.value.map((p) => [p.slot, p]));
  const added = photos.value.filter((p) => isAddedGallerySlot(p.slot));
  return (
    <>
      <p>
        Each picture below is drawn until the company supplies a photograph. An upload is cropped to the picture's proportions,
        served at every size the site uses, and replaces the drawing on every page and in the image archive; its location and camera
        data are removed.
      </p>
      <Section
        id="gallery-photos"
        title="Project Gallery"
        lead="A gallery photograph goes up with its own caption: title, text, project, location, category and a description for screen readers. Until its caption is saved the gallery keeps showing what it showed."
      >
        {SEED_GALLERY.map(({ slot }) => (
          <GalleryCardEditor key={slot} token={token} slot={slot} photo={bySlot.get(slot)} onChanged={photos.reload} />
        ))}
        {added.map((photo) => (
          <GalleryCardEditor key={photo.slot} token={token} slot={photo.slot} photo={photo} onChanged={photos.reload} />
        ))}
        <AddToGallery token={token} full={SEED_GALLERY.length + added.length >= MAX_GALLERY_PHOTOS} onChanged={photos.reload} />
      </Section>
      <Section id="other-photos" title="Pictures on other pages" lead="Each is named by the page and the place it fills; the page's own words describe it.">
        {PHOTO_SLOTS.filter((slot) => !GALLERY_SEED_SLOTS.has(slot)).map((slot) => (
          <SlotCard key={slot} token={token} slot={slot} photo={bySlot.get(slot)} onChanged={photos.reload} />
        ))}
      </Section>
    </>
  );
}

export default function PhotosPage() {
  return <AdminShell title="Photos">{(token) => <Photos token={token} />}</AdminShell>;
}
