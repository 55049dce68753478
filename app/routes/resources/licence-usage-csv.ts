// GET /account/my-products/usage.csv (issue #25): the buyer's teachers and their use of the curriculum, one
// row per licence given, as a CSV download — for renewals. Only the buyer's own licences; signed out, sign in.
import type { Route } from "./+types/licence-usage-csv";
import { cloudflareContext } from "~/context";
import { ASSIGNMENT_FLAGS, type AssignmentStatus } from "~/domain/licence-assignment";
import { formatShortDate } from "~/domain/shop";
import { usageCsv } from "~/domain/usage-csv";
import { requireAccount } from "~/lib/accounts/auth.server";
import { usageRowsOf } from "~/lib/commerce/licence-usage.server";
import { methodNotAllowed } from "~/lib/edge/methods.server";
import { fileDownload } from "~/lib/platform/download.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireAccount(context, request);
  const rows = await usageRowsOf(context.get(cloudflareContext).env.DB, user.id);
  const date = (at: number | null) => (at ? formatShortDate(new Date(at)) : "");
  const csv = usageCsv(
    rows.map((r) => ({
      level: r.title,
      teacherEmail: r.teacherEmail,
      teacherName: r.teacherName ?? "",
      status: ASSIGNMENT_FLAGS[r.status as AssignmentStatus]?.label ?? r.status,
      claimedOn: date(r.claimedAt),
      licenceEnds: date(r.licenceEnds),
      lastOpened: date(r.lastOpenedAt),
      lessonsDownloaded: r.lessonsDownloaded,
      filesDownloaded: r.files,
    })),
  );
  return fileDownload(new TextEncoder().encode(csv), { contentType: "text/csv; charset=utf-8", filename: "teachers-and-curriculum-use.csv" });
}

/** GET only: a post says so (a resource route has no error page to explain a bare 405). */
export function action() {
  return methodNotAllowed("GET");
}
