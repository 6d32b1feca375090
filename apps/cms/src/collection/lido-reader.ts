// Reads LIDO 1.1 (and 1.0, which names the same elements) record by record from a stream, so a
// file of any size runs in the memory of one record: saxes parses the XML as it arrives, only
// the <lido:lido> being read is kept as a small tree, and each finished record is mapped and
// handed on before the next chunk is read. A record the mapping cannot use is reported with its
// place in the file and skipped; XML that is not well-formed ends the file with a report, and
// every record before it has been handed on.
//
// The mapping follows the LIDO element paths that collections management systems write (what
// museum-digital, the DDB and Europeana read): the inventory number from the repository's
// workID, titles and terms per xml:lang (on the element, or inherited from its
// descriptiveMetadata), production events for makers, dating, place and materials, acquisition
// and provenance events for the provenance, resourceSets for images with their rights.

import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  addText,
  emptyRecord,
  hasText,
  languageOf,
  licenceOf,
  yearOf,
  type CollectionRecord,
  type ImageSource,
  type Language,
  type Localized,
  type Maker,
  type ReadResult,
  type Term,
} from './record';

export const LIDO_NAMESPACE = 'http://www.lido-schema.org';
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

/** One element of a record: LIDO's local name, its attributes by local name, its children. */
interface Node {
  name: string;
  attributes: Record<string, string>;
  /** xml:lang of this element or the nearest ancestor that has one. */
  lang: string | undefined;
  children: Node[];
  text: string;
  line: number;
}

/** The LIDO records of a stream of XML text, in their order. */
export async function* readLido(
  input: AsyncIterable<string | Buffer>,
): AsyncGenerator<ReadResult, void, undefined> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const finished: Node[] = [];
  const stack: Node[] = [];
  const top = (): Node | undefined => stack[stack.length - 1];
  let recordCount = 0;

  parser.on('opentag', (tag: SaxesTagNS) => {
    const inRecord = stack.length > 0;
    if (!inRecord && !(tag.uri === LIDO_NAMESPACE && tag.local === 'lido')) return;
    const attributes: Record<string, string> = {};
    let lang: string | undefined;
    for (const attribute of Object.values(tag.attributes)) {
      if (attribute.uri === XML_NAMESPACE && attribute.local === 'lang') lang = attribute.value;
      else attributes[attribute.local] = attribute.value;
    }
    const node: Node = {
      name: tag.uri === LIDO_NAMESPACE ? tag.local : `{${tag.uri}}${tag.local}`,
      attributes,
      lang: lang ?? top()?.lang,
      children: [],
      text: '',
      line: parser.line,
    };
    top()?.children.push(node);
    stack.push(node);
  });
  parser.on('text', (text) => {
    const node = top();
    if (node) node.text += text;
  });
  parser.on('cdata', (text) => {
    const node = top();
    if (node) node.text += text;
  });
  parser.on('closetag', () => {
    const node = stack.pop();
    if (node && stack.length === 0) finished.push(node);
  });

  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of input) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      for (const record of finished.splice(0)) yield mapRecord(record, ++recordCount);
    }
    const rest = decoder.decode();
    if (rest) parser.write(rest);
    parser.close();
  } catch (error) {
    for (const record of finished.splice(0)) yield mapRecord(record, ++recordCount);
    const message = error instanceof Error ? error.message : String(error);
    yield {
      ok: false,
      position: `line ${parser.line}`,
      problems: [`The file is not well-formed XML, reading stopped here: ${message}`],
    };
    return;
  }
  for (const record of finished.splice(0)) yield mapRecord(record, ++recordCount);
}

// ---- tree helpers -------------------------------------------------------------------------

/** The descendants reached by a path of child names ("a/b/c"), in document order. */
function all(node: Node | undefined, path: string): Node[] {
  if (!node) return [];
  let nodes = [node];
  for (const step of path.split('/')) {
    nodes = nodes.flatMap((current) => current.children.filter((child) => child.name === step));
  }
  return nodes;
}

function first(node: Node | undefined, path: string): Node | undefined {
  return all(node, path)[0];
}

function textOf(node: Node | undefined): string {
  return node?.text.trim() ?? '';
}

/** The texts at a path, per language (German or English; others are left out). */
function localized(nodes: Node[], into: Localized = {}): Localized {
  for (const node of nodes) {
    const language = languageOf(node.lang, 'de');
    if (language) addText(into, language, node.text);
  }
  return into;
}

/** A term element (objectWorkType, classification, termMaterialsTech, roleActor …). */
function termOf(node: Node): Term | null {
  const label = localized(all(node, 'term'));
  const conceptId = textOf(first(node, 'conceptID')) || undefined;
  if (!hasText(label) && !conceptId) return null;
  return conceptId ? { label, conceptId } : { label };
}

/** Terms without repeats: one concept (by its id, else by its labels) once, with the labels of
 * every language a source gave it in (a second descriptiveMetadata names it again in English). */
function terms(nodes: Node[]): Term[] {
  const byKey = new Map<string, Term>();
  for (const node of nodes) {
    const term = termOf(node);
    if (!term) continue;
    const key = term.conceptId ?? `${term.label.de ?? ''}|${term.label.en ?? ''}`;
    const known = byKey.get(key);
    if (known) known.label = { ...term.label, ...known.label };
    else byKey.set(key, term);
  }
  return [...byKey.values()];
}

/** The preferred appellation of a set, else its first, per language. */
function appellation(set: Node | undefined): Localized {
  const values = all(set, 'appellationValue');
  const preferred = values.filter((value) => value.attributes.pref !== 'alternate');
  return localized(preferred.length > 0 ? preferred : values);
}

// ---- the mapping --------------------------------------------------------------------------

const PRODUCTION_EVENT = /herstellung|produktion|production|creation|entstehung|entwurf|design/i;
// LIDO terminology: lido00007 production, lido00012 creation, lido00224 designing.
const PRODUCTION_CONCEPT = /lido0*(7|12|224)$/;
const PROVENANCE_EVENT = /erwerb|acquisition|provenienz|provenance|schenkung|ankauf|besitz/i;
const PROVENANCE_CONCEPT = /lido0*(1|227)$/;
const INVENTORY = /invent|accession|inventar/i;
const LITERATURE = /literatur|bibliograph|publication|publikation|reference/i;
const TECHNIQUE = /techni/i;
const IMAGE_FILE = /\.(jpe?g|png|tiff?|webp|jp2|gif)(\?|#|$)/i;
const IMAGE_KIND = /image|bild|foto|photo|digitali/i;

function eventKind(event: Node): 'production' | 'provenance' | 'other' {
  const type = first(event, 'eventType');
  const words = all(type, 'term').map(textOf).join(' ');
  const concept = textOf(first(type, 'conceptID'));
  if (PRODUCTION_CONCEPT.test(concept) || PRODUCTION_EVENT.test(words)) return 'production';
  if (PROVENANCE_CONCEPT.test(concept) || PROVENANCE_EVENT.test(words)) return 'provenance';
  return 'other';
}

function makerOf(actorInRole: Node): Maker | null {
  const actor = first(actorInRole, 'actor');
  const names = appellation(first(actor, 'nameActorSet'));
  const name = names.de ?? names.en;
  if (!name) return null;
  const maker: Maker = { name };
  const role = localized(all(actorInRole, 'roleActor/term'));
  if (hasText(role)) maker.role = role;
  const born = yearOf(textOf(first(actor, 'vitalDatesActor/earliestDate')));
  const died = yearOf(textOf(first(actor, 'vitalDatesActor/latestDate')));
  if (born !== undefined) maker.born = born;
  if (died !== undefined) maker.died = died;
  for (const id of all(actor, 'actorID')) {
    const value = textOf(id);
    const where = `${id.attributes.source ?? ''} ${id.attributes.type ?? ''} ${value}`;
    const gnd = /d-nb\.info\/gnd|\bgnd\b/i.test(where) && value.match(/([0-9X-]{6,})\/?$/i);
    const wikidata = value.match(/\b(Q\d+)\/?$/);
    if (gnd && !maker.gnd) maker.gnd = gnd[1];
    else if (wikidata && /wikidata/i.test(where) && !maker.wikidata) maker.wikidata = wikidata[1];
  }
  return maker;
}

function imageOf(resourceSet: Node, problems: string[]): ImageSource | null {
  const representations = all(resourceSet, 'resourceRepresentation');
  const master =
    representations.find((r) => /master|provided|original/i.test(r.attributes.type ?? '')) ??
    representations[0];
  const link = first(master, 'linkResource');
  const source = textOf(link);
  if (!source) return null;
  const kind = [
    link?.attributes.formatResource ?? '',
    ...all(resourceSet, 'resourceType/term').map(textOf),
  ].join(' ');
  if (!IMAGE_FILE.test(source) && !IMAGE_KIND.test(kind)) return null;

  const descriptions = all(resourceSet, 'resourceDescription');
  const alt = localized(descriptions.filter((d) => /alt/i.test(d.attributes.type ?? '')));
  const caption = localized(descriptions.filter((d) => !/alt/i.test(d.attributes.type ?? '')));
  const rights = first(resourceSet, 'rightsResource');
  const statement = [...all(rights, 'rightsType/conceptID'), ...all(rights, 'rightsType/term')]
    .map(textOf)
    .join(' ');
  const holder = appellation(first(rights, 'rightsHolder/legalBodyName'));
  const rightsHolder = holder.de ?? holder.en;
  const credit = textOf(first(rights, 'creditLine')) || undefined;
  const licence = licenceOf(statement);
  if (!licence) {
    problems.push(
      statement
        ? `Image ${source}: the licence "${statement}" is not one we publish (CC0, CC BY 4.0, CC BY-SA 4.0, in copyright); the image is left out.`
        : `Image ${source}: no licence given; the image is left out.`,
    );
    return null;
  }
  if (licence === 'InC' && !rightsHolder) {
    problems.push(`Image ${source}: in copyright without a rights holder; the image is left out.`);
    return null;
  }
  const image: ImageSource = { source, caption, alt, licence };
  if (credit) image.credit = credit;
  if (rightsHolder) image.rightsHolder = rightsHolder;
  return image;
}

function mapRecord(lido: Node, index: number): ReadResult {
  const position = `record ${index} (line ${lido.line})`;
  const descriptive = all(lido, 'descriptiveMetadata');
  const administrative = all(lido, 'administrativeMetadata');
  const identification = descriptive.flatMap((d) => all(d, 'objectIdentificationWrap'));

  const workIds = identification.flatMap((i) => all(i, 'repositoryWrap/repositorySet/workID'));
  const inventoryNumber = textOf(
    workIds.find((id) => INVENTORY.test(id.attributes.type ?? '')) ?? workIds[0],
  );
  if (!inventoryNumber) {
    return {
      ok: false,
      position,
      problems: ['No inventory number (repositorySet/workID); the record is skipped.'],
    };
  }

  const record: CollectionRecord = emptyRecord(inventoryNumber);
  const problems: string[] = [];

  for (const identifying of identification) {
    for (const set of all(identifying, 'titleWrap/titleSet')) {
      const values = all(set, 'appellationValue');
      const preferred = values.filter((v) => v.attributes.pref !== 'alternate');
      for (const value of preferred.length > 0 ? preferred : values) {
        const language = languageOf(value.lang, 'de');
        if (language && !record.title[language]) addText(record.title, language, value.text);
      }
    }
    localized(
      all(identifying, 'inscriptionsWrap/inscriptions/inscriptionTranscription'),
      record.inscription,
    );
    localized(
      all(identifying, 'objectDescriptionWrap/objectDescriptionSet/descriptiveNoteValue'),
      record.description,
    );
    localized(
      all(identifying, 'objectMeasurementsWrap/objectMeasurementsSet/displayObjectMeasurements'),
      record.dimensions,
    );
  }
  if (!hasText(record.title)) {
    return {
      ok: false,
      position,
      inventoryNumber,
      problems: ['No title (titleWrap/titleSet/appellationValue); the record is skipped.'],
    };
  }

  const classification = descriptive.flatMap((d) => all(d, 'objectClassificationWrap'));
  record.objectTypes = terms(
    classification.flatMap((c) => all(c, 'objectWorkTypeWrap/objectWorkType')),
  );
  record.classifications = terms(
    classification.flatMap((c) => all(c, 'classificationWrap/classification')),
  );

  const eventSets = descriptive.flatMap((d) => all(d, 'eventWrap/eventSet'));
  const makers = new Map<string, Maker>();
  const materials: Node[] = [];
  const techniques: Node[] = [];
  const dating: Localized = {};
  const place: Localized = {};
  for (const eventSet of eventSets) {
    const event = first(eventSet, 'event');
    if (!event) continue;
    const kind = eventKind(event);
    if (kind === 'provenance') {
      const display = all(eventSet, 'displayEvent');
      const notes =
        display.length > 0 ? display : all(event, 'eventDescriptionSet/descriptiveNoteValue');
      localized(notes, record.provenance);
      continue;
    }
    if (kind !== 'production') continue;
    for (const actorInRole of all(event, 'eventActor/actorInRole')) {
      const maker = makerOf(actorInRole);
      if (!maker) continue;
      const known = makers.get(maker.name);
      if (known) {
        // The same maker in a second descriptiveMetadata: its role in that language.
        if (maker.role) known.role = { ...maker.role, ...known.role };
      } else makers.set(maker.name, maker);
    }
    for (const display of all(event, 'eventDate/displayDate')) {
      const language = languageOf(display.lang, 'de');
      if (language && !dating[language]) addText(dating, language, display.text);
    }
    const earliest = yearOf(textOf(first(event, 'eventDate/date/earliestDate')));
    const latest = yearOf(textOf(first(event, 'eventDate/date/latestDate')));
    if (earliest !== undefined || latest !== undefined || hasText(dating)) {
      record.dating ??= { display: dating };
      if (earliest !== undefined) record.dating.earliest ??= earliest;
      if (latest !== undefined) record.dating.latest ??= latest;
    }
    for (const eventPlace of all(event, 'eventPlace')) {
      const display = all(eventPlace, 'displayPlace');
      const names =
        display.length > 0
          ? localized(display)
          : appellation(first(eventPlace, 'place/namePlaceSet'));
      for (const language of ['de', 'en'] as Language[]) {
        if (names[language] && !place[language]) place[language] = names[language];
      }
    }
    for (const term of all(event, 'eventMaterialsTech/materialsTech/termMaterialsTech')) {
      (TECHNIQUE.test(term.attributes.type ?? '') ? techniques : materials).push(term);
    }
  }
  record.makers = [...makers.values()];
  record.materials = terms(materials);
  record.techniques = terms(techniques);
  if (hasText(place)) record.place = place;
  if (record.dating && !hasText(record.dating.display)) {
    const { earliest, latest } = record.dating;
    const span =
      earliest === latest || latest === undefined ? `${earliest}` : `${earliest ?? '?'}–${latest}`;
    record.dating.display = { de: span, en: span };
  }

  const relations = descriptive.flatMap((d) => all(d, 'objectRelationWrap'));
  record.subjects = terms(
    relations.flatMap((r) => all(r, 'subjectWrap/subjectSet/subject/subjectConcept')),
  );
  for (const set of relations.flatMap((r) => all(r, 'relatedWorksWrap/relatedWorkSet'))) {
    const relation = all(set, 'relatedWorkRelType/term').map(textOf).join(' ');
    if (LITERATURE.test(relation)) {
      const citation = textOf(first(set, 'relatedWork/displayObject'));
      if (citation && !record.literature.includes(citation)) record.literature.push(citation);
      continue;
    }
    const ids = all(set, 'relatedWork/object/objectID');
    const id = textOf(ids.find((i) => INVENTORY.test(i.attributes.type ?? '')) ?? ids[0]);
    if (id && id !== inventoryNumber && !record.related.includes(id)) record.related.push(id);
  }

  for (const admin of administrative) {
    localized(all(admin, 'rightsWorkWrap/rightsWorkSet/creditLine'), record.creditLine);
  }
  const seenImages = new Set<string>();
  for (const set of administrative.flatMap((a) => all(a, 'resourceWrap/resourceSet'))) {
    const image = imageOf(set, problems);
    if (!image) continue;
    const known = record.images.find((i) => i.source === image.source);
    if (known) {
      // The same image described again in the other language's administrativeMetadata.
      known.caption = { ...image.caption, ...known.caption };
      known.alt = { ...image.alt, ...known.alt };
    } else if (!seenImages.has(image.source)) {
      seenImages.add(image.source);
      record.images.push(image);
    }
  }

  // The record is usable; what was left out of it is reported beside it.
  return problems.length > 0
    ? { ok: true, record, position, warnings: problems }
    : { ok: true, record, position };
}
