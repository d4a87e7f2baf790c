import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canGoBack } from '../lib/navigation.ts';
import { useRouteHandle } from '../lib/route-handle.ts';
import { BackIcon } from './icons.tsx';

type Props = {
  /** Title key; defaults to the current route's title key. */
  title?: string;
  /** A title that is data, not a text key (a stock's name); wins over `title`. */
  titleText?: ReactNode;
  /** Show the back button (default true; the tab screens turn it off). */
  back?: boolean;
  /** Right-hand slot, e.g. a records link. */
  right?: ReactNode;
  onBack?: () => void;
};

export function PageHeader({ title, titleText, back = true, right, onBack }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const titleKey = title ?? handle?.title ?? '';

  const goBack = () => {
    if (onBack) onBack();
    else if (canGoBack()) void navigate(-1);
    else void navigate('/home', { replace: true });
  };

  return (
    <NavBar
      className="page-header"
      back={null}
      left={
        back ? (
          <button type="button" className="page-header-back" data-testid="page-header-back" aria-label={t('common.back')} onClick={goBack}>
            <BackIcon />
          </button>
        ) : null
      }
      right={right}
    >
      <span data-testid="page-header-title">{titleText ?? (titleKey ? t(titleKey) : '')}</span>
    </NavBar>
  );
}
