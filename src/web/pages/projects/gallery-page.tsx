import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/projects/gallery');

export default function GalleryPage() {
  return <PageHero title="Project Gallery" />;
}
