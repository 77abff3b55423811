import type { Messages } from '../en';

const attendance: Messages['attendance'] = {
  holidaySchemes: '假期方案', title: '标题', remark: '备注', enabled: '启用', disabled: '停用', holidays: '假期',
  holidayName: '假期', date: '日期', week: '星期', isLeave: '休息', workingDay: '工作日',
  schemes: '考勤方案', schemeName: '方案名称', holidayScheme: '假期方案', workTime: '上班时间', offTime: '下班时间',
  workingHours: '工作时长', noonBreakHours: '午休(小时)', newDayStartTime: '新一天开始', isAcross: '班次',
  dayShift: '白班', nightShift: '夜班(跨天)', clockCardType: '打卡方式', byAddress: '地址(GPS)', byIp: 'Wi-Fi / IP',
  byBeacon: 'iBeacon', clockCardName: '打卡地点', clockCardIp: '打卡IP', clockCardRadius: '半径(米)', isIbeacon: 'iBeacon',
  status: '状态', start: '启用', close: '关闭', workers: '工人', projects: '项目',
  records: '考勤记录', worker: '工人', employmentCode: '工号', name: '姓名', attendanceDate: '考勤日期',
  clockInTime: '上班打卡', clockOutTime: '下班打卡', hours: '工时', overtimeHours: '加班时长', dayType: '日期类型',
  workday: '工作日', restDay: '休息日', publicHoliday: '公共假期', source: '来源', clock: '打卡', imported: '导入',
  manual: '补卡', hrEntry: '人事录入', month: '月份', import: '导入', confirmMonth: '确认月份',
  confirmMonthText: '确认 {{month}} 的考勤？确认后不能再修改。', confirmedMonths: '已确认月份',
  confirmTime: '确认时间', pickMonth: '选择月份',
  sumByTeam: '班组考勤汇总', team: '班组', project: '项目', workerCount: '人数', attendanceDays: '出勤天数',
  totalHours: '总工时',
};
export default attendance;
