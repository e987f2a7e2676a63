import { runApp } from '@parada/ui';
import { consoleApp } from './app/router';
import { env } from './env';

runApp(consoleApp, { apiUrl: env.apiUrl });
