import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { useNavigate } from '../lib/router.tsx';
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

  // antd-mobile's NavBar markup and styles, without its left slot's role="button" (which wraps
  // our own back button, or nothing on the tab screens, and fails accessibility checks).
  return (
    <div className="adm-nav-bar page-header">
      <div className="adm-nav-bar-left">
        {back ? (
          <button type="button" className="page-header-back" data-testid="page-header-back" aria-label={t('common.back')} onClick={goBack}>
            <BackIcon />
          </button>
        ) : null}
      </div>
      <div className="adm-nav-bar-title">
        <span data-testid="page-header-title">{titleText ?? (titleKey ? t(titleKey) : '')}</span>
      </div>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
