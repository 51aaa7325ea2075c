import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_TAX_RATES,
  taxRegimeKinds,
  taxRegimeList,
  vatRates,
  type TaxRegime,
} from '../../../../../contracts/profitAndLoss.js';
import { useApi } from '../../../../api/ApiContext.js';
import { describeError, fieldErrorsOf } from '../../../../api/describeError.js';
import { FormDialogActions, FormFailure } from '../../../../forms/FormDialogParts.js';
import { saveTaxRegimes, taxRegimesQuery } from '../../../../queries/profitAndLoss.js';
import { DayField } from '../../../../screens/dates/DayField.js';

/** The seller's tax regimes, each from its day: the P&L taxes every day under the regime in force then. */
export function TaxRegimesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const t = (id: string) => intl.formatMessage({ id });
  const stored = useQuery({ ...taxRegimesQuery(api), enabled: open });
  // What is being edited: the stored list until the seller changes it.
  const [draft, setDraft] = useState<TaxRegime[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = draft ?? stored.data?.Items ?? [];
  const save = useMutation({
    mutationFn: (regimes: TaxRegime[]) => saveTaxRegimes(api, regimes),
    onSuccess: async () => {
      // Every P&L on screen is recomputed under the new regimes.
      await queryClient.invalidateQueries({ queryKey: ['operations'] });
      close();
    },
    onError: (error) => setErrors(fieldErrorsOf(error, intl)),
  });
  const close = () => {
    setDraft(null);
    setErrors({});
    save.reset();
    onClose();
  };
  const change = (index: number, patch: Partial<TaxRegime>) => {
    setDraft(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
    setErrors((shown) =>
      Object.fromEntries(Object.entries(shown).filter(([path]) => !path.startsWith(`Items.${index}.`))),
    );
  };
  const submit = () => {
    const parsed = taxRegimeList.safeParse({ Items: items });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), t('pnl.tax.invalid')])));
      return;
    }
    save.mutate([...parsed.data.Items].sort((a, b) => a.ValidFrom.localeCompare(b.ValidFrom)));
  };
  const errorOf = (index: number, field: keyof TaxRegime) => errors[`Items.${index}.${field}`];

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle>{t('pnl.tax.title')}</DialogTitle>
        <DialogContent>
          <FormFailure title={t('pnl.tax.failed')} failure={save.error ? describeError(save.error, intl) : null} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('pnl.tax.help')}
          </Typography>
          {items.map((item, index) => (
            <Box
              key={index}
              role="group"
              aria-label={`${t('pnl.tax.regime')} ${index + 1}`}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
            >
              <DayField
                label={t('pnl.tax.validFrom')}
                value={item.ValidFrom || undefined}
                onChange={(day) => change(index, { ValidFrom: day ?? '' })}
                error={Boolean(errorOf(index, 'ValidFrom'))}
                helperText={errorOf(index, 'ValidFrom')}
              />
              <TextField
                select
                size="small"
                label={t('pnl.tax.regime')}
                value={item.Regime}
                onChange={(event) => {
                  const regime = event.target.value as TaxRegime['Regime'];
                  change(index, { Regime: regime, Rate: DEFAULT_TAX_RATES[regime] });
                }}
                sx={{ width: 260 }}
              >
                {taxRegimeKinds.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {t(`pnl.tax.kind.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                type="number"
                size="small"
                label={t('pnl.tax.rate')}
                value={item.Rate}
                onChange={(event) => change(index, { Rate: Number(event.target.value) })}
                error={Boolean(errorOf(index, 'Rate'))}
                helperText={errorOf(index, 'Rate')}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 0.1 } }}
                sx={{ width: 110 }}
              />
              <TextField
                select
                size="small"
                label={t('pnl.tax.vat')}
                value={item.VatRate}
                onChange={(event) => change(index, { VatRate: Number(event.target.value) as TaxRegime['VatRate'] })}
                sx={{ width: 120 }}
              >
                {vatRates.map((rate) => (
                  <MenuItem key={rate} value={rate}>
                    {rate === 0 ? t('pnl.tax.noVat') : `${rate} %`}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton
                aria-label={t('pnl.tax.remove')}
                disabled={items.length === 1}
                onClick={() => setDraft(items.filter((_, at) => at !== index))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setDraft([
                ...items,
                { ValidFrom: new Date().toISOString().slice(0, 10), Regime: 'UsnIncome', Rate: 6, VatRate: 0 },
              ])
            }
          >
            {t('pnl.tax.add')}
          </Button>
        </DialogContent>
        <FormDialogActions busy={save.isPending} onCancel={close} />
      </form>
    </Dialog>
  );
}
