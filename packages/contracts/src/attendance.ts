import { crud } from './permissions.js';

/** How a day's attendance record came to be (`att_record.source`). */
export const AttendanceSource = { CLOCK: 1, IMPORT: 2, MANUAL: 3, HR_ENTRY: 4 } as const;
export type AttendanceSource = (typeof AttendanceSource)[keyof typeof AttendanceSource];

/** `att_record.dayType`: a Sunday is a rest day; a public holiday of the person's holiday scheme is a holiday. */
export const DayType = { WORKING: 0, REST: 1, PUBLIC_HOLIDAY: 2 } as const;
export type DayType = (typeof DayType)[keyof typeof DayType];

/** `status` of holiday schemes (enabled / disabled) and attendance schemes (start / close). */
export const SchemeStatus = { OFF: 0, ON: 1 } as const;

/** A holiday's `isLeave`: a day off, or a replacement working day. */
export const HolidayKind = { WORKING_DAY: 0, DAY_OFF: 1 } as const;

/** Menu and button codes of the attendance screens and calls. */
export const AttendancePermissions = {
  menu: 'attendance',
  holidaySchemes: crud('holiday_scheme'),
  schemes: crud('attendance_scheme'),
  records: { ...crud('attendance_record'), import: 'attendance_import', confirm: 'attendance_confirm' },
  sumByTeam: 'attendance_sum',
} as const;
