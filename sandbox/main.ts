// `npm run sandbox`: the Ozon Seller API stand-in on its own port (SANDBOX_PORT, default 8090).
import { buildSandbox } from './app.js';
import { SandboxConfigError, sandboxOptionsFromEnv } from './config.js';

try {
  const options = sandboxOptionsFromEnv();
  const app = await buildSandbox({ ...options, logger: false });
  await app.listen({ port: options.port, host: options.host });
  const cabinets = options.cabinets.map((cabinet) => cabinet.clientId).join(', ');
  console.log(
    `Ozon sandbox at http://${options.host}:${options.port} (cabinets ${cabinets}; seed ${options.seed}, scale ${options.scale}, now ${options.now.toISOString()})`,
  );
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof SandboxConfigError ? error.message : error);
  process.exit(1);
}
