import { getGeneralContact, saveBarrierReport, saveBookingRequest } from '~/content/index.server';
import { barrierReportMails } from '~/features/barrier-report/mail';
import { createBookingService, type BookingService } from './booking-service.server';
import { readBookingConfig, type BookingConfig } from './config.server';
import { outboxTransport, smtpTransport } from './mail-transport.server';

/**
 * The one booking service of this server process, built from the environment. The route
 * action submits to it; server/app.ts starts its retry worker.
 */
let service: BookingService | null = null;
let config: BookingConfig | null = null;

export function bookingConfig(): BookingConfig {
  return (config ??= readBookingConfig());
}

export function bookingService(): BookingService {
  if (service) return service;
  const settings = bookingConfig();
  service = createBookingService({
    queueDir: settings.queueDir,
    store: { save: saveBookingRequest },
    transport: settings.smtp ? smtpTransport(settings.smtp) : outboxTransport(settings.outboxDir),
    mailFrom: settings.mailFrom,
    museumAddress: async () => {
      if (settings.museumAddress) return settings.museumAddress;
      const contact = await getGeneralContact('de');
      return contact?.offers?.mail || contact?.mail || null;
    },
    barrierReports: {
      save: saveBarrierReport,
      mails: barrierReportMails,
      address: async () => {
        if (settings.feedbackAddress) return settings.feedbackAddress;
        const contact = await getGeneralContact('de');
        return contact?.mail || null;
      },
    },
    retryBaseMs: settings.retryBaseMs,
    retryMaxMs: settings.retryMaxMs,
    maxAttempts: settings.maxAttempts,
    confirmations: settings.confirmations,
  });
  return service;
}

/** Starts delivering what the queue holds (also what an earlier run left behind). */
export function startBookingWorker(): BookingService {
  const running = bookingService();
  running.start();
  const settings = bookingConfig();
  console.info(
    `[booking] worker started; mails ${settings.smtp ? 'via SMTP' : `to the outbox ${settings.outboxDir}`}`,
  );
  return running;
}
