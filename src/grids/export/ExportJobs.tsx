import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Paged } from '../../../contracts/common.js';
import { describeError } from '../../api/describeError.js';
import { useToast } from '../../shell/toast.js';
import { exportProgressText } from './exportProgressText.js';
import type { ExportTable } from './exportTable.js';
import type { ExportFormat } from './writeFiles.js';

export interface ExportRequest<Row> {
  /** What is exported, for the progress panel and the sheet name. */
  title: string;
  fileBase: string;
  format: ExportFormat;
  fetchPage: (offset: number, count: number) => Promise<Paged<Row>>;
  toTable: (rows: Row[]) => ExportTable;
}

interface ExportJob {
  id: number;
  title: string;
  format: ExportFormat;
  done: number;
  total: number | null;
  writing: boolean;
  controller: AbortController;
}

const ExportContext = createContext<(<Row>(request: ExportRequest<Row>) => void) | null>(null);

/**
 * Exports run here, above the router: a seller can start one, go on to other screens, and get the
 * file when it is ready. Each shows its progress until then and can be cancelled.
 */
export function ExportJobsProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const toast = useToast();
  const [jobs, setJobs] = useState<ExportJob[]>([]);
  const nextId = useRef(1);

  const update = (id: number, change: Partial<ExportJob>) =>
    setJobs((current) => current.map((job) => (job.id === id ? { ...job, ...change } : job)));
  const remove = (id: number) => setJobs((current) => current.filter((job) => job.id !== id));

  const start = useCallback(
    <Row,>(request: ExportRequest<Row>) => {
      const job: ExportJob = {
        id: nextId.current++,
        title: request.title,
        format: request.format,
        done: 0,
        total: null,
        writing: false,
        controller: new AbortController(),
      };
      setJobs((current) => [...current, job]);
      void (async () => {
        try {
          // The readers and writers (and their formatters) load when someone exports, not with the first screen.
          const [{ collectAllRows }, { csvBlob, fileStamp, saveBlob, xlsxBlob }] = await Promise.all([
            import('./exportTable.js'),
            import('./writeFiles.js'),
          ]);
          const rows = await collectAllRows(
            request.fetchPage,
            (done, total) => update(job.id, { done, total }),
            job.controller.signal,
          );
          update(job.id, { writing: true });
          const table = request.toTable(rows);
          const blob = request.format === 'csv' ? await csvBlob(table) : await xlsxBlob(table, request.title);
          job.controller.signal.throwIfAborted();
          saveBlob(blob, `${request.fileBase}-${fileStamp()}.${request.format}`);
          toast.success(
            intl.formatMessage({ id: 'export.done' }),
            intl.formatMessage({ id: 'export.doneDetail' }, { count: rows.length }),
          );
        } catch (error) {
          if (!job.controller.signal.aborted) {
            toast.error(intl.formatMessage({ id: 'export.failed' }), describeError(error, intl));
          }
        } finally {
          remove(job.id);
        }
      })();
    },
    [intl, toast],
  );

  const value = useMemo(() => start, [start]);
  return (
    <ExportContext.Provider value={value}>
      {children}
      {jobs.length > 0 && (
        <Box sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1400, display: 'grid', gap: 1, width: 340 }}>
          {jobs.map((job) => (
            <Paper
              key={job.id}
              elevation={6}
              sx={{ p: 2 }}
              role="status"
              aria-label={intl.formatMessage({ id: 'export.progress' })}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="subtitle2" sx={{ flex: 1 }}>
                  <FormattedMessage
                    id="export.running"
                    values={{ title: job.title, format: job.format.toUpperCase() }}
                  />
                </Typography>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage({ id: 'export.cancel' })}
                  onClick={() => job.controller.abort()}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
              <LinearProgress
                variant={job.total && !job.writing ? 'determinate' : 'indeterminate'}
                value={job.total ? (100 * job.done) / job.total : 0}
                sx={{ my: 1 }}
              />
              <Typography variant="caption" color="text.secondary">
                {job.writing ? <FormattedMessage id="export.writing" /> : exportProgressText(job.done, job.total, intl)}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </ExportContext.Provider>
  );
}

export function useExport() {
  const start = useContext(ExportContext);
  if (!start) throw new Error('useExport needs an <ExportJobsProvider> above it.');
  return start;
}
