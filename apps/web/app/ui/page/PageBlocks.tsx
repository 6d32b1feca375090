import type { PageBlock } from '~/content/types';
import { RichText } from '../rich-text/RichText';

/**
 * The main text of a page: its rich-text blocks and FAQ answers. The other page elements
 * (info block, material block, teaser, contact and partner lists, slider) come with their own
 * components.
 */
export function PageBlocks({ blocks }: { blocks: PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'rich-text') return <RichText key={index} document={block.body} />;
        if (block.kind === 'faq') {
          return (
            <section key={index}>
              {block.title ? <h2>{block.title}</h2> : null}
              {block.items.map((item) => (
                <div key={item.question}>
                  <h3>{item.question}</h3>
                  <RichText document={item.answer} />
                </div>
              ))}
            </section>
          );
        }
        return null;
      })}
    </>
  );
}
