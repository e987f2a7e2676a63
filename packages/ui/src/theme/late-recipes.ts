import {
  avatarSlotRecipe,
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fileUploadSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import type { LATE_RECIPE_KEYS, LATE_SLOT_RECIPE_KEYS } from './late-recipe-keys';

/**
 * The recipes no first screen draws: a chunk of their own, fetched with the
 * first page, dialog, drawer, toast or avatar that needs them (see `lateRecipes` in base-config.ts).
 */
export const LATE_RECIPES = {
  code: codeRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
} satisfies Record<(typeof LATE_RECIPE_KEYS)[number], unknown>;

export const LATE_SLOT_RECIPES = {
  avatar: avatarSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
} satisfies Record<(typeof LATE_SLOT_RECIPE_KEYS)[number], unknown>;
