import { landingApi } from './api';
import { clearLocalSession, currentSession } from './session';
import { strings } from './strings';

let pending = false;

/**
 * Spec §4 logout from the landing navbar: "Logging out..." while pending, repeated clicks
 * ignored, an API failure ignored, then local clean-up and the login page.
 */
async function logout(button: HTMLElement) {
  if (pending) return;
  pending = true;
  const label = button.querySelector('[data-island="logout-label"]');
  if (label) label.textContent = strings().loggingOut;
  button.setAttribute('aria-disabled', 'true');
  try {
    if (currentSession()) await landingApi.logout();
  } catch {
    // Spec §4: a logout API failure is ignored.
  }
  clearLocalSession();
  location.assign('/login');
}

export function watchLogout() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-island="logout"]');
    if (button) void logout(button);
  });
}
