import { z } from 'zod';
import { permissions, type Permission } from './access-names';
import { idSchema } from './common';
import { permissionSchema } from './roles';

// Role presets (settings?link=roles): named sets of permissions applied to a collaborator (docs/decisions/sales-structure.md).

export const rolePresetSchema = z.object({ id: z.number().int(), name: z.string(), permissions: z.array(permissionSchema) });
export type RolePreset = z.infer<typeof rolePresetSchema>;
export const rolePresetListSchema = z.object({ items: z.array(rolePresetSchema) });

export const rolePresetBodySchema = z.object({
  shopId: idSchema.optional(),
  name: z.string().trim().min(1, 'Donnez un nom au rôle.').max(60, 'Un nom de rôle fait au plus 60 caractères.'),
  permissions: z.array(permissionSchema).max(permissions.length),
});
export type RolePresetBody = z.input<typeof rolePresetBodySchema>;

export const rolePresetMessages = {
  notFound: 'Ce rôle n’existe pas : rechargez la liste des rôles.',
  duplicateName: 'Un rôle porte déjà ce nom : choisissez-en un autre.',
} as const;

/** The presets a shop starts with: the jobs a wine producer usually delegates. */
export const defaultRolePresets: ReadonlyArray<{ name: string; permissions: readonly Permission[] }> = [
  { name: 'Commercial', permissions: ['seeAllClient', 'createClient', 'seeAllTask', 'createTask', 'seeAllOrder', 'createQuote', 'seeAllProduct', 'seeAllPrice', 'accessAgent', 'clientSalesAnalytics'] },
  { name: 'Caviste / boutique', permissions: ['createOrderSalesPoint', 'seeAllProduct', 'seeAllPrice', 'seeAllStock', 'seeAllClient', 'createClient', 'seeAllOrder'] },
  { name: 'Comptable', permissions: ['seeAllOrder', 'seeAllPayment', 'billOrder', 'editAccountingCodes', 'downloadAccountingExports', 'seeSupplier', 'seeSupplierOrder'] },
  { name: 'Logistique', permissions: ['seeAllOrder', 'manageDelivery', 'seeAllStock', 'createWarehouse', 'seeAllProduct', 'seeSupplierOrder'] },
];
