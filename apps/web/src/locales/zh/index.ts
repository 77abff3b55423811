import type { Messages } from '../en';
import flow from './flow';
import housing from './housing';
import leave from './leave';
import recruit from './recruit';
import probation from './probation';

import people from './people';
import attendance from './attendance';
import settlement from './settlement';
import desk from './desk';
import compliance from './compliance';
import delegation from './delegation';
import feeds from './feeds';
import oidc from './oidc';
import documents from './documents';
import dashboard from './dashboard';
import requests from './requests';
import admin from './admin';
const zh: Messages = {
  admin,
  people,
  flow,
  housing,
  leave,
  recruit,
  attendance,
  settlement,
  probation,
  compliance,
  delegation,
  feeds,
  oidc,
  documents,
  dashboard,
  desk,
  requests,
  app: { name: '人力资源平台', titleSuffix: ' - 人力资源平台' },
  common: {
    search: '搜索', reset: '重置', add: '新增', edit: '编辑', view: '查看', delete: '删除', save: '保存', cancel: '取消',
    confirm: '确定', submit: '提交', close: '关闭', refresh: '刷新', upload: '上传', download: '下载',
    columns: '列设置', actions: '操作', batchDelete: '批量删除', total: '共 {{total}} 条', yes: '是', no: '否',
    back: '返回', loading: '加载中…', retry: '重试', select: '选择', clear: '清空', index: '序号', expand: '展开',
    collapse: '收起', noData: '暂无数据', success: '成功', more: '更多',
  },
  prompt: {
    success: '操作成功！',
    failure: '操作失败！',
    notItself: '不能选择自身，请选择其他项！',
    notParent: '不能选择上级节点！',
    fileNotUploaded: '文件未上传',
    uploadIsLoading: '请等待上传完成',
    selectOne: '请至少选择一条数据！',
    deleteConfirm: '确定删除所选数据吗？',
  },
  rules: {
    required: '{{field}}不能为空',
    email: '{{field}}必须是有效的邮箱',
    min: '{{field}}太短了，小心被黑客攻击！',
    confirmed: '{{field}}两次输入不一致',
    regex: '{{field}}格式不正确',
    between: '{{field}}必须在 {{min}} 和 {{max}} 之间',
    alpha: '{{field}}只能包含字母',
    integer: '{{field}}必须是整数',
    digits: '{{field}}必须是 {{length}} 位数字',
    alpha_dash: '{{field}}只能包含字母、数字、破折号和下划线',
    alpha_num: '{{field}}只能包含字母和数字',
    length: '{{field}}长度必须为 {{length}}',
    positive: '请输入正数！',
    credit_card: '不是有效的信用卡号！',
    password: '{{field}}必须包含至少一个大写字母、一个小写字母、一个特殊字符和一个数字',
    url: 'URL 无效',
    cellRequired: '此项必填',
    textareaMax: '最多 {{max}} 个字符',
    nameLength: '名称长度必须为 2 到 20 个字符',
  },
  login: {
    title: '登录', tenantId: '租户编号', account: '账号', password: '密码', captcha: '验证码',
    submit: '登录', bySms: '短信登录', byPassword: '密码登录', phone: '手机号', countryCode: '国家代码',
    otp: '验证码', sendCode: '发送验证码', resendIn: '{{seconds}} 秒后重发', codeSent: '验证码已发送',
    accountRequired: '请输入账号', passwordRequired: '请输入密码', phoneRequired: '请输入手机号',
    otpRequired: '请输入验证码', emailRequired: '请输入邮箱', captchaRequired: '请输入验证码',
    sso: '正在通过门户登录…', ssoMissing: '门户未提供登录令牌。', downloadApp: '下载门户应用',
    downloadAppText: '在手机上安装门户应用即可随时审批。请向管理员索取贵公司的下载链接。',
    refreshCaptcha: '点击刷新',
  },
  lock: { title: '屏幕已锁定', text: '输入密码解锁', unlock: '解锁', lock: '锁屏', wrong: '密码不正确' },
  password: {
    title: '修改密码', forcedTitle: '请修改密码', forcedInitial: '您正在使用初始密码，请修改后继续。',
    forcedExpired: '您的密码已超过 90 天，请修改后继续。',
    oldPassword: '原密码', newPassword: '新密码', newPassword1: '确认新密码',
    check1: '新密码不能是初始密码',
    check2: '新密码不能与原密码相同',
    check3: '两次输入的密码不一致',
  },
  shell: { openPages: '已打开的页面', closeTagHint: '按 Delete 键关闭', mainMenu: '主菜单', collapseMenu: '收起菜单', expandMenu: '展开菜单', menuSearch: '搜索菜单', menuSearchNone: '没有该名称的页面',
    frameRefused: '该地址不在您的菜单中', frameRefusedHint: '只有您菜单中的页面可以在系统内打开。请检查链接或联系管理员。', unreadMessages: '消息（{{count}} 条未读）', departmentReport: '部门报表',
    home: '首页', logout: '退出登录', accountSetting: '账号设置', language: '语言', skin: '皮肤', light: '浅色', dark: '深色',
    layout: '布局', vertical: '侧边菜单', horizontal: '顶部菜单', closeOthers: '关闭其他', closeAll: '关闭全部',
    versionBanner: '系统已更新，请刷新以加载最新版本，否则部分功能可能无法正常使用。',
    refreshNow: '刷新', chunkFailed: '页面加载失败，请检查网络后重试。',
    notFound: '您访问的页面不存在。', backHome: '返回首页', welcome: '欢迎，{{name}}',
    notBuilt: '该页面暂未开放。',
    dateFormat: '日期格式', dateFormatDefault: '按语言习惯（{{example}}）',
  },
  upload: { select: '选择文件', limit: '最多 {{limit}} 个文件', failed: '上传失败' },
  selector: { user: '用户选择', staff: '员工选择', worker: '工人选择', site: '工地选择', team: '班组选择', assessment: '考核选择', keyword: '姓名或编号' },
  editor: { bold: '加粗', italic: '斜体', underline: '下划线', strike: '删除线', ordered: '编号列表', bullet: '项目符号', indent: '增加缩进', outdent: '减少缩进', direction: '从右到左', font: '字体', color: '颜色', align: '对齐', link: '链接', image: '图片', linkPrompt: '链接地址' },
  system: {
    scopeName: '权限名称', resourceCode: '资源编号', scopeColumn: '权限字段', scopeType: '权限类型', scopeValue: '指定部门', scopePath: '接口路径', scopeAll: '全部', scopeCustom: '指定部门', scopeSelf: '本人', scopeOwnDept: '本部门', scopeDeptTree: '本部门及下级',
    from: '开始日期', to: '结束日期', method: '请求方法', reply: '回复',
    user: '用户管理', role: '角色管理', menu: '菜单管理', dept: '部门管理', post: '岗位管理', dict: '系统字典', dictBiz: '业务字典',
    param: '参数管理', client: '应用管理', oss: '对象存储', feedback: '意见反馈', appVersion: '版本管理', auditLog: '审计日志',
    administration: '系统管理', resetPassword: '重置密码', resetConfirm: '确定将所选用户的密码重置为初始密码吗？',
    grant: '权限设置', menuGrant: '菜单权限', dataScope: '数据权限', apiScope: '接口权限', children: '下级',
    account: '账号', realName: '姓名', name: '名称', email: '邮箱', phone: '手机', roleName: '角色名称', roleAlias: '角色别名',
    deptName: '部门名称', parent: '上级', sort: '排序', code: '编号', path: '路径', icon: '图标', category: '类型', alias: '别名',
    isOpen: '新窗口', postName: '岗位名称', postCode: '岗位编号', postCategory: '岗位类型', dictKey: '字典键', dictValue: '字典值',
    sealed: '封存', remark: '备注', paramName: '参数名称', paramKey: '参数键', paramValue: '参数值',
    clientId: '应用 ID', clientSecret: '应用密钥', grantTypes: '授权类型', scope: '授权范围', accessTokenValidity: '令牌有效期（秒）',
    refreshTokenValidity: '刷新令牌有效期（秒）', redirectUri: '回调地址', endpoint: '服务地址', bucketName: '存储桶', status: '状态',
    title: '标题', type: '类型', content: '内容', process: '处理', closeFeedback: '关闭', appVersionNo: '版本号', deviceMode: '设备',
    url: '下载地址', forceUpdate: '强制更新', createTime: '创建时间', operator: '操作人', action: '操作', target: '对象',
    detail: '详情', ip: 'IP', menuType: '菜单', buttonType: '按钮', deptCategory: '机构类型', company: '公司', department: '部门',
    fullName: '全称', roleIds: '角色', deptIds: '部门', postIds: '岗位', sex: '性别', birthday: '生日', userType: '用户类型',
    accessKey: 'Access Key', secretKey: 'Secret Key', ossCode: '资源编号', enabled: '启用', disabled: '停用',
  },
};

export default zh;
