import { useId } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../ui/card.tsx';
import { REPORT_VALUE, type ReportList, reportLists } from './analytics-dashboard.ts';
import { colors, media } from '../../ui/styles/theme.ts';

// Two by two on wider screens so the four lists read as one block.
const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  padding: 0.7rem 0;
  border-bottom: 1px solid ${colors.line};
  &:last-child { border-bottom: 0; padding-bottom: 0; }
`;

const Label = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Value = styled.span`
  color: ${colors.muted};
  font-size: 0.9rem;
`;

function Report(props: { report: ReportList }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h3 id={titleId}>{props.report.title}</h3>
      <Rows aria-labelledby={titleId}>
        {props.report.items.map((item) => (
          <Row key={item}>
            <Label>{item}</Label>
            <Value>{REPORT_VALUE}</Value>
          </Row>
        ))}
      </Rows>
    </Card>
  );
}

/** Traffic sources, pages, devices and countries: the breakdowns an admin opens in GA. */
export function ReportLists() {
  return (
    <Grid>
      {reportLists.map((report) => (
        <Report key={report.title} report={report} />
      ))}
    </Grid>
  );
}
