// How the command-line tools talk to a running back-office: log in, then call with the access token.

/** An answer that is not a success, as an Error naming the call and the server's problem detail. */
export async function failure(response: Response, call: string): Promise<Error> {
  let detail = response.statusText;
  try {
    const body = (await response.json()) as { detail?: string; title?: string };
    detail = body.detail ?? body.title ?? detail;
  } catch {
    // not JSON: the status line says enough
  }
  return new Error(`${call}: ${response.status} ${detail}`);
}

/** Logs in to the back-office at `base`; answers the access token. */
export async function logIn(base: string, login: string, password: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`${base}/Token/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Login: login, Password: password }),
    signal,
  }).catch((error: Error) => {
    if (error.name === 'AbortError') throw error;
    throw new Error(`The back-office at ${base} does not answer (${error.message}); is it running there (--url)?`);
  });
  if (!response.ok) throw await failure(response, 'Login');
  return ((await response.json()) as { AccessToken: string }).AccessToken;
}

/** The options a tool that calls a running back-office takes, for `parseArgs`. */
export const SERVER_OPTIONS = {
  url: { type: 'string' },
  login: { type: 'string' },
  password: { type: 'string' },
} as const;

/** Where and as whom to call: the options given, else the environment's (the tool's own names first). */
export function serverOf(
  values: { url?: string; login?: string; password?: string },
  env: NodeJS.ProcessEnv,
  prefix?: string,
): { baseUrl: string; login?: string; password?: string } {
  return {
    baseUrl: values.url ?? `http://127.0.0.1:${env.PORT ?? 8080}`,
    login: values.login ?? (prefix && env[`${prefix}_LOGIN`]) ?? env.SELLER_ADMIN_LOGIN,
    password: values.password ?? (prefix && env[`${prefix}_PASSWORD`]) ?? env.SELLER_ADMIN_PASSWORD,
  };
}
