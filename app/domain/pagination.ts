// Lists show 9 items a page (the 3-column grid, three rows) with real links to the other pages.

export const PAGE_SIZE = 9;

export type Pagination = { page: number; pageCount: number; skip: number; limit: number };

/** Reads ?page=N; anything that isn't a whole page number in range is page 1 (or the last page). */
export function paginate(total: number, pageParam: string | null, pageSize = PAGE_SIZE): Pagination {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const requested = pageParam && /^\d{1,4}$/.test(pageParam) ? Number(pageParam) : 1;
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, skip: (page - 1) * pageSize, limit: pageSize };
}

export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
