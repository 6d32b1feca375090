import type { ReactNode } from 'react';
import { EmbedContext } from '~/ui/embed/EmbedSlot';
import { ConsentEmbed } from './ConsentEmbed';

/**
 * Around the content of screens that may show embeds (pages, digital offers): their embeds load
 * only with consent. Only those screens' code carries the embed logic.
 */
export function ConsentEmbeds({ children }: { children: ReactNode }) {
  return <EmbedContext.Provider value={ConsentEmbed}>{children}</EmbedContext.Provider>;
}
