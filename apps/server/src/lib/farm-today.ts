import { calendarDay } from '@kiwo/domain';

/** Today in Nigeria (records are dated by the farm's calendar, not the server's). */
export const farmToday = () => calendarDay(new Date()) ?? new Date().toISOString().slice(0, 10);
