import { lazy, Suspense, useState } from 'react';
import type { NotificationDialogProps } from './notification-dialog';
import { withLateRecipes } from '../theme/base-config';

// A frame that may show the notice on any page loads its dialog machine when first shown.
const NotificationDialog = lazy(() =>
  withLateRecipes(() => import('./notification-dialog'))().then((module) => ({
    default: module.NotificationDialog,
  })),
);

/**
 * The notification dialog for a frame (a session that expired): nothing until it first
 * opens, then kept mounted so that it can animate its closing.
 */
export function DeferredNotificationDialog(props: NotificationDialogProps) {
  const [shown, setShown] = useState(props.open);
  if (props.open && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <NotificationDialog {...props} />
    </Suspense>
  ) : null;
}
