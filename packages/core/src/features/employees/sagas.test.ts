import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { makeSession, makeUser } from '../../testing/factories';
import { signedInStore } from '../../testing/test-store';
import { authActions } from '../auth/slice';
import type { Employee } from './schemas';
import { NEW_ROW } from '../common/row-actions';
import { employeesActions } from './slice';

const makeEmployee = (overrides: Partial<Employee> = {}): Employee => ({
  id: 21,
  name: 'Marc Soler',
  telephone: '+34611223344',
  email: 'marc@empresa.test',
  active: true,
  status: 'confirmed',
  created_at: '2026-05-01T09:00:00.000Z',
  servicio_type_id: null,
  ...overrides,
});

function companyStore() {
  const setup = signedInStore(makeSession({ user: makeUser({ company: true }) }));
  setup.api.employees.list.mockResolvedValue([makeEmployee()]);
  setup.store.dispatch(employeesActions.listRequested());
  return setup;
}

const settle = () => vi.waitFor(() => Promise.resolve());

describe('employees sagas', () => {
  it('creates an employee on top of the list and names it in the toast key', async () => {
    const { store, api } = companyStore();
    await settle();
    api.employees.create.mockResolvedValue(makeEmployee({ id: 22, name: 'Laia Vidal' }));
    store.dispatch(
      employeesActions.createRequested({
        name: 'Laia Vidal',
        telephone: '+34611000000',
        email: 'laia@empresa.test',
        active: true,
        servicio_type_id: null,
      }),
    );
    expect(store.getState().employees.busy[NEW_ROW]).toBe('create');
    await vi.waitFor(() => expect(store.getState().employees.result?.seq).toBe(1));
    const { employees } = store.getState();
    expect(employees.items.map((item) => item.id)).toEqual([22, 21]);
    expect(employees.busy).toEqual({});
    expect(employees.result).toMatchObject({
      kind: 'create',
      ok: true,
      key: 'success.employee_created',
      params: { name: 'Laia Vidal' },
    });
  });

  it('the switch says activated or deactivated by what the server answered', async () => {
    const { store, api } = companyStore();
    await settle();
    api.employees.update.mockResolvedValue(makeEmployee({ active: false }));
    store.dispatch(employeesActions.activeToggled({ id: 21, active: false }));
    await vi.waitFor(() => expect(store.getState().employees.result?.seq).toBe(1));
    expect(api.employees.update).toHaveBeenCalledWith(21, { active: false });
    expect(store.getState().employees.items[0]?.active).toBe(false);
    expect(store.getState().employees.result).toMatchObject({
      key: 'success.employee_deactivated',
      params: { name: 'Marc Soler' },
    });
  });

  it('a blank password form asks the server to generate one', async () => {
    const { store, api } = companyStore();
    await settle();
    api.employees.update.mockResolvedValue(makeEmployee());
    store.dispatch(
      employeesActions.passwordRequested({
        id: 21,
        form: { password: '', password_confirmation: '' },
      }),
    );
    await vi.waitFor(() => expect(store.getState().employees.result?.seq).toBe(1));
    expect(api.employees.update).toHaveBeenCalledWith(21, { password: '' });
    expect(store.getState().employees.result).toMatchObject({ key: 'success.new_password_sent' });
  });

  it('a refused edit keeps the row and reports the server text and field list', async () => {
    const { store, api } = companyStore();
    await settle();
    api.employees.update.mockRejectedValue(
      new ApiError('This email is already registered', 422, [
        { field: 'email', message: 'This email is already registered' },
      ]),
    );
    store.dispatch(
      employeesActions.updateRequested({ id: 21, changes: { email: 'taken@empresa.test' } }),
    );
    await vi.waitFor(() => expect(store.getState().employees.result?.seq).toBe(1));
    expect(store.getState().employees.items[0]?.email).toBe('marc@empresa.test');
    expect(store.getState().employees.result).toEqual({
      seq: 1,
      kind: 'update',
      id: 21,
      ok: false,
      message: 'This email is already registered',
      code: 422,
      errors: [{ field: 'email', message: 'This email is already registered' }],
    });
  });

  it('closing saves the services PDF first, then closes and moves the row to the closed list', async () => {
    const { store, api, saveFile } = companyStore();
    await settle();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    api.services.downloadPdf.mockResolvedValue(pdf);
    api.employees.close.mockResolvedValue({ message: 'The action was successful' });
    store.dispatch(employeesActions.closeRequested(21));
    await vi.waitFor(() => expect(store.getState().employees.result?.seq).toBe(1));
    expect(api.services.downloadPdf).toHaveBeenCalledWith({ employee_id: 21 });
    expect(saveFile).toHaveBeenCalledWith(pdf, 'services.pdf');
    expect(saveFile.mock.invocationCallOrder[0]).toBeLessThan(
      api.employees.close.mock.invocationCallOrder[0]!,
    );
    const { employees } = store.getState();
    expect(employees.items).toEqual([]);
    expect(employees.closed[0]).toMatchObject({ id: 21, status: 'closed', active: false });
  });

  it('a failed export does not close the account', async () => {
    const { store, api, saveFile } = companyStore();
    await settle();
    api.services.downloadPdf.mockRejectedValue(new ApiError('Not Found', 404));
    store.dispatch(employeesActions.closeRequested(21));
    await vi.waitFor(() => expect(store.getState().employees.result?.seq).toBe(1));
    expect(saveFile).not.toHaveBeenCalled();
    expect(api.employees.close).not.toHaveBeenCalled();
    expect(store.getState().employees.items).toHaveLength(1);
    expect(store.getState().employees.result).toMatchObject({ ok: false, message: 'Not Found' });
  });

  it('log-out forgets the employees', async () => {
    const { store, api } = companyStore();
    await vi.waitFor(() => expect(store.getState().employees.status).toBe('loaded'));
    api.auth.logout.mockResolvedValue({ message: 'ok' });
    store.dispatch(authActions.logoutRequested());
    await vi.waitFor(() => expect(store.getState().auth.session).toBe('anonymous'));
    expect(store.getState().employees.items).toEqual([]);
  });
});
