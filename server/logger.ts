/** Paths pino blanks out should anything sensitive ever be logged by mistake. */
const REDACT = [
  'req.headers.authorization',
  'req.headers["api-key"]',
  'req.headers["client-id"]',
  '*.Password',
  '*.password',
  '*.AccessToken',
  '*.RefreshToken',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
  '*.OZON_API_KEY',
  '*.JWT_SECRET',
];

export function loggerOptions(level: string) {
  return { level, redact: { paths: REDACT, censor: '[redacted]' } };
}
