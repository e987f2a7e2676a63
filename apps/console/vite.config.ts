import { defineAppConfig } from '../../tooling/app/vite';

export default defineAppConfig(import.meta.url);
