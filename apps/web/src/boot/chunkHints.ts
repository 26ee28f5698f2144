type HintChunks = (path: string) => void;

/**
 * Asks at once for every chunk and dictionary part a path's screen needs, through the map the
 * first-screen script left on `window` (boot.config.ts). The build has no Vite preload helper
 * (`modulePreload: false`), so without this a screen's chunk would be fetched first and the
 * chunks it imports only once it arrived. In development there is no such script: nothing to do.
 */
export const hintChunks = (path: string) =>
  (window as { kiwoHintChunks?: HintChunks }).kiwoHintChunks?.(path);
