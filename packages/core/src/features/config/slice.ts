import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DomainConfiguration } from './schemas';
import type { LoadStatus } from '../common/load-reducers';
import { DEFAULT_TIME_ZONE } from './constants';

export interface ConfigState {
  /** The site domain asked for: the `site_domain` route parameter, else the hostname. */
  siteDomain: string | null;
  configuration: DomainConfiguration | null;
  status: LoadStatus;
}

export const initialConfigState: ConfigState = {
  siteDomain: null,
  configuration: null,
  status: 'idle',
};

export interface ConfigRequest {
  siteDomain?: string | null;
  hostname: string;
}

export const configSlice = createSlice({
  name: 'config',
  initialState: initialConfigState,
  reducers: {
    requested: (state, action: PayloadAction<ConfigRequest>) => {
      state.siteDomain = action.payload.siteDomain || action.payload.hostname;
      state.status = 'pending';
    },
    loaded: (state, action: PayloadAction<DomainConfiguration>) => {
      state.configuration = action.payload;
      state.status = 'loaded';
    },
    failed: (state) => {
      state.status = 'failed';
    },
  },
  selectors: {
    selectConfiguration: (state) => state.configuration,
    selectConfigStatus: (state) => state.status,
    selectSiteDomain: (state) => state.siteDomain,
    selectGroupingPermalink: (state) => state.configuration?.permalink ?? null,
    selectConfiguredGroupingId: (state) => state.configuration?.agrupacion_id ?? null,
    selectCurrency: (state) => state.configuration?.currency ?? 'EUR',
    /** live, sandbox (test cards: say so) or off (no card recharge); live when unsaid. */
    selectCardPayments: (state) => state.configuration?.card_payments ?? 'live',
    /** The grouping's clock, which every time on its screens follows. */
    selectTimeZone: (state) => state.configuration?.time_zone ?? DEFAULT_TIME_ZONE,
  },
});

export const configActions = configSlice.actions;
export const {
  selectConfiguration,
  selectConfigStatus,
  selectSiteDomain,
  selectGroupingPermalink,
  selectConfiguredGroupingId,
  selectCurrency,
  selectCardPayments,
  selectTimeZone,
} = configSlice.selectors;
