/**
 * The keys every language must translate: the spec's texts (MESSAGES), status names and
 * messages, menu labels and route titles. A missing key fails typecheck.
 */
import type { MenuItemId } from '../../features/roles/menu';
import type { RouteName } from '../../features/roles/routes';
import type { StatusCode, StatusPhase } from '../../features/status/status-codes';
import type { MessageKey } from '../../features/validation/messages';

export type TranslationKey =
  | MessageKey
  | `status.name.${StatusCode}`
  | `status.message.${StatusPhase}`
  | `menu.${MenuItemId}`
  | `route.${RouteName}`;

export type Translations = Readonly<Record<TranslationKey, string>>;
