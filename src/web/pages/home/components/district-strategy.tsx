import { styled } from 'styled-components';
import { districtStrategy } from '../../../content/home.ts';
import { colors, fonts, media, radius } from '../../../../ui/styles/theme.ts';

const Figures = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0 0 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Figure = styled.div`
  padding: 1.5rem;
  border-radius: ${radius.md};
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(255, 255, 255, 0.14);
  dt { font-family: ${fonts.heading}; font-size: clamp(1.8rem, 3.5vw, 2.4rem); font-weight: 700; color: ${colors.copperLight}; line-height: 1.1; }
  dd { margin: 0.5rem 0 0; color: ${colors.onDarkMuted}; }
`;

const Flagship = styled.p`
  margin: 0;
  padding-left: 1rem;
  border-left: 4px solid ${colors.copper};
  font-size: 1.1rem;
  color: ${colors.onDark};
  ${media.md} { font-size: 1.2rem; }
`;

/** Home section 4: the Highland Valley figures and the flagship discovery, with the company's published figures. */
export function DistrictStrategy() {
  return (
    <>
      <Figures>
        {districtStrategy.figures.map((figure) => (
          <Figure key={figure.label}>
            <dt>{figure.value}</dt>
            <dd>{figure.label}</dd>
          </Figure>
        ))}
      </Figures>
      <Flagship>{districtStrategy.flagship}</Flagship>
    </>
  );
}
