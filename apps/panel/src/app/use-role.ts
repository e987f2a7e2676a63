// The hook is shared by every app; pages of the panel import it from here.
export { useRole } from '@parada/ui';
