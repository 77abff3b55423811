import type { Messages } from '../en';

const leave: Messages['leave'] = {
  types: '假期类型', rules: '假期规则', credits: '假期余额', staffRecords: '员工请假记录', workerRecords: '工人请假记录',
  calendar: '请假日历', name: '名称', code: '代码', userType: '适用', staff: '员工', workers: '工人', day: '每年天数', minDay: '单次最少天数',
  maxDay: '单次最多天数', haveSalary: '带薪', sex: '性别', male: '男', female: '女', minAge: '最小年龄', maxAge: '最大年龄',
  minService: '最少服务月数', nationality: '国籍（代码，逗号分隔）', marital: '婚姻状况（逗号分隔）',
  adjust: '人事可调整余额', leaveType: '试用期可用', sort: '排序', remark: '备注', initialize: '添加默认类型',
  initialized: '已添加 {{count}} 个假期类型', vacationType: '假期类型', basis: '依据', service: '服务年限', age: '年龄',
  tiers: '档位', fromYears: '起（年）', toYears: '止（年，不含）', tierDays: '天数', person: '员工或工人', staffNo: '工号 / 雇佣编号',
  personName: '姓名', startDate: '生效日期', expireDate: '到期日期', days: '天数', usedDays: '已休', pendingDays: '审批中', remainingDays: '剩余',
  generate: '生成年度余额', year: '年份', generated: '已生成 {{count}} 条余额', leaveDays: '请假天数', leaveStartTime: '开始时间',
  leaveEndTime: '结束时间', leaveUnit: '请假单位', fullDay: '全天', halfDay: '半天', leavePeriod: '时段', morning: '上午',
  afternoon: '下午', leaveReason: '请假原因', status: '状态', export: '导出', nameOrNo: '姓名或编号', worker: '工人',
  month: '月', yearView: '年', onLeave: '{{count}} 人请假', history: '请假记录', searchType: '搜索假期类型',
  status_pending: '审批中', status_approved: '已批准', status_rejected: '已拒绝', status_cancelLeave: '已销假', status_recalled: '已撤回', status_cancelled: '已取消',
};

export default leave;
