import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { adminConfigAtom } from '../config.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import { AlertIcon, CheckCircleIcon } from './icons.tsx';
import { trackingStatus } from './tracking-status.ts';

// Dark text on pale tints keeps both states well above AA contrast.
const Box = styled.div<{ $active: boolean }>`
  display: flex;
  gap: 0.85rem;
  align-items: flex-start;
  padding: 1rem 1.25rem;
  border-radius: ${radius.md};
  border: 1px solid ${({ $active }) => ($active ? '#a8dab5' : colors.copperLight)};
  border-left-width: 5px;
  background: ${({ $active }) => ($active ? '#e6f4ea' : '#fdf3ea')};
  color: ${colors.text};
  svg { flex: none; margin-top: 0.1rem; color: ${({ $active }) => ($active ? colors.positive : colors.copperDark)}; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const Title = styled.p`
  font-weight: 700;
  color: ${colors.ink};
`;

const Id = styled.code`
  font-weight: 700;
  padding: 0.05rem 0.35rem;
  border-radius: ${radius.sm};
  background: rgba(255, 255, 255, 0.8);
`;

/** Whether GA4 is collecting, read from the public config the server hydrates from GA_MEASUREMENT_ID. */
export function TrackingBanner() {
  const status = trackingStatus(useAtomValue(adminConfigAtom).gaMeasurementId);
  return (
    <Box $active={status.active} data-testid="tracking-banner">
      {status.active ? <CheckCircleIcon /> : <AlertIcon />}
      <div>
        <Title>{status.title}</Title>
        <p>{status.detail}</p>
        {status.active ? (
          <p>
            Measurement ID: <Id>{status.measurementId}</Id>
          </p>
        ) : null}
      </div>
    </Box>
  );
}
