import { useState, type ReactNode } from 'react';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';

/** A card whose body folds away. */
export function CollapseCard({
  title,
  children,
  defaultOpen = true,
  extra,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card
      title={title}
      size="small"
      extra={
        <>
          {extra}
          <Button type="link" size="small" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('common.collapse') : t('common.expand')}
          </Button>
        </>
      }
      styles={{ body: open ? undefined : { display: 'none' } }}
    >
      {children}
    </Card>
  );
}
