import { isOneOf } from './guard';

/** Spec §3: farmer dashboard mode; it changes the sidebar menu (spec §2). */
export const FARM_MODES = ['simple', 'advanced'] as const;
export type FarmMode = (typeof FARM_MODES)[number];

export const DEFAULT_FARM_MODE: FarmMode = 'advanced';

const isFarmMode = (value: unknown): value is FarmMode => isOneOf(FARM_MODES, value);

export const normalizeFarmMode = (value: unknown): FarmMode =>
  isFarmMode(value) ? value : DEFAULT_FARM_MODE;
