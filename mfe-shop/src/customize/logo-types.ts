/** What a logo may be: the images PDF documents print. Apart from logo-problem.ts, whose size limit comes with zod. */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
