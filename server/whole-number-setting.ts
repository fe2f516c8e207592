/** A whole-number setting within bounds, or the default when unset; anything else stops the server at start. */
export const wholeNumberSetting = (
  name: string,
  value: string | undefined,
  { fallback, min, max }: { fallback: number; min: number; max: number },
): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const number = /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(number >= min && number <= max))
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return number;
};
