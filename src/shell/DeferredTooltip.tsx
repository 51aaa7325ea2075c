import type { TooltipProps } from '@mui/material/Tooltip';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../app/afterFirstPaint.js';

/** As long after the first paint as the rest of the message catalogue (app/App.tsx): the first screen's data goes first. */
const TOOLTIPS_AFTER_MS = 2000;
/** How often a tooltip waits again while its element is under the pointer or focused. */
const RETRY_MS = 500;

type Tooltip = ComponentType<TooltipProps>;
let loaded: Tooltip | undefined;
let loading: Promise<Tooltip> | undefined;
const loadTooltip = () => (loading ??= import('@mui/material/Tooltip').then((module) => (loaded = module.default)));

/**
 * MUI's Tooltip, loaded a moment after the first screen has painted. With Popper and Grow it weighs
 * 22 KB gzip, which the shell's buttons would otherwise add to every first screen (issue 29's budget).
 * Until then the element is shown as it is: it must carry its own aria-label, as every button of the
 * shell does. Putting the tooltip around the element mounts the element anew, so that never happens
 * while the pointer is on it or it has the focus: a click then would fall between a new and an old button.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loaded);
  const around = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (Tooltip) return;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const inUse = () => Boolean(around.current?.matches(':hover') || around.current?.contains(document.activeElement));
    const wrap = (component: Tooltip) => {
      if (inUse()) retry = setTimeout(() => wrap(component), RETRY_MS);
      else setTooltip(() => component);
    };
    const cancel = afterFirstPaint(() => void loadTooltip().then(wrap), TOOLTIPS_AFTER_MS);
    return () => {
      cancel();
      clearTimeout(retry);
    };
  }, [Tooltip]);
  if (Tooltip) return <Tooltip {...props}>{children}</Tooltip>;
  return (
    <span ref={around} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}
