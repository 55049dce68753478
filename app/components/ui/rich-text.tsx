// Renders a content-service rich-text document as semantic HTML with Contentful's own renderer, for every
// node a body may hold (BODY_NODE_TYPES, which the CMS enforces; decision 0078). Heading levels are shifted so
// a document's top heading sits under the page's h1; site-internal links navigate client-side, and a link
// with an unsafe scheme is shown as its words only (app/domain/link-target.ts).
import { documentToReactComponents, type Options } from "@contentful/rich-text-react-renderer";
import type { Document } from "@contentful/rich-text-types";
import { Children, Fragment, isValidElement, type ReactNode } from "react";
import { Link } from "react-router";
import type { RichTextDocument, RichTextNode } from "~/domain/content/cms-schema";
import type { ImageRef } from "~/domain/content/image-ref";
import { linkTarget } from "~/domain/link-target";
import { ContentImage } from "~/components/ui/content-image";

/** The embedded assets a document shows, by asset id (their MIME type lets the Images API resize them). */
type Images = Record<string, ImageRef>;

const HEADING = /^heading-([1-6])$/;

/** The document's top heading level becomes h2 (under the page's h1); deeper levels follow, never skipping. */
function headingLevels(doc: RichTextDocument): Map<number, number> {
  const used = [...new Set(doc.content.flatMap((node) => (HEADING.test(node.nodeType) ? [Number(HEADING.exec(node.nodeType)![1])] : [])))].sort();
  return new Map(used.map((level, i) => [level, Math.min(2 + i, 6)]));
}

/** A list item's or a table cell's paragraphs as their words: `<li><p>…</p></li>` would space every item as a paragraph. */
function unwrapParagraphs(children: ReactNode): ReactNode {
  return Children.map(children, (child) => (isValidElement<{ children?: ReactNode }>(child) && child.type === "p" ? <Fragment key={child.key}>{child.props.children}</Fragment> : child));
}

function optionsFor(document: RichTextDocument, images: Images): Options {
  const levels = headingLevels(document);
  const heading = (level: number) => (_node: unknown, children: ReactNode) => {
    const Tag = `h${levels.get(level) ?? 2}` as "h2";
    return <Tag>{children}</Tag>;
  };
  return {
    renderNode: {
      "heading-1": heading(1),
      "heading-2": heading(2),
      "heading-3": heading(3),
      "heading-4": heading(4),
      "heading-5": heading(5),
      "heading-6": heading(6),
      "list-item": (_node, children) => <li>{unwrapParagraphs(children)}</li>,
      "table-header-cell": (_node, children) => <th scope="col">{unwrapParagraphs(children)}</th>,
      "table-cell": (_node, children) => <td>{unwrapParagraphs(children)}</td>,
      // A table scrolls inside its own box on a narrow phone, never the page (WCAG 1.4.10); the box takes
      // focus, so a keyboard can scroll it too (WCAG 2.1.1), and says what it holds.
      table: (_node, children) => (
        <div className="rich-text-table" role="region" aria-label="Table" tabIndex={0}>
          <table>
            <tbody>{children}</tbody>
          </table>
        </div>
      ),
      hyperlink: (node, children) => {
        const target = linkTarget((node.data as RichTextNode["data"])?.uri);
        // A link to an unsafe or unreadable address keeps its words, without the link.
        if (!target) return <>{children}</>;
        return target.kind === "internal" ? (
          <Link to={target.path}>{children}</Link>
        ) : (
          <a href={target.href} rel="noopener noreferrer">
            {children}
          </a>
        );
      },
      "embedded-asset-block": (node) => {
        const image = images[(node.data as RichTextNode["data"])?.target?.sys.id ?? ""];
        return image ? <ContentImage image={image} sizes="(max-width: 48rem) 100vw, 45rem" /> : null;
      },
      // What no field allows (the CMS refuses it: BODY_NODE_TYPES) is left out rather than shown half-made.
      "embedded-entry-block": () => null,
      "embedded-entry-inline": () => null,
      "embedded-resource-block": () => null,
      "embedded-resource-inline": () => null,
      "entry-hyperlink": (_node, children) => <>{children}</>,
      "asset-hyperlink": (_node, children) => <>{children}</>,
      "resource-hyperlink": (_node, children) => <>{children}</>,
    },
    renderMark: {
      bold: (text) => <strong>{text}</strong>,
      italic: (text) => <em>{text}</em>,
      underline: (text) => <u>{text}</u>,
      code: (text) => <code>{text}</code>,
    },
  };
}

/**
 * The document as Contentful's renderer reads it: every text with its marks and every other node with its
 * content, as the Content Delivery API sends them (the bundled pack may leave an empty list out).
 */
function complete(node: RichTextNode): RichTextNode {
  if (node.nodeType === "text") return { ...node, marks: node.marks ?? [], data: node.data ?? {} };
  return { ...node, data: node.data ?? {}, content: (node.content ?? []).map(complete) };
}

export function RichText({ document, images = {}, className }: { document: RichTextDocument; images?: Images; className?: string }) {
  return <div className={`rich-text ${className ?? ""}`}>{documentToReactComponents({ ...document, content: document.content.map(complete) } as unknown as Document, optionsFor(document, images))}</div>;
}
