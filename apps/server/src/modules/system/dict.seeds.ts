import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT, type Tenant } from '../../platform/auth/context.js';
import type { Db } from '../../platform/db/client.js';
import type { SeedRun } from '../module.js';
import { seedDictionaries, type DictSeed } from './dict.service.js';
import { tenant } from './system.tables.js';

/** Shared system dictionaries (tenant 000000): codes the administration screens use. */
export const SYSTEM_DICTIONARIES: DictSeed[] = [
  {
    code: 'sex',
    name: 'Sex',
    zh: '性别',
    items: [
      ['1', 'Male', '男'],
      ['2', 'Female', '女'],
      ['3', 'Unknown', '未知'],
    ],
  },
  {
    code: 'yes_no',
    name: 'Yes or no',
    zh: '是否',
    items: [
      ['0', 'No', '否'],
      ['1', 'Yes', '是'],
    ],
  },
  {
    code: 'status',
    name: 'Status',
    zh: '状态',
    items: [
      ['1', 'Enabled', '启用'],
      ['0', 'Disabled', '禁用'],
    ],
  },
  {
    code: 'dept_category',
    name: 'Department category',
    zh: '机构类型',
    items: [
      ['1', 'Company', '公司'],
      ['2', 'Department', '部门'],
    ],
  },
  { code: 'dept_type', name: 'Department type', zh: '部门类型', items: [['3', 'Team', '班组']] },
  {
    code: 'data_scope_type',
    name: 'Data scope type',
    zh: '数据权限类型',
    items: [
      ['1', 'All', '全部可见'],
      ['2', 'Custom', '自定义'],
      ['3', 'Own records', '本人可见'],
      ['4', 'Own department', '所在机构可见'],
      ['5', 'Department and children', '所在机构及子级可见'],
    ],
  },
  {
    code: 'api_scope_type',
    name: 'API scope type',
    zh: '接口权限类型',
    items: [
      ['1', 'System API', '系统接口'],
      ['2', 'Business API', '业务接口'],
    ],
  },
  {
    code: 'menu_category',
    name: 'Menu category',
    zh: '菜单类型',
    items: [
      ['1', 'Menu', '菜单'],
      ['2', 'Button', '按钮'],
    ],
  },
  {
    code: 'button_func',
    name: 'Button placement',
    zh: '按钮功能',
    items: [
      ['0', 'Toolbar', '工具栏'],
      ['1', 'Row', '操作栏'],
      ['2', 'Toolbar and row', '工具操作栏'],
    ],
  },
  {
    code: 'oss',
    name: 'Object storage',
    zh: '对象存储',
    items: [
      ['local', 'Local disk', '本地磁盘'],
      ['minio', 'MinIO'],
      ['qiniu', 'Qiniu', '七牛云'],
      ['ali', 'Alibaba Cloud', '阿里云'],
      ['tencent', 'Tencent Cloud', '腾讯云'],
      ['s3', 'S3 compatible'],
    ],
  },
  // nationality and country of residence: ISO 3166-1 alpha-2 codes, shown by name (the region's usual sources of staff and workers first)
  {
    code: 'country',
    name: 'Country',
    zh: '国家/地区',
    items: [
      ['SG', 'Singapore', '新加坡'],
      ['MY', 'Malaysia', '马来西亚'],
      ['CN', 'China', '中国'],
      ['IN', 'India', '印度'],
      ['BD', 'Bangladesh', '孟加拉国'],
      ['MM', 'Myanmar', '缅甸'],
      ['VN', 'Vietnam', '越南'],
      ['PH', 'Philippines', '菲律宾'],
      ['ID', 'Indonesia', '印度尼西亚'],
      ['TH', 'Thailand', '泰国'],
      ['LK', 'Sri Lanka', '斯里兰卡'],
      ['NP', 'Nepal', '尼泊尔'],
      ['PK', 'Pakistan', '巴基斯坦'],
      ['HK', 'Hong Kong', '中国香港'],
      ['TW', 'Taiwan', '中国台湾'],
      ['KR', 'South Korea', '韩国'],
      ['JP', 'Japan', '日本'],
      ['AU', 'Australia', '澳大利亚'],
      ['NZ', 'New Zealand', '新西兰'],
      ['GB', 'United Kingdom', '英国'],
      ['US', 'United States', '美国'],
      ['CA', 'Canada', '加拿大'],
      ['DE', 'Germany', '德国'],
      ['FR', 'France', '法国'],
      ['PT', 'Portugal', '葡萄牙'],
    ],
  },
];

/** Business dictionaries every tenant starts with (seed 000 and 001 labels). */
export const BUSINESS_DICTIONARIES: DictSeed[] = [
  {
    code: 'leave_status',
    name: 'Leave status',
    zh: '请假状态',
    items: [
      ['0', 'Pending', '待审批'],
      ['1', 'Approved', '已批准'],
      ['2', 'Rejected', '已拒绝'],
      ['3', 'cancel leave', '销假'],
    ],
  },
  {
    // the safety and skills courses of Singapore construction sites (the worker course forms choose from these)
    code: 'course',
    name: 'Course',
    zh: '课程',
    items: [
      ['CSOC', 'Construction safety orientation course (CSOC)', '建筑安全入门课程 (CSOC)'],
      ['WAH', 'Work at height (WAH) refresher', '高空作业复训 (WAH)'],
      ['BCSS', 'Building construction supervisor safety', '建筑施工主管安全课程'],
      ['RIGGER', 'Rigger and signalman course', '索具工与信号员课程'],
      ['FORKLIFT', 'Forklift operation', '叉车操作'],
      ['CONFINED', 'Confined space safety', '密闭空间安全'],
      ['SCAFFOLD', 'Metal scaffold erection', '金属脚手架搭建'],
      ['LIFTSUP', 'Lifting supervisor safety', '起重主管安全课程'],
    ],
  },
  {
    code: 'contract_category',
    name: 'Contract category',
    zh: '合同类别',
    items: [
      ['I', 'I'],
      ['II', 'II'],
      ['III', 'III'],
      ['IV', 'IV'],
    ],
  },
  {
    code: 'feedback_rating',
    name: 'Feedback rating',
    zh: '面试评分',
    items: [
      ['0', 'N.A', '不适用'],
      ['1', 'Poor', '差'],
      ['2', 'Neutral', '一般'],
      ['3', 'Good', '良好'],
      ['4', 'Excellent', '优秀'],
    ],
  },
  {
    code: 'offer_template',
    name: 'Offer template',
    zh: '录用模板',
    items: [
      ['offer_parmanent', 'Permanent', '长期'],
      ['offer_contract', 'Contract', '合同'],
      ['offer_Internship', 'Internship', '实习'],
    ],
  },
  {
    code: 'contract_template',
    name: 'Contract template',
    zh: '合同模板',
    items: [
      ['loa_contract', 'Contract', '合同'],
      ['loa_internship', 'Internship', '实习'],
      ['loa_remote', 'Remote', '远程'],
      ['loa_remoteContract', 'Remote contract', '远程合同'],
      ['loa_malaysiaContract', 'Malaysia contract', '马来西亚合同'],
    ],
  },
  {
    code: 'push_channel',
    name: 'Push channel',
    zh: '推送渠道',
    items: [
      ['email', 'Email', '邮件'],
      ['appPush', 'App push', '应用推送'],
      ['note', 'SMS', '短信'],
      ['notice', 'Notice', '通知'],
      ['message', 'Message', '消息'],
    ],
  },
  {
    code: 'feedback_type',
    name: 'Feedback type',
    zh: '反馈类型',
    items: [
      ['1', 'Problem', '问题'],
      ['2', 'Suggestion', '建议'],
      ['3', 'Other', '其他'],
    ],
  },
  {
    code: 'salary_settlement_item',
    name: 'Salary settlement item',
    zh: '结算薪资项',
    items: [
      ['leavePay', 'Unused leave pay', '未休年假工资'],
      ['noticePay', 'Notice pay', '代通知金'],
      ['otherAllowance', 'Other allowance', '其他津贴'],
      ['accommodation', 'Accommodation deduction', '住宿扣款'],
      ['advance', 'Salary advance deduction', '预支工资扣款'],
      ['absence', 'Absence deduction', '缺勤扣款'],
      ['otherDeduction', 'Other deduction', '其他扣款'],
    ],
  },
  // posts by category; the spec names category 4 as positions (the trades `post/pageTrade1` lists)
  {
    code: 'post_category',
    name: 'Post category',
    zh: '岗位类别',
    items: [
      ['1', 'Management', '管理岗'],
      ['2', 'Professional', '专业岗'],
      ['3', 'Site', '现场岗'],
      ['4', 'Position (trade)', '工种'],
    ],
  },
  {
    code: 'feedback_status',
    name: 'Feedback status',
    zh: '反馈状态',
    items: [
      ['1', 'Pending', '待处理'],
      ['2', 'Processed', '已处理'],
      ['3', 'Closed', '已关闭'],
    ],
  },
];

/** Gives a (new) tenant the standard business dictionaries; tenant creation calls this in its transaction. */
export const seedBusinessDictionaries = (tx: Db, forTenant: Tenant) => seedDictionaries(tx, 'biz', forTenant, BUSINESS_DICTIONARIES);

export const seedAllDictionaries: SeedRun = async (db) => {
  await db.transaction(async (tx) => {
    await seedDictionaries(tx, 'system', { tenantId: DEFAULT_TENANT }, SYSTEM_DICTIONARIES);
    const tenants = await tx.select({ tenantId: tenant.tenantId }).from(tenant).where(eq(tenant.isDeleted, 0));
    for (const t of tenants) await seedBusinessDictionaries(tx, t);
  });
};
