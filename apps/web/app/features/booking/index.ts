export {
  DEFAULT_MAX_PARTICIPANTS,
  MAX_DAYS_AHEAD,
  bookingFields,
  isSalutation,
  maxLengths,
  salutations,
  type BookingField,
  type BookingOffer,
  type BookingRequest,
  type Salutation,
} from './fields';
export { timeHint, timeWindow, type TimeWindow } from './time-window';
export {
  validateBookingRequest,
  type BookingContext,
  type BookingErrors,
  type BookingTranslate,
  type BookingValidation,
} from './validate';
export {
  bookingConfirmationMail,
  bookingMail,
  bookingMailMessages,
  type BookingMail,
} from './mail';
