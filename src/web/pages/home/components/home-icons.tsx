import { LineIcon } from '../../../../ui/line-icon.tsx';
import type { AdvantageIcon } from '../../../content/advantages.ts';
import type { PolicyIcon } from '../../../content/policy-timeline.ts';

/** Line icons for the advantage rows and the policy timeline, keyed by the names the content uses. */
const PATHS: Record<AdvantageIcon | PolicyIcon, string> = {
  gateway: 'M3 20h18M5 20V9l7-5 7 5v11M9 20v-6h6v6M3 9h18',
  infrastructure: 'M4 21V8l4-3 4 3v13M12 21V11l4-3 4 3v10M2 21h20M7 12h2M7 16h2M15 14h2M15 18h2',
  policy: 'M3 21h18M4 10h16M12 3l8 5H4l8-5zM6 10v8M10 10v8M14 10v8M18 10v8',
  stability: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  'maple-leaf': 'M12 2l1.8 4 2.7-1-1 4.5 3.5-1.5-.8 3 2.8 1-5 4 .8 2.5-4.8-.7V22h-0.4v-4.2l-4.8.7.8-2.5-5-4 2.8-1-.8-3L8.5 9.5l-1-4.5 2.7 1z',
  handshake: 'M2 12l4-4 4 2 2-2 4 1 6 3M2 12l6 6 2-1M22 12l-6 6-3-2M8 16l3-3M11 18l3-3M14 19l2-2',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9M12 3C9.5 5.5 8.2 8.5 8.2 12s1.3 6.5 3.8 9',
  landmark: 'M3 21h18M5 21V11M19 21V11M9 21V11M15 21V11M2 11h20L12 4 2 11z',
};

export function HomeIcon(props: { name: AdvantageIcon | PolicyIcon; size?: number }) {
  return (
    <LineIcon size={props.size ?? 28} strokeWidth={1.8}>
      <path d={PATHS[props.name]} />
    </LineIcon>
  );
}
