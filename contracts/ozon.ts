import { z } from 'zod';
import { DEFAULT_HISTORY_MONTHS, historyMonths } from './history.js';

/** Which Ozon cabinet the server works with. The Api-Key is never part of any answer. */
export const ozonStatus = z.object({
  Mode: z.enum(['Live', 'Demo', 'None']).describe('Demo: the built-in sandbox stands in for Ozon'),
  Source: z
    .enum(['Environment', 'WebApp', 'Sandbox', 'None'])
    .describe('Where the cabinet comes from: OZON_* variables (they override), the web app, or the demo'),
  ClientId: z.string().nullable(),
  ApiUrl: z.string().nullable(),
  ApiKeyLast4: z.string().nullable().describe('Only the last four characters of the Api-Key are ever shown'),
  ConnectedAt: z.string().nullable(),
  ConnectedBy: z.string().nullable(),
});
export type OzonStatus = z.infer<typeof ozonStatus>;

/** How one Ozon method the product depends on answered the health check. */
export const ozonMethodCheck = z.object({
  Family: z.string(),
  Method: z.string().describe('HTTP method and path, e.g. "POST /v4/posting/fbs/list"'),
  Health: z
    .enum(['Ok', 'Announced', 'Gone', 'Failing', 'Unauthorized'])
    .describe('Announced: it answers, but Ozon has announced its switch-off without a day (Message: its words)'),
  Optional: z.boolean().describe('A retired (or announced) version the product no longer needs'),
  Status: z.number().int().nullable(),
  Message: z.string().nullable().describe("Ozon's answer, or its announcement of the switch-off"),
  Milliseconds: z.number().int(),
});
export type OzonMethodCheck = z.infer<typeof ozonMethodCheck>;

/** The cabinet the seller types in: checked with the method health check, then stored encrypted. */
export const ozonCredentials = z.object({
  ClientId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'is the number Ozon shows as Client ID'),
  ApiKey: z
    .string()
    .trim()
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      "is shaped as Ozon's Api-Key: 36 characters, xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
    ),
});
export type OzonCredentialsInput = z.infer<typeof ozonCredentials>;

/** Connecting a cabinet: its keys, and how deep its history is loaded once they are saved. */
export const connectOzonCabinetRequest = ozonCredentials.extend({
  HistoryMonths: historyMonths.default(DEFAULT_HISTORY_MONTHS).describe('Months of history to load (3, 6, 12 or 24)'),
});
export type ConnectOzonCabinetRequest = z.input<typeof connectOzonCabinetRequest>;
