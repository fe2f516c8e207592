/**
 * The pricing page's chosen group (its tab) in the address: `/pricing/?plans=dedicated`, so it can be
 * linked and survives a reload (issue 25.7). The default group leaves no parameter. Pure, for the
 * island and its tests.
 */
export const pricingGroupParam = 'plans';

/** The group a query names, when it is one of `groups`; otherwise null. */
export const groupFromQuery = (search: string, groups: readonly string[]): string | null => {
  const named = new URLSearchParams(search).get(pricingGroupParam);
  return named !== null && groups.includes(named) ? named : null;
};

/** The query with `group` in it (or without the parameter for the default group), the rest kept in order. */
export const queryWithGroup = (search: string, group: string, defaultGroup: string): string => {
  const params = new URLSearchParams(search);
  if (group === defaultGroup) params.delete(pricingGroupParam);
  else params.set(pricingGroupParam, group);
  const query = params.toString();
  return query ? `?${query}` : '';
};
