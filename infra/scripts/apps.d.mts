export const repoRoot: string;
export const apps: Array<{ dir: string; name: string }>;
