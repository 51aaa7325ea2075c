import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { RECORD_MESSAGE_SUFFIXES } from '../forms/useRecordEditing.js';
import { jobKinds, jobStatuses } from '../../contracts/jobs.js';
import { ozonStatus } from '../../contracts/ozon.js';
import { pnlCellLines, pnlGroupings, taxRegimeKinds } from '../../contracts/profitAndLoss.js';
import { pnlPeriodKinds } from '../routes/_app/profit-and-loss/-components/pnlSearch.js';
import { priceListProblemReasons } from '../../contracts/priceAnalysis.js';
import { SYNC_PERIODS } from '../routes/_app/ozon/sync/-components/syncPeriods.js';
import { taskRunNoteCodes } from '../../contracts/supplyRegistration.js';
import { deliveryFailureCodes } from '../../contracts/notificationChannels.js';
import { layoutPreferences } from '../shell/layoutPreferences.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(root, 'public/i18n', `${language}.json`), 'utf8')) as Record<string, string>;
const catalogues = { ru: catalogue('ru'), en: catalogue('en') };

/** The app's sources (not tests, not generated code). */
function sources(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'))
    .map((file) => readFileSync(join(root, 'src', file), 'utf8'));
}

/** Message ids written literally in the sources. */
function literalIds(): Set<string> {
  const patterns = [
    /\b(?:id|labelId|helpId|success|failure):\s*'([^']+)'/g,
    /\b(?:id|titleId)="([^"]+)"/g,
    /\b(?:t|label)\('([^']+)'\)/g,
  ];
  const ids = new Set<string>();
  for (const source of sources()) {
    for (const pattern of patterns) {
      for (const [, id] of source.matchAll(pattern)) {
        // Message ids are dotted words; route ids ('/_app') and DOM ids ('settings-title') are not.
        if (/^[A-Za-z]+(\.[A-Za-z0-9]+)+$/.test(id)) ids.add(id);
      }
    }
  }
  return ids;
}

/** Ids built at run time: the config sidebar's `config.<key>.<value>` and the error catalogue. */
function builtIds(): string[] {
  const choices = Object.entries(layoutPreferences.shape).flatMap(([key, schema]) => {
    const options = (schema.def.innerType as { options?: readonly string[] }).options ?? [];
    return [`config.${key}`, ...options.map((value) => `config.${key}.${value}`)];
  });
  // Record editing builds `<prefix>.<suffix>` ids from the prefix each screen names.
  const records = sources().flatMap((source) =>
    [...source.matchAll(/prefix: '(\w+)'/g)].flatMap(([, prefix]) =>
      RECORD_MESSAGE_SUFFIXES.map((suffix) => `${prefix}.${suffix}`),
    ),
  );
  // The sync engine's names by kind, status and period; the cabinet's mode and source.
  const sync = [
    ...jobKinds.map((kind) => `sync.kind.${kind}`),
    ...jobStatuses.map((status) => `sync.status.${status}`),
    ...SYNC_PERIODS.map((period) => `sync.period.${period.id}`),
    ...ozonStatus.shape.Mode.options.map((mode) => `ozonConnection.mode.${mode}`),
    ...ozonStatus.shape.Source.options.map((source) => `ozonConnection.source.${source}`),
  ];
  // The price analyzer's refusals by their Reason, and why a picked file was not sent.
  const priceAnalyzer = [
    ...priceListProblemReasons.map((reason) => `priceAnalyzer.problem.${reason}`),
    'priceAnalyzer.upload.tooLarge',
    'priceAnalyzer.upload.xlsUnreadable',
  ];
  // The P&L's figures, periods, groupings and tax regimes by their names in the contract.
  const pnl = [
    ...pnlCellLines.map((line) => `pnl.fields.${line}`),
    ...pnlPeriodKinds.map((kind) => `pnl.period.${kind}`),
    ...pnlGroupings.map((grouping) => `pnl.group.${grouping}`),
    ...taxRegimeKinds.map((kind) => `pnl.tax.kind.${kind}`),
  ];
  // The supply robot's log, by the codes of its notes (contracts/taskRunText.ts).
  const robotLog = taskRunNoteCodes.map((code) => `supplyRegistration.run.${code}`);
  // Why a notification was not sent, by its code (src/notifications/deliveryFailureText.ts).
  const deliveryFailures = deliveryFailureCodes.map((code) => `notification.failure.${code}`);
  return [
    ...choices,
    ...pnl,
    ...robotLog,
    ...deliveryFailures,
    ...records,
    ...sync,
    ...priceAnalyzer,
    'errors.unexpected',
    'errors.serverSide',
    'errors.network',
  ];
}

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };
/** The argument names a message uses ({name}, {count, plural, ...}), so translations stay in step. */
function argumentsOf(elements: Element[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type !== 0 && element.type !== 7 && element.value) into.add(element.value);
    Object.values(element.options ?? {}).forEach((option) => argumentsOf(option.value, into));
    argumentsOf(element.children ?? [], into);
  }
  return into;
}

/** The text a message shows of its own: its literals, in every branch of a plural or select, no arguments. */
function literalText(elements: Element[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === 0 && element.value) into.push(element.value);
    Object.values(element.options ?? {}).forEach((option) => literalText(option.value, into));
    literalText(element.children ?? [], into);
  }
  return into;
}

/**
 * What stays Latin in Russian: brands and proper names, Ozon's terms and its own field name, file
 * formats, abbreviations sellers read as they are, a unit, and a language named in itself in the picker.
 */
const LATIN_IN_RUSSIAN = new Set([
  'Ozon',
  'Telegram',
  'Excel',
  'FBO',
  'FBS',
  'SKU',
  'Client-Id',
  'XLSX',
  'CSV',
  'e-mail',
  'URL',
  'API',
  'ID',
  'ROI',
  'px',
  'English',
]);

/** The messages (as `id: text`) with no Russian word and a Latin word that is not on the list above. */
function englishMessages(messages: Record<string, string>): string[] {
  return Object.entries(messages).flatMap(([id, text]) => {
    const own = literalText(new IntlMessageFormat(text, 'ru').getAst() as Element[]).join(' ');
    if (/\p{Script=Cyrillic}/u.test(own)) return [];
    const words = own.match(/\p{L}[\p{L}\d-]*/gu) ?? [];
    return words.some((word) => !LATIN_IN_RUSSIAN.has(word)) ? [`${id}: ${text}`] : [];
  });
}

describe('message catalogues', () => {
  it('ru and en have exactly the same keys', () => {
    const ru = Object.keys(catalogues.ru).sort();
    const en = Object.keys(catalogues.en).sort();
    expect(
      ru.filter((key) => !en.includes(key)),
      'missing in en',
    ).toEqual([]);
    expect(
      en.filter((key) => !ru.includes(key)),
      'missing in ru',
    ).toEqual([]);
  });

  it.each(Object.entries(catalogues))('%s has no empty messages', (_language, messages) => {
    expect(Object.entries(messages).filter(([, text]) => typeof text !== 'string' || text.trim() === '')).toEqual([]);
  });

  it('the Russian catalogue is in Russian', () => {
    expect(catalogues.ru['login.submit']).toBe('Войти');
    expect(catalogues.ru['validation.required']).toBe('Обязательное поле');
  });

  it('has no English left in the Russian catalogue: a message without Russian words names only what stays Latin', () => {
    // The check itself: English is found, arguments ({count}, plural branches' #) are not words, names pass.
    expect(
      englishMessages({
        save: 'Save',
        count: '{count, plural, one {# task} other {# tasks}}',
        size: '{width} × {height} px',
        brand: 'Ozon',
      }),
    ).toEqual(['save: Save', 'count: {count, plural, one {# task} other {# tasks}}']);
    expect(englishMessages(catalogues.ru)).toEqual([]);
  });

  it('every message id used in src exists in both catalogues', () => {
    const ids = literalIds();
    // The scan itself must work: it finds the ids of the menu, login, forms and toasts.
    expect(ids.size).toBeGreaterThan(80);
    for (const known of ['login.submit', 'menu.seller.products', 'product.search', 'package.title']) {
      expect(ids).toContain(known);
    }
    const used = [...ids, ...builtIds()].sort();
    for (const [language, messages] of Object.entries(catalogues)) {
      expect(
        used.filter((id) => !(id in messages)),
        `ids missing in ${language}.json`,
      ).toEqual([]);
    }
  });

  it.each(Object.entries(catalogues))('every %s message is valid ICU and formats', (language, messages) => {
    for (const [id, text] of Object.entries(messages)) {
      let format: IntlMessageFormat;
      expect(() => (format = new IntlMessageFormat(text, language)), id).not.toThrow();
      const values = Object.fromEntries([...argumentsOf(format!.getAst() as Element[])].map((name) => [name, 2]));
      expect(() => format.format(values), id).not.toThrow();
    }
  });

  it('ru and en messages take the same arguments', () => {
    const mismatched = Object.keys(catalogues.ru).filter((id) => {
      if (!(id in catalogues.en)) return false;
      const [ru, en] = [catalogues.ru[id], catalogues.en[id]].map((text, index) => [
        ...argumentsOf(new IntlMessageFormat(text, index ? 'en' : 'ru').getAst() as Element[]),
      ]);
      return ru.sort().join() !== en.sort().join();
    });
    expect(mismatched).toEqual([]);
  });
});
