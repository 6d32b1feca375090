import { route, type RouteConfig } from '@react-router/dev/routes';
import { notFoundModule, screenModule, serviceRoutes } from './site/modules';
import { screenPath, screenRouteId } from './site/paths';
import { routeForms, screenIds } from './site/screens';

/** Every screen of the screen table in its three URL forms; the service routes; everything else is a 404. */
export default [
  ...screenIds.flatMap((id) =>
    routeForms.map((form) =>
      route(screenPath(id, form), screenModule(id), { id: screenRouteId(id, form) }),
    ),
  ),
  ...serviceRoutes.map(({ id, path, file }) => route(path, file, { id })),
  route('*', notFoundModule, { id: 'not-found' }),
] satisfies RouteConfig;
