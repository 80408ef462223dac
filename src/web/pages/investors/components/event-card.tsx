import { styled } from 'styled-components';
import { Card } from '../../../components/ui/card.tsx';
import type { CompanyEvent } from '../../../content/agm.ts';
import { colors, media, radius } from '../../../styles/theme.ts';

const Layout = styled(Card)`
  display: grid;
  gap: 1.25rem;
  border-left: 5px solid ${colors.copperDark};
  ${media.md} { grid-template-columns: 1fr auto; align-items: start; }
  h3 { font-size: 1.4rem; margin: 0 0 0.5rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

const Status = styled.span`
  justify-self: start;
  padding: 0.25rem 0.8rem;
  border-radius: ${radius.pill};
  background: #e8f0fe;
  color: #174ea6;
  font-weight: 700;
  font-size: 0.9rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 1rem 0 0;
  div { display: flex; gap: 0.4rem; }
  dt { font-weight: 600; color: ${colors.ink}; }
  dd { margin: 0; }
`;

export function EventCard({ event }: { event: CompanyEvent }) {
  return (
    <Layout>
      <div>
        <h3>{event.title}</h3>
        <p>{event.description}</p>
        <Facts>
          <div>
            <dt>Date:</dt>
            <dd>{event.date}</dd>
          </div>
          <div>
            <dt>Time:</dt>
            <dd>{event.time}</dd>
          </div>
          <div>
            <dt>Location:</dt>
            <dd>{event.location}</dd>
          </div>
        </Facts>
      </div>
      <Status>{event.status}</Status>
    </Layout>
  );
}
