import { approver, defineForm, field, reason, required, workerApplicant, type SeedForm } from '../form/form-define.js';

/** Housing's process forms: a dormitory transfer (26, housing.flow.ts moves the worker) and an accommodation request (34). */
export const housingForms: SeedForm[] = [
  defineForm('transferDormitory', {
    name: 'Dormitory transfer',
    category: 2,
    fields: [
      // the target room is one of the open rooms with a free bed
      workerApplicant,
      field('targetRoomId', 'Target room', 'select', {
        ...required,
        fieldOption: { dicUrl: '/api/mcc-worker/dwellroom/options', props: { label: 'label', value: 'id' } },
      }),
      field('moveDate', 'Move date', 'date', required),
      reason,
    ],
    chain: [approver],
    requestPrefix: 'DT',
    description: 'Move a worker to another dormitory room.',
  }),
  defineForm('workerAccommodation', {
    name: 'Accommodation request',
    category: 2,
    fields: [workerApplicant, field('dormitory', 'Dormitory', 'input', required), field('startDate', 'From', 'date', required), reason],
    chain: [approver],
    requestPrefix: 'AC',
    description: 'Ask for accommodation in a dormitory.',
  }),
];
