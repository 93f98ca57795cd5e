/** Builds the front ends whose inputs changed. */
export function buildAll(): Promise<void>;
/** Hash of everything one front end's build reads. */
export function inputsHash(dir: string): string;
