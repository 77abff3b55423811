import type { Messages } from '../en';

const flow: Messages['flow'] = {
  oaCreate: '发起申请', oaEnd: '流程结束', detail: '申请', history: '审批记录', diagram: '流程图',
  approve: '同意', reject: '驳回', approveSelected: '批量同意', rejectSelected: '批量驳回', batchResult: '已处理 {{done}} 条，{{failed}} 条未处理', comment: '审批意见', recall: '撤回', cancel: '取消申请', hrAudit: 'HR 审核',
  leaveHistory: '请假记录', print: '打印', share: '分享', recipients: '接收人', saveDraft: '保存草稿', start: '发起',
  update: '保存修改', startRequest: '发起申请', pickForm: '选择表单', myApplications: '我的申请',
  byAuditor: '我审批的申请', audit: '审批管理', todo: '待办', done: '审批记录', sent: '已发送',
  messages: '通知与消息', shared: '分享给我的', formName: '表单', processId: '申请编号', initiator: '发起人', applicant: '申请人',
  status: '状态', taskName: '当前环节', assignee: '审批人', createTime: '创建时间', endTime: '结束时间', duration: '用时',
  hrAudited: 'HR 已审核', open: '打开', confirmRecall: '确定撤回该申请？', confirmCancel: '确定取消该申请？',
  confirmHrAudit: '确定标记为 HR 已审核？', markRead: '标为已读', markAllRead: '全部已读', isRead: '已读',
  unread: '未读', category: '类别', title: '标题', content: '内容', formCustom: '表单设计', fields: '字段',
  designProcess: '审批流程', deploy: '部署新版本', deployed: '已部署版本 {{version}}', formKey: '流程标识',
  noDiagram: '暂无流程图', printTitle: '审批单', approvedBy: '审批人', notFound: '未找到该申请',
  leaveDays: '请假天数', vacationName: '假期类型', leaveStartTime: '开始', leaveEndTime: '结束',
  statuses: { draft: '草稿', running: '审批中', approved: '已通过', rejected: '已驳回', recalled: '已撤回', cancelled: '已取消' },
  categories: { todo: '待办', result: '结果', share: '分享', escalation: '催办' },
  fieldName: '字段名', fieldLabel: '标签', fieldType: '类型', required: '必填', span: '宽度（24 栅格）', sort: '排序',
  search: '可搜索', dictCode: '字典', placeholder: '占位提示', formEditDisabled: '编辑时只读',
  fieldOption: '选项（JSON）', defaultValue: '默认值', formId: '表单', selectForm: '请先选择表单',
  newRequest: '新建申请', workerApplications: '工人申请', requests: '申请', toApprove: '待我审批',
  myRequests: '我的申请', handledByMe: '我审批的', allRequests: '全部申请', messageList: '消息', notifications: '通知',
  home: {
    todo: '待我审批', unread: '未读消息', running: '我进行中的申请', toAudit: '已批准待人事审核',
    recent: '我最近的申请', allMine: '我的全部申请', noRequests: '您还没有提交过申请', waitingAt: '当前：{{step}}',
  },
};
export default flow;
