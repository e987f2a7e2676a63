import type { ApiClient } from '../../api/client';
import type { z } from 'zod';
import type {
  FarePreviewRequest,
  FareZone,
  FareZoneCreate,
  FareZoneUpdate,
  PricingUpdate,
  RideReport,
  RideReportQuery,
  SurchargeCreate,
  SurchargeUpdate,
  SurchargeWire,
  ZonePrice,
  ZonePriceCreate,
  ZonePriceUpdate,
  farePreviewSchema,
  groupingPricingSchema,
} from './schemas';

type GroupingPricing = z.infer<typeof groupingPricingSchema>;
type FarePreview = z.infer<typeof farePreviewSchema>;
/** What a request sends: a zone's polygon before the schema reads it. */
type Sent<T> = Omit<T, 'polygon'> & { polygon?: unknown };

/** The operator's fares, zones, zone prices and surcharges, and the rides report. */
export const adminPricingApi = (client: ApiClient) => ({
  pricing: (groupingId: number) =>
    client.get<GroupingPricing>(`admin/agrupations/${groupingId}/pricing`),
  updatePricing: (groupingId: number, body: PricingUpdate) =>
    client.put<GroupingPricing>(`admin/agrupations/${groupingId}/pricing`, body),
  preview: (groupingId: number, body: FarePreviewRequest) =>
    client.post<FarePreview>(`admin/agrupations/${groupingId}/fare-preview`, body),
  zones: (groupingId: number) => client.get<FareZone[]>(`admin/agrupations/${groupingId}/zones`),
  createZone: (groupingId: number, body: Sent<FareZoneCreate>) =>
    client.post<FareZone>(`admin/agrupations/${groupingId}/zones`, body),
  updateZone: (id: number, body: Sent<FareZoneUpdate>) =>
    client.put<FareZone>(`admin/zones/${id}`, body),
  deleteZone: (id: number) => client.delete<{ message: string }>(`admin/zones/${id}`),
  zonePrices: (groupingId: number) =>
    client.get<ZonePrice[]>(`admin/agrupations/${groupingId}/zone-prices`),
  createZonePrice: (groupingId: number, body: ZonePriceCreate) =>
    client.post<ZonePrice>(`admin/agrupations/${groupingId}/zone-prices`, body),
  updateZonePrice: (id: number, body: ZonePriceUpdate) =>
    client.put<ZonePrice>(`admin/zone-prices/${id}`, body),
  deleteZonePrice: (id: number) => client.delete<{ message: string }>(`admin/zone-prices/${id}`),
  surcharges: (groupingId: number) =>
    client.get<SurchargeWire[]>(`admin/agrupations/${groupingId}/surcharges`),
  createSurcharge: (groupingId: number, body: SurchargeCreate) =>
    client.post<SurchargeWire>(`admin/agrupations/${groupingId}/surcharges`, body),
  updateSurcharge: (id: number, body: SurchargeUpdate) =>
    client.put<SurchargeWire>(`admin/surcharges/${id}`, body),
  deleteSurcharge: (id: number) => client.delete<{ message: string }>(`admin/surcharges/${id}`),
  ridesReport: (query: RideReportQuery) =>
    client.get<RideReport>('admin/reports/rides', { query: { ...query } }),
  ridesReportCsv: (query: RideReportQuery) =>
    client.download('admin/reports/rides.csv', { query: { ...query } }),
});
