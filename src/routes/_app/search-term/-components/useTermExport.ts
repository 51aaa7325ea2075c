import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchTermFilter } from '../../../../../contracts/searchTerms.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError } from '../../../../api/describeError.js';
import { keywordCommands } from '../../../../queries/keywords.js';
import { useToast } from '../../../../shell/toast.js';

export type TermExportState =
  { phase: 'idle' } | { phase: 'running'; expected: number | undefined } | { phase: 'cut'; total: number | undefined };

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
        setState(file.partial ? { phase: 'cut', total } : { phase: 'idle' });
        toast.success(intl.formatMessage({ id: 'searchTerm.export.done' }, { file: file.fileName }));
      } catch (error) {
        if (current.signal.aborted) {
          setState({ phase: 'idle' });
          return;
        }
        setState({ phase: 'idle' });
        toast.error(intl.formatMessage({ id: 'searchTerm.export.failed' }, { reason: describeError(error, intl) }));
      }
    })();
  };
  const cancel = () => controller.current?.abort();
  const dismiss = () => setState({ phase: 'idle' });
  return { state, start, cancel, dismiss };
}
