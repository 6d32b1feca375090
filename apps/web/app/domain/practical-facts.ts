import type { PracticalFacts } from './types';

/** Facts of an item whose editors stated none: every row of its info block is left out. */
export const noPracticalFacts: PracticalFacts = {
  price: null,
  reducedPrice: null,
  freeAdmission: false,
  ticketUrl: null,
  registrationRequired: null,
  registrationUrl: null,
  registrationPhone: null,
  registrationMail: null,
  room: null,
  stepFree: null,
  durationMinutes: null,
  languages: [],
};
