import type { OpeningHours } from './types';

/** Tuesday–Sunday 10–18, Thursday until 20, Monday closed, with a few exceptions (2026). */
export const museumHours: OpeningHours = {
  weekly: [
    { weekday: 'monday', opens: null, closes: null, closed: true },
    { weekday: 'tuesday', opens: '10:00:00.000', closes: '18:00:00.000', closed: false },
    { weekday: 'wednesday', opens: '10:00:00.000', closes: '18:00:00.000', closed: false },
    { weekday: 'thursday', opens: '10:00:00.000', closes: '20:00:00.000', closed: false },
    { weekday: 'friday', opens: '10:00', closes: '18:00', closed: false },
    { weekday: 'saturday', opens: '10:00', closes: '18:00', closed: false },
    { weekday: 'sunday', opens: '10:00', closes: '18:00', closed: false },
  ],
  exceptions: [
    {
      date: '2026-04-06',
      opens: '10:00',
      closes: '18:00',
      closed: false,
      label: { de: 'Ostermontag', en: 'Easter Monday' },
    },
    {
      date: '2026-12-24',
      opens: null,
      closes: null,
      closed: true,
      label: { de: 'Heiligabend', en: 'Christmas Eve' },
    },
    { date: '2026-12-31', opens: '10:00:00.000', closes: '14:30:00.000', closed: false },
    { date: '2026-03-01', opens: null, closes: null, closed: true },
  ],
};
