import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { framedMenu } from '../app/shell/menus';
import { useSession } from '../app/session/session';

/** Menu items whose path is a web address or an html page, shown inside the app; any other address is refused. */
export default function IframePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { menus } = useSession();
  const item = framedMenu(menus, search.get('src') ?? '');
  if (!item) return menus.length ? <Result status="403" title={t('shell.frameRefused')} subTitle={t('shell.frameRefusedHint')} /> : <Spin />;
  return <iframe title={item.name} src={item.path} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} />;
}
