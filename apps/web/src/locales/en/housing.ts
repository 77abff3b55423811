/** Dormitories (plots, buildings, rooms, occupants) and site transfers (CF). */
const housing = {
  plots: 'Dormitories', plot: 'Dormitory', plotName: 'Dormitory name', address: 'Address', postalCode: 'Postal code',
  contactPerson: 'Contact person', contactNumber: 'Contact number', buildings: 'Buildings', buildingList: 'Buildings', building: 'Building',
  blkNo: 'Blk No', buildingName: 'Building name', floors: 'Floors', rooms: 'Rooms', roomList: 'Rooms', room: 'Room', roomNo: 'Room No',
  floor: 'Floor', beds: 'Beds', occupied: 'Occupied', free: 'Free beds', open: 'Open', closed: 'Closed',
  occupants: 'Occupants', noRoom: 'Workers without a room', workers: 'Workers', date: 'Date', assign: 'Assign to room', move: 'Move',
  checkOut: 'Check out', checkInDate: 'Check-in date', checkOutDate: 'Check-out date', stay: 'Stay', living: 'Living here', history: 'Moved out',
  siteTransfers: 'Site transfers (CF)', sendToSite: 'Send to site', exportApplications: 'Export applications', exportWorkers: 'Export workers',
  transferDormitory: 'Dormitory transfers', turnSiteApply: 'Transfer applications',
  appliedBy: 'Applied by',
  flow: { running: 'In approval', approved: 'Approved', rejected: 'Rejected', recalled: 'Recalled', cancelled: 'Cancelled' },
};
export default housing;
