import { describe, expect, it } from 'vitest';
import { testIntl } from '../../../../../test/intl.js';
import { cronErrorText } from './cronErrorText.js';

describe("a refused schedule's reason", () => {
  it('is said in the interface language, whatever the server and the cron library wrote', () => {
    const ru = testIntl('ru');
    const fields = cronErrorText('needs five fields: minute, hour, day of month, month, day of week', ru);
    expect(fields).toContain('пять полей');
    expect(cronErrorText('never fires', ru)).toContain('никогда');
    const unreadable = cronErrorText('CronPattern: invalid configuration format', ru);
    expect(unreadable).toContain('не читаются');
    expect(unreadable).not.toMatch(/CronPattern|invalid|configuration/);
    expect(cronErrorText('never fires', testIntl('en'))).toContain('never');
  });
});
