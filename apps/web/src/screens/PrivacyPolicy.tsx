import { Stack } from '@kiwo/ui';
import { webConfig } from '../config';
import { NarrowPage } from '../layouts/NarrowPage';
import { useAreaI18n } from '../stores/locale';

/** `/privacy-policy`: a plain-language notice under the Nigeria Data Protection Act 2023. */
export default function PrivacyPolicy() {
  const { t } = useAreaI18n('site');
  const p = t.privacy;
  const sections = [
    [p.collectTitle(), p.collectBody()],
    [p.whyTitle(), p.whyBody()],
    [p.ninTitle(), p.ninBody()],
    [p.shareTitle(), p.shareBody()],
    [p.keepTitle(), p.keepBody()],
    [p.rightsTitle(), p.rightsBody()],
    [p.securityTitle(), p.securityBody()],
    [p.contactTitle(), p.contactBody({ email: webConfig.contactEmail })],
  ];
  return (
    <NarrowPage>
      <Stack gap="md">
        <h1>{p.title()}</h1>
        <p>{p.updated()}</p>
        <p>{p.intro()}</p>
        {sections.map(([title, body]) => (
          <Stack key={title} as="section" gap="xs" aria-label={title}>
            <h2>{title}</h2>
            <p>{body}</p>
          </Stack>
        ))}
      </Stack>
    </NarrowPage>
  );
}
