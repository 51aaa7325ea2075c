import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchTermFilter } from '../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { keywordCommands } from '../../../../queries/keywords.js';
import { useToast } from '../../../../shell/toast.js';

export type TermExportState =
  | { phase: 'idle' }
  | { phase: 'running'; expected: number | undefined }
  /** The server cut the file at its row limit: how many rows it holds of how many matched. */
  | { phase: 'cut'; exported: number; total: number };

/**
 * The server's XLSX of the filtered terms (written while it is sent): running while the file comes, then
 * saved under the server's name; a file cut at the row limit (206) is said so until the next export.
 */
export function useTermExport(filter: Partial<SearchTermFilter>, total: number | undefined) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<TermExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'running', expected: total });
    void (async () => {
      try {
        const file = await keywordCommands(api).exportTerms(filter, current.signal);
        const { saveBlob } = await import('../../../../grids/export/writeFiles.js');
        saveBlob(file.blob, file.fileName);
        const count = (header: string) => Number(file.headers.get(header) ?? 0);
        setState(
          file.partial
            ? { phase: 'cut', exported: count('x-exported-count'), total: count('x-total-count') }
            : { phase: 'idle' },
        );
        toast.success(intl.formatMessage({ id: 'searchTerm.export.done' }, { file: file.fileName }));
      } catch (error) {
        setState({ phase: 'idle' });
        // A cancelled export is no failure.
        if (!current.signal.aborted)
          toast.error(intl.formatMessage({ id: 'searchTerm.export.failed' }, { reason: describeError(error, intl) }));
      }
    })();
  };
  const cancel = () => controller.current?.abort();
  const dismiss = () => setState({ phase: 'idle' });
  return { state, start, cancel, dismiss };
}
