// `npm run ozon:check`: tries every Ozon method the product depends on and prints which answer.
// With OZON_CLIENT_ID and OZON_API_KEY it checks that cabinet (at OZON_API_URL, or Ozon itself);
// without them, the sandbox in this process. Exit code 1 when a method is gone, failing or refused; a
// switch-off Ozon has announced without a day is printed with Ozon's words, and is no failure.
import { OZON_PRODUCTION_URL } from './connection.js';
import { checkOzonApi, formatChecks, hasProblems } from './healthCheck.js';
import { dependedMethods } from './methods.js';
import { httpTransport, type OzonCredentials } from './transport.js';

async function target(
  env: NodeJS.ProcessEnv,
): Promise<{ credentials: OzonCredentials; what: string; close(): Promise<void> }> {
  const clientId = env.OZON_CLIENT_ID?.trim();
  const apiKey = env.OZON_API_KEY?.trim();
  if (clientId && apiKey) {
    const baseUrl = env.OZON_API_URL?.trim() || OZON_PRODUCTION_URL;
    return {
      credentials: { baseUrl, clientId, apiKey },
      what: `cabinet ${clientId} at ${baseUrl}`,
      close: async () => {},
    };
  }
  if (clientId || apiKey) throw new Error('OZON_CLIENT_ID and OZON_API_KEY must be set together.');
  const [{ buildSandbox }, { sandboxOptionsFromEnv }] = await Promise.all([
    import('../../sandbox/app.js'),
    import('../../sandbox/config.js'),
  ]);
  const options = sandboxOptionsFromEnv(env);
  const sandbox = await buildSandbox(options);
  const baseUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const [cabinet] = options.cabinets;
  return {
    credentials: { baseUrl, ...cabinet },
    what: `the built-in sandbox (no OZON_CLIENT_ID/OZON_API_KEY), cabinet ${cabinet.clientId}`,
    close: () => sandbox.close(),
  };
}

async function main(): Promise<number> {
  const { credentials, what, close } = await target(process.env);
  try {
    console.log(`Checking the Ozon Seller API methods of this product against ${what}.\n`);
    const checks = await checkOzonApi(httpTransport(credentials), dependedMethods(new Date()));
    console.log(formatChecks(checks));
    for (const check of checks.filter((entry) => entry.health === 'announced')) {
      const use = check.optional ? ' The product no longer uses it.' : ' The product still uses it: move off it.';
      console.log(`\nOzon has announced the switch-off of ${check.method} (no date yet): «${check.message}»${use}`);
    }
    return hasProblems(checks) ? 1 : 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Our own errors never carry the Api-Key (see transport.ts), so the message is safe to print.
    console.error(`ozon:check failed: ${(error as Error)?.message ?? String(error)}`);
    process.exitCode = 2;
  },
);
