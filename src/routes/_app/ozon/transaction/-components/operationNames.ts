import type { IntlShape } from 'react-intl';

/** Ozon's operation and service codes in the interface language; a code this version does not know shows as it is. */
export const operationTypeName = (intl: IntlShape, code: string) =>
  intl.messages[`operation.type.${code}`] ? intl.formatMessage({ id: `operation.type.${code}` }) : code;

export const serviceName = (intl: IntlShape, code: string) =>
  intl.messages[`operation.service.${code}`] ? intl.formatMessage({ id: `operation.service.${code}` }) : code;
