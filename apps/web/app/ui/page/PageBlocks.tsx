import type { PageBlock } from '~/domain/types';
import { ContactList } from '../contact-list/ContactList';
import { EmbedSlot } from '../embed/EmbedSlot';
import { InfoBlock } from '../info-block/InfoBlock';
import { MaterialBlock } from '../material-block/MaterialBlock';
import { PageTeaser } from '../page-teaser/PageTeaser';
import { PartnerList } from '../partner-list/PartnerList';
import { RichText } from '../rich-text/RichText';
import { Slider } from '../slider/Slider';
import { Faq } from './Faq';
import styles from './PageBlocks.module.css';

function Block({ block }: { block: PageBlock }) {
  switch (block.kind) {
    case 'rich-text':
      return <RichText document={block.body} />;
    case 'info-block':
      return <InfoBlock info={block.info} />;
    case 'material-block':
      return <MaterialBlock title={block.title} items={block.items} />;
    case 'teaser': {
      const title = block.title ?? block.link?.label;
      if (!title) return null;
      return (
        <div className={styles.teaser}>
          <PageTeaser
            title={title}
            text={block.text}
            href={block.link?.uri ?? null}
            external={block.link?.isExternal ?? false}
            linkLabel={block.link && block.link.label !== title ? block.link.label : null}
            image={block.image}
          />
        </div>
      );
    }
    case 'contact-list':
      return <ContactList title={block.title} contacts={block.contacts} />;
    case 'partner-list':
      return <PartnerList title={block.title} partners={block.partners} />;
    case 'slider':
      return <Slider title={block.title} images={block.images} />;
    case 'faq':
      return <Faq title={block.title} items={block.items} />;
    case 'embed':
      return <EmbedSlot embed={block.embed} />;
  }
}

/** Every block of a page's dynamic zone, in the editor's order. */
export function PageBlocks({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={`${block.kind}-${index}`} block={block} />
      ))}
    </>
  );
}
