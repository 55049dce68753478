// The lines of an order or a quote as stored (order_items, quote_items: the same columns), read for
// the views their owners build: orders.server.ts and quotes.server.ts. Reads only; each table keeps its owner.
import type { BatchedRead } from "../platform/batched-reads.server";

export const ITEM_COLUMNS = "product_slug, sku, title, level, unit_cents, quantity";

/** A stored line. */
export type ItemRow = { product_slug: string; sku: string; title: string; level: string; unit_cents: number; quantity: number };

/** A stored line read with the lines of other orders or quotes: `parent_id` says whose it is. */
export type ListedItemRow = ItemRow & { parent_id: string };

export type LineItem = { slug: string; sku: string; title: string; level: string; unitCents: number; quantity: number };

export const toLineItem = (item: ItemRow): LineItem => ({ slug: item.product_slug, sku: item.sku, title: item.title, level: item.level, unitCents: item.unit_cents, quantity: item.quantity });

/** The lines of many parents, read in one statement, as a look-up by parent id (each parent's lines in the statement's order). */
export function groupItems(rows: ListedItemRow[]): (parentId: string) => LineItem[] {
  const byParent = new Map<string, LineItem[]>();
  for (const row of rows) {
    const lines = byParent.get(row.parent_id) ?? [];
    lines.push(toLineItem(row));
    byParent.set(row.parent_id, lines);
  }
  return (parentId) => byParent.get(parentId) ?? [];
}

/**
 * A buyer's list (their orders or quotes: `listed` is the FROM … LIMIT clause, the user's id its ?1) and all
 * the lines of the listed rows, as one batched read of two statements: never one read per row.
 */
export function listWithLines<Row extends { id: string }, View>(
  db: D1Database,
  userId: string,
  list: { columns: string; listed: string; itemTable: string; parentColumn: string },
  view: (row: Row, items: LineItem[]) => View,
): BatchedRead<View[]> {
  const { columns, listed, itemTable, parentColumn } = list;
  return {
    statements: [
      db.prepare(`SELECT ${columns} ${listed}`).bind(userId),
      db.prepare(`SELECT ${parentColumn} AS parent_id, ${ITEM_COLUMNS} FROM ${itemTable} WHERE ${parentColumn} IN (SELECT id ${listed}) ORDER BY title`).bind(userId),
    ],
    view: ([rows, lines]) => {
      const itemsOf = groupItems(lines!.results as ListedItemRow[]);
      return (rows!.results as Row[]).map((row) => view(row, itemsOf(row.id)));
    },
  };
}
