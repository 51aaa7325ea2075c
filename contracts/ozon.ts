import { z } from 'zod';

/** Which Ozon cabinet the server works with. The Api-Key is never part of any answer. */
export const ozonStatus = z.object({
  Mode: z.enum(['Live', 'Demo', 'None']).describe('Demo: the built-in sandbox stands in for Ozon'),
  ClientId: z.string().nullable(),
  ApiUrl: z.string().nullable(),
});
export type OzonStatus = z.infer<typeof ozonStatus>;

/** How one Ozon method the product depends on answered the health check. */
export const ozonMethodCheck = z.object({
  Family: z.string(),
  Method: z.string().describe('HTTP method and path, e.g. "POST /v4/posting/fbs/list"'),
  Health: z.enum(['Ok', 'Gone', 'Failing', 'Unauthorized']),
  Optional: z.boolean().describe('A retired version the product reads only where it still answers'),
  Status: z.number().int().nullable(),
  Message: z.string().nullable(),
  Milliseconds: z.number().int(),
});
export type OzonMethodCheck = z.infer<typeof ozonMethodCheck>;
