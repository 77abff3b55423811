import type { Messages } from '../en';

const settlement: Messages['settlement'] = {
  payslip: '工资单 (PDF)', payslipFile: '工资单',
  title: '工资结算', list: '工资结算', details: '结算明细', history: '审批历史', worker: '工人',
  employmentCode: '工号', name: '姓名', project: '项目', specialist: '专业', team: '班组',
  lastWorkingDay: '最后工作日', attendanceSummary: '考勤汇总', attendanceDays: '出勤天数',
  totalHours: '总工时', overtimeHours: '加班时长', settlementTable: '工资结算表', item: '项目',
  amount: '单价', attendance: '考勤', settleAmount: '结算金额', itemsTable: '结算项', salary: '金额',
  grossWages: '应发工资', nettSalary: '实发工资', generate: '生成', generateTitle: '生成结算',
  save: '保存', send: '提交审批', sendConfirm: '提交该结算审批？提交后不能再修改。',
  status: '状态', statuses: { 0: '草稿', 1: '已提交', 2: '已批准', 3: '已退回' }, open: '打开', sendTime: '提交时间',
  readOnly: '该结算已提交，不能修改。', directorExamine: '总监审批', initiator: '发起人',
  step: '步骤', approve: '批准', reject: '驳回', noHistory: '尚无审批', createTime: '创建时间',
  month: {
    title: '按月生成', hint: '以一个后台任务为当月有考勤的所有工人生成结算（截至当月最后一天）。当月已有结算的工人将被跳过。',
    month: '月份', project: '项目', allProjects: '全部项目', start: '生成结算', progress: '已处理 {{done}} / {{total}} 名工人', cancel: '取消',
    created: '已生成', skipped: '已跳过', failed: '失败', reason: '原因', unknownWorker: '已删除的工人',
    states: { pending: '等待中', running: '生成中', done: '已完成', failed: '失败', cancelled: '已取消' },
    reasons: { noWage: '雇佣条款中没有基本时薪或月薪', beforeEntry: '该月在工人入职日期之前结束', noWorker: '该工人已不存在' },
  },
};
export default settlement;
