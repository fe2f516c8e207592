/** One JSON line per answered request on stdout: method, path, status, milliseconds, cache outcome. */
export const logRequest = (method: string, path: string, status: number, startedAt: number, cache: string) => {
  console.log(
    JSON.stringify({
      t: new Date().toISOString(),
      method,
      path,
      status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
      cache,
    }),
  );
};
