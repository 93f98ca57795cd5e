import { zodResolver } from '@hookform/resolvers/zod';
import { createCollaboratorBodySchema } from '@vendange/contracts';

/** The collaborator form's resolver: the contract's schema, with libphonenumber's metadata for the phone. */
export const collaboratorResolver = zodResolver(createCollaboratorBodySchema);
