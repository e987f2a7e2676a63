import { defineAppConfig } from '../../tooling/app/vite';

export default defineAppConfig(import.meta.url, {
  // The manifest and its icons are the operator's, drawn by the server.
  serverPaths: ['/manifest.webmanifest', '/icons'],
});
