import { CONTENT_KEYS } from '@parada/core';
import { ContentScreen } from '@parada/ui';

/** /about: the grouping's conditions (condiciones_generales). */
export default function AboutPage() {
  return <ContentScreen contentKey={CONTENT_KEYS.conditions} />;
}
