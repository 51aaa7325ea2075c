// zod's mini build: the web app checks this before its first screen (src/grids/gridSearch.ts says why).
import * as z from 'zod/mini';

/** /config.json: the base address of each service family (SPEC.md section 7); '' is this origin. */
export const clientConfig = z.object({
  ReaderUrl: z.string(),
  CommandUrl: z.string(),
  ShipmentUrl: z.string(),
  SecurityTokenUrl: z.string(),
  SearchTermUrl: z.string(),
  MachineLearningUrl: z.string(),
  /**
   * The AI service the browser may call to draft replies (AI_CHAT_URL, an OpenAI-compatible …/v1): the
   * page's Content-Security-Policy lets it reach that origin and no other outside the app.
   */
  AiChatUrl: z._default(z.string(), 'https://api.together.xyz/v1'),
  /** The zone the seller's days are counted in (SELLER_TIME_ZONE): date filters send its day boundaries. */
  SellerTimeZone: z._default(z.string(), 'Europe/Moscow'),
});
export type ClientConfig = z.infer<typeof clientConfig>;

/** Where replies are drafted unless AI_CHAT_URL names another service: Together's OpenAI-compatible API. */
export const DEFAULT_AI_CHAT_URL = 'https://api.together.xyz/v1';
