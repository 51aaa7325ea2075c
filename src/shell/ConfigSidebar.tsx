import { lazy, Suspense } from 'react';
import { SidebarPanel } from './SidebarPanel.js';

// The toggles and switches load when the sidebar first opens; the drawer itself slides in at once.
const ConfigChoices = lazy(() => import('./ConfigChoices.js'));

/** Layout options of SPEC.md section 2, each kept across reloads. */
export function ConfigSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SidebarPanel id="config" titleId="config.title" open={open} onClose={onClose}>
      <Suspense fallback={null}>
        <ConfigChoices />
      </Suspense>
    </SidebarPanel>
  );
}
