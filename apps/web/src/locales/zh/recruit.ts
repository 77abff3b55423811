import type { Messages } from '../en';

const recruit: Messages['recruit'] = {
  documents: { offer: '录用通知书 (PDF)', contract: '聘用函 (PDF)', keyTerms: '主要雇佣条款 (PDF)', offerFile: '录用通知书', contractFile: '聘用函', keyTermsFile: '主要雇佣条款' },
  jobs: '职位', resumes: '简历', interviews: '面试', interview: '面试', print: '打印评估',
  jobName: '职位', deptId: '部门', headcount: '人数', location: '地点', description: '描述', requirement: '要求', open: '开放', closedJob: '关闭',
  name: '姓名', enName: '英文名', sex: '性别', male: '男', female: '女', nric: '身份证号', mobile: '手机', email: '邮箱',
  nationality: '国籍', highestEducation: '最高学历', expectedSalary: '期望薪资', remark: '备注',
  photoFiles: '照片', latestPayslipFiles: '最近工资单', nricFileFiles: '身份证复印件', highestQualificationCertFiles: '最高学历证书',
  trainingCertificateFiles: '培训证书', attachFiles: '简历文件',
  invite: '邀请候选人', invited: '邀请已发送。链接：{{url}}', invitationLink: '邀请页面', copyLink: '复制链接',
  interviewDate: '面试日期', status: '状态', closed: '已关闭', statusLabel: '状态', viewInterview: '打开',
  statuses: {
    0: '已创建', 1: '已邀请', 2: '已提交简历', 4: '已安排面试', 6: '已评估', 8: '通过待审批', 10: '已通过', 21: '领导审批中', 22: '领导审批未通过',
    23: '领导已批准', 24: 'Offer已发送', 25: 'Offer已确认', 27: '合同已创建', 28: '合同已签署', 30: '入职中',
  },
  steps: { information: '信息', evaluation: '评估', benefits: '福利', leaderApproval: '领导审批', offerConfirmed: 'Offer已确认', contractCreated: '合同已创建', contractSigned: '合同已签署', onboarding: '入职' },
  candidate: '候选人', feedback: '候选人反馈', feedbackContent: '评论', resumeDownload: '简历', confirmation: '确认信息', confirmFile: '确认文件',
  ratingQuestions: ['面试安排', '面试官专业性', '职位信息', '沟通', '整体体验'],
  ratings: ['不适用', '差', '一般', '好', '优秀'],
  arrange: '安排面试', interviewer: '面试官', hod: '部门主管', evaluate: '录入评估', again: '再次面试',
  hodPass: '通过（发起审批）', hodFail: '不通过', over: '结束面试', overReason: '原因', resultEmail: '邮件通知结果',
  result: '结果', resultPass: '通过', resultFail: '不通过', resultHold: '待定', evaluation: '评估', evaluator: '评估人', evaluationTime: '评估时间',
  hodDecision: '部门主管', passPage: '面试通过申请', leaderForm: '领导流程（Offer）', startLeader: '提交领导审批',
  offerLink: 'Offer页面', sendOffer: '发送Offer', offerLetter: 'Offer信', createContract: '创建合同', editContract: '编辑合同', sendContract: '发送合同',
  contractLink: '合同页面', onboard: '开始入职', entryProcess: '入职申请', noData: '暂无', closedInterview: '该面试已结束：{{reason}}',
  contract: {
    title: '编辑合同（聘用函）', contractTemplate: '合同模板', company: '公司', singaporeNo: '新加坡号码', chinaNo: '中国号码',
    entryDate: '入职日期', address1: '地址1', address2: '地址2', contractCommenceDate: '合约开始日期', employmentDuration: '雇佣期限（月）',
    contractEndDate: '合约结束日期', contractExpireDate: '聘用函到期日', idNo: '证件号', residenceCountry: '居住国家', basicSalary: '基本工资',
    allowance1: '津贴1', allowance2: '津贴2', allowance3: '津贴3', deduction1: '扣款1', deduction2: '扣款2', deduction3: '扣款3',
    category: '类别', annualDays: '年假天数', trial1: '试用期（月）', trial2: '试用期延长（月）', notice: '通知期',
    templates: { loa_contract: '合同', loa_internship: '实习', loa_remote: '远程', loa_remoteContract: '远程合同', loa_malaysiaContract: '马来西亚合同' },
  },
  page: {
    invitationTitle: '您的申请', invitationIntro: '请填写您的资料并上传文件。', submitted: '谢谢，您的简历已收到。在安排面试前您仍可修改。',
    readOnly: '您的简历已收到，不能再修改。', offerTitle: '您的Offer', accept: '接受Offer', decline: '拒绝Offer',
    confirmDecline: '确定拒绝该Offer？', accepted: '您已于{{time}}接受该Offer。', declined: '该Offer已被拒绝。',
    signatureHint: '请在下方手写签名（或上传签名图片），然后输入您的全名。', signaturePad: '签名', signatureClear: '清除', signatureUpload: '上传签名图片', signatureMissing: '请手写或上传您的签名', contractTitle: '您的聘用函', signName: '输入您的全名以签署', sign: '签署合同', signed: '{{name}}已于{{time}}签署。',
    invalid: '链接无效或已过期，请联系HR获取新链接。',
  },
};
export default recruit;
