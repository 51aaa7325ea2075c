import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../../../../../api/describeError.js';
import { ApiError } from '../../../../../api/errors.js';

export class NotJsonError extends Error {}

interface Props<Result> {
  labelId: string;
  send: (file: unknown) => Promise<Result>;
  describe: (result: Result) => ReactNode;
}

/**
 * Uploads one of Ozon's JSON files (the city hierarchy, the cross-docking tariffs). What the server
 * finds wrong is shown with the place in the file it names, so the seller can fix that line.
 */
export function MasterDataUpload<Result>({ labelId, send, describe }: Props<Result>) {
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
          onClose={() => upload.reset()}
          sx={{ whiteSpace: 'pre-line', flexBasis: '100%', order: 1 }}
        >
          <AlertTitle>
            <FormattedMessage id="upload.failed" />
          </AlertTitle>
          {upload.error instanceof NotJsonError
            ? upload.error.message
            : // A refused file: the server's words name the line to fix; the generic message adds nothing.
              (upload.error instanceof ApiError && upload.error.status === 400 && upload.error.detail) ||
              describeError(upload.error, intl)}
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
