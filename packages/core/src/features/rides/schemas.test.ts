import { describe, expect, it } from 'vitest';
import { issuesByField } from '../../testing/issues';
import {
  buildRideCreationPayload,
  rideCreationSchema,
  rideUpdateSchema,
  type RideDraft,
} from './creation';
import {
  processedRidesQuerySchema,
  rideEventSchema,
  rideSchema,
  ridesPdfQuerySchema,
  type Ride,
} from './schemas';

const makeRide = (overrides: Partial<Ride> = {}): Ride => ({
  id: 101,
  date: '2024-06-01',
  time: '18:45',
  status_code: 3,
  status_name: 'Driver on the way',
  direccion: {
    calle: 'Carrer de Mallorca 401, Barcelona',
    longitude: 2.1744,
    latitude: 41.4036,
    datos_extra: 'Door B',
  },
  destination: { longitude: 2.0785, latitude: 41.2974 },
  destination_address: 'Aeroport del Prat T1',
  origin_waypoints: [],
  destination_waypoints: [],
  taxi: {
    avatar: null,
    name: 'Jordi',
    plate: '1234 KLM',
    model: 'Toyota Prius',
    telephone: '+34611223344',
  },
  employee: null,
  viajero: { name: 'Room 204' },
  type_user: 'client',
  passengers: 1,
  fare: 38.5,
  currency: 'EUR',
  programacion: null,
  ...overrides,
});

const makeDraft = (overrides: Partial<RideDraft> = {}): RideDraft => ({
  userId: 7,
  groupingId: 3,
  origin: {
    name: 'Carrer de Mallorca 401, Barcelona',
    latitude: 41.4036,
    longitude: 2.1744,
    extraData: 'Door B',
  },
  destination: { name: 'Aeroport del Prat T1', latitude: 41.2974, longitude: 2.0785 },
  travelerName: 'Ana',
  travelerPhone: '+34 600 11 22 33',
  fare: 38.5,
  ...overrides,
});

describe('the service', () => {
  it('carries every field of spec §3, scheduled ones with programacion and expand', () => {
    expect(rideSchema.parse(makeRide())).toEqual(makeRide());
    const scheduled = makeRide({
      status_code: 13,
      programacion: { fecha: '2024-06-02', hora: '07:30' },
      expand: true,
      origin_waypoints: [
        {
          traveler_name: 'Ana',
          address: 'Carrer de Mallorca 401',
          times_and_distances: { time: 420, distance: 2100 },
        },
      ],
      destination_waypoints: [
        { traveler_name: null, address: 'Aeroport T1', times_and_distances: null },
      ],
    });
    expect(rideSchema.parse(scheduled)).toEqual(scheduled);
  });

  it('refuses a malformed date or position', () => {
    expect(rideSchema.safeParse(makeRide({ date: '01/06/2024' })).success).toBe(false);
    expect(
      rideSchema.safeParse(makeRide({ destination: { longitude: 200, latitude: 41 } })).success,
    ).toBe(false);
  });
});

describe('buildRideCreationPayload', () => {
  it('builds exactly the spec payload for a ride now', () => {
    const payload = buildRideCreationPayload(makeDraft());
    expect(payload).toEqual({
      usuario_id: 7,
      agrupacion_id: 3,
      tipo_aplicacion_cliente_id: 26,
      direccion: {
        nombre: 'Carrer de Mallorca 401, Barcelona',
        longitud: 2.1744,
        datos_extra: 'Door B',
        latitud: 41.4036,
      },
      destination: { destination_longitude: 2.0785, destination_latitude: 41.2974 },
      destination_address: 'Aeroport del Prat T1',
      destination_latitude: 41.2974,
      destination_longitude: 2.0785,
      passengers: 1,
      estado: 1,
      viajero: { nombre: 'Ana', telefono_aviso: '+34 600 11 22 33' },
      fare: 38.5,
      tip: 0,
    });
    expect('fecha_servicio_diferido' in payload).toBe(false);
    expect(rideCreationSchema.safeParse(payload).success).toBe(true);
  });

  it("carries the fare picker's discount code or locator when there is one", () => {
    const payload = buildRideCreationPayload(makeDraft({ locator: 'PARADA10' }));
    expect(rideCreationSchema.parse(payload).locator).toBe('PARADA10');
    expect(rideCreationSchema.safeParse({ ...payload, locator: 'DROP TABLE;' }).success).toBe(
      false,
    );
  });

  it('adds fecha_servicio_diferido only for a scheduled draft', () => {
    const payload = buildRideCreationPayload(
      makeDraft({ schedule: { date: '2024-06-02', time: '07:30' }, passengers: 3 }),
    );
    expect(payload.fecha_servicio_diferido).toBe('2024-06-02 07:30');
    expect(payload.passengers).toBe(3);
    expect(rideCreationSchema.parse(payload).fecha_servicio_diferido).toBe('2024-06-02 07:30');
  });

  it('sends extra stops in order as optional waypoints', () => {
    const payload = buildRideCreationPayload(
      makeDraft({
        extraOrigins: [
          { name: 'Hotel Arts', latitude: 41.3865, longitude: 2.1963, travelerName: 'Marc' },
        ],
        extraDestinations: [
          { name: 'Sants', latitude: 41.379, longitude: 2.1402 },
          { name: 'Gràcia', latitude: 41.4036, longitude: 2.1567 },
        ],
      }),
    );
    expect(payload.origin_waypoints).toEqual([
      { nombre: 'Hotel Arts', latitud: 41.3865, longitud: 2.1963, traveler_name: 'Marc' },
    ]);
    expect(payload.destination_waypoints?.map((stop) => stop.nombre)).toEqual(['Sants', 'Gràcia']);
    expect(rideCreationSchema.safeParse(payload).success).toBe(true);
  });
});

describe('POST /services body', () => {
  const valid = () => buildRideCreationPayload(makeDraft());
  const messagesOf = (value: unknown) => issuesByField(rideCreationSchema.safeParse(value));

  it('fixes tipo_aplicacion_cliente_id 26, estado 1 and tip 0', () => {
    expect(messagesOf({ ...valid(), tipo_aplicacion_cliente_id: 27 })).toEqual({
      tipo_aplicacion_cliente_id: 'validation.invalid',
    });
    expect(messagesOf({ ...valid(), estado: 13 })).toEqual({ estado: 'validation.invalid' });
    expect(messagesOf({ ...valid(), tip: 5 })).toEqual({ tip: 'validation.invalid' });
  });

  it('defaults passengers to 1 and refuses fewer', () => {
    const { passengers: _passengers, ...withoutPassengers } = valid();
    expect(rideCreationSchema.parse(withoutPassengers).passengers).toBe(1);
    expect(messagesOf({ ...valid(), passengers: 0 })).toEqual({
      passengers: 'ride.passengers_required',
    });
    expect(messagesOf({ ...valid(), passengers: 1.5 })).toEqual({
      passengers: 'ride.passengers_required',
    });
  });

  it('needs an origin name, a destination and a grouping, with the ride messages', () => {
    expect(messagesOf({ ...valid(), direccion: { ...valid().direccion, nombre: '  ' } })).toEqual({
      'direccion.nombre': 'ride.origin_required',
    });
    expect(messagesOf({ ...valid(), agrupacion_id: undefined })).toEqual({
      agrupacion_id: 'ride.agurpation_faile',
    });
    const { destination_address: _address, ...withoutDestination } = valid();
    expect(messagesOf(withoutDestination)).toEqual({
      destination_address: 'ride.destination_required',
    });
  });

  it('refuses a destination sent as two different places', () => {
    expect(messagesOf({ ...valid(), destination_latitude: 41.5 })).toEqual({
      destination_latitude: 'validation.invalid',
    });
  });

  it('refuses a malformed booking time and a bad traveler phone', () => {
    expect(messagesOf({ ...valid(), fecha_servicio_diferido: '2024-06-02T07:30' })).toEqual({
      fecha_servicio_diferido: 'validation.date_time',
    });
    expect(
      messagesOf({ ...valid(), viajero: { nombre: 'Ana', telefono_aviso: '12' } }),
    ).toMatchObject({
      'viajero.telefono_aviso': 'validation.phone',
    });
  });

  it('strips keys the client may not set', () => {
    const parsed = rideCreationSchema.parse({ ...valid(), status_code: 8, taxi_id: 4 });
    expect(parsed).not.toHaveProperty('status_code');
    expect(parsed).not.toHaveProperty('taxi_id');
  });
});

describe('PUT /service/{id}/update', () => {
  it('takes a partial {service} with at least one field', () => {
    expect(
      rideUpdateSchema.parse({ service: { fecha_servicio_diferido: '2024-06-03 08:00' } }),
    ).toEqual({
      service: { fecha_servicio_diferido: '2024-06-03 08:00' },
    });
    expect(rideUpdateSchema.safeParse({ service: {} }).error?.issues[0]?.message).toBe(
      'validation.nothing_to_update',
    );
    expect(rideUpdateSchema.safeParse({ service: { destination_latitude: 41.3 } }).success).toBe(
      false,
    );
  });
});

describe('service queries', () => {
  it('GET v2/services reads start_date, status, limit and offset', () => {
    expect(processedRidesQuerySchema.parse({ start_date: '2024-06-01', status: '8' })).toEqual({
      start_date: '2024-06-01',
      status: 8,
      limit: 10,
      offset: 0,
    });
    expect(processedRidesQuerySchema.safeParse({ start_date: 'yesterday' }).success).toBe(false);
  });

  it('GET services?format=pdf defaults to 10 from 0', () => {
    expect(ridesPdfQuerySchema.parse({ format: 'pdf', employee_id: '12' })).toEqual({
      format: 'pdf',
      limit: 10,
      offset: 0,
      employee_id: 12,
    });
    expect(ridesPdfQuerySchema.safeParse({ format: 'csv' }).success).toBe(false);
  });
});

describe('service events (SSE)', () => {
  it('carry a changed service or a car position', () => {
    expect(
      rideEventSchema.parse({ type: 'service', service: makeRide({ status_code: 10 }) }),
    ).toMatchObject({
      type: 'service',
      service: { status_code: 10 },
    });
    const position = {
      type: 'position',
      service_id: 101,
      latitude: 41.4,
      longitude: 2.17,
      heading: null,
      at: '2024-06-01T18:50:00Z',
    };
    expect(rideEventSchema.parse(position)).toEqual(position);
    expect(rideEventSchema.safeParse({ ...position, type: 'teleport' }).success).toBe(false);
  });
});
