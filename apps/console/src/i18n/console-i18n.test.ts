import { describe, expect, it } from 'vitest';
import { AUDIT_OBJECT_TYPES } from '@parada/core';
import { interpolationMismatches } from '@parada/core/i18n';
import { createConsoleI18n } from '../test/i18n';
import { ca } from './ca';
import { en } from './en';
import { es } from './es';

describe("the console's texts", () => {
  it('interpolate the same {{variables}} in ca, en and es', () => {
    expect(interpolationMismatches({ ca, en, es })).toEqual([]);
  });

  it("are looked up before ui's and core's, with one t, plurals and route names included", () => {
    const i18n = createConsoleI18n('ca');
    expect(i18n.t('desk.count', { count: 2 })).toBe('2 serveis');
    expect(i18n.t('desk.count', { count: 1 })).toBe('1 servei');
    expect(i18n.t('route.phone_booking')).toBe('Reserva per telèfon');
    expect(i18n.t('console.driver_busy')).toBe('Aquest conductor és en un altre servei');
  });

  it('name every kind of object the audit log records, in ca, en and es', () => {
    for (const [language, texts] of Object.entries({ ca, en, es })) {
      const named: Record<string, string> = texts.desk.audit.type;
      const unnamed = AUDIT_OBJECT_TYPES.filter((type) => !named[type]?.trim());
      expect(unnamed, language).toEqual([]);
    }
    const i18n = createConsoleI18n('es');
    expect(i18n.t('desk.audit.type.zone_price')).toBe('Precio entre zonas');
  });
});
