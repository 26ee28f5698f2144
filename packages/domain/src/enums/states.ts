import { isOneOf } from './guard';

/** Spec §3: the 36 states of Nigeria, Abia to Zamfara. The FCT (Abuja) is deliberately not listed. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;
export type NigerianState = (typeof NIGERIAN_STATES)[number];

export const isNigerianState = (value: unknown): value is NigerianState =>
  isOneOf(NIGERIAN_STATES, value);
