import { runApp } from '@parada/ui';
import { guestApp } from './app/router';
import { env } from './env';

runApp(guestApp, { apiUrl: env.apiUrl });
