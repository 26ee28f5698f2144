import { ChatIcon, Link } from '@kiwo/ui';
import { useI18n } from '../../stores/locale';

/** The way into the consultation page from a farmer's or agent's dashboard (ADR 0015). */
export function AskExpertLink({ as: role }: { as: 'farmer' | 'agent' }) {
  const { t } = useI18n();
  return (
    <Link variant="secondary" href={`/${role}/consultations`}>
      <ChatIcon /> {t.nav.askExpert()}
    </Link>
  );
}
