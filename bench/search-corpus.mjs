// A made-up but German-looking content set for the search figures: 10,000 items with titles of
// about five words, bodies of about 150, compounds and umlauts; the same every run (seeded).

/** Small seeded generator (a linear congruential one is enough for picking words). */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const parts =
  `Dampf Maschine Luft Schiff Halle Kunst Werk Stadt Bahn Glas Fenster Uhr Turm Licht Bild
  Druck Papier Holz Eisen Stahl Motor Rad Wasser Kraft Feuer Post Karte Farbe Stein Garten Haus Tür
  Schloss Brücke Zeit Reise Sammlung Führung Werkstatt Ausstellung Fahrzeug Flug Technik Kammer
  Musik Orgel Spiel Kinder Familie Schule Kurs Abend Geschichte Forschung Archiv Nacht Bau Modell
  Bühne Film Foto Kamera Straße Mühle Brunnen Kloster Kirche Ritter Rüstung Schmuck Gold Silber
  Münze Kupfer Gemälde Skulptur Zeichnung Porträt Landschaft Küste Hafen Segel Anker Wolke Stern
  Himmel Planet Kompass Karren Wagen Schmiede Weberei Spindel Faden Tuch Leder Schuh Hut Krone`
    .split(/\s+/)
    .filter(Boolean);
const adjectives =
  `groß klein alt neu historisch technisch öffentlich früh spät berühmt selten schön
  dunkel hell schwer leicht mächtig zart bunt grün golden hölzern gläsern eisern modern barock`
    .split(/\s+/)
    .filter(Boolean);
const endings = ['e', 'en', 'er', 'es', ''];
const verbs = `zeigt erklärt entdeckt baut erzählt führt öffnet sammelt restauriert präsentiert
  untersucht beschreibt verbindet bewahrt erforscht vermittelt begleitet verändert`
  .split(/\s+/)
  .filter(Boolean);
const glue =
  'der die das und mit von im in für auf aus zu den dem ein eine über bei nach wie'.split(' ');
const names =
  `Zeppelin Bosch Daimler Gutenberg Dürer Holbein Kepler Humboldt Manchester Friedrichshafen
  Ulm Stuttgart Konstanz Lindau Maybach Dornier Merian Goethe`
    .split(/\s+/)
    .filter(Boolean);
const kinds = [
  ['event', 0.35],
  ['exhibition', 0.1],
  ['offer', 0.15],
  ['discover', 0.15],
  ['page', 0.1],
  ['press', 0.1],
  ['author', 0.03],
  ['category', 0.02],
];

// Made-up German-sounding nouns beside the real ones, so the lexicon has thousands of words.
const onsets = 'B Br D Dr F Fl G Gr H K Kl Kr L M N P Pf R S Sch Schw St T Tr W Z'.split(' ');
const vowels = 'a e i o u au ei ä ö ü ie'.split(' ');
const codas = 'ng nd ld rt st ck ll mm rn ß ch lz nk rg'.split(' ');
const tails = ['', '', 'e', 'er', 'el', 'ung', 'heit', 'ling', 'ei', 'ner'];

function makeLexicon(size, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = new Set(parts);
  while (words.size < size) {
    words.add(pick(onsets) + pick(vowels) + pick(codas) + pick(tails));
  }
  // Shuffled, so real and made-up words share the frequent and the rare ranks.
  const list = [...words];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/**
 * Picks by the Zipf–Mandelbrot law (rank r with weight 1/(r + 20)), as content words spread
 * in real text: a few common, most rare, and none in nearly every sentence.
 */
function zipf(list, next) {
  const cumulative = [];
  let sum = 0;
  for (let r = 1; r <= list.length; r++) cumulative.push((sum += 1 / (r + 20)));
  return () => {
    const target = next() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return list[low];
  };
}

const lexicons = new Map();

export function makeVocabulary(next, { queries = false } = {}) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  if (!lexicons.has('de')) lexicons.set('de', makeLexicon(2500, random(4711)));
  const lexicon = lexicons.get('de');
  const common = zipf(lexicon, next);
  // Visitors look for specific things as often as for common ones.
  const part = queries ? () => (next() < 0.5 ? common() : pick(lexicon)) : common;
  const join = (a, b) => (a === b ? a : a + b.toLocaleLowerCase('de'));
  // Compounds recur like other words: drawn from a fixed list of 8,000, not made up each time.
  if (!lexicons.has('compounds')) {
    const build = random(815);
    const pickPart = zipf(lexicon, build);
    lexicons.set(
      'compounds',
      Array.from({ length: 8000 }, () => join(pickPart(), pickPart())),
    );
  }
  const compounds = lexicons.get('compounds');
  const commonCompound = zipf(compounds, next);
  const compound = queries
    ? () => (next() < 0.5 ? commonCompound() : pick(compounds))
    : commonCompound;
  const noun = () => {
    const word = next() < 0.45 ? compound() : part();
    return next() < 0.25 ? word + pick(['en', 'e', 'n', 's']) : word;
  };
  // Adjectives and verbs also come in thousands, a few of them common.
  if (!lexicons.has('adjectives')) {
    const build = random(2024);
    const any = (list) => list[Math.floor(build() * list.length)];
    const made = (suffixes, count) =>
      Array.from({ length: count }, () =>
        (any(onsets) + any(vowels) + any(codas) + any(suffixes)).toLocaleLowerCase('de'),
      );
    lexicons.set('adjectives', [...adjectives, ...made(['ig', 'lich', 'isch', 'bar', 'sam'], 800)]);
    lexicons.set('verbs', [...verbs, ...made(['t', 'et', 'iert', 'elt'], 800)]);
  }
  const someAdjective = zipf(lexicons.get('adjectives'), next);
  const someVerb = zipf(lexicons.get('verbs'), next);
  const adjective = () => someAdjective() + pick(endings);
  return {
    pick,
    part,
    compound,
    noun,
    adjective,
    verb: someVerb,
    glue: () => pick(glue),
  };
}

function sentence(v, next, length) {
  const out = [];
  while (out.length < length) {
    const r = next();
    if (r < 0.3) out.push(v.glue());
    else if (r < 0.6) out.push(v.noun());
    else if (r < 0.75) out.push(v.adjective());
    else if (r < 0.9) out.push(v.verb());
    else if (r < 0.95) out.push(v.pick(names));
    else out.push(String(1700 + Math.floor(next() * 326)));
  }
  const text = out.join(' ');
  return text.charAt(0).toLocaleUpperCase('de') + text.slice(1) + '.';
}

function text(v, next, words) {
  const sentences = [];
  let count = 0;
  while (count < words) {
    const length = 8 + Math.floor(next() * 8);
    sentences.push(sentence(v, next, length));
    count += length;
  }
  return sentences.join(' ');
}

function kindOf(next) {
  let r = next();
  for (const [kind, share] of kinds) {
    r -= share;
    if (r < 0) return kind;
  }
  return 'page';
}

const DAY = 24 * 60 * 60 * 1000;

/** `count` documents for one locale; events and exhibitions spread around `today`. */
export function makeCorpus(
  count,
  { seed = 17, locale = 'de', today = Date.UTC(2026, 10, 25) } = {},
) {
  const next = random(seed);
  const v = makeVocabulary(next);
  const docs = [];
  for (let n = 0; n < count; n++) {
    const kind = kindOf(next);
    const title = `${v.glue()} ${v.adjective()} ${v.noun()} ${v.glue()} ${v.pick(names)}`;
    const doc = {
      id: `${kind}:bench-${n}`,
      kind,
      locale,
      title: title.charAt(0).toLocaleUpperCase('de') + title.slice(1),
      headline: next() < 0.5 ? text(v, next, 8) : null,
      teaser: text(v, next, 20),
      body: text(v, next, 130 + Math.floor(next() * 40)),
      path: `/${kind}/bench-${n}`,
    };
    if (kind === 'event' || kind === 'exhibition') {
      const start = today + Math.floor((next() - 0.4) * 400) * DAY;
      const end = start + (kind === 'event' ? 0 : 90 * DAY);
      doc.date = {
        start: new Date(start).toISOString().slice(0, 10),
        end: new Date(end).toISOString().slice(0, 10),
      };
    }
    docs.push(doc);
  }
  return docs;
}

/** Varied queries: words, two words, prefixes, typos, compound parts, folded spellings, phrases. */
export function makeQueries(count, docs, seed = 99) {
  const next = random(seed);
  const v = makeVocabulary(next, { queries: true });
  const typo = (word) => {
    const at = 1 + Math.floor(next() * (word.length - 2));
    return next() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  };
  const folded = (word) =>
    word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  const makers = [
    () => v.noun(),
    () => `${v.noun()} ${v.noun()}`,
    () => v.compound().slice(0, 3 + Math.floor(next() * 5)),
    () => typo(v.compound()),
    () => v.part(),
    () => folded(v.noun()).toLocaleLowerCase('de'),
    () => `${v.adjective()} ${v.noun()}`,
    () => {
      const words = v.pick(docs).body.split(' ');
      const at = Math.floor(next() * (words.length - 3));
      return `"${words
        .slice(at, at + 3)
        .join(' ')
        .replace(/[.]/g, '')}"`;
    },
  ];
  return Array.from({ length: count }, (_, i) => makers[i % makers.length]());
}

/** What someone types into the menu's search field: the start of a title word or two. */
export function makeTypings(count, docs, seed = 7) {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const words = docs[Math.floor(next() * docs.length)].title.split(' ');
    const word = words[1 + Math.floor(next() * (words.length - 1))];
    return word.slice(0, 2 + Math.floor(next() * Math.max(1, word.length - 1)));
  });
}
