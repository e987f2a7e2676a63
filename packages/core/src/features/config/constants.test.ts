import { describe, expect, it } from 'vitest';
import * as constants from './constants';

describe('business constants (spec §9)', () => {
  it('creates services as the spec fixes them', () => {
    expect(constants.CLIENT_APPLICATION_TYPE_ID).toBe(26);
    expect(constants.RIDE_TIP).toBe(0);
    expect(constants.NEW_RIDE_ESTADO).toBe(1);
    expect(constants.DEFAULT_PASSENGERS).toBe(1);
    expect(constants.DEFAULT_MAX_PASSENGERS).toBe(7);
  });

  it('pages, limits and timers match the spec', () => {
    expect([constants.PAGE_SIZE, constants.PAGE_OFFSET]).toEqual([10, 0]);
    expect(constants.EMPLOYEE_PDF_LIMIT).toBe(10);
    expect(constants.RIDE_TYPES_LIMIT).toBe(100);
    expect(constants.ADDRESS_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(constants.ADDRESS_SEARCH_MIN_CHARS).toBe(3);
    expect([constants.AUTOCOMPLETE_MAX_FAVORITES, constants.AUTOCOMPLETE_MAX_RESULTS]).toEqual([
      3, 3,
    ]);
    expect(constants.SIMPLE_SEARCH_MAX_RESULTS).toBe(5);
    expect(constants.RIDES_REFRESH_MS).toBe(60_000);
    expect(constants.HOTEL_HISTORY_REFRESH_MS).toBe(40_000);
    expect(constants.CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(constants.ACTIVATION_CODE_LENGTH).toBe(6);
    expect(constants.TEXT_PROMPT_MIN_LENGTH).toBe(10);
  });

  it('layout and branding defaults match the spec', () => {
    expect(constants.DEFAULT_COLORS).toEqual({
      main: '#8b2e98',
      secondary: '#15aeb4',
      background: '#ffffff',
      menuText: '#666666',
      topText: '#EEEEEE',
    });
    expect(constants.DRAWER_WIDTH_PX).toBe(220);
    expect(constants.DRAWER_BREAKPOINT_PX).toBe(1025);
    expect(constants.HOTEL_BREAKPOINT_PX).toBe(2025);
    expect(Object.values(constants.MODAL_WIDTHS_PX)).toEqual([300, 512, 700]);
    expect(constants.LANGUAGES).toEqual(['ca', 'en', 'es']);
    expect(constants.FALLBACK_LANGUAGE).toBe('es');
    expect(constants.DATE_TIME_MASK).toBe('YYYY-MM-DD HH:mm');
  });
});
