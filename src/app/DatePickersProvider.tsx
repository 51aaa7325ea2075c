import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as pickersEn, ruRU as pickersRu } from '@mui/x-date-pickers/locales';
import { enUS } from 'date-fns/locale/en-US';
import { ru } from 'date-fns/locale/ru';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Date pickers in the user's language: date-fns with its locale, and the pickers' own texts.
 * Not above the whole app: the pickers and date-fns's parsing weigh some 25 KB gzipped that the
 * login page and most screens never use. Wrap what shows a picker, in a chunk loaded where it is
 * used (a route's screen is one; see the top bar's calendar for a popover).
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const russian = useIntl().locale === 'ru';
  const texts = (russian ? pickersRu : pickersEn).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={russian ? ru : enUS} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
