// Renders a content-service rich-text document as semantic HTML. Heading levels are shifted so a
// document's top heading sits under the page's h1; site-internal links navigate client-side, and a link
// with an unsafe scheme is shown as its words only (app/domain/link-target.ts).
import { Fragment } from "react";
import { Link } from "react-router";
import type { RichTextDocument, RichTextNode } from "~/domain/content/cms-schema";
import type { ImageRef } from "~/domain/content/image-ref";
import { linkTarget } from "~/domain/link-target";
import { ContentImage } from "~/components/ui/content-image";

/** The embedded assets a document shows, by asset id (their MIME type lets the Images API resize them). */
type Images = Record<string, ImageRef>;

function renderText(node: RichTextNode, key: number) {
  let content: React.ReactNode = node.value ?? "";
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") content = <strong>{content}</strong>;
    else if (mark.type === "italic") content = <em>{content}</em>;
    else if (mark.type === "underline") content = <u>{content}</u>;
    else if (mark.type === "code") content = <code>{content}</code>;
  }
  return <Fragment key={key}>{content}</Fragment>;
}

function renderInline(nodes: RichTextNode[] = []): React.ReactNode[] {
  return nodes.map((node, i) => {
    if (node.nodeType === "text") return renderText(node, i);
    if (node.nodeType === "hyperlink") {
      const target = linkTarget(node.data?.uri);
      const children = renderInline(node.content);
      // A link to an unsafe or unreadable address keeps its words, without the link.
      if (!target) return <Fragment key={i}>{children}</Fragment>;
      return target.kind === "internal" ? (
        <Link key={i} to={target.path}>
          {children}
        </Link>
      ) : (
        <a key={i} href={target.href} rel="noopener noreferrer">
          {children}
        </a>
      );
    }
    return <Fragment key={i}>{renderInline(node.content)}</Fragment>;
  });
}

const HEADING = /^heading-([1-6])$/;

/** The document's top heading level becomes h2 (under the page's h1); deeper levels follow, never skipping. */
function headingLevels(doc: RichTextDocument): Map<number, number> {
  const used = [...new Set(doc.content.flatMap((node) => (HEADING.test(node.nodeType) ? [Number(HEADING.exec(node.nodeType)![1])] : [])))].sort();
  return new Map(used.map((level, i) => [level, Math.min(2 + i, 6)]));
}

function renderBlock(node: RichTextNode, key: number, images: Images, levels: Map<number, number>): React.ReactNode {
  const heading = HEADING.exec(node.nodeType);
  if (heading) {
    const Tag = `h${levels.get(Number(heading[1])) ?? 2}` as "h2";
    return <Tag key={key}>{renderInline(node.content)}</Tag>;
  }
  switch (node.nodeType) {
    case "paragraph":
      return <p key={key}>{renderInline(node.content)}</p>;
    case "unordered-list":
      return (
        <ul key={key}>
          {(node.content ?? []).map((item, i) => (
            <li key={i}>{(item.content ?? []).map((child, j) => (child.nodeType === "paragraph" ? <Fragment key={j}>{renderInline(child.content)}</Fragment> : renderBlock(child, j, images, levels)))}</li>
          ))}
        </ul>
      );
    case "embedded-asset-block": {
      const image = images[node.data?.target?.sys.id ?? ""];
      return image ? <ContentImage key={key} image={image} sizes="(max-width: 48rem) 100vw, 45rem" /> : null;
    }
    default:
      return null;
  }
}

export function RichText({ document, images = {}, className }: { document: RichTextDocument; images?: Images; className?: string }) {
  const levels = headingLevels(document);
  return <div className={`rich-text ${className ?? ""}`}>{document.content.map((node, i) => renderBlock(node, i, images, levels))}</div>;
}
