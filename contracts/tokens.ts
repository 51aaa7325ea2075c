// zod's mini build: the web app checks these answers in its first bundle (src/grids/gridSearch.ts says why).
import * as z from 'zod/mini';

/** What login answers. */
export const jwtToken = z.object({ AccessToken: z.string(), RefreshToken: z.string() });
export type JwtToken = z.infer<typeof jwtToken>;

/** What a refresh answers. */
export const refreshedToken = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type RefreshedToken = z.infer<typeof refreshedToken>;
