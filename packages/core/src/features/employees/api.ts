import type { ApiClient } from '../../api/client';
import type { ApiMessageResponse } from '../common/schemas';
import type {
  Employee,
  EmployeeCloseResponse,
  EmployeeCreateInput,
  EmployeeList,
  EmployeeUpdate,
} from './schemas';

/** A company's employees (spec §7). */
export const employeesApi = (client: ApiClient) => ({
  list: () => client.get<EmployeeList>('customer/employees'),
  listClosed: () => client.get<EmployeeList>('customer/employees/closed'),
  create: (body: EmployeeCreateInput) => client.post<Employee>('customer/employee', body),
  /** The active switch alone, the edit form's fields, or a new password. */
  update: (id: number, body: EmployeeUpdate) =>
    client.put<Employee>(`customer/employee/${id}`, body),
  remove: (id: number) => client.delete<ApiMessageResponse>(`customer/employee/${id}`),
  close: (id: number) => client.put<EmployeeCloseResponse>(`customer/employee/${id}/close`),
  resetPassword: (id: number) =>
    client.put<ApiMessageResponse>(`customer/employee/${id}/reset_password`),
});
