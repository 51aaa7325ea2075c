import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIntl, type IntlShape } from 'react-intl';

/** The app's real catalogue of a language, for tests of code that formats messages. */
export function testIntl(locale: 'ru' | 'en' = 'ru'): IntlShape {
  const path = fileURLToPath(new URL(`../../public/i18n/${locale}.json`, import.meta.url));
  const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return createIntl({
    locale,
    messages,
    onError: (error) => {
      throw error;
    },
  });
}
