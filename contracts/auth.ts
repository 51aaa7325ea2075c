import { z } from 'zod';

export const loginModel = z.object({
  Login: z.string().trim().min(1, 'is required').max(200),
  Password: z.string().min(1, 'is required').max(1000),
});
export type LoginModel = z.infer<typeof loginModel>;

export { jwtToken, refreshedToken, type JwtToken, type RefreshedToken } from './tokens.js';

/** Refresh takes the pair, or just the refresh token (as an object or a bare JSON string). */
export const refreshRequest = z.union([
  z.object({ RefreshToken: z.string().min(1), AccessToken: z.string().optional() }),
  z.object({ refreshToken: z.string().min(1), accessToken: z.string().optional() }),
  z.string().min(1),
]);
export type RefreshRequest = z.infer<typeof refreshRequest>;

/** Logout ends the session the refresh token belongs to. */
export const logoutRequest = z.object({ RefreshToken: z.string().min(1) });
export type LogoutRequest = z.infer<typeof logoutRequest>;
