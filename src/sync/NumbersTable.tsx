import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A small table of a name column and number columns (right-aligned), headers from message ids. */
export function NumbersTable({
  headerIds,
  rows,
}: {
  headerIds: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headerIds.map((id, index) => (
              <TableCell key={id} align={index === 0 ? 'left' : 'right'}>
                <FormattedMessage id={id} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={index} align={index === 0 ? 'left' : 'right'}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
