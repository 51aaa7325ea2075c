import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl, type IntlShape } from 'react-intl';

/** The app's real catalogue of a language, for tests of code that formats messages. */
export function testIntl(locale: 'ru' | 'en' = 'ru'): IntlShape {
  // From the repository root (where vitest runs): a browser-like environment gives no file URL here.
  const file = path.resolve(`public/i18n/${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
}
