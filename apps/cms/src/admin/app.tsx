import type { StrapiApp } from '@strapi/strapi/admin';
import { BookingExportButton } from './booking-export';

export default {
  config: {},
  bootstrap(app: StrapiApp) {
    app.getPlugin('content-manager').injectComponent('listView', 'actions', {
      name: 'booking-export',
      Component: BookingExportButton,
    });
  },
};
