import { prerenderEntry } from '@parada/ui/prerender';
import { consoleApp } from './app/router';

/** The build's prerender (packages/ui/src/prerender): the console prerenders no screen. */
export const { screens, render } = prerenderEntry(consoleApp);
