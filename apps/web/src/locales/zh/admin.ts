import type { Messages } from '../en';

const admin: Messages['admin'] = {
  outbox: {
    title: '发件箱', channel: '渠道', state: '状态', recipient: '收件人', subject: '主题', body: '内容',
    createTime: '创建时间', sentTime: '发送时间', attempts: '尝试次数', lastError: '最近错误', nextAttempt: '下次尝试',
    resend: '重新发送', resendConfirm: '重新发送这条失败的消息？',
    channels: { email: '电子邮件', sms: '短信', message: '站内消息' },
    states: { pending: '待发送', running: '发送中', sent: '已发送', dev: '已保留（无发送通道）', failed: '失败' },
  },
  definitions: {
    title: '流程定义', form: '表单', name: '流程', processKey: '流程标识', version: '版本', state: '状态',
    deployTime: '部署时间', running: '进行中', finished: '已结束', diagram: '流程图', latestOnly: '只看最新版本',
    states: { active: '生效', superseded: '已被取代' },
  },
  attachments: {
    title: '附件', name: '文件名', size: '大小', type: '类型', extension: '扩展名', owner: '上传人',
    createTime: '上传时间', storage: '存储', download: '下载',
  },
  specialists: { title: '工种', name: '工种', code: '编码', sort: '排序' },
  addresses: {
    title: '考勤地址', name: '地址名称', project: '项目', address: '地址', latitude: '纬度',
    longitude: '经度', radius: '半径（米）', clockCardIp: '打卡机 IP', ibeacon: 'iBeacon',
  },
  cardTemplates: {
    title: '工牌模板', name: '模板名称', code: '模板编码', cardType: '工牌类型', background: '背景',
    content: '内容', sort: '排序', cardTypes: { 1: '员工工牌', 2: '工人工牌' },
  },
  forbidden: { title: '403', text: '您没有权限打开此页面。', hint: '请联系管理员为您授予此菜单。' },
};
export default admin;
