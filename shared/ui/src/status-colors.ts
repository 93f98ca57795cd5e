/** Spec point 9: primary #219EBC, status colours, breakpoints 600 / 960 / 1280 (the breakpoints are in theme.ts). */
export const statusColors = { blue: '#219EBC', red: '#d0312d', grey: '#ABB5C9', lightBlue: '#a4d1d0', orange: '#F28C28' } as const;
