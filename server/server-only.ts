/**
 * `import '#server-only'` marks a module as server-only (package.json `imports` points here). Under
 * Node and in unit tests this empty module is all it is; in `waku build` the guard
 * (`server-only-guard.ts`) fails the browser and SSR builds that reach a marked module.
 */
export {};
