import { USSD_CODE } from '@kiwo/domain';
import { Link, Stack } from '@kiwo/ui';
import { webConfig, whatsAppLink } from '../../config';
import { useI18n } from '../../stores/locale';
import { NewsletterForm } from '../newsletter/NewsletterForm';
import * as styles from './landing.css';

type FooterLink = { label: string; href: string };

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §2 footer: newsletter, social links, and the Company, Product, Support, Legal groups. */
export function Footer() {
  const { t } = useI18n();
  const h = t.home;
  const greeting = t.shell.chatGreeting({ name: '' });
  return (
    <footer className={styles.footer}>
      <NewsletterForm />
      <div className={styles.linkGroups}>
        <LinkGroup
          title={h.footerCompany()}
          links={[
            { label: h.linkContact(), href: `mailto:${webConfig.contactEmail}` },
            { label: h.linkAbout(), href: '/#about' },
            { label: h.linkCommunity(), href: whatsAppLink(greeting) },
          ]}
        />
        <LinkGroup
          title={h.footerProduct()}
          links={[
            { label: h.linkChatbot(), href: whatsAppLink(greeting) },
            { label: h.linkFarmersApp(), href: '/login' },
            { label: h.linkAgentsApp(), href: '/login' },
            { label: h.linkVoiceAgent(), href: `tel:${webConfig.voiceAgentPhone}` },
          ]}
        />
        <LinkGroup
          title={h.footerSupport()}
          links={[
            { label: h.linkHelp(), href: whatsAppLink(greeting) },
            {
              label: h.linkUssd({ code: USSD_CODE }),
              href: `tel:${USSD_CODE.replace('#', '%23')}`,
            },
          ]}
        />
        <LinkGroup
          title={h.footerLegal()}
          links={[{ label: h.linkPrivacy(), href: '/privacy-policy' }]}
        />
        <LinkGroup
          title={h.footerSocial()}
          links={webConfig.social.map((s) => ({ label: s.name, href: s.href }))}
        />
      </div>
      <Stack>
        <p>{h.copyright({ year: new Date().getFullYear() })}</p>
      </Stack>
    </footer>
  );
}
