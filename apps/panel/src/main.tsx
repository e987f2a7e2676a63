import { runApp } from '@parada/ui';
import { panelApp } from './app/router';
import { env } from './env';

runApp(panelApp, { apiUrl: env.apiUrl });
