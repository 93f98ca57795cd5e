import { z } from 'zod';

export * from './pole-display-text';

/** What the till asks the bridge to show: the device of the sales point and the two lines. */
export const poleDisplayRequestSchema = z.object({
  device: z.string().trim().regex(/^(\/dev\/[A-Za-z0-9._/-]+|COM\d{1,3})$/, 'Indiquez un périphérique série comme /dev/ttyUSB0 ou COM3.'),
  top: z.string().max(200),
  bottom: z.string().max(200),
});
export type PoleDisplayRequest = z.infer<typeof poleDisplayRequestSchema>;
