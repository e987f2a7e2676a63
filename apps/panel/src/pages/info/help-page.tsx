import { CONTENT_KEYS } from '@parada/core';
import { ContentScreen } from '@parada/ui';

/** /help: the grouping's help page (usuario_info). */
export default function HelpPage() {
  return <ContentScreen contentKey={CONTENT_KEYS.help} />;
}
