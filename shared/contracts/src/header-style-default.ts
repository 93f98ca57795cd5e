import type { HeaderStyle } from './shop-sales';

// Without zod at run time (a type import only): the shell's header reads it.
export const defaultHeaderStyle: HeaderStyle = {
  shadow: true, elevation: 1, color: '#FFFFFF', dark: false, border: false, font: 'system', logoPlacement: 'start',
  hideLogo: false, logoShadow: false, justifyContent: 'start', underline: true, isUppercase: false,
};
