import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The attendance module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const attendanceNames: ModuleNames = {
  zh: {
    menus: {
      attendance: '考勤',
      holiday_scheme: '假日方案',
      attendance_scheme: '考勤方案',
      attendance_record: '考勤记录',
      attendance_import: '导入考勤',
      attendance_confirm: '确认月份',
      attendance_sum: '班组考勤汇总',
    },
    forms: { muddleheaded: '漏打卡', overtime: '加班申请', manualAttendance: '手工考勤' },
    fields: {
      attendanceDate: '日期',
      clockType: '漏打类型',
      clockInTime: '上班打卡时间',
      clockOutTime: '下班打卡时间',
      ot: '加班',
      staffName: '员工姓名',
      manualDates: '补录日期',
    },
    fieldOptions: { 'clockType.1': '上班打卡', 'clockType.2': '下班打卡', 'clockType.3': '两者' },
    templates: {
      '{s}; this request can no longer be approved, reject it instead': '{s}；该申请已无法批准，请驳回',
      "The holiday scheme is used by the attendance scheme '{s}'": '该假日方案正被考勤方案“{s}”使用',
      'Attendance of {s} has already been confirmed': '{s} 的考勤已确认',
      'Attendance of {s} has been confirmed and cannot be changed': '{s} 的考勤已确认，不能修改',
      'there is already a record for {s}; edit that one': '{s} 已有记录，请编辑该记录',
    },
    messages: {
      'give a worker or a staff member, not both': '请填写工人或员工，不能同时填写',
      'overlaps another overtime period': '与另一段加班时间重叠',
      'must be after workTime for a day shift (choose night shift for one across midnight)': '白班的下班时间必须晚于上班时间（跨午夜请选择夜班）',
    },
    headers: { 'Clock In': '上班打卡', 'Clock Out': '下班打卡' },
  },
  de: { menus: { attendance: 'Anwesenheit' } },
  fr: { menus: { attendance: 'Présence' } },
  pt: { menus: { attendance: 'Assiduidade' } },
};
