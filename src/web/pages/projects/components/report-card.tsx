import { styled } from 'styled-components';
import { ButtonLink } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import type { TechnicalReport } from '../../../content/technical-reports.ts';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const Layout = styled(Card)`
  display: grid;
  gap: 1rem;
  h3 { margin: 0; font-size: 1.35rem; }
  p { margin: 0; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Badge = styled.span<{ $positive?: boolean }>`
  padding: 0.2rem 0.7rem;
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ $positive }) => ($positive ? '#e6f4ea' : colors.surfaceAlt)};
  color: ${({ $positive }) => ($positive ? colors.positive : colors.copperDark)};
`;

const Superseded = styled.p`
  font-weight: 600;
  color: ${colors.copperDark};
`;

const Subtitle = styled.p`
  color: ${colors.muted};
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: 0.75rem;
  margin: 0;
  dt { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; color: ${colors.muted}; }
  dd { margin: 0; font-weight: 600; color: ${colors.ink}; }
`;

/** One technical report with its facts and a download of the real file. */
export function ReportCard(props: { report: TechnicalReport }) {
  const { report } = props;
  return (
    <Layout data-testid="report-card">
      <Badges>
        <Badge>{report.type}</Badge>
        <Badge $positive>{report.status}</Badge>
      </Badges>
      <h3>{report.title}</h3>
      {report.supersededNote ? <Superseded data-superseded>{report.supersededNote}</Superseded> : null}
      {report.subtitle && <Subtitle>{report.subtitle}</Subtitle>}
      <p>{report.description}</p>
      <Meta>
        <div>
          <dt>Date</dt>
          <dd>{report.date}</dd>
        </div>
        {report.location && (
          <div>
            <dt>Location</dt>
            <dd>{report.location}</dd>
          </div>
        )}
        <div>
          <dt>File size</dt>
          <dd>{report.fileSize}</dd>
        </div>
      </Meta>
      <div>
        <ButtonLink href={report.downloadUrl} download>
          Download Report (PDF, {report.fileSize})
        </ButtonLink>
      </div>
    </Layout>
  );
}
