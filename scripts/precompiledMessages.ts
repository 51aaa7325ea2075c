// Build-time parsing of the message catalogues: react-intl then needs no ICU parser in the browser.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isFirstScreenMessage } from '../src/i18n/firstScreens.js';

const PARSER = '@formatjs/icu-messageformat-parser';

type Parse = (message: string, options?: { locale?: Intl.Locale }) => unknown[];

/** The parser react-intl itself uses (it pins its own copy), so the stored form is the one it reads. */
async function reactIntlParse(): Promise<Parse> {
  const require = createRequire(import.meta.url);
  const parser = require.resolve(PARSER, { paths: [path.dirname(require.resolve('react-intl'))] });
  return ((await import(pathToFileURL(parser).href)) as { parse: Parse }).parse;
}

/** A catalogue ({ id: ICU message }) of the given language, each message parsed as react-intl would. */
export async function parseCatalogue(messages: Record<string, string>, language: string) {
  const parse = await reactIntlParse();
  const locale = new Intl.Locale(language);
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message, { locale })]));
}

/**
 * Vite plugin, build only: dist/i18n/<language>.json hold their messages parsed, and react-intl is
 * built with the parser's no-parser variant (about 9 KB gzipped less on every page). public/i18n
 * keeps the ICU strings people edit; the dev server and the tests parse them at run time as before.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'seller:precompiled-messages',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: new RegExp(`^${PARSER}$`), replacement: `${PARSER}/no-parser.js` }] },
    }),
    writeBundle: {
      sequential: true,
      async handler(options) {
        const dir = options.dir && path.join(options.dir, 'i18n');
        if (!dir || !fs.existsSync(dir)) return;
        for (const name of fs.readdirSync(dir).filter((file) => /^[a-z]+\.json$/.test(file))) {
          const file = path.join(dir, name);
          const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
          const parsed = await parseCatalogue(messages, path.basename(name, '.json'));
          fs.writeFileSync(file, JSON.stringify(parsed));
          // The first screens' part, which they show with while the whole catalogue comes (src/i18n/firstScreens.ts).
          const first = Object.fromEntries(Object.entries(parsed).filter(([id]) => isFirstScreenMessage(id)));
          fs.writeFileSync(file.replace(/\.json$/, '.first.json'), JSON.stringify(first));
        }
      },
    },
  };
}
