import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;
const base = { width: '1.2em', height: '1.2em', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const EyeIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" /><circle cx="12" cy="12" r="3" /></svg>
);

export const EyeOffIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.6 3.5M6.3 6.3A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.7-1.8" /><path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" /><path d="m2 2 20 20" /></svg>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M19 12H5" /><path d="m12 19-7-7 7-7" /></svg>
);

/** A bunch of grapes: the platform's mark when no shop brands the page. */
export const GrapesIcon = (p: IconProps) => (
  <svg width="1.6em" height="1.6em" viewBox="0 0 32 32" aria-hidden {...p}>
    <path d="M16 3c0 3 1 4 4 5" stroke="#4a7a2c" strokeWidth="2" fill="none" strokeLinecap="round" />
    <path d="M18 6c3-3 8-2 9 1-3 2-6 2-9-1Z" fill="#6aa03c" />
    {[[10, 11], [16, 11], [22, 11], [13, 16], [19, 16], [10, 21], [16, 21], [22, 21], [13, 26], [19, 26]].map(([cx, cy]) => (
      <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="3.2" fill="#7B2D43" />
    ))}
  </svg>
);

export const UserIcon = (p: IconProps) => (
  <svg {...base} {...p}><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></svg>
);

export const VineyardIcon = (p: IconProps) => (
  <svg {...base} {...p}><path d="M3 21h18" /><path d="M6 21V9m6 12V9m6 12V9" /><path d="M3 12h18" /><circle cx="9" cy="6" r="2" /><circle cx="15" cy="6" r="2" /></svg>
);

export const BriefcaseIcon = (p: IconProps) => (
  <svg {...base} {...p}><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" /><path d="M3 13h18" /></svg>
);
