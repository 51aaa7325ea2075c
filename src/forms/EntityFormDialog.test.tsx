// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productInput } from '../../contracts/catalogue.js';
import { productFormFields } from '../routes/_app/product/-components/productForms.js';
import { testIntl } from '../test/intl.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { EntityFormDialog } from './EntityFormDialog.js';

const intl = testIntl('ru');
const t = (id: string) => intl.formatMessage({ id });

function renderForm(props: Partial<Parameters<typeof EntityFormDialog>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = (extra: Partial<Parameters<typeof EntityFormDialog>[0]>) => (
    <IntlProvider locale="ru" messages={intl.messages}>
      <EntityFormDialog
        open
        title={t('product.add')}
        fields={productFormFields}
        schema={productInput}
        busy={false}
        onSubmit={onSubmit}
        onClose={() => {}}
        {...props}
        {...extra}
      />
    </IntlProvider>
  );
  const rendered = render(view({}));
  return {
    onSubmit,
    rerender: (extra: Partial<Parameters<typeof EntityFormDialog>[0]>) => rendered.rerender(view(extra)),
  };
}

const nameInput = () => screen.getByRole('textbox', { name: new RegExp(t('product.fields.Name')) });
const save = () => fireEvent.click(screen.getByRole('button', { name: t('common.save') }));

afterEach(cleanup);

describe('the record form', () => {
  it('says which field is missing on save, and takes the complaint back as soon as the field is filled', () => {
    const { onSubmit } = renderForm();
    save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(t('validation.required'))).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'Кружка' } });
    expect(screen.queryByText(t('validation.required'))).toBeNull();
    save();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ Name: 'Кружка' }));
  });

  it("shows the server's complaint beside its field until the seller changes that field", () => {
    const { rerender } = renderForm();
    fireEvent.change(nameInput(), { target: { value: 'Кружка' } });
    rerender({ serverErrors: { ID: 'Товар с ID 701 уже есть.' } });
    expect(screen.getByText('Товар с ID 701 уже есть.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: t('product.fields.ID') }), { target: { value: '702' } });
    expect(screen.queryByText('Товар с ID 701 уже есть.')).toBeNull();
  });

  it('shows why the save failed inside the form, under the title of the failure', () => {
    renderForm({ failure: 'Сервер недоступен. Проверьте соединение.', failureTitle: t('product.saveError') });
    expect(screen.getByRole('alert').textContent).toBe(
      `${t('product.saveError')}. Сервер недоступен. Проверьте соединение.`,
    );
  });
});

describe('the confirmation', () => {
  it('shows the reason a deletion was refused inside the dialog', () => {
    render(
      <IntlProvider locale="ru" messages={intl.messages}>
        <ConfirmDialog
          open
          title={t('product.delete')}
          text="Удалить товар «Кружка»?"
          confirmLabel={t('common.delete')}
          error="У товара 701 есть упаковки (1303). Сначала удалите их."
          onConfirm={() => {}}
          onClose={() => {}}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('У товара 701 есть упаковки (1303). Сначала удалите их.');
  });
});
