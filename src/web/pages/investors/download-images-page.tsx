import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { formatBytes } from '../../../shared/format-bytes.ts';
import { contentsOf } from '../../content/image-archive.ts';
import { dataSource } from '../../data/data-source.ts';
import { IMAGES_ZIP_PATH } from '../../../shared/documents.ts';
import type { ImageArchiveFigures } from '../../../shared/image-catalog.ts';
import { colors, media } from '../../../ui/styles/theme.ts';
import { FigureGrid } from '../../../ui/figure-grid.tsx';
import { TwoColumns } from './components/two-columns.tsx';

/** The archive the server serves now, rebuilt whenever a photograph or the presentation changes. */
export function loader({ context }: LoaderFunctionArgs): Promise<ImageArchiveFigures | null> {
  return dataSource(context).imageArchive();
}

const Contents = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  ${media.sm} { grid-template-columns: 1fr 1fr; }
  li { padding-left: 1.5rem; position: relative; }
  li::before { content: '✓'; position: absolute; left: 0; color: ${colors.copperDark}; font-weight: 700; }
`;

const Download = styled(Card)`
  p { color: ${colors.muted}; }
`;

export default function DownloadImagesPage() {
  const archive = useLoaderData() as ImageArchiveFigures | null;
  const summary = archive
    ? [
        { value: String(archive.count), label: 'Images' },
        { value: formatBytes(archive.bytes), label: 'ZIP archive' },
        { value: 'Ready', label: 'Instant download' },
      ]
    : [];
  return (
    <>
      <PageHero
        eyebrow="Media"
        title="Download Images"
        subtitle="Maps, charts, field illustrations and brand assets of District Copper in a single archive for media and investors."
      />
      <Section>
        <Container>
          <SectionHeading title="Image Archive" />
          <FigureGrid figures={summary} size="large" />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <TwoColumns $wideFirst>
            <Card>
              <h2>What’s Included</h2>
              <Contents>
                {contentsOf(archive ?? { presentation: false }).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Contents>
            </Card>
            <Download>
              <h2>Download</h2>
              <p>
                {archive ? `One ZIP file with all ${archive.count} images (${formatBytes(archive.bytes)}). ` : 'One ZIP file with all our images. '}
                Images may be used in coverage of District Copper with credit to the Company.
              </p>
              <ButtonLink href={IMAGES_ZIP_PATH} download>
                Download ZIP File
              </ButtonLink>
            </Download>
          </TwoColumns>
        </Container>
      </Section>
    </>
  );
}
