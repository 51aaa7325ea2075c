import type { IntlShape } from 'react-intl';

/** One thing wrong in an uploaded file: which record (1-based, null for the file as a whole), field, why. */
export interface UploadProblem {
  record: number | null;
  field: string;
  reason: string;
}

const TYPE_WORDS = ['string', 'number', 'array', 'object', 'boolean', 'null'] as const;

/** The server's (zod's) reason in the seller's language, for the reasons a file usually has. */
export function reasonText(reason: string, intl: IntlShape): string {
  const typeName = (type: string) =>
    (TYPE_WORDS as readonly string[]).includes(type) ? intl.formatMessage({ id: `upload.type.${type}` }) : type;
  const mismatch = /^Invalid input: expected (\w+), received (\w+)$/.exec(reason);
  if (mismatch) {
    const [, expected, received] = mismatch;
    return received === 'undefined'
      ? intl.formatMessage({ id: 'upload.reason.missing' })
      : intl.formatMessage(
          { id: 'upload.reason.type' },
          { expected: typeName(expected!), received: typeName(received!) },
        );
  }
  const oneOf = /^must be one of (.+)$/.exec(reason);
  if (oneOf) return intl.formatMessage({ id: 'upload.reason.oneOf' }, { values: oneOf[1] });
  if (/^Too small: expected string to have >=1 characters?$/.test(reason) || reason === 'must not be blank') {
    return intl.formatMessage({ id: 'upload.reason.blank' });
  }
  return reason;
}

/**
 * The field errors of a refused upload (`[3].Children[0].name`, or `body` for the file as a whole) as
 * a list a seller can work through: record 4, field Children[0].name, reason in their language.
 */
export function uploadProblemsOf(errors: Record<string, string[]>, intl: IntlShape): UploadProblem[] {
  return Object.entries(errors).flatMap(([path, reasons]) => {
    const item = /^\[(\d+)\]\.?(.*)$/.exec(path);
    const record = item ? Number(item[1]) + 1 : null;
    const field = item ? item[2]! : path === 'body' ? '' : path;
    return reasons.map((reason) => ({ record, field, reason: reasonText(reason, intl) }));
  });
}

/** The file is not a list at all (an object, a different file): say so instead of quoting the parser. */
export const isWrongShape = (problems: UploadProblem[]) =>
  problems.some((problem) => problem.record === null && problem.field === '');
