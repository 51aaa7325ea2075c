import { z } from 'zod';

/** Which Ozon cabinet the server works with. The Api-Key is never part of any answer. */
export const ozonStatus = z.object({
  Mode: z.enum(['Live', 'Demo', 'None']).describe('Demo: the built-in sandbox stands in for Ozon'),
  ClientId: z.string().nullable(),
  ApiUrl: z.string().nullable(),
});
export type OzonStatus = z.infer<typeof ozonStatus>;
