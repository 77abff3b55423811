// The reactions' registry moved beside the module registry (modules/flow-hooks.ts); this name stays for the modules
// that still import it from here (webhook).
export * from '../flow-hooks.js';
