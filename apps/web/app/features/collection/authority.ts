import type { CollectionMaker } from '~/domain/collection';

/** A maker's authority records as URIs (GND, Wikidata), with the name of each register. */
export function authorityRecords(
  maker: Pick<CollectionMaker, 'gnd' | 'wikidata'>,
): { register: 'GND' | 'Wikidata'; uri: string }[] {
  return [
    ...(maker.gnd ? [{ register: 'GND' as const, uri: `https://d-nb.info/gnd/${maker.gnd}` }] : []),
    ...(maker.wikidata
      ? [{ register: 'Wikidata' as const, uri: `http://www.wikidata.org/entity/${maker.wikidata}` }]
      : []),
  ];
}
