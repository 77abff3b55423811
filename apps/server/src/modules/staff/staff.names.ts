import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The staff module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const staffNames: ModuleNames = {
  zh: {
    menus: {
      staff: '员工',
      staff_sensitive: '查看身份证、护照、银行与薪资',
      staff_quit: '离职',
      staff_rejoin: '重新入职',
      staff_confirm: '转正',
      staff_export: '导出员工',
      staff_import: '导入员工',
      staff_update_audit: '通过或驳回资料更新',
    },
    forms: {
      induction: '入职引导',
      departure: '离职（员工）',
      fire: '辞退',
      evection: '出差',
      loan: '借款申请',
      officeEquipment: '办公设备申请',
      staffTraining: '员工培训',
      hrForm: '人事表单',
    },
    fields: {
      inductionDate: '入职引导日期',
      mentorId: '导师',
      items: '引导事项',
      resignationType: '类型',
      handoverTo: '交接人',
      effectiveDate: '生效日期',
      destination: '目的地',
      days: '天数',
      estimatedCost: '预计费用',
      repaymentMonths: '还款期（月）',
      equipment: '设备',
      quantity: '数量',
      neededBy: '需要日期',
      courseName: '课程',
      provider: '培训机构',
      dateRange: '日期',
      cost: '费用',
    },
    formFields: { 'departure.resignationType': '离职类型' },
    fieldOptions: {
      'items.it': 'IT 账号',
      'items.safety': '安全培训',
      'items.handbook': '员工手册',
      'resignationType.1': '辞职',
      'resignationType.2': '合同到期',
      'resignationType.3': '退休',
    },
    templates: {
      'the percentages of this staff would add up to {s}, more than 100': '该员工的比例合计将为 {s}，超过 100',
      'the account already belongs to staff {s}': '该账号已属于员工 {s}',
      "this staff's status ({s}) does not allow {s}": '该员工的状态（{s}）不允许{s}',
      'The department still has staff ({s}); move them first': '该部门仍有员工（{s}），请先调走',
    },
    messages: {
      'Your account is not linked to a staff record': '您的账号未关联员工档案',
      'this request was already decided': '该申请已处理',
      'This request changes NRIC, passport, bank or salary fields: adopting it needs staff_sensitive':
        '该申请修改了身份证、护照、银行或薪资字段：采纳需要 staff_sensitive 权限',
      'The mobile you entered is duplicated': '您输入的手机号已存在',
      'The Email you entered is duplicated': '您输入的电子邮件已存在',
      'The project report address is not configured (system parameter project.report.url)': '未配置项目报表地址（系统参数 project.report.url）',
    },
    headers: {
      'Bank Account No': '银行账号',
      Bank: '银行',
      'Basic Salary': '基本工资',
      'Chinese Name': '中文名',
      'End Date': '结束日期',
      'English Name': '英文名',
      'Job Title': '职位',
      Role: '角色',
      'Start Date': '开始日期',
    },
  },
  de: { menus: { staff: 'Mitarbeiter' } },
  fr: { menus: { staff: 'Personnel' } },
  pt: { menus: { staff: 'Funcionários' } },
};
