import i18n from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A seeded form's name and description in the reader's language: the locale has them by form id, and they
 * are used only while the server's text is still the seeded English one (a form an administrator renamed
 * or described anew shows the administrator's words).
 */
export function useFormText() {
  const { t } = useTranslation();
  const en = i18n.getFixedT('en');
  return (form: { id: string | number; formName: string; description?: string | null }) => {
    const key = `desk.forms.${form.id}`;
    const seededName = en(`${key}.name`, { defaultValue: '' });
    const seededDescription = en(`${key}.description`, { defaultValue: '' });
    return {
      name: seededName && seededName === form.formName ? t(`${key}.name`) : form.formName,
      description: form.description && seededDescription === form.description ? t(`${key}.description`) : (form.description ?? ''),
    };
  };
}
