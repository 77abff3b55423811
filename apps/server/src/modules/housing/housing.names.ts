import type { ModuleNames } from '../../platform/i18n/index.js';

/**
 * The housing module's names in every language it is read in (its menus, forms, fields, messages, headers and document
 * words; English is the code's own text): merged with the platform's catalogues when the app installs the module.
 */
export const housingNames: ModuleNames = {
  zh: {
    menus: {
      housing: '宿舍',
      dwell_plot: '地块',
      dwell_building: '楼栋',
      dwell_building_import: '导入楼栋',
      dwell_room: '房间',
      dwell_room_import: '导入房间',
      dwell_occupant: '住户',
      dwell_occupant_edit: '分配、调换与退宿',
      worker_cfactory: '工地调动（CF）',
      worker_cfactory_export: '导出工地调动',
    },
    forms: { transferDormitory: '宿舍调换', workerAccommodation: '住宿申请' },
    fields: { targetRoomId: '目标房间', moveDate: '搬迁日期', dormitory: '宿舍' },
    formFields: { 'workerAccommodation.startDate': '起始日期' },
    templates: {
      '{s} no longer work here': '{s} 已离职',
      'room {s}-{s} is closed to new occupants': '房间 {s}-{s} 不再接收新住户',
      'room {s}-{s} has {s} free bed(s) of {s}; {s} worker(s) chosen': '房间 {s}-{s} 共 {4} 个床位中有 {3} 个空床，已选择 {5} 名工人',
      'must not be before the check-in date {s} of the room being left': '不能早于所迁出房间的入住日期 {s}',
      '{s} has no room to check out of': '{s} 没有可退宿的房间',
      'must not be before the check-in date {s}': '不能早于入住日期 {s}',
      'the {s} still has occupants; check them out first': '该{s}仍有住户，请先办理退宿',
      '{s} workers live in this room; check some out before reducing it to {s}': '该房间住有 {s} 名工人，请先办理部分退宿再减少到 {s}',
    },
    messages: {
      'choose the worker to move': '请选择要调换的工人',
      'choose the room to move to': '请选择要搬入的房间',
      'a building with rooms cannot move to another dormitory': '有房间的楼栋不能移到其他宿舍',
      'this worker no longer works here': '该工人已离职',
      'this room is closed to new occupants': '该房间不再接收新住户',
      'the worker already lives in this room': '该工人已住在此房间',
      'this room has no free bed': '该房间没有空床位',
    },
    headers: {
      'Applied by': '申请人',
      'Applied on': '申请日期',
      'Blk No': '座号',
      'Building Name': '楼栋名称',
      Capacity: '床位数',
      'Current Site': '当前工地',
      'Current Team': '当前班组',
      Floor: '楼层',
      Floors: '层数',
      'From Site': '原工地',
      'Room No': '房号',
      'To Site': '目标工地',
      'To Team': '目标班组',
      'Transfer Date': '调动日期',
    },
  },
  ms: { forms: { transferDormitory: 'Pertukaran asrama' }, fields: { targetRoomId: 'Bilik baharu', moveDate: 'Tarikh berpindah' } },
  ta: { forms: { transferDormitory: 'தங்குமிட மாற்றம்' }, fields: { targetRoomId: 'புதிய அறை', moveDate: 'இடம் மாறும் தேதி' } },
  bn: { forms: { transferDormitory: 'ডরমিটরি বদল' }, fields: { targetRoomId: 'নতুন রুম', moveDate: 'স্থানান্তরের তারিখ' } },
  my: { forms: { transferDormitory: 'အဆောင် ပြောင်းရန်' }, fields: { targetRoomId: 'ပြောင်းမည့်အခန်း', moveDate: 'ပြောင်းရွှေ့မည့်ရက်' } },
  de: { menus: { housing: 'Unterkünfte' } },
  fr: { menus: { housing: 'Dortoirs' } },
  pt: { menus: { housing: 'Dormitórios' } },
};
