import { describe, expect, it } from 'vitest';
import { getIntl } from '#intl/server-intl.ts';
import { addonName, addonNameId } from '#src/features/pricing/rules/addon-names.ts';
import { additionalServices } from '#src/features/pricing/tariffs/embedded/additional-services.ts';
import { registrationTariffs } from '#src/features/pricing/tariffs/embedded/registration-tariffs.ts';

describe('add-on names', () => {
  it('every add-on of the embedded registration tariffs has a catalog label', () => {
    const names = new Set(registrationTariffs.flatMap((t) => t.addons.map((a) => a.name)));
    expect([...names].filter((name) => !addonNameId(name))).toEqual([]);
  });

  it('read in the page’s language, an unknown one as written', async () => {
    const de = await getIntl('de', ['registration']);
    const nl = await getIntl('nl', ['registration']);
    const format = (intl: typeof de) => (id: string) => intl.formatMessage({ id });
    expect(addonName('Additional IPv4', format(de))).toBe('Zusätzliche IPv4-Adresse');
    const ip = additionalServices.find((s) => s.service_type_info.type === 'ip');
    expect(addonName(ip?.name ?? '', format(nl))).toBe('Extra IPv4-adres');
    expect(addonName('Turbo', format(de))).toBe('Turbo');
  });
});
