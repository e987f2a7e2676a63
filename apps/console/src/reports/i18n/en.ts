/** English: the reports screen. The other languages are typed after it. */
export const reportsEn = {
  from: 'From',
  to: 'To',
  grouping: 'Grouping',
  all_groupings: 'All groupings',
  show: 'Show',
  csv: 'Download CSV',
  empty: 'No rides in these days.',
  totals: '{{requested}} rides requested, {{completed}} completed, {{cancelled}} cancelled',
  data_table: 'Figures of the chart “{{chart}}”',
  day: 'Day',
  rides: {
    title: 'Rides per day',
    requested: 'Requested',
    completed: 'Completed',
    cancelled_by_client: 'Cancelled by the client',
    cancelled_by_operator: 'Cancelled by the operator',
    cancelled_by_driver: 'Cancelled by the driver',
    not_attended: 'Not attended',
  },
  assign: {
    title: 'Time to assign a driver (minutes)',
    median: 'Median',
    p90: '90th percentile',
  },
  revenue: {
    title: 'Revenue by payment method ({{currency}})',
    unknown: 'Not recorded',
  },
};
