import { PictureUnavailableError } from '../domain/errors.js';

/** Ozon's pictures are on its CDN; the reader fetches nothing else, so the proxy cannot be aimed elsewhere. */
const OZON_PICTURE_HOSTS = [/(^|\.)ozone\.ru$/i, /(^|\.)ozon\.ru$/i, /(^|\.)ozonusercontent\.com$/i];
/** Ozon takes pictures up to 10 MB; a little more room for what it stores itself. */
export const MAX_PROXIED_PICTURE_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

export interface ProxiedPicture {
  bytes: Buffer;
  contentType: string;
}

export type OzonPictureReader = (address: string) => Promise<ProxiedPicture>;

/**
 * Reads a picture of an Ozon card for the browser (Ozon's CDN does not allow a page of another origin to
 * draw it on a canvas). `cdnUrl` serves Ozon's CDN paths from elsewhere: the demo's sandbox, or a mirror.
 */
export function ozonPictureReader(options: { cdnUrl?: string } = {}): OzonPictureReader {
  return async (address) => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new PictureUnavailableError(`"${address}" is not a picture address.`);
    }
    if (!/^https?:$/.test(url.protocol) || !OZON_PICTURE_HOSTS.some((host) => host.test(url.hostname))) {
      throw new PictureUnavailableError(`${url.hostname} is not Ozon's picture server; only Ozon's pictures are read.`);
    }
    const target = options.cdnUrl ? new URL(url.pathname + url.search, options.cdnUrl) : url;
    let response: Response;
    try {
      response = await fetch(target, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${TIMEOUT_MS / 1000} s`
          : 'no connection';
      throw new PictureUnavailableError(
        `The picture ${url.pathname} could not be read from ${url.hostname}: ${reason}.`,
      );
    }
    if (!response.ok) {
      throw new PictureUnavailableError(`${url.hostname} answered ${response.status} for the picture ${url.pathname}.`);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/')) {
      throw new PictureUnavailableError(
        `${url.hostname} sent ${contentType || 'no type'} for ${url.pathname}, not a picture.`,
      );
    }
    const tooLarge = (length: number) => length > MAX_PROXIED_PICTURE_BYTES;
    const bytes = tooLarge(Number(response.headers.get('content-length') ?? 0))
      ? null
      : Buffer.from(await response.arrayBuffer());
    if (!bytes || tooLarge(bytes.length)) {
      await response.body?.cancel();
      throw new PictureUnavailableError(
        `The picture ${url.pathname} is larger than ${MAX_PROXIED_PICTURE_BYTES / 1024 / 1024} MB.`,
      );
    }
    return { bytes, contentType };
  };
}
