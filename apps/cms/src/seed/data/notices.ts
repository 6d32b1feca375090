// Urgent notices (collection notice): short texts shown on every page between their start and
// end. The demo has three that are over by the day of seeding, as examples for editors of what
// such a notice says; none shows on the site.
import type { KeyedLocalizedItem } from '../lib/documents';
import { addDays, berlinDateTime, type CalendarDate } from '../lib/time';

const at = (day: CalendarDate, time: string) => berlinDateTime(day, time);

export function notices(today: CalendarDate): KeyedLocalizedItem[] {
  const waterDamage = addDays(today, -40);
  const lift = addDays(today, -12);
  const earlyClose = addDays(today, -3);
  const shared = (start: string, end: string, severity: 'info' | 'warning') => ({
    startsAt: start,
    endsAt: end,
    severity,
  });
  return [
    {
      key: 'wasserschaden',
      de: {
        text: 'Heute wegen eines Wasserschadens geschlossen. Bereits gekaufte Tickets gelten an jedem anderen Tag.',
        linkUrl: '/besuch/zeiten-preise',
        linkLabel: 'Öffnungszeiten',
        ...shared(at(waterDamage, '07:00'), at(waterDamage, '20:00'), 'warning'),
      },
      en: {
        text: 'Closed today because of water damage. Tickets already bought are valid on any other day.',
        linkUrl: '/en/visit/opening-prices',
        linkLabel: 'Opening hours',
        ...shared(at(waterDamage, '07:00'), at(waterDamage, '20:00'), 'warning'),
      },
    },
    {
      key: 'aufzug',
      de: {
        text: 'Der Aufzug zur Maschinenhalle ist außer Betrieb. Unser Team begleitet Sie über den Lastenaufzug.',
        linkUrl: '/barrierefreiheit/barrierefrei-besuchen',
        ...shared(at(lift, '09:00'), at(addDays(lift, 2), '18:00'), 'info'),
      },
      en: {
        text: 'The lift to the machine hall is out of order. Our staff will take you up in the goods lift.',
        linkUrl: '/en/accessibility/accessible-visit',
        ...shared(at(lift, '09:00'), at(addDays(lift, 2), '18:00'), 'info'),
      },
    },
    {
      key: 'frueher-schluss',
      de: {
        text: 'Heute schließt das Museum wegen einer Veranstaltung schon um 16 Uhr.',
        ...shared(at(earlyClose, '08:00'), at(earlyClose, '16:00'), 'info'),
      },
      en: {
        text: 'Today the museum closes early, at 4 pm, because of an event.',
        ...shared(at(earlyClose, '08:00'), at(earlyClose, '16:00'), 'info'),
      },
    },
  ];
}
