import type { ApiClient } from '../../api/client';
import type { AdminCommerce, CommerceCreate, CommerceUpdate } from '../admin/schemas';
import type { ApiMessageResponse } from '../common/schemas';
import type {
  ConsoleClientDetail,
  ConsoleCompany,
  ConsoleCompanyCreate,
  ConsoleCompanyUpdate,
  ConsoleEmployee,
  ConsoleHotel,
  ConsoleHotelCreate,
  ConsoleHotelStaff,
  ConsoleHotelStaffCreate,
  ConsoleHotelUpdate,
} from './accounts-schemas';

/** The console's accounts: clients, companies, hotels and club commerces. */
export const consoleAccountsApi = (client: ApiClient) => ({
  client: (id: number) => client.get<ConsoleClientDetail>(`console/clients/${id}`),
  blockClient: (id: number, blocked: boolean) =>
    client.put<ConsoleClientDetail>(`console/clients/${id}/blocked`, { blocked }),
  companies: () => client.get<ConsoleCompany[]>('console/companies'),
  createCompany: (body: ConsoleCompanyCreate) =>
    client.post<ConsoleCompany>('console/companies', body),
  updateCompany: (id: number, body: ConsoleCompanyUpdate) =>
    client.put<ConsoleCompany>(`console/companies/${id}`, body),
  employees: (id: number) => client.get<ConsoleEmployee[]>(`console/companies/${id}/employees`),
  statement: (id: number, month: string, format: 'pdf' | 'csv') =>
    client.download(`console/companies/${id}/statement`, { query: { month, format } }),
  hotels: () => client.get<ConsoleHotel[]>('console/hotels'),
  createHotel: (body: ConsoleHotelCreate) => client.post<ConsoleHotel>('console/hotels', body),
  updateHotel: (id: number, body: ConsoleHotelUpdate) =>
    client.put<ConsoleHotel>(`console/hotels/${id}`, body),
  hotelStaff: (id: number) => client.get<ConsoleHotelStaff[]>(`console/hotels/${id}/staff`),
  addHotelStaff: (id: number, body: ConsoleHotelStaffCreate) =>
    client.post<ConsoleHotelStaff>(`console/hotels/${id}/staff`, body),
  roomCards: (id: number, rooms: string) =>
    client.download(`console/hotels/${id}/room-cards`, { query: { rooms } }),
  commerces: () => client.get<AdminCommerce[]>('admin/commerces'),
  createCommerce: (body: CommerceCreate) => client.post<AdminCommerce>('admin/commerces', body),
  updateCommerce: (id: number, body: CommerceUpdate) =>
    client.put<AdminCommerce>(`admin/commerces/${id}`, body),
  deleteCommerce: (id: number) => client.delete<ApiMessageResponse>(`admin/commerces/${id}`),
});
