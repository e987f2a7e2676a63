import type { Texts } from '@parada/core/i18n';
import type { reportsEn } from './en';

/** Spanish: the reports screen. */
export const reportsEs: Texts<typeof reportsEn> = {
  from: 'Desde el',
  to: 'Hasta el',
  grouping: 'Agrupación',
  all_groupings: 'Todas las agrupaciones',
  show: 'Mostrar',
  csv: 'Descargar el CSV',
  empty: 'No hay servicios en estos días.',
  totals: '{{requested}} servicios pedidos, {{completed}} completados, {{cancelled}} cancelados',
  data_table: 'Cifras del gráfico «{{chart}}»',
  day: 'Día',
  rides: {
    title: 'Servicios por día',
    requested: 'Pedidos',
    completed: 'Completados',
    cancelled_by_client: 'Cancelados por el cliente',
    cancelled_by_operator: 'Cancelados por el operador',
    cancelled_by_driver: 'Cancelados por el conductor',
    not_attended: 'No atendidos',
  },
  assign: {
    title: 'Tiempo para asignar conductor (minutos)',
    median: 'Mediana',
    p90: 'Percentil 90',
  },
  revenue: {
    title: 'Ingresos por medio de pago ({{currency}})',
    unknown: 'Sin registrar',
  },
};
