import { zodResolver } from '@hookform/resolvers/zod';
import { createTypologyBodySchema } from '@vendange/contracts';

/** The typology dialog's resolver: loaded through its lazyPart only (typology-dialog.tsx), so the page draws without zod. */
export const typologyResolver = zodResolver(createTypologyBodySchema);
