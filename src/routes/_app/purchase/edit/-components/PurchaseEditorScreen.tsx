import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useBlocker } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { PackageType } from '../../../../../../contracts/packageType.js';
import { PurchaseBatchStatus, type PurchaseBatch, type SalesChannel } from '../../../../../../contracts/purchasing.js';
import { kopecks } from '../../../../../../contracts/unitEconomics.js';
import { useApi } from '../../../../../api/ApiContext.js';
import { describeError, fieldErrorsOf } from '../../../../../api/describeError.js';
import { sellerDays } from '../../../../../app/sellerDays.js';
import { ConfirmDialog } from '../../../../../forms/ConfirmDialog.js';
import { messageOf } from '../../../../../forms/zodForm.js';
import { screenText } from '../../../../../grids/formatters.js';
import { purchaseKeys } from '../../../../../queries/purchaseKeys.js';
import {
  packageTypesQuery,
  purchaseBatchQuery,
  purchaseCommands,
  salesChannelsQuery,
  salesPlanSummariesQuery,
} from '../../../../../queries/purchases.js';
import { ScreenTitle } from '../../../../../screens/ScreenTitle.js';
import { SummaryFigure, SummaryStrip } from '../../../../../screens/SummaryFigures.js';
import { useToast } from '../../../../../shell/toast.js';
import { BatchItemCard } from './BatchItemCard.js';
import { SalesChannelDialog } from './SalesChannelDialog.js';
import { DateInput, EditorErrorsContext, NumberField, SelectInput, TextInput, editorErrorsOf } from './EditorFields.js';
import {
  checkBatch,
  comparable,
  emptyBatch,
  decimalSeparatorOf,
  fromBatch,
  liveEconomics,
  newItem,
  numberOf,
  replaceAt,
  without,
  type BatchForm,
} from './purchaseForm.js';
import { AddButton } from './EditorParts.js';

const route = getRouteApi('/_app/purchase/edit');

/** The purchase editor: a whole batch on one page, with its plans' economics worked out as the seller types. */
export function PurchaseEditorScreen() {
  const { id } = route.useSearch();
  const api = useApi();
  const batch = useQuery({ ...purchaseBatchQuery(api, id ?? 0), enabled: id !== undefined });
  const channels = useQuery(salesChannelsQuery(api));
  const packageTypes = useQuery(packageTypesQuery(api));

  if (id !== undefined && batch.isError) {
    return (
      <>
        <ScreenTitle id="menu.purchases.edit" />
        <LoadFailure error={batch.error} onRetry={() => void batch.refetch()} />
      </>
    );
  }
  if ((id !== undefined && !batch.data) || !channels.data || !packageTypes.data) {
    return (
      <>
        <ScreenTitle id="menu.purchases.edit" />
        {channels.isError ? (
          <LoadFailure error={channels.error} onRetry={() => void channels.refetch()} />
        ) : (
          <CircularProgress aria-label="loading" />
        )}
      </>
    );
  }
  // A new key per loaded batch: the form starts over from what was saved.
  return (
    <BatchEditor
      key={id === undefined ? 'new' : `${id}`}
      loaded={id === undefined ? undefined : batch.data}
      channels={channels.data}
      packageTypes={packageTypes.data}
    />
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      }
    >
      {describeError(error, intl)}
    </Alert>
  );
}

function BatchEditor({
  loaded,
  channels,
  packageTypes,
}: {
  loaded: PurchaseBatch | undefined;
  channels: SalesChannel[];
  packageTypes: PackageType[];
}) {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = route.useNavigate();
  const today = sellerDays().dayOf(new Date());
  const [form, setForm] = useState<BatchForm>(() =>
    loaded ? fromBatch(loaded, decimalSeparatorOf(intl.locale)) : emptyBatch(today),
  );
  const [saved, setSaved] = useState(() => comparable(form));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [targetMargin, setTargetMargin] = useState('30');
  const [channelsOpen, setChannelsOpen] = useState(false);
  const dirty = comparable(form) !== saved;
  const facts = useQuery({ ...salesPlanSummariesQuery(api, loaded?.ID ?? 0), enabled: loaded !== undefined });
  const factsByPlan = useMemo(() => new Map((facts.data ?? []).map((fact) => [fact.ID, fact])), [facts.data]);

  const message = (issue: z.core.$ZodIssue) =>
    issue.code === 'invalid_type' && issue.path.at(-1)?.toString().endsWith('ID')
      ? intl.formatMessage({ id: 'validation.required' })
      : issue.code === 'invalid_type' && !['Count', 'Amount'].includes(String(issue.path.at(-1)))
        ? intl.formatMessage({ id: 'purchases.editor.number' })
        : messageOf(issue, intl);

  const save = useMutation({
    mutationFn: (batch: Parameters<ReturnType<typeof purchaseCommands>['save']>[0]) =>
      purchaseCommands(api).save(batch),
    onSuccess: async (savedId) => {
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      const fresh = await queryClient.fetchQuery(purchaseBatchQuery(api, savedId));
      const next = fromBatch(fresh, decimalSeparatorOf(intl.locale));
      setForm(next);
      setSaved(comparable(next));
      setErrors({});
      toast.success(intl.formatMessage({ id: 'purchases.editor.saved' }));
      if (loaded?.ID !== savedId) void navigate({ search: { id: savedId }, replace: true });
    },
    onError: (error) => {
      const byField = fieldErrorsOf(error, intl);
      setErrors(byField);
      if (Object.keys(byField).length === 0) {
        toast.error(intl.formatMessage({ id: 'purchases.editor.saveError' }), describeError(error, intl));
      }
    },
  });

  const submit = () => {
    const checked = checkBatch(form, message);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    save.mutate(checked.batch);
  };
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !save.isPending,
    enableBeforeUnload: dirty,
    withResolver: true,
  });

  const editorErrors = editorErrorsOf(errors, setErrors);

  const target = numberOf(targetMargin);
  const targetMarginPercent = Number.isFinite(target) && target > -100 && target < 100 ? target : undefined;
  const totals = batchTotals(form, channels);
  const title = loaded ? `${intl.formatMessage({ id: 'menu.purchases.edit' })}: ${loaded.Name}` : undefined;
  const errorCount = Object.keys(errors).length;

  return (
    <EditorErrorsContext.Provider value={editorErrors}>
      <ScreenTitle
        id={loaded ? 'purchases.editor.editTitle' : 'purchases.editor.newTitle'}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : <Save />}
              onClick={submit}
              disabled={save.isPending}
            >
              <FormattedMessage id="common.save" />
            </Button>
            <Button onClick={() => setChannelsOpen(true)}>
              <FormattedMessage id="purchases.channels.open" />
            </Button>
            <Button onClick={() => void navigate({ to: '/purchase' })}>
              <FormattedMessage id="purchases.editor.toList" />
            </Button>
          </>
        }
      />
      {title && (
        <Box component="p" sx={{ mt: -1, mb: 2, color: 'text.secondary' }}>
          {title}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        aria-label={intl.formatMessage({ id: 'menu.purchases.edit' })}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        // Ctrl+S (⌘S) saves from any field, as in any editor.
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
            event.preventDefault();
            submit();
          }
        }}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 1400 }}
      >
        {errorCount > 0 && (
          <Alert severity="error" role="alert">
            <FormattedMessage id="purchases.editor.checkFields" values={{ count: errorCount }} />
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'flex-start' }}>
          <TextInput
            path="Name"
            labelId="purchases.batch.Name"
            value={form.Name}
            onChange={(Name) => setForm({ ...form, Name })}
            width={320}
            autoFocus={!loaded}
          />
          <DateInput
            path="Date"
            labelId="purchases.batch.Date"
            value={form.Date}
            onChange={(Date) => setForm({ ...form, Date })}
          />
          <SelectInput
            path="Status"
            labelId="purchases.batch.Status"
            value={form.Status}
            options={Object.values(PurchaseBatchStatus).map((value) => ({
              value,
              label: intl.formatMessage({ id: `purchases.status.${value}` }),
            }))}
            onChange={(Status) => setForm({ ...form, Status })}
            width={170}
          />
          <NumberField
            path="TargetMargin"
            labelId="purchases.editor.targetMargin"
            value={targetMargin}
            onChange={setTargetMargin}
            unit="%"
            width={150}
          />
        </Box>
        <SummaryStrip label={intl.formatMessage({ id: 'purchases.editor.summary' })}>
          {(
            [
              ['purchaseSum', totals.purchase, 'money'],
              ['plannedRevenue', totals.revenue, 'money'],
              ['plannedProfit', totals.profit, 'money'],
              ['plannedMargin', totals.margin, 'percent'],
            ] as const
          ).map(([name, value, kind]) => (
            <SummaryFigure
              key={name}
              label={intl.formatMessage({ id: `purchases.editor.${name}` })}
              value={screenText({ kind }, value, intl.locale)}
            />
          ))}
        </SummaryStrip>
        {form.Items.map((item, i) => (
          <BatchItemCard
            key={item.key}
            path={`Items[${i}]`}
            index={i}
            item={item}
            channels={channels}
            packageTypes={packageTypes}
            facts={factsByPlan}
            targetMarginPercent={targetMarginPercent}
            onChange={(next) => setForm({ ...form, Items: replaceAt(form.Items, i, next) })}
            onRemove={() => setForm({ ...form, Items: without(form.Items, i) })}
          />
        ))}
        <Box>
          <AddButton
            labelId="purchases.item.add"
            onClick={() => setForm({ ...form, Items: [...form.Items, newItem()] })}
          />
        </Box>
      </Box>
      <SalesChannelDialog open={channelsOpen} channels={channels} onClose={() => setChannelsOpen(false)} />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title={intl.formatMessage({ id: 'purchases.editor.leaveTitle' })}
        text={intl.formatMessage({ id: 'purchases.editor.leaveText' })}
        confirmLabel={intl.formatMessage({ id: 'purchases.editor.leave' })}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      />
    </EditorErrorsContext.Provider>
  );
}

/** The batch's purchase sum and its plans' totals, as typed. */
function batchTotals(form: BatchForm, channels: SalesChannel[]) {
  let purchase = 0;
  let revenue = 0;
  let profit = 0;
  for (const item of form.Items) {
    const sum = numberOf(item.Count) * numberOf(item.Price);
    if (Number.isFinite(sum)) purchase += sum;
    for (const salesItem of item.SalesItems) {
      for (const plan of salesItem.SalesPlans) {
        const channel = channels.find((candidate) => candidate.ID === plan.SalesChannelID);
        const economics = liveEconomics(plan, salesItem, item, channel, undefined);
        if (!economics) continue;
        revenue += economics.Total.Revenue;
        profit += economics.Total.Profit;
      }
    }
  }
  return {
    purchase: kopecks(purchase),
    revenue: kopecks(revenue),
    profit: kopecks(profit),
    margin: revenue > 0 ? Math.round((profit / revenue) * 10_000) / 100 : null,
  };
}

/** Brings the first field with a complaint into view and gives it the focus. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  });
}
