/**
 * The collection index of this server process (collection-service.server.ts), fed from the CMS
 * by the content layer. server/app.ts starts it and passes webhook changes to it; the search
 * page's loader asks it.
 */
import { getCollectionObjectVersions, listCollectionObjects } from '~/content/collection.server';
import { createCollectionService, openIndexFile } from './collection-service.server';

export const collectionService = createCollectionService({
  source: { all: listCollectionObjects, one: getCollectionObjectVersions },
  open: () => openIndexFile(),
});
