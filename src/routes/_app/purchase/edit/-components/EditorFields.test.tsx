// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { testIntl } from '../../../../../test/intl.js';
import { NumberField } from './EditorFields.js';

const intl = testIntl('ru');

describe("the purchase editor's number field", () => {
  afterEach(cleanup);

  it('keeps the label above an empty field with a unit, clear of the unit', () => {
    render(
      <IntlProvider locale="ru" messages={intl.messages}>
        <NumberField path="Items[0].Count" labelId="purchases.item.Count" value="" onChange={() => {}} unit="шт." />
        <NumberField path="Items[0].Price" labelId="purchases.item.Price" value="" onChange={() => {}} />
      </IntlProvider>,
    );
    const withUnit = screen.getByText(intl.formatMessage({ id: 'purchases.item.Count' }), { selector: 'label' });
    expect(withUnit.getAttribute('data-shrink')).toBe('true');
    // Without a unit nothing is in the way: the label stays inside until the seller types.
    const plain = screen.getByText(intl.formatMessage({ id: 'purchases.item.Price' }), { selector: 'label' });
    expect(plain.getAttribute('data-shrink')).toBe('false');
  });
});
