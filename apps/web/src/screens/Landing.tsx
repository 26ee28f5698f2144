import { Stack } from '@kiwo/ui';
import { CallToAction } from '../features/landing/CallToAction';
import { Features } from '../features/landing/Features';
import { Footer } from '../features/landing/Footer';
import { Hero } from '../features/landing/Hero';

/** `/` — the landing page (spec §2): hero, features, call to action, footer. */
export default function Landing() {
  return (
    <Stack gap="xl">
      <Hero />
      <Features />
      <CallToAction />
      <Footer />
    </Stack>
  );
}
