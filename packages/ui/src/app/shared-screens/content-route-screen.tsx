import { Navigate, useParams } from 'react-router';
import { contentKeySchema } from '@parada/core';
import { ContentScreen } from '../../account/content-screen';
import { usePaths } from '../app-paths';

/** /content/{content_key}: help, conditions or privacy; any other key is a 404. */
export default function ContentRouteScreen() {
  const parsed = contentKeySchema.safeParse(useParams().content_key);
  const { pathOf } = usePaths();
  if (!parsed.success) return <Navigate to={pathOf('not_found')} replace />;
  return <ContentScreen contentKey={parsed.data} />;
}
