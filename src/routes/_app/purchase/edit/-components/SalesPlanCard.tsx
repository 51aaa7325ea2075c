import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { SalesPlanStatus, type SalesChannel, type SalesPlanSummary } from '../../../../../../contracts/purchasing.js';
import type { PlanEconomics } from '../../../../../../contracts/unitEconomics.js';
import { screenText } from '../../../../../grids/formatters.js';
import { DateInput, NumberField, SelectInput } from './EditorFields.js';
import { RemoveButton, ShownFigure } from './EditorParts.js';
import type { PlanForm } from './purchaseForm.js';

interface Props {
  path: string;
  plan: PlanForm;
  index: number;
  channels: SalesChannel[];
  economics: PlanEconomics | null;
  fact: SalesPlanSummary | undefined;
  targetMarginPercent: number | undefined;
  onChange: (patch: Partial<PlanForm>) => void;
  onRemove: () => void;
}

/** One sales plan: its figures as the seller types them, and beside them what they come to. */
export function SalesPlanCard({
  path,
  plan,
  index,
  channels,
  economics,
  fact,
  targetMarginPercent,
  onChange,
  onRemove,
}: Props) {
  const intl = useIntl();
  const field = (name: keyof PlanForm) => ({
    path: `${path}.${name}`,
    labelId: `purchases.plan.${name}`,
    value: String(plan[name] ?? ''),
    onChange: (value: string) => onChange({ [name]: value }),
  });
  const channel = channels.find((candidate) => candidate.ID === plan.SalesChannelID);
  const title = intl.formatMessage({ id: 'purchases.plan.title' }, { number: index + 1 });
  return (
    <Box
      role="group"
      aria-label={title}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pb: 0.5, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <Box sx={{ flex: 1 }} />
        <RemoveButton labelId="purchases.plan.remove" number={index + 1} onClick={onRemove} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
        <SelectInput
          path={`${path}.SalesChannelID`}
          labelId="purchases.plan.SalesChannelID"
          value={plan.SalesChannelID}
          options={channels.map((option) => ({ value: option.ID, label: option.Name }))}
          onChange={(value) => onChange({ SalesChannelID: value })}
          width={150}
        />
        <SelectInput
          path={`${path}.Status`}
          labelId="purchases.plan.Status"
          value={plan.Status}
          options={Object.values(SalesPlanStatus).map((value) => ({
            value,
            label: intl.formatMessage({ id: `purchases.planStatus.${value}` }),
          }))}
          onChange={(value) => onChange({ Status: value })}
          width={140}
        />
        <NumberField {...field('Price')} unit="₽" width={130} />
        <NumberField {...field('Amount')} unit={intl.formatMessage({ id: 'purchases.unit.pieces' })} width={160} />
        <NumberField {...field('SalesPerMonth')} width={140} />
        <NumberField {...field('CommissionMultiplier')} unit="%" width={110} />
        {channel?.SupportsCustomCommissionAddition !== false && (
          <NumberField {...field('CommissionAddition')} unit="₽" width={180} />
        )}
        <NumberField {...field('ReturnPercentage')} unit="%" width={100} />
        <NumberField {...field('ReturnCost')} unit="₽" width={170} />
        <NumberField {...field('DeliveryCost')} unit="₽" width={130} />
        <DateInput {...field('DeliveryDate')} />
        <NumberField {...field('MarketingBudget')} unit="₽" width={130} />
      </Box>
      <PlanFigures economics={economics} fact={fact} targetMarginPercent={targetMarginPercent} />
    </Box>
  );
}

const UNIT_LINES = [
  'Revenue',
  'Commission',
  'Logistics',
  'Returns',
  'Packaging',
  'Delivery',
  'Marketing',
  'Purchase',
] as const;

/** The plan's economics per unit and in total, the prices that matter, and its fact once sales exist. */
function PlanFigures({
  economics,
  fact,
  targetMarginPercent,
}: {
  economics: PlanEconomics | null;
  fact: SalesPlanSummary | undefined;
  targetMarginPercent: number | undefined;
}) {
  const intl = useIntl();
  if (!economics) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
        <FormattedMessage id="purchases.economics.needPrice" />
      </Typography>
    );
  }
  return (
    <Box
      role="region"
      aria-label={intl.formatMessage({ id: 'purchases.economics.title' })}
      sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1, mb: 1, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        {UNIT_LINES.map((line) => (
          <ShownFigure key={line} labelId={`purchases.economics.${line}`} value={economics.Unit[line]} kind="money" />
        ))}
        <ShownFigure labelId="purchases.economics.Profit" value={economics.Unit.Profit} kind="money" strong />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        <ShownFigure labelId="purchases.economics.TotalRevenue" value={economics.Total.Revenue} kind="money" />
        <ShownFigure labelId="purchases.economics.TotalProfit" value={economics.Total.Profit} kind="money" strong />
        <ShownFigure labelId="purchases.economics.Margin" value={economics.MarginPercent} kind="percent" strong />
        <ShownFigure labelId="purchases.economics.Roi" value={economics.RoiPercent} kind="percent" />
        <ShownFigure labelId="purchases.economics.Months" value={economics.MonthsToSellOut} kind="decimal" />
        <ShownFigure labelId="purchases.economics.BreakEven" value={economics.BreakEvenPrice} kind="money" />
        {targetMarginPercent !== undefined && (
          <Box role="group" aria-label={intl.formatMessage({ id: 'purchases.economics.TargetPrice' })}>
            <Typography variant="caption" color="text.secondary" component="div" noWrap>
              <FormattedMessage id="purchases.economics.TargetPriceFor" values={{ margin: targetMarginPercent }} />
            </Typography>
            <Typography variant="body2" data-value={economics.TargetMarginPrice ?? ''} sx={{ whiteSpace: 'nowrap' }}>
              {screenText({ kind: 'money' }, economics.TargetMarginPrice, intl.locale)}
            </Typography>
          </Box>
        )}
      </Box>
      {fact && fact.SalesCount > 0 && (
        <Box
          role="region"
          aria-label={intl.formatMessage({ id: 'purchases.fact.title' })}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 1,
            borderTop: 1,
            borderColor: 'divider',
            pt: 1,
          }}
        >
          <ShownFigure labelId="purchases.fact.SalesCount" value={fact.SalesCount} kind="count" />
          <ShownFigure labelId="purchases.fact.ReturnCount" value={fact.ReturnCount} kind="count" />
          <ShownFigure labelId="purchases.fact.SalesSum" value={fact.SalesSum} kind="money" />
          <ShownFigure labelId="purchases.fact.ReturnSum" value={fact.ReturnSum} kind="money" />
          <ShownFigure labelId="purchases.fact.CommissionPercent" value={fact.CommissionPercent} kind="percent" />
          <ShownFigure labelId="purchases.fact.CommissionAddition" value={fact.CommissionAddition} kind="money" />
          {fact.RefusalCount > 0 && (
            <>
              <ShownFigure labelId="purchases.fact.RefusalCount" value={fact.RefusalCount} kind="count" />
              <ShownFigure labelId="purchases.fact.RefusalHandling" value={fact.RefusalHandling} kind="money" />
            </>
          )}
          <ShownFigure labelId="purchases.fact.Profit" value={fact.Profit} kind="money" strong />
        </Box>
      )}
    </Box>
  );
}
