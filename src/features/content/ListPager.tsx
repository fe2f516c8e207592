import type { IntlShape } from 'react-intl';
import { Pagination } from '#ds/primitives/Pagination/Pagination.tsx';

/** Page links of a content list: `?page=n`, page 1 being the bare list URL. */
export function ListPager({ intl, base, page, pageCount }: { intl: IntlShape; base: string; page: number; pageCount: number }) {
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefFor={(n) => (n === 1 ? base : `${base}${base.includes('?') ? '&' : '?'}page=${n}`)}
      label={intl.formatMessage({ id: 'content.pagination.label' })}
      previousLabel={intl.formatMessage({ id: 'content.pagination.previous' })}
      nextLabel={intl.formatMessage({ id: 'content.pagination.next' })}
      pageLabel={(n) => intl.formatMessage({ id: 'content.pagination.page' }, { page: n })}
    />
  );
}
