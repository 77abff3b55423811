import { Card, Form, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../shared/ChangePasswordForm';
import { setDateFormat, usePreferences } from '../app/preferences';
import { DATE_FORMAT_CHOICES, displayPattern } from '../shared/fields/values';
import { CalendarFeedCard } from '../modules/calendar/CalendarFeedCard';
import { companyToday } from '../app/clock';

/** The account settings: the date format dates are shown in (seed 000 section 9), and the password. */
export default function AccountSettingPage() {
  const { t } = useTranslation();
  const { dateFormat, language } = usePreferences();
  const today = dayjs(companyToday());
  // the language's own pattern, whatever the user chose (re-read when the language changes)
  const languageExample = language && today.format(dateFormat ? displayPatternWithout() : displayPattern());
  return (
    <>
      <Card title={t('shell.dateFormat')} style={{ marginBottom: 16 }}>
        <Form.Item label={t('shell.dateFormat')} style={{ marginBottom: 0, maxWidth: 480 }}>
          <Select
            id="date-format"
            value={dateFormat}
            onChange={setDateFormat}
            options={[
              { value: '', label: t('shell.dateFormatDefault', { example: languageExample }) },
              ...DATE_FORMAT_CHOICES.map((format) => ({ value: format, label: `${format} (${today.format(format)})` })),
            ]}
          />
        </Form.Item>
      </Card>
      <Card title={t('password.title')} style={{ marginBottom: 16 }}>
        <ChangePasswordForm />
      </Card>
      <CalendarFeedCard />
    </>
  );
}

/** The language's own date pattern while a chosen format is in force. */
function displayPatternWithout(): string {
  return displayPattern(false, true);
}
