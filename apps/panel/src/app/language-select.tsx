// The picker is shared by every app; pages of the panel import it from here.
export { LanguageSelect } from '@parada/ui';
