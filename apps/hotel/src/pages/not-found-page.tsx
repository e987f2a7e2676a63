import { NotFoundPage as NotFound } from '@parada/ui';
import { pathOf } from '../app/paths';

/** 'Oops! Nothing here...' with a way back to the hotel home (or the login). */
export default function NotFoundPage() {
  return <NotFound homeHref={pathOf('hotel_home')} />;
}
