import { Grid, PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';
import type { ProjectImage } from '../../../content/projects.ts';
import { FullSizePicture } from './full-size-picture.tsx';

/** Several project figures side by side, each opening full size. */
export function PictureGrid(props: { images: readonly ProjectImage[]; min?: string }) {
  return (
    <Grid $min={props.min ?? '300px'}>
      {props.images.map((image) => (
        <FullSizePicture key={image.name} image={image} sizes={`(min-width: 1024px) 400px, ${PHONE_CONTENT_WIDTH}`} />
      ))}
    </Grid>
  );
}
