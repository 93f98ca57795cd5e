// Without zod: the clients list reads its sorts on a screen that needs no schema (docs/decisions/front-end-performance.md).
/** The clients list's sorts (a leading « - » is newest or Z first). */
export const clientSorts = ['name', '-name', 'createdAt', '-createdAt'] as const;
