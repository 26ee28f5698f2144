/**
 * `/` is the prerendered landing page the server sends (ADR 0014), not a screen of this app
 * (ADR 0033: the React copy of it is gone). A link to it leaves the app with a full page load,
 * so the visitor gets that page, in their language, from the server or the worker's copy.
 */
export const isLandingHref = (href: string): boolean => /^\/(?:[?#]|$)/.test(href);
