import { PageHero } from '../../components/ui/page-hero.tsx';
import { staticHandle } from '../../route-meta.ts';

export const handle = staticHandle('/download-images');

export default function DownloadImagesPage() {
  return <PageHero title="Download Images" />;
}
