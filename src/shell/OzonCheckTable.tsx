import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OzonMethodCheck } from '../../contracts/ozon.js';

const COLOUR: Record<OzonMethodCheck['Health'], 'success' | 'error' | 'warning'> = {
  Ok: 'success',
  // It answers, but Ozon has announced the switch-off: the seller should know before the day.
  Announced: 'warning',
  Gone: 'error',
  Failing: 'warning',
  Unauthorized: 'error',
};

/** How each Ozon method the product depends on answered: a summary, then one row per method. */
export function OzonCheckTable({ results, labelledBy }: { results: OzonMethodCheck[]; labelledBy: string }) {
  const intl = useIntl();
  const answers = (result: OzonMethodCheck) => result.Health === 'Ok' || result.Health === 'Announced';
  const problems = results.filter((result) => !answers(result) && !result.Optional);
  const retired = results.filter((result) => result.Health === 'Gone' && result.Optional).length;
  const announced = results.filter((result) => result.Health === 'Announced').length;
  const summary = problems.length ? 'ozonCheck.problems' : retired ? 'ozonCheck.allOkRetired' : 'ozonCheck.allOk';
  return (
    <>
      <Alert severity={problems.length ? 'warning' : 'success'} sx={{ mb: 2 }}>
        <FormattedMessage
          id={summary}
          values={{ total: results.length, problems: problems.length, retired, ok: results.length - retired }}
        />
        {announced > 0 && (
          <>
            {' '}
            <FormattedMessage id="ozonCheck.announced" values={{ count: announced }} />
          </>
        )}
      </Alert>
      <TableContainer>
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="ozonCheck.method" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="ozonCheck.health" />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage id="ozonCheck.time" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="ozonCheck.note" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.map((result) => (
              <TableRow key={result.Method}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{result.Method}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    // A switched-off version the product no longer needs is news, not a problem.
                    color={result.Optional && result.Health === 'Gone' ? 'default' : COLOUR[result.Health]}
                    label={intl.formatMessage({ id: `ozonCheck.health.${result.Health}` })}
                  />
                </TableCell>
                <TableCell align="right">{result.Milliseconds}</TableCell>
                <TableCell>
                  {result.Health === 'Ok'
                    ? ''
                    : result.Health === 'Announced'
                      ? // Ozon's own words; where the app no longer reads the method, that too.
                        [result.Message, result.Optional && intl.formatMessage({ id: 'ozonCheck.notUsed' })]
                          .filter(Boolean)
                          .join(' · ')
                      : [result.Status, result.Message].filter(Boolean).join(' · ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
