// Every request and response schema of the API, one file per area: a new schema is exported
// from its file and nothing else changes here.
export type { ErrorCode, FieldCode, FieldProblem } from '../problems';
export { isFieldCode } from '../problems';
export * from './admin';
export * from './admin-ops';
export * from './agent';
export * from './auth';
export * from './chat';
export * from './consultations';
export * from './conversations';
export * from './envelope';
export * from './events';
export * from './farm';
export * from './fields';
export * from './health';
export * from './marketplace';
export * from './messages';
export * from './newsletter';
export * from './notifications';
export * from './phone';
export * from './records';
export * from './setup';
export * from './staff';
export * from './stock';
export * from './user';
export * from './ussd';
