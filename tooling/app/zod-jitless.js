// Runs before the app's modules (a deferred classic script ahead of the module entry):
// zod reads this setting when it loads and so never probes for eval with `new Function`,
// which the app's strict Content-Security-Policy would report as a violation. A module
// cannot do it: the bundler may evaluate the chunk holding the schemas first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
