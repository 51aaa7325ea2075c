import type { TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../app/afterFirstPaint.js';

/** As long after the first paint as the rest of the message catalogue (app/App.tsx): the first screen's data goes first. */
const TOOLTIPS_AFTER_MS = 2000;

type Tooltip = ComponentType<TooltipProps>;
let loaded: Tooltip | undefined;
let loading: Promise<Tooltip> | undefined;
const loadTooltip = () => (loading ??= import('@mui/material/Tooltip').then((module) => (loaded = module.default)));

/**
 * MUI's Tooltip, loaded a moment after the first screen has painted or as soon as the pointer or the
 * focus reaches its element. With Popper and Grow it weighs 22 KB gzip, which the shell's buttons
 * would otherwise add to every first screen (issue 29's budget). Until then the element is shown as
 * it is: it must carry its own aria-label, as every button of the shell does.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const load = () => void loadTooltip().then((component) => setTooltip(() => component));
  useEffect(() => (Tooltip ? undefined : afterFirstPaint(load, TOOLTIPS_AFTER_MS)), [Tooltip]);
  if (Tooltip) return <Tooltip {...props}>{children}</Tooltip>;
  return (
    <span style={{ display: 'contents' }} onPointerEnter={load} onFocus={load}>
      {children}
    </span>
  );
}
