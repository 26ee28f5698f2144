import type { IslandStrings } from '../features/landing/islandStrings';
import { ISLAND_STRINGS_ID } from './contract';

/** The current page's strings (re-read after a language swap replaces the page). */
export const strings = (): IslandStrings =>
  JSON.parse(document.getElementById(ISLAND_STRINGS_ID)?.textContent ?? '{}') as IslandStrings;
