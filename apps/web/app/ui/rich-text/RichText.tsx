import type { ReactNode } from 'react';
import type { RichText as RichTextDocument, RichTextNode } from '~/content/types';
import { ContentLink } from '../link/ContentLink';
import styles from './RichText.module.css';

/**
 * Renders Strapi "blocks" rich text with React elements only: no HTML from the CMS reaches
 * the page (decision 0003). Unknown node types show their text, so nothing is lost.
 */
export function RichText({ document, className }: { document: RichTextDocument; className?: string }) {
  if (document.length === 0) return null;
  return (
    <div className={className ? `${styles.richText} ${className}` : styles.richText}>
      {document.map((node, index) => renderBlock(node, index))}
    </div>
  );
}

function renderChildren(node: RichTextNode): ReactNode {
  return (node.children ?? []).map((child, index) => renderInline(child, index));
}

/** Page headings start below the page's h1. */
function headingLevel(node: RichTextNode): 2 | 3 | 4 | 5 | 6 {
  const level = typeof node.level === 'number' ? Math.round(node.level) : 2;
  return Math.min(6, Math.max(2, level)) as 2 | 3 | 4 | 5 | 6;
}

function renderBlock(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{renderChildren(node)}</p>;
    case 'heading': {
      const Heading = `h${headingLevel(node)}` as const;
      return <Heading key={key}>{renderChildren(node)}</Heading>;
    }
    case 'list': {
      const items = (node.children ?? []).map((item, index) => (
        <li key={index}>{item.type === 'list-item' ? renderChildren(item) : renderBlock(item, index)}</li>
      ));
      return node.format === 'ordered' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
    }
    case 'quote':
      return <blockquote key={key}>{renderChildren(node)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{plainText(node)}</code>
        </pre>
      );
    default:
      return <p key={key}>{plainText(node)}</p>;
  }
}

function renderInline(node: RichTextNode, key: number): ReactNode {
  if (node.type === 'link') {
    const uri = typeof node.url === 'string' ? node.url : '';
    if (!uri) return <span key={key}>{renderChildren(node)}</span>;
    const isExternal = !uri.startsWith('/');
    return (
      <ContentLink key={key} link={{ label: plainText(node), uri, isExternal }}>
        {renderChildren(node)}
      </ContentLink>
    );
  }
  if (node.type !== 'text') return <span key={key}>{renderChildren(node)}</span>;
  let content: ReactNode = node.text ?? '';
  if (node.code) content = <code>{content}</code>;
  if (node.bold) content = <strong>{content}</strong>;
  if (node.italic) content = <em>{content}</em>;
  if (node.underline) content = <u>{content}</u>;
  if (node.strikethrough) content = <s>{content}</s>;
  return <span key={key}>{content}</span>;
}

/** The text of a node and everything below it. */
export function plainText(node: RichTextNode): string {
  return (node.text ?? '') + (node.children ?? []).map(plainText).join('');
}
