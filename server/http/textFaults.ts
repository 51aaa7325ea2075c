/** A NUL byte (PostgreSQL refuses it in text) or a lone surrogate (it has no UTF-8 encoding). */
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be stored, or null when it can. */
export function textFault(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain the NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must be well-formed Unicode: it has a lone surrogate (\\uD800-\\uDFFF)';
  return null;
}

interface Frame {
  value: unknown;
  parent: Frame | null;
  key: string | number | null;
}

/** 'Prices[0].Date' as the error handler names fields; the root is `root`. */
function pathOf(frame: Frame, root: string): string {
  const keys: (string | number)[] = [];
  for (let at: Frame | null = frame; at && at.key !== null; at = at.parent) keys.unshift(at.key);
  if (keys.length === 0) return root;
  const path = keys.reduce<string>(
    (field, key) => (typeof key === 'number' ? `${field}[${key}]` : field ? `${field}.${key}` : key),
    '',
  );
  // A bad character in a key is shown as U+FFFD, so the answer itself stays well-formed.
  return path.replaceAll(NUL, '\uFFFD').replace(new RegExp(LONE_SURROGATE, 'g'), '\uFFFD');
}

/**
 * Every text of a parsed JSON value (or of query and path parameters) that cannot be stored, by its
 * field path, at most `limit` of them. Walks with its own stack: a deeply nested body must not
 * overflow the call stack.
 */
export function findTextFaults(value: unknown, root: string, limit = 10): Record<string, string[]> {
  const faults: Record<string, string[]> = {};
  let count = 0;
  const stack: Frame[] = [{ value, parent: null, key: null }];
  while (stack.length > 0 && count < limit) {
    const frame = stack.pop()!;
    const current = frame.value;
    if (typeof current === 'string') {
      const fault = textFault(current);
      if (fault) {
        (faults[pathOf(frame, root)] ??= []).push(fault);
        count++;
      }
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], parent: frame, key: index });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index];
        const fault = textFault(key);
        if (fault) {
          (faults[pathOf({ value: key, parent: frame, key }, root)] ??= []).push(`has a key that ${fault}`);
          count++;
        }
        stack.push({ value: (current as Record<string, unknown>)[key], parent: frame, key });
      }
    }
  }
  return faults;
}
