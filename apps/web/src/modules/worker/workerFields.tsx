import type { TFunction } from 'i18next';
import type { FieldDefinition } from '../../shared/fields/definition';
import { projectField } from '../base/projectField';
import { PassportExpiry, PermitExpiry } from '../compliance/PermitFlag';

/** The worker form and table columns (the list, its drawers and the profile's description lists). */
export function workerFields(t: TFunction): FieldDefinition[] {
  return [
    { fieldName: 'nameOrNo', fieldLabel: t('people.nameOrNo'), fieldType: 'input', search: 1, sort: 0, fieldOption: { hideInTable: true, hideInForm: true } },
    { fieldName: 'employmentCode', fieldLabel: t('people.employmentCode'), fieldType: 'input', required: 1, span: 12, sort: 1, fieldOption: { maxLength: 50 } },
    { fieldName: 'name', fieldLabel: t('people.name'), fieldType: 'input', required: 1, span: 12, sort: 2, fieldOption: { maxLength: 100 } },
    // a narrower project column, so the permit and passport expiries fit beside it at 1440 px
    projectField(t('people.projectName'), { search: 1, sort: 3, fieldOption: { width: 125 } }),
    {
      fieldName: 'teamId',
      fieldLabel: t('people.team'),
      fieldType: 'tree',
      search: 1,
      span: 12,
      sort: 4,
      fieldOption: {
        treeUrl: '/api/mcc-worker/team/page',
        treeParams: { current: 1, size: -1 },
        labelKey: 'teamName',
        display: (row) => String(row.teamName ?? ''),
        width: 120,
        // with the selection column (holders of batch actions) the list did not fit 1440 px: the team starts hidden
        columnHidden: true,
      },
    },
    {
      fieldName: 'nationality',
      fieldLabel: t('people.nationality'),
      fieldType: 'select',
      dictCode: 'country',
      span: 12,
      sort: 5,
      fieldOption: { columnHidden: true },
    },
    { fieldName: 'finNo', fieldLabel: t('people.finNo'), fieldType: 'input', span: 12, sort: 6, fieldOption: { maxLength: 30, hideInTable: true } },
    { fieldName: 'wpNumber', fieldLabel: t('people.wpNumber'), fieldType: 'input', span: 12, sort: 7, fieldOption: { maxLength: 30, columnHidden: true } },
    // flagged red once expired (the compliance centre's `permitExpired`)
    {
      fieldName: 'wpExpiryDate',
      fieldLabel: t('people.wpExpiryDate'),
      fieldType: 'date',
      span: 12,
      sort: 8,
      fieldOption: { display: (row) => <PermitExpiry row={row} /> },
    },
    {
      fieldName: 'passportNumber',
      fieldLabel: t('people.passportNumber'),
      fieldType: 'input',
      span: 12,
      sort: 9,
      fieldOption: { maxLength: 30, hideInTable: true },
    },
    {
      fieldName: 'passportExpiryDate',
      fieldLabel: t('people.passportExpiryDate'),
      fieldType: 'date',
      span: 12,
      sort: 10,
      fieldOption: { display: (row) => <PassportExpiry row={row} /> },
    },
    {
      fieldName: 'expiringWithin',
      fieldLabel: t('people.expiringWithin'),
      fieldType: 'number',
      search: 1,
      sort: 11,
      fieldOption: { hideInTable: true, hideInForm: true, numberMin: 0, numberMax: 3650 },
    },
    { fieldName: 'mobile', fieldLabel: t('people.mobile'), fieldType: 'input', span: 12, sort: 12, fieldOption: { maxLength: 20, columnHidden: true } },
    { fieldName: 'entryDate', fieldLabel: t('people.entryDate'), fieldType: 'date', span: 12, sort: 13, fieldOption: { hideInTable: true } },
    { fieldName: 'isSupervisor', fieldLabel: t('people.supervisor'), fieldType: 'switch', span: 12, sort: 14, fieldOption: { columnHidden: true } },
    // the room fields follow the worker's room (Dormitories > Occupants): shown, never typed here
    {
      fieldName: 'dormitory',
      fieldLabel: t('people.dormitory'),
      fieldType: 'input',
      span: 12,
      sort: 15,
      fieldOption: { maxLength: 100, hideInTable: true, modes: ['view'] },
    },
    {
      fieldName: 'blk',
      fieldLabel: t('people.blk'),
      fieldType: 'input',
      span: 6,
      sort: 16,
      fieldOption: { maxLength: 50, hideInTable: true, modes: ['view'] },
    },
    {
      fieldName: 'room',
      fieldLabel: t('people.room'),
      fieldType: 'input',
      span: 6,
      sort: 17,
      fieldOption: { maxLength: 50, hideInTable: true, modes: ['view'] },
    },
    { fieldName: 'bankName', fieldLabel: t('people.bankName'), fieldType: 'input', span: 12, sort: 18, fieldOption: { maxLength: 100, hideInTable: true } },
    {
      fieldName: 'bankAccountName',
      fieldLabel: t('people.bankAccountName'),
      fieldType: 'input',
      span: 12,
      sort: 18.5,
      fieldOption: { maxLength: 100, hideInTable: true },
    },
    {
      fieldName: 'bankAccountNo',
      fieldLabel: t('people.bankAccountNo'),
      fieldType: 'input',
      span: 12,
      sort: 19,
      fieldOption: { maxLength: 50, hideInTable: true },
    },
    { fieldName: 'remark', fieldLabel: t('people.remark'), fieldType: 'textarea', sort: 20, fieldOption: { hideInTable: true } },
  ];
}
