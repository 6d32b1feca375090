import type { Core } from '@strapi/strapi';
import { BARRIER_REPORT } from '../bootstrap/content-types';
import { throughContentApi } from '../booking/stamp-workflow';

/**
 * A visitor's barrier report arrives new and without the team's note, whatever the body the
 * site's token sends says: only editors move it along (Neu → In Bearbeitung → Erledigt).
 */
export function registerBarrierReportIntake(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== BARRIER_REPORT || context.action !== 'create') return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && throughContentApi(strapi)) {
      data.reportStatus = 'new';
      delete data.internalNote;
    }
    return next();
  });
}
