import type { Messages } from '../en';

const people: Messages['people'] = {
  staff: '员工', nameOrNo: '姓名或工号', staffNo: '工号', enName: '英文名', cnName: '中文名', department: '部门',
  jobTitle: '职位', mobileCode: '区号', mobile: '手机', email: '邮箱', nationality: '国籍', birthday: '生日',
  entryDate: '入职日期', status: '状态', quitDate: '离职日期', remark: '备注', records: '档案',
  probation: '试用期', confirmed: '已转正', quit: '离职', rejoined: '再入职', rejoin: '再入职', confirmation: '转正',
  quitConfirm: '将 {{name}} 标记为离职？其登录账号将被关闭。', rejoinConfirm: '让 {{name}} 再入职？将创建新的登录账号。',
  confirmationConfirm: '确认 {{name}} 通过试用期？',
  duplicateMobile: '您输入的手机号码重复', duplicateEmail: '您输入的邮箱重复', duplicateStaffNo: '您输入的工号重复',
  dormitory: '宿舍', blk: '座', room: '房间', bankName: '银行', bankAccountName: '账户名', bankAccountNo: '账号',
  import: '导入', downloadTemplate: '下载模板', chooseFile: '选择文件', row: '行', column: '列', reason: '原因',
  importChecking: '正在上传并检查每一行…', importRefused: '发现 {{count}} 个问题：未导入任何数据',
  name: '姓名', relationship: '关系', occupation: '职业', companyName: '公司', position: '职位', startDate: '开始日期',
  endDate: '结束日期', leaveReason: '离职原因', certName: '证书', certNo: '证书编号', issuer: '签发机构',
  issueDate: '签发日期', expiryDate: '到期日期', address: '地址', school: '学校', degree: '学位', major: '专业',
  projectName: '项目', role: '角色', contractValue: '合同金额', changes: '变更内容', auditStatus: '审核', pending: '待审核',
  adopted: '已采纳', failed: '未通过', createTime: '创建时间',
  projects: '项目', projectCode: '项目编号', developer: '开发商', nature: '性质', countries: '国家', universities: '大学', cities: '城市', countryCode: '国家代码', englishName: '英文名称', phoneCode: '电话区号', code: '代码', workers: '工人', employmentCode: '工号', team: '班组', finNo: 'FIN', wpNumber: '工作准证号', wpExpiryDate: '工作准证到期', passportNumber: '护照号码', passportExpiryDate: '护照到期', expiringWithin: '到期天数内', supervisor: '工头', teams: '班组', teamName: '班组名称', memberCount: '人数', members: '成员', addMembers: '添加成员', removeMember: '移出', removeMemberConfirm: '将 {{name}} 移出班组？', changeProject: '更换项目', targetProject: '目标项目', sourceProject: '原项目', transitionDate: '调动日期', transitions: '项目调动', done: '已完成',
  cancelled: '已取消',
  projectRoles: '项目角色',
  sel: { recent: '最近', businessSection: '业务板块', department: '部门', team: '班组', project: '项目', people: '人员', moveRight: '移到右侧', chosen: '已选 ({{count}})' },
  tab: { family: '家庭成员', employment: '工作经历', certificates: '证书', contacts: '紧急联系人', education: '教育经历', projects: '项目经历', updateLog: '变更记录' },
};

export default people;
