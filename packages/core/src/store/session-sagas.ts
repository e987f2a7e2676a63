import { all, fork } from 'redux-saga/effects';
import { addressesSessionSaga } from '../features/addresses/sagas';
import { faresSessionSaga } from '../features/fares/sagas';
import { hotelSessionSaga } from '../features/hotel/sagas';
import { paymentsSessionSaga } from '../features/payments/sagas';
import { pursesSessionSaga } from '../features/purses/sagas';
import { ridesSessionSaga } from '../features/rides/sagas';
import { servicesSessionSaga } from '../features/services/sagas';

export { sharedTrip } from '../features/services/sagas';
import { employeesSessionSaga } from '../features/employees/sagas';
import { serviceTypesSessionSaga } from '../features/service-types/sagas';
import { ticketsSessionSaga } from '../features/tickets/sagas';
import { messagesSessionSaga } from '../features/messages/sagas';
import { roomsSessionSaga } from '../features/rooms/sagas';

/** Sagas that live only while someone is logged in: their timers end with the session. */
export function* sessionSagas() {
  yield all([
    fork(servicesSessionSaga),
    fork(addressesSessionSaga),
    fork(faresSessionSaga),
    fork(ridesSessionSaga),
    fork(hotelSessionSaga),
    fork(paymentsSessionSaga),
    fork(pursesSessionSaga),
    fork(employeesSessionSaga),
    fork(serviceTypesSessionSaga),
    fork(ticketsSessionSaga),
    fork(messagesSessionSaga),
    fork(roomsSessionSaga),
  ]);
}
