import { type UssdMenu, ussdCalls, ussdSessionsCsvPath } from '@kiwo/api-client';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { http } from './api';
import { downloadCsv } from './csv';

/** The USSD channel's web calls (ADR 0027): the admin's sessions page and the user's PIN. */
const api = ussdCalls(http);

export const useUssdSessions = (search: string, menu: UssdMenu | undefined, page: number) =>
  useSWR(
    ['admin', 'ussd-sessions', search, menu ?? '', page],
    () => api.sessions({ search: search || undefined, menu, page, limit: 20 }),
    { keepPreviousData: true },
  );

export const downloadUssdSessionsCsv = (search: string, menu: UssdMenu | undefined) =>
  downloadCsv(ussdSessionsCsvPath({ search: search || undefined, menu }), 'kiwo-ussd-sessions');

export const useUssdPin = () => useSWR('ussd/pin', () => api.pin());

export const useSetUssdPin = () =>
  useSWRMutation('ussd/pin', (_key: string, { arg }: { arg: string | null }) =>
    arg === null ? api.removePin() : api.setPin(arg),
  );
