import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import type { PlotPoint } from './chart-geometry.ts';
import { nearestIndex, stepIndex } from './crosshair-steps.ts';

/** The point under the crosshair: followed by the pointer, or stepped with the keyboard while the chart has focus. */
export function useCrosshair(points: readonly PlotPoint[]) {
  const [active, setActive] = useState<number | null>(null);

  const fromPointer = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setActive(nearestIndex(points, (event.clientX - box.left) / box.width));
  };

  return {
    active: active === null ? null : (points[active] ?? null),
    index: active,
    handlers: {
      onPointerMove: fromPointer,
      onPointerDown: fromPointer,
      onPointerLeave: () => setActive(null),
      onFocus: () => setActive((current) => current ?? points.length - 1),
      onBlur: () => setActive(null),
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const next = stepIndex(event.key, active, points.length);
        if (next === null) return;
        event.preventDefault();
        setActive(next);
      },
    },
  };
}
