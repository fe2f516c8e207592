/**
 * A tariff list the provider's API has never answered (down, slow or
 * malformed since the server started, with no earlier answer to fall back
 * on). It is not an empty list: a price block shows the pricing failure
 * message for it, an empty list shows "no plans" (spec §8).
 */
export class TariffsUnavailable extends Error {
  constructor(list: string, options?: ErrorOptions) {
    super(`tariff list ${list} has not been answered`, options);
    this.name = 'TariffsUnavailable';
  }
}

/**
 * Spec §8 "Tariff fetch failure: logged as error, treated as empty", for the
 * readers that show no failure message of their own (the landing API's price
 * lists, the comparison pages' figures). The source has logged the failure.
 */
export const treatedAsEmpty = <T>(list: Promise<T[]>): Promise<T[]> =>
  list.catch((error: unknown) => {
    if (error instanceof TariffsUnavailable) return [];
    throw error;
  });
