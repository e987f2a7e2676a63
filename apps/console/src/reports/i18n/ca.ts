import type { Texts } from '@parada/core/i18n';
import type { reportsEn } from './en';

/** Catalan: the reports screen. */
export const reportsCa: Texts<typeof reportsEn> = {
  from: 'Des del',
  to: 'Fins al',
  grouping: 'Agrupació',
  all_groupings: 'Totes les agrupacions',
  show: 'Mostra',
  csv: 'Descarrega el CSV',
  empty: 'No hi ha serveis en aquests dies.',
  totals: '{{requested}} serveis demanats, {{completed}} fets, {{cancelled}} cancel·lats',
  data_table: 'Xifres del gràfic «{{chart}}»',
  day: 'Dia',
  rides: {
    title: 'Serveis per dia',
    requested: 'Demanats',
    completed: 'Fets',
    cancelled_by_client: 'Cancel·lats pel client',
    cancelled_by_operator: 'Cancel·lats per l’operador',
    cancelled_by_driver: 'Cancel·lats pel conductor',
    not_attended: 'No atesos',
  },
  assign: {
    title: 'Temps per assignar conductor (minuts)',
    median: 'Mediana',
    p90: 'Percentil 90',
  },
  revenue: {
    title: 'Ingressos per mitjà de pagament ({{currency}})',
    unknown: 'Sense registrar',
  },
};
