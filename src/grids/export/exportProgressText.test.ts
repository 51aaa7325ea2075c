import { describe, expect, it } from 'vitest';
import { testIntl } from '../../test/intl.js';
import { exportProgressText } from './exportProgressText.js';

describe("an export's progress", () => {
  it('groups its counts with the thousands space, as the pager does', () => {
    const text = exportProgressText(5000, 18184, testIntl('ru')).replace(/\u00a0/g, ' ');
    expect(text).toBe('Загружено строк: 5 000 из 18 184');
    expect(exportProgressText(0, null, testIntl('ru'))).toContain('из …');
  });
});
