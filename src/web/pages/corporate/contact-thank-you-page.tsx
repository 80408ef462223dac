import { styled } from 'styled-components';
import { CONTACT_RECEIVED } from '../../../shared/contact.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';

const Body = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  max-width: 40rem;
  p { margin: 0; font-size: 1.1rem; }
`;

/** Where the contact form lands after a plain form post. */
export default function ContactThankYouPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Message Sent" />
      <Section>
        <Container>
          <Body>
            <p role="status">{CONTACT_RECEIVED}</p>
            <ButtonLink href="/">Return Home</ButtonLink>
          </Body>
        </Container>
      </Section>
    </>
  );
}
