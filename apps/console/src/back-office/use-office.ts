import { useAppContext } from '@parada/ui';

/** The back office's calls on `/api/admin` (core's `api.backOffice`). */
export const useOffice = () => useAppContext().parada.api.backOffice;
