/** 申请编号与列表中的代码标签（中文）。 */
export default {
  noNumberYet: '草稿（尚无编号）',
  requestPrefix: '申请编号前缀',
  requestPrefixHelp: '大写字母或数字，如 LV：申请编号为 LV-2026-000123。留空则为 REQ。',
  formCategories: { 1: '员工', 2: '工人', 3: '面试', 4: '薪资结算', 5: '考勤' },
};
