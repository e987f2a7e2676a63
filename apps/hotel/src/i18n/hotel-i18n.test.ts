import { describe, expect, it, vi } from 'vitest';
import { interpolationMismatches } from '@parada/core/i18n';
import { showLanguage } from '@parada/ui';
import { createHotelI18n } from '../test/i18n';
import { ca } from './ca';
import { en } from './en';
import { es } from './es';
import { loadHotelI18n } from './hotel-i18n';

describe("the hotel's texts", () => {
  it('interpolate the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches({ ca, en, es })).toEqual([]);
  });

  it("are looked up before ui's and core's, with one t", () => {
    const i18n = createHotelI18n('ca');
    expect(i18n.t('kiosk.call')).toBe('Demana un taxi');
    expect(i18n.t('actions.cancel')).toBe('Cancel·la');
    expect(i18n.t('menu.logout')).toBe('Tanca la sessió');
  });
});

describe('loadHotelI18n', () => {
  it("holds the visit's language only, and fetches another before showing it", async () => {
    const i18n = await loadHotelI18n('es');
    expect(i18n.hasResourceBundle('ca', 'hotel')).toBe(false);
    await showLanguage(i18n, 'ca');
    expect(i18n.t('login.staff')).toBe("Personal de l'hotel");
  });

  it("starts with the first screens' texts; the rest comes when a text of it is asked for", async () => {
    const i18n = await loadHotelI18n('ca');
    expect(i18n.t('login.staff')).toBe("Personal de l'hotel");
    // The kiosk's texts are not a first screen's (the build splits the catalog here too).
    expect(i18n.t('kiosk.call')).toBe('kiosk.call');
    await vi.waitFor(() => expect(i18n.t('kiosk.call')).toBe('Demana un taxi'));
  });
});
