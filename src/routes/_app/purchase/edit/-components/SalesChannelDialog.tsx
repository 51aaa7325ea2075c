import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { salesChannelUpdate, type SalesChannel } from '../../../../../../contracts/purchasing.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError, fieldErrorsOf } from '../../../../../api/describeError.js';
import { FormDialogActions, FormFailure } from '../../../../../forms/FormDialogParts.js';
import { messageOf } from '../../../../../forms/zodForm.js';
import { purchaseKeys } from '../../../../../queries/purchaseKeys.js';
import { purchaseCommands } from '../../../../../queries/purchases.js';
import { useToast } from '../../../../../shell/toast.js';
import { EditorErrorsContext, NumberField, TextInput, editorErrorsOf } from './EditorFields.js';
import { AddButton, RemoveButton } from './EditorParts.js';
import { complaintsOf, decimalSeparatorOf, decimalText, numberOf, replaceAt, without } from './purchaseForm.js';

/** A channel's tariffs as typed: every number as the text of its field. */
type Texts<Record> = { [Key in keyof Record]: Record[Key] extends number ? string : Record[Key] };
type TierForm = Texts<SalesChannel['LogisticPrices'][number]>;
type CoefficientForm = Texts<SalesChannel['LogisticCoefficients'][number]>;
interface ChannelForm {
  ID: number;
  Name: string;
  CancelledSaleHandlingPrice: string;
  SupportsCustomCommissionAddition: boolean;
  LogisticPrices: TierForm[];
  BackwardLogisticPrices: TierForm[];
  LogisticCoefficients: CoefficientForm[];
}

const texts =
  (separator: string) =>
  <Record extends object>(record: Record) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        typeof value === 'number' ? decimalText(value, separator) : value,
      ]),
    ) as Texts<Record>;
const numbers = <Record extends object>(record: Record) =>
  Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'string' && key !== 'Name' ? numberOf(value) : value,
    ]),
  );

/** The channel as its form shows it: numbers with the language's decimal separator. */
export function formOf(channel: SalesChannel, separator = '.'): ChannelForm {
  const asTexts = texts(separator);
  return {
    ID: channel.ID,
    Name: channel.Name,
    CancelledSaleHandlingPrice: decimalText(channel.CancelledSaleHandlingPrice, separator),
    SupportsCustomCommissionAddition: channel.SupportsCustomCommissionAddition,
    LogisticPrices: channel.LogisticPrices.map(asTexts),
    BackwardLogisticPrices: channel.BackwardLogisticPrices.map(asTexts),
    LogisticCoefficients: channel.LogisticCoefficients.map(asTexts),
  };
}

const wireOf = (form: ChannelForm) => ({
  ...form,
  CancelledSaleHandlingPrice: numberOf(form.CancelledSaleHandlingPrice),
  LogisticPrices: form.LogisticPrices.map(numbers),
  BackwardLogisticPrices: form.BackwardLogisticPrices.map(numbers),
  LogisticCoefficients: form.LogisticCoefficients.map(numbers),
});

const NEW_TIER: TierForm = { MaxVolume: '', BasePrice: '', PricePerUnit: '0', Additive: false };
const NEW_COEFFICIENT: CoefficientForm = {
  Name: '',
  Priority: '1',
  LogisticPriceMultiplier: '1',
  LogisticPriceAddition: '0',
  SalesPriceMultiplier: '0',
};

/** The sales channels' tariffs, one tab a channel: what the plans' logistics are worked out from. */
export function SalesChannelDialog({
  open,
  channels,
  onClose,
}: {
  open: boolean;
  channels: SalesChannel[];
  onClose: () => void;
}) {
  const [tab, setTab] = useState(0);
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="channel-dialog-title">
      <DialogTitle id="channel-dialog-title">
        <FormattedMessage id="purchases.channels.title" />
      </DialogTitle>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} sx={{ px: 3 }}>
        {channels.map((channel) => (
          <Tab key={channel.ID} label={channel.Name} />
        ))}
      </Tabs>
      {channels[tab] && (
        <ChannelForm
          key={channels[tab].ID}
          channel={channels[tab]}
          onClose={onClose}
          label={intl.formatMessage({ id: 'purchases.channels.title' })}
        />
      )}
    </Dialog>
  );
}

function ChannelForm({ channel, onClose, label }: { channel: SalesChannel; onClose: () => void; label: string }) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(channel, decimalSeparatorOf(intl.locale)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: purchaseCommands(api).updateChannel,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.channels() });
      toast.success(intl.formatMessage({ id: 'purchases.channels.saved' }));
      onClose();
    },
    onError: (error) => setErrors(fieldErrorsOf(error, intl)),
  });
  const editorErrors = editorErrorsOf(errors, setErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = salesChannelUpdate.safeParse(wireOf(form));
    if (parsed.success) save.mutate(parsed.data);
    else setErrors(complaintsOf(parsed.error.issues, (issue) => messageOf(issue, intl)));
  };
  const serverFailure = save.isError && Object.keys(errors).length === 0 ? describeError(save.error, intl) : null;

  const tierList = (field: 'LogisticPrices' | 'BackwardLogisticPrices') => (
    <Box role="group" aria-label={intl.formatMessage({ id: `purchases.channels.${field}` })} sx={{ display: 'grid' }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        <FormattedMessage id={`purchases.channels.${field}`} />
      </Typography>
      {form[field].map((tier, index) => {
        const change = (patch: Partial<TierForm>) =>
          setForm({ ...form, [field]: replaceAt(form[field], index, { ...tier, ...patch }) });
        const path = `${field}[${index}]`;
        return (
          <Box key={index} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
            {(['MaxVolume', 'BasePrice', 'PricePerUnit'] as const).map((name) => (
              <NumberField
                key={name}
                path={`${path}.${name}`}
                labelId={`purchases.channels.tier.${name}`}
                value={tier[name]}
                onChange={(value) => change({ [name]: value })}
                unit={name === 'MaxVolume' ? intl.formatMessage({ id: 'purchases.unit.litres' }) : '₽'}
                width={130}
              />
            ))}
            <FormControlLabel
              control={
                <Checkbox checked={tier.Additive} onChange={(event) => change({ Additive: event.target.checked })} />
              }
              label={intl.formatMessage({ id: 'purchases.channels.tier.Additive' })}
            />
            <Box sx={{ pt: 0.5 }}>
              <RemoveButton
                labelId="purchases.channels.removeTier"
                number={index + 1}
                onClick={() => setForm({ ...form, [field]: without(form[field], index) })}
              />
            </Box>
          </Box>
        );
      })}
      {errors[field] && (
        <Typography variant="caption" color="error" role="alert">
          {errors[field]}
        </Typography>
      )}
      <Box>
        <AddButton
          labelId="purchases.channels.addTier"
          onClick={() => setForm({ ...form, [field]: [...form[field], NEW_TIER] })}
        />
      </Box>
    </Box>
  );

  return (
    <EditorErrorsContext.Provider value={editorErrors}>
      <form onSubmit={submit} noValidate aria-label={`${label}: ${channel.Name}`}>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormFailure title={intl.formatMessage({ id: 'purchases.channels.saveError' })} failure={serverFailure} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
            <TextInput
              path="Name"
              labelId="purchases.channels.Name"
              value={form.Name}
              onChange={(Name) => setForm({ ...form, Name })}
            />
            <NumberField
              path="CancelledSaleHandlingPrice"
              labelId="purchases.channels.CancelledSaleHandlingPrice"
              value={form.CancelledSaleHandlingPrice}
              onChange={(value) => setForm({ ...form, CancelledSaleHandlingPrice: value })}
              unit="₽"
              width={220}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.SupportsCustomCommissionAddition}
                  onChange={(event) => setForm({ ...form, SupportsCustomCommissionAddition: event.target.checked })}
                />
              }
              label={intl.formatMessage({ id: 'purchases.channels.SupportsCustomCommissionAddition' })}
            />
          </Box>
          {tierList('LogisticPrices')}
          {tierList('BackwardLogisticPrices')}
          <Box role="group" aria-label={intl.formatMessage({ id: 'purchases.channels.LogisticCoefficients' })}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              <FormattedMessage id="purchases.channels.LogisticCoefficients" />
            </Typography>
            {form.LogisticCoefficients.map((coefficient, index) => {
              const change = (patch: Partial<CoefficientForm>) =>
                setForm({
                  ...form,
                  LogisticCoefficients: replaceAt(form.LogisticCoefficients, index, { ...coefficient, ...patch }),
                });
              const path = `LogisticCoefficients[${index}]`;
              return (
                <Box key={index} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
                  <TextInput
                    path={`${path}.Name`}
                    labelId="purchases.channels.coefficient.Name"
                    value={coefficient.Name}
                    onChange={(Name) => change({ Name })}
                  />
                  {(
                    ['Priority', 'LogisticPriceMultiplier', 'LogisticPriceAddition', 'SalesPriceMultiplier'] as const
                  ).map((name) => (
                    <NumberField
                      key={name}
                      path={`${path}.${name}`}
                      labelId={`purchases.channels.coefficient.${name}`}
                      value={coefficient[name]}
                      onChange={(value) => change({ [name]: value })}
                      unit={name === 'LogisticPriceAddition' ? '₽' : undefined}
                      width={name === 'Priority' ? 110 : 170}
                    />
                  ))}
                  <Box sx={{ pt: 0.5 }}>
                    <RemoveButton
                      labelId="purchases.channels.removeCoefficient"
                      number={index + 1}
                      onClick={() =>
                        setForm({ ...form, LogisticCoefficients: without(form.LogisticCoefficients, index) })
                      }
                    />
                  </Box>
                </Box>
              );
            })}
            <AddButton
              labelId="purchases.channels.addCoefficient"
              onClick={() =>
                setForm({ ...form, LogisticCoefficients: [...form.LogisticCoefficients, NEW_COEFFICIENT] })
              }
            />
          </Box>
        </DialogContent>
        <FormDialogActions busy={save.isPending} onCancel={onClose} />
      </form>
    </EditorErrorsContext.Provider>
  );
}
