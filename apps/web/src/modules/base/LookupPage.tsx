import { useTranslation } from 'react-i18next';
import { CITY_PERMISSIONS, COUNTRY_PERMISSIONS, UNIVERSITY_PERMISSIONS } from '@hr/contracts';
import { CrudPage } from '../../shared/crud/CrudPage';
import { cityResource as cities, countryResource as countries, universityResource as universities } from './api';
import { useFieldDefinitions } from '../../shared/fields/useFieldDefinitions';

export function CountryPage() {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'code', fieldLabel: t('people.countryCode'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 1, fieldOption: { maxLength: 2 } },
    {
      fieldName: 'countryBritannica',
      fieldLabel: t('people.englishName'),
      fieldType: 'input',
      required: 1,
      search: 1,
      span: 12,
      sort: 2,
      fieldOption: { maxLength: 100 },
    },
    { fieldName: 'chineseName', fieldLabel: t('people.cnName'), fieldType: 'input', search: 1, span: 12, sort: 3, fieldOption: { maxLength: 100 } },
    { fieldName: 'phoneCode', fieldLabel: t('people.phoneCode'), fieldType: 'input', span: 12, sort: 4, fieldOption: { maxLength: 6 } },
  ]);
  return <CrudPage title={t('people.countries')} resource={countries} fields={fields} permissionPrefix={COUNTRY_PERMISSIONS.menu} />;
}

/** Universities and cities share one shape: name, code and country. */
function NamedLookupPage({ kind }: { kind: 'university' | 'city' }) {
  const { t } = useTranslation();
  const fields = useFieldDefinitions((t) => [
    { fieldName: 'name', fieldLabel: t('people.name'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 1 },
    { fieldName: 'code', fieldLabel: t('people.code'), fieldType: 'input', required: 1, search: 1, span: 12, sort: 2, fieldOption: { maxLength: 50 } },
    { fieldName: 'countryCode', fieldLabel: t('people.countryCode'), fieldType: 'input', search: 1, span: 12, sort: 3, fieldOption: { maxLength: 2 } },
  ]);
  return (
    <CrudPage
      title={t(kind === 'city' ? 'people.cities' : 'people.universities')}
      resource={kind === 'city' ? cities : universities}
      fields={fields}
      permissionPrefix={(kind === 'city' ? CITY_PERMISSIONS : UNIVERSITY_PERMISSIONS).menu}
    />
  );
}

export const UniversityPage = () => <NamedLookupPage kind="university" />;
export const CityPage = () => <NamedLookupPage kind="city" />;
