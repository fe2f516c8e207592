/**
 * Add-ons the billing API names in English (`Additional IPv4`), each with its catalog label
 * (`registration.addonName.<key>`), so a visitor reads them in the page's language. An add-on of
 * no known name is shown as the provider wrote it.
 */
const addonKeys: Readonly<Record<string, string>> = {
  Backups: 'backups',
  'Additional IPv4': 'ipv4',
  'Additional IPv4 address': 'ipv4',
};

/** The catalog id of an add-on's label, or null for a name the site does not know. */
export const addonNameId = (name: string): string | null => {
  const key = Object.hasOwn(addonKeys, name) ? addonKeys[name] : undefined;
  return key ? `registration.addonName.${key}` : null;
};

/** The add-on's name in the page's language. */
export const addonName = (name: string, format: (id: string) => string): string => {
  const id = addonNameId(name);
  return id ? format(id) : name;
};
