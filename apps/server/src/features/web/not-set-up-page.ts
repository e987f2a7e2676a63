import { escapeHtml, type Language } from '@parada/core';
import { translate } from '../../lib/i18n';

/**
 * What a visitor sees before the operator has created the first grouping (production
 * before `first-operator`): a plain page in their language saying the service is not set
 * up yet, with no script, style or brand (there is no grouping to take one from).
 */
export function notSetUpPage(language: Language): string {
  const message = escapeHtml(translate(language, 'error.not_set_up'));
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${message}</title></head>`,
    `<body><main><h1>${message}</h1></main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The page has nothing to load: every source is refused. */
export const NOT_SET_UP_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'";
