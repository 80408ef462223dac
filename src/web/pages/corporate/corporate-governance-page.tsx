import { styled } from 'styled-components';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { governanceIntro, governanceItems } from '../../content/governance.ts';
import { colors, fonts, radius } from '../../../ui/styles/theme.ts';

const Narrow = styled.div`
  max-width: 860px;
`;

const Intro = styled.p`
  font-size: 1.15rem;
  margin-bottom: 2.5rem;
`;

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1.25rem;
  padding: 1.5rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  h2 { font-size: 1.3rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${colors.copperDark};
  color: #fff;
  font-family: ${fonts.heading};
  font-weight: 700;
  font-size: 1.2rem;
`;

/** Corporate Governance: intro and three numbered items. */
export default function CorporateGovernancePage() {
  return (
    <>
      <PageHero eyebrow="Corporate" title="Corporate Governance" />
      <Section>
        <Container>
          <Narrow>
            <Intro>{governanceIntro}</Intro>
            <Items>
              {governanceItems.map((item) => (
                <Item key={item.number} data-testid="governance-item">
                  <Badge aria-hidden="true">{item.number}</Badge>
                  <div>
                    <h2>{item.title}</h2>
                    <p>{item.description}</p>
                  </div>
                </Item>
              ))}
            </Items>
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
