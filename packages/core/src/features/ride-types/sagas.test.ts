import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession, makeUser } from '../../testing/factories';
import { signedInStore } from '../../testing/test-store';
import { rideTypesActions } from './slice';

function companyStore() {
  const setup = signedInStore(makeSession({ user: makeUser({ company: true }) }));
  setup.api.rideTypes.list.mockResolvedValue({
    service_types: [{ id: 1, name: 'Airport transfer', active: true }],
    total: 1,
  });
  setup.store.dispatch(rideTypesActions.listRequested());
  return setup;
}

describe('service types sagas', () => {
  it('loads the list, then adds a created type with the spec toast key', async () => {
    const { store, api } = companyStore();
    await vi.waitFor(() => expect(store.getState().rideTypes.status).toBe('loaded'));
    api.rideTypes.create.mockResolvedValue({
      service_type: { id: 2, name: 'Client meeting', active: true },
    });
    store.dispatch(rideTypesActions.createRequested({ name: 'Client meeting', active: true }));
    await vi.waitFor(() => expect(store.getState().rideTypes.result?.seq).toBe(1));
    expect(store.getState().rideTypes.items.map((item) => item.name)).toEqual([
      'Airport transfer',
      'Client meeting',
    ]);
    expect(store.getState().rideTypes.result).toMatchObject({
      ok: true,
      key: 'success.service_type_created',
    });
  });

  it('switching a type off replaces it; a refused delete keeps it with the server text', async () => {
    const { store, api } = companyStore();
    await vi.waitFor(() => expect(store.getState().rideTypes.status).toBe('loaded'));
    api.rideTypes.update.mockResolvedValue({
      service_type: { id: 1, name: 'Airport transfer', active: false },
    });
    store.dispatch(rideTypesActions.updateRequested({ id: 1, changes: { active: false } }));
    await vi.waitFor(() => expect(store.getState().rideTypes.result?.seq).toBe(1));
    expect(store.getState().rideTypes.items[0]?.active).toBe(false);
    expect(store.getState().rideTypes.result).toMatchObject({
      key: 'success.service_type_updated',
    });

    api.rideTypes.remove.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(rideTypesActions.deleteRequested(1));
    expect(store.getState().rideTypes.busy[1]).toBe('delete');
    await vi.waitFor(() => expect(store.getState().rideTypes.result?.seq).toBe(2));
    expect(store.getState().rideTypes.items).toHaveLength(1);
    expect(store.getState().rideTypes.busy).toEqual({});
    expect(store.getState().rideTypes.result).toMatchObject({ ok: false, message: 'Not Found' });
  });
});
