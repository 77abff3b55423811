/** Attendance: holiday schemes, attendance schemes, records, monthly confirmation, sums. */
const attendance = {
  holidaySchemes: 'Holiday schemes', title: 'Title', remark: 'Remark', enabled: 'Enabled', disabled: 'Disabled', holidays: 'Holidays',
  holidayName: 'Holiday', date: 'Date', week: 'Weekday', isLeave: 'Day off', workingDay: 'Working day',
  schemes: 'Attendance schemes', schemeName: 'Scheme name', holidayScheme: 'Holiday scheme', workTime: 'Work time', offTime: 'Off time',
  workingHours: 'Working hours', noonBreakHours: 'Noon break (hours)', newDayStartTime: 'New day starts at', isAcross: 'Shift',
  dayShift: 'Day shift', nightShift: 'Night shift (across midnight)', clockCardType: 'Clock-in by', byAddress: 'Address (GPS)', byIp: 'Wi-Fi / IP',
  byBeacon: 'iBeacon', clockCardName: 'Clock-in place', clockCardIp: 'Clock-in IP', clockCardRadius: 'Radius (m)', isIbeacon: 'iBeacon',
  status: 'Status', start: 'Start', close: 'Close', workers: 'Workers', projects: 'Projects',
  records: 'Attendance records', worker: 'Worker', employmentCode: 'Employment code', name: 'Name', attendanceDate: 'Attendance date',
  clockInTime: 'Clock-in', clockOutTime: 'Clock-out', hours: 'Hours', overtimeHours: 'Overtime hours', dayType: 'Day',
  workday: 'Working day', restDay: 'Rest day', publicHoliday: 'Public holiday', source: 'Source', clock: 'Clock', imported: 'Import',
  manual: 'Manual attendance', hrEntry: 'HR entry', month: 'Month', import: 'Import', confirmMonth: 'Confirm month',
  confirmMonthText: 'Confirm the attendance of {{month}}? Its records cannot be changed afterwards.', confirmedMonths: 'Confirmed months',
  confirmTime: 'Confirmed at', pickMonth: 'Choose a month',
  sumByTeam: 'Attendance by team', team: 'Team', project: 'Project', workerCount: 'Workers', attendanceDays: 'Attendance days',
  totalHours: 'Total hours',
};
export default attendance;
