import type { IntlShape } from '@formatjs/intl';
import type { TaskRunNote } from './supplyRegistration.js';

/** What the wording needs of an intl object: the web app's (react-intl) and the server's (@formatjs/intl). */
type Wording = Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatTime'>;

const DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** A value of a note as the reader reads it: days and instants in their format, the rest as it is. */
function valueText(key: string, value: string | number, intl: Wording, timeZone: string | undefined) {
  if (typeof value !== 'string') return value;
  // A seller's day is a date, not an instant: read in UTC it stays the same day in any zone.
  if (key.endsWith('Day')) return intl.formatDate(`${value}T00:00:00Z`, { ...DAY, timeZone: 'UTC' });
  if (key.endsWith('At')) return intl.formatDate(value, { ...DAY, ...CLOCK, timeZone });
  if (key.endsWith('Clock')) return intl.formatTime(value, { ...CLOCK, timeZone });
  return value;
}

/** One sentence of a run's log in the reader's language; times in the seller's time zone. */
export function taskRunNoteText(note: TaskRunNote, intl: Wording, timeZone?: string): string {
  const values = Object.fromEntries(
    Object.entries(note.Params).map(([key, value]) => [key, valueText(key, value, intl, timeZone)]),
  );
  return intl.formatMessage({ id: `supplyRegistration.run.${note.Code}` }, values);
}

export const taskRunNotesText = (notes: TaskRunNote[], intl: Wording, timeZone?: string) =>
  notes.map((note) => taskRunNoteText(note, intl, timeZone)).join(' ');

/** A run's log line: its notes worded, or the text a run logged before notes were kept. */
export const taskRunText = (
  run: { Notes?: TaskRunNote[] | null; Message: string },
  intl: Wording,
  timeZone?: string,
): string => (run.Notes ? taskRunNotesText(run.Notes, intl, timeZone) : run.Message);
