import type { AdminApi } from './use-admin-call';

/** A grouping's whole pricing as the fare screen reads it. */
export type Pricing = Awaited<ReturnType<AdminApi['pricing']>>;
export type Zone = Pricing['zones'][number];
