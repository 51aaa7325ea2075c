import type { IntlShape } from 'react-intl';
import type { z } from 'zod';

/** How a text input becomes a wire value: text as is, whole numbers, or whole numbers where empty is null. */
export type FieldKind = 'text' | 'int' | 'measure';

export interface FormField {
  name: string;
  labelId: string;
  kind: FieldKind;
  /** Shown only when creating (e.g. the article, which is the record's ID). */
  createOnly?: boolean;
  required?: boolean;
  helpId?: string;
}

export type FormValues = Record<string, string>;
export type FormErrors = Record<string, string>;

export function toFormValues(fields: FormField[], record: Record<string, unknown> | undefined): FormValues {
  return Object.fromEntries(
    fields.map(({ name }) => [
      name,
      record?.[name] === null || record?.[name] === undefined ? '' : String(record[name]),
    ]),
  );
}

function toWire(kind: FieldKind, text: string): unknown {
  const trimmed = text.trim();
  if (kind === 'text') return text;
  if (trimmed === '') return kind === 'measure' ? null : undefined;
  return Number(trimmed.replace(',', '.'));
}

/** The schemas' own messages (contracts/), by their catalogue key. */
const OWN_MESSAGES: Record<string, string> = {
  'must not be blank': 'validation.required',
  'repeats a MaxVolume': 'validation.repeatedTier',
  'names this package type twice': 'validation.repeatedPackageType',
  'repeats the date of another price': 'validation.repeatedPriceDate',
  'must be a whole number in decimal digits': 'validation.number',
  'must be a bot token from @BotFather, such as 123456789:AA…': 'validation.botToken',
  'quiet hours need both a start and an end': 'validation.quietHoursBoth',
  'must differ from the start': 'validation.quietHoursDiffer',
};

/** A zod issue in the user's language (a refinement's own message as written). */
export function messageOf(issue: z.core.$ZodIssue, intl: IntlShape): string {
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return intl.formatMessage({ id: 'validation.email' });
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string'
        ? intl.formatMessage({ id: 'validation.required' })
        : intl.formatMessage({ id: 'validation.min' }, { min: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? intl.formatMessage({ id: 'validation.maxLength' }, { max: String(issue.maximum) })
        : intl.formatMessage({ id: 'validation.max' }, { max: String(issue.maximum) });
    case 'invalid_type':
      return intl.formatMessage({
        id: issue.expected === 'number' || issue.expected === 'int' ? 'validation.number' : 'validation.required',
      });
    default:
      return issue.message in OWN_MESSAGES ? intl.formatMessage({ id: OWN_MESSAGES[issue.message]! }) : issue.message;
  }
}

/** Parses the form with the same zod schema the server uses; errors name the field, in the user's language. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  fields: FormField[],
  values: FormValues,
  fixed: Record<string, unknown>,
  intl: IntlShape,
): { data: z.infer<Schema>; errors?: undefined } | { data?: undefined; errors: FormErrors } {
  const input: Record<string, unknown> = { ...fixed };
  for (const field of fields) {
    if (field.name in values) {
      const value = toWire(field.kind, values[field.name]);
      if (value !== undefined) input[field.name] = value;
    }
  }
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: errorsOf(result.error, intl) };
}

/** A refusal of a form's schema as the form shows it: each field's first issue, in the user's language. */
export function errorsOf(error: z.ZodError, intl: IntlShape): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '')] ??= messageOf(issue, intl);
  return errors;
}

/**
 * The errors to show after the seller changed one field: that field's error follows its new value at
 * once (gone when valid, updated when still wrong); a field not yet complained about stays quiet
 * until the next save, so typing is not interrupted.
 */
export function errorsAfterChange(shown: FormErrors, field: string, current: FormErrors): FormErrors {
  if (!(field in shown)) return shown;
  const next = { ...shown };
  if (current[field]) next[field] = current[field];
  else delete next[field];
  return next;
}
