import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../../../../api/describeError.js';
import { ApiError } from '../../../../../api/errors.js';
import { isWrongShape, uploadProblemsOf, type UploadProblem } from './uploadProblems.js';

export class NotJsonError extends Error {}

/** Enough lines to fix a file by; the rest are counted. */
const SHOWN_PROBLEMS = 20;

interface Props<Result> {
  labelId: string;
  /** The title of a failure, naming the upload («Иерархия городов не загружена»). */
  failureId: string;
  send: (file: unknown) => Promise<Result>;
  describe: (result: Result) => ReactNode;
}

function ProblemTable({ problems }: { problems: UploadProblem[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('upload.problem.reason')} sx={{ mt: 1, '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell align="right">{t('upload.problem.record')}</TableCell>
              <TableCell>{t('upload.problem.field')}</TableCell>
              <TableCell>{t('upload.problem.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
              <TableRow key={index}>
                <TableCell align="right">{problem.record ?? '—'}</TableCell>
                <TableCell>{problem.field || '—'}</TableCell>
                <TableCell>{problem.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {problems.length > SHOWN_PROBLEMS && (
        <FormattedMessage id="upload.problemsMore" values={{ count: problems.length - SHOWN_PROBLEMS }} />
      )}
    </>
  );
}

/**
 * Uploads one of Ozon's JSON files (the city hierarchy, the cross-docking tariffs). A refused file is
 * explained where the upload is: the records to fix, with field and reason, or that it is the wrong file.
 */
export function MasterDataUpload<Result>({ labelId, failureId, send, describe }: Props<Result>) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw new NotJsonError(intl.formatMessage({ id: 'upload.notJson' }, { name: file.name }));
      }
      return send(parsed);
    },
  });
  const fileName = upload.variables?.name ?? '';
  const refused = upload.error instanceof ApiError && upload.error.status === 400 ? upload.error : null;
  const problems = refused ? uploadProblemsOf(refused.problem?.errors as Record<string, string[]>, intl) : [];

  const failure = () => {
    if (upload.error instanceof NotJsonError) return upload.error.message;
    if (problems.length === 0) return describeError(upload.error, intl);
    if (isWrongShape(problems)) return intl.formatMessage({ id: 'upload.wrongShape' }, { name: fileName });
    return (
      <>
        <FormattedMessage id="upload.problemsTitle" values={{ name: fileName, count: problems.length }} />
        <ProblemTable problems={problems} />
      </>
    );
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={intl.formatMessage({ id: labelId })}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
          event.target.value = '';
        }}
      />
      <Button startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={upload.isPending}>
        <FormattedMessage id={labelId} />
      </Button>
      {upload.isError && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => upload.reset()}
          sx={{ whiteSpace: 'pre-line', flexBasis: '100%', order: 1 }}
        >
          <AlertTitle>
            <FormattedMessage id={failureId} />
          </AlertTitle>
          {failure()}
        </Alert>
      )}
      {upload.isSuccess && (
        <Alert
          severity="success"
          onClose={() => upload.reset()}
          sx={{ whiteSpace: 'pre-line', flexBasis: '100%', order: 1 }}
        >
          {describe(upload.data)}
        </Alert>
      )}
    </>
  );
}
