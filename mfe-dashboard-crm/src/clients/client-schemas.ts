// Loaded through clientChecks (client-checks.ts) only: importing it elsewhere would bring zod back into the first load.
export { clientBodySchema, clientContactBodySchema } from '@vendange/contracts';
