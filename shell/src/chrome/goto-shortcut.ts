/** What the key handler needs to know about a keydown. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Tag name of the focused element (upper case, as the DOM gives it) and whether it is editable. */
  targetTag: string;
  targetEditable: boolean;
}

/**
 * Whether a key press should open the 'go to' search: Ctrl+K (Cmd+K on a Mac) anywhere, or '/'
 * when the user is not typing somewhere else (a '/' in a text field is text).
 */
export function isGotoShortcut(press: KeyPress): boolean {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') return true;
  if (press.key !== '/' || press.ctrlKey || press.metaKey || press.altKey) return false;
  const typing = press.targetEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(press.targetTag);
  return !typing;
}

/** Reads a DOM keyboard event into a KeyPress. */
export function keyPressOf(event: KeyboardEvent): KeyPress {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey,
    targetTag: target?.tagName ?? '', targetEditable: target?.isContentEditable ?? false,
  };
}
