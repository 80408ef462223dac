import { useRef } from 'react';
import { styled } from 'styled-components';
import { isSiteImage } from '../../shared/site-image.ts';
import { Button } from '../../ui/button.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { type ControlProps, Input } from '../components/field.tsx';
import { IMAGE_ACCEPT } from './upload-image.ts';
import { useImageUpload } from './use-image-upload.ts';

const Row = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: stretch;
`;

const Thumbnail = styled.img`
  display: block;
  width: 160px;
  max-width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
`;

/** The featured image's URL with an Upload button beside it and a thumbnail of the current image. */
export function FeaturedImageInput(props: { control: ControlProps; value: string; onChange: (url: string) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useImageUpload();

  async function pick(file: File | undefined) {
    if (picker.current) picker.current.value = '';
    if (!file) return;
    const image = await upload(file);
    if (image) props.onChange(image.url);
  }

  return (
    <>
      <Row>
        <Input {...props.control} inputMode="url" spellCheck={false} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
        <Button $variant="outline" onClick={() => picker.current?.click()} disabled={uploading}>
          {uploading ? 'Uploading...' : 'Upload'}
        </Button>
        <input
          ref={picker}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="Featured image file"
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </Row>
      {props.value && isSiteImage(props.value) ? <Thumbnail src={props.value} alt="Featured image preview" /> : null}
    </>
  );
}
