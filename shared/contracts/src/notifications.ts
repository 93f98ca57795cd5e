import { z } from 'zod';
import { permissionSchema } from './roles';

/** Notification types of the notification centre; each has its own icon in the shell. */
export const notificationTypes = [
  'payment', 'newOrder', 'newTask', 'stockUpdate', 'thresholdReach', 'commissionPaid',
  'newMessage', 'newReservation', 'orderStatus', 'documentReady', 'info', 'priceRequest',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export { notificationTitles } from './notification-titles';

/** A relative path inside the app: a notification never sends anyone to another site. */
export const internalLinkSchema = z.string().max(500).regex(/^\/(?!\/)[^\s\\]*$/, 'Le lien doit être un chemin de l’application (commençant par /).');

/** One entry of GET /v1/notifications-centers (spec point 7: id, seen, redirectLink). */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  redirectLink: internalLinkSchema.nullable(),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  /** Page backwards: only notifications with an id below this one. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const markAsSeenBodySchema = z.object({ arrayOfIds: z.array(z.number().int().positive()).min(1).max(500) });

/** Answer of mark-as-seen and mark-all-as-seen: the caller's unseen count afterwards (the bell's badge). */
export const markAsSeenResponseSchema = z.object({ success: z.literal(true), unseen: z.number().int() });
export type MarkAsSeenResponse = z.infer<typeof markAsSeenResponseSchema>;

/** Header of GET /v1/notifications-centers carrying the caller's total of unseen notifications. */
export const UNSEEN_COUNT_HEADER = 'x-unseen-count';

/**
 * GET /v1/notifications-centers/stream (Server-Sent Events, Bearer header, read with fetch): each new
 * notification the caller may see comes as `event: notification` whose data is a notificationSchema JSON.
 */
export const NOTIFICATION_STREAM_EVENT = 'notification';

/**
 * What another service asks the notification centre to say (internal call). A shop notification
 * (`shopId`) reaches the owner and the collaborators holding `permission`; a user notification
 * (`userId`) reaches that user only.
 */
export const createNotificationBodySchema = z.object({
  shopId: z.number().int().positive().optional(),
  userId: z.number().int().positive().optional(),
  permission: permissionSchema.optional(),
  type: notificationTypeSchema,
  title: z.string().min(1).max(200),
  message: z.string().max(1000).default(''),
  redirectLink: internalLinkSchema.optional(),
  /** The sending job's key: a job attempted twice creates the notification once (docs/decisions/durable-work.md). */
  idempotencyKey: z.string().min(1).max(200).optional(),
}).refine((b) => (b.shopId === undefined) !== (b.userId === undefined), { message: 'Indiquez soit une boutique, soit un utilisateur.' });
export type CreateNotificationBody = z.input<typeof createNotificationBodySchema>;

/** GET /v1/maintenances (spec point 7): none, a banner with the planned date, or the full page with the end time. */
export const maintenanceStateSchema = z.object({
  banner: z.boolean(),
  page: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  message: z.string().nullable(),
});
export type MaintenanceState = z.infer<typeof maintenanceStateSchema>;

/** A maintenance an administrator plans: announced by a banner until it starts, then a full page if `page`. */
export const maintenanceSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  page: z.boolean(),
  message: z.string().nullable(),
  createdAt: z.string(),
  /** Set when an administrator cancelled it; a cancelled maintenance is never shown. */
  cancelledAt: z.string().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const createMaintenanceBodySchema = z.object({
  startDate: z.iso.datetime({ offset: true, message: 'Indiquez une date de début valide.' }),
  endDate: z.iso.datetime({ offset: true, message: 'Indiquez une date de fin valide.' }),
  page: z.boolean().default(true),
  message: z.string().max(500).optional(),
}).refine((b) => new Date(b.endDate) > new Date(b.startDate), { message: 'La fin doit être après le début.', path: ['endDate'] });
export type CreateMaintenanceBody = z.input<typeof createMaintenanceBodySchema>;

/** GET /v1/documents/to-download: files prepared for the user, each opened once in a new tab. */
export const documentToDownloadSchema = z.object({ id: z.number().int(), url: z.string(), label: z.string() });
export type DocumentToDownload = z.infer<typeof documentToDownloadSchema>;

/** A document is opened in a new tab: only a web address or a path of the app, never `javascript:` or `data:`. */
export const documentUrlSchema = z.string().max(1000).regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s\\]*)$/, 'Le lien doit être une adresse web (https://…) ou un chemin de l’application.');

export const createDocumentBodySchema = z.object({
  userId: z.number().int().positive(),
  url: documentUrlSchema,
  label: z.string().min(1).max(200),
  /** The offering job's key: a retried attempt offers the document once. */
  idempotencyKey: z.string().min(1).max(200).optional(),
});

/** GET /version.json on the app host. */
export const appVersionSchema = z.object({ version: z.string() });
export type AppVersion = z.infer<typeof appVersionSchema>;
