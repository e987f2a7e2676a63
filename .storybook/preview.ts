// The decorators, toolbar globals (language, grouping) and parameters live in
// packages/ui so they resolve that package's React, Chakra and i18n.
export { default } from '../packages/ui/src/storybook/preview';
