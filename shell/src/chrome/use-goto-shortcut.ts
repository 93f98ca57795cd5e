import { useEffect } from 'react';
import { isGotoShortcut, keyPressOf } from './goto-shortcut';

/** Calls `open` on '/' or Ctrl+K (see isGotoShortcut) while `enabled`. */
export function useGotoShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isGotoShortcut(keyPressOf(event))) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, open]);
}
