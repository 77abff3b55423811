import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The settlement module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const settlementNames: ModuleNames = {
  zh: {
    menus: { salary_settlement: '工资结算', salary_settlement_send: '提交审批', director_examine: '总监审核' },
    forms: { salarySettlement: '工资结算' },
    fields: {
      resignDate: '最后工作日',
      totalHours: '总工时',
      totalOt: '加班工时',
      totalAttendanceDays: '出勤天数',
      grossWages: '应发工资',
      nettSalary: '实发工资',
    },
    templates: {
      "the item '{s}' appears twice": '项目“{s}”出现了两次',
      "is required for the item '{s}'": '项目“{s}”必填',
      "'{s}' is not a salary settlement item": '“{s}”不是工资结算项目',
      'must not be before the entry date {s}': '不能早于入职日期 {s}',
      'No worker has attendance in {s}': '{s} 没有任何工人的考勤记录',
    },
    messages: {
      'Salary settlement not found': '工资结算不存在',
      'This settlement has been sent for approval and cannot be changed': '该结算已提交审批，不能修改',
      'This settlement has been approved and cannot be changed': '该结算已批准，不能修改',
      'the worker has no basic hour wage or monthly salary in the employment terms': '该工人的雇佣条款中没有基本时薪或月薪',
    },
  },
  de: { menus: { salary_settlement: 'Lohnabrechnung', director_examine: 'Prüfung durch Direktor' } },
  fr: { menus: { salary_settlement: 'Règlement des salaires', director_examine: 'Revue du directeur' } },
  pt: { menus: { salary_settlement: 'Liquidação salarial', director_examine: 'Revisão do diretor' } },
};
