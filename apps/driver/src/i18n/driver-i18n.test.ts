import { describe, expect, it } from 'vitest';
import { interpolationMismatches } from '@parada/core/i18n';
import { createDriverI18n } from '../test/i18n';
import { ca } from './ca';
import { en } from './en';
import { es } from './es';

describe("the driver app's texts", () => {
  it('interpolate the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches({ ca, en, es })).toEqual([]);
  });

  it("are looked up before ui's and core's, with one t", () => {
    const i18n = createDriverI18n('ca');
    expect(i18n.t('shift.start_in', { plate: '4321 DRV' })).toBe('Comença el torn amb 4321 DRV');
    expect(i18n.t('network.pending', { count: 2 })).toBe('2 passos pendents d’enviar');
    expect(i18n.t('payment.method.cash')).toBe('Efectiu');
    expect(i18n.t('error.boarding_code')).toMatch(/codi d.embarcament/);
  });
});
