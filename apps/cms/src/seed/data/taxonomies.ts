import type { LocalizedItem } from '../lib/documents';

type Scope = 'event' | 'offer' | 'discover';

const category = (scope: Scope, de: [string, string], en: [string, string]): LocalizedItem => ({
  key: de[1],
  de: { title: de[0], slug: de[1], scope },
  en: { title: en[0], slug: en[1], scope },
});

// Keys (= German slugs) are what events, offers and digital offers refer to.
export const CATEGORIES: LocalizedItem[] = [
  category('event', ['Führung', 'fuehrung'], ['Tour', 'tour']),
  category('event', ['Workshop', 'workshop'], ['Workshop', 'workshop']),
  category('event', ['Vortrag', 'vortrag'], ['Talk', 'talk']),
  category('event', ['Konzert', 'konzert'], ['Concert', 'concert']),
  category(
    'event',
    ['Familienprogramm', 'familienprogramm'],
    ['Family programme', 'family-programme'],
  ),
  category('event', ['Fest', 'fest'], ['Festival', 'festival']),
  category(
    'offer',
    ['Überblicksführung', 'ueberblicksfuehrung'],
    ['Highlights tour', 'highlights-tour'],
  ),
  category('offer', ['Themenführung', 'themenfuehrung'], ['Themed tour', 'themed-tour']),
  category(
    'offer',
    ['Mitmachangebot', 'mitmachangebot'],
    ['Hands-on activity', 'hands-on-activity'],
  ),
  category(
    'discover',
    ['Hinter den Kulissen', 'hinter-den-kulissen'],
    ['Behind the scenes', 'behind-the-scenes'],
  ),
  category(
    'discover',
    ['Technikgeschichte', 'technikgeschichte'],
    ['History of technology', 'history-of-technology'],
  ),
  category('discover', ['Kunst', 'kunst'], ['Art', 'art']),
  category('discover', ['Zum Mitraten', 'zum-mitraten'], ['Play along', 'play-along']),
];

const targetGroup = (de: [string, string], en: [string, string]): LocalizedItem => ({
  key: de[1],
  de: { title: de[0], slug: de[1] },
  en: { title: en[0], slug: en[1] },
});

export const TARGET_GROUPS: LocalizedItem[] = [
  targetGroup(['Familien', 'familien'], ['Families', 'families']),
  targetGroup(['Schulklassen', 'schulklassen'], ['School classes', 'school-classes']),
  targetGroup(['Gruppen', 'gruppen'], ['Groups', 'groups']),
  targetGroup(['Erwachsene', 'erwachsene'], ['Adults', 'adults']),
  targetGroup(['Kinder', 'kinder'], ['Children', 'children']),
  targetGroup(['Jugendliche', 'jugendliche'], ['Teenagers', 'teenagers']),
  targetGroup(['Seniorinnen und Senioren', 'seniorinnen-senioren'], ['Seniors', 'seniors']),
  targetGroup(['Kitas', 'kitas'], ['Nursery groups', 'nursery-groups']),
];

const tag = (
  key: 'signLanguage' | 'simpleLanguage' | 'accessible',
  de: [string, string],
  en: [string, string],
): LocalizedItem => ({
  key,
  de: { title: de[0], slug: de[1], key },
  en: { title: en[0], slug: en[1], key },
});

// Keyed by the enum value, so data/ can write accessibilityTags: ['signLanguage'].
export const ACCESSIBILITY_TAGS: LocalizedItem[] = [
  tag('signLanguage', ['Gebärdensprache', 'gebaerdensprache'], ['Sign language', 'sign-language']),
  tag(
    'simpleLanguage',
    ['Leichte Sprache', 'leichte-sprache'],
    ['Simple language', 'simple-language'],
  ),
  tag('accessible', ['Barrierefrei', 'barrierefrei'], ['Accessible', 'accessible']),
];
