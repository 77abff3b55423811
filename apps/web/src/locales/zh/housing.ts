import type { Messages } from '../en';

const housing: Messages['housing'] = {
  plots: '宿舍', plot: '宿舍', plotName: '宿舍名称', address: '地址', postalCode: '邮编',
  contactPerson: '联系人', contactNumber: '联系电话', buildings: '楼栋', buildingList: '楼栋', building: '楼栋',
  blkNo: '楼号', buildingName: '楼栋名称', floors: '楼层数', rooms: '房间', roomList: '房间', room: '房间', roomNo: '房号',
  floor: '楼层', beds: '床位', occupied: '已住', free: '空床位', open: '开放', closed: '关闭',
  occupants: '住宿人员', noRoom: '未分配房间的工人', workers: '工人', date: '日期', assign: '分配房间', move: '调房',
  checkOut: '退宿', checkInDate: '入住日期', checkOutDate: '退宿日期', stay: '住宿', living: '在住', history: '已搬离',
  siteTransfers: '转场（CF）', sendToSite: '调往工地', exportApplications: '导出申请', exportWorkers: '导出人员',
  transferDormitory: '调宿申请', turnSiteApply: '转场申请',
  appliedBy: '申请人',
  flow: { running: '审批中', approved: '已通过', rejected: '已驳回', recalled: '已撤回', cancelled: '已取消' },
};
export default housing;
