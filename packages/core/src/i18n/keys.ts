/**
 * What core's catalog must hold beyond the spec's messages: a name and a message for every
 * status, a label for every menu item, a title for every route. A missing one fails
 * typecheck (`en.ts` satisfies this shape; ca and es follow en).
 */
import type { MenuItemId } from '../features/roles/menu';
import type { RouteName } from '../features/roles/routes';
import type { StatusCode, StatusPhase } from '../features/status/status-codes';
import type { CoreTexts } from './en';
import type { TextKey } from './texts';

export interface CoreShape {
  status: { name: Record<StatusCode, string>; message: Record<StatusPhase, string> };
  menu: Record<MenuItemId, string>;
  route: Record<RouteName, string>;
  [group: string]: unknown;
}

/** Every key of core's catalog, 'validation.required' to 'route.not_found'. */
export type TranslationKey = TextKey<CoreTexts>;
