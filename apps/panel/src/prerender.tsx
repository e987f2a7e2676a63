import { prerenderEntry } from '@parada/ui/prerender';
import { panelApp } from './app/router';

/** The build's prerender of this app's first screens (packages/ui/src/prerender). */
export const { screens, render } = prerenderEntry(panelApp);
