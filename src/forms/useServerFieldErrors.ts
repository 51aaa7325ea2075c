import { useState } from 'react';
import { errorsAfterChange, type FormErrors } from './zodForm.js';

/**
 * The server's field errors of the last save, as a form shows them: all of them after each answer, and
 * a field's no longer once the seller changes that field (`fieldChanged`).
 */
export function useServerFieldErrors(
  fromServer: FormErrors | undefined,
  toField: (path: string) => string = (path) => path,
) {
  const mapped = () =>
    Object.fromEntries(Object.entries(fromServer ?? {}).map(([path, message]) => [toField(path), message]));
  const [shown, setShown] = useState<FormErrors>(mapped);
  // A new answer replaces what is shown (state adjusted while rendering, as React recommends).
  const [seen, setSeen] = useState(fromServer);
  if (fromServer !== seen) {
    setSeen(fromServer);
    setShown(mapped());
  }
  return { shown, fieldChanged: (field: string) => setShown(errorsAfterChange(shown, field, {})) };
}
