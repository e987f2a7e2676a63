import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  driversActions as actions,
  selectShownReceipt,
  selectDriverRide,
  type DriverDispatch,
  type DriverRootState,
} from '@parada/core/store';
import type { QueuedAction, QueuedStep } from '@parada/core';

/** The driver's session as the screens read it: the store's state and its commands. */
export function useSession() {
  const dispatch = useDispatch<DriverDispatch>();
  const state = useSelector((root: DriverRootState) => root.drivers);
  const ride = useSelector(selectDriverRide);
  const receipt = useSelector(selectShownReceipt);
  const commands = useMemo(() => driverCommands(dispatch), [dispatch]);
  return { ...state, ride, receipt, ...commands };
}

function driverCommands(dispatch: DriverDispatch) {
  return {
    allowLocation: () => dispatch(actions.locationAllowed()),
    dismissRefusal: (key: string) => dispatch(actions.refusalDismissed(key)),
    logIn: (username: string, password: string) =>
      dispatch(actions.logInRequested({ username, password })),
    logOut: () => dispatch(actions.logOutRequested()),
    startShift: (vehicleId: number) => dispatch(actions.shiftStartRequested(vehicleId)),
    endShift: () => dispatch(actions.shiftEndRequested()),
    newShift: () => dispatch(actions.newShift()),
    setAvailable: (available: boolean) => dispatch(actions.availabilityRequested(available)),
    accept: (id: number) => dispatch(actions.acceptRequested(id)),
    decline: (id: number) => dispatch(actions.declineRequested(id)),
    cancelRide: (id: number, reason: string) => dispatch(actions.cancelRequested({ id, reason })),
    noShow: (id: number) => dispatch(actions.noShowRequested(id)),
    step: (action: QueuedAction, body?: QueuedStep['body']) =>
      dispatch(actions.stepTaken(body ? { action, body } : { action })),
    closeReceipt: () => dispatch(actions.receiptClosed()),
    loadEarnings: () => dispatch(actions.earningsRequested()),
  };
}

export type DriverSession = ReturnType<typeof useSession>;
