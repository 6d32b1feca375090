import type { SearchKind } from '~/domain/search-kind';
import type { MessageKey } from '~/i18n/messages';

/** The message key of a search kind's label ("Veranstaltung", "Event"), in the common texts. */
export const searchKindLabel = (kind: SearchKind): MessageKey =>
  `search.kind.${kind}` as MessageKey;
