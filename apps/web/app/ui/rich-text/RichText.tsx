import type { ReactNode } from 'react';
import type {
  Image,
  RichText as RichTextDocument,
  RichTextBlock,
  RichTextInline,
  RichTextList,
} from '~/domain/types';
import { useLocale } from '~/site/use-locale';
import { ImageCaption } from '../image/ImageCaption';
import { ResponsiveImage } from '../image/ResponsiveImage';
import { imageSizes } from '../image/layout-sizes';
import { ContentLink } from '../link/ContentLink';
import styles from './RichText.module.css';

/**
 * Renders rich text with React elements only: no HTML from the CMS reaches the page
 * (decision 0003). The nodes come checked from app/content (links scheme-checked, unknown
 * nodes already turned into text), so this only maps domain nodes to elements.
 */
export function RichText({
  document,
  className,
}: {
  document: RichTextDocument;
  className?: string;
}) {
  if (document.length === 0) return null;
  return (
    <div className={className ? `${styles.richText} ${className}` : styles.richText}>
      {document.map((block, index) => renderBlock(block, index))}
    </div>
  );
}

function renderInlines(children: RichTextInline[]): ReactNode {
  return children.map((child, index) => renderInline(child, index));
}

/** Page headings start below the page's h1. */
function headingLevel(level: number): 2 | 3 | 4 | 5 | 6 {
  return Math.min(6, Math.max(2, level)) as 2 | 3 | 4 | 5 | 6;
}

function renderList(list: RichTextList, key: number): ReactNode {
  const items = list.children.map((item, index) => (
    <li key={index}>
      {item.type === 'list-item' ? renderInlines(item.children) : renderList(item, index)}
    </li>
  ));
  return list.format === 'ordered' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
}

function renderBlock(block: RichTextBlock, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>;
    case 'heading': {
      const Heading = `h${headingLevel(block.level)}` as const;
      return <Heading key={key}>{renderInlines(block.children)}</Heading>;
    }
    case 'list':
      return renderList(block, key);
    case 'quote':
      return <blockquote key={key}>{renderInlines(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'image':
      return <BlockImage key={key} image={block.image} />;
  }
}

function BlockImage({ image }: { image: Image }) {
  const locale = useLocale();
  const picture = <ResponsiveImage image={image} locale={locale} sizes={imageSizes.richText} />;
  if (!image.caption?.[locale] && !image.credit?.[locale]) return picture;
  return (
    <figure>
      {picture}
      <ImageCaption image={image} locale={locale} />
    </figure>
  );
}

function renderInline(node: RichTextInline, key: number): ReactNode {
  if (node.type === 'link') {
    const label = node.children.map((child) => child.text).join('');
    return (
      <ContentLink key={key} link={{ label, uri: node.url, isExternal: node.isExternal }}>
        {renderInlines(node.children)}
      </ContentLink>
    );
  }
  let content: ReactNode = node.text;
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <span key={key}>{content}</span>;
}
