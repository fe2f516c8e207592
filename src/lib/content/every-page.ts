/** Items read per query when a whole list is read page by page. */
export const readPageSize = 1_000;

/**
 * Every item of a paged list, read a page at a time until the list's total is reached (issue 23:
 * sitemaps, `/sitemap/` and `llms.txt` stopped at one page of 1,000 before).
 */
export const everyPage = async <T>(
  readPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  pageSize = readPageSize,
): Promise<T[]> => {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { items: read, total } = await readPage(page, pageSize);
    items.push(...read);
    if (read.length < pageSize || items.length >= total) return items;
  }
};
