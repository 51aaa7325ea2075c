// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testIntl } from '../../test/intl.js';
import { DayRangeFields } from './DayRangeFields.js';
import { presetRange, sellerToday } from './pickedDays.js';

const intl = testIntl('ru');
const t = (id: string) => intl.formatMessage({ id });

function renderRange(from: string | undefined, to: string | undefined, onChange = vi.fn()) {
  render(
    <IntlProvider locale="ru" messages={intl.messages}>
      <DayRangeFields from={from} to={to} onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}

/** The picker's field of a label: a group of sections (day, month, year) and its hidden input. */
const field = (label: string) => screen.getByRole('group', { name: label });
const shownValue = (label: string) =>
  (field(label).closest('.MuiFormControl-root')!.querySelector('input') as HTMLInputElement).value;

describe('the day range above a grid', () => {
  afterEach(cleanup);

  it('shows days as dd.mm.yyyy in Russian, in MUI X pickers, not the browser’s own date input', () => {
    renderRange('2026-06-01', '2026-06-30');
    expect(shownValue(t('salesOrder.filter.from'))).toBe('01.06.2026');
    expect(shownValue(t('salesOrder.filter.to'))).toBe('30.06.2026');
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('refuses an end before the start inline and does not apply it', async () => {
    const onChange = renderRange('2026-06-10', undefined);
    const input = field(t('salesOrder.filter.to')).closest('.MuiFormControl-root')!.querySelector('input')!;
    // As a seller pastes or types a whole day into the field.
    fireEvent.change(input, { target: { value: '05.06.2026' } });
    await act(async () => {});
    expect(shownValue(t('salesOrder.filter.to'))).toBe('05.06.2026');
    expect(screen.getByText(t('dates.endBeforeStart'))).toBeTruthy();
    expect(onChange).not.toHaveBeenCalledWith('to', '2026-06-05');
  });

  it('offers the periods sellers pick, counted to the seller’s today', async () => {
    const onChange = renderRange(undefined, undefined);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: t('dates.preset') }));
    fireEvent.click(await screen.findByRole('option', { name: t('dates.presets.days7') }));
    const { from, to } = presetRange('days7', sellerToday());
    expect(onChange).toHaveBeenCalledWith('from', from);
    expect(onChange).toHaveBeenCalledWith('to', to);
    expect(presetRange('lastMonth', '2026-03-15')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('thisMonth', '2026-03-15')).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('days30', '2026-03-15')).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });
});
