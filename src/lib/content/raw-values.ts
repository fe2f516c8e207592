/** Readers for raw content rows, whose fields may be missing or of another type when a source changes. */

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

export const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
