import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession, makeUser } from '../../testing/factories';
import { signedInStore } from '../../testing/test-store';
import { serviceTypesActions } from './slice';

function companyStore() {
  const setup = signedInStore(makeSession({ user: makeUser({ company: true }) }));
  setup.api.serviceTypes.list.mockResolvedValue({
    service_types: [{ id: 1, name: 'Airport transfer', active: true }],
    total: 1,
  });
  setup.store.dispatch(serviceTypesActions.listRequested());
  return setup;
}

describe('service types sagas', () => {
  it('loads the list, then adds a created type with the spec toast key', async () => {
    const { store, api } = companyStore();
    await vi.waitFor(() => expect(store.getState().serviceTypes.status).toBe('loaded'));
    api.serviceTypes.create.mockResolvedValue({
      service_type: { id: 2, name: 'Client meeting', active: true },
    });
    store.dispatch(serviceTypesActions.createRequested({ name: 'Client meeting', active: true }));
    await vi.waitFor(() => expect(store.getState().serviceTypes.result?.seq).toBe(1));
    expect(store.getState().serviceTypes.items.map((item) => item.name)).toEqual([
      'Airport transfer',
      'Client meeting',
    ]);
    expect(store.getState().serviceTypes.result).toMatchObject({
      ok: true,
      key: 'success.service_type_created',
    });
  });

  it('switching a type off replaces it; a refused delete keeps it with the server text', async () => {
    const { store, api } = companyStore();
    await vi.waitFor(() => expect(store.getState().serviceTypes.status).toBe('loaded'));
    api.serviceTypes.update.mockResolvedValue({
      service_type: { id: 1, name: 'Airport transfer', active: false },
    });
    store.dispatch(serviceTypesActions.updateRequested({ id: 1, changes: { active: false } }));
    await vi.waitFor(() => expect(store.getState().serviceTypes.result?.seq).toBe(1));
    expect(store.getState().serviceTypes.items[0]?.active).toBe(false);
    expect(store.getState().serviceTypes.result).toMatchObject({
      key: 'success.service_type_updated',
    });

    api.serviceTypes.remove.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(serviceTypesActions.deleteRequested(1));
    expect(store.getState().serviceTypes.busy[1]).toBe('delete');
    await vi.waitFor(() => expect(store.getState().serviceTypes.result?.seq).toBe(2));
    expect(store.getState().serviceTypes.items).toHaveLength(1);
    expect(store.getState().serviceTypes.busy).toEqual({});
    expect(store.getState().serviceTypes.result).toMatchObject({ ok: false, message: 'Not Found' });
  });
});
