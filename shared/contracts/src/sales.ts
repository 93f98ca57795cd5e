import { z } from 'zod';
import { paginationQuerySchema } from './common';

export const orderStatusSchema = z.enum(['draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderListQuerySchema = paginationQuerySchema.extend({ status: orderStatusSchema.optional() });

export const orderSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  reference: z.string(),
  clientName: z.string(),
  status: orderStatusSchema,
  totalTtcCents: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const clientSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  typology: z.string().nullable(),
  city: z.string().nullable(),
  isPro: z.boolean(),
  createdAt: z.string(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

export const salesPointSummarySchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  active: z.boolean(),
});
export type SalesPointSummary = z.infer<typeof salesPointSummarySchema>;
