import { clientConfig, type ClientConfig } from '../../contracts/clientConfig.js';

/** The base addresses of the service families, fetched before anything renders. */
export async function loadClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}.`);
  return clientConfig.parse(await response.json());
}
