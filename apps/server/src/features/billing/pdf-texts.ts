import { isMessageKey, translate, type Language } from '@parada/core';

/**
 * The words of the PDFs the server writes (services list, receipt, statement), in the
 * three languages. Only documents use them, so they live with the documents; statuses and
 * payment methods come from core's catalog.
 */
const en = {
  'services.title': 'Services of {{name}}',
  'column.id': 'No.',
  'column.date': 'Date',
  'column.user_type': 'User type',
  'column.user': 'User',
  'column.traveler': 'Traveler',
  'column.route': 'Route',
  'column.status': 'Status',
  'column.driver': 'Driver',
  'column.amount': 'Amount',
  'column.paid_with': 'Paid with',
  'column.ride': 'Ride',
  'column.employee': 'Employee',
  'column.service_type': 'Service type',
  'user_type.client': 'Client',
  'user_type.company': 'Company',
  'user_type.employee': 'Employee',
  'user_type.hotel': 'Hotel',
  'user_type.guest': 'Hotel guest',
  total: 'Total',
  none: 'No services.',
  'receipt.title': 'Receipt for ride #{{id}}',
  'receipt.date': 'Date',
  'receipt.customer': 'Customer',
  'receipt.from': 'From',
  'receipt.to': 'To',
  'receipt.driver': 'Driver',
  'charge.fare': 'Fare',
  'charge.cancellation_fee': 'Cancellation fee',
  'charge.paid': 'Paid',
  'charge.collected': 'Paid in cash',
  'charge.on_statement': 'On the monthly statement',
  'charge.unpaid': 'Pending payment',
  'statement.title': 'Statement {{month}}',
  'statement.empty': 'No rides this month.',
  'statement.subtotal': 'Subtotal {{group}}',
  'statement.due': 'Due by transfer',
  'column.room': 'Room',
  'stay.title': 'Room {{room}}, stay {{from}} to {{to}}',
  'stay.room': 'Room {{room}}',
  'stay.due': 'Charged to the room bill',
  generated: 'Issued on {{date}} ({{zone}})',
  'column.payment': 'Payment',
  'column.charged': 'Charged',
  'column.kind': 'Concept',
  'column.currency': 'Currency',
} as const;

export type PdfTextKey = keyof typeof en;

const es: Record<PdfTextKey, string> = {
  'services.title': 'Servicios de {{name}}',
  'column.id': 'N.º',
  'column.date': 'Fecha',
  'column.user_type': 'Tipo de usuario',
  'column.user': 'Usuario',
  'column.traveler': 'Viajero',
  'column.route': 'Trayecto',
  'column.status': 'Estado',
  'column.driver': 'Conductor',
  'column.amount': 'Importe',
  'column.paid_with': 'Pagado con',
  'column.ride': 'Servicio',
  'column.employee': 'Empleado',
  'column.service_type': 'Tipo de servicio',
  'user_type.client': 'Cliente',
  'user_type.company': 'Empresa',
  'user_type.employee': 'Empleado',
  'user_type.hotel': 'Hotel',
  'user_type.guest': 'Huésped de hotel',
  total: 'Total',
  none: 'No hay servicios.',
  'receipt.title': 'Recibo del servicio n.º {{id}}',
  'receipt.date': 'Fecha',
  'receipt.customer': 'Cliente',
  'receipt.from': 'Desde',
  'receipt.to': 'Hasta',
  'receipt.driver': 'Conductor',
  'charge.fare': 'Tarifa',
  'charge.cancellation_fee': 'Cargo por cancelación',
  'charge.paid': 'Pagado',
  'charge.collected': 'Pagado en efectivo',
  'charge.on_statement': 'En el extracto mensual',
  'charge.unpaid': 'Pendiente de pago',
  'statement.title': 'Extracto {{month}}',
  'statement.empty': 'No hay servicios este mes.',
  'statement.subtotal': 'Subtotal {{group}}',
  'statement.due': 'A pagar por transferencia',
  'column.room': 'Habitación',
  'stay.title': 'Habitación {{room}}, estancia del {{from}} al {{to}}',
  'stay.room': 'Habitación {{room}}',
  'stay.due': 'Cargado a la cuenta de la habitación',
  generated: 'Emitido el {{date}} ({{zone}})',
  'column.payment': 'Pago',
  'column.charged': 'Cobrado',
  'column.kind': 'Concepto',
  'column.currency': 'Moneda',
};

const ca: Record<PdfTextKey, string> = {
  'services.title': 'Serveis de {{name}}',
  'column.id': 'Núm.',
  'column.date': 'Data',
  'column.user_type': "Tipus d'usuari",
  'column.user': 'Usuari',
  'column.traveler': 'Viatger',
  'column.route': 'Trajecte',
  'column.status': 'Estat',
  'column.driver': 'Conductor',
  'column.amount': 'Import',
  'column.paid_with': 'Pagat amb',
  'column.ride': 'Servei',
  'column.employee': 'Empleat',
  'column.service_type': 'Tipus de servei',
  'user_type.client': 'Client',
  'user_type.company': 'Empresa',
  'user_type.employee': 'Empleat',
  'user_type.hotel': 'Hotel',
  'user_type.guest': "Hoste d'hotel",
  total: 'Total',
  none: 'No hi ha serveis.',
  'receipt.title': 'Rebut del servei núm. {{id}}',
  'receipt.date': 'Data',
  'receipt.customer': 'Client',
  'receipt.from': 'Des de',
  'receipt.to': 'Fins a',
  'receipt.driver': 'Conductor',
  'charge.fare': 'Tarifa',
  'charge.cancellation_fee': 'Càrrec per cancel·lació',
  'charge.paid': 'Pagat',
  'charge.collected': 'Pagat en efectiu',
  'charge.on_statement': "A l'extracte mensual",
  'charge.unpaid': 'Pendent de pagament',
  'statement.title': 'Extracte {{month}}',
  'statement.empty': 'No hi ha serveis aquest mes.',
  'statement.subtotal': 'Subtotal {{group}}',
  'statement.due': 'A pagar per transferència',
  'column.room': 'Habitació',
  'stay.title': 'Habitació {{room}}, estada del {{from}} al {{to}}',
  'stay.room': 'Habitació {{room}}',
  'stay.due': 'Carregat al compte de l’habitació',
  generated: 'Emès el {{date}} ({{zone}})',
  'column.payment': 'Pagament',
  'column.charged': 'Cobrat',
  'column.kind': 'Concepte',
  'column.currency': 'Moneda',
};

const TEXTS: Record<Language, Record<PdfTextKey, string>> = { en, es, ca };

/** A document's word in `language`, with `{{name}}` placeholders filled in. */
export function pdfText(
  language: Language,
  key: PdfTextKey,
  params: Record<string, string | number> = {},
): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}

/** A raw code the server stores (a user type, a charge status), in words; the code when unknown. */
export function pdfWord(language: Language, prefix: 'user_type' | 'charge', code: string): string {
  const key = `${prefix}.${code}`;
  return key in en ? pdfText(language, key as PdfTextKey) : code;
}

/** A payment method's built-in name in the reader's language; an unknown code as stored. */
export function methodName(language: Language, method: string): string {
  const key = `payment.method.${method}`;
  return isMessageKey(key) ? translate(language, key) : method;
}
