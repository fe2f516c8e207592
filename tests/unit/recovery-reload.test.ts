import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claimRecoveryReload, reloadStampKey } from '#src/features/shell/client-navigation.ts';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => values.set(key, value) };
};

describe('reloads after an uncaught render error', () => {
  it('happen at most once a minute per tab, whatever failed', () => {
    const storage = memoryStorage();
    expect(claimRecoveryReload(storage, 1_000_000, 60_000)).toBe(true);
    expect(storage.getItem(reloadStampKey)).toBe('1000000');
    // The same error after the reload: no second reload, the error page stays.
    expect(claimRecoveryReload(storage, 1_002_000, 60_000)).toBe(false);
    expect(claimRecoveryReload(storage, 1_059_999, 60_000)).toBe(false);
    expect(claimRecoveryReload(storage, 1_060_000, 60_000)).toBe(true);
  });

  it('never happen where the time of the last one cannot be kept', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(claimRecoveryReload(blocked, 1_000_000, 60_000)).toBe(false);
    expect(claimRecoveryReload(undefined, 1_000_000, 60_000)).toBe(false);
  });

  it('are what the root error boundary asks for before reloading', () => {
    // The boundary is a client component that renders a whole document; its one decision is this rule.
    const source = readFileSync('src/features/shell/RootErrorBoundary.tsx', 'utf8');
    const didCatch = source.slice(source.indexOf('componentDidCatch'), source.indexOf('override render'));
    expect(didCatch.indexOf('claimRecoveryReload')).toBeGreaterThan(-1);
    expect(didCatch.indexOf('claimRecoveryReload')).toBeLessThan(didCatch.indexOf('location.reload'));
  });
});
