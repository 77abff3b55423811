import { useTranslation } from 'react-i18next';
import { TRANSITION_STATUS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { transitionResource as resource } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

/** Project transfers of workers: a read-only list (transfers are made through team moves and approvals). */
export default function TransitionPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'employmentCode', fieldLabel: t('people.employmentCode'), fieldType: 'text', sort: 1 },
    { fieldName: 'name', fieldLabel: t('people.name'), fieldType: 'text', sort: 2 },
    { fieldName: 'sourceProjectName', fieldLabel: t('people.sourceProject'), fieldType: 'text', sort: 3 },
    { fieldName: 'targetProjectName', fieldLabel: t('people.targetProject'), fieldType: 'text', sort: 4 },
    { fieldName: 'transitionDate', fieldLabel: t('people.transitionDate'), fieldType: 'date', sort: 5 },
    {
      fieldName: 'transitionStatus',
      fieldLabel: t('people.status'),
      fieldType: 'select',
      search: 1,
      sort: 6,
      fieldOption: {
        options: [
          { label: t('people.pending'), value: TRANSITION_STATUS.PENDING },
          { label: t('people.done'), value: TRANSITION_STATUS.DONE },
          { label: t('people.cancelled'), value: TRANSITION_STATUS.CANCELLED },
        ],
        tagColors: { [TRANSITION_STATUS.PENDING]: 'processing', [TRANSITION_STATUS.DONE]: 'success', [TRANSITION_STATUS.CANCELLED]: 'default' },
      },
    },
  ]);
  return <CrudPage title={t('people.transitions')} resource={resource} fields={fields} buttons={{ add: false, edit: false, delete: false }} />;
}
