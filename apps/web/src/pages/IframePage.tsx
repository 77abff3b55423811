import { useSearchParams } from 'react-router';
import { isExternalPath } from '../app/shell/menus';

/** Menu items whose path is a web address or an html page, shown inside the app. */
export default function IframePage() {
  const [search] = useSearchParams();
  const src = search.get('src') ?? '';
  if (!isExternalPath(src)) return null;
  return <iframe title={search.get('name') ?? src} src={src} style={{ width: '100%', height: 'calc(100vh - 180px)', border: 0 }} />;
}
