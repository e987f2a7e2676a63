import { all, fork } from 'redux-saga/effects';
import { addressesSessionSaga } from '../features/addresses/sagas';
import { faresSessionSaga } from '../features/fares/sagas';
import { hotelSessionSaga } from '../features/hotel/sagas';
import { paymentsSessionSaga } from '../features/payments/sagas';
import { pursesSessionSaga } from '../features/purses/sagas';
import { rideRequestSessionSaga } from '../features/ride-request/sagas';
import { ridesSessionSaga } from '../features/rides/sagas';

export { sharedTrip } from '../features/rides/sagas';
import { employeesSessionSaga } from '../features/employees/sagas';
import { rideTypesSessionSaga } from '../features/ride-types/sagas';
import { ticketsSessionSaga } from '../features/tickets/sagas';
import { messagesSessionSaga } from '../features/messages/sagas';
import { roomsSessionSaga } from '../features/rooms/sagas';

/** Sagas that live only while someone is logged in: their timers end with the session. */
export function* sessionSagas() {
  yield all([
    fork(ridesSessionSaga),
    fork(addressesSessionSaga),
    fork(faresSessionSaga),
    fork(rideRequestSessionSaga),
    fork(hotelSessionSaga),
    fork(paymentsSessionSaga),
    fork(pursesSessionSaga),
    fork(employeesSessionSaga),
    fork(rideTypesSessionSaga),
    fork(ticketsSessionSaga),
    fork(messagesSessionSaga),
    fork(roomsSessionSaga),
  ]);
}
