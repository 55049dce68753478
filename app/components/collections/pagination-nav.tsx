import { Link } from "react-router";
import { pageHref, type Pagination } from "~/domain/pagination";

/** Real links to every page of a list: works without JavaScript and is crawlable. */
export function PaginationNav({ path, pagination, label }: { path: string; pagination: Pagination; label: string }) {
  if (pagination.pageCount <= 1) return null;
  const pages = Array.from({ length: pagination.pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={`${label} pages`}>
      <ul>
        {pagination.page > 1 ? (
          <li>
            <Link to={pageHref(path, pagination.page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <Link to={pageHref(path, page)} aria-current={page === pagination.page ? "page" : undefined}>
              <span className="visually-hidden">Page </span>
              {page}
            </Link>
          </li>
        ))}
        {pagination.page < pagination.pageCount ? (
          <li>
            <Link to={pageHref(path, pagination.page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
