import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Card } from '../../../ui/card.tsx';
import { Container, Grid, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { aboutAgm, votingOptions } from '../../content/agm.ts';
import { dayInZone } from '../../../shared/company-time.ts';
import { isPastEvent } from '../../../shared/events.ts';
import { dataSource } from '../../data/data-source.ts';
import { useSiteContent } from '../../state/site-content.ts';
import { colors, fonts } from '../../../ui/styles/theme.ts';
import { EventCard } from './components/event-card.tsx';
import { ClosingContactSection } from './components/investor-contact.tsx';

const InfoCard = styled(Card)`
  p { margin: 0.5rem 0 0; color: ${colors.muted}; }
`;

const VoteList = styled(Grid).attrs({ as: 'ol' })`
  list-style: none;
  padding: 0;
  margin: 0;
  counter-reset: vote;
  li { counter-increment: vote; }
  li h3::before {
    content: counter(vote) '. ';
    font-family: ${fonts.heading};
    color: ${colors.copperDark};
  }
`;

// Cards one under another, apart.
const EventList = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Subscribe = styled.p`
  margin: -0.5rem 0 1.5rem;
  color: ${colors.muted};
`;

const PastEvents = styled.div`
  margin-top: 3rem;
`;

interface LoaderData {
  /** The company's calendar day by the server's clock: past and upcoming are decided where the company is. */
  today: string;
  zone: string;
}

export function loader({ context }: LoaderFunctionArgs): LoaderData {
  const source = dataSource(context);
  return { today: dayInZone(source.now(), source.companyTimeZone), zone: source.companyTimeZone };
}

export default function AgmEventsPage() {
  const { today, zone } = useLoaderData() as LoaderData;
  const { events } = useSiteContent();
  const upcoming = events.filter((event) => !isPastEvent(event, today, zone));
  // Most recent first: the last meeting is what a shareholder looks for.
  const past = events.filter((event) => isPastEvent(event, today, zone)).reverse();
  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="AGM and Upcoming Events"
        subtitle="The Annual General Meeting and other events where shareholders can meet the District Copper team."
      />
      <Section>
        <Container>
          <SectionHeading title="Upcoming Events" />
          <Subscribe>
            Every event in your calendar app, kept up to date: <a href="/events.ics" type="text/calendar">subscribe to the events calendar</a>
          </Subscribe>
          {upcoming.length ? (
            <EventList data-testid="event-list">
              {upcoming.map((event) => (
                <EventCard key={event.id} event={event} past={false} />
              ))}
            </EventList>
          ) : (
            <p>No events are scheduled at the moment; check back soon.</p>
          )}
          {past.length ? (
            <PastEvents>
              <SectionHeading title="Past Events" />
              <EventList data-testid="event-list">
                {past.map((event) => (
                  <EventCard key={event.id} event={event} past />
                ))}
              </EventList>
            </PastEvents>
          ) : null}
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="About the AGM" />
          <Grid $stretch $min="260px">
            {aboutAgm.map((block) => (
              <InfoCard key={block.title}>
                <h3>{block.title}</h3>
                <p>{block.text}</p>
              </InfoCard>
            ))}
          </Grid>
        </Container>
      </Section>
      <ClosingContactSection headed wideFirst intro="Questions about the meeting or about voting your shares? Contact us.">
        <SectionHeading title="How to Vote" lead="Every shareholder’s vote counts. Choose the way that suits you." />
        <VoteList $min="200px">
          {votingOptions.map((option) => (
            <li key={option.title}>
              <InfoCard as="div">
                <h3>{option.title}</h3>
                <p>{option.text}</p>
              </InfoCard>
            </li>
          ))}
        </VoteList>
      </ClosingContactSection>
    </>
  );
}
