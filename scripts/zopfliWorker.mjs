// One of precompress.mjs's threads: gzips what it is sent with zopfli (the strongest gzip there is).
import { parentPort } from 'node:worker_threads';
import zopfli from '@gfx/zopfli';

parentPort.on('message', ({ id, content, iterations }) => {
  zopfli.gzip(content, { numiterations: iterations }, (error, gz) =>
    parentPort.postMessage({ id, error: error ? String(error) : undefined, gz }),
  );
});
