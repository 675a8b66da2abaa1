import { lazyComponent } from '../../../lib/lazy-component';

/*
 * The duties' dialogs, each a chunk of its own: a screen or drawer is drawn without their forms
 * (react-hook-form, pickers, autocompletes), and preloads the ones its buttons open once drawn,
 * so a tap finds them (docs/performance.md, session 33).
 */
export const AssignDialog = lazyComponent(() =>
  import('./assign-dialog').then((m) => m.AssignDialog),
);
export const AssignVendorDialog = lazyComponent(() =>
  import('./assign-vendor-dialog').then((m) => m.AssignVendorDialog),
);
export const DutyFormDialog = lazyComponent(() =>
  import('./duty-form-dialog').then((m) => m.DutyFormDialog),
);
export const MoveDialog = lazyComponent(() => import('./move-dialog').then((m) => m.MoveDialog));
export const RostersDialog = lazyComponent(() =>
  import('./roster-dialogs').then((m) => m.RostersDialog),
);
