// The classic script the build compiles from this file (vite-plugin.ts): see first-screen.ts.
import { appLoader, drawsThisVisit, holdFirstScreen } from './first-screen';

holdFirstScreen({
  document,
  loadApp: appLoader(document.currentScript as HTMLScriptElement),
  drawsThisVisit,
});
