import { styled } from 'styled-components';
import { allianceSection } from '../../../content/strategy.ts';
import { colors, media, radius } from '../../../../ui/styles/theme.ts';
import { CitedRuns } from './footnote.tsx';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  ${media.md} { grid-template-columns: 1.2fr 1fr; gap: 3rem; align-items: start; }
  p { font-size: 1.05rem; }
`;

const Points = styled.ul`
  list-style: none;
  margin: 0;
  padding: 1.5rem;
  display: grid;
  gap: 1rem;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-left: 5px solid ${colors.copper};
  border-radius: ${radius.md};
  li { padding-left: 1.5rem; position: relative; }
  li::before { content: ''; position: absolute; left: 0; top: 0.6em; width: 0.55rem; height: 0.55rem; border-radius: 50%; background: ${colors.copper}; }
`;

/** Canada and the U.S. building one critical minerals supply chain. */
export function AllianceSection() {
  return (
    <Layout>
      <div>
        {allianceSection.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Points>
        {allianceSection.points.map((point) => (
          <li key={point.text}>
            <CitedRuns runs={[point]} />
          </li>
        ))}
      </Points>
    </Layout>
  );
}
