import type { InfoBlock, PracticalFacts } from './types';

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

/** The texts of an info block whose editors wrote none (the facts may still fill rows). */
export const noInfoTexts: InfoBlock = {
  title: null,
  material: null,
  costs: null,
  targetGroup: null,
  registration: null,
  contact: null,
  place: null,
  meetingPoint: null,
  accessibility: null,
  notes: null,
  participants: null,
  duration: null,
};
