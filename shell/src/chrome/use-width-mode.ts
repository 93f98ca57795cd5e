import { useSyncExternalStore } from 'react';
import { widthModeOf, type WidthMode } from '@vendange/ui';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * Spec point 4 width mode (mobile < 600 ≤ tablet < 1280 ≤ desktop), right from the first render:
 * chakra's useBreakpointValue first answers its base value, which would flash the mobile chrome.
 */
export function useWidthMode(): WidthMode {
  return useSyncExternalStore(subscribe, () => widthModeOf(window.innerWidth));
}
