import { Link } from '@kiwo/ui';
import { useAreaI18n } from '../../stores/locale';
import * as styles from './agent.css';

/** `https://wa.me/` takes the international number as digits only (no `+`). */
const whatsappOf = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/**
 * Tap-to-call and WhatsApp for a farmer (phones stored in E.164): each link named with the
 * farmer, so a screen reader hears whom it calls, and 44 px tall on a phone.
 */
export function FarmerContact({ name, phone }: { name: string; phone: string }) {
  const { t } = useAreaI18n('agent');
  return (
    <span className={styles.contact}>
      <Link href={`tel:${phone}`} aria-label={`${t.agent.call({ name })} ${phone}`}>
        {phone}
      </Link>
      <Link
        href={whatsappOf(phone)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.agent.whatsapp({ name })}
      >
        WhatsApp
      </Link>
    </span>
  );
}
