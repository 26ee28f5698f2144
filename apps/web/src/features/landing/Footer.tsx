import { USSD_CODE } from '@kiwo/domain';
import type { Translator } from '@kiwo/i18n';
import type { ReactNode } from 'react';
import { webConfig, whatsAppLink } from '../../config';
import { ussdHref } from './Hero';
import * as styles from './landing.css';

type FooterLink = { label: string; href: string; external?: boolean };

function LinkGroup({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            <a
              className={styles.textLink}
              href={link.href}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Spec §2 footer: newsletter (the prerendered page's plain form, driven by the island), social
 * links, and the Company, Product, Support, Legal groups.
 */
export function Footer({ t, newsletter }: { t: Translator; newsletter: ReactNode }) {
  const h = t.home;
  const chat = whatsAppLink(t.chat.whatsAppGreeting());
  return (
    <footer className={styles.footer}>
      {newsletter}
      <div className={styles.linkGroups}>
        <LinkGroup
          title={h.footerCompany()}
          links={[
            { label: h.linkContact(), href: `mailto:${webConfig.contactEmail}` },
            { label: h.linkAbout(), href: '/#about' },
            { label: h.linkCommunity(), href: chat, external: true },
          ]}
        />
        <LinkGroup
          title={h.footerProduct()}
          links={[
            { label: h.linkChatbot(), href: chat, external: true },
            { label: h.linkFarmersApp(), href: '/login' },
            { label: h.linkAgentsApp(), href: '/login' },
            { label: h.linkVoiceAgent(), href: `tel:${webConfig.voiceAgentPhone}` },
          ]}
        />
        <LinkGroup
          title={h.footerSupport()}
          links={[
            { label: h.linkHelp(), href: chat, external: true },
            { label: h.linkUssd({ code: USSD_CODE }), href: ussdHref },
          ]}
        />
        <LinkGroup
          title={h.footerLegal()}
          links={[{ label: h.linkPrivacy(), href: '/privacy-policy' }]}
        />
        <LinkGroup
          title={h.footerSocial()}
          links={webConfig.social.map((s) => ({ label: s.name, href: s.href, external: true }))}
        />
      </div>
      <p className={styles.muted}>{h.copyright({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}
