import type { Plugin } from 'vite';

const probeModule = /[\\/]@ark[\\/]util[\\/]out[\\/]functions\.js$/;
const probe = /export const envHasCsp = cached\(\(\) => \{[\s\S]*?\n\}\);/;

/**
 * arktype (the form schemas run in the browser too) asks at load time whether it may compile
 * validators with `new Function`, by trying it. Our pages forbid eval (no 'unsafe-eval' in the
 * CSP), so in browsers the try is always refused: harmless, since arktype then validates
 * without compiling, but every page that loads a form reports a CSP violation (a DevTools
 * issue, Lighthouse "Issues were logged"). In the client bundle the answer is known, so the
 * probe is replaced by it. The server keeps arktype's compiled validators. If arktype changes
 * the probe, the build fails here instead of the violations coming back unnoticed.
 */
export const arktypeWithoutEvalProbe = (): Plugin => ({
  name: 'nuvora:arktype-without-eval-probe',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform(code, id) {
    if (!probeModule.test(id)) return null;
    if (!probe.test(code)) this.error(`${id}: arktype's envHasCsp probe changed; update ${import.meta.filename}`);
    return { code: code.replace(probe, 'export const envHasCsp = () => true;'), map: null };
  },
});
