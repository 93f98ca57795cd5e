import { describe, expect, it } from 'vitest';
import { isGotoShortcut, type KeyPress } from './goto-shortcut';

const press = (over: Partial<KeyPress>): KeyPress => ({ key: 'a', ctrlKey: false, metaKey: false, altKey: false, targetTag: 'BODY', targetEditable: false, ...over });

describe("the 'go to' keyboard shortcut", () => {
  it.each([
    ['Ctrl+K', press({ key: 'k', ctrlKey: true }), true],
    ['Cmd+K', press({ key: 'K', metaKey: true }), true],
    ['Ctrl+K in a field', press({ key: 'k', ctrlKey: true, targetTag: 'INPUT' }), true],
    ['/ on the page', press({ key: '/' }), true],
    ['/ in a text field', press({ key: '/', targetTag: 'INPUT' }), false],
    ['/ in a text area', press({ key: '/', targetTag: 'TEXTAREA' }), false],
    ['/ in a rich-text editor', press({ key: '/', targetTag: 'DIV', targetEditable: true }), false],
    ['k alone', press({ key: 'k' }), false],
    ['Ctrl+Alt+K', press({ key: 'k', ctrlKey: true, altKey: true }), false],
  ])('%s → %s', (_name, p, expected) => expect(isGotoShortcut(p)).toBe(expected));
});
