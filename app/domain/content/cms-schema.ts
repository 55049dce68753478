// The content service's own shapes (Contentful Content Delivery API), as far as this site reads them.
// Both content sources — the bundled pack and Contentful — must produce exactly these shapes,
// so every mapping in app/domain works on either.
import { z } from "zod";
import { READ_NODE_TYPES, RICH_TEXT_MARKS } from "./rich-text-nodes";

const mark = z.object({ type: z.enum(RICH_TEXT_MARKS) });

export const textNodeSchema = z.object({
  nodeType: z.literal("text"),
  value: z.string(),
  marks: z.array(mark).default([]),
  data: z.record(z.string(), z.unknown()).default({}),
});

export type TextNode = z.infer<typeof textNodeSchema>;

const linkToAsset = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Asset") }),
});

export type RichTextNode = {
  nodeType: string;
  value?: string;
  marks?: Array<{ type: string }>;
  data?: { target?: { sys: { id: string; type?: string; linkType?: string } }; uri?: string } & Record<string, unknown>;
  content?: RichTextNode[];
};

export const richTextNodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    // Anything else (an embedded entry, a link to an entry) the CMS refuses in every field (decision 0078).
    nodeType: z.enum(READ_NODE_TYPES.filter((type) => type !== "document") as [string, ...string[]]),
    value: z.string().optional(),
    marks: z.array(mark).optional(),
    data: z
      .object({ target: linkToAsset.optional(), uri: z.string().optional() })
      .catchall(z.unknown())
      .optional(),
    content: z.array(richTextNodeSchema).optional(),
  }),
);

export const richTextDocumentSchema = z.object({
  nodeType: z.literal("document"),
  data: z.record(z.string(), z.unknown()).default({}),
  content: z.array(richTextNodeSchema),
});

export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;

const tagLink = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("Tag") }),
});

export const entrySysSchema = z.object({
  id: z.string().min(1),
  type: z.literal("Entry"),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  contentType: z.object({
    sys: z.object({ id: z.string().min(1), type: z.literal("Link"), linkType: z.literal("ContentType") }),
  }),
});

export function entrySchema<F extends z.ZodType>(fields: F) {
  return z.object({
    sys: entrySysSchema,
    metadata: z.object({ tags: z.array(tagLink) }),
    fields,
  });
}

export type Entry<F = Record<string, unknown>> = {
  sys: z.infer<typeof entrySysSchema>;
  metadata: { tags: Array<{ sys: { id: string; type: "Link"; linkType: "Tag" } }> };
  fields: F;
};

export const assetSchema = z.object({
  sys: z.object({ id: z.string().min(1), type: z.literal("Asset"), createdAt: z.iso.datetime(), updatedAt: z.iso.datetime() }),
  fields: z.object({
    title: z.string().min(1),
    description: z.string().default(""),
    file: z.object({
      // Contentful serves protocol-relative URLs ("//images.ctfassets.net/…"); the bundled pack serves site paths ("/images/…").
      url: z.string().regex(/^(\/\/|\/)[^\s]+$/),
      contentType: z.string().min(1),
      fileName: z.string().min(1),
      details: z.object({
        size: z.number().int().positive(),
        image: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).optional(),
      }),
    }),
  }),
});

export type Asset = z.infer<typeof assetSchema>;

/** Fields of the three list content types (course, blog, caseStudy) of spec §3. */
/** Where a record goes in its lists (decision 0084): the date it is listed from, which an import keeps where it drops `sys.createdAt`. */
export const listedOnSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/).optional();

export const listItemFieldsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).optional(),
  listItem: richTextDocumentSchema,
  /** The full text of the detail page (articles, case studies); the card is built from listItem alone. */
  body: richTextDocumentSchema.optional(),
  listedOn: listedOnSchema,
});

export type ListItemFields = z.infer<typeof listItemFieldsSchema>;
export type ListItemEntry = Entry<ListItemFields>;
