/** 签署与留存的文件（第 12 项）：签名、会签、PDF 下载、批量工资单、公司信头。 */
export default {
  signOfferHint: '如接受录用，请在下方手写签名（或上传签名图片）后签署。',
  signOffer: '签名并接受录用',
  signatureMissing: '请手写或上传您的签名',
  signatures: '已签署的文件',
  noSignatures: '尚未签署任何文件。',
  kinds: { offer: '录用通知书（候选人已签）', contract: '聘用函（候选人已签）', countersign: '聘用函（HR 已会签）' },
  signer: '签署人', signedTime: '签署时间', sha256: '文件 SHA-256', address: '地址', userAgent: '浏览器', notRecorded: '未记录', signature: '签名',
  openFile: '打开已签署的 PDF',
  countersign: '会签', countersignTitle: '会签聘用函',
  countersignHint: '候选人已签署。请手写签名（或上传签名图片）进行会签；最终聘用函将保存双方签名。',
  evaluationPdf: '面试评估 (PDF)', evaluationFile: '面试评估', processPdf: '下载 PDF',
  company: { letterhead: '信头', uen: '统一实体编号 (UEN)', regAddress: '注册地址', contact: '联系电话', email: '电子邮箱', website: '网站', logo: '标志（PNG 或 JPEG）' },
  batch: {
    title: '月度工资单', month: '月份', start: '生成工资单', progress: '已生成 {{done}} / {{total}} 份工资单', download: '下载 ZIP', cancel: '取消',
    hint: '该月每份已批准的结算生成一个 PDF，打包为一个 ZIP 文件。', fileName: '工资单 {{month}}.zip',
    states: { pending: '等待中', running: '生成中', done: '已完成', failed: '失败', cancelled: '已取消' },
  },
};
